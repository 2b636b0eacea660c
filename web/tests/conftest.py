"""The exported page in a real browser: Debian's Chromium, driven by
Selenium through chromedriver, headless. ctest sets EFFSURF_CLI (the build's
effsurf-cli, which writes the pages) and EFFSURF_SOURCE_DIR."""

import json
import os
import subprocess

import pytest

CHROMIUM = "/usr/bin/chromium"
CHROMEDRIVER = "/usr/bin/chromedriver"


def cli_environment():
    environment = dict(os.environ)
    environment.pop("LD_PRELOAD", None)
    environment.pop("DISPLAY", None)
    environment["QT_QPA_PLATFORM"] = "offscreen"
    return environment


@pytest.fixture(scope="session")
def cli():
    path = os.environ.get("EFFSURF_CLI")
    if not path or not os.path.exists(path):
        pytest.fail("EFFSURF_CLI must name the build's effsurf-cli (ctest sets it)")

    def run(*arguments, parse=True, check=True):
        done = subprocess.run([path, *map(str, arguments)], capture_output=True, text=True, env=cli_environment(), timeout=300)
        if check:
            assert done.returncode == 0, f"effsurf-cli {' '.join(map(str, arguments))}: {done.stderr}"
        return json.loads(done.stdout) if parse and check else done

    return run


@pytest.fixture(scope="session")
def source_dir():
    return os.path.abspath(os.environ.get("EFFSURF_SOURCE_DIR", os.path.join(os.path.dirname(__file__), "..", "..")))


def make_browser(webgl=True, width=1400, height=2200):
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
    else:
        # The "no WebGL": nothing to draw 3D with at all.
        options.add_argument("--disable-gpu")
        options.add_argument("--disable-software-rasterizer")
    options.set_capability("goog:loggingPrefs", {"browser": "ALL"})
    # Not the ASan runtime the sanitized build preloads into Python (for the module).
    environment = {key: value for key, value in os.environ.items() if key != "LD_PRELOAD"}
    return webdriver.Chrome(service=Service(CHROMEDRIVER, env=environment), options=options)


def open_page(browser, path, timeout=60.0):
    """Loads a page and waits until it says it is ready (or failed)."""
    import time

    browser.get("file://" + os.path.abspath(path))
    deadline = time.time() + timeout
    while time.time() < deadline:
        state = browser.execute_script(
            "return window.effsurfPage ? {ready: window.effsurfPage.ready, error: window.effsurfPage.error || null} : null")
        if state and (state["ready"] or state["error"]):
            return state
        time.sleep(0.05)
    raise AssertionError(f"{path}: the page did not get ready in {timeout} s")


def severe_console_entries(browser):
    return [entry for entry in browser.get_log("browser") if entry["level"] == "SEVERE"]


@pytest.fixture(scope="module")
def browser():
    driver = make_browser(webgl=True)
    yield driver
    driver.quit()
