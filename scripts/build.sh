#!/usr/bin/env bash
# Installs what is missing and builds the release site into dist/ for static hosting:
#   dist/            the lobby (no game's rules in its wasm)
#   dist/<game-id>/  one build per registered game, carrying only that game's table
# so a person downloads one game's wasm before playing it. Prints each gzipped size.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"

# The registered games' ids, read from the registry itself (`$m!(module, Type, "id")`).
games=$(grep -E '^\s*\$m!\(' src/games/mod.rs | grep -o '"[a-z0-9-]*")' | tr -d '")')
stage="$root/target/site"
rm -rf "$stage" && mkdir -p "$stage"
stamp=$(git rev-parse --short HEAD 2>/dev/null || date +%s)-$(date +%s)
# The sources as this build starts; recorded with dist/ once it is complete.
sources=$(bash scripts/source-hash.sh)

build() { # dist-dir tables (a game id, or none: see build.rs)
  TURNKEEPER_TABLES="$2" trunk build --release --cargo-profile web --dist "$1" --public-url ./
  # A game's build serves its own rules reference only (rules/<id>.md, fetched by its How
  # to play page); the lobby links to the games' builds for theirs.
  find "$1/rules" -type f ! -name "$2.md" -delete
  rmdir --ignore-fail-on-non-empty "$1/rules"
  # Likewise its own icon sprite only (icons/<id>.svg, scripts/icon-sprite.mjs; the
  # lobby's build keeps icons/lobby.svg).
  local sprite="$2.svg"; [ "$2" = none ] && sprite=lobby.svg
  find "$1/icons" -type f ! -name "$sprite" -delete
  rmdir --ignore-fail-on-non-empty "$1/icons"
  # The offline cache's file list and the Content-Security-Policy (hashes of this build).
  bash scripts/stamp-site.sh "$1" "$stamp"
}

for g in $games; do
  build "$stage/$g" "$g"
done
# From here on dist/ changes: it is no longer the build the record names.
rm -f target/site-source.sha256
build dist none
for g in $games; do
  rm -rf "dist/$g" && cp -r "$stage/$g" "dist/$g"
done

# The budget of one build's wasm, gzipped (README, "figures": 350 KB). A build over it
# fails here, with its figure, so the budget cannot be broken without anyone noticing.
budget=350000
over=0
report() { # label dir
  local wasm gz; wasm=$(ls "$2"/*.wasm); gz=$(gzip -9 -c "$wasm" | wc -c)
  printf '[build] %-12s %8s bytes, %7s bytes gzipped\n' "$1" "$(stat -c %s "$wasm")" "$gz"
  if [ "$gz" -gt "$budget" ]; then
    printf '[build] %s: %s bytes gzipped is over the budget of %s bytes\n' "$1" "$gz" "$budget" >&2
    over=1
  fi
}
report lobby dist
for g in $games; do report "$g" "dist/$g"; done
if [ "$over" -ne 0 ]; then
  echo "[build] FAILED: a wasm is over the ${budget}-byte gzipped budget (see above)" >&2
  exit 1
fi
# scripts/serve.sh serves dist/ without building again while the sources match this.
echo "$sources" > target/site-source.sha256
