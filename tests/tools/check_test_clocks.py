#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""No test judges the machine's speed (issue 43).

A test that waits a fixed time, or compares a clock with a bound, passes or
fails with the load of the machine it runs on. Tests wait for events (a
signal, a file's row, a process's exit) and count what happened; timings
belong in tests/benchmarks, whose figures are printed, never asserted.

Fails on, in the tests under ROOT (tests/ but not tests/benchmarks or
tests/tools, python/tests, web/tests):
  - QTest::qWait(...) of any kind, and waitUntil on a condition that is
    never true (fixed waits: one that "proves" an absence passes falsely on
    a slow machine, one that lets layouts "settle" fails on a busy one);
  - reading a clock or sleeping (QElapsedTimer, std::chrono's clocks,
    clock_gettime, getrusage, sleep_for, msleep, usleep; Python's time.time,
    perf_counter, monotonic, process_time, time.sleep; JavaScript's
    Date.now, performance.now, setTimeout) on a line that does not say
    `lint: polling`: the one allowed use is a loop that polls for an event
    with a generous deadline that only a broken program reaches.

Usage: check_test_clocks.py ROOT
"""
import pathlib
import re
import sys

CLOCKS = re.compile(
    r"QElapsedTimer|steady_clock|system_clock|high_resolution_clock|clock_gettime|getrusage|sleep_for|"
    r"msleep\(|usleep\(|time\.time\(|perf_counter|monotonic\(|process_time|time\.sleep\(|Date\.now\(|"
    r"performance\.now\(|setTimeout\(")
FIXED_WAIT = re.compile(r"qWait\(|waitUntil\(\[[^\]]*\]\s*(\(\))?\s*\{\s*return false;?\s*\}")
COMMENT = re.compile(r"^\s*(//|#)")


def sources(root):
    patterns = [("tests", ("*.cpp", "*.h")), ("python/tests", ("*.py",)), ("web/tests", ("*.py", "*.js", "*.mjs"))]
    for folder, globs in patterns:
        base = root / folder
        for glob in globs:
            for path in sorted(base.rglob(glob)):
                relative = path.relative_to(root).as_posix()
                if relative.startswith(("tests/benchmarks/", "tests/tools/")):
                    continue
                yield relative, path


def main():
    if len(sys.argv) != 2 or not pathlib.Path(sys.argv[1]).is_dir():
        print(__doc__, file=sys.stderr)
        return 2
    root = pathlib.Path(sys.argv[1]).resolve()
    found, count = 0, 0
    for relative, path in sources(root):
        count += 1
        for number, line in enumerate(path.read_text(encoding="utf-8", errors="replace").splitlines(), start=1):
            if COMMENT.match(line):
                continue
            if FIXED_WAIT.search(line):
                print(f"{relative}:{number}: a fixed wait: wait for the event instead: {line.strip()}")
                found += 1
            elif "lint: polling" not in line and CLOCKS.search(line):
                print(f"{relative}:{number}: reads a clock or sleeps outside a polling loop: {line.strip()}")
                found += 1
    if found:
        print(f"{found} waits or clocks in tests")
        return 1
    print(f"{count} test sources: no fixed wait, no clock outside a polling loop")
    return 0


if __name__ == "__main__":
    sys.exit(main())
