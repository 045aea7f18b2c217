#!/usr/bin/env bash
# Installs what is missing and builds the release site into dist/ for static hosting:
#   dist/                 the lobby (no game's rules in its wasm) and every game's How to
#                         play (the guides, the rules references in rules/<id>.md)
#   dist/<game-id>/       one build per registered game, carrying only that game's table:
#                         local play, hosting an online game, a shared game's replay
#   dist/<game-id>/join/  the game's join build: the pages an invite or a watch link
#                         opens (src/ui/site.rs), with the table and the rules the
#                         end-of-game check replays
#   dist/<game-id>/decks/ the game's second build: its deck builder, for the games that
#                         have one (`const DECKS: bool = true` in its GameUi): its "Start
#                         the game" hands the deck to the game's build by a link
#                         (src/ui/deck_game.rs); or its campaign's page (`const CAMPAIGN`,
#                         Aeon's End's expedition)
# so a person downloads one build's wasm before playing. Prints each gzipped size and
# fails if any is over the budget. Only the page crate is rebuilt per build (its cfgs,
# build.rs); the rules crate and the other dependencies are compiled once.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
cd "$root"
bash scripts/install-tools.sh
export PATH="$HOME/.cargo/bin:$root/node_modules/.bin:$PATH"

# The registered games' ids, read from the registry itself (`$m!(module, Type, "id")`).
games=$(grep -E '^\s*\$m!\(' src/games/mod.rs | grep -o '"[a-z0-9-]*")' | tr -d '")')
# BUILD_GAMES="lorcana" builds the lobby and those games only (a quicker site for a
# browser test of one game, e.g. tests/online/pages.mjs with TK_ONLY); dist/ then lacks
# the others.
if [ -n "${BUILD_GAMES:-}" ]; then
  for g in $BUILD_GAMES; do
    echo "$games" | grep -qx "$g" || { echo "[build] BUILD_GAMES: '$g' is not a registered game ($(echo $games))" >&2; exit 2; }
  done
  games="$BUILD_GAMES"
fi
started=$(date +%s)
# A game's module (its stylesheet is styles/<module>.css); nothing for `none`.
module_of() { awk -v id="\"$1\")" '/^[[:space:]]*\$m!\(/ && index($0, id) { sub(/^[[:space:]]*\$m!\([[:space:]]*/, ""); sub(/,.*/, ""); print }' src/games/mod.rs; }
stage="$root/target/site"
rm -rf "$stage" && mkdir -p "$stage"
stamp=$(git rev-parse --short HEAD 2>/dev/null || date +%s)-$(date +%s)
# The sources as this build starts; recorded with dist/ once it is complete.
sources=$(bash scripts/source-hash.sh)

# The games whose pages fetch their packed card pool (`FETCH_FROM` in the game's rules,
# rules/build.rs) instead of carrying it in their wasm: card data that does not fit the
# budget comes in a fetched file, cached by the service worker with the page.
fetched_pools="aeons-end altered nexus"
export TURNKEEPER_FETCH_POOLS=1

# Whether a game has a second build: a deck builder (its GameUi says `const DECKS: bool =
# true`) or a campaign (`const CAMPAIGN: Option<&'static str> = Some(...)`).
has_decks() { grep -rqsE 'const DECKS: bool = true|const CAMPAIGN: Option<&.static str> = Some' "src/ui/$(module_of "$1")/"; }

# The search worker of a game's page (src/worker.rs, src/ui/ai_player): the computer's
# and the Hint's search run there, off the page's thread, so the page carries none.
# Built with the page's settings (the rules and the page's library are compiled once
# for both), into the build's worker/ folder: main.js starts search.js (wasm-bindgen's
# glue) and search_bg.wasm.
build_worker() { # dist-dir game-id
  local out="$1/worker" target="${CARGO_TARGET_DIR:-$root/target}"
  TURNKEEPER_WORKER=1 TURNKEEPER_TABLES="$2" cargo build --quiet --profile web --target wasm32-unknown-unknown --bin turnkeeper-worker
  mkdir -p "$out"
  wasm-bindgen --target web --no-typescript --out-dir "$out" --out-name search "$target/wasm32-unknown-unknown/web/turnkeeper-worker.wasm"
  wasm-opt -Oz --converge --gufa --enable-bulk-memory --enable-nontrapping-float-to-int --enable-sign-ext \
    --enable-mutable-globals --enable-reference-types --enable-multivalue "$out/search_bg.wasm" -o "$out/search_bg.wasm"
  cp src/ui/ai_player/worker.js "$out/main.js"
  # wasm-bindgen copies every JS helper of the page's crate; the worker imports none.
  grep -q snippets "$out/search.js" || rm -rf "$out/snippets"
}

build() { # dist-dir tables (a game id, or none: see build.rs) [join|decks: the game's join or deck-builder build]
  local join="" decks="" worker=""
  case "${3:-}" in join) join=1 ;; decks) decks=1 ;; esac
  # A game's own page searches in its worker; its join and builder pages have no computer.
  [ -z "$join$decks" ] && [ "$2" != none ] && worker=1
  TURNKEEPER_WORKER="$worker" TURNKEEPER_JOIN="$join" TURNKEEPER_DECKS="$decks" TURNKEEPER_TABLES="$2" trunk build --release --cargo-profile web --dist "$1" --public-url ./
  if [ -n "$worker" ]; then build_worker "$1" "$2"; fi
  case " $fetched_pools " in *" $2 "*) cp "cards/$2/pool.bin" "$1/$2-pool.bin" ;; esac
  # The rules references (rules/<id>.md) are How to play's, which the lobby's build shows
  # for every game; a game's builds link there.
  [ "$2" = none ] || rm -rf "$1/rules"
  # A game's builds carry its own icon sprite only (icons/<id>.svg,
  # scripts/icon-sprite.mjs; the lobby's build keeps icons/lobby.svg) and its own
  # stylesheet (styles/<module>.css, linked by stamp-site.sh); the lobby no game's.
  local sprite="$2.svg" sheet; [ "$2" = none ] && sprite=lobby.svg
  sheet="$(module_of "$2").css"
  find "$1/icons" -type f ! -name "$sprite" -delete
  rmdir --ignore-fail-on-non-empty "$1/icons"
  find "$1/styles" -type f ! -name "$sheet" -delete
  rmdir --ignore-fail-on-non-empty "$1/styles"
}
# The offline cache's file list and the Content-Security-Policy (hashes of this build),
# once the builds it caches beside its own are in place (scripts/stamp-site.sh).
stamp() { bash scripts/stamp-site.sh "$1" "$stamp" "${@:2}"; }

count=1
for g in $games; do
  # Trunk empties its --dist folder: the join and deck-builder builds are made apart,
  # then put in place.
  build "$stage/$g-join" "$g" join
  has_decks "$g" && build "$stage/$g-decks" "$g" decks
  build "$stage/$g" "$g"
  mv "$stage/$g-join" "$stage/$g/join"
  stamp "$stage/$g/join"
  count=$((count + 2))
  if has_decks "$g"; then
    mv "$stage/$g-decks" "$stage/$g/decks"
    # The game's page caches its builder, and the builder the page it hands a deck to,
    # so either opens offline after a visit to the other.
    stamp "$stage/$g" decks
    stamp "$stage/$g/decks" ..
    count=$((count + 1))
  else
    stamp "$stage/$g"
  fi
done
# From here on dist/ changes: it is no longer the build the record names.
rm -f target/site-source.sha256
build dist none
for g in $games; do
  rm -rf "dist/$g" && cp -r "$stage/$g" "dist/$g"
done
# The lobby's service worker also caches every game's page build (not the join builds,
# which need the network to play anyway), so one visit to the site makes every game
# playable offline.
stamp dist $games
echo "[build] $(date -u +%FT%TZ), $(($(date +%s) - started)) s for $count builds; load average $(cut -d' ' -f1-3 /proc/loadavg)"

# The budget of one build's wasm, gzipped (README, "figures": 350 KB). A build over it
# fails here, with its figure, so the budget cannot be broken without anyone noticing.
budget=350000
over=0
report() { # label dir
  local wasm gz; wasm=$(ls "$2"/*.wasm); gz=$(gzip -9 -c "$wasm" | wc -c)
  printf '[build] %-15s %8s bytes, %7s bytes gzipped\n' "$1" "$(stat -c %s "$wasm")" "$gz"
  if [ "$gz" -gt "$budget" ]; then
    printf '[build] %s: %s bytes gzipped is over the budget of %s bytes\n' "$1" "$gz" "$budget" >&2
    over=1
  fi
}
report lobby dist
for g in $games; do
  report "$g" "dist/$g"
  report "$g/worker" "dist/$g/worker"
  report "$g/join" "dist/$g/join"
  if [ -d "dist/$g/decks" ]; then report "$g/decks" "dist/$g/decks"; fi
done
if [ "$over" -ne 0 ]; then
  echo "[build] FAILED: a wasm is over the ${budget}-byte gzipped budget (see above)" >&2
  exit 1
fi
# scripts/serve.sh serves dist/ without building again while the sources match this.
echo "$sources" > target/site-source.sha256
