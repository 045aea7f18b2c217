#!/usr/bin/env bash
# Development: Trunk's dev server with its file watcher and live reload, the whole app
# (every table in one wasm, a debug build unless you pass --release), at
# http://127.0.0.1:8080. Its output goes to target/dev-dist, never to dist/, so the
# live-reload script never reaches the files that get deployed (scripts/build.sh). It
# runs in a process group of its own (scripts/run-group.sh): if the watcher dies, no
# cargo build is left running. Extra arguments go to `trunk serve`.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
exec bash scripts/run-group.sh trunk serve --dist target/dev-dist "$@"
