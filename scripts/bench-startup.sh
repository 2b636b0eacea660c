#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Start-up beside its floor (issue 28): `effsurf --timing` (main() to the
# first complete frame: the 3D surface and every chart on screen) and
# effsurf-bench-minimal-startup (main() to the first 3D frame of one
# Q3DSurface and one QChart in a 1600x1000 window), run alternately in one
# Xvfb server, RUNS times each (default 7). Prints each run, both medians,
# their ratio (target: at most 1.3) and the CPU.
#   scripts/bench-startup.sh [BUILD_DIR] [RUNS]
set -euo pipefail
cd "$(dirname "$0")/.."
build=${1:-build/release}
runs=${2:-7}
[ -x "$build/app/effsurf" ] || scripts/build.sh release
if [ -z "${DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" "$0" "$build" "$runs"
fi
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//') ($(nproc) cores), load $(cut -d' ' -f1-3 /proc/loadavg)"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
# effsurf as a user starts it (no --screenshot, which draws the full mesh at
# once): it keeps running, so it is ended once it has printed its time.
effsurf_time() {
  local home out pid
  home=$(mktemp -d -p "$scratch") out="$home/out"  # a fresh HOME: no remembered layout, no autosave to offer back
  HOME="$home" "$build/app/effsurf" --timing --size 1600x1000 >"$out" 2>/dev/null &
  pid=$!
  for ((t = 0; t < 400; t++)); do
    grep -q 'first complete frame' "$out" 2>/dev/null && break
    sleep 0.05
  done
  kill "$pid" 2>/dev/null || true
  wait "$pid" 2>/dev/null || true
  sed -n 's/.*first complete frame: \([0-9]*\) ms/\1/p' "$out"
}
effsurf=() minimal=()
for ((i = 0; i < runs; i++)); do
  e=$(effsurf_time)
  m=$("$build/tests/benchmarks/effsurf-bench-minimal-startup" 2>/dev/null | sed -n 's/.*first 3D frame: \([0-9]*\) ms/\1/p')
  echo "run $((i + 1)): effsurf ${e:-?} ms, minimal Qt program ${m:-?} ms"
  effsurf+=("${e:-0}") minimal+=("${m:-0}")
done
median() { printf '%s\n' "$@" | sort -n | awk '{ v[NR] = $1 } END { print v[int((NR + 1) / 2)] }'; }
me=$(median "${effsurf[@]}") mm=$(median "${minimal[@]}")
echo "median: effsurf ${me} ms, minimal Qt program ${mm} ms, ratio $(awk -v a="$me" -v b="$mm" 'BEGIN { printf "%.2f", a / b }') (target <= 1.3)"
