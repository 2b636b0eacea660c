#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Fuzzes effsurf's readers with libFuzzer (clang, AddressSanitizer + UBSan):
# the CSV and Extra-P importers, the quantity parsers, and the session and
# tour readers the window uses. Each target runs SECONDS (default 60), two at
# a time (one per core), from its seeds in tests/fuzz/seeds/ plus the built-in
# presets, tours and test data; the corpus grows in build/ci-clang/fuzz/.
#
# Prints, per target, the executions reached, the coverage and the corpus
# size. A crash (or a broken promise of tests/fuzz/FuzzInvariants.h) stops
# with exit 1 and names the input: copy it to tests/fuzz/regressions/TARGET/
# and it is replayed by every build's tests from then on.
#
# Usage: scripts/fuzz.sh [SECONDS]   (builds the ci-clang preset first unless EFFSURF_FUZZ_NO_BUILD=1)
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
# The test command fuzzes in its build without the faces (ci-sanitized: the
# readers in core); the full sanitized build (ci-clang) fuzzes the window's
# session and tour readers too.
preset="${EFFSURF_FUZZ_PRESET:-ci-clang}"
[ "${EFFSURF_FUZZ_NO_BUILD:-0}" = 1 ] || scripts/build.sh "$preset"
build="build/$preset"
out="$build/fuzz"
mkdir -p "$out/artifacts"

targets=()
for target in csv-import extrap-import quantity-parser json-reader session-reader tour-reader; do
  if [ -x "$build/tests/fuzz/effsurf-fuzz-$target" ]; then
    targets+=("$target")
  else
    echo "fuzz: $target is not in $build (its reader is the window's: the ci-clang preset builds it)"
  fi
done
[ ${#targets[@]} -gt 0 ] || { echo "fuzz: no fuzz target in $build (configure with EFFSURF_FUZZ=ON)" >&2; exit 1; }
extra_seeds() {  # read-only seed directories beyond tests/fuzz/seeds
  case "$1" in
    session-reader) echo resources/presets ;;
    tour-reader) echo resources/tours ;;
  esac
}

run_one() {
  local target="$1"
  local corpus="$out/corpus/$target"
  mkdir -p "$corpus"
  local dict=()
  [ -f "tests/fuzz/$target.dict" ] && dict=(-dict="tests/fuzz/$target.dict")
  # shellcheck disable=SC2046
  ASAN_OPTIONS="detect_leaks=0:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
    "$build/tests/fuzz/effsurf-fuzz-$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
      -print_final_stats=1 -artifact_prefix="$out/artifacts/$target-" "${dict[@]}" \
      "$corpus" "tests/fuzz/seeds/$target" $(extra_seeds "$target") >"$out/$target.log" 2>&1
}

failed=0
pids=()
for target in "${targets[@]}"; do
  run_one "$target" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$(nproc)" ]; then
    wait "${pids[0]}" || true  # a crash shows in the table below
    pids=("${pids[@]:1}")
  fi
done
wait || true

printf '%-16s %14s %10s %8s  %s\n' target executions coverage corpus result
for target in "${targets[@]}"; do
  log="$out/$target.log"
  runs=$(grep -o 'stat::number_of_executed_units: [0-9]*' "$log" | awk '{print $2}' | tail -1)
  cov=$(grep -oE 'cov: [0-9]+' "$log" | tail -1 | awk '{print $2}')
  corpus=$(find "$out/corpus/$target" -type f | wc -l)
  if grep -qE 'ERROR: (libFuzzer|AddressSanitizer|UndefinedBehaviorSanitizer)|runtime error|broken promise|deadly signal' "$log"; then
    result="CRASH: $(grep -oE "$out/artifacts/$target-[a-z]+-[0-9a-f]+" "$log" | head -1)"
    failed=1
  else
    result="no crash in ${seconds} s"
  fi
  printf '%-16s %14s %10s %8s  %s\n' "$target" "${runs:-?}" "${cov:-?}" "$corpus" "$result"
done
if [ "$failed" -ne 0 ]; then
  echo "fuzz: a target crashed; its log is in $out/TARGET.log. Keep the input as a regression test:"
  echo "      cp $out/artifacts/TARGET-crash-... tests/fuzz/regressions/TARGET/"
  exit 1
fi
