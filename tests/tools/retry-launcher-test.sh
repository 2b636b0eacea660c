#!/bin/sh
# SPDX-License-Identifier: MIT
# Checks retry-on-display-refusal.sh: a refused display is retried, a failing
# test is not, and a display that keeps refusing fails in the end.
set -u
launcher="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

# Refused once, then the test passes.
cat > "$work/flaky" <<'SCRIPT'
#!/bin/sh
n=$(cat "$0.count" 2>/dev/null || echo 0); echo $((n + 1)) > "$0.count"
if [ "$n" -eq 0 ]; then echo "qt.qpa.xcb: could not connect to display :99"; exit 134; fi
echo "[  PASSED  ] 1 test."
SCRIPT
chmod +x "$work/flaky"
out=$("$launcher" "$work/flaky" 2>/dev/null); code=$?
[ "$code" -eq 0 ] || fail "refused once: exit $code"
[ "$(cat "$work/flaky.count")" -eq 2 ] || fail "refused once: ran $(cat "$work/flaky.count") times"
case "$out" in *PASSED*) ;; *) fail "refused once: output '$out'" ;; esac

# A failing test is reported at once, never retried.
cat > "$work/failing" <<'SCRIPT'
#!/bin/sh
n=$(cat "$0.count" 2>/dev/null || echo 0); echo $((n + 1)) > "$0.count"
echo "Failure: expected 1, got 2"; exit 1
SCRIPT
chmod +x "$work/failing"
"$launcher" "$work/failing" >/dev/null 2>&1; code=$?
[ "$code" -eq 1 ] || fail "failing test: exit $code"
[ "$(cat "$work/failing.count")" -eq 1 ] || fail "failing test was retried"

# A display that keeps refusing: three attempts, then its exit code.
cat > "$work/refusing" <<'SCRIPT'
#!/bin/sh
n=$(cat "$0.count" 2>/dev/null || echo 0); echo $((n + 1)) > "$0.count"
echo "could not connect to display :99"; exit 134
SCRIPT
chmod +x "$work/refusing"
"$launcher" "$work/refusing" >/dev/null 2>&1; code=$?
[ "$code" -eq 134 ] || fail "always refused: exit $code"
[ "$(cat "$work/refusing.count")" -eq 3 ] || fail "always refused: ran $(cat "$work/refusing.count") times"
# The GUI test executable runs (and lists its tests) without LeakSanitizer,
# whatever the test command's ASAN_OPTIONS say; other executables keep them.
mkdir "$work/gui"
printf '#!/bin/sh\necho "$ASAN_OPTIONS"\n' > "$work/gui/effsurf-ui-tests"
cp "$work/gui/effsurf-ui-tests" "$work/gui/effsurf-core-tests"
chmod +x "$work/gui/effsurf-ui-tests" "$work/gui/effsurf-core-tests"
out=$(ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" "$launcher" "$work/gui/effsurf-ui-tests")
[ "$out" = "detect_leaks=1:abort_on_error=1:detect_leaks=0" ] || fail "GUI tests' ASAN_OPTIONS: '$out'"
out=$(ASAN_OPTIONS="detect_leaks=1" "$launcher" "$work/gui/effsurf-core-tests")
[ "$out" = "detect_leaks=1" ] || fail "other tests' ASAN_OPTIONS: '$out'"
echo "retry launcher: 5 checks passed"
