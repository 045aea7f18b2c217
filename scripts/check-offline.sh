#!/usr/bin/env bash
# Builds the whole app (debug, every table) into target/offline-site, stamps its service
# worker like scripts/build.sh does, and checks in headless Chromium that the lobby and
# a game load and render with the static server stopped (tests/offline/check.mjs).
# Usage: bash scripts/check-offline.sh [DIST_DIR]   (default: a fresh debug build)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
site="${1:-}"
if [ -z "$site" ]; then
  site="$root/target/offline-site"
  trunk build --dist "$site" --public-url ./ >/dev/null
  bash scripts/stamp-site.sh "$site" "check-$(date +%s)"
fi
node --experimental-websocket --no-warnings tests/offline/check.mjs "$site" lorcana
