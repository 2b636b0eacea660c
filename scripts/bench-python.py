#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Benchmarks of the Python module effsurf, printed (not a timed test):

1. efficiency() over 10^7 points against the NumPy expression
   1/(1+(N-1)*s) in the same run (best of 5 each);
2. fitting the 1,000,000-row benchmark file (scripts/make_benchmark_csv.py)
   with effsurf.fit against pandas.read_csv + the NumPy least squares of
   scripts/bench_pandas_fit.py (best of 3 each);
3. importing the module in a fresh interpreter (best of 5), with and
   without NumPy already loaded.

Usage: scripts/bench-python.py BUILD_DIR   (e.g. build/release)"""

import os
import platform
import subprocess
import sys
import tempfile
import time

here = os.path.dirname(os.path.abspath(__file__))
build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "build", "release"))
sys.path.insert(0, os.path.join(build, "python"))

import numpy as np  # noqa: E402

import effsurf  # noqa: E402


def best(function, repetitions):
    times = []
    for _ in range(repetitions):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return min(times)


def cpu_model():
    try:
        with open("/proc/cpuinfo") as info:
            for line in info:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or "unknown CPU"


def pandas_fit(path):
    import pandas as pd

    frame = pd.read_csv(path, comment="#")
    n = frame.iloc[:, 0].to_numpy(dtype=float)
    t = frame.iloc[:, 1].to_numpy(dtype=float)
    design = np.column_stack((1.0 / t, 1.0 / (n * t)))
    (a, b), _, _, _ = np.linalg.lstsq(design, np.ones_like(t), rcond=None)
    return a / (a + b)


def main():
    print(f"effsurf {effsurf.__version__}, Python {platform.python_version()}, NumPy {np.__version__}, "
          f"{cpu_model()}, {os.cpu_count()} cores")

    rng = np.random.default_rng(1)
    n = 10 ** rng.uniform(0, 12, 10_000_000)
    s = 10 ** rng.uniform(-15, 0, 10_000_000)
    ours = best(lambda: effsurf.efficiency(n, s), 10)
    numpy = best(lambda: 1 / (1 + (n - 1) * s), 10)
    assert np.allclose(effsurf.efficiency(n, s), 1 / (1 + (n - 1) * s), rtol=1e-15)
    print(f"efficiency over 1e7 points: effsurf {ours * 1e3:.1f} ms, NumPy 1/(1+(N-1)*s) {numpy * 1e3:.1f} ms: "
          f"{numpy / ours:.1f}x (target >= 3x)")
    out = np.empty_like(n)

    def numpy_in_place():
        np.subtract(n, 1, out=out)
        np.multiply(out, s, out=out)
        np.add(out, 1, out=out)
        np.divide(1, out, out=out)

    ours = best(lambda: effsurf.efficiency(n, s, out=out), 10)
    numpy = best(numpy_in_place, 10)
    print(f"  into an existing array (out=): effsurf {ours * 1e3:.1f} ms, NumPy's four ufuncs with out= "
          f"{numpy * 1e3:.1f} ms: {numpy / ours:.1f}x")
    # Every other vectorized law against its NumPy expression (issue 45: each >= 2x).
    k = 16.0
    sk = k * s / (1 + (k - 1) * s)
    n_above_one = n + 1.0
    others = [
        ("efficiency, speed factor 16", lambda: effsurf.efficiency(n, s, speed_factor=k), lambda: 1 / (1 + (n - 1) * (k * s / (1 + (k - 1) * s))),
         1 / (1 + (n - 1) * sk)),
        ("Gustafson speedup", lambda: effsurf.speedup(n, s, law="gustafson"), lambda: 1 + (n - 1) * (1 - s), 1 + (n - 1) * (1 - s)),
        ("Sun-Ni speedup (gamma 0.5)", lambda: effsurf.speedup(n, s, law="sun-ni"),
         lambda: (lambda g: (s + (1 - s) * g) / (s + (1 - s) * g / n))(n ** 0.5), None),
        ("Sun-Ni speedup (gamma 0.3)", lambda: effsurf.speedup(n, s, law="sun-ni", growth_exponent=0.3),
         lambda: (lambda g: (s + (1 - s) * g) / (s + (1 - s) * g / n))(n ** 0.3), None),
        ("isoefficiency at E = 0.5", lambda: effsurf.isoefficiency(n_above_one, 0.5), lambda: (1 - 0.5) / (0.5 * (n_above_one - 1)),
         (1 - 0.5) / (0.5 * (n_above_one - 1))),
    ]
    for label, mine, theirs, expected in others:
        if expected is not None:
            assert np.allclose(mine(), expected, rtol=1e-13)
        ours = best(mine, 5)
        numpy = best(theirs, 5)
        print(f"  {label} over 1e7 points: effsurf {ours * 1e3:.1f} ms, NumPy {numpy * 1e3:.1f} ms: {numpy / ours:.1f}x "
              f"(target >= 2x)")
    small_n, small_s = n[:100_000], s[:100_000]
    ours = best(lambda: effsurf.efficiency(small_n, small_s), 50)
    numpy = best(lambda: 1 / (1 + (small_n - 1) * small_s), 50)
    print(f"  over 1e5 points (in cache): effsurf {ours * 1e6:.0f} us, NumPy {numpy * 1e6:.0f} us: {numpy / ours:.1f}x")

    with tempfile.TemporaryDirectory() as scratch:
        path = os.path.join(scratch, "benchmark.csv")
        subprocess.run([sys.executable, os.path.join(here, "make_benchmark_csv.py"), "1000000", path], check=True)
        ours_s = effsurf.fit(path).s
        baseline_s = pandas_fit(path)
        ours = best(lambda: effsurf.fit(path), 3)
        baseline = best(lambda: pandas_fit(path), 3)
        print(f"fit of the 1,000,000-row file: effsurf {ours:.3f} s (s = {ours_s:.6g}), pandas + NumPy {baseline:.3f} s "
              f"(s = {baseline_s:.6g}): {baseline / ours:.1f}x (target >= 2x)")

    environment = dict(os.environ, PYTHONPATH=os.path.join(build, "python"))
    for label, setup in (("cold", ""), ("NumPy already imported", "import numpy; ")):
        code = f"import time; {setup}t = time.perf_counter(); import effsurf; print(time.perf_counter() - t)"
        times = [float(subprocess.run([sys.executable, "-c", code], env=environment, capture_output=True, text=True,
                                      check=True).stdout) for _ in range(5)]
        print(f"import effsurf ({label}): {min(times) * 1e3:.1f} ms (target < 100 ms)")


if __name__ == "__main__":
    main()
