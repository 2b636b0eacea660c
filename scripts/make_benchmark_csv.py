#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Writes a strong-scaling benchmark file as measurement runs produce them:
ROWS rows of "ranks,time_s" over 64 process counts (1 .. 2^21 and the
counts between powers of two), repetitions in random order, 2% noise, from
T(N) = T1 (s + (1 - s) / N) with T1 = 1000 s and s = 1e-5. Deterministic
(seeded), so effsurf and the pandas baseline read the same bytes.

Usage: make_benchmark_csv.py ROWS OUT.csv"""
import random
import sys


def main():
    rows = int(sys.argv[1])
    out = sys.argv[2]
    counts = sorted({int(round(2 ** (k / 3))) for k in range(64)})
    rng = random.Random(12)
    t1, s = 1000.0, 1e-5
    with open(out, "w") as f:
        f.write("ranks,time_s\n")
        for _ in range(rows):
            n = counts[rng.randrange(len(counts))]
            t = t1 * (s + (1 - s) / n) * (1 + rng.gauss(0, 0.02))
            f.write(f"{n},{t:.6g}\n")


if __name__ == "__main__":
    main()
