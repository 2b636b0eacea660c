"""Shared by the module's tests: the CLI they compare with, and its JSON.

ctest sets EFFSURF_CLI (the effsurf-cli of the same build), EFFSURF_SOURCE_DIR
and PYTHONPATH (the build's python/ folder, where the package is assembled)."""

import pytest

from effsurf_cli import cli, source_dir_fixture  # noqa: F401 (the fixtures "cli" and "source_dir")


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
        result = {"interrupted": False}

        def press():
            while not done.wait(0.02):
                _thread.interrupt_main()

        presser = threading.Thread(target=press, daemon=True)
        presser.start()
        try:
            yield result
        except KeyboardInterrupt:
            result["interrupted"] = True
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
                    time.sleep(0.03)  # lint: polling
                except KeyboardInterrupt:
                    pass

    return pressing
