# SPDX-License-Identifier: MIT
"""effsurf: efficiency surfaces of parallel computers, from Python.

The same model library as the effsurf app and effsurf-cli (their Qt-free
core, compiled), for notebooks and scripts:

- laws over NumPy arrays: efficiency, speedup, gain_ceiling, karp_flatt,
  s_eff_from_efficiency, s_eff_from_rmax, accelerated_serial_fraction,
  isoefficiency, speed_factor, surface;
- measurements: read_measurements (CSV, Extra-P, effsurf-probe files) and
  fit (a Series, a DataFrame, (N, T) arrays or a file);
- data: top500(), gain_history(), top500_s_eff();
- training: effsurf.training.Run, presets(), search_layouts();
- sessions and figures: read_session, read_preset, read_figure (Session.save writes one).

Every number comes from effsurf's core: what the CLI prints, to the last
digit. See docs/python.md for a worked analysis.
"""

from ._effsurf import (  # noqa: F401  (the public API)
    Fit,
    MeasurementError,
    MeasurementFile,
    Series,
    __version__,
    accelerated_serial_fraction,
    efficiency,
    gain_ceiling,
    isoefficiency,
    karp_flatt,
    names,
    read_measurements,
    s_eff_from_efficiency,
    s_eff_from_rmax,
    speed_factor,
    speedup,
    surface,
    top500_editions,
)
from ._arguments import friendly as _friendly

# Python's TypeErrors for a misspelt keyword or a keyword passed by position
# (pybind11 would answer with its "incompatible function arguments" dump).
(accelerated_serial_fraction, efficiency, gain_ceiling, isoefficiency, karp_flatt, names, read_measurements,
 s_eff_from_efficiency, s_eff_from_rmax, speed_factor, speedup, surface, top500_editions) = map(
    _friendly, (accelerated_serial_fraction, efficiency, gain_ceiling, isoefficiency, karp_flatt, names,
                read_measurements, s_eff_from_efficiency, s_eff_from_rmax, speed_factor, speedup, surface,
                top500_editions))

from ._frames import fit, gain_history, top500, top500_s_eff  # noqa: F401,E402
from .sessions import Scenario, Session, read_figure, read_preset, read_session  # noqa: F401,E402
from . import training  # noqa: F401,E402

__all__ = [
    "Fit", "MeasurementError", "MeasurementFile", "Scenario", "Series", "Session", "__version__",
    "accelerated_serial_fraction", "efficiency", "fit", "gain_ceiling", "gain_history", "isoefficiency",
    "karp_flatt", "names", "read_figure", "read_measurements", "read_preset", "read_session", "s_eff_from_efficiency",
    "s_eff_from_rmax", "speed_factor", "speedup", "surface", "top500", "top500_editions", "top500_s_eff",
    "training",
]
