#!/usr/bin/env bash
# Installs the web tool chain Turnkeeper needs, skipping whatever is already there.
# Everything comes from the package registries (crates.io, Debian, npm); nothing is
# downloaded from anywhere else. Versions and the reasons for them: ../shared/TOOLCHAIN.md.
set -euo pipefail

WASM_BINDGEN_VERSION=0.2.130   # must equal the `wasm-bindgen` pin in Cargo.toml
TRUNK_VERSION=0.21.14          # 0.22 needs a newer rustc
WASM_PACK_VERSION=0.15.1
MATCHBOX_VERSION=0.15.0        # the signalling server of online play (scripts/serve.sh)
BINARYEN_VERSION=132           # Debian's binaryen is too old for current rustc output

root="$(cd "$(dirname "$0")/.." && pwd)"
say() { printf '[install] %s\n' "$*"; }
has_version() { command -v "$1" >/dev/null 2>&1 && "$1" --version 2>/dev/null | grep -q "$2"; }

export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"

if ! rustup target list --installed | grep -q '^wasm32-unknown-unknown$'; then
  say "adding the wasm32 target"
  rustup target add wasm32-unknown-unknown
fi

if ! has_version wasm-bindgen "$WASM_BINDGEN_VERSION"; then
  say "installing wasm-bindgen-cli $WASM_BINDGEN_VERSION"
  cargo install wasm-bindgen-cli --version "$WASM_BINDGEN_VERSION" --force
fi

if ! has_version trunk "$TRUNK_VERSION"; then
  say "installing trunk $TRUNK_VERSION"
  cargo install trunk --version "$TRUNK_VERSION" --locked --force
fi

if ! has_version wasm-pack "$WASM_PACK_VERSION"; then
  say "installing wasm-pack $WASM_PACK_VERSION"
  cargo install wasm-pack --version "$WASM_PACK_VERSION" --force
fi

# matchbox_server prints no version: cargo's list of what it installed says it.
if ! command -v matchbox_server >/dev/null 2>&1 || ! cargo install --list | grep -q "^matchbox_server v$MATCHBOX_VERSION:"; then
  # About 3.5 minutes on 2 cores.
  say "installing matchbox_server $MATCHBOX_VERSION"
  cargo install matchbox_server --version "$MATCHBOX_VERSION" --locked --force
fi

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1; then
  say "installing chromium and chromedriver from Debian"
  sudo_cmd=""
  [ "$(id -u)" -ne 0 ] && sudo_cmd="sudo"
  $sudo_cmd apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq chromium chromium-driver >/dev/null
fi

# axe-core and the game-icons collection: the versions package.json names, not merely
# ones that are there (an older axe would check the pages against an older standard and
# pass what today's fails; another icon release may rename or redraw the icons a game
# lists, and tests/icons.rs checks the names against the copy installed).
wanted() { node -p "require('$root/package.json').devDependencies['$1']"; }
installed() { node -p "require('$root/node_modules/$1/package.json').version" 2>/dev/null || echo none; }
axe_wanted=$(wanted axe-core) axe_installed=$(installed axe-core)
icons_wanted=$(wanted @iconify-json/game-icons) icons_installed=$(installed @iconify-json/game-icons)
if ! has_version wasm-opt "version $BINARYEN_VERSION" || [ ! -f "$root/node_modules/axe-core/axe.min.js" ] ||
  [ "$axe_installed" != "$axe_wanted" ] || [ "$icons_installed" != "$icons_wanted" ]; then
  say "installing wasm-opt (binaryen $BINARYEN_VERSION), axe-core $axe_wanted (found: $axe_installed) and game-icons $icons_wanted (found: $icons_installed) from npm"
  (cd "$root" && npm install --no-audit --no-fund --silent)
fi

say "tools ready: $(wasm-bindgen --version), $(trunk --version), $(wasm-pack --version), matchbox_server $MATCHBOX_VERSION, $(wasm-opt --version | head -1), $(chromedriver --version | cut -d' ' -f1-2), game-icons $icons_wanted"
