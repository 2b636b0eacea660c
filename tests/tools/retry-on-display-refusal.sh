#!/bin/sh
# Test launcher for the GUI tests (CROSSCOMPILING_EMULATOR of effsurf-ui-tests).
#
# Now and then Xvfb refuses one connection while test processes start in
# parallel: Qt then aborts before any test runs, printing "could not connect
# to display". That run says nothing about effsurf, so it is started again
# (at most twice more). Any other failure, including a failing test, is
# reported as it is: a test that fails is never retried.
attempt=1
while :; do
    output=$("$@" 2>&1)
    code=$?
    case "$output" in
        *"could not connect to display"*)
            if [ "$code" -ne 0 ] && [ "$attempt" -lt 3 ]; then
                echo "note: the X server refused the connection before the test started (attempt $attempt); starting it again" >&2
                attempt=$((attempt + 1))
                sleep 1
                continue
            fi
            ;;
    esac
    printf '%s\n' "$output"
    exit "$code"
done
