#!/usr/bin/env bash
# SPDX-License-Identifier: MIT
# Installs what is missing, builds, and runs every test, each once, in under
# 20 minutes on 2 cores (docs/building.md has the stages' times):
#  1. the Release build (GCC, warnings as errors) with every face — the
#     window, effsurf-cli, effsurf-probe, the Python module, the page — and
#     its suite inside one Xvfb server with Mesa's software OpenGL (but the
#     probe's and the Python module's tests that step 3 runs sanitized);
#  2. its package, unpacked and checked;
#  3. a second build of what has no Qt — core, the built-in data, the probe,
#     the readers — under clang with AddressSanitizer + UBSan and assertions
#     on (warnings as errors again), its tests run sanitized, and libFuzzer
#     fuzzing each of its readers.
# The window's code under the sanitizers is the developers' ci-clang preset
# (scripts/fuzz.sh builds it): compiling every face a second time would take
# this command past its 20 minutes. Both CI builds compile in batches
# (CMAKE_UNITY_BUILD). Each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage() { printf '== %s  [%d:%02d]\n' "$1" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

scripts/install-deps.sh

# Two tests per core: measured on 2 cores, the suite at three at a time
# left a third of the CPU idle (923 s of CPU in 685 s): GUI tests wait on
# browsers, FFmpeg, timers and child processes, and no test depends on the
# machine's speed.
jobs=$(($(nproc) * 2))

stage "build (ci: Release, GCC, warnings are errors)"
scripts/build.sh ci

# The sanitized tree is configured now, at full priority (7 s on 2 cores):
# at the lowest priority beside the tests its CMake run took 3 minutes, and
# the build began that much later.
cmake --preset ci-sanitized >build/ci-sanitized-configure.log 2>&1 || { cat build/ci-sanitized-configure.log; exit 1; }

# The sanitized build compiles beside the Release tests at the lowest CPU
# priority: it takes only the cycles the tests leave. setsid gives it a
# process group of its own (it stops with this script) and, where the
# kernel groups processes by session for the scheduler (autogroup), a group
# of its own: that group's weight is set to nice 19 too, or it would take
# half of the CPU from the tests' group whatever its processes' nice.
stage "build (ci-sanitized: the Qt-less build of core, effsurf-cli's model commands, Python, probe and readers; clang, ASan + UBSan, unoptimized, warnings are errors) begins beside the tests"
setsid bash -c '{ echo 19 >/proc/self/autogroup; } 2>/dev/null; exec nice -n 19 cmake --build --preset ci-sanitized -j "$(nproc)"' \
  >build/ci-sanitized-build.log 2>&1 &
sanitized_build=$!
trap 'kill -- "-$sanitized_build" 2>/dev/null || true' EXIT

# Long tests first even in a fresh clone: ctest orders by the times in
# Testing/Temporary/CTestCostData.txt, seeded from a run on 2 cores
# (tests/ctest-cost-data.txt; a test missing there only starts later).
costs=build/ci/Testing/Temporary/CTestCostData.txt
if [ ! -s "$costs" ]; then mkdir -p "$(dirname "$costs")" && cp tests/ctest-cost-data.txt "$costs"; fi
# Each test once: those labelled sanitized-too (effsurf-probe run as a user
# runs it, the Python module's suites that need no GUI) run in the sanitized
# build below, on the same sources; here only what needs this build.
stage "test (ci: every test but those the sanitized build runs)"
xvfb-run -a -s "-screen 0 1920x1080x24" ctest --preset ci -j "$jobs" --timeout 600 -LE sanitized-too
stage "package (DEB built, unpacked with dpkg -x, installed binaries and metadata checked)"
scripts/package-test.sh build/ci

stage "build (ci-sanitized) ends"
if ! wait "$sanitized_build"; then
  tail -n 60 build/ci-sanitized-build.log
  echo "the ci-sanitized build failed: build/ci-sanitized-build.log" >&2
  exit 1
fi
tail -n 1 build/ci-sanitized-build.log
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
stage "test (ci-sanitized: core, the Qt-less effsurf-cli, Python, probe and readers under ASan and UBSan)"
ctest --preset ci-sanitized -j "$jobs" --timeout 600
stage "fuzz (clang, libFuzzer): each reader of core 10 s"
EFFSURF_FUZZ_PRESET=ci-sanitized EFFSURF_FUZZ_NO_BUILD=1 scripts/fuzz.sh 10
stage "all tests passed (Release and its package; the Qt-less build sanitized; fuzzing found nothing)"
