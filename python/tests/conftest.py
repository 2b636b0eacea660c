"""Shared by the module's tests: the CLI they compare with, and its JSON.

ctest sets EFFSURF_CLI (the effsurf-cli of the same build), EFFSURF_SOURCE_DIR
and PYTHONPATH (the build's python/ folder, where the package is assembled)."""

import json
import os
import subprocess

import pytest

SOURCE_DIR = os.environ.get("EFFSURF_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", ".."))


def cli_environment():
    environment = dict(os.environ)
    # The sanitized build preloads the ASan runtime into Python; the CLI has
    # its own, and two runtimes in one process refuse to start.
    environment.pop("LD_PRELOAD", None)
    environment.pop("DISPLAY", None)
    environment["QT_QPA_PLATFORM"] = "offscreen"
    return environment


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("EFFSURF_CLI")
    if not path or not os.path.exists(path):
        pytest.fail("EFFSURF_CLI must name the build's effsurf-cli (ctest sets it)")

    def run(*arguments, parse=True):
        done = subprocess.run([path, *map(str, arguments)], capture_output=True, text=True, env=cli_environment(),
                              timeout=300)
        assert done.returncode == 0, f"effsurf-cli {' '.join(map(str, arguments))}: {done.stderr}"
        return json.loads(done.stdout) if parse else done.stdout

    return run


@pytest.fixture(scope="session")
def source_dir():
    return os.path.abspath(SOURCE_DIR)
