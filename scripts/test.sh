#!/usr/bin/env bash
# Installs what is missing, checks formatting and lints (both feature sets), and runs
# every test: the rules alone without web crates,
# the whole crate natively, then the browser tests in headless Chrome. Ends with one
# line totalling every runner's results.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
# A clean run gains nothing from incremental compilation's caches, which take gigabytes.
export CARGO_INCREMENTAL=0
log="$(mktemp)"
trap 'rm -f "$log"' EXIT

echo "== format: cargo fmt --all --check"
cargo fmt --all --check
echo "== lints, both feature sets: cargo clippy --all-targets -- -D warnings"
cargo clippy --all-targets --no-default-features -- -D warnings
cargo clippy --all-targets -- -D warnings
echo "== rules alone (no web crates): cargo test --no-default-features"
cargo test --no-default-features 2>&1 | tee -a "$log"
echo "== whole crate, native: cargo test"
cargo test 2>&1 | tee -a "$log"
# The whole browser run of a test file must finish within this many seconds (the
# runner's default, 20, is less than the computer player's timing test needs).
export WASM_BINDGEN_TEST_TIMEOUT="${WASM_BINDGEN_TEST_TIMEOUT:-600}"
echo "== browser: wasm-pack test --headless --chrome"
wasm-pack test --headless --chrome --mode no-install 2>&1 | tee -a "$log"
# The README's first command builds the release site (dist/, as deployed) and serves
# it; the offline and phone checks then use that same build rather than building again.
echo "== first command: bash scripts/serve.sh builds dist/ and serves it; stopped mid-build it leaves nothing running"
bash scripts/check-serve.sh 2>&1 | tee -a "$log"
echo "== offline: the built site plays with the server stopped (headless Chromium)"
bash scripts/check-offline.sh "$root/dist" 2>&1 | tee -a "$log"
echo "test result: ok. 1 passed; 0 failed (the offline check)" >> "$log"
echo "== phone: every page, a turn of each game by tapping (390x844), the Content-Security-Policy in force"
node --experimental-websocket --no-warnings tests/phone/check.mjs "$root/dist" 2>&1 | tee -a "$log"
echo "test result: ok. 1 passed; 0 failed (the phone check)" >> "$log"
echo "== search worker: every game's computer and the Hint search in a Web Worker, never on the page's thread"
# Prints its own "test result" line, and the longest main-thread task as a measurement.
node --experimental-websocket --no-warnings tests/worker/check.mjs "$root/dist" 2>&1 | tee -a "$log"
echo "== online: WebRTC between headless Chromium processes, through matchbox_server and the serverless codes"
# Prints its own "test result" line (one per part: two pages, three pages, size limit and
# hostile input, serverless, a killed peer) and the measured round trip.
node --experimental-websocket --no-warnings tests/online/check.mjs "$root/dist" 2>&1 | tee -a "$log"
echo "== online pages: whole games between headless Chromium processes, on the same dist/"
# Hosting in each game's build, the invite and watch links opening its join build
# (dist/<id>/join/), as deployed.
node --experimental-websocket --no-warnings tests/online/pages.mjs "$root/dist" 2>&1 | tee -a "$log"

# What the run left on disk (a run once failed for want of it: docs/testing.md).
echo "== disk: $(du -sh "${CARGO_TARGET_DIR:-$root/target}" 2>/dev/null | cut -f1) in the target directory; $(df -h "$root" | awk 'NR==2 {print $4}') free"

# Every runner above prints "test result: ok. N passed; M failed; ..." per test binary.
awk '/^test result:/ { for (i = 1; i <= NF; i++) { if ($(i+1) ~ /^passed/) p += $i; if ($(i+1) ~ /^failed/) f += $i } }
     END { printf "total: %d passed, %d failed\n", p, f }' "$log"
