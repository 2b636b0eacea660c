# SPDX-License-Identifier: MIT
"""The laws over arrays: docs/models.md §5's values, the CLI's digits,
NumPy's broadcasting, and every kind of bad input as a Python exception."""

import math
import os
import sys
import threading
import time

import numpy as np
import pytest

import effsurf


def test_model_md_reference_values():
    # docs/models.md §5: N = 10^6, s = 10^-7 gives E = 0.909 (1/1.1 to 7 digits).
    assert effsurf.efficiency(1e6, 1e-7) == pytest.approx(1 / 1.0999999, rel=1e-15)
    assert effsurf.speedup(1e6, 1e-7) == pytest.approx(1e6 / 1.0999999, rel=1e-15)
    # Summit 2019-06: N = 2,414,592, s = 1.4547e-7 gives E = 0.74006.
    assert effsurf.efficiency(2414592, 1.4547e-7) == pytest.approx(0.74006, abs=5e-6)
    assert effsurf.gain_ceiling(1e-7) == pytest.approx(1e7, rel=1e-15)
    # Half precision (k = 4) raises s to 4s / (1 + 3s).
    assert effsurf.accelerated_serial_fraction(1e-7, 4) == pytest.approx(4e-7 / (1 + 3e-7), rel=1e-15)
    assert effsurf.speed_factor("fp16") == 4
    assert effsurf.efficiency(1e6, 1e-7, precision="fp16") == effsurf.efficiency(1e6, effsurf.accelerated_serial_fraction(1e-7, 4))


@pytest.mark.parametrize("law,n,s,growth", [
    ("amdahl", 1e6, 1e-7, 0.5), ("amdahl", 2414592, 1.4547e-7, 0.5), ("amdahl", 1e12, 1e-15, 0.5),
    ("amdahl", 7, 0.3, 0.5), ("gustafson", 1e6, 1e-3, 0.5), ("sun-ni", 4096, 1e-4, 1.5), ("sun-ni", 1e9, 0.2, 0.0),
])
def test_same_digits_as_the_cli(cli, law, n, s, growth):
    printed = cli("eval", "--n", repr(n), "--serial", repr(s), "--law", law, "--growth-exponent", growth, "--json")
    assert effsurf.efficiency(n, s, law=law, growth_exponent=growth) == printed["efficiency"]
    assert effsurf.speedup(n, s, law=law, growth_exponent=growth) == printed["speedup"]
    assert effsurf.gain_ceiling(s) == printed["gain_ceiling"]


def test_arrays_broadcast_as_numpy_does():
    n = np.logspace(0, 12, 7)
    s = np.logspace(-15, 0, 5)[:, np.newaxis]
    grid = effsurf.efficiency(n, s)
    assert grid.shape == (5, 7) and grid.dtype == np.float64
    np.testing.assert_allclose(grid, 1 / (1 + (n - 1) * s), rtol=1e-15)
    # Scalars give a float; 0-d arrays too; lists and integers are numbers.
    assert isinstance(effsurf.efficiency(10, 0.1), float)
    assert effsurf.efficiency([1, 2, 4], 0.5).tolist() == pytest.approx([1, 2 / 3, 0.4])
    # Strided and reversed views, and every law, element by element.
    view = np.logspace(0, 9, 20)[::-3]
    for law in ("amdahl", "gustafson", "sun-ni"):
        assert effsurf.speedup(view, 1e-4, law=law).tolist() == [effsurf.speedup(v, 1e-4, law=law) for v in view]
    # Three dimensions, broadcast from both sides.
    cube = effsurf.efficiency(np.full((2, 1, 3), 100.0), np.full((4, 1), 0.01))
    assert cube.shape == (2, 4, 3) and np.all(cube == effsurf.efficiency(100, 0.01))


def test_the_vectorized_loop_rounds_as_the_formula_reads():
    # Two threads, AVX2/AVX-512 clones: the same roundings as 1/(1 + (N - 1) s)
    # evaluated step by step (no fused multiply-add), to the last bit.
    rng = np.random.default_rng(3)
    n = 10 ** rng.uniform(0, 12, 3_000_001)
    s = 10 ** rng.uniform(-15, 0, 3_000_001)
    assert np.array_equal(effsurf.efficiency(n, s), 1 / (1 + (n - 1) * s))
    assert np.array_equal(effsurf.speedup(n, s), n / (1 + (n - 1) * s))
    assert np.array_equal(effsurf.efficiency(n[::3], 1e-9), 1 / (1 + (n[::3] - 1) * 1e-9))


def test_surface_rows_along_s_columns_along_n():
    n = np.logspace(0, 9, 64)
    s = np.logspace(-10, -1, 32)
    grid = effsurf.surface(n, s)
    assert grid.shape == (32, 64)
    assert grid[5, 40] == effsurf.efficiency(n[40], s[5])
    assert grid.flags.owndata or grid.base is not None
    with pytest.raises(ValueError, match="one-dimensional"):
        effsurf.surface(np.ones((2, 2)), s)


def test_karp_flatt_and_top500_readings():
    assert effsurf.karp_flatt(4, 3.2) == pytest.approx((4 - 3.2) / (3.2 * 3), rel=1e-15)
    assert effsurf.s_eff_from_efficiency(101, 0.5) == pytest.approx(0.01, rel=1e-15)
    # Summit 2019-06 (docs/models.md §5): s_eff ~ 1.45e-7 from Rmax, Rpeak and its cores.
    assert effsurf.s_eff_from_rmax(2414592, 148600.0, 200794.88) == pytest.approx(1.4547e-7, rel=1e-4)
    assert effsurf.s_eff_from_rmax(12032, 216.389, 250.266) == pytest.approx(1.3013e-5, rel=1e-4)  # Piz Daint 2012-11
    assert effsurf.isoefficiency(1001, 0.5) == pytest.approx(1e-3, rel=1e-15)
    with pytest.raises(ValueError, match="superlinear"):
        effsurf.karp_flatt(4, 5)


@pytest.mark.parametrize("n,s,match", [
    (-1.0, 1e-3, "N: must be at least 1"),
    (0.0, 1e-3, "N: must be at least 1"),
    (float("nan"), 1e-3, "N: must be a finite number"),
    (10.0, 1.5, r"must lie in \[0, 1\]"),
    (10.0, float("nan"), "must be a finite number"),
    (float("inf"), 0.1, "finite"),
])
def test_bad_values_name_the_argument(n, s, match):
    with pytest.raises(ValueError, match=match):
        effsurf.efficiency(n, s)
    with pytest.raises(ValueError, match=match):
        effsurf.efficiency(n, s, law="gustafson")


def test_a_bad_element_is_named_by_its_index():
    n = np.ones((3, 4))
    n[2, 1] = -5
    with pytest.raises(ValueError, match=r"at index \(2, 1\)"):
        effsurf.efficiency(n, 1e-3)
    s = np.full(10, 1e-3)
    s[7] = np.nan
    with pytest.raises(ValueError, match=r"at index \(7,\)"):
        effsurf.speedup(100, s)


def test_wrong_types_and_shapes():
    with pytest.raises(TypeError, match="N must be a number or an array of numbers"):
        effsurf.efficiency("many", 0.1)
    with pytest.raises(TypeError, match="dtype"):
        effsurf.efficiency(np.array(["1", "2"]), 0.1)
    with pytest.raises(TypeError, match="booleans"):
        effsurf.efficiency(np.array([True, False]), 0.1)
    with pytest.raises(TypeError):
        effsurf.efficiency(np.array([1 + 2j]), 0.1)
    with pytest.raises(TypeError):
        effsurf.efficiency([1, None], 0.1)
    with pytest.raises(ValueError, match=r"do not broadcast: N has shape \(3,\) and s has shape \(4,\)"):
        effsurf.efficiency(np.ones(3), np.ones(4))
    with pytest.raises(ValueError, match="law"):
        effsurf.efficiency(10, 0.1, law="moore")


def test_a_masked_array_is_refused_not_read_without_its_mask():
    # Issue 45: the mask was ignored, the value under it computed.
    n = np.ma.masked_array([10.0, -5.0, 100.0], mask=[False, True, False])
    with pytest.raises(TypeError, match=r"N is a masked array, whose mask would be ignored: pass N.compressed\(\)"):
        effsurf.efficiency(n, 0.01)
    with pytest.raises(TypeError, match="s is a masked array"):
        effsurf.speedup(10, np.ma.masked_array([0.1, 0.2], mask=[True, False]))
    assert np.array_equal(effsurf.efficiency(n.compressed(), 0.01), effsurf.efficiency(np.array([10.0, 100.0]), 0.01))


def test_calls_python_would_refuse_get_pythons_words():
    # Issue 45: a misspelt keyword or a keyword given by position got pybind11's
    # "incompatible function arguments" dump of every signature.
    with pytest.raises(TypeError, match=r"^efficiency\(\) got an unexpected keyword argument 'speedfactor' "
                                        r"\(did you mean 'speed_factor'\?\)$"):
        effsurf.efficiency(10, 0.1, speedfactor=2)
    with pytest.raises(TypeError, match=r"^speedup\(\) takes 2 positional arguments but 3 were given; "
                                        r"law must be given by keyword \(law=\.\.\.\)$"):
        effsurf.speedup(10, 0.1, "gustafson")
    with pytest.raises(TypeError, match=r"^karp_flatt\(\) missing 1 required argument: 'speedup'$"):
        effsurf.karp_flatt(10)
    with pytest.raises(TypeError, match=r"got multiple values for argument 'N'"):
        effsurf.efficiency(10, 0.1, N=20)
    # The right call is the compiled function's, to the last digit, keywords for positions too.
    assert effsurf.efficiency(N=100, s=0.01, law="gustafson") == effsurf.efficiency(100, 0.01, law="gustafson")
    assert effsurf.efficiency.__doc__.startswith("efficiency(N")
    with pytest.raises(ValueError, match="precision"):
        effsurf.efficiency(10, 0.1, precision="fp4")
    with pytest.raises(ValueError, match="speed_factor"):
        effsurf.efficiency(10, 0.1, speed_factor=0)


def test_a_result_larger_than_memory_is_refused_before_it_is_tried():
    with pytest.raises(MemoryError, match="evaluate it in pieces"):
        effsurf.efficiency(np.ones((10**6, 1)), np.ones(10**7))


def test_out_takes_the_results_in_place():
    n = np.logspace(0, 12, 1000)
    out = np.empty(1000)
    assert effsurf.efficiency(n, 1e-6, out=out) is out
    assert out.tolist() == effsurf.efficiency(n, 1e-6).tolist()
    grid = np.empty((3, 1000))
    assert effsurf.surface(n, np.array([1e-9, 1e-6, 1e-3]), out=grid) is grid and grid[2, 999] == effsurf.efficiency(1e12, 1e-3)
    same = n.copy()
    effsurf.speedup(same, 0.5, out=same)  # one of the inputs may be the output
    assert same.tolist() == effsurf.speedup(n, 0.5).tolist()
    with pytest.raises(ValueError, match=r"out has shape \(10,\) but the result has shape \(1000,\)"):
        effsurf.efficiency(n, 1e-6, out=np.empty(10))
    with pytest.raises(TypeError, match="float64"):
        effsurf.efficiency(n, 1e-6, out=np.empty(1000, dtype=np.float32))
    with pytest.raises(ValueError, match="C-contiguous"):
        effsurf.efficiency(n[:500], 1e-6, out=np.empty(1000)[::2])


def test_empty_arrays_give_empty_results():
    assert effsurf.efficiency(np.array([]), 0.1).shape == (0,)


def test_the_gil_is_released_while_core_computes():
    # Judged by an event, not by timing (issue 43): with a switch interval no
    # call reaches, Python never takes the GIL from a thread by itself, so the
    # counting thread can run during the call only if core's binding released
    # the GIL. Held throughout, the count before and after is the same.
    n = np.logspace(0, 12, 4_000_000)
    counted = {"turns": 0}
    stop = threading.Event()

    def count():
        while not stop.is_set():
            counted["turns"] += 1
            time.sleep(0.0001)  # lint: polling; gives the GIL back: the worker's call can start

    previous = sys.getswitchinterval()
    counter = threading.Thread(target=count)
    sys.setswitchinterval(1000.0)
    try:
        counter.start()
        before = counted["turns"]
        # The slowest loop (pow a point: Sun-Ni with gamma 0.3, about 30 ms), so the other thread's turn comes.
        effsurf.efficiency(n, 1e-9, law="sun-ni", growth_exponent=0.3)
        during = counted["turns"] - before
    finally:
        stop.set()
        sys.setswitchinterval(previous)
        counter.join()
    assert during > 0, "the counting thread never ran while core computed: the GIL was held"


def test_docstrings_carry_the_formulas():
    assert "1 / (1 + (N - 1) s')" in effsurf.efficiency.__doc__
    assert "s' = k s / (1 + (k - 1) s)" in effsurf.accelerated_serial_fraction.__doc__
    assert "Karp-Flatt" in effsurf.karp_flatt.__doc__
    assert math.isfinite(effsurf.efficiency(1e12, 1e-15))


def test_the_type_stubs_name_the_whole_api():
    import ast
    import os

    import effsurf.training as training

    def declared(path):
        tree = ast.parse(open(path).read())
        return {node.name for node in tree.body if isinstance(node, (ast.FunctionDef, ast.ClassDef))}

    package = os.path.dirname(effsurf.__file__)
    stubs = declared(os.path.join(package, "__init__.pyi"))
    public = {name for name in effsurf.__all__ if not name.startswith("__") and name != "training"}
    imported = {"Scenario", "Session"}  # declared in sessions.py, re-exported by the stub's import
    assert public - imported == stubs
    training_stubs = declared(os.path.join(package, "training.pyi"))
    assert training_stubs == {name for name in ("Run", "RunFit", "presets", "search_layouts", "fit_run", "published_runs")
                              if hasattr(training, name)}


def test_names_are_the_lists_every_face_checks(cli, source_dir):
    """effsurf.names(): core's lists, the ones the CLI refuses a misspelt name with."""
    charts = effsurf.names("charts")
    assert list(charts) == ["speedup", "efficiency", "performance", "plane"]
    assert charts["efficiency"] == "Efficiency by precision"
    assert list(effsurf.names("cameras")) == ["front", "top", "isometric"]
    figures = effsurf.names("figures")
    assert set(charts) <= set(figures) and "surface" in figures and "karp-flatt" in figures
    assert list(effsurf.names("quantities")) == ["time", "speedup", "efficiency", "rmax+rpeak"]
    laws = effsurf.names("laws")
    assert list(laws) == ["amdahl", "gustafson", "sun-ni", "timeline", "training", "parallel-training"]
    assert laws["sun-ni"] == "Sun\u2013Ni"
    assert list(effsurf.names("precisions")) == ["fp64", "fp32", "tf32", "bf16", "fp16", "fp8"]
    # The CLI lists the same quantities when it refuses one (a model command: also without the GUI).
    import subprocess

    from effsurf_cli import cli_environment, cli_path

    measured = os.path.join(source_dir, "tests", "data", "strong_scaling.csv")
    done = subprocess.run([cli_path(), "fit", "--quantity", "seconds", measured],
                          capture_output=True, text=True, env=cli_environment(), timeout=300)
    assert done.returncode == 2
    quantities = list(effsurf.names("quantities"))
    assert "expected one of " + ", ".join(quantities[:-1]) + " or " + quantities[-1] in done.stderr
    with pytest.raises(ValueError, match=r"kind: unknown 'chart' \(expected one of cameras, panels, charts"):
        effsurf.names("chart")
