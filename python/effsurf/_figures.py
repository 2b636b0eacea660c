# SPDX-License-Identifier: MIT
"""Where effsurf's files keep their scenario: the JSON of a session file, and
the metadata effsurf writes into its figures (the PNG text chunk "effsurf",
the last line of the SVG <desc>, the `figure` element of the PDF's XMP
packet, the CSV comment line "# effsurf: ...", the interactive page's JSON
script element and the sidecar FILE.json). Core finds it
(core::FigureMetadataFinder, as the window and effsurf-cli do); what the
JSON means is sessions.py's, its numbers core's."""

import json
import os

from . import _effsurf


class FigureFormatError(ValueError):
    """A file that holds no effsurf scenario, or a broken one."""


def read_json(path):
    """The JSON object a session or figure file holds (a dict)."""
    with open(path, "rb") as file:
        data = file.read()
    found, absent, recognized = _effsurf._figure_json(data)
    shown = os.fsdecode(path)
    if not recognized:
        raise FigureFormatError(f"{shown}: not a file effsurf writes (a session, or a PNG, SVG, PDF or CSV figure)")
    if not found:
        raise FigureFormatError(f"{shown}: {absent}")
    try:
        document = json.loads(found.decode("utf-8"))
    except UnicodeDecodeError as error:
        raise FigureFormatError(f"{shown}: the metadata are not UTF-8 text ({error.reason} at byte {error.start})") from None
    except json.JSONDecodeError as error:
        raise FigureFormatError(f"{shown}: broken JSON at line {error.lineno}, column {error.colno}: {error.msg}") from None
    if not isinstance(document, dict):
        raise FigureFormatError(f"{shown}: the JSON is not an object")
    return document
