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
    # The curves that follow s, drawn over the charts, are where plotly's axes put core's values (N = 10^9's vertex).
    printed = cli("eval", "--n", "1e9", "--serial", "1e-5", "--json")
    drawn, expected = firefox.evaluate(f"""(() => {{
        const layout = document.getElementById('chart-efficiency')._fullLayout;
        return [window.effsurfPage.chartCurves('efficiency')[0].points[180], [layout.xaxis.l2p(9), layout.yaxis.l2p({printed["efficiency"]!r})]];
        }})()""")
    assert drawn == pytest.approx(expected, abs=1e-6)
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


# Issue 46 in Firefox: the same surface as the app's, the point hidden exactly where the surface hides it, a
# page cut short that says so, names shown as text, the edits in the address, the keys and the table.
def test_the_page_tells_the_apps_truth_in_firefox_too(firefox, cli, tmp_path):
    import json

    page = tmp_path / "fp16.html"
    cli("export", "--preset", "amdahl-basics", "--law", "timeline", "--precision", "fp16", "--figure", "all", "--format", "html",
        "--out", page, parse=False)
    text = cli("surface", "--session", page, "--grid", "121x121", "--out", "-", parse=False)
    expected = [float(line.split(",")[5]) for line in text.strip().splitlines()[1:]]
    assert open_ready(firefox, page)["ready"]
    shown = firefox.evaluate("window.effsurfPage.surfaceValues(121)")
    assert max(abs(a - b) / max(abs(b), 1e-300) for a, b in zip(shown, expected)) < 1e-12
    # Keys and the screen reader's words.
    firefox.evaluate("window.effsurfPage.setField('s', '1e-3')")
    assert firefox.evaluate("document.getElementById('s-slider').getAttribute('aria-valuetext')") == "s = 0.001"
    assert firefox.evaluate("document.querySelectorAll('[aria-live]').length") == 1
    firefox.evaluate("""document.getElementById('s-slider').dispatchEvent(
        new KeyboardEvent('keydown', {key: 'ArrowRight', bubbles: true, cancelable: true}))""")
    assert firefox.evaluate("window.effsurfPage.readout().serialFraction") == pytest.approx(10 ** -2.9, rel=1e-9)
    assert firefox.evaluate("location.hash").startswith("#s=")
    assert firefox.evaluate("document.querySelectorAll('#data-rows tr').length") == 13
    # A name a user typed is text.
    document = json.loads(open(os.path.join(os.environ["EFFSURF_SOURCE_DIR"], "tests", "data", "sessions",
                                            "schema1-2026-12-01-measured-series.effsurf")).read())
    hostile = '<a href="https://example.org">solutions</a><img src=x onerror="window.pwned=1">'
    document["scenario"]["series"][0]["name"] = hostile
    session = tmp_path / "hostile.effsurf"
    session.write_text(json.dumps(document))
    named = tmp_path / "hostile.html"
    cli("export", "--session", session, "--figure", "all", "--format", "html", "--out", named, parse=False)
    assert open_ready(firefox, named)["ready"]
    assert firefox.evaluate("document.querySelectorAll('#page a, #page img').length") == 0
    assert firefox.evaluate("window.pwned === undefined")
    assert firefox.evaluate(f"Array.from(document.querySelectorAll('.legendtext')).some(t => t.textContent === {json.dumps(hostile)})")
    # Cut short: said so.
    cut = tmp_path / "cut.html"
    cut.write_bytes(open(named, "rb").read()[: os.path.getsize(named) // 2])
    state = open_ready(firefox, cut)
    assert not state["ready"] and "cut short" in state["error"], state


@pytest.mark.skipif(not os.environ.get("DISPLAY"), reason="headless Firefox has no WebGL; the test command runs an X server")
def test_in_firefox_the_point_is_hidden_exactly_where_the_surface_hides_it(firefox, cli, tmp_path):
    page = tmp_path / "point.html"
    cli("export", "--preset", "amdahl-basics", "--camera", "isometric", "--figure", "all", "--format", "html", "--out", page, parse=False)
    assert open_ready(firefox, page)["ready"]
    firefox.evaluate("window.effsurfPage.setField('s', '1e-3'); window.effsurfPage.setField('N', '1e6')")
    assert firefox.evaluate("window.effsurfPage.currentPointAt()") is not None  # in the valley, seen from the front
    firefox.evaluate("window.effsurfPage.surface.turn(180, 0, 1)")
    deadline = time.time() + 600  # lint: polling (plotly applies a camera in its next frame)
    while firefox.evaluate("window.effsurfPage.currentPointAt()") is not None and time.time() < deadline:  # lint: polling
        time.sleep(0.05)  # lint: polling
    assert firefox.evaluate("window.effsurfPage.currentPointAt()") is None  # from behind, the plateau hides it
    assert firefox.evaluate("window.effsurfPage.surface.projectedAt()") is not None


# Issue 47: a lecture as one page, stepped in Firefox by the clicker's keys; every step's words and numbers are
# what effsurf-cli tour prints (core, GCC), a question hides the numbers until R reveals them.
@pytest.mark.parametrize("tour", ["deep-networks", "docs/examples/predict-then-reveal.effsurf-tour"])
def test_a_lecture_steps_by_its_keys_with_every_steps_words_and_numbers(firefox, cli, tmp_path, tour):
    if tour.endswith(".effsurf-tour"):
        tour = os.path.join(os.environ["EFFSURF_SOURCE_DIR"], tour)
    page = tmp_path / "lecture.html"
    cli("export", "--lecture", tour, "--out", page, "--force", parse=False)
    steps = cli("tour", tour, "--json")["steps"]
    assert open_ready(firefox, page)["ready"]
    key = lambda name: firefox.evaluate(f"""document.body.dispatchEvent(
        new KeyboardEvent('keydown', {{key: '{name}', bubbles: true, cancelable: true}}))""")
    for index, expected in enumerate(steps):
        if index > 0:
            key("PageDown")
        if expected["question"]:
            assert firefox.evaluate("document.getElementById('readout-efficiency').textContent") == "?"
            assert firefox.evaluate("document.getElementById('lecture-narration').hidden")
            key("r")
        shown = firefox.evaluate("""(() => ({position: document.getElementById('lecture-position').textContent,
            narration: document.getElementById('lecture-narration').textContent,
            formula: document.getElementById('lecture-formula').getAttribute('aria-label'),
            efficiency: Number(document.getElementById('readout-efficiency').dataset.value),
            speedup: Number(document.getElementById('readout-speedup').dataset.value)}))()""")
        where = f"{tour} step {index + 1}"
        assert shown["position"] == f"Step {index + 1} of {len(steps)}", where
        assert shown["narration"] == expected["narration"], where
        assert shown["formula"] == expected["formula"], where
        assert shown["efficiency"] == pytest.approx(expected["efficiency"], rel=1e-12), where
        assert shown["speedup"] == pytest.approx(expected["speedup"], rel=1e-12), where
    # Firefox typesets the step's formula from core's MathML.
    assert firefox.evaluate("document.querySelectorAll('#lecture-formula math mfrac').length") >= 1
    assert firefox.errors() == []
