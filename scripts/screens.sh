#!/usr/bin/env bash
# The gallery (issue 21 point 11) and the whole-document accessibility check (point 9).
# Builds the whole app once (every table in one page, a release build like the deployed
# one, into target/gallery-site; skipped when that build is of these very sources), then
# runs tests/gallery/screens.mjs in headless Chromium: every registered game at 1280x800
# and 390x844 (new game, start, mid-game, a pending choice, the Hint, a card menu, the
# end screen; the lobby and How to play), PNGs and an index.html into screenshots/, and
# axe-core over the whole document at every state it visits.
#   bash scripts/screens.sh           the gallery; violations are listed, not fatal
#   bash scripts/screens.sh --check   fails if axe finds any serious or critical violation
#   GALLERY_GAMES=nexus bash scripts/screens.sh   one game's pictures only, from the same
#     whole-app build (a one-game build, TURNKEEPER_TABLES=nexus, draws no lobby at its
#     root: it sends the page to the site's, so the gallery would find no game there)
# Mid-game positions come from games played by the command line's protocol
# (target/release/turnkeeper protocol), resumed through the browser's kept game.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
target="${CARGO_TARGET_DIR:-$root/target}"
# GALLERY_GAMES (read by tests/gallery/screens.mjs) chooses the pictures, not the build.
tables="all"
site="$target/gallery-site" stamp="$target/gallery-source.sha256"
say() { printf '[screens] %s\n' "$*"; }

sources=$(bash scripts/source-hash.sh)
if [ -f "$site/index.html" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$sources" ]; then
  say "$site was built from these sources: using it"
else
  say "building the whole app (release) into $site"
  start=$(date +%s)
  rm -f "$stamp"
  TURNKEEPER_TABLES="$tables" trunk build --release --cargo-profile web --dist "$site" --public-url ./
  bash scripts/stamp-site.sh "$site" "gallery-$(date +%s)"
  echo "$sources" > "$stamp"
  say "built in $(( $(date +%s) - start )) s"
fi
say "building the command line (cargo build --release --bin turnkeeper)"
cargo build --release --quiet --bin turnkeeper
exec node --experimental-websocket --no-warnings tests/gallery/screens.mjs "$site" "$target/release/turnkeeper" "$root/screenshots" "$@"
