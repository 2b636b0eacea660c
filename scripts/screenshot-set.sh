#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders the reference set of window screenshots with one effsurf binary:
# the default window at 1600x1000, the dark theme, the presentation view, the
# TOP500 history tab, TOP500 systems placed with a cloud, and every step of every built-in tour. Two builds whose
# sets are byte-identical draw the same pixels (same PNG encoder, no
# timestamps in the files), which is how a refactoring shows that it changed
# no behaviour:
#
#   scripts/screenshot-set.sh build/before/app/effsurf /tmp/before
#   scripts/screenshot-set.sh build/ci/app/effsurf /tmp/after
#   scripts/screenshot-set.sh --compare /tmp/before /tmp/after [MAX_PIXELS]
#
# Needs a display (it starts its own Xvfb with xvfb-run when there is none).
# The remembered layout and settings are kept out: each run gets an empty
# configuration directory.
set -euo pipefail

if [ "${1:-}" = "--compare" ]; then
  # --compare BEFORE AFTER [MAX_PIXELS]: files that are not byte-identical are
  # compared pixel by pixel; more than MAX_PIXELS (default 0) differing pixels
  # in one picture is a difference. (Two runs of one binary can still differ
  # in a pixel or two where the E = 0.5 ribbon meets the surface: software
  # OpenGL's depth test on two surfaces at the same height.)
  before="$2" after="$3" allowed="${4:-0}" differ=0 count=0
  for file in "$before"/*.png; do
    name=$(basename "$file")
    count=$((count + 1))
    if [ ! -f "$after/$name" ]; then
      echo "missing: $name"; differ=$((differ + 1))
    elif ! cmp -s "$file" "$after/$name"; then
      report=$("$(dirname "$0")/png-diff.py" "$file" "$after/$name")
      pixels=${report%% *}
      if [ "$pixels" = sizes ] || [ "$pixels" -gt "$allowed" ]; then
        echo "differs: $name: $report"; differ=$((differ + 1))
      else
        echo "within $allowed pixels: $name: $report"
      fi
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
# Same pixels from run to run: DataVisualization draws its custom items (the
# points, labels and leader lines) in the order of a hash of their addresses,
# so where two overlap, which one wins a pixel changed with the addresses.
# Fixed addresses (no address randomisation), a fixed hash seed and one
# llvmpipe thread make the order, and so the picture, the same every run.
export QT_HASH_SEED=0 LP_NUM_THREADS=1
deterministic="setarch $(uname -m) -R"

shot() {
  local name="$1"; shift
  $deterministic "$app" --size 1600x1000 --screenshot "$out/$name.png" "$@" >/dev/null
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
  while $deterministic "$app" --size 1600x1000 --screenshot "$out/tour-$tour-$step.png" --tour "$tour" --tour-step "$step" \
        >/dev/null 2>"$config/err"; do
    step=$((step + 1))
  done
  grep -q "has $((step - 1)) steps" "$config/err" || { cat "$config/err" >&2; exit 1; }
done
echo "$(ls "$out"/*.png | wc -l) screenshots in $out"
