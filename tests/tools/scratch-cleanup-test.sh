#!/bin/sh
# SPDX-License-Identifier: MIT
# Test processes remove their scratch directory when they end (ctest runs each
# test as a process: one directory left by each filled /tmp with thousands).
# Runs a test binary's FILTER with TMPDIR an empty directory of its own and
# fails naming what was left there. With --keep, EFFSURF_KEEP_TEST_FILES=1 is
# set and the directory must be left: proof that the check sees a leftover.
# Usage: scratch-cleanup-test.sh [--keep] BINARY FILTER
set -u
keep=0
if [ "$1" = "--keep" ]; then keep=1; shift; fi
binary=$1
filter=$2
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
if [ "$keep" -eq 1 ]; then
  EFFSURF_KEEP_TEST_FILES=1 TMPDIR="$scratch" "$binary" --gtest_filter="$filter" >"$scratch.log" 2>&1
else
  TMPDIR="$scratch" "$binary" --gtest_filter="$filter" >"$scratch.log" 2>&1
fi
status=$?
if [ "$status" -ne 0 ]; then
  cat "$scratch.log"; rm -f "$scratch.log"
  echo "scratch-cleanup-test: $filter failed (exit $status)"
  exit 1
fi
rm -f "$scratch.log"
left=$(ls -A "$scratch")
if [ "$keep" -eq 1 ]; then
  [ -n "$left" ] && { echo "scratch-cleanup-test: kept $left as asked"; exit 0; }
  echo "scratch-cleanup-test: EFFSURF_KEEP_TEST_FILES=1 kept nothing: the test wrote no scratch files to check"
  exit 1
fi
if [ -n "$left" ]; then
  echo "scratch-cleanup-test: $filter left in \$TMPDIR: $left"
  exit 1
fi
echo "scratch-cleanup-test: $filter left nothing in \$TMPDIR"
