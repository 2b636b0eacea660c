# SPDX-License-Identifier: MIT
"""The interactive page effsurf exports, in headless Chromium: it loads
without a console error, its numbers are core's (effsurf-cli eval's to the
last digit), the sliders and fields move them, the surface is drawn, a page
without WebGL keeps its charts and says why, and nonsense is refused with
the app's messages."""

import io
import os
import re
import time

import pytest

from conftest import make_browser, open_page, severe_console_entries


@pytest.fixture(scope="module")
def pages(cli, tmp_path_factory):
    folder = tmp_path_factory.mktemp("pages")
    made = {}
    for preset, figure in (("summit-hpl-hpcg", "all"), ("half-precision-gpu-cluster", "all"), ("deep-networks", "all"),
                           ("amdahl-basics", "surface")):
        path = folder / f"{preset}-{figure}.html"
        cli("export", "--preset", preset, "--figure", figure, "--format", "html", "--out", path, parse=False)
        made[preset] = str(path)
    return made


def test_a_page_is_one_self_contained_file_under_5_mb(pages):
    for path in pages.values():
        text = open(path, encoding="utf-8").read()
        assert os.path.getsize(path) < 5 * 1024 * 1024
        # Nothing by reference: no script or style loaded from a URL (the
        # browser test below checks that loading fetched nothing at all).
        assert not re.search(r'<script[^>]+src=|<link[^>]+href=', text)
        assert 'id="effsurf-figure"' in text and "createEffsurfCore" in text


def test_loads_without_console_errors_with_core_numbers(browser, pages, cli):
    state = open_page(browser, pages["summit-hpl-hpcg"])
    assert state["ready"], state
    assert severe_console_entries(browser) == []
    # Offline from a USB stick: the page fetched nothing.
    assert browser.execute_script("return performance.getEntriesByType('resource').map(e => e.name)") == []
    readout = browser.execute_script("return window.effsurfPage.readout()")
    printed = cli("eval", "--n", repr(readout["processors"]), "--serial", repr(readout["serialFraction"]), "--json")
    assert readout["efficiency"] == printed["efficiency"] == pytest.approx(0.74006, abs=5e-6)
    assert readout["speedup"] == printed["speedup"]
    shown = browser.find_element("id", "readout-efficiency")
    assert float(shown.get_attribute("data-value")) == printed["efficiency"]
    assert shown.text == "0.7401"
    assert "effsurf" in browser.find_element("tag name", "footer").text
    # The precision box offers core's list, as the app's box and effsurf-cli do.
    import effsurf

    offered = browser.execute_script("return Array.from(document.getElementById('precision').options).map(o => [o.value, o.text])")
    assert offered == [list(item) for item in effsurf.names("precisions").items()]
    # The surface is drawn, not blank (on the page as loaded: one WebGL page less for the test command).
    assert browser.execute_script("return window.effsurfPage.webgl") is True
    png = browser.find_element("id", "surface").screenshot_as_png
    import matplotlib.image

    pixels = matplotlib.image.imread(io.BytesIO(png), format="png")
    colours = {tuple(p) for p in (pixels[::4, ::4, :3] * 255).astype(int).reshape(-1, 3).tolist()}
    assert len(colours) > 200, f"the surface shows only {len(colours)} colours"


@pytest.mark.parametrize("law,growth", [("amdahl", 0.5), ("gustafson", 0.5), ("sun-ni", 0.5)])
def test_every_closed_form_law_is_evaluated_by_core(cli, tmp_path, law, growth, browser_without_webgl):
    path = tmp_path / f"{law}.html"
    cli("export", "--law", law, "--serial", "1e-4", "--n", "4096", "--figure", "surface",
        "--format", "html", "--out", path, parse=False)
    browser = browser_without_webgl
    assert open_page(browser, path)["ready"]
    for s, n in (("1e-4", "4096"), ("3.3e-9", "123456789"), ("0.5", "7")):
        assert browser.execute_script(f"return window.effsurfPage.setField('s', '{s}')") == ""
        assert browser.execute_script(f"return window.effsurfPage.setField('N', '{n}')") == ""
        readout = browser.execute_script("return window.effsurfPage.readout()")
        printed = cli("eval", "--law", law, "--growth-exponent", growth, "--serial", s, "--n", n, "--json")
        assert (readout["efficiency"], readout["speedup"]) == (printed["efficiency"], printed["speedup"]), (s, n)


def test_the_s_slider_moves_the_readout_to_cores_value(browser_without_webgl, pages, cli):
    browser = browser_without_webgl  # readouts and charts: no 3D needed
    assert open_page(browser, pages["summit-hpl-hpcg"])["ready"]
    before = browser.find_element("id", "readout-efficiency").get_attribute("data-value")
    browser.execute_script("""
        const slider = document.getElementById('s-slider');
        slider.value = '-5';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    readout = browser.execute_script("return window.effsurfPage.readout()")
    assert readout["serialFraction"] == pytest.approx(1e-5, rel=1e-12)
    after = browser.find_element("id", "readout-efficiency").get_attribute("data-value")
    assert after != before
    printed = cli("eval", "--n", repr(readout["processors"]), "--serial", repr(readout["serialFraction"]), "--json")
    assert float(after) == printed["efficiency"]
    assert browser.find_element("id", "s-field").get_attribute("value") == "10⁻⁵"  # the app's format: a power of ten is just that
    # The N slider too, and every chart redrawn without an error in the console.
    browser.execute_script("""
        const slider = document.getElementById('n-slider');
        slider.value = '8';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    assert browser.execute_script("return window.effsurfPage.readout().processors") == 1e8
    assert severe_console_entries(browser) == []


def test_fields_refuse_what_the_app_refuses_with_its_messages(browser_without_webgl, pages):
    browser = browser_without_webgl  # fields and messages: no 3D needed (a WebGL page costs the test command seconds)
    import effsurf  # the same core's messages from Python

    assert open_page(browser, pages["summit-hpl-hpcg"])["ready"]
    field = browser.find_element("id", "s-field")
    before = browser.execute_script("return window.effsurfPage.readout().efficiency")
    field.clear()
    field.send_keys("1.5\n")
    message = browser.find_element("id", "field-message").text
    with pytest.raises(ValueError) as core_says:
        effsurf.efficiency(10, 1.5)
    assert message == str(core_says.value).split(": ", 1)[1]  # "serial fraction s: must lie in [0, 1], got 1.5"
    assert "refused" in field.get_attribute("class")
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") == before  # nothing changed
    n_field = browser.find_element("id", "n-field")
    n_field.clear()
    n_field.send_keys("-3\n")
    assert browser.find_element("id", "field-message").text == "N: must be at least 1, got −3"
    n_field.clear()
    n_field.send_keys("2.5×10⁶\n")  # the app's own notation is understood
    assert browser.execute_script("return window.effsurfPage.readout().processors") == 2.5e6
    assert browser.find_element("id", "field-message").text == ""


def test_the_current_point_follows_the_sliders_and_the_camera_without_redrawing_the_surface(browser, pages):
    assert open_page(browser, pages["summit-hpl-hpcg"])["ready"]
    browser.execute_script("""
        window.surfaceRedraws = 0;
        document.getElementById('surface').on('plotly_afterplot', () => ++window.surfaceRedraws);""")
    canvas = browser.execute_script("""
        const pane = document.getElementById('surface-pane').getBoundingClientRect();
        const canvas = document.querySelector('#surface canvas').getBoundingClientRect();
        return {left: canvas.left - pane.left, top: canvas.top - pane.top, width: canvas.width, height: canvas.height};""")
    before = browser.execute_script("return window.effsurfPage.currentPointAt()")
    assert before is not None
    assert canvas["left"] < before["x"] < canvas["left"] + canvas["width"]
    assert canvas["top"] < before["y"] < canvas["top"] + canvas["height"]
    # s from 1.45e-7 to 0.01 at N = 2.4e6: E falls from 0.74 to 4e-5, so the point drops down the screen.
    browser.execute_script("""
        const slider = document.getElementById('s-slider');
        slider.value = '-2';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    after = browser.execute_script("return window.effsurfPage.currentPointAt()")
    assert after["y"] > before["y"] + 50, (before, after)
    assert browser.execute_script("return window.surfaceRedraws") == 0  # the surface was not drawn again
    element = browser.find_element("id", "current-point")
    assert element.is_displayed() and browser.find_element("id", "current-label").text == "E = 4.141×10⁻⁵"
    # Turning the camera moves the point with the surface.
    browser.execute_script("Plotly.relayout('surface', {'scene.camera.eye': {x: 1.6, y: -1.6, z: 1.0}})")
    deadline = time.time() + 600  # lint: polling (a hang guard: the loop ends when the point moved)
    turned = after
    while abs(turned["x"] - after["x"]) <= 20 and time.time() < deadline:  # lint: polling
        time.sleep(0.05)  # lint: polling
        turned = browser.execute_script("return window.effsurfPage.currentPointAt()")
    assert abs(turned["x"] - after["x"]) > 20, (after, turned)
    # On the charts too: a step of N moves their points and redraws none of them (their curves do not depend on N).
    browser.execute_script("""
        window.chartRedraws = 0;
        for (const name of ['speedup', 'efficiency', 'performance', 'plane'])
          document.getElementById('chart-' + name).on('plotly_afterplot', () => ++window.chartRedraws);""")
    on_chart = browser.execute_script("return window.effsurfPage.chartPointAt('speedup')")
    browser.execute_script("""
        const slider = document.getElementById('n-slider');
        slider.value = '3';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    moved = browser.execute_script("return window.effsurfPage.chartPointAt('speedup')")
    assert moved["x"] < on_chart["x"] - 50, (on_chart, moved)  # N from 2.4e6 to 1000: leftwards
    assert browser.execute_script("return window.chartRedraws") == 0
    # N's whole range is the surface's: at N = 10^12 the point is on its edge, not gone.
    assert browser.execute_script("return window.effsurfPage.setField('N', '1e12')") == ""
    assert browser.execute_script("return window.effsurfPage.currentPointAt()") is not None
    # And N = 10^13 is refused as the app and effsurf-cli eval refuse it.
    assert browser.execute_script("return window.effsurfPage.setField('N', '1e13')") == "N: must lie in [1, 10¹²], got 10¹³"
    assert severe_console_entries(browser) == []


def set_parameter(browser, name, text):
    """Types `text` into the law parameter `name` (or picks it) as a student would; returns the page's message."""
    from selenium.webdriver.support.ui import Select

    control = browser.find_element("id", "parameter-" + name)
    if control.tag_name == "select":
        Select(control).select_by_value(text)
    else:
        control.clear()
        control.send_keys(text + "\n")
    return browser.find_element("id", "field-message").text


def test_the_laws_own_parameters_are_edited_with_cores_checks_and_the_caption_follows(cli, tmp_path, browser_without_webgl):
    pages = {}
    for law in ("timeline", "training", "parallel-training"):
        pages[law] = tmp_path / f"{law}.html"
        cli("export", "--law", law, "--n", "4096", "--figure", "all", "--format", "html", "--out", pages[law], parse=False)
    browser = browser_without_webgl
    # The timeline model: T(N)/T(1) = (1 - sum s_i)/N + sum s_i g(N) (docs/models.md §2).
    assert open_page(browser, pages["timeline"])["ready"]
    assert browser.find_element("id", "law-parameters").is_displayed()
    assert set_parameter(browser, "timeline.2.share", "1e-6") == ""
    shares = [4e-8, 1e-8, 1e-6, 2e-8]
    n = 4096.0
    expected = 1.0 / (n * ((1.0 - sum(shares)) / n + sum(shares)))
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") == pytest.approx(expected, rel=1e-12)
    caption = browser.find_element("id", "caption").text
    assert "communication 10⁻⁶ (constant)" in caption, caption
    assert set_parameter(browser, "timeline.2.growth", "3") == ""  # ∝ √N
    grown = 1.0 / (n * ((1.0 - sum(shares)) / n + sum(shares) - 1e-6 + 1e-6 * n ** 0.5))
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") == pytest.approx(grown, rel=1e-12)
    assert "communication 10⁻⁶ (∝ √N)" in browser.find_element("id", "caption").text
    before = browser.execute_script("return window.effsurfPage.readout().efficiency")
    message = set_parameter(browser, "timeline.0.share", "x")
    assert message.startswith("software") and "expected a number" in message, message
    assert "refused" in browser.find_element("id", "parameter-timeline.0.share").get_attribute("class")
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") == before

    # Data-parallel training: the app's refusals, and the caption.
    assert open_page(browser, pages["training"])["ready"]
    assert set_parameter(browser, "training.bandwidth", "0") == "bandwidth: must be greater than 0"
    before = browser.execute_script("return window.effsurfPage.readout().efficiency")
    assert set_parameter(browser, "training.bandwidth", "1e11") == ""
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") > before  # a faster network
    assert "B = 10¹¹ B/s" in browser.find_element("id", "caption").text

    # A large model's run: a layout that does not divide the model is refused, naming the field.
    assert open_page(browser, pages["parallel-training"])["ready"]
    before = browser.execute_script("return window.effsurfPage.readout()")
    message = set_parameter(browser, "run.t", "5")
    assert "tensor parallel" in message, message
    assert browser.execute_script("return window.effsurfPage.readout()") == before
    assert set_parameter(browser, "run.d", "8") == ""
    assert browser.execute_script("return window.effsurfPage.readout().processors") == 8 * 8 * 12
    assert "d 8 = 768 GPUs" in browser.find_element("id", "caption").text
    assert severe_console_entries(browser) == []


def test_without_webgl_the_charts_stay_and_the_page_says_why(pages, browser_without_webgl):
    browser = browser_without_webgl
    assert open_page(browser, pages["half-precision-gpu-cluster"])["ready"]
    assert severe_console_entries(browser) == []
    note = browser.find_element("id", "no-webgl")
    assert note.is_displayed() and "WebGL" in note.text
    for chart in ("speedup", "efficiency", "performance", "plane"):
        element = browser.find_element("id", "chart-" + chart)
        assert element.is_displayed()
        assert len(element.find_elements("css selector", "path.js-line")) >= 1, chart


@pytest.mark.parametrize("law", ["timeline", "training"])
def test_the_model_based_laws_are_the_desktop_cores(cli, tmp_path, law, browser_without_webgl):
    # The page's core (WebAssembly) against the desktop's (the Python module)
    # on the scenario the page itself carries: the same numbers, to the bit.
    import effsurf

    path = tmp_path / f"{law}.html"
    cli("export", "--law", law, "--n", "4096", "--precision", "fp16", "--figure", "all", "--format", "html", "--out", path,
        parse=False)
    browser = browser_without_webgl
    assert open_page(browser, path)["ready"]
    recorded = effsurf.read_figure(path).scenario
    readout = browser.execute_script("return window.effsurfPage.readout()")
    assert (readout["efficiency"], readout["speedup"], readout["sEff"]) == (
        recorded.efficiency(), recorded.speedup(), recorded.s_eff())
    assert browser.execute_script("return window.effsurfPage.setField('N', '100000')") == ""
    assert browser.execute_script("return window.effsurfPage.readout().efficiency") == recorded.efficiency(100000)


def test_both_training_models_in_the_page(browser_without_webgl, pages, cli):
    browser = browser_without_webgl
    assert open_page(browser, pages["deep-networks"])["ready"]
    readout = browser.execute_script("return window.effsurfPage.readout()")
    import effsurf

    session = effsurf.read_session(os.path.join(os.environ["EFFSURF_SOURCE_DIR"], "resources", "presets", "deep-networks.effsurf"))
    assert readout["efficiency"] == session.scenario.efficiency()
    assert open_page(browser, pages["half-precision-gpu-cluster"])["ready"]
    readout = browser.execute_script("return window.effsurfPage.readout()")
    session = effsurf.read_session(os.path.join(os.environ["EFFSURF_SOURCE_DIR"], "resources", "presets",
                                                "half-precision-gpu-cluster.effsurf"))
    assert readout["efficiency"] == session.scenario.efficiency()


def test_a_page_edited_into_nonsense_shows_an_error_not_a_blank_page(pages, tmp_path, browser_without_webgl):
    text = open(pages["summit-hpl-hpcg"], encoding="utf-8").read()
    browser = browser_without_webgl
    broken = tmp_path / "negative.html"
    broken.write_text(re.sub(r'"processors":2414592', '"processors":-5', text), encoding="utf-8")
    state = open_page(browser, broken)
    assert not state["ready"]
    box = browser.find_element("id", "page-error")
    assert box.is_displayed() and "not valid" in box.text and "N" in box.text
    cut = tmp_path / "cut.html"
    start = text.index('id="effsurf-figure">')
    cut.write_text(text[: start + 200] + "</script>" + text[text.index("</script>", start) + 9:], encoding="utf-8")
    state = open_page(browser, cut)
    assert not state["ready"] and "cannot be read" in browser.find_element("id", "page-error").text
    browser.get_log("browser")  # the broken pages' errors are this test's: the shared browser's next test reads its own


def test_effsurf_reads_a_page_back_as_its_scenario(pages, cli, tmp_path):
    svg = tmp_path / "again.svg"
    cli("export", "--from-figure", pages["summit-hpl-hpcg"], "--figure", "plane", "--format", "svg", "--out", svg, parse=False)
    assert "processors N" in svg.read_text()
    import effsurf

    read = effsurf.read_figure(pages["summit-hpl-hpcg"])
    assert read.figure == "all" and read.scenario.efficiency() == pytest.approx(0.74006, abs=5e-6)


def test_save_as_session_writes_the_apps_bytes_with_the_students_changes(cli, tmp_path, source_dir):
    # A lesson with measured series and a snapshot: what a page must not lose.
    page = tmp_path / "lesson 3.html"
    cli("export", "--session", os.path.join(source_dir, "tests", "data", "sessions", "schema1-2026-12-01-measured-series.effsurf"),
        "--figure", "all", "--format", "html", "--out", page, parse=False)
    reference = cli("session", page, "--output", "-", parse=False)
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    browser = make_browser(webgl=False, downloads=downloads)
    try:
        state = open_page(browser, page)
        assert state["ready"], state
        # Unchanged: the bytes effsurf-cli session (core's writer, the app's) writes from the same page.
        assert browser.execute_script("return window.effsurfPage.sessionText()") == reference
        # The student moves s; the button saves what the page shows now.
        assert browser.execute_script("return window.effsurfPage.setField('s', '0.002')") == ""
        browser.find_element("id", "save-session").click()
        saved = downloads / "lesson 3.effsurf"
        deadline = time.monotonic() + 600  # lint: polling (a hang guard while the browser writes the download)
        while not saved.exists() and time.monotonic() < deadline:  # lint: polling
            time.sleep(0.05)  # lint: polling
        assert saved.read_text(encoding="utf-8") == reference.replace('"serialFraction": 0.001,', '"serialFraction": 0.002,', 1)
    finally:
        browser.quit()
    import effsurf

    assert effsurf.read_session(saved).scenario.s == 0.002


def test_an_s_step_moves_the_charts_curves_to_cores_values_and_redraws_no_chart(browser_without_webgl, pages, cli):
    browser = browser_without_webgl  # the charts alone
    browser.get_log("browser")  # what earlier tests left in the shared browser's console
    """The curves that follow s are drawn over their charts (plotly draws a chart whole: three charts a step
    took 60 ms); they must still be core's numbers in plotly's axes, under the point, and in the PNG."""
    assert open_page(browser, pages["summit-hpl-hpcg"])["ready"]
    assert browser.execute_script("return window.effsurfPage.setField('N', '1e6')") == ""
    browser.execute_script("""
        window.chartRedraws = 0;
        for (const name of ['speedup', 'efficiency', 'performance', 'plane'])
          document.getElementById('chart-' + name).on('plotly_afterplot', () => ++window.chartRedraws);
        const slider = document.getElementById('s-slider');
        slider.value = '-4';
        slider.dispatchEvent(new Event('input', {bubbles: true}));""")
    assert browser.execute_script("return window.chartRedraws") == 0
    # Each decade's vertex where plotly's axes put core's value (effsurf-cli eval at s = 10^-4).
    for k in (0, 3, 6, 9, 12):
        printed = cli("eval", "--n", f"1e{k}", "--serial", "1e-4", "--json")
        for chart, value in (("speedup", printed["speedup"]), ("efficiency", printed["efficiency"])):
            drawn, expected = browser.execute_script(f"""
                const curve = window.effsurfPage.chartCurves('{chart}')[0];
                const layout = document.getElementById('chart-{chart}')._fullLayout;
                const i = {k} * 20;  // a vertex every 0.05 decade
                return [curve.points[i], [layout.xaxis.l2p({k}), layout.yaxis.l2p(layout.yaxis.d2l(arguments[0]))]];""", value)
            assert drawn == pytest.approx(expected, abs=1e-6), (chart, k)
    # The point is on its curve (its marker's centre at the curve's vertex of N = 10^6).
    on_curve = browser.execute_script("""
        const svg = document.querySelector('#chart-efficiency ~ .chart-curves').getBoundingClientRect();
        const dot = document.querySelector('#chart-efficiency ~ .chart-point').getBoundingClientRect();
        const vertex = window.effsurfPage.chartCurves('efficiency')[0].points[120];
        return [dot.left + dot.width / 2 - svg.left - vertex[0], dot.top + dot.height / 2 - svg.top - vertex[1]];""")
    assert on_curve == pytest.approx([0, 0], abs=1.0)
    # The pointer over a vertex tells its numbers, as plotly's hover told them.
    from selenium.webdriver.common.action_chains import ActionChains

    target = browser.execute_script("""
        const div = document.getElementById('chart-speedup'), box = div.getBoundingClientRect(), layout = div._fullLayout;
        const vertex = window.effsurfPage.chartCurves('speedup')[0].points[180];  // N = 10^9
        return [layout.xaxis._offset + vertex[0] - box.width / 2, layout.yaxis._offset + vertex[1] - box.height / 2];""")
    ActionChains(browser).move_to_element_with_offset(browser.find_element("id", "chart-speedup"), *target).perform()
    tip = browser.find_element("css selector", "#chart-speedup ~ .chart-tip")
    printed = cli("eval", "--n", "1e9", "--serial", "1e-4", "--json")
    assert tip.is_displayed() and tip.text == "N = 10⁹, S = " + browser.execute_script(
        "return window.effsurfPage.liveNumber(arguments[0], 4)", printed["speedup"])
    # Its legend entry hides it, as plotly's own curves.
    entry = browser.execute_script("""
        return Array.from(document.querySelectorAll('#chart-speedup .legend .traces'))
          .find((t) => t.textContent === 'S(N)').querySelector('.legendtext');""")
    ActionChains(browser).move_to_element(entry).click().perform()
    deadline = time.time() + 600  # lint: polling (a hang guard: plotly restyles on its own schedule)
    while browser.execute_script("return window.effsurfPage.chartCurves('speedup')[0].shown") and time.time() < deadline:  # lint: polling
        time.sleep(0.05)  # lint: polling
    assert not browser.execute_script("return window.effsurfPage.chartCurves('speedup')[0].shown")
    # The chart's PNG is drawn by plotly from a figure holding the curves and the point as its own traces.
    figure = browser.execute_script("""
        const f = window.effsurfPage.chartFigure('efficiency');
        return f.data.filter((t) => t.name === 'E(N)' || t.name === 'this configuration').map((t) => [t.name, t.x.length, t.y[120], t.y[0]]);""")
    printed = cli("eval", "--n", "1e6", "--serial", "1e-4", "--json")
    assert figure[0][:3] == ["E(N)", 241, printed["efficiency"]]
    assert figure[1] == ["this configuration", 1, None, printed["efficiency"]]
    assert severe_console_entries(browser) == []
