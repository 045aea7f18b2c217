#!/usr/bin/env bash
# Builds the site with online play's pages (TURNKEEPER_ONLINE=1, see build.rs) for the
# browser test of those pages (tests/online/pages.mjs): the games that test plays, each
# in its own folder as scripts/build.sh lays them out, stamped with their service
# worker and Content-Security-Policy as the deployed site is. Prints each gzipped wasm.
# Not the deployed site: with online play no game's wasm fits the 350 KB budget yet
# (README, "Online play: where it stands"), so scripts/build.sh builds without it.
# Usage: bash scripts/build-online-site.sh [OUT_DIR] (default target/online-site)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
out="${1:-$root/target/online-site}"
mkdir -p "$out"
stamp=online-$(git rev-parse --short HEAD 2>/dev/null || date +%s)
for g in ${TURNKEEPER_ONLINE_GAMES:-lorcana tash-kalar aeons-end}; do
  TURNKEEPER_ONLINE=1 TURNKEEPER_TABLES="$g" trunk build --release --cargo-profile web --dist "$out/$g" --public-url ./
  bash scripts/stamp-site.sh "$out/$g" "$stamp"
  wasm=$(ls "$out/$g"/*.wasm)
  printf '[online site] %-12s %8s bytes, %7s bytes gzipped (with online play)\n' "$g" "$(stat -c %s "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
done
