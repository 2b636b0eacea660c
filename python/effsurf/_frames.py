# SPDX-License-Identifier: MIT
"""Tables as pandas DataFrames, and fit() for every kind of input.

pandas and NumPy are imported when first needed, not with effsurf, so that
`import effsurf` stays quick (scripts/bench-python.py prints the time).
"""

import os

from . import _effsurf

_QUANTITIES = ("time", "speedup", "efficiency", "rmax+rpeak")


def _pandas():
    try:
        import pandas
    except ImportError as error:  # pragma: no cover - Debian's python3-pandas is a dependency
        raise ImportError("effsurf's tables need pandas (Debian: apt install python3-pandas)") from error
    return pandas


def _frame(columns):
    return _pandas().DataFrame(columns)


def _series_to_pandas(series, rows=False):
    """The series' points (one row per distinct N: mean, minimum, maximum,
    std, repetitions, first line), or with rows=True every row as read."""
    table = _frame(series.rows if rows else series.points)
    table.attrs.update(series=series.name, quantity=series.quantity, unit=series.unit, source_file=series.source_file)
    return table


def _file_to_pandas(measurements, rows=False):
    """Every series of the file in one long table with a `series` column."""
    pandas = _pandas()
    frames = []
    for series in measurements.series:
        frame = _series_to_pandas(series, rows=rows)
        frame.insert(0, "series", series.name)
        frames.append(frame)
    return pandas.concat(frames, ignore_index=True) if frames else pandas.DataFrame()


def _fit_to_pandas(result):
    """The fit's per-N table: N, repetitions, observed, predicted, residual,
    speedup (and its spread), Karp-Flatt s_eff, above_ideal (S > N)."""
    table = _frame(result.points)
    table["above_ideal"] = table["above_ideal"].astype(bool)
    table.attrs.update(series=result.series, s=result.s, quantity=result.quantity)
    return table


def _fit_summary(result):
    """The fit's numbers as a dict (None where unknown)."""
    return {name: getattr(result, name) for name in (
        "series", "quantity", "s", "s_low", "s_high", "standard_error", "s_unconstrained", "t1", "t1_low", "t1_high",
        "t1_error", "unit", "r_squared", "degrees_of_freedom", "rows", "above_ideal_count", "warning")}


_effsurf.Series.to_pandas = _series_to_pandas
_effsurf.MeasurementFile.to_pandas = _file_to_pandas
_effsurf.Fit.to_pandas = _fit_to_pandas
_effsurf.Fit.to_dict = _fit_summary
_effsurf.Fit.table = property(_fit_to_pandas, doc="The per-N table as a DataFrame (see to_pandas).")


def _fit_frame(frame, n_column, quantity, value_column, peak_column):
    header = [str(name) for name in frame.columns]
    columns = _effsurf._resolve_columns(header, n_column=n_column, quantity=quantity, value_column=value_column,
                                        peak_column=peak_column)

    def fit_rows(rows, name):
        peaks = rows.iloc[:, columns["peak"]].to_numpy() if columns["peak"] >= 0 else None
        return _effsurf._fit_arrays(rows.iloc[:, columns["N"]].to_numpy(), rows.iloc[:, columns["value"]].to_numpy(), peaks,
                                    columns["quantity"], columns["scale"], name, columns["unit"])

    if columns["series"] >= 0:
        key = frame.columns[columns["series"]]
        return {str(name): fit_rows(group, str(name)) for name, group in frame.groupby(key, sort=False)}
    return fit_rows(frame, "")


def fit(data, *, quantity=None, n_column=None, value_column=None, peak_column=None, rpeak=None, series=None,
        skip_bad_rows=False):
    """fit(data, *, quantity=None, n_column=None, value_column=None, peak_column=None, rpeak=None,
        series=None, skip_bad_rows=False)

    Fits Amdahl's serial fraction s (and for times T1) to strong-scaling
    measurements by least squares in relative error, as the app and
    `effsurf-cli fit` do:

        times      T(N) = T1 (s + (1 - s) / N)
        speedups   1/S = 1/N + s (1 - 1/N)

    with the 95% interval of s (Student t), R^2 and the per-N table (mean,
    fitted, residual, Karp-Flatt s_eff, S > N flagged). `data` is

    - a Series (from read_measurements) -> Fit;
    - a path to a measurement file -> Fit, or {series: Fit} for a file of
      several series (an effsurf-probe CSV); read with keep_rows=False;
    - a pandas DataFrame whose columns are named as in a CSV file (n, ranks,
      gpus, ...; time, time_ms, speedup, efficiency, rmax + rpeak) -> Fit, or
      {series: Fit} with a `series` column;
    - a tuple (N, values) of arrays, with quantity="time" (default),
      "speedup", "efficiency" or "rmax+rpeak" (then rpeak=...) -> Fit.

    Refusals are the app's: MeasurementError (a ValueError) naming the file,
    line and column, or the row of an array; ValueError when a series
    cannot be fitted (fewer than 2 rows, one N). Ctrl+C stops a long read.
    """
    if isinstance(data, _effsurf.Series):
        return data.fit()
    if isinstance(data, (str, os.PathLike)):
        measurements = _effsurf.read_measurements(os.fspath(data), n_column=n_column, quantity=quantity,
                                                  value_column=value_column, peak_column=peak_column,
                                                  skip_bad_rows=skip_bad_rows, keep_rows=False)
        fits = {s.name: s.fit() for s in measurements.series}
        if series is not None:
            if series not in fits:
                raise KeyError(f"no series {series!r} in {os.fspath(data)} (it has {', '.join(fits)})")
            return fits[series]
        return next(iter(fits.values())) if len(fits) == 1 else fits
    if type(data).__name__ == "DataFrame" and hasattr(data, "iloc"):
        return _fit_frame(data, n_column, quantity, value_column, peak_column)
    if isinstance(data, tuple) and len(data) == 2:
        wanted = (quantity or "time").lower()
        if wanted not in _QUANTITIES and wanted != "rmax":
            raise ValueError(f"fit: quantity must be one of {', '.join(_QUANTITIES)}, not {quantity!r}")
        return _effsurf._fit_arrays(data[0], data[1], rpeak, wanted)
    raise TypeError("fit: data must be a Series, a path, a pandas DataFrame or a tuple (N, values), not "
                    f"{type(data).__name__}")


_DERIVED = ["hpl_efficiency", "hpcg_efficiency", "s_eff_hpl", "s_eff_hpcg"]


def top500(convention="total", anomalies=False):
    """Every entry of the TOP500 lists effsurf ships, one row per (list, rank):
    system, site, country, year, cores, accelerator_cores, N (under the
    convention: "total", "accelerator" or "cpu" cores), Rmax, Rpeak, HPCG,
    power, the HPL and HPCG efficiencies and their s_eff (L4:
    s_eff = (Rpeak - Rmax) / (Rmax (N - 1))), and an anomaly note where the
    figures cannot be taken at face value.

    Rows with an anomaly (an Rmax above Rpeak, a source error with E = 9.16;
    more accelerator cores than cores) keep their published figures but have
    NaN efficiencies and s_eff, so that .mean() and the like leave them out;
    anomalies=True gives their computed values as well.

    The editions: {editions}."""
    table = _frame(_effsurf._top500_columns(convention))
    if not anomalies:
        table.loc[table["anomaly"].astype(str).str.len() > 0, _DERIVED] = float("nan")
    return table


def _describe_editions():
    """The shipped editions, and the half-yearly ones between them the data lacks (core's list)."""
    shipped = list(_effsurf.top500_editions())
    first, last = shipped[0], shipped[-1]
    expected = [f"{year}-{month}" for year in range(int(first[:4]), int(last[:4]) + 1) for month in ("06", "11")]
    expected = [edition for edition in expected if first <= edition <= last]
    missing = [edition for edition in expected if edition not in shipped]
    text = f"{len(shipped)} list editions, {first} to {last} (top500_editions() lists them)"
    return text + (f"; not shipped: {', '.join(missing)}" if missing else "")


top500.__doc__ = top500.__doc__.format(editions=_describe_editions())


def gain_history(convention="total"):
    """Végh's "roofline of performance gain": per list edition, the gain
    G = N E of the #1..#3 systems and of the smallest s_eff, for HPL and
    (from 2017-06) HPCG, with the ceiling 1 / s_eff."""
    return _frame(_effsurf._gain_history_columns(convention))


def top500_s_eff(convention="total", benchmark="hpl", max_rank=None):
    """The TOP500 systems' s_eff by edition: one row per system (and site),
    one column per list edition ("YYYY-MM"), NaN where the system was not
    listed (or had no result)."""
    if benchmark not in ("hpl", "hpcg"):
        raise ValueError(f"top500_s_eff: benchmark must be 'hpl' or 'hpcg', not {benchmark!r}")
    table = top500(convention)
    if max_rank is not None:
        table = table[table["rank"] <= max_rank]
    table = table.dropna(subset=[f"s_eff_{benchmark}"])
    return table.pivot_table(index=["system", "site"], columns="list", values=f"s_eff_{benchmark}", aggfunc="first")
