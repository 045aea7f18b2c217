#!/usr/bin/env bash
# Runs a command in a process group (a session) of its own, and ends the whole group
# when the command ends or when this script is stopped (Ctrl-C, kill, hang-up): a build
# or a dev server that dies or is stopped leaves no trunk, cargo or rustc running.
# Usage: bash scripts/run-group.sh COMMAND [ARGS...]   (exits with the command's status)
set -uo pipefail
# From a non-interactive shell the background child leads no group, so setsid makes it
# the leader of a new session without forking: its pid is the group's id.
setsid "$@" &
pid=$!
stop() {
  kill -TERM -- "-$pid" 2>/dev/null || return 0
  for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 -- "-$pid" 2>/dev/null || return 0; sleep 0.5; done
  kill -KILL -- "-$pid" 2>/dev/null || true
}
trap 'stop; exit 130' INT
trap 'stop; exit 143' TERM
trap 'stop; exit 129' HUP
wait "$pid"
status=$?
# Whatever the command left behind (a watcher that panicked can leave cargo running).
stop
exit "$status"
