#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs effsurf's core benchmarks beside their Python baselines on this machine:
#  1. the efficiency surface (effsurf-bench-core) and numpy broadcasting;
#  2. `effsurf-cli fit` of a 1,000,000-row, 13 MB measurement file and
#     pandas.read_csv with the same fit in numpy: time and peak memory of
#     each whole process, best of three, and the fitted s of both.
# The Python baselines are optional (apt-get install python3-numpy python3-pandas).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh release
echo "CPU: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ *//') ($(nproc) cores)"
command -v /usr/bin/time >/dev/null || { echo "bench: needs /usr/bin/time (apt-get install time)"; exit 1; }

build/release/tests/benchmarks/effsurf-bench-core --benchmark_filter='BM_Surface(Amdahl|ScalarLoop)/|Million' \
  --benchmark_repetitions=3 --benchmark_report_aggregates_only=true

# A Python with the libraries: Debian's packages go to /usr/bin/python3.
python=""
for candidate in /usr/bin/python3 python3; do
  if command -v "$candidate" >/dev/null && "$candidate" -c 'import numpy' 2>/dev/null; then python="$candidate"; break; fi
done
if [ -n "$python" ]; then
  "$python" scripts/bench_numpy.py 256 1024 2048
else
  echo "numpy not installed (apt-get install python3-numpy) - surface baseline skipped"
fi

data=build/bench/measurements-1m.csv
mkdir -p build/bench
[ -f "$data" ] || python3 scripts/make_benchmark_csv.py 1000000 "$data"
echo "== fit of $data ($(stat -c %s "$data") bytes), whole process, best of 3"
best() {  # best wall time and the peak RSS of that run, of three runs of "$@"
  local best_time="" best_rss="" report
  report=$(mktemp)
  for _ in 1 2 3; do
    /usr/bin/time -o "$report" -f '%e %M' "$@" >/dev/null 2>&1
    local out t rss
    out=$(tail -1 "$report")
    t=${out% *}
    rss=${out#* }
    if [ -z "$best_time" ] || awk "BEGIN{exit !($t < $best_time)}"; then best_time=$t; best_rss=$rss; fi
  done
  rm -f "$report"
  echo "$best_time s, peak $((best_rss / 1024)) MB"
}
echo "effsurf-cli fit:          $(best build/release/app/effsurf-cli fit "$data")"
build/release/app/effsurf-cli fit "$data" --json | python3 -c 'import json,sys; r=json.load(sys.stdin); print("  s =", r["serial_fraction"], "T1 =", r["t1"])'
if [ -n "$python" ] && "$python" -c 'import pandas' 2>/dev/null; then
  echo "pandas + numpy:           $(best "$python" scripts/bench_pandas_fit.py "$data")"
  "$python" scripts/bench_pandas_fit.py "$data" | sed 's/^/  /'
else
  echo "pandas not installed (apt-get install python3-pandas) - fit baseline skipped"
fi
