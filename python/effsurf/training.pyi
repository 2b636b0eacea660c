from typing import Any, Dict, Optional

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
    days: float
    parameters: float
    memory: Dict[str, float]
    memory_limit: float
    fits: bool
    efficiency: float
    s_eff: float
    def step(self) -> Dict[str, float]: ...
    def scaling(self, max_points: int = ...) -> pd.DataFrame: ...
    def to_dict(self) -> Dict[str, Any]: ...

def presets(kind: str = ...) -> pd.DataFrame: ...
def search_layouts(gpus: int, *, memory_limit: Optional[float] = ..., max_interleave: int = ..., max_cp: int = ...,
                   tensor_within_domain: bool = ..., **run: Any) -> pd.DataFrame: ...
