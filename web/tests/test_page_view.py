# SPDX-License-Identifier: MIT
"""The exported page tells the app's truth (issue 46): it draws the window's
surface of the scenario (core's, compared value for value with effsurf-cli
surface), from the window's cameras; the current point is where its
configuration is on that surface or hidden where the surface hides it; the
logarithmic E axis is coloured as the app's; a page cut short says so; and
names a user typed are shown as text."""

import io
import json
import math
import os
import time

import pytest

from conftest import HANG_GUARD_SECONDS, make_browser, open_page, severe_console_entries
from screen_pixels import glyphs_left_of_the_map, shown_text

LAWS = ["amdahl", "gustafson", "sun-ni", "timeline", "training", "parallel-training"]
RESOLUTION = 121  # the page's grid: a vertex every 0.1 decade


def export_page(cli, path, *arguments):
    cli("export", *arguments, "--figure", "all", "--format", "html", "--out", path, "--force", parse=False)
    return str(path)


def app_surface(cli, page):
    """E on the window's surface of the page's scenario, as effsurf-cli surface --session computes it (core::ScenarioSurface)."""
    text = cli("surface", "--session", page, "--grid", f"{RESOLUTION}x{RESOLUTION}", "--out", "-", parse=False)
    return [float(line.split(",")[5]) for line in text.strip().splitlines()[1:]]


@pytest.mark.parametrize("law", LAWS)
def test_the_page_draws_the_apps_surface_for_every_law_at_two_precisions(cli, tmp_path, law, browser_without_webgl):
    drawn = {}
    for precision in ("fp64", "fp16"):
        page = export_page(cli, tmp_path / f"{law}-{precision}.html", "--preset", "amdahl-basics", "--law", law, "--precision", precision)
        expected = app_surface(cli, page)
        assert open_page(browser_without_webgl, page)["ready"]
        shown = browser_without_webgl.execute_script(f"return window.effsurfPage.surfaceValues({RESOLUTION})")
        assert len(shown) == len(expected) == RESOLUTION * RESOLUTION
        # The same C++ compiled twice (GCC, Emscripten): equal to the last bits but for the libraries' log and pow.
        worst = max(abs(a - b) / max(abs(b), 1e-300) for a, b in zip(shown, expected))
        assert worst < 1e-12, (law, precision, worst)
        drawn[precision] = shown
    # The precision's speed factor reaches the surface (the page drew k = 1 for every law before): a large
    # model's datatype acts through its model, not through s, so its surface is Amdahl's at both.
    differs = max(abs(a - b) for a, b in zip(drawn["fp64"], drawn["fp16"]))
    assert (differs == 0.0) if law == "parallel-training" else (differs > 0.1), (law, differs)


def camera_angles(camera):
    """Azimuth and elevation (degrees, the window's Q3DCamera convention) of plotly's camera on the page's box, whose y is -log10 s."""
    x, y, z = (camera["eye"][k] for k in "xyz")
    return math.degrees(math.atan2(-x, -y)), math.degrees(math.atan2(z, math.hypot(x, y)))


def test_the_page_looks_from_the_apps_cameras(browser, cli, tmp_path):
    # The window's presets, as ui's SurfaceProjection documents them: front 0°/12°, top (a map) 90°, isometric -28°/26°.
    window = {"front": (0.0, 12.0), "isometric": (-28.0, 26.0)}
    page = export_page(cli, tmp_path / "isometric.html", "--preset", "amdahl-basics", "--camera", "isometric")
    assert open_page(browser, page)["ready"]
    assert browser.find_element("id", "camera").get_attribute("value") == "isometric"
    import effsurf

    offered = browser.execute_script("return Array.from(document.getElementById('camera').options).map(o => o.value)")
    assert offered == list(effsurf.names("cameras"))
    for name in ("isometric", "front", "top"):
        browser.execute_script("const box = document.getElementById('camera'); box.value = arguments[0];"
                               "box.dispatchEvent(new Event('change'))", name)
        camera = browser.execute_script("return window.effsurfPage.surface.camera()")
        # The axes' names: plotly's on the 3D view; under the map (where plotly would set them on the tick labels).
        axes = browser.execute_script("""const scene = document.getElementById('surface')._fullLayout.scene;
            return {x: scene.xaxis.title.text, y: scene.yaxis.title.text, ticks: scene.xaxis.ticktext,
                    named: !document.getElementById('surface-map-axes').hidden};""")
        if name == "top":
            assert camera["eye"]["x"] == pytest.approx(0, abs=1e-9) and camera["eye"]["y"] == pytest.approx(0, abs=1e-9)
            assert camera["projection"]["type"] == "orthographic"
            assert (camera["up"]["x"], camera["up"]["y"]) == (0, -1)  # s rises upwards on the map, as in the window
            # No title over the ticks, and no N = 1 beside s = 10⁻¹² in the corner.
            assert (axes["x"], axes["y"], axes["named"], axes["ticks"][0]) == ("", "", True, "10²"), axes
            # Every character of the s axis's labels is drawn: plotly draws 3D text as triangles, and a thin
            # superscript minus fell between the pixels of some (10⁻⁶ read "10 ⁶").
            ticks = browser.execute_script("return document.getElementById('surface')._fullLayout.scene.yaxis.ticktext")
            assert sorted(glyphs_left_of_the_map(browser)) == sorted(len(shown_text(text)) for text in ticks), ticks
            continue
        assert (axes["x"], axes["y"], axes["named"], axes["ticks"][0]) == ("processors N", "serial fraction s", False, "1"), axes
        azimuth, elevation = camera_angles(camera)
        assert azimuth == pytest.approx(window[name][0], abs=1e-6) and elevation == pytest.approx(window[name][1], abs=1e-6)
        assert camera["projection"]["type"] == "perspective"
    # The preset's own view (the window opens amdahl-basics from the front), and the window's default without one.
    front = export_page(cli, tmp_path / "preset.html", "--preset", "amdahl-basics")
    assert open_page(browser, front)["ready"]
    assert camera_angles(browser.execute_script("return window.effsurfPage.surface.camera()")) == pytest.approx(window["front"])
    session = tmp_path / "no-view.effsurf"
    document = json.loads(open(os.path.join(os.environ["EFFSURF_SOURCE_DIR"], "resources", "presets", "amdahl-basics.effsurf")).read())
    del document["view"]
    session.write_text(json.dumps(document))
    plain = export_page(cli, tmp_path / "no-view.html", "--session", session)
    assert open_page(browser, plain)["ready"]
    assert camera_angles(browser.execute_script("return window.effsurfPage.surface.camera()")) == pytest.approx(window["isometric"])


def hover(browser, at):
    """Moves the mouse to pane position `at`; returns what is under it (log10 N, log10 s) as the page's tip says
    and as plotly's own GPU picking says (the vertex it reports), each None where nothing is."""
    from selenium.webdriver.common.action_chains import ActionChains

    surface = browser.find_element("id", "surface")
    box = browser.execute_script("""
        const pane = document.getElementById('surface-pane').getBoundingClientRect();
        const plot = document.getElementById('surface').getBoundingClientRect();
        const tip = document.getElementById('surface-tip');
        tip.hidden = true;
        delete tip.dataset.n;
        window.plotlyPicked = null;
        return [plot.left - pane.left, plot.top - pane.top, plot.width, plot.height];""")
    x, y = round(at["x"] - box[0] - box[2] / 2), round(at["y"] - box[1] - box[3] / 2)
    ActionChains(browser).move_to_element_with_offset(surface, x + 2, y).move_to_element_with_offset(surface, x, y).perform()
    deadline = time.monotonic() + HANG_GUARD_SECONDS  # lint: polling (the tip follows in the next frame, plotly picks in its next)
    while time.monotonic() < deadline:  # lint: polling
        picked = browser.execute_script("""const tip = document.getElementById('surface-tip');
            const page = tip.hidden ? null : [Math.log10(Number(tip.dataset.n)), Math.log10(Number(tip.dataset.s))];
            return window.plotlyPicked && page ? [page, window.plotlyPicked] : null""")
        if picked:
            return picked
        time.sleep(0.05)  # lint: polling
    return None, None


# The cases (a textbook exercise, a plateau and a valley point, s = 0 and s = 1) and the frame's corners.
CASES = [("1e-5", "1e4"), ("1e-3", "1e6"), ("0.2", "16"), ("0", "16"), ("1", "16"),
         ("1e-12", "1"), ("1e-12", "1e12"), ("1", "1"), ("1", "1e12")]


def where_drawn(browser, s, n):
    assert browser.execute_script("return window.effsurfPage.setField('s', arguments[0]) + window.effsurfPage.setField('N', arguments[1])",
                                  s, n) == ""
    state = browser.execute_script("const v = window.effsurfPage.surface; return {drawn: v.pointAt(), projected: v.projectedAt(),"
                                   " inward: v.projectNear(0.15)}")
    log_n = math.log10(float(n))
    log_s = min(max(math.log10(float(s)) if float(s) > 0 else -12.0, -12.0), 0.0)  # drawn at the frame's edge, as in the window
    return state, log_n, log_s


def test_the_point_is_where_its_configuration_is_on_the_surface_or_hidden(cli, tmp_path):
    page = export_page(cli, tmp_path / "point.html", "--preset", "amdahl-basics", "--camera", "isometric")
    browser = make_browser(webgl=True, width=1400, height=1600)
    try:
        assert open_page(browser, page)["ready"]
        # The page answers the hover itself: plotly's picking pass, a second render of the surface after every
        # change, is off (the speed of a precision or log-E change, issue 46).
        assert browser.execute_script(
            "return document.getElementById('surface')._fullLayout.scene._scene.glplot.objects.every((o) => o.drawPick === null)")
        # plotly's own picking (a second render of the surface by the GPU, off in the page for speed) on: the
        # independent answer to "what is under the point" that the page's hover and its occlusion must agree with.
        browser.execute_script("""window.effsurfPage.surface.pickWithPlotly(true);
            document.getElementById('surface').on('plotly_hover', function (event) {
              const p = event.points && event.points[0];
              if (p) window.plotlyPicked = [p.x, -p.y];
            });""")
        seen = {}
        for turned in (False, True):
            if turned:
                # From behind the s = 10⁻¹² edge: the plateau now stands between the camera and the valley.
                view = "return JSON.stringify(document.getElementById('surface')._fullLayout.scene._scene.glplot.cameraParams.view)"
                before = browser.execute_script(view)
                browser.execute_script("window.effsurfPage.surface.turn(180, 0, 1)")
                # plotly applies a camera in its next frame (later on a busy machine): until then the screen and its
                # picking show the old one. Wait for that frame, and one more for the page to follow it.
                deadline = time.monotonic() + HANG_GUARD_SECONDS  # lint: polling (ends when plotly drew the new camera)
                while browser.execute_script(view) == before and time.monotonic() < deadline:  # lint: polling
                    time.sleep(0.05)  # lint: polling
                browser.execute_async_script("const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done))")
            for s, n in CASES:
                state, log_n, log_s = where_drawn(browser, s, n)
                assert state["projected"], (s, n)
                edge = log_n in (0.0, 12.0) or log_s in (-12.0, 0.0)
                # On the frame's edge half the marker lies off the mesh: the surface just inside it is what is under it.
                tip, picked = hover(browser, state["inward"] if edge else state["projected"])
                near = picked is not None and abs(picked[0] - log_n) <= 0.35 and abs(picked[1] - log_s) <= 0.35
                drawn = state["drawn"] is not None
                assert drawn == near, f"s = {s}, N = {n}, turned {turned}: drawn {drawn}, under it the surface at {picked}"
                # The page's tip names the place plotly picks, within half a grid cell (plotly names a vertex).
                assert tip == pytest.approx(picked, abs=0.15), f"s = {s}, N = {n}, turned {turned}: tip {tip}, plotly {picked}"
                seen[(turned, s, n)] = drawn
        # Both happen: every case shows from the window's camera, and from behind the valley's points are hidden.
        assert all(seen[(False, s, n)] for s, n in CASES)
        assert not seen[(True, "1e-3", "1e6")] and seen[(True, "0.2", "16")]
        # The app's floating label and its leader line down to the point.
        browser.execute_script("window.effsurfPage.surface.setCamera('isometric')")
        where_drawn(browser, "1e-5", "1e4")
        assert browser.find_element("id", "current-label").text == "E = 0.9091"
        assert browser.execute_script("return window.effsurfPage.surface.leader().length") >= 1
        assert severe_console_entries(browser) == []
    finally:
        browser.quit()


def test_logarithmic_e_is_coloured_and_labelled_as_the_apps_log_e_figure(browser, cli, tmp_path):
    # Summit's preset shows E on a log axis (HPCG near 1 %), as the window and its exported --log-e figure do.
    page = export_page(cli, tmp_path / "summit.html", "--preset", "summit-hpl-hpcg")
    assert open_page(browser, page)["ready"]
    assert browser.find_element("id", "log-e").is_selected()
    trace = browser.execute_script("""const d = document.getElementById('surface').data[0];
        return {cmin: d.cmin, cmax: d.cmax, scale: d.colorscale, color: d.surfacecolor, z: d.z,
                bar: [d.colorbar.tickvals, d.colorbar.ticktext]};""")
    layout = browser.execute_script("return document.getElementById('surface').layout.scene.zaxis")
    # Decades only on the E axis (no minor "2" and "5"), from 10⁻⁴ to 1; the colour bar as the app's: decades and the 0.5 band.
    assert [shown_text(text) for text in layout["ticktext"]] == ["10⁻⁴", "10⁻³", "10⁻²", "10⁻¹", "1"]
    assert trace["bar"][1] == ["10⁻⁴", "10⁻³", "10⁻²", "10⁻¹", "0.5", "1"]
    assert trace["bar"][0] == pytest.approx([0, 0.25, 0.5, 0.75, (math.log10(0.5) + 4) / 4, 1])
    # Every vertex coloured by log10 E: at s = 10⁻⁵ (row 70), N = 10⁶ (column 60) E = 1/(1 + (10⁶ - 1) 10⁻⁵) = 0.0990.
    e = 1 / (1 + (1e6 - 1) * 1e-5)
    assert trace["color"][70][60] == pytest.approx((math.log10(e) + 4) / 4, rel=1e-9)
    assert trace["z"][70][60] == pytest.approx(math.log10(e), rel=1e-9)
    # Not the colour of E ≈ 0 everywhere: the vertices span the whole map.
    colours = [c for row in trace["color"] for c in row]
    assert min(colours) == 0 and max(colours) == 1
    assert all(any(q / 4 <= c < (q + 1) / 4 for c in colours) for q in range(4))
    assert sum(c < 0.05 for c in colours) < len(colours) / 2
    # Viridis with the app's dark band: matplotlib's #440154 at 0, #21918c at 0.5 (E = 10⁻²), #fde725 at 1.
    scale = dict((round(p, 6), c) for p, c in trace["scale"])
    assert scale[0] == "#440154" and scale[1] == "#fde725"
    assert scale[0.5] in ("#21918c", "#21908d", "#20918c")
    assert any(c == "#101018" for c in scale.values())
    # The bar as drawn: its pixel at 10⁻² is viridis' middle.
    bar = browser.find_element("css selector", "#surface .colorbar .cbfill")
    png = bar.screenshot_as_png
    import matplotlib.image

    pixels = matplotlib.image.imread(io.BytesIO(png), format="png")
    middle = (pixels[pixels.shape[0] // 2, pixels.shape[1] // 2, :3] * 255).round()
    assert all(abs(a - b) <= 12 for a, b in zip(middle, (0x21, 0x91, 0x8c))), middle


HOSTILE = '<a href="https://example.org/answers">Click here for the solutions</a> <b>bold</b><br><img src=x onerror="window.pwned=1">'


def test_names_users_typed_are_shown_as_text(cli, tmp_path, source_dir, browser):
    document = json.loads(open(os.path.join(source_dir, "tests", "data", "sessions", "schema1-2026-12-01-measured-series.effsurf")).read())
    document["scenario"]["series"][0]["name"] = HOSTILE
    session = tmp_path / "hostile.effsurf"
    session.write_text(json.dumps(document))
    page = export_page(cli, tmp_path / "hostile.html", "--session", session)
    assert open_page(browser, page)["ready"]
    found = browser.execute_script("""
        const root = document.getElementById('page');
        return {links: root.querySelectorAll('a').length, images: root.querySelectorAll('img').length,
                bold: Array.from(root.querySelectorAll('svg b, svg tspan')).filter(t => /font-weight: ?bold/.test(t.getAttribute('style') || '')).length,
                legends: Array.from(document.querySelectorAll('.legendtext')).map(t => t.textContent),
                pwned: window.pwned === 1}""")
    assert found["links"] == 0 and found["images"] == 0 and found["bold"] == 0 and not found["pwned"], found
    # The series on the surface: its points and its fitted law, drawn in the window's colour for it.
    assert browser.execute_script("return window.effsurfPage.surface.fits().filter(d => d.length > 0).length") == 1
    colours = browser.execute_script("""return [getComputedStyle(document.querySelector('#current-leader path.fit')).stroke,
        document.getElementById('chart-speedup').data.filter(t => t.mode === 'markers' && t.legendgroup === 'series0')[0].marker.color]""")
    assert colours[1].startswith("#") and colours[0] == "rgb({}, {}, {})".format(*(int(colours[1][i:i + 2], 16) for i in (1, 3, 5)))
    # Both charts' legends read the name as typed, tags and all.
    assert sum(HOSTILE in text for text in found["legends"]) >= 2, found["legends"]
    assert severe_console_entries(browser) == []


def cut_page(source, path, length):
    path.write_bytes(open(source, "rb").read()[:length])
    return path


def test_a_page_cut_short_broken_or_without_javascript_says_what_is_wrong(cli, tmp_path, browser_without_webgl):
    page = export_page(cli, tmp_path / "whole.html", "--preset", "amdahl-basics")
    size = os.path.getsize(page)
    text = open(page, encoding="utf-8").read()
    # Cut in the middle of plotly, of core, just before the page's own code, and in the page's data.
    code = text.index("window.effsurfPageStarted = true")
    for where, length in (("plotly", size // 3), ("core", size * 9 // 10), ("the page's code", len(text[:code].encode()) - 50),
                          ("the data", len(text[:text.index('id="effsurf-page-data"')].encode()) + 20)):
        cut = cut_page(page, tmp_path / "cut.html", length)
        state = open_page(browser_without_webgl, cut)
        assert not state["ready"], where
        box = browser_without_webgl.find_element("id", "page-error")
        assert box.is_displayed() and "incomplete" in box.text and "cut short" in box.text, (where, box.text)
    # Data that is no longer effsurf's is named as such, not blamed on the browser.
    broken = tmp_path / "broken.html"
    broken.write_text(text.replace('"systems":[]', '"systems":7', 1), encoding="utf-8")
    assert '"systems":7' in broken.read_text(encoding="utf-8")
    state = open_page(browser_without_webgl, broken)
    assert not state["ready"] and "page's data" in state["error"] and "browser" not in state["error"], state
    browser_without_webgl.get_log("browser")  # its console.error is this test's, not the next one's
    # Without JavaScript: the <noscript> message, not a blank page.
    from selenium.webdriver.chrome.options import Options  # noqa: F401 (the prefs below are Chromium's)

    browser = make_browser(webgl=False, javascript=False)
    try:
        browser.get("file://" + os.path.abspath(page))
        shown = browser.find_element("css selector", "noscript + *, body").text
        assert "JavaScript" in shown and "switched off" in shown, shown
    finally:
        browser.quit()


def page_data(path):
    """The page's embedded data: what the app places on its surface (ui's SystemPoint::placed), its series."""
    text = open(path, encoding="utf-8").read()
    start = text.index('id="effsurf-page-data">') + len('id="effsurf-page-data">')
    return json.loads(text[start:text.index("</script>", start)])


def shown_on_page(browser):
    """What the page shows of a lesson: points and labels on the surface, letters and names on the charts, the law's fields."""
    return browser.execute_script("""
        const surface = window.effsurfPage.surface;

        const texts = (id) => Array.from(document.querySelectorAll('#chart-' + id + ' .textpoint text, #chart-' + id + ' .legendtext'))
                                   .map(t => t.textContent);
        const fields = {};
        for (const control of document.querySelectorAll('#law-parameter-fields [data-name]'))
          fields[control.dataset.name] = control.tagName === 'SELECT' ? [control.value, control.options[control.selectedIndex].text]
                                                                     : control.value;
        return {points: surface ? surface.points().length : 0, labels: surface ? surface.labels().map(l => l.text) : null,
                speedup: texts('speedup'), efficiency: texts('efficiency'), plane: texts('plane'), fields: fields};""")


def lessons(source_dir, kind):
    """Every preset, or every built-in tour's step (each scenario once), as (name, export arguments, the scenario's JSON)."""
    found = []
    if kind == "presets":
        for name in sorted(os.listdir(os.path.join(source_dir, "resources", "presets"))):
            document = json.load(open(os.path.join(source_dir, "resources", "presets", name)))
            found.append((name, ["--preset", name[: -len(".effsurf")]], document["scenario"]))
        return found
    seen = set()
    for name in sorted(os.listdir(os.path.join(source_dir, "resources", "tours"))):
        tour = json.load(open(os.path.join(source_dir, "resources", "tours", name)))
        for number, step in enumerate(tour["steps"], start=1):
            key = json.dumps(step["state"], sort_keys=True)
            if key not in seen:
                seen.add(key)
                found.append((f"{tour['id']} step {number}", ["--tour", f"{tour['id']}:{number}"], step["state"]))
    return found


# The tours' steps: test_lecture.py walks each tour as one lecture page (its steps' systems, charts and fields).
@pytest.mark.parametrize("kind", ["presets"])
def test_every_lesson_shows_on_the_page_what_the_app_places(cli, tmp_path, source_dir, kind, browser, browser_without_webgl):
    # The presets with the 3D view (its points and labels); the tours' steps (their charts and fields) without, for time.
    browser = browser if kind == "presets" else browser_without_webgl
    browser.get_log("browser")  # what earlier tests left in the shared browser's console
    checked = 0
    for name, arguments, scenario in lessons(source_dir, kind):
        page = export_page(cli, tmp_path / "lesson.html", *arguments)
        placed = page_data(page)["placed"]
        assert open_page(browser, page)["ready"], name
        shown = shown_on_page(browser)
        # Every point the window places on its surface is drawn, and every label it shows is on the page (as text).
        if kind == "presets":
            assert shown["points"] == len(placed), (name, shown["points"], len(placed))
            assert shown["labels"] == [p["label"] for p in placed if p["labelled"]], name
        # Snapshots A-D lettered as in the app, on the surface and on the speedup, efficiency and plane charts.
        letters = [s["label"] for s in scenario.get("snapshots", [])]
        assert [p["label"] for p in placed if p["kind"] == "snapshot"] == letters, name
        for chart in ("speedup", "efficiency", "plane"):
            assert all(letter in shown[chart] for letter in letters), (name, chart, shown[chart])
        # The systems the lesson selected, each with its HPL point and, where the list has one, its HPCG point.
        systems = scenario.get("selectedSystems", [])
        assert len([p for p in placed if p["kind"] == "hpl"]) == len(systems), name
        # A large model's run with its model, its depth and its layout editable.
        if scenario.get("law") == "parallel-training":
            run = scenario["trainingRun"]
            model = run["model"]
            if isinstance(model, str):
                assert shown["fields"]["run.model"][0] == model, name  # a preset model, by its id
            else:
                assert shown["fields"]["run.model"][1] == model.get("name", shown["fields"]["run.model"][1]), name
            if isinstance(model, dict) and "layers" in model:
                assert shown["fields"]["run.layers"] == str(model["layers"]), name
            assert shown["fields"]["run.p"] == str(run["layout"]["pipelineParallel"]), name
        checked += 1
    assert checked >= (5 if kind == "presets" else 12)  # five presets; six tours of five steps, many alike
    assert severe_console_entries(browser) == []


def test_the_deep_networks_comparison_can_be_made_on_the_page(cli, tmp_path, browser_without_webgl):
    browser = browser_without_webgl  # fields and numbers: no 3D needed
    # The preset shows B (192 layers on 24 stages, 3072 GPUs); the student makes A (24 layers on 3 stages) from it.
    page = export_page(cli, tmp_path / "deep.html", "--preset", "deep-networks")
    assert open_page(browser, page)["ready"]
    b = browser.execute_script("return window.effsurfPage.readout().efficiency")
    for name, value in (("run.p", "3"), ("run.layers", "24")):
        assert browser.execute_script("return window.effsurfPage.setField(arguments[0], arguments[1])", name, value) == "", name
    a = browser.execute_script("return window.effsurfPage.readout()")
    snapshots = browser.execute_script("return window.effsurfPage.snapshots()")
    assert [s["label"] for s in snapshots] == ["A", "B"]
    # The page's A is the lesson's snapshot A, to the last digit; shallower is more efficient.
    assert a["processors"] == snapshots[0]["processors"] == 384
    assert a["efficiency"] == snapshots[0]["efficiency"] and snapshots[1]["efficiency"] == b
    assert a["efficiency"] > b + 0.05, (a["efficiency"], b)
    assert browser.find_element("id", "parameter-run.model").get_attribute("value") == "custom"
    # Refused as the app refuses, with a word for a count.
    message = browser.execute_script("return window.effsurfPage.setField('run.t', 'eight')")
    assert message == "tensor parallel t: expected a whole number such as 8, got 'eight'"


def test_summits_hpl_and_hpcg_points_and_labels_stay_clear_of_the_current_point(cli, tmp_path, browser):
    page = export_page(cli, tmp_path / "summit.html", "--preset", "summit-hpl-hpcg", "--camera", "isometric")
    assert open_page(browser, page)["ready"]
    kinds = [p["kind"] for p in page_data(page)["placed"]]
    assert kinds.count("hpl") == 1 and kinds.count("hpcg") == 1  # HPCG is placed as in the window
    # Both drawn on the surface (HPCG on the slope, in front of nothing that hides it from this camera).
    points = browser.execute_script("return window.effsurfPage.surface.points()")
    assert [p["kind"] for p in points if p["shown"]].count("hpcg") == 1, points
    # The current configuration is Summit's HPL run: its label must not lie on the current point or its "E = ..." label.
    state = browser.execute_script("""
        const pane = document.getElementById('surface-pane').getBoundingClientRect();
        const box = document.getElementById('current-label').getBoundingClientRect();
        return {point: window.effsurfPage.currentPointAt(), labels: window.effsurfPage.surface.labels(),
                current: {left: box.left - pane.left, top: box.top - pane.top, right: box.right - pane.left, bottom: box.bottom - pane.top}};""")
    summit = [label for label in state["labels"] if label["text"].startswith("Summit")]
    assert summit and summit[0]["shown"], state["labels"]
    rect, point, current = summit[0]["rect"], state["point"], state["current"]
    overlaps = lambda a, b: a["left"] < b["right"] and b["left"] < a["right"] and a["top"] < b["bottom"] and b["top"] < a["bottom"]
    assert not overlaps(rect, current), (rect, current)
    assert not overlaps(rect, {"left": point["x"] - 8, "right": point["x"] + 8, "top": point["y"] - 8, "bottom": point["y"] + 8})


def wait_for_file(path):
    deadline = time.monotonic() + HANG_GUARD_SECONDS  # lint: polling (a hang guard while the browser writes a download)
    while not (path.exists() and path.stat().st_size > 0) and time.monotonic() < deadline:  # lint: polling
        time.sleep(0.05)  # lint: polling
    time.sleep(0.2)  # lint: polling (the download's last bytes)
    return path


def test_a_link_a_saved_page_and_a_chart_png_keep_the_students_edits(cli, tmp_path):
    page = export_page(cli, tmp_path / "lesson.html", "--preset", "amdahl-basics")
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    browser = make_browser(webgl=False, downloads=downloads)  # the fields, the address and the files: no 3D needed
    try:
        assert open_page(browser, page)["ready"]
        # The student types s, moves N with the keyboard and picks FP16.
        field = browser.find_element("id", "s-field")
        field.clear()
        field.send_keys("0.002\n")
        from selenium.webdriver.common.keys import Keys
        from selenium.webdriver.support.ui import Select

        browser.find_element("id", "n-slider").send_keys(Keys.PAGE_UP)
        Select(browser.find_element("id", "precision")).select_by_value("fp16")
        edited = browser.execute_script("return window.effsurfPage.readout()")
        assert edited["serialFraction"] == 0.002 and edited["precision"] == "fp16"
        address = browser.current_url
        assert "#" in address and "s=0.002" in address, address
        # The link reproduces them in a fresh load.
        browser.get("about:blank")
        assert open_page(browser, page)["ready"]  # without the fragment: the lesson as exported
        assert browser.execute_script("return window.effsurfPage.readout().serialFraction") != 0.002
        browser.get("about:blank")  # (from the same page, only the fragment would change: no new load)
        browser.get(address)
        assert open_page(browser, None)["ready"]
        again = browser.execute_script("return window.effsurfPage.readout()")
        assert (again["serialFraction"], again["processors"], again["precision"]) == (0.002, edited["processors"], "fp16")
        # "Save as page": the page again with the edits, which it shows and the app reads.
        browser.find_element("id", "save-page").click()
        saved = wait_for_file(downloads / "lesson (edited).html")
        session = cli("session", saved, "--output", "-", parse=False)
        assert session == browser.execute_script("return window.effsurfPage.sessionText()")
        import effsurf

        read = effsurf.read_figure(saved)
        assert read.scenario.s == 0.002 and read.scenario.efficiency() == again["efficiency"]
        assert open_page(browser, saved)["ready"]
        assert browser.execute_script("return window.effsurfPage.readout().efficiency") == again["efficiency"]
        # A PNG of a chart, from its toolbar.
        browser.execute_script("document.querySelector('#chart-speedup .modebar-btn[data-title^=Download]').click()")
        png = wait_for_file(downloads / "lesson (edited) speedup.png")  # named after the page shown: the saved one
        assert png.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
    finally:
        browser.quit()



def test_on_a_phone_the_view_fits_the_width_and_a_finger_scrolls_past_it(cli, tmp_path):
    page = export_page(cli, tmp_path / "phone.html", "--preset", "amdahl-basics", "--camera", "isometric")
    browser = make_browser(webgl=True, width=412, height=915)
    try:
        # A 412 x 915 phone (a Pixel 7's CSS pixels) with a touch screen.
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 412, "height": 915, "deviceScaleFactor": 2.625, "mobile": True})
        browser.execute_cdp_cmd("Emulation.setTouchEmulationEnabled", {"enabled": True, "maxTouchPoints": 5})
        assert open_page(browser, page)["ready"]
        layout = browser.execute_script("""
            const plot = document.getElementById('surface').getBoundingClientRect();
            const pane = document.getElementById('surface-pane').getBoundingClientRect();
            return {width: document.documentElement.scrollWidth, inner: window.innerWidth,
                    plot: {left: plot.left - pane.left, top: plot.top - pane.top, right: plot.right - pane.left, bottom: plot.bottom - pane.top,
                           height: plot.height},
                    corners: window.effsurfPage.surface.boxCorners()};""")
        assert layout["width"] <= layout["inner"], layout  # nothing wider than the screen
        assert layout["plot"]["height"] <= 0.62 * 915, layout["plot"]  # a margin of page to scroll by
        plot = layout["plot"]
        for corner in layout["corners"]:
            assert plot["left"] <= corner["x"] <= plot["right"] and plot["top"] <= corner["y"] <= plot["bottom"], (corner, plot)
        # One finger dragged up over the view scrolls the page and leaves the camera as it was.
        browser.execute_script("document.getElementById('surface').scrollIntoView({block: 'start'}); window.scrollBy(0, -40)")
        before = browser.execute_script("return [window.scrollY, JSON.stringify(window.effsurfPage.surface.camera().eye)]")
        box = browser.execute_script("const r = document.getElementById('surface').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height * 0.7]")
        x, y = box
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x, "y": y}]})
        for step in range(1, 11):
            browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y - 25 * step}]})
        browser.execute_cdp_cmd("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
        deadline = time.monotonic() + HANG_GUARD_SECONDS  # lint: polling (the scroll lands in a later frame)
        after = before
        while after[0] <= before[0] + 100 and time.monotonic() < deadline:  # lint: polling
            time.sleep(0.05)  # lint: polling
            after = browser.execute_script("return [window.scrollY, JSON.stringify(window.effsurfPage.surface.camera().eye)]")
        assert after[0] > before[0] + 100, (before, after)
        assert after[1] == before[1]
    finally:
        browser.quit()


def test_a_screen_reader_and_a_keyboard_reach_every_number(cli, tmp_path, browser):
    from selenium.webdriver.common.keys import Keys

    page = export_page(cli, tmp_path / "keys.html", "--preset", "amdahl-basics", "--camera", "isometric")
    assert open_page(browser, page)["ready"]
    assert browser.execute_script("return window.effsurfPage.setField('s', '1e-3')") == ""
    slider = browser.find_element("id", "s-slider")
    # The slider's value read as s in the app's notation, not as its exponent.
    assert slider.get_attribute("aria-valuetext") == "s = 0.001"
    # One live region, for what a change did, said once.
    assert browser.execute_script("return document.querySelectorAll('[aria-live]').length") == 1
    # Keys: a tenth of a decade, a hundredth with Shift, Page Up to the next decade (each to the next step's multiple).
    for keys, exponent in (((Keys.ARROW_RIGHT,), -2.9), ((Keys.SHIFT, Keys.ARROW_RIGHT), -2.89), ((Keys.PAGE_UP,), -2.0),
                           ((Keys.ARROW_LEFT,), -2.1)):
        slider.send_keys(*keys)
        s = browser.execute_script("return window.effsurfPage.readout().serialFraction")
        assert s == pytest.approx(10 ** exponent, rel=1e-9), (keys, s)
    readout = browser.execute_script("return window.effsurfPage.readout()")
    spoken = browser.find_element("id", "announce").get_attribute("textContent")
    shown = browser.find_element("id", "s-field").get_attribute("value")  # core's notation, 4 digits
    assert slider.get_attribute("aria-valuetext") == "s = " + shown, shown
    assert spoken.startswith("s = ") and ": E = " in spoken and spoken.count("E = ") == 1, spoken
    # The 3D view from the keyboard: arrows turn it by 5 degrees, + zooms in, 0 returns to the chosen view.
    view = browser.find_element("id", "surface")
    start = camera_angles(browser.execute_script("return window.effsurfPage.surface.camera()"))
    view.send_keys(Keys.ARROW_LEFT)
    turned = camera_angles(browser.execute_script("return window.effsurfPage.surface.camera()"))
    assert turned[0] == pytest.approx(start[0] - 5, abs=1e-6) and turned[1] == pytest.approx(start[1], abs=1e-6)
    distance = lambda: math.dist([0, 0, 0], [browser.execute_script("return window.effsurfPage.surface.camera().eye")[k] for k in "xyz"])
    far = distance()
    view.send_keys("+")
    assert distance() < far
    view.send_keys("0")
    assert camera_angles(browser.execute_script("return window.effsurfPage.surface.camera()")) == pytest.approx(start)
    # The charts' text alternative: a table of their curves at every decade of N, core's numbers.
    assert browser.execute_script("return document.getElementById('chart-speedup').getAttribute('aria-describedby')") == "data-table"
    rows = browser.execute_script("""return Array.from(document.querySelectorAll('#data-rows tr')).map(
        r => Array.from(r.children).map(c => c.dataset.value || c.textContent))""")
    assert len(rows) == 13 and rows[3][0] == "1000"
    e = 1 / (1 + (1000 - 1) * readout["serialFraction"])
    assert float(rows[3][2]) == pytest.approx(e, rel=1e-12)


def test_at_200_percent_zoom_the_page_reflows_and_the_3d_labels_thin_out(cli, tmp_path):
    page = export_page(cli, tmp_path / "zoom.html", "--preset", "amdahl-basics")
    browser = make_browser(webgl=True, width=1400, height=1100)
    try:
        assert open_page(browser, page)["ready"]
        wide = browser.execute_script("return document.getElementById('surface').layout.scene.xaxis.tickvals.length")
        # 200 %: a 1400-pixel window shows 700 CSS pixels.
        browser.execute_cdp_cmd("Emulation.setDeviceMetricsOverride", {"width": 700, "height": 550, "deviceScaleFactor": 2, "mobile": False})
        browser.execute_script("window.effsurfPage.setField('precision', 'fp32')")  # draws the surface again at the new size
        zoomed = browser.execute_script("return document.getElementById('surface').layout.scene.xaxis.tickvals.length")
        assert wide == 7 and zoomed < wide, (wide, zoomed)
        assert browser.execute_script("return document.documentElement.scrollWidth <= window.innerWidth")
    finally:
        browser.quit()
