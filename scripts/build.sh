#!/usr/bin/env bash
# Installs what is missing and builds the release app into dist/ (for static hosting),
# then prints the size of the gzipped .wasm.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
trunk build --release
wasm=$(ls dist/*.wasm)
printf '[build] %s: %s bytes, %s bytes gzipped\n' "$wasm" "$(stat -c %s "$wasm")" "$(gzip -9 -c "$wasm" | wc -c)"
