#!/usr/bin/env bash
# Finishes one Trunk build for hosting: links its games' stylesheets (styles/*.css, the
# files scripts/build.sh kept in it) from its index.html, so they load beside the wasm;
# stamps its service worker with the build's id and the list of its files (the offline
# cache: the top-level files and the wasm-bindgen snippets, the page's JS helpers, the
# rules references, the icon sprites, the stylesheets and the search worker), then writes the page's
# Content-Security-Policy into its index.html (scripts/csp.py). Each ALSO is the folder of
# another build, relative to BUILD_DIR, whose files the worker caches too (a game's page
# caches its deck builder, `decks`, and the builder the page it hands a deck to, `..`).
# Usage: bash scripts/stamp-site.sh BUILD_DIR BUILD_ID [ALSO...]
# Run by scripts/build.sh on every build and by scripts/check-offline.sh.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$1" stamp="$2"
shift 2
# The games' stylesheets in this build (their modules, from the registry itself).
for module in $(grep -E '^\s*\$m!\(' "$root/src/games/mod.rs" | sed -E 's/^\s*\$m!\(\s*([a-z0-9_]+).*/\1/'); do
  [ -f "$dir/styles/$module.css" ] || continue
  link="<link rel=\"stylesheet\" href=\"styles/$module.css\" />"
  grep -qF "$link" "$dir/index.html" || sed -i "s|</head>|    $link\n  </head>|" "$dir/index.html"
done
# The files of the build in folder $1 (relative to $dir) as the worker fetches them: the
# folder itself, its top-level files but its service worker, and its snippets, rules, icons,
# stylesheets and search worker (not the builds in its sub-folders).
files_of() {
  local prefix="$1/"
  [ "$1" = . ] && prefix=""
  echo "${prefix:-./}"
  (cd "$dir/$1" && { find . -maxdepth 1 -type f ! -name sw.js; find . \( -path './snippets/*' -o -path './rules/*' -o -path './icons/*' -o -path './styles/*' -o -path './worker/*' \) -type f; }) | sed "s|^\./|$prefix|"
}
files=$(for build in . "$@"; do files_of "${build%/}"; done | sort -u | awk '{ printf "\"%s\",", $0 }')
sed -e "s/__BUILD__/$stamp/" -e "s|^const FILES = .*// __FILES__|const FILES = [${files%,}];|" "$root/static/sw.js" > "$dir/sw.js"
python3 "$root/scripts/csp.py" "$dir" >/dev/null
