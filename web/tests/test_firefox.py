# SPDX-License-Identifier: MIT
"""The interactive page in Firefox (Debian's firefox-esr), driven through
its own WebDriver BiDi (firefox.py): it loads offline without a console
error, its numbers are core's to the last digit, the sliders, fields and
the law's parameters move them with the app's refusals, and, on the test
command's X server, the 3D surface is drawn with its current point."""

import base64
import io
import os
import time

import pytest

from firefox import Firefox


@pytest.fixture(scope="module")
def firefox():
    browser = Firefox()
    yield browser
    browser.quit()


@pytest.fixture(scope="module")
def summit_page(cli, tmp_path_factory):
    path = tmp_path_factory.mktemp("firefox") / "summit.html"
    cli("export", "--preset", "summit-hpl-hpcg", "--figure", "all", "--format", "html", "--out", path, parse=False)
    return path


def open_ready(firefox, path, timeout=600.0):  # a hang guard (issue 43)
    firefox.open(path)
    deadline = time.time() + timeout  # lint: polling
    while time.time() < deadline:  # lint: polling
        state = firefox.evaluate("window.effsurfPage ? {ready: window.effsurfPage.ready, error: window.effsurfPage.error || null} : null")
        if state and (state["ready"] or state["error"]):
            return state
        time.sleep(0.05)  # lint: polling
    raise AssertionError(f"{path}: the page did not get ready in Firefox in {timeout} s")


def test_loads_offline_without_console_errors_with_core_numbers(firefox, summit_page, cli):
    assert open_ready(firefox, summit_page)["ready"]
    assert firefox.errors() == []
    assert firefox.evaluate("performance.getEntriesByType('resource').map(e => e.name)") == []
    readout = firefox.evaluate("window.effsurfPage.readout()")
    printed = cli("eval", "--n", repr(readout["processors"]), "--serial", repr(readout["serialFraction"]), "--json")
    assert readout["efficiency"] == printed["efficiency"] == pytest.approx(0.74006, abs=5e-6)
    assert readout["speedup"] == printed["speedup"]
    assert firefox.evaluate("document.getElementById('readout-efficiency').textContent") == "0.7401"


def test_the_sliders_fields_and_parameters_move_the_numbers_as_in_chromium(firefox, summit_page, cli, tmp_path):
    assert open_ready(firefox, summit_page)["ready"]
    firefox.evaluate("""(() => { const slider = document.getElementById('s-slider');
        slider.value = '-5'; slider.dispatchEvent(new Event('input', {bubbles: true})); })()""")
    readout = firefox.evaluate("window.effsurfPage.readout()")
    assert readout["serialFraction"] == pytest.approx(1e-5, rel=1e-12)
    printed = cli("eval", "--n", repr(readout["processors"]), "--serial", repr(readout["serialFraction"]), "--json")
    assert float(firefox.evaluate("document.getElementById('readout-efficiency').dataset.value")) == printed["efficiency"]
    assert firefox.evaluate("document.getElementById('s-field').value") == "10⁻⁵"
    # A field refuses what the app refuses, with its message; nothing changes.
    firefox.evaluate("""(() => { const field = document.getElementById('s-field');
        field.value = '1.5'; field.dispatchEvent(new Event('change', {bubbles: true})); })()""")
    assert firefox.evaluate("document.getElementById('field-message').textContent") == \
        "serial fraction s: must lie in [0, 1], got 1.5"
    assert firefox.evaluate("window.effsurfPage.readout().serialFraction") == readout["serialFraction"]
    # The timeline law's own parameter.
    page = tmp_path / "timeline.html"
    cli("export", "--law", "timeline", "--n", "4096", "--figure", "all", "--format", "html", "--out", page, parse=False)
    assert open_ready(firefox, page)["ready"]
    assert firefox.evaluate("window.effsurfPage.setField('timeline.2.share', '1e-6')") == ""
    shares, n = [4e-8, 1e-8, 1e-6, 2e-8], 4096.0
    assert firefox.evaluate("window.effsurfPage.readout().efficiency") == pytest.approx(
        1.0 / (n * ((1.0 - sum(shares)) / n + sum(shares))), rel=1e-12)
    assert firefox.errors() == []


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="headless Firefox has no WebGL; the test command runs an X server")
def test_on_an_x_server_the_surface_and_its_current_point_are_drawn(firefox, summit_page):
    assert open_ready(firefox, summit_page)["ready"]
    assert firefox.evaluate("window.effsurfPage.webgl") is True
    at = firefox.evaluate("window.effsurfPage.currentPointAt()")
    assert at is not None
    box = firefox.evaluate("(() => { const r = document.getElementById('surface').getBoundingClientRect(); "
                           "return {x: r.x + window.scrollX, y: r.y + window.scrollY, width: r.width, height: r.height}; })()")
    shot = firefox.command("browsingContext.captureScreenshot",
                           {"context": firefox.context, "origin": "document", "clip": {"type": "box", **box}})
    import matplotlib.image

    pixels = matplotlib.image.imread(io.BytesIO(base64.b64decode(shot["data"])), format="png")
    colours = {tuple(p) for p in (pixels[::4, ::4, :3] * 255).astype(int).reshape(-1, 3).tolist()}
    assert len(colours) > 200, f"the surface shows only {len(colours)} colours in Firefox"
