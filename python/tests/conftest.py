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


@pytest.fixture
def ctrl_c():
    """Presses Ctrl+C (a simulated SIGINT to the main thread) every 20 ms
    until the test says it was seen: `with ctrl_c() as seen: ...long call...`.
    Pressed again because Python drops a KeyboardInterrupt that arrives while
    a finalizer runs ("Exception ignored in ..."), which a busy interpreter
    (pandas' garbage) may be doing at the first press."""
    import _thread
    import contextlib
    import threading
    import time

    @contextlib.contextmanager
    def pressing():
        done = threading.Event()
        result = {"interrupted": False, "seconds": None}

        def press():
            while not done.wait(0.02):
                _thread.interrupt_main()

        presser = threading.Thread(target=press, daemon=True)
        start = time.perf_counter()
        presser.start()
        try:
            yield result
        except KeyboardInterrupt:
            result["interrupted"] = True
            result["seconds"] = time.perf_counter() - start
        finally:
            done.set()
            while presser.is_alive():
                try:
                    presser.join()
                except KeyboardInterrupt:
                    pass
            # A press that landed after the first was handled is delivered here.
            for _ in range(3):
                try:
                    time.sleep(0.03)
                except KeyboardInterrupt:
                    pass

    return pressing
