#!/bin/sh
# SPDX-License-Identifier: MIT
# Test launcher for the GUI tests (CROSSCOMPILING_EMULATOR of effsurf-ui-tests).
#
# Now and then Xvfb refuses one connection while test processes start in
# parallel: Qt then aborts before any test runs, printing "could not connect
# to display". That run says nothing about effsurf, so it is started again
# (at most twice more). Any other failure, including a failing test, is
# reported as it is: a test that fails is never retried.
#
# It also keeps LeakSanitizer off for the GUI test executable, as the tests'
# own properties do (tests/ui/CMakeLists.txt): when CTest lists the tests
# (gtest_discover_tests runs the executable through this launcher with the
# test command's ASAN_OPTIONS), Qt 6.8 leaves one-off allocations at exit
# that would fail the listing, and with it the whole suite. The last
# detect_leaks in ASAN_OPTIONS wins.
case "${1:-}" in
    *effsurf-ui-tests) export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=0" ;;
esac
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
