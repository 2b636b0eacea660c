#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs the README's test command on a busy machine, as a contributor's laptop
# with a browser open and a build going is: RUNS times in a row (default 3),
# each with HOGS processes (default 2) spinning beside it (`yes > /dev/null`,
# what stress-ng --cpu does without the package) and, unless --no-build, a
# parallel build of the project (its release preset, in build/under-load-build,
# cleaned and built again for as long as the tests run; `--first COMMAND` runs
# COMMAND in its place first, e.g. the test command in Debian chroots, which
# build the project twice and test it; the script waits for it to end and
# counts its result). Every run must pass:
# no test judges the machine's speed (tools.TestsReadNoClock, issue 43).
#
# Usage (as root, like the test command):
#   scripts/test-under-load.sh [--no-build | --first COMMAND] [RUNS] [HOGS]
# Logs: build/under-load-<n>.log, build/under-load-build.log; a summary line
# per run with its time and the load average at its end.
set -euo pipefail
cd "$(dirname "$0")/.."
beside_build=1
first=""
if [ "${1:-}" = "--no-build" ]; then
  beside_build=0
  shift
elif [ "${1:-}" = "--first" ]; then
  first="$2"
  shift 2
fi
runs="${1:-3}"
hogs="${2:-2}"
mkdir -p build

# Everything installed first, before anything starts beside the runs: on a
# fresh machine the three runs, the beside-build and the chroot script
# otherwise all reach for apt at once.
scripts/install-deps.sh $([ -n "$first" ] && echo --chroot-tools)

pids=()
build_group=""
stop_hogs() {
  if [ ${#pids[@]} -gt 0 ]; then kill "${pids[@]}" 2>/dev/null || true; fi
  if [ -n "$build_group" ]; then kill -- "-$build_group" 2>/dev/null || true; fi
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
  yes >/dev/null &
  pids+=($!)
done
if [ "$beside_build" -eq 1 ]; then
  # Its own build tree (never the one the test command uses), rebuilt from
  # scratch in a loop: compiling is what a contributor's machine does most.
  # A process group of its own, so that stopping it stops its compilers too.
  setsid bash -c 'if [ -n "$1" ]; then bash -c "$1" && echo "first: passed" || echo "first: FAILED"; fi
    while :; do
      rm -rf build/under-load-build
      cmake -S . -B build/under-load-build -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null &&
        cmake --build build/under-load-build -j "$(nproc)" >/dev/null || sleep 5
    done' under-load "$first" >build/under-load-build.log 2>&1 &
  build_group=$!
fi
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
echo "test-under-load: $runs run(s) of scripts/test.sh beside $hogs CPU hog(s)$([ "$beside_build" -eq 1 ] && echo " and a parallel build") on $(nproc) CPUs ($cpu)"

failed=0
for run in $(seq "$runs"); do
  started=$SECONDS
  if scripts/test.sh >"build/under-load-$run.log" 2>&1; then
    result=passed
  else
    result="FAILED (see build/under-load-$run.log)"
    failed=1
  fi
  elapsed=$((SECONDS - started))
  echo "test-under-load: run $run $result in $((elapsed / 60)) min $((elapsed % 60)) s," \
       "load average $(cut -d' ' -f1-3 /proc/loadavg)"
done
# The first command (the chroots) runs in the beside-build's process group,
# which the exit trap stops: wait for it (runs that finished first stopped
# a Debian 13 chroot while it was building), and count its result.
if [ -n "$first" ] && [ "$beside_build" -eq 1 ]; then
  echo "test-under-load: waiting for the first command beside the runs to end ($first)"
  while ! grep -q '^first: ' build/under-load-build.log 2>/dev/null; do sleep 30; done
  echo "test-under-load: $(grep -m1 '^first: ' build/under-load-build.log) ($first)"
  if grep -q '^first: FAILED' build/under-load-build.log; then failed=1; fi
fi
exit "$failed"
