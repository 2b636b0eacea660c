#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the Release build
# with warnings as errors, then the AddressSanitizer + UBSan build, then a
# clang build (core, CLI, probe and the fuzz replays, sanitizers on) whose
# libFuzzer targets each fuzz one reader for 30 s. The sanitizer build leaves
# out what the other two run in full and what gains nothing from it: the
# layout audits (text cut or too small, the Release build's job) and the
# probe's process tests (the clang build runs them sanitized).
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

run_suite() {
  local preset="$1"
  echo "== build ($preset)"
  scripts/build.sh "$preset"
  echo "== test ($preset)"
  # GUI tests need a display: run the whole suite inside one Xvfb server
  # with Mesa's software OpenGL. (The ci-clang preset runs core, CLI, tools
  # and the fuzz replays: its filter is in CMakePresets.json.)
  xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --preset "$preset" -j "$(nproc)" --timeout 600
}

run_suite ci
echo "== package (DEB built, unpacked with dpkg -x, installed binaries and metadata checked)"
scripts/package-test.sh build/ci
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1"
run_suite ci-asan
run_suite ci-clang
echo "== fuzz (clang, libFuzzer): each reader 30 s"
EFFSURF_FUZZ_NO_BUILD=1 scripts/fuzz.sh 30
echo "== all tests passed (release, sanitizer and clang builds; fuzzing found nothing)"
