#!/usr/bin/env bash
# The first command: installs what is missing, builds the release site once
# (scripts/build.sh: the lobby and one build per game, exactly what is deployed) and
# serves dist/ with a plain static server at http://127.0.0.1:8080 (another port:
# TURNKEEPER_PORT). No file watcher and no live reload: that is scripts/dev.sh.
# A dist/ already built from these very sources is served at once (TURNKEEPER_REBUILD=1
# builds again). The build runs in a process group of its own (scripts/run-group.sh):
# stopped or failed, it leaves nothing running.
# Beside the site it runs the signalling server of online play (matchbox_server) where
# the build's TURNKEEPER_SIGNALLING points when that is this machine (by default
# ws://127.0.0.1:3536), so two pages on this machine play online; stopped with the site.
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

# The signalling server, if the build's address is on this machine and nothing there yet.
signalling="${TURNKEEPER_SIGNALLING:-ws://127.0.0.1:3536}"
matchbox=""
if [[ "$signalling" =~ ^ws://(127\.0\.0\.1|localhost):([0-9]+)/?$ ]]; then
  sport="${BASH_REMATCH[2]}"
  if (exec 3<>"/dev/tcp/127.0.0.1/$sport") 2>/dev/null; then
    say "something already listens on port $sport: online play uses it as the signalling server"
  elif command -v matchbox_server >/dev/null 2>&1; then
    say "signalling server for online play at $signalling (matchbox_server)"
    RUST_LOG=warn matchbox_server "127.0.0.1:$sport" >/dev/null 2>&1 &
    matchbox=$!
  else
    say "matchbox_server is not installed (scripts/install-tools.sh): online play needs the serverless codes" >&2
  fi
fi
say "serving dist/ at http://127.0.0.1:$port/ (Ctrl-C stops it)"
python3 -m http.server "$port" --bind 127.0.0.1 --directory dist &
web=$!
# Stopped (Ctrl-C, kill), both servers stop; one that ends stops the other.
stop() { kill -TERM $web $matchbox 2>/dev/null; wait $web $matchbox 2>/dev/null; }
trap 'stop; exit 143' INT TERM HUP
status=0
wait -n $web $matchbox || status=$?
stop
exit "$status"
