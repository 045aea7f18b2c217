#!/usr/bin/env bash
# Installs what is missing, builds the release app and serves it at http://127.0.0.1:8080
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
exec trunk serve --release --cargo-profile web "$@"
