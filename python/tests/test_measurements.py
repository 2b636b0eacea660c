# SPDX-License-Identifier: MIT
"""Reading measurement files and fitting s, as the app and effsurf-cli fit do."""

import os

import numpy as np
import pandas as pd
import pytest

import effsurf

PROBE_CSV = (
    "# effsurf-probe: threads mode\n# train-fp32.parameters: 1048576\n# train-fp32.bytes_per_element: 4\n"
    "# train-fp32.flop_per_step: 1e10\n# train-fp32.compute_rate_flops: 5e10\n# status: complete\n"
    "# allreduce: workers=2 bytes=8 seconds=2e-06 iterations=1000\n"
    "series,kernel,precision,threads,repetition,time_s,rate,compute_s,reduce_s\n"
    "gemm-fp64,gemm,fp64,1,1,0.09,50,,\ngemm-fp64,gemm,fp64,2,1,0.05,90,,\ngemm-fp64,gemm,fp64,2,2,0.052,88,,\n"
    "gemm-fp64,gemm,fp64,4,1,0.03,150,,\n"
    "train-fp32,train,fp32,1,1,0.2,50,0.2,0\ntrain-fp32,train,fp32,2,1,0.101,99,0.1,0.001\n"
    "train-fp32,train,fp32,2,2,0.103,97,0.102,0.001\ntrain-fp32,train,fp32,4,1,0.06,160,0.05,0.002\n")


@pytest.fixture
def data(source_dir):
    return os.path.join(source_dir, "tests", "data")


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text)
    return str(path)


def test_a_csv_fit_is_the_cli_fit_to_the_last_digit(cli, data):
    path = os.path.join(data, "strong_scaling.csv")
    printed = cli("fit", path, "--json")
    result = effsurf.fit(path)
    assert result.s == printed["serial_fraction"]
    assert result.standard_error == printed["standard_error"]
    assert (result.s_low, result.s_high) == (printed["ci95_low"], printed["ci95_high"])
    assert result.t1 == printed["t1"] and result.t1_error == printed["t1_standard_error"]
    assert result.r_squared == printed["r_squared"]
    assert result.degrees_of_freedom == printed["degrees_of_freedom"]
    table = result.to_pandas()
    assert table["N"].tolist() == [row["n"] for row in printed["points_table"]]
    assert table["predicted"].tolist() == [row["predicted"] for row in printed["points_table"]]
    # The synthetic file: T1 = 100 s, s = 0.002 within 1% noise.
    assert result.t1 == pytest.approx(100, rel=0.02) and result.s == pytest.approx(0.002, abs=0.001)
    assert result.s_low <= result.s <= result.s_high


def test_header_synonyms_units_repetitions_and_superlinear_points(tmp_path):
    path = write(tmp_path, "runs.csv", "mpi_ranks,wall_time [ms]\n1,1000\n2,498\n2,506\n4,240\n8,130\n")
    measurements = effsurf.read_measurements(path)
    series = measurements[0]
    assert series.quantity == "time" and series.unit == "s"
    points = series.to_pandas()
    assert points["N"].tolist() == [1, 2, 4, 8]
    assert points["repetitions"].tolist() == [1, 2, 1, 1]
    assert points["mean"][1] == pytest.approx(0.502)
    assert series.to_pandas(rows=True)["line"].tolist() == [2, 3, 4, 5, 6]
    result = series.fit()
    # 4 ranks at 240 ms is faster than 1000/4: kept, fitted and flagged.
    assert result.above_ideal_count == 1
    assert result.to_pandas()["above_ideal"].tolist() == [False, False, True, False]
    assert result.to_pandas()["s_eff"][2] < 0


def test_extra_p_and_probe_files(tmp_path, data, cli):
    extrap = effsurf.read_measurements(os.path.join(data, "strong_scaling.extrap.txt"))
    assert extrap[0].quantity == "time" and len(extrap[0].points["N"]) == 5
    assert extrap[0].fit().s == cli("fit", os.path.join(data, "strong_scaling.extrap.txt"), "--json")["serial_fraction"]
    probe = effsurf.read_measurements(write(tmp_path, "probe.csv", PROBE_CSV))
    assert [s.name for s in probe] == ["gemm-fp64", "train-fp32"]
    assert probe.probe["mode"] == "threads" and probe.probe["train-fp32.parameters"] == "1048576"
    assert set(probe.to_pandas()["series"]) == {"gemm-fp64", "train-fp32"}
    fits = effsurf.fit(str(tmp_path / "probe.csv"))
    assert set(fits) == {"gemm-fp64", "train-fp32"} and fits["train-fp32"].s == probe["train-fp32"].fit().s


def test_dataframes_and_arrays_fit_as_files_do(data):
    path = os.path.join(data, "strong_scaling.csv")
    from_file = effsurf.fit(path)
    frame = pd.read_csv(path, comment="#")
    assert effsurf.fit(frame).s == from_file.s
    assert effsurf.fit((frame["processes"].to_numpy(), frame["time"].to_numpy())).s == from_file.s
    assert effsurf.fit(pd.DataFrame({"gpus": [1, 2, 4, 8], "time_ms": [100, 51, 26.5, 14]})).unit == "s"
    speedups = effsurf.fit(([1, 2, 4, 8], [1, 1.98, 3.9, 7.6]), quantity="speedup")
    assert speedups.t1 is None and 0 < speedups.s < 0.02
    grouped = effsurf.fit(pd.DataFrame({"series": ["a"] * 3 + ["b"] * 3, "n": [1, 2, 4] * 2,
                                        "time": [10, 5.2, 2.8, 10, 6, 4]}))
    assert grouped["a"].s < grouped["b"].s


def test_a_path_is_any_path_like(data):
    # Issue 45: read_measurements(pathlib.Path(...)) raised a pybind11 TypeError dump.
    import pathlib

    as_text = effsurf.read_measurements(os.path.join(data, "strong_scaling.csv"))
    as_path = effsurf.read_measurements(pathlib.Path(data) / "strong_scaling.csv")
    as_bytes = effsurf.read_measurements(os.fsencode(os.path.join(data, "strong_scaling.csv")))
    for other in (as_path, as_bytes):
        assert [s.name for s in other.series] == [s.name for s in as_text.series]
        for column, values in as_text.series[0].rows.items():
            assert np.array_equal(other.series[0].rows[column], values), column
    with pytest.raises(TypeError, match="os.PathLike"):
        effsurf.read_measurements(42)
    with pytest.raises(TypeError, match=r"unexpected keyword argument 'skip_bad_row' \(did you mean 'skip_bad_rows'\?\)"):
        effsurf.read_measurements(pathlib.Path(data) / "strong_scaling.csv", skip_bad_row=True)


def test_bad_rows_refuse_the_file_naming_line_and_column(data):
    path = os.path.join(data, "bad_rows.csv")
    with pytest.raises(effsurf.MeasurementError) as refused:
        effsurf.read_measurements(path)
    message = str(refused.value)
    assert "bad_rows.csv:3: column 2 (time)" in message and "skip_bad_rows=True" in message
    assert isinstance(refused.value, ValueError)
    assert refused.value.issues[0]["line"] == 3 and refused.value.issues[0]["column"] == 2
    kept = effsurf.read_measurements(path, skip_bad_rows=True)
    assert kept.issue_count >= 2 and kept[0].row_count >= 2


def test_what_cannot_be_read_is_a_python_exception(tmp_path):
    with pytest.raises(FileNotFoundError):
        effsurf.read_measurements(str(tmp_path / "nothing.csv"))
    with pytest.raises(effsurf.MeasurementError, match="empty"):
        effsurf.read_measurements(write(tmp_path, "empty.csv", ""))
    with pytest.raises(effsurf.MeasurementError, match="column"):
        effsurf.read_measurements(write(tmp_path, "which.csv", "n,compute_time,comm_time\n1,2,3\n"))
    with pytest.raises(ValueError, match="cannot fit"):
        effsurf.fit(write(tmp_path, "one.csv", "n,time\n4,1\n4,1.1\n"))
    with pytest.raises(ValueError, match="row 2"):
        effsurf.fit(([1, 2, 4], [1.0, 0.5, np.nan]))
    with pytest.raises(ValueError, match="row 0"):
        effsurf.fit(([-1, 2, 4], [1.0, 0.5, 0.3]))
    with pytest.raises(ValueError, match="rows"):
        effsurf.fit(([1, 2, 4], [1.0, 0.5]))
    with pytest.raises(TypeError):
        effsurf.fit(42)


def test_fits_never_give_nan(tmp_path):
    exact = effsurf.fit(([1, 2], [10, 6]))
    assert exact.degrees_of_freedom == 0
    assert exact.standard_error is None and exact.s_low is None and exact.s_high is None
    assert all(value == value for value in exact.to_dict().values() if isinstance(value, float))


def test_ctrl_c_stops_a_long_read(tmp_path, ctrl_c):
    path = tmp_path / "big.csv"
    block = "".join(f"{n},{100 / n + 0.01}\n" for n in (1, 2, 4, 8, 16, 32, 64, 128)) * 1000
    with open(path, "w") as file:
        file.write("n,time\n")
        for _ in range(400):  # 3.2 million rows
            file.write(block)
    with ctrl_c() as seen:
        for _ in range(20):
            effsurf.read_measurements(str(path))
    assert seen["interrupted"], "Ctrl+C did not stop 20 reads of 3.2 million rows"
