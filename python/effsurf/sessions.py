# SPDX-License-Identifier: MIT
"""Sessions (.effsurf) and figures as Python objects: the parameters a
session holds or a figure was drawn with, checked and evaluated by core.

>>> session = effsurf.read_session("lecture.effsurf")
>>> session.scenario.law, session.scenario.s, session.scenario.N
>>> session.scenario.efficiency()          # core's E at the scenario's N
>>> figure = effsurf.read_figure("surface.png")
>>> figure.scenario.efficiency() == figure.recorded["efficiency"]
>>> figure.save("from-the-figure.effsurf")   # the app's bytes, by core
"""

import json
import os

from . import _effsurf
from ._figures import FigureFormatError, read_json

SESSION_FORMAT = "effsurf-session"
FIGURE_FORMAT = "effsurf-figure"

class Scenario:
    """One configuration of effsurf: the law, s (the FP64 baseline), N, the
    precision and its speed factors, the law's own parameters, and what the
    session shows with it (TOP500 systems, measured series, snapshots).
    Validated by core when read; numbers from core."""

    def __init__(self, configuration, path, where):
        self.configuration = dict(configuration)
        self._text = json.dumps(self.configuration)
        try:
            # core's reader of the session format, the app's: one meaning everywhere.
            self._numbers = _effsurf._scenario_numbers(self._text, where)
        except ValueError as error:
            raise ValueError(f"{path}: {error}") from None
        self.run = self._numbers.get("run")

    # As core read the configuration, its defaults applied (none repeated here).
    law = property(lambda self: self._numbers["law"], doc="the law's id: one of effsurf.names('laws')")
    s = property(lambda self: self._numbers["serial_fraction"], doc="the serial fraction s = 1 - alpha (FP64 baseline)")
    N = property(lambda self: self._numbers["processors"], doc="the processor count")
    precision = property(lambda self: self._numbers["precision"])
    growth_exponent = property(lambda self: self._numbers["growth_exponent"])
    speed_factor = property(lambda self: self._numbers["speed_factor"], doc="k of the scenario's precision")
    systems = property(lambda self: [(s.get("list"), s.get("rank")) for s in self.configuration.get("selectedSystems", [])],
                       doc="the TOP500 entries on the surface, as (list, rank)")
    series = property(lambda self: self.configuration.get("series", []), doc="the measured series as recorded (dicts)")

    def caption(self):
        """The caption the app's figures carry and the page shows: the law and
        the parameters that draw the figure again ("Amdahl: s = 1.4547×10⁻⁷
        (α = 0.99999985453), N = 2,414,592, FP64 (k = 1)"), by core."""
        return self._numbers["caption"]

    def efficiency(self, N=None):
        """E at N (default: the scenario's), under its law and precision, by core."""
        if N is None:
            return self._numbers["efficiency"]
        if self.run is not None and N != self.N:
            raise ValueError("a large-model run's E is at its own layout; use run.scaling() for other N")
        return _effsurf._scenario_curve(self._text, [float(N)])[0]

    def speedup(self):
        """S at the scenario's N (in units of one processor of its precision)."""
        return self._numbers["speedup"]

    def s_eff(self):
        """s' at N: the accelerated s for the closed-form laws, s_eff(N) by L4 for the model-based ones."""
        return self._numbers["s_eff"]

    def __repr__(self):
        return f"<effsurf.Scenario {self.law} s={self.s:g} N={self.N:g} {self.precision}>"


class Session:
    """A session file or a figure's record: the scenario, the snapshots, and
    (for a figure) the figure's name, its export options and the numbers it
    recorded when it was drawn."""

    def __init__(self, document, path):
        self.path = path
        self.document = document
        self.format = document.get("format")
        if self.format not in (SESSION_FORMAT, FIGURE_FORMAT):
            raise FigureFormatError(f"{path}: not an effsurf session or figure (format {self.format!r})")
        if self.format == SESSION_FORMAT:
            # A newer effsurf's session is refused with its version, never misread (core's rule).
            _effsurf._require_readable_schema(json.dumps(document), path)
        self.title = document.get("title", "")
        self.description = document.get("description", "")
        self.written_by = document.get("writtenBy", document.get("software", ""))
        self.figure = document.get("figure")
        self.export = document.get("export", {})
        self.view = document.get("view")
        content = document.get("scenario")
        if not isinstance(content, dict):
            raise FigureFormatError(f"{path}: no scenario recorded (an effsurf older than 0.1 recorded only s, N and precision)")
        self.scenario = Scenario(content, path, "scenario")
        self.snapshots = {}
        for index, snapshot in enumerate(content.get("snapshots", [])):
            label = snapshot.get("label", chr(ord("A") + index))
            self.snapshots[label] = Scenario(snapshot.get("configuration", {}), path,
                                             f"scenario.snapshots[{index}].configuration")
        keys = ("efficiency", "speedup", "speedFactor", "caption")
        self.recorded = {key: document[key] for key in keys if key in document}

    def save(self, path):
        """Writes the session (a figure's scenario becomes a session) to `path`
        as the app's File > Save does, byte for byte: core's writer, the file
        replaced whole or left as it was (OSError naming the file if it
        cannot be written). Opens in the window, the page and read_session.
        Returns the path."""
        path = os.fspath(path)
        text = _effsurf._session_text(json.dumps(self.document), self.path)
        _effsurf._write_atomically(path, text)
        return path

    def __repr__(self):
        kind = f"figure {self.figure!r}" if self.figure else "session"
        return f"<effsurf.Session {kind} {os.path.basename(self.path)!r}: {self.scenario!r}>"


def read_session(path):
    """Reads a .effsurf session (or a figure's record) into a Session whose
    `scenario` is checked by core. Errors name the file and the field
    (ValueError), FileNotFoundError for a missing file."""
    path = os.fspath(path)
    return Session(read_json(path), path)


def read_preset(name):
    """Reads a built-in preset (an id or title of effsurf.names("presets"):
    "summit-hpl-hpcg", "Amdahl basics", ...) into a Session, as the app's
    Presets menu opens it; ValueError listing the presets for another name."""
    text = _effsurf._preset_text(str(name))
    return Session(json.loads(text), f"preset {name}")


def read_figure(path):
    """Reads the scenario a figure effsurf exported was drawn with, from the
    figure itself: PNG, SVG, PDF, CSV, or its sidecar .json."""
    path = os.fspath(path)
    session = Session(read_json(path), path)
    if session.format != FIGURE_FORMAT:
        raise FigureFormatError(f"{path}: a session, not a figure: use read_session")
    return session
