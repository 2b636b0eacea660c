#!/usr/bin/env bash
# Renders the reference set of window screenshots with one effsurf binary:
# the default window at 1600x1000, the dark theme, the presentation view, the
# TOP500 history tab, TOP500 systems placed with a cloud, and every step of every built-in tour. Two builds whose
# sets are byte-identical draw the same pixels (same PNG encoder, no
# timestamps in the files), which is how a refactoring shows that it changed
# no behaviour:
#
#   scripts/screenshot-set.sh build/before/app/effsurf /tmp/before
#   scripts/screenshot-set.sh build/ci/app/effsurf /tmp/after
#   scripts/screenshot-set.sh --compare /tmp/before /tmp/after
#
# Needs a display (it starts its own Xvfb with xvfb-run when there is none).
# The remembered layout and settings are kept out: each run gets an empty
# configuration directory.
set -euo pipefail

if [ "${1:-}" = "--compare" ]; then
  before="$2" after="$3" differ=0 count=0
  for file in "$before"/*.png; do
    name=$(basename "$file")
    count=$((count + 1))
    if [ ! -f "$after/$name" ]; then
      echo "missing: $name"; differ=$((differ + 1))
    elif ! cmp -s "$file" "$after/$name"; then
      echo "differs: $name"; differ=$((differ + 1))
    fi
  done
  echo "$count screenshots compared, $differ differ"
  [ "$differ" -eq 0 ]
  exit
fi

app="$(realpath "$1")"
out="$2"
mkdir -p "$out"
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
config=$(mktemp -d)
trap 'rm -rf "$config"' EXIT
export XDG_CONFIG_HOME="$config/config" XDG_DATA_HOME="$config/data"

shot() {
  local name="$1"; shift
  "$app" --size 1600x1000 --screenshot "$out/$name.png" "$@" >/dev/null
}

shot main
shot dark --theme dark
shot history --tab history
shot presenting --present
shot systems --select "Piz Daint" --cloud 2020-06
tours=$(sed -n 's/^  "id": "\(.*\)",$/\1/p' "$(dirname "$0")"/../resources/tours/*.json)
for tour in $tours; do
  step=1
  # A step past the last one is refused with exit 2: that ends the tour.
  while "$app" --size 1600x1000 --screenshot "$out/tour-$tour-$step.png" --tour "$tour" --tour-step "$step" \
        >/dev/null 2>"$config/err"; do
    step=$((step + 1))
  done
  grep -q "has $((step - 1)) steps" "$config/err" || { cat "$config/err" >&2; exit 1; }
done
echo "$(ls "$out"/*.png | wc -l) screenshots in $out"
