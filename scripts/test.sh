#!/usr/bin/env bash
# Installs what is missing, builds, and runs every test: the Release build
# with warnings as errors, then the AddressSanitizer + UBSan build.
set -euo pipefail
cd "$(dirname "$0")/.."

scripts/install-deps.sh

run_suite() {
  local preset="$1"
  echo "== build ($preset)"
  scripts/build.sh "$preset"
  echo "== test ($preset)"
  # GUI tests need a display: run the whole suite inside one Xvfb server
  # with Mesa's software OpenGL.
  xvfb-run -a -s "-screen 0 1920x1080x24" \
    ctest --preset "$preset" -j "$(nproc)" --timeout 600
}

run_suite ci
echo "== package (DEB built, unpacked with dpkg -x, installed binaries and metadata checked)"
scripts/package-test.sh build/ci
ASAN_OPTIONS="detect_leaks=1:abort_on_error=1" UBSAN_OPTIONS="print_stacktrace=1:halt_on_error=1" \
  run_suite ci-asan
echo "== all tests passed (release and sanitizer builds)"
