"""Large-model training runs: the model of model.md section 4b, as the app's
Training workspace and `effsurf-cli train` evaluate it.

>>> from effsurf import training
>>> run = training.Run(model="gpt3-175b", gpu="a100-80gb", tp=8, pp=12, dp=16)
>>> run.tokens_per_second, run.mfu, run.efficiency, run.s_eff
>>> training.search_layouts(gpus=1024, model="llama3-70b", gpu="h100-sxm")
"""

from . import _effsurf
from ._frames import _frame

Run = _effsurf.Run
Run.__module__ = __name__


def _run_scaling(run, max_points=64):
    """The run over N: every d the batch allows, the rest of the layout kept
    (at most max_points, spread in log N): dp, gpus, step_seconds,
    tokens_per_second, mfu, efficiency, s_eff, fits."""
    table = _frame(run._scaling_columns(max_points))
    table[["dp", "gpus"]] = table[["dp", "gpus"]].astype(int)
    return table


def _run_to_dict(run):
    """The run's numbers as a dict: what `effsurf-cli train --json` reports."""
    return {
        "model": run.model, "gpu": run.gpu, "network": run.network, "precision": run.precision,
        **run.layout, "gpus": run.gpus, "step_seconds": run.step_seconds, "tokens_per_second": run.tokens_per_second,
        "tflops_per_gpu": run.tflops_per_gpu, "model_tflops_per_gpu": run.model_tflops_per_gpu, "mfu": run.mfu,
        "hfu": run.hfu, "days": run.days, "parameters": run.parameters, "memory_per_gpu_bytes": run.memory["total"],
        "memory_limit": run.memory_limit, "fits": run.fits, "efficiency": run.efficiency, "s_eff": run.s_eff,
    }


Run.scaling = _run_scaling
Run.to_dict = _run_to_dict


def presets(kind="models"):
    """The training presets effsurf ships, with their sources: kind "models"
    (shapes), "gpus" (datasheet peaks per datatype, memory, NVLink) or
    "networks" (NIC rate, NICs per node, latency)."""
    return _frame(_effsurf._preset_columns(kind))


def search_layouts(gpus, *, memory_limit=None, max_interleave=8, max_cp=1, tensor_within_domain=True, **run):
    """Every valid layout (t, cp, p, d, ep, b, v) of a run on `gpus` GPUs,
    ranked as `effsurf-cli train --search` ranks them: those that fit the
    GPU's memory first, the fastest first. `run` takes Run()'s keywords
    (model, gpu, network, precision, global_batch, zero, recompute, ...).
    Returns a DataFrame: tp, cp, pp, dp, ep, micro_batch, interleave,
    step_seconds, tokens_per_second, mfu, hfu, efficiency, s_eff,
    memory_per_gpu_bytes, fits. Ctrl+C stops a long search."""
    # The base run's own layout does not matter to the search: start from
    # the smallest, which every model allows.
    for keyword in ("tp", "pp", "dp", "cp", "ep"):
        run.setdefault(keyword, 1)
    base = Run(**run)
    table = _frame(base._search_columns(gpus, memory_limit, max_interleave, max_cp, tensor_within_domain))
    counts = ["tp", "cp", "pp", "dp", "ep", "micro_batch", "interleave"]
    table[counts] = table[counts].astype(int)
    return table
