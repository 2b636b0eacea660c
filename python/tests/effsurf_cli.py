# SPDX-License-Identifier: MIT
"""The build's effsurf-cli as the Python tests (python/tests, web/tests) run
it: from EFFSURF_CLI, which ctest sets, with its JSON parsed."""

import json
import os
import subprocess

import pytest


def cli_environment():
    """The environment the CLI runs in: offscreen, and without the ASan
    runtime the sanitized build preloads into Python (the CLI has its own,
    and two runtimes in one process refuse to start)."""
    environment = dict(os.environ)
    environment.pop("LD_PRELOAD", None)
    environment.pop("DISPLAY", None)
    environment["QT_QPA_PLATFORM"] = "offscreen"
    return environment


def cli_runner(path):
    """run(*arguments, parse=True): the CLI's --json output as Python (or its
    text with parse=False); a failure fails the test with its stderr."""

    def run(*arguments, parse=True):
        done = subprocess.run([path, *map(str, arguments)], capture_output=True, text=True, env=cli_environment(),
                              timeout=300)
        assert done.returncode == 0, f"effsurf-cli {' '.join(map(str, arguments))}: {done.stderr}"
        return json.loads(done.stdout) if parse else done.stdout

    return run


def cli_path():
    """EFFSURF_CLI, or None when it does not name a file."""
    path = os.environ.get("EFFSURF_CLI")
    return path if path and os.path.exists(path) else None


def source_dir(here):
    """EFFSURF_SOURCE_DIR, else the tree two folders above `here`."""
    return os.path.abspath(os.environ.get("EFFSURF_SOURCE_DIR", os.path.join(os.path.dirname(here), "..", "..")))


# The fixtures both conftest.py files offer (they import them from here).
@pytest.fixture(scope="session")
def cli():
    path = cli_path()
    if not path:
        pytest.fail("EFFSURF_CLI must name the build's effsurf-cli (ctest sets it)")
    return cli_runner(path)


@pytest.fixture(scope="session", name="source_dir")
def source_dir_fixture():
    return source_dir(__file__)
