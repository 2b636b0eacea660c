# SPDX-License-Identifier: MIT
"""The browser the page's tests drive keeps its temporary files in a folder of
its own, removed when it quits: Chromium left one directory in /tmp per
browser started, hundreds per run of the test command."""

import os

from conftest import make_browser


def test_chromium_writes_its_temporary_files_to_a_folder_removed_when_it_quits():
    browser = make_browser(webgl=False, width=400, height=300)
    scratch = browser.effsurf_scratch
    try:
        browser.get("about:blank")
        # Chromium made its files there (the singleton socket's directory, the
        # profile chromedriver made for it), not in the system's temporary folder.
        assert os.listdir(scratch), "Chromium wrote nothing to its TMPDIR: it still writes to /tmp"
    finally:
        browser.quit()
    assert not os.path.exists(scratch)
