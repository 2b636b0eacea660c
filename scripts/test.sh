#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the Release build
# (GCC, warnings as errors) and its package, then one clang build with
# AddressSanitizer + UBSan and assertions on (warnings as errors again) that
# runs the whole suite sanitized, GUI included, and whose libFuzzer targets
# each fuzz one reader for 30 s. The sanitized run leaves out only the layout
# audits (text cut or too small at each projector size: the Release build's
# job; a sanitizer adds nothing to measuring text), and the Release run the
# probe's process tests (serial, a minute; the sanitized run has them, the
# package check runs the Release probe).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

run_suite() {
  local preset="$1"
  echo "== build ($preset)"
  scripts/build.sh "$preset"
  echo "== test ($preset)"
  # GUI tests need a display: run the whole suite inside one Xvfb server
  # with Mesa's software OpenGL. (The ci-clang preset's filter is in
  # CMakePresets.json.)
  xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --preset "$preset" -j "$(nproc)" --timeout 600
}

run_suite ci
echo "== package (DEB built, unpacked with dpkg -x, installed binaries and metadata checked)"
scripts/package-test.sh build/ci
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run_suite ci-clang
echo "== fuzz (clang, libFuzzer): each reader 30 s"
EFFSURF_FUZZ_NO_BUILD=1 scripts/fuzz.sh 30
echo "== all tests passed (Release and package, the sanitized clang build; fuzzing found nothing)"
