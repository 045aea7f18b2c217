#!/usr/bin/env bash
# Prints one hash of every source file of this checkout (tracked or not, ignored files
# left out) and of the build settings, or "none" outside a git checkout. scripts/build.sh
# records it with dist/, and scripts/serve.sh serves dist/ without building again when it
# still matches.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
  echo none
  exit 0
fi
{
  git ls-files -z --cached --others --exclude-standard | sort -zu |
    while IFS= read -r -d '' f; do [ -f "$f" ] && printf '%s\0' "$f"; done | xargs -0 -r sha256sum
  echo "TURNKEEPER_CONNECT_SRC=${TURNKEEPER_CONNECT_SRC:-}"
  echo "TURNKEEPER_SIGNALLING=${TURNKEEPER_SIGNALLING:-}"
  echo "TURNKEEPER_ICE=${TURNKEEPER_ICE:-}"
} | sha256sum | cut -d' ' -f1
