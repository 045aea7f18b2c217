#!/usr/bin/env bash
# The first command: installs what is missing, builds the release site once
# (scripts/build.sh: the lobby and one build per game, exactly what is deployed) and
# serves dist/ with a plain static server at http://127.0.0.1:8080 (another port:
# TURNKEEPER_PORT). No file watcher and no live reload: that is scripts/dev.sh.
# A dist/ already built from these very sources is served at once (TURNKEEPER_REBUILD=1
# builds again). The build runs in a process group of its own (scripts/run-group.sh):
# stopped or failed, it leaves nothing running.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
port="${TURNKEEPER_PORT:-8080}"
say() { printf '[serve] %s\n' "$*"; }

if [ -z "${TURNKEEPER_REBUILD:-}" ] && [ -f dist/index.html ] &&
  [ "$(cat target/site-source.sha256 2>/dev/null)" = "$(bash scripts/source-hash.sh)" ]; then
  say "dist/ was built from these sources: serving it as it is"
else
  say "building the release site into dist/ (scripts/build.sh)"
  bash scripts/run-group.sh bash scripts/build.sh &
  build=$!
  # Stopped (Ctrl-C, kill), this script stops the build's whole group first.
  trap 'kill -TERM "$build" 2>/dev/null; wait "$build"; exit 143' INT TERM HUP
  if ! wait "$build"; then
    say "the build failed: nothing is served" >&2
    exit 1
  fi
  trap - INT TERM HUP
fi
say "serving dist/ at http://127.0.0.1:$port/ (Ctrl-C stops it)"
exec python3 -m http.server "$port" --bind 127.0.0.1 --directory dist
