# SPDX-License-Identifier: MIT
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
    (pandas' garbage) may be doing at the first press.

    The presses go to a SIGINT handler of the test's own that raises only
    until the long call has ended: on a busy machine a second press used to
    land while the first was being handled and escape the test (issue 43)."""
    import _thread
    import contextlib
    import signal
    import threading

    @contextlib.contextmanager
    def pressing():
        done = threading.Event()
        result = {"interrupted": False}
        state = {"ended": False}

        # The helper's own machinery: contextlib's __enter__/__exit__, this
        # file's cleanup and threading's join. A press that lands there is
        # not the test's Ctrl+C (it would escape the `with` as a real one and
        # end pytest's session: python.training did so beside web.firefox at
        # a load of 14); the next press, 20 ms later, reaches the long call.
        own_files = (contextlib.__file__, threading.__file__, __file__)

        def on_sigint(signum, frame):
            if state["ended"] or (frame is not None and frame.f_code.co_filename in own_files):
                return
            raise KeyboardInterrupt

        def press():
            while not done.wait(0.02):
                _thread.interrupt_main()

        previous = signal.signal(signal.SIGINT, on_sigint)
        presser = threading.Thread(target=press, daemon=True)
        presser.start()
        try:
            try:
                yield result
            finally:
                # From here on a press raises nothing; one that raised before
                # this line, even inside this block, is caught below.
                state["ended"] = True
        except KeyboardInterrupt:
            result["interrupted"] = True
        finally:
            # A press may land before the line that ends them ran (a busy
            # machine delivered one at the top of the finally above): then the
            # handler still raised during the join, which skipped the restore
            # and left it raising at exit (issue 43). End them, stop pressing,
            # and wait, however many presses arrive meanwhile.
            while True:
                try:
                    state["ended"] = True
                    done.set()
                    presser.join()
                    break
                except KeyboardInterrupt:
                    result["interrupted"] = True
            signal.signal(signal.SIGINT, previous)

    return pressing
