#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""The baseline for `effsurf-cli fit`: pandas.read_csv of a "ranks,time_s"
file and the same fit with numpy (least squares in relative error:
rows (1/T)[1, 1/N] against 1, T1 = a + b, s = a / T1, the standard error of
s by the delta method). Prints the time and the process's peak memory, the
figures scripts/bench.sh compares with effsurf's.

Usage: bench_pandas_fit.py FILE.csv"""
import resource
import sys
import time

import numpy as np
import pandas as pd


def main():
    start = time.perf_counter()
    frame = pd.read_csv(sys.argv[1], comment="#")
    n = frame.iloc[:, 0].to_numpy(dtype=float)
    t = frame.iloc[:, 1].to_numpy(dtype=float)
    design = np.column_stack((1.0 / t, 1.0 / (n * t)))
    (a, b), residual, _, _ = np.linalg.lstsq(design, np.ones_like(t), rcond=None)
    t1 = a + b
    s = a / t1
    dof = len(t) - 2
    covariance = residual[0] / dof * np.linalg.inv(design.T @ design)
    gradient = np.array([b / t1 ** 2, -a / t1 ** 2])
    error = float(np.sqrt(gradient @ covariance @ gradient))
    elapsed = time.perf_counter() - start
    peak_kb = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    print(f"pandas {pd.__version__} + numpy {np.__version__}: s = {s:.6g} (se {error:.3g}), T1 = {t1:.6g}, "
          f"{len(t)} rows in {elapsed:.3f} s, peak memory {peak_kb / 1024:.0f} MB")


if __name__ == "__main__":
    main()
