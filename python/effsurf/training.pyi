# SPDX-License-Identifier: MIT
import os
from typing import Any, Dict, Iterable, Optional, Tuple, Union

import pandas as pd

class Run:
    def __init__(self, **keywords: Any) -> None: ...
    model: str
    model_id: str
    gpu: str
    network: str
    precision: str
    layout: Dict[str, int]
    gpus: int
    step_seconds: float
    tokens_per_second: float
    tflops_per_gpu: float
    model_tflops_per_gpu: float
    mfu: float
    hfu: float
    tokens: float
    days: float
    gpu_hours: float
    schedule: str
    parameters: float
    memory: Dict[str, float]
    memory_limit: float
    fits: bool
    efficiency: float
    s_eff: float
    def step(self) -> Dict[str, float]: ...
    def scaling(self, max_points: int = ...) -> pd.DataFrame: ...
    def to_dict(self, band: bool = ...) -> Dict[str, Any]: ...
    def band(self) -> Dict[str, Any]: ...
    def memory_remedies(self) -> pd.DataFrame: ...

class RunFit:
    file: str
    utilization: float
    utilization_interval: Tuple[float, float]
    bandwidth_gbps: float
    bandwidth_interval: Tuple[float, float]
    line_rate_share: float
    r_squared: float
    rms_relative_error: float
    observations: int
    degrees_of_freedom: int
    warning: str
    run: Run
    points: pd.DataFrame
    def predict(self, gpus: Optional[Iterable[int]] = ...) -> pd.DataFrame: ...

def fit_run(steps: Union[str, "os.PathLike[str]", pd.DataFrame], **run: Any) -> RunFit: ...
def published_runs() -> pd.DataFrame: ...

def presets(kind: str = ...) -> pd.DataFrame: ...
def search_layouts(gpus: int, *, memory_limit: Optional[float] = ..., max_interleave: int = ..., max_cp: int = ...,
                   tensor_within_domain: bool = ..., **run: Any) -> pd.DataFrame: ...
