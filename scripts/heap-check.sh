#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Runs GUI tests again and again under a heap checker, to find (or rule out)
# heap corruption that shows once in hundreds of runs (issue 43: glibc's
# "free(): corrupted unsorted chunks" once in a presentation-view test).
#
# Usage: scripts/heap-check.sh MODE [RUNS] [FILTER]
#   MODE   malloc-check  the Release build (build/ci) with glibc's checking
#                        allocator (LD_PRELOAD=libc_malloc_debug.so.0: since
#                        glibc 2.34 MALLOC_CHECK_ alone does nothing),
#                        MALLOC_CHECK_=3 and a new MALLOC_PERTURB_ byte each run
#          asan          the sanitized build of the window (build/ci-clang)
#          memcheck      valgrind's memcheck on the Release build
#          helgrind, drd valgrind's thread checkers on the Release build (Mesa's
#                        llvmpipe draws in threads of its own)
#   RUNS   how many runs (default 200; valgrind modes 1)
#   FILTER a GoogleTest filter (default: the presentation-view tests)
# Runs as many at a time as there are cores, each a process of its own as
# ctest runs them, all on one Xvfb server. Prints how many runs failed; the
# log of each failed run stays in build/heap-check/.
set -euo pipefail
cd "$(dirname "$0")/.."

mode="${1:?usage: scripts/heap-check.sh malloc-check|asan|memcheck|helgrind|drd [RUNS] [FILTER]}"
filter="${3:-PresentationView.*:-PresentationView.ChoosesAnotherScreenWhenThereIsOne}"
binary=build/ci/tests/ui/effsurf-ui-tests
launcher=()
environment=(QT_QPA_PLATFORM=xcb)
runs_default=200
case "$mode" in
  malloc-check)
    # Beside the libc the test binary loads (not a 32-bit one in /lib32).
    libc=$(ldd "$binary" | awk '$1 == "libc.so.6" { print $3 }')
    debug="$(dirname "$libc")/libc_malloc_debug.so.0"
    [ -f "$debug" ] || { echo "heap-check: glibc's $debug is missing" >&2; exit 1; }
    if env LD_PRELOAD="$debug" /bin/true 2>&1 | grep -q "ld.so"; then
      echo "heap-check: the loader refuses $debug" >&2
      exit 1
    fi
    environment+=(LD_PRELOAD="$debug" MALLOC_CHECK_=3) ;;
  asan)
    binary=build/ci-clang/tests/ui/effsurf-ui-tests
    environment+=(ASAN_OPTIONS=detect_leaks=0:abort_on_error=1:malloc_fill_byte=165:max_free_fill_size=4096
                  UBSAN_OPTIONS=print_stacktrace=1:halt_on_error=1) ;;
  memcheck)
    runs_default=1
    # --smc-check: llvmpipe writes the shaders it runs (a JIT).
    launcher=(valgrind --tool=memcheck --error-exitcode=99 --smc-check=all-non-file --num-callers=30) ;;
  helgrind|drd)
    runs_default=1
    launcher=(valgrind "--tool=$mode" --error-exitcode=99 --smc-check=all-non-file --num-callers=30) ;;
  *) echo "heap-check: unknown mode $mode" >&2; exit 2 ;;
esac
if [ ${#launcher[@]} -gt 0 ] && ! grep -qw rdtscp /proc/cpuinfo; then
  # Valgrind decodes RDTSCP only where CPUID offers it; a VM may hide it and
  # still execute it, and libhwy (FFmpeg -> libjxl -> libhwy) runs it in its
  # initializer, so valgrind stops every run with SIGILL before main. Valgrind
  # gets a copy of libhwy whose RDTSCPs (0f 01 f9) are RDTSC + NOP (0f 31 90):
  # the same counter, without the TSC_AUX the code ignores.
  hwy=$(ldd "$binary" | awk '$1 ~ /^libhwy\.so/ { print $1 " " $3 }')
  if [ -n "$hwy" ]; then
    patched=build/heap-check/valgrind-libs
    mkdir -p "$patched"
    python3 - "${hwy#* }" "$patched/${hwy%% *}" <<'PATCH'
import sys
data = open(sys.argv[1], "rb").read()
open(sys.argv[2], "wb").write(data.replace(bytes([0x0F, 0x01, 0xF9]), bytes([0x0F, 0x31, 0x90])))
print(f"heap-check: {data.count(bytes([0x0F, 0x01, 0xF9]))} RDTSCP in {sys.argv[1]} made RDTSC for valgrind ({sys.argv[2]})")
PATCH
    environment+=(LD_LIBRARY_PATH="$(pwd)/$patched${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}")
  fi
fi
runs="${2:-$runs_default}"
[ -x "$binary" ] || { echo "heap-check: $binary is not built (scripts/build.sh ${binary#build/})" >&2; exit 1; }

# One Xvfb server for all runs: the script runs itself again inside it.
if [ -z "${EFFSURF_HEAP_CHECK_DISPLAY:-}" ]; then
  exec xvfb-run -a -s "-screen 0 1920x1080x24" env EFFSURF_HEAP_CHECK_DISPLAY=1 "$0" "$mode" "$runs" "$filter"
fi

out=build/heap-check/$mode
rm -rf "$out"
mkdir -p "$out"

run_one() {
  local index="$1"
  local perturb=$(( (index * 37) % 255 + 1 ))
  if env "${environment[@]}" MALLOC_PERTURB_="$perturb" "${launcher[@]}" "$binary" --gtest_filter="$filter" \
       >"$out/run-$index.log" 2>&1; then
    rm -f "$out/run-$index.log"
  else
    echo "run $index FAILED (exit $?, MALLOC_PERTURB_=$perturb): $out/run-$index.log"
  fi
}

started=$SECONDS
pids=()
for ((index = 1; index <= runs; index++)); do
  run_one "$index" &
  pids+=($!)
  if [ ${#pids[@]} -ge "$(nproc)" ]; then wait "${pids[0]}"; pids=("${pids[@]:1}"); fi
done
wait
failed=$(find "$out" -name 'run-*.log' | wc -l)
echo "heap-check $mode: $runs runs of '$filter' in $((SECONDS - started)) s, $failed failed"
[ "$failed" -eq 0 ]
