#!/usr/bin/env bash
# Runs the README's test command on a busy machine, as a user's laptop with a
# browser open is: RUNS times in a row (default 2), each with HOGS processes
# (default: one a CPU) spinning beside it (`yes > /dev/null`, what stress-ng
# --cpu does without the package). Every run must pass: the tests judge what
# load cannot move (CPU time, ratios) and wait with generous timeouts.
#
# Usage (as root, like the test command): scripts/test-under-load.sh [RUNS] [HOGS]
# Logs: build/under-load-<n>.log; a summary line per run.
set -euo pipefail
cd "$(dirname "$0")/.."
runs="${1:-2}"
hogs="${2:-$(nproc)}"
mkdir -p build

pids=()
stop_hogs() {
  if [ ${#pids[@]} -gt 0 ]; then kill "${pids[@]}" 2>/dev/null || true; fi
}
trap stop_hogs EXIT
for _ in $(seq "$hogs"); do
  yes >/dev/null &
  pids+=($!)
done
cpu=$(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2- | sed 's/^ *//')
echo "test-under-load: $runs run(s) of scripts/test.sh beside $hogs CPU hog(s) on $(nproc) CPUs ($cpu)"

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
exit "$failed"
