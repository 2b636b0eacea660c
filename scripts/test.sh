#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the Release build
# (GCC, warnings as errors) and its package, then one clang build with
# AddressSanitizer + UBSan and assertions on (warnings as errors again) that
# runs the whole suite sanitized, GUI included, and whose libFuzzer targets
# each fuzz one reader for 30 s. Each audit runs in one build only: the
# sanitized run leaves out the layout, pixel and number audits (text cut or
# too small at each projector size and window size, every tab in every room,
# every tour step at the desk and rendered, the current point seen from every
# camera, every text's number format: the Release build's job; a sanitizer
# adds nothing to measuring pixels), and the Release
# run the probe's process tests (serial, a minute; the sanitized run has
# them, the package check runs the Release probe). Both CI builds compile in
# batches (CMAKE_UNITY_BUILD: a third less compiling); the developers'
# presets compile file by file. Each stage prints its time.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
stage() { printf '== %s  [%d:%02d]\n' "$1" $(((SECONDS - started) / 60)) $(((SECONDS - started) % 60)); }

scripts/install-deps.sh

run_suite() {
  local preset="$1"
  stage "build ($preset)"
  scripts/build.sh "$preset"
  stage "test ($preset)"
  # GUI tests need a display: run the whole suite inside one Xvfb server
  # with Mesa's software OpenGL. (The ci-clang preset's filter is in
  # CMakePresets.json.)
  xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --preset "$preset" -j "$(nproc)" --timeout 600
}

run_suite ci
stage "package (DEB built, unpacked with dpkg -x, installed binaries and metadata checked)"
scripts/package-test.sh build/ci
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run_suite ci-clang
stage "fuzz (clang, libFuzzer): each reader 30 s"
EFFSURF_FUZZ_NO_BUILD=1 scripts/fuzz.sh 30
stage "all tests passed (Release and package, the sanitized clang build; fuzzing found nothing)"
