#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Renders the user guide's pictures (resources/screenshots/, shown by
# docs/*.md and Help > User guide) from the program itself, so that they show
# what it draws today:
#
#   scripts/manual-screenshots.sh build/ci/app/effsurf
#
# Needs a display (it starts its own Xvfb with xvfb-run when there is none);
# each picture gets an empty configuration directory, so nothing remembered
# from a user's session shows.
set -euo pipefail

app="${1:?usage: scripts/manual-screenshots.sh PATH/TO/effsurf}"
out="$(cd "$(dirname "$0")/.." && pwd)/resources/screenshots"
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$@"
fi
mkdir -p "$out"
root="$(cd "$(dirname "$0")/.." && pwd)"

shot() {
  local name="$1"; shift
  local config
  config=$(mktemp -d)
  XDG_CONFIG_HOME="$config/config" XDG_DATA_HOME="$config/data" \
    "$app" "$@" --screenshot "$out/$name.png" 2>/dev/null
  rm -rf "$config"
  echo "$out/$name.png"
}

# The main window as it opens: the surface, the controls and the four charts.
shot main-window --size 1600x1000 --theme light
# The TOP500 history tab: Piz Daint across the editions, placed on the surface.
shot top500 --size 1600x1000 --theme light --tab history --select "Piz Daint"
# The Measurements tab: a strong-scaling benchmark file fitted, its Karp–Flatt points and residuals.
shot measurements --size 1600x1000 --theme light --tab measurements "$root/tests/data/strong_scaling.csv"
# The Compare tab: Summit's HPL run as snapshot A against the same machine at FP16 as B.
shot compare --size 1600x1000 --theme light --tab compare "$root/resources/presets/summit-hpl-hpcg.effsurf"
# A multi-panel figure for a double-column journal page, drawn by the command line.
QT_QPA_PLATFORM=offscreen "$(dirname "$app")/effsurf-cli" export --preset summit-hpl-hpcg --figure speedup,plane,surface \
  --layout 3x1 --style double-column --dpi 150 --force --out "$out/figure-panels.png" >/dev/null
echo "$out/figure-panels.png"
# The Training workspace: GPT-3 175B on 1536 A100s.
shot training --size 1600x1000 --theme light --law parallel-training --tab training
# The same run fitted to measured steps (tests/data/measured-steps.csv): the steps and the fit's band.
shot training-fit --size 1600x1000 --theme light --tab training "$root/tests/data/fitted-training-run.effsurf"
# The presentation view during the Piz Daint tour, dark, at a projector's 1920x1080.
shot presentation --size 1920x1080 --theme dark --present --tour piz-daint --tour-step 2
# The teaching page: the same tour step in the presentation view in every
# shipped language, at a 1280x720 projector; the desk in high contrast.
for language in en de es hu zh_CN; do
  shot "teaching-$language" --size 1280x720 --theme light --present --language "$language" --tour amdahl-surface --tour-step 2
done
shot teaching-high-contrast --size 1280x800 --theme high-contrast
# A tour step's question, its numbers hidden until R (the example tour in docs/examples).
shot question --size 1280x720 --theme light --present --tour predict-then-reveal --tour-step 1 "$root/docs/examples/predict-then-reveal.effsurf-tour"
# The Python manual's figure: docs/python.md's worked analysis, run by its own
# test, drawn with matplotlib from the build's effsurf module.
build="$(cd "$(dirname "$app")/.." && pwd)"
scratch=$(mktemp -d)
(cd "$scratch" && EFFSURF_MANUAL_IMAGE="$out/python-fits-on-the-surface.png" PYTHONPATH="$build/python" \
  EFFSURF_SOURCE_DIR="$root" MPLBACKEND=Agg /usr/bin/python3 -m pytest -q -p no:cacheprovider \
  "$root/python/tests/test_manual.py" >/dev/null)
rm -rf "$scratch"
echo "$out/python-fits-on-the-surface.png"
