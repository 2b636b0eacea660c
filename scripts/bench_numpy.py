#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The efficiency surface E = 1 / (1 + (N - 1) s) computed with numpy
broadcasting, G x G points, the baseline for effsurf-bench-core.
Prints ns per point for each grid size (best of several repetitions)."""
import sys
import time

import numpy as np


def surface(n, s):
    return 1.0 / (1.0 + (n[np.newaxis, :] - 1.0) * s[:, np.newaxis])


def main():
    sizes = [int(a) for a in sys.argv[1:]] or [256, 1024, 2048]
    for g in sizes:
        n = np.logspace(0.0, 9.0, g)
        s = np.logspace(-10.0, -1.0, g)
        surface(n, s)  # warm up
        best = float("inf")
        repetitions = max(3, int(2e7 // (g * g)))
        for _ in range(repetitions):
            start = time.perf_counter()
            surface(n, s)
            best = min(best, time.perf_counter() - start)
        print(f"numpy {np.__version__} G={g}: {best * 1e9 / (g * g):.3f} ns per point")


if __name__ == "__main__":
    main()
