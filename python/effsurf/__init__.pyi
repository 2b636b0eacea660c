# SPDX-License-Identifier: MIT
# Type stubs of the effsurf module (the compiled effsurf._effsurf and its
# Python side). Docstrings with the formulas are on the functions themselves:
# help(effsurf.efficiency).
from os import PathLike
from typing import Any, Dict, Iterator, List, Optional, Tuple, Union, overload

import numpy as np
import numpy.typing as npt
import pandas as pd

from . import training as training
from .sessions import Scenario as Scenario, Session as Session

__version__: str

ArrayLike = npt.ArrayLike
FloatOrArray = Union[float, npt.NDArray[np.float64]]

class MeasurementError(ValueError):
    issues: List[Dict[str, Any]]

@overload
def efficiency(N: float, s: float, *, law: str = ..., growth_exponent: float = ...,
               speed_factor: Optional[float] = ..., precision: Optional[str] = ...) -> float: ...
@overload
def efficiency(N: ArrayLike, s: ArrayLike, *, law: str = ..., growth_exponent: float = ...,
               speed_factor: Optional[float] = ..., precision: Optional[str] = ...,
               out: Optional[npt.NDArray[np.float64]] = ...) -> FloatOrArray: ...
@overload
def speedup(N: float, s: float, *, law: str = ..., growth_exponent: float = ...,
            speed_factor: Optional[float] = ..., precision: Optional[str] = ...) -> float: ...
@overload
def speedup(N: ArrayLike, s: ArrayLike, *, law: str = ..., growth_exponent: float = ...,
            speed_factor: Optional[float] = ..., precision: Optional[str] = ...,
               out: Optional[npt.NDArray[np.float64]] = ...) -> FloatOrArray: ...
def gain_ceiling(s: ArrayLike) -> FloatOrArray: ...
def karp_flatt(N: ArrayLike, speedup: ArrayLike) -> FloatOrArray: ...
def s_eff_from_efficiency(N: ArrayLike, efficiency: ArrayLike) -> FloatOrArray: ...
def s_eff_from_rmax(N: ArrayLike, rmax: ArrayLike, rpeak: ArrayLike) -> FloatOrArray: ...
def accelerated_serial_fraction(s: ArrayLike, speed_factor: ArrayLike) -> FloatOrArray: ...
def isoefficiency(N: ArrayLike, efficiency: ArrayLike, *, law: str = ..., growth_exponent: float = ...) -> FloatOrArray: ...
def speed_factor(precision: str) -> float: ...
def surface(N: ArrayLike, s: ArrayLike, *, law: str = ..., growth_exponent: float = ...,
            speed_factor: Optional[float] = ..., precision: Optional[str] = ...,
            out: Optional[npt.NDArray[np.float64]] = ...) -> npt.NDArray[np.float64]: ...

class Series:
    name: str
    source_file: str
    quantity: str
    unit: str
    row_count: int
    rows: Dict[str, npt.NDArray[Any]]
    points: Dict[str, npt.NDArray[Any]]
    def fit(self) -> Fit: ...
    def to_pandas(self, rows: bool = ...) -> pd.DataFrame: ...

class Fit:
    series: str
    quantity: str
    s: float
    alpha: float
    s_unconstrained: float
    standard_error: Optional[float]
    s_low: Optional[float]
    s_high: Optional[float]
    t1: Optional[float]
    t1_error: Optional[float]
    t1_low: Optional[float]
    t1_high: Optional[float]
    unit: str
    r_squared: float
    degrees_of_freedom: int
    rows: int
    warning: str
    above_ideal_count: int
    points: Dict[str, npt.NDArray[Any]]
    table: pd.DataFrame
    def to_pandas(self) -> pd.DataFrame: ...
    def to_dict(self) -> Dict[str, Any]: ...

class MeasurementFile:
    path: str
    series: List[Series]
    issue_count: int
    issue_summary: str
    issues: List[Dict[str, Any]]
    probe: Optional[Dict[str, str]]
    def __len__(self) -> int: ...
    def __getitem__(self, key: Union[int, str]) -> Series: ...
    def __iter__(self) -> Iterator[Series]: ...
    def to_pandas(self, rows: bool = ...) -> pd.DataFrame: ...

def read_measurements(path: Union[str, PathLike[str]], *, format: Optional[str] = ..., n_column: Optional[str] = ...,
                      quantity: Optional[str] = ..., value_column: Optional[str] = ..., peak_column: Optional[str] = ...,
                      parameter: Optional[str] = ..., region: Optional[str] = ..., metric: Optional[str] = ...,
                      skip_bad_rows: bool = ..., keep_rows: bool = ...) -> MeasurementFile: ...
def fit(data: Union[Series, str, PathLike[str], pd.DataFrame, Tuple[ArrayLike, ArrayLike]], *,
        quantity: Optional[str] = ..., n_column: Optional[str] = ..., value_column: Optional[str] = ...,
        peak_column: Optional[str] = ..., rpeak: Optional[ArrayLike] = ..., series: Optional[str] = ...,
        skip_bad_rows: bool = ...) -> Union[Fit, Dict[str, Fit]]: ...
def top500(convention: str = ..., anomalies: bool = ...) -> pd.DataFrame: ...
def gain_history(convention: str = ...) -> pd.DataFrame: ...
def top500_s_eff(convention: str = ..., benchmark: str = ..., max_rank: Optional[int] = ...) -> pd.DataFrame: ...
def top500_editions() -> List[str]: ...
def names(kind: str) -> Dict[str, str]: ...
def read_session(path: Union[str, PathLike[str]]) -> Session: ...
def read_preset(name: str) -> Session: ...
def read_figure(path: Union[str, PathLike[str]]) -> Session: ...
