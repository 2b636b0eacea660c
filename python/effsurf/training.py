# SPDX-License-Identifier: MIT
"""Large-model training runs: the model of docs/models.md §4b, as the app's
Training workspace and `effsurf-cli train` evaluate it.

>>> from effsurf import training
>>> run = training.Run(model="gpt3-175b", gpu="a100-80gb", tp=8, pp=12, dp=16)
>>> run.tokens_per_second, run.mfu, run.efficiency, run.s_eff
>>> training.search_layouts(gpus=1024, model="llama3-70b", gpu="h100-sxm")
>>> training.Run(published="llama3-405b-8k-16384").model_tflops_per_gpu
>>> fit = training.fit_run("steps.csv", model="gpt3-175b", tp=8, pp=12)
>>> fit.utilization_interval, fit.bandwidth_interval, fit.predict([12288, 24576])
"""

import json
import os

from . import _effsurf
from ._frames import _frame

Run = _effsurf.Run
Run.__module__ = __name__


def _run_scaling(run, max_points=64):
    """The run over N: every d the batch allows, the rest of the layout kept
    (at most max_points, spread in log N): dp, gpus, step_seconds,
    tokens_per_second (with its band's tokens_per_second_low and _high),
    model_tflops_per_gpu, tflops_per_gpu (hardware, recomputation counted),
    mfu, hfu, efficiency, s_eff, fits, and best: the planner's choice that
    `effsurf-cli train` marks (the fastest at no less than half the top
    tokens per second a GPU)."""
    table = _frame(run._scaling_columns(max_points))
    table[["dp", "gpus"]] = table[["dp", "gpus"]].astype(int)
    return table


def _run_to_dict(run, band=False):
    """The run's numbers as a dict, key for key what `effsurf-cli train --json
    --tokens T` prints (with `band=True`, what `--band` adds): the scalars
    (model, layout, gpus, micro_batches, step_seconds, tokens_per_second,
    mfu, hfu, days, gpu_hours, memory_gib, fits, efficiency, s_eff, ...), the
    step's terms and the memory a GPU as dicts, the curve over N as a list of
    rows, and the notes. Both come from one report in core."""
    return json.loads(run._report_json(bool(band)))


def _run_memory_remedies(run):
    """What frees memory a GPU on the same GPUs (sharding, offload,
    recomputation, the micro-batch, more stages, more t or cp), the one that
    frees most first: option (effsurf-cli's spelling), setting, memory_gib
    after it, freed_gib, throughput_change (tokens/s after / before - 1), fits."""
    return _frame(run._remedy_columns())


Run.scaling = _run_scaling
Run.to_dict = _run_to_dict
Run.memory_remedies = _run_memory_remedies
RunFit = _effsurf.RunFit
RunFit.__module__ = __name__


def _fit_points(fit):
    """The measured steps beside the fitted run, one row a GPU count and layout (its runs' geometric
    mean): line (of its first run), gpus, repetitions, tp, cp, pp, dp, measured_seconds, model_seconds."""
    table = _frame(fit._point_columns())
    counts = ["line", "gpus", "repetitions", "tp", "cp", "pp", "dp"]
    table[counts] = table[counts].astype(int)
    return table


def _fit_predict(fit, gpus=None):
    """The fitted run at each GPU count in `gpus` (default: every d its batch
    allows), with the 95 % band the fit's uncertainty gives: gpus, dp,
    step_seconds, tokens_per_second and _low/_high, model_tflops_per_gpu and
    _low/_high, measured (a GPU count of the file)."""
    counts = [] if gpus is None else [int(g) for g in gpus]
    table = _frame(fit._prediction_columns(counts))
    table[["gpus", "dp"]] = table[["gpus", "dp"]].astype(int)
    return table


RunFit.points = property(_fit_points)
RunFit.predict = _fit_predict


def fit_run(steps, **run):
    """Fits a run's utilization and its network's effective bandwidth a GPU
    to the step times you measured at a few GPU counts, each with a 95 %
    interval, as `effsurf-cli train --fit FILE` does.

    `steps`: a CSV file (str or os.PathLike) or a pandas DataFrame with the
    columns gpus and step_seconds (or step_time_ms, or tokens_per_second),
    optionally a row's own layout (tp, cp, pp, dp, ep, micro_batch,
    global_batch). `run` takes Run()'s keywords: the model, GPU, network
    and layout the steps ran with. Raises effsurf.MeasurementError naming
    the file (or DataFrame row's line), the column and the reason for a
    step that cannot be a measurement, and for steps that cannot tell the
    two apart (one GPU count, fewer than three rows)."""
    base = Run(**run)
    if hasattr(steps, "to_csv") and hasattr(steps, "columns"):
        text = steps.to_csv(index=False)
        return _effsurf._fit_run(base, text, "DataFrame", True)
    if isinstance(steps, (str, os.PathLike)):
        path = os.fspath(steps)
        return _effsurf._fit_run(base, path, path, False)
    raise TypeError("fit_run(): steps must be a path or a pandas DataFrame, not " + type(steps).__name__)


def published_runs():
    """The published training runs effsurf checks itself against (the
    manual's validation table): id, name, model, gpu, network, measure,
    published, effsurf (its number at the defaults and the paper's
    settings), miss, status (reproduced or documented), stated, assumed,
    source, why. Run(published=id) is any of them."""
    return _frame(_effsurf._published_columns())


def presets(kind="models"):
    """The training presets effsurf ships, with their sources: kind "models"
    (shapes), "gpus" (datasheet peaks per datatype, memory, NVLink) or
    "networks" (NIC rate, NICs per node, latency)."""
    return _frame(_effsurf._preset_columns(kind))


def search_layouts(gpus, *, memory_limit=None, max_interleave=8, max_cp=1, tensor_within_domain=True, **run):
    """Every valid layout (t, cp, p, d, ep, b, v) of a run on `gpus` GPUs,
    ranked as `effsurf-cli train --search` ranks them: those that fit the
    GPU's memory first, the fastest first (then those that do not, the
    nearest to fitting first). `run` takes Run()'s keywords (model, gpu,
    network, precision, global_batch, zero, recompute, ...); memory_limit
    is in GiB. Returns a DataFrame: tp, cp, pp, dp, ep, micro_batch,
    interleave, step_seconds, tokens_per_second, mfu, hfu, efficiency,
    s_eff, memory_per_gpu_gib, fits. Ctrl+C stops a long search."""
    # The base run's own layout does not matter to the search: start from
    # the smallest, which every model allows.
    for keyword in ("tp", "pp", "dp", "cp", "ep"):
        run.setdefault(keyword, 1)
    base = Run(**run)
    table = _frame(base._search_columns(gpus, memory_limit, max_interleave, max_cp, tensor_within_domain))
    counts = ["tp", "cp", "pp", "dp", "ep", "micro_batch", "interleave"]
    table[counts] = table[counts].astype(int)
    return table
