#!/usr/bin/env bash
# Installs what is missing and runs every test: the rules alone without web crates,
# the whole crate natively, then the browser tests in headless Chrome.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"

echo "== rules alone (no web crates): cargo test --no-default-features"
cargo test --no-default-features
echo "== whole crate, native: cargo test"
cargo test
echo "== browser: wasm-pack test --headless --chrome"
wasm-pack test --headless --chrome --mode no-install
