# SPDX-License-Identifier: MIT
"""The exported page in a real browser: Debian's Chromium, driven by
Selenium through chromedriver, headless. ctest sets EFFSURF_CLI (the build's
effsurf-cli, which writes the pages) and EFFSURF_SOURCE_DIR."""

import os
import shutil
import sys
import tempfile

import pytest

# The CLI as the Python module's tests run it (python/tests/effsurf_cli.py).
sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "python", "tests"))
from effsurf_cli import cli, cli_environment, source_dir_fixture  # noqa: E402,F401 (fixtures "cli", "source_dir")

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"
# How long the harness waits for a browser that is still working before it
# calls it hung. Never a claim about speed: a busy machine may need minutes.
HANG_GUARD_SECONDS = 600


def make_browser(webgl=True, width=1400, height=2200, gpu_compositing=False, downloads=None, javascript=True):
    from selenium import webdriver
    from selenium.webdriver.chrome.options import Options
    from selenium.webdriver.chrome.service import Service

    options = Options()
    options.binary_location = CHROMIUM
    # As the machine's probe started it: no network, no first-run, a fresh profile.
    for argument in ("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--no-first-run", "--disable-quic",
                     "--disable-background-networking", "--disable-component-update", "--disable-sync",
                     f"--window-size={width},{height}"):
        options.add_argument(argument)
    if webgl:
        # No GPU here: WebGL from the CPU (SwiftShader), as on a machine without graphics drivers.
        options.add_argument("--enable-unsafe-swiftshader")
        options.add_argument("--use-angle=swiftshader")
        if not gpu_compositing:
            # WebGL on the CPU, the page composited in software: as Chrome runs where it has no GPU to composite with
            # (the tests' default: compositing through SwiftShader too cost the page's tests a fifth more CPU).
            options.add_argument("--disable-gpu-compositing")
    else:
        # The "no WebGL": nothing to draw 3D with at all.
        options.add_argument("--disable-gpu")
        options.add_argument("--disable-software-rasterizer")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    prefs = {}
    if not javascript:
        # A reader who switched JavaScript off: what the page's <noscript> is for.
        prefs["profile.managed_default_content_settings.javascript"] = 2
    if downloads:
        # Where a download (the page's "Save as session") lands, without asking.
        # A saved page is an .html file: Chromium holds a download of that type for a "keep?" that headless
        # never answers, unless Safe Browsing (which asks) is off; several downloads from one page are allowed.
        prefs.update({"download.default_directory": str(downloads), "download.prompt_for_download": False,
                      "safebrowsing.enabled": False, "profile.default_content_setting_values.automatic_downloads": 1})
    if prefs:
        options.add_experimental_option("prefs", prefs)
    # Not the ASan runtime the sanitized build preloads into Python (for the module).
    environment = {key: value for key, value in os.environ.items() if key != "LD_PRELOAD"}
    # Chromium leaves its singleton socket's directory (org.chromium.Chromium.*)
    # in the temporary folder when chromedriver ends it: a folder of this
    # browser's own, removed with it, keeps /tmp clean across test runs.
    scratch = tempfile.mkdtemp(prefix="effsurf-chromium-")
    environment["TMPDIR"] = scratch
    from selenium.common.exceptions import WebDriverException

    class PatientService(Service):
        """Selenium gives chromedriver a fixed 30 s to answer (Debian 12's 4.8
        counts 60 polls of 0.5 s); beside a load average of 10 to 15 three
        starts in a row took longer (issue 43). This one waits as long as
        chromedriver runs, with a hang guard of 10 minutes."""

        def start(self):
            if not hasattr(self, "_start_process") or not hasattr(self, "is_connectable"):
                return super().start()  # a Selenium whose internals differ: its own wait
            import time

            self._start_process(self.path)
            deadline = time.monotonic() + HANG_GUARD_SECONDS  # lint: polling (a hang guard, not a measurement)
            while not self.is_connectable():
                self.assert_process_still_running()
                if time.monotonic() > deadline:  # lint: polling
                    raise WebDriverException(f"Can not connect to the Service {self.path} in {HANG_GUARD_SECONDS} s")
                time.sleep(0.5)  # lint: polling

    try:
        # Starting it again is the harness's business, not a finding about the page.
        for attempt in range(3):
            try:
                driver = webdriver.Chrome(service=PatientService(CHROMEDRIVER, env=environment), options=options)
                break
            except WebDriverException as error:
                # Chromium that did not come up in chromedriver's own wait ("DevToolsActivePort file doesn't
                # exist": seen once in a fresh clone's test command beside a load average of 6) is started again.
                starting = ("Can not connect to the Service", "DevToolsActivePort", "session not created")
                if not any(reason in str(error) for reason in starting) or attempt == 2:
                    raise
    except BaseException:
        shutil.rmtree(scratch, ignore_errors=True)
        raise
    quit_driver = driver.quit

    def quit_and_clean():
        try:
            quit_driver()
        finally:
            shutil.rmtree(scratch, ignore_errors=True)

    driver.quit = quit_and_clean
    driver.effsurf_scratch = scratch
    # Selenium's 30 s for a script (and 300 s for a page) are times of a quiet
    # machine: beside a load average of 11 the page's first WebGL frame held
    # Chromium's main thread longer than 30 s and a plain "read a variable"
    # script timed out (issue 43). Hang guards, not measurements.
    driver.set_script_timeout(HANG_GUARD_SECONDS)
    driver.set_page_load_timeout(HANG_GUARD_SECONDS)
    return driver


def open_page(browser, path, timeout=HANG_GUARD_SECONDS):
    """Loads a page (None: the one the browser was just sent to) and waits until it says it is ready (or failed)."""
    import time

    if path is not None:
        browser.get("file://" + os.path.abspath(path))
    deadline = time.time() + timeout  # lint: polling
    while time.time() < deadline:  # lint: polling
        state = browser.execute_script(
            "return window.effsurfPage ? {ready: window.effsurfPage.ready, error: window.effsurfPage.error || null} : null")
        if state and (state["ready"] or state["error"]):
            return state
        time.sleep(0.05)  # lint: polling
    raise AssertionError(f"{path}: the page did not get ready in {timeout} s")


def severe_console_entries(browser):
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


@pytest.fixture(scope="module")
def browser():
    driver = make_browser(webgl=True)
    yield driver
    driver.quit()


@pytest.fixture(scope="module")
def browser_without_webgl():
    """One browser without WebGL for the tests that only read numbers: a
    Chromium started per law cost half a minute each on a busy machine."""
    driver = make_browser(webgl=False)
    yield driver
    driver.quit()
