#!/usr/bin/env bash
# Runs the core surface benchmark and the numpy baseline on this machine.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/build.sh release
build/release/tests/benchmarks/effsurf-bench-core --benchmark_filter='BM_Surface(Amdahl|ScalarLoop)/' \
  --benchmark_repetitions=3 --benchmark_report_aggregates_only=true
if python3 -c 'import numpy' 2>/dev/null; then
  python3 scripts/bench_numpy.py 256 1024 2048
else
  echo "numpy not installed (apt-get install python3-numpy) - baseline skipped"
fi
