#!/usr/bin/env bash
# The README's first command, as a newcomer runs it (CI runs this on a fresh clone, so
# there `scripts/serve.sh` builds the whole release site; with dist/ already built from
# these sources it serves at once):
# 1. `bash scripts/serve.sh` serves the lobby over HTTP with its Content-Security-Policy,
#    the lobby's wasm as application/wasm, and every game's page and wasm, and runs the
#    signalling server of online play (matchbox_server) on 127.0.0.1:3536 beside it;
# 2. no file of dist/ carries Trunk's live-reload script (it would log a WebSocket error
#    on every page of a hosted copy);
# 3. stopped, the server is gone, and so is the signalling server;
# 4. stopped in the middle of a build (TURNKEEPER_REBUILD=1), serve.sh leaves no trunk,
#    cargo or rustc behind.
# Usage: bash scripts/check-serve.sh   (run by scripts/test.sh; leaves dist/ built)
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"
fail() { echo "serve check FAILED: $*" >&2; exit 1; }
log="$(mktemp)"
serve=""
cleanup() { [ -n "$serve" ] && kill -TERM "$serve" 2>/dev/null; rm -f "$log"; }
trap cleanup EXIT

free_port() { python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])'; }
answers() { (exec 3<>"/dev/tcp/127.0.0.1/$1") 2>/dev/null; }
# Every process below pid $1 (children, their children ...), one per line.
descendants() {
  ps -eo pid=,ppid= | awk -v root="$1" '{ parent[$1] = $2 } END {
    for (p in parent) { q = p; while (q in parent && q != root && q > 1) q = parent[q]; if (q == root && p != root) print p } }'
}

# 1. Build (or not) and serve. A signalling server already on 3536 (another serve.sh) is
# used by serve.sh as it is, and then not checked here.
signal_port=3536
signal_before=""
answers "$signal_port" && signal_before=1
port=$(free_port)
started=$(date +%s)
TURNKEEPER_PORT=$port bash scripts/serve.sh >"$log" 2>&1 &
serve=$!
until answers "$port"; do
  if ! kill -0 "$serve" 2>/dev/null; then tail -30 "$log" >&2; fail "scripts/serve.sh ended before serving"; fi
  [ $(($(date +%s) - started)) -lt 3600 ] || fail "nothing served on port $port within an hour"
  sleep 1
done
echo "[check-serve] scripts/serve.sh served after $(($(date +%s) - started)) s: $(grep -m1 -E '^\[serve\] (dist/ was built|building)' "$log")"
python3 - "$port" dist <<'EOF' || fail "the site served is not the lobby and its games (above)"
import os, re, sys, urllib.request
port, dist = sys.argv[1], sys.argv[2]
base = f"http://127.0.0.1:{port}/"
def get(path):
    with urllib.request.urlopen(base + path, timeout=30) as r:
        return r.status, r.headers.get("Content-Type", ""), r.read()
def page(path, what):
    status, kind, body = get(path)
    html = body.decode("utf-8")
    assert status == 200 and "text/html" in kind, f"{what}: {status} {kind}"
    assert "<title>Turnkeeper</title>" in html, f"{what} is not Turnkeeper's page"
    csp = re.search(r'<meta http-equiv="Content-Security-Policy" content="([^"]*)"', html)
    assert csp and "script-src 'self' 'wasm-unsafe-eval' 'sha256-" in csp.group(1), f"{what} has no Content-Security-Policy"
    assert "'unsafe-inline'" not in csp.group(1) and "'unsafe-eval'" not in csp.group(1), f"{what}: {csp.group(1)}"
    wasm = re.search(r'["\']\./([^"\']+_bg\.wasm)["\']', html)
    assert wasm, f"{what} loads no wasm"
    status, kind, body = get(path + wasm.group(1))
    assert status == 200 and kind == "application/wasm" and body[:4] == b"\0asm", f"{what}'s wasm: {status} {kind}"
    return len(body)
sizes = [f"lobby {page('', 'the lobby')} B"]
for game in sorted(d for d in os.listdir(dist) if os.path.isfile(os.path.join(dist, d, "index.html"))):
    sizes.append(f"{game} {page(game + '/', game + ' page')} B")
assert len(sizes) >= 6, f"dist/ holds {len(sizes) - 1} games' builds"
print("[check-serve] served with a Content-Security-Policy, wasm as application/wasm: " + ", ".join(sizes))
EOF

if [ -z "$signal_before" ]; then
  for _ in $(seq 100); do
    python3 -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$signal_port/health', timeout=2)" 2>/dev/null && break
    sleep 0.1
  done
  python3 -c "import urllib.request as u; u.urlopen('http://127.0.0.1:$signal_port/health', timeout=2)" 2>/dev/null ||
    fail "no signalling server answers on 127.0.0.1:$signal_port beside the site"
  echo "[check-serve] the signalling server (matchbox_server) answers on 127.0.0.1:$signal_port"
fi

# 2. Nothing of Trunk's dev server in the built files.
if grep -rlE '\.well-known/trunk|__TRUNK_(ADDRESS|WS)' dist; then fail "the files above carry Trunk's live-reload script"; fi

# 3. Stopped, the server is gone.
kill -TERM "$serve"
for _ in $(seq 50); do answers "$port" || break; sleep 0.1; done
answers "$port" && fail "port $port still answers after the server was stopped"
if [ -z "$signal_before" ]; then
  for _ in $(seq 50); do answers "$signal_port" || break; sleep 0.1; done
  answers "$signal_port" && fail "the signalling server still answers on port $signal_port after serve.sh was stopped"
fi
wait "$serve" 2>/dev/null || true
serve=""

# 4. Stopped during its build, serve.sh leaves nothing behind. dist/ stays as it was
# (the per-game builds come first, in target/site).
TURNKEEPER_REBUILD=1 TURNKEEPER_PORT=$(free_port) bash scripts/serve.sh >"$log" 2>&1 &
serve=$!
tree=""
for _ in $(seq 600); do
  tree=$(descendants "$serve")
  [ -n "$tree" ] && ps -o comm= -p "$(echo "$tree" | paste -sd,)" | grep -qx rustc && break
  kill -0 "$serve" 2>/dev/null || { tail -30 "$log" >&2; fail "serve.sh ended before its build started"; }
  sleep 0.5
done
ps -o comm= -p "$(echo "$tree" | paste -sd,)" | grep -qx rustc || fail "no rustc started within 300 s"
sessions=$(ps -o sid= -p "$(echo "$tree" | paste -sd,)" | sort -u | paste -sd,)
count=$(echo "$tree" | wc -l)
kill -TERM "$serve"
wait "$serve" 2>/dev/null || true
serve=""
mine=$(ps -o sid= -p $$ | tr -d ' ')
for _ in $(seq 30); do
  # Anything of the stopped tree, or of the build's own session, still running.
  left=$(ps -eo pid=,sid=,comm= | awk -v t=" $(echo "$tree" | paste -sd' ') " -v s=",$sessions," -v mine="$mine" \
    'index(t, " " $1 " ") || (index(s, "," $2 ",") && $2 != mine)')
  [ -z "$left" ] && break
  sleep 0.5
done
[ -z "$left" ] || fail "processes left running after serve.sh was stopped during its build: $left"
echo "[check-serve] stopped during its build (rustc running, $count processes under it), serve.sh left nothing running"
echo "test result: ok. 4 passed; 0 failed (the first command: served, no live reload, stopped, stopped mid-build)"
