#!/usr/bin/env bash
# Copies the numbered rules reference of each game's brief (../shared/rules/<id>.md, the
# project's own words) into static/rules/<id>.md, which every build serves and the How
# to play page renders, so the deployed site needs nothing outside the repository.
# Run it again whenever a brief changes; `cargo test --lib rules_doc` checks the copies.
#   bash scripts/copy-rules.sh [path to shared/rules]
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
src="${1:-$root/../shared/rules}"
out="$root/static/rules"
mkdir -p "$out"

# id, then the line that opens the brief's rules reference; it runs to the next rule
# line (---) that closes that part.
while read -r id start; do
  brief="$src/$id.md"
  [ -f "$brief" ] || { echo "copy-rules: no brief at $brief" >&2; exit 1; }
  {
    echo "<!-- The rules reference of shared/rules/$id.md, copied by scripts/copy-rules.sh: edit the brief, not this file. -->"
    awk -v start="$start" '
      !on && index($0, start) == 1 { on = 1; next }
      on && /^---+ *$/ { exit }
      on { print }
    ' "$brief"
  } > "$out/$id.md"
  lines=$(wc -l < "$out/$id.md")
  [ "$lines" -gt 20 ] || { echo "copy-rules: $id: only $lines lines copied (start line not found?)" >&2; exit 1; }
  echo "copy-rules: $id: $lines lines"
done <<'LIST'
aeons-end ## PART A — RULES REFERENCE
altered # Part 1: Rules reference
nexus # PART 1 — RULES REFERENCE
lorcana # Part 1: Numbered rules reference
tash-kalar ---
LIST
