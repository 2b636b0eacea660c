#!/bin/sh
# SPDX-License-Identifier: MIT
# Checks run-on-own-display.sh: the command runs on an X server of its own
# (not the caller's display, a different one for each of two at once), its
# exit code comes back, and the server is gone when it ends.
set -u
launcher="$1"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
command -v Xvfb >/dev/null 2>&1 || { echo "[  SKIPPED ] no Xvfb here"; exit 0; }

cat > "$work/show" <<'SCRIPT'
#!/bin/sh
# The display, and whether its server's socket is there while we run.
n=${DISPLAY#:}; n=${n%%.*}
[ -S "/tmp/.X11-unix/X$n" ] && echo "$DISPLAY up" || echo "$DISPLAY down"
# Both launchers' commands run at once: each waits for the other's mark.
touch "$1.$n"; i=0
while [ "$(ls "$1".* 2>/dev/null | wc -l)" -lt 2 ] && [ "$i" -lt 600 ]; do sleep 0.1; i=$((i + 1)); done
exit 3
SCRIPT
chmod +x "$work/show"
DISPLAY=:4242 "$launcher" "$work/show" "$work/mark" > "$work/a" 2>&1 & a=$!
DISPLAY=:4242 "$launcher" "$work/show" "$work/mark" > "$work/b" 2>&1; code_b=$?
wait "$a"; code_a=$?
[ "$code_a" -eq 3 ] && [ "$code_b" -eq 3 ] || fail "exit codes $code_a and $code_b, not the command's 3"
read -r display_a state_a < "$work/a"; read -r display_b state_b < "$work/b"
[ "$state_a" = up ] && [ "$state_b" = up ] || fail "no server of their own: '$(cat "$work/a")' '$(cat "$work/b")'"
[ "$display_a" != ":4242" ] && [ "$display_b" != ":4242" ] || fail "ran on the caller's display"
[ "$display_a" != "$display_b" ] || fail "two launchers shared $display_a"
for d in "$display_a" "$display_b"; do
    [ ! -e "/tmp/.X11-unix/X${d#:}" ] || fail "the server of $d is still running"
done
echo "own-display launcher: 4 checks passed ($display_a and $display_b)"
