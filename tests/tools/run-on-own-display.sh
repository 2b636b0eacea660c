#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Test launcher for the GUI tests (CROSSCOMPILING_EMULATOR of effsurf-ui-tests):
# each test process gets an X server of its own.
#
# The test command runs every suite inside one Xvfb, several at a time. On a
# shared server another process's window takes the keyboard focus whenever it
# is activated, and Qt then deactivates ours: a window shortcut pressed in
# that moment goes nowhere (ui.UnsavedWork failed so in CI, Ctrl+2 taking no
# snapshot), and a field that loses the focus commits its edit. A server per
# process leaves nothing to take the focus. Xvfb -displayfd chooses a free
# display number itself, so parallel starts cannot race for one (as
# xvfb-run -a can); it costs about 0.1 s per suite.
#
# Without Xvfb (a developer's desktop) the test runs on the current display.
# Inside, retry-on-display-refusal.sh still starts a test again whose X
# connection was refused before it began.
set -u
here=$(dirname "$0")
if ! command -v Xvfb >/dev/null 2>&1; then
    exec "$here/retry-on-display-refusal.sh" "$@"
fi
# The screen the suites were written for (scripts/test.sh's xvfb-run).
errors=$(mktemp)
coproc XVFB { exec Xvfb -displayfd 1 -screen 0 1920x1080x24 -nolisten tcp 2>"$errors"; }
xvfb_pid=$XVFB_PID
trap 'kill "$xvfb_pid" 2>/dev/null; wait "$xvfb_pid" 2>/dev/null; rm -f "$errors"' EXIT
# A server that cannot start says so at once; 60 s only guards against one that hangs.
if ! read -r -t 60 number <&"${XVFB[0]}" || [ -z "$number" ]; then
    echo "run-on-own-display: Xvfb did not start ($(tail -n 3 "$errors" | tr '\n' ' ')); running on the shared DISPLAY=${DISPLAY:-} instead" >&2
    "$here/retry-on-display-refusal.sh" "$@"
    exit $?
fi
export DISPLAY=":$number"
# The pipe to Xvfb is not the test's: closed, so no child of the test holds it.
eval "exec ${XVFB[0]}<&- ${XVFB[1]}>&-"
"$here/retry-on-display-refusal.sh" "$@"
