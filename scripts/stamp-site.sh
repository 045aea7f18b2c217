#!/usr/bin/env bash
# Finishes one Trunk build for hosting: stamps its service worker with the build's id
# and the list of its files (the offline cache: the top-level files and the
# wasm-bindgen snippets, the page's JS helpers, the rules references and the icon
# sprites), then writes the page's Content-Security-Policy into its index.html
# (scripts/csp.py).
# Usage: bash scripts/stamp-site.sh BUILD_DIR BUILD_ID
# Run by scripts/build.sh on every build and by scripts/check-offline.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$1" stamp="$2"
files=$(cd "$dir" && { find . -maxdepth 1 -type f ! -name sw.js; find . -path './snippets/*' -type f; find . -path './rules/*' -type f; find . -path './icons/*' -type f; } | sed 's|^\./||' | sort | awk '{ printf "\"%s\",", $0 }')
sed -e "s/__BUILD__/$stamp/" -e "s|^const FILES = .*// __FILES__|const FILES = [\"./\",${files%,}];|" "$root/static/sw.js" > "$dir/sw.js"
python3 "$root/scripts/csp.py" "$dir" >/dev/null
