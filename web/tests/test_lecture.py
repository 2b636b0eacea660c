# SPDX-License-Identifier: MIT
"""The lecture as a page (issue 47): a tour exported with effsurf-cli export
--lecture (File > Export lecture as page in the window) walks its steps in
the browser by keys and buttons; at every step the page shows the words
and numbers effsurf-cli tour prints for it (core, compiled by GCC: the
window's tour panel shows the same, tests/ui/tours/LecturePageTest.cpp),
the systems the window places on that step, and the student may move the
sliders and come back to the step's values. A step's question hides the
numbers until R or Next reveals them. A link keeps the step."""

import json
import os

import pytest
from selenium.webdriver.common.keys import Keys

from conftest import make_browser, open_page, severe_console_entries
from test_page_view import page_data, shown_on_page, wait_for_file

BUILTIN_TOURS = ["amdahl-surface", "top500-hpl-hpcg", "piz-daint", "half-precision", "performance-wall", "deep-networks"]


def export_lecture(cli, path, tour):
    cli("export", "--lecture", tour, "--out", path, "--force", parse=False)
    return str(path)


def page_state(browser):
    """The lecture's panel and the readout as the student sees them (the readout's numbers at full precision)."""
    return browser.execute_script("""
        const text = (id) => document.getElementById(id).textContent;
        const value = (id) => document.getElementById(id).dataset.value;
        const formula = document.getElementById('lecture-formula');
        return {position: text('lecture-position'), title: text('lecture-title'), narration: text('lecture-narration'),
                narrationShown: !document.getElementById('lecture-narration').hidden,
                question: document.getElementById('lecture-question').hidden ? null : text('lecture-question'),
                formula: formula.getAttribute('aria-label'), formulaShown: !formula.hidden,
                formulas: formula.querySelectorAll('math').length, fractions: formula.querySelectorAll('mfrac').length,
                efficiency: value('readout-efficiency'), speedup: value('readout-speedup'), seff: value('readout-seff'),
                shownEfficiency: text('readout-efficiency'), next: text('lecture-next'),
                previousEnabled: !document.getElementById('lecture-previous').disabled,
                backEnabled: !document.getElementById('lecture-back').disabled,
                announced: text('announce'), heading: text('title'), hash: location.hash};""")


def press(browser, key):
    """A presenter's key on the page itself (the focus on no field), as a clicker sends it."""
    from selenium.webdriver.common.action_chains import ActionChains

    browser.execute_script("document.activeElement && document.activeElement.blur && document.activeElement.blur()")
    ActionChains(browser).send_keys(key).perform()


def assert_step_as_printed(state, expected, count, where):
    assert state["position"] == f"Step {expected['step']} of {count}", where
    assert state["title"] == expected["title"], where
    assert state["narration"] == expected["narration"], (where, state["narration"], expected["narration"])
    assert state["formula"] == expected["formula"], (where, state["formula"], expected["formula"])
    if expected["formula"]:
        assert state["formulas"] == expected["formula"].count("; ") + 1, where
    # The same C++ compiled twice (GCC, Emscripten): equal but for the libraries' log and pow in the last bits.
    for key, printed in (("efficiency", "efficiency"), ("speedup", "speedup"), ("seff", "s_eff")):
        assert float(state[key]) == pytest.approx(expected[printed], rel=1e-12, abs=0), (where, key)


@pytest.mark.parametrize("tour", BUILTIN_TOURS)
def test_every_step_shows_the_words_numbers_and_systems_of_the_apps_step(cli, tmp_path, tour, browser_without_webgl):
    browser = browser_without_webgl  # words, numbers, charts and fields: no 3D needed (the WebGL test is below)
    browser.get_log("browser")  # what earlier tests left in the shared browser's console
    page = export_lecture(cli, tmp_path / f"{tour}.html", tour)
    printed = cli("tour", tour, "--json")
    steps = printed["steps"]
    data = page_data(page)["lecture"]
    states = [step["state"] for step in json.load(open(os.path.join(os.path.dirname(__file__), "..", "..", "resources", "tours",
                                                                     tour + ".json")))["steps"]]
    assert open_page(browser, page)["ready"], tour
    for index, expected in enumerate(steps):
        where = f"{tour} step {index + 1}"
        if index > 0:
            # The clicker's key, then the button: both step on.
            if index % 2:
                press(browser, Keys.PAGE_DOWN)
            else:
                browser.find_element("id", "lecture-next").click()
        state = page_state(browser)
        assert_step_as_printed(state, expected, len(steps), where)
        # The address holds the step (a page as it arrived has none: the first).
        assert state["heading"] == printed["title"] and state["hash"] == ("" if index == 0 else f"#step={index + 1}"), where
        assert state["previousEnabled"] == (index > 0) and not state["backEnabled"], where
        assert state["announced"].startswith(f"Step {index + 1}: ") or index == 0, where
        # What the window places on this step: the systems the tour's step selects, each with its HPL point.
        placed = data["steps"][index]["placed"]
        shown = shown_on_page(browser)
        systems = states[index].get("selectedSystems", [])
        assert len([p for p in placed if p["kind"] == "hpl"]) == len(systems), where
        assert ("TOP500 HPL" in shown["plane"]) == bool(systems), (where, shown["plane"])
        # A large model's run with its model, its depth and its layout editable, as the step sets them.
        if states[index].get("law") == "parallel-training":
            run = states[index]["trainingRun"]
            model = run["model"]
            if isinstance(model, str):
                assert shown["fields"]["run.model"][0] == model, where
            elif "layers" in model:
                assert shown["fields"]["run.layers"] == str(model["layers"]), where
            assert shown["fields"]["run.p"] == str(run["layout"]["pipelineParallel"]), where
    # The last step: Next is done; Page Up goes back a step.
    assert browser.execute_script("return document.getElementById('lecture-next').disabled")
    press(browser, Keys.PAGE_UP)
    assert_step_as_printed(page_state(browser), steps[-2], len(steps), f"{tour} back")
    assert severe_console_entries(browser) == []


def test_the_student_moves_a_slider_and_returns_to_the_steps_values(cli, tmp_path, browser_without_webgl):
    browser = browser_without_webgl
    page = export_lecture(cli, tmp_path / "amdahl.html", "amdahl-surface")
    steps = cli("tour", "amdahl-surface", "--json")["steps"]
    assert open_page(browser, page)["ready"]
    browser.find_element("id", "lecture-next").click()
    # Step 2 at N = 10^6 instead of 10^4: the narration's live numbers follow the slider, as the window's do.
    assert browser.execute_script("return window.effsurfPage.setField('N', '1e6')") == ""
    moved = page_state(browser)
    assert moved["backEnabled"] and moved["narration"] != steps[1]["narration"]
    assert "N = 10⁶" in moved["narration"], moved["narration"]
    assert float(moved["efficiency"]) == pytest.approx(1 / (1 + (1e6 - 1) * 1e-3), rel=1e-12)
    assert moved["hash"] == "#step=2&N=1e6"
    # A link with the step and the edit opens there.
    browser.get("file://" + os.path.abspath(page) + "#step=2&N=1e6")
    browser.refresh()
    assert open_page(browser, None)["ready"]
    linked = page_state(browser)
    assert linked["position"] == "Step 2 of 5" and linked["narration"] == moved["narration"]
    assert linked["hash"] == "#step=2&N=1e6", linked["hash"]  # the address keeps what the link applied
    # The step may stand anywhere in a link: the edits are applied at it.
    browser.get("file://" + os.path.abspath(page) + "#N=1e6&step=2")
    browser.refresh()
    assert open_page(browser, None)["ready"]
    assert page_state(browser)["narration"] == moved["narration"] and page_state(browser)["hash"] == "#step=2&N=1e6"
    browser.find_element("id", "lecture-back").click()
    back = page_state(browser)
    assert_step_as_printed(back, steps[1], len(steps), "back to step 2")
    assert not back["backEnabled"] and back["hash"] == "#step=2"
    # A link to a step the lecture does not have says so and opens at the first.
    browser.get("file://" + os.path.abspath(page) + "#step=9")
    browser.refresh()
    assert open_page(browser, None)["ready"]
    assert "step \"9\" is not one of this lecture's steps, 1 to 5" in browser.find_element("id", "field-message").text
    assert page_state(browser)["position"] == "Step 1 of 5"


def test_a_question_hides_the_numbers_until_r_or_next_reveals_them(cli, tmp_path, source_dir, browser_without_webgl):
    browser = browser_without_webgl
    tour = os.path.join(source_dir, "docs", "examples", "predict-then-reveal.effsurf-tour")
    page = export_lecture(cli, tmp_path / "quiz.html", tour)
    steps = cli("tour", tour, "--json")["steps"]
    assert open_page(browser, page)["ready"]
    asked = page_state(browser)
    assert asked["question"].startswith("Question: " + steps[0]["question"]), asked["question"]
    assert not asked["narrationShown"] and not asked["formulaShown"] and asked["next"] == "Reveal ▶"
    assert asked["shownEfficiency"] == "?" and asked["efficiency"] == "", asked
    assert asked["announced"] == "" or "E = ?" in asked["announced"], asked["announced"]
    assert browser.execute_script("return document.getElementById('readout-limit').textContent") == ""
    # R reveals: the numbers are the step's; the next key then steps on.
    press(browser, "r")
    assert_step_as_printed(page_state(browser), steps[0], 2, "revealed")
    press(browser, Keys.ARROW_RIGHT)
    second = page_state(browser)
    assert second["position"] == "Step 2 of 2" and second["shownEfficiency"] == "?" and not second["narrationShown"]
    # Next (the button, as Page Down) reveals first, and stays on the step.
    browser.find_element("id", "lecture-next").click()
    assert_step_as_printed(page_state(browser), steps[1], 2, "revealed by Next")
    # Back to the first question: asked again.
    press(browser, Keys.PAGE_UP)
    assert page_state(browser)["shownEfficiency"] == "?"
    # Nothing else tells the answer while it is hidden: the formula's text, the charts' point, the table by decade.
    hidden = browser.execute_script("""return {formula: document.getElementById('lecture-formula').getAttribute('aria-label'),
        table: document.getElementById('data-table').hidden,
        points: Array.from(document.querySelectorAll('.chart-point')).map((p) => p.title)}""")
    assert hidden["formula"] == "" and hidden["table"], hidden
    assert hidden["points"] and all(title.endswith("= ?") for title in hidden["points"]), hidden["points"]
    # Keys typed in a field are the field's: "r" in the N field reveals nothing.
    field = browser.find_element("id", "n-field")
    field.send_keys("r")
    assert page_state(browser)["shownEfficiency"] == "?"


def test_a_step_sets_its_camera_and_places_its_systems_on_the_3d_view(cli, tmp_path, browser):
    page = export_lecture(cli, tmp_path / "top500.html", "top500-hpl-hpcg")
    tour = json.load(open(os.path.join(os.path.dirname(__file__), "..", "..", "resources", "tours", "top500-hpl-hpcg.json")))
    data = page_data(page)["lecture"]
    assert open_page(browser, page)["ready"]
    for index, step in enumerate(tour["steps"]):
        if index > 0:
            press(browser, Keys.PAGE_DOWN)
        # The view as core's camera preset puts it (the top view a map without perspective).
        camera, preset = browser.execute_script("return [window.effsurfPage.surface.camera(), window.effsurfPage.surface.presetCamera()]")
        assert camera["projection"]["type"] == preset["projection"]["type"] == ("orthographic" if step["view"]["camera"] == "top" else "perspective")
        assert [camera["eye"][k] for k in "xyz"] == pytest.approx([preset["eye"][k] for k in "xyz"], abs=1e-6), index
        points = browser.execute_script("return window.effsurfPage.surface.points()")
        assert len(points) == len(data["steps"][index]["placed"]), index
        assert [p["kind"] for p in points].count("hpl") == len(step["state"].get("selectedSystems", [])), index
        # The current point is drawn (or hidden where the surface hides it), for the step's configuration.
        assert browser.execute_script("return window.effsurfPage.readout().processors") == pytest.approx(step["state"]["processors"])
    assert severe_console_entries(browser) == []


def core_translations(source_dir, code, context_name="core"):
    """The window's translations of core's sentences (context "core" of resources/translations/effsurf_CODE.ts), or of another context."""
    import xml.etree.ElementTree as ElementTree

    root = ElementTree.parse(os.path.join(source_dir, "resources", "translations", f"effsurf_{code}.ts")).getroot()
    for context in root.iter("context"):
        if context.findtext("name") == context_name:
            return {m.findtext("source"): m.findtext("translation") for m in context.iter("message")}
    return {}


def fill(pattern, *args):
    """%1, %2, ... filled in one pass, as core's Message::fill."""
    import re

    return re.sub(r"%([1-9])", lambda m: str(args[int(m.group(1)) - 1]), pattern)


def test_a_lecture_exported_in_german_speaks_german(cli, tmp_path, source_dir, browser_without_webgl):
    browser = browser_without_webgl
    page = tmp_path / "de.html"
    cli("export", "--lecture", "amdahl-surface", "--language", "de", "--out", page, parse=False)
    english = cli("tour", "amdahl-surface", "--json")["steps"]
    german = cli("tour", "amdahl-surface", "--language", "de", "--json")["steps"]
    assert german[0]["narration"] != english[0]["narration"] and german[0]["formula"] == english[0]["formula"]
    assert open_page(browser, str(page))["ready"]
    shown = browser.execute_script("""const text = (selector) => document.querySelector(selector).textContent;
        return {lang: document.documentElement.lang, next: text('#lecture-next'), position: text('#lecture-position'),
                narration: text('#lecture-narration'), s: text('label[for=s-field]'),
                slider: document.getElementById('s-slider').getAttribute('aria-label'),
                plane: text('#chart-plane .gtitle'), axis: text('#chart-plane .xtitle')};""")
    assert shown == {"lang": "de", "next": "Weiter ▶", "position": "Schritt 1 von 5", "narration": german[0]["narration"],
                     "s": "serieller Anteil s", "slider": "serieller Anteil s (logarithmische Skala)", "plane": "Die (N, s)-Ebene",
                     "axis": "Prozessoren N"}, shown
    # Its numbers are the same as the English page's (core's, in the decimal point notation).
    press(browser, Keys.PAGE_DOWN)
    assert float(page_state(browser)["efficiency"]) == pytest.approx(german[1]["efficiency"], rel=1e-12)
    assert page_state(browser)["position"] == "Schritt 2 von 5"
    # Core's sentences are German too: the law's explanation, the gain ceiling and a refusal read as the
    # window's translations of core's patterns have them (the page finds each pattern with core's MessageCatalog).
    de = core_translations(source_dir, "de")
    amdahl = [source for source in de if source.startswith("Amdahl's law: ")]
    assert len(amdahl) == 1
    assert browser.find_element("id", "law-sentence").text == de[amdahl[0]]
    assert browser.find_element("id", "readout-limit").text == fill(de["gain ceiling 1/s' = %1"], "1000")
    field = browser.find_element("id", "s-field")
    field.clear()
    field.send_keys("1.5\n")
    assert browser.find_element("id", "field-message").text == fill(
        de["%1: %2"], de["serial fraction s"], fill(de["must lie in [%1, %2], got %3"], "0", "1", "1.5"))
    assert browser.find_element("id", "field-message").text == "serieller Anteil s: muss in [0, 1] liegen, nicht 1.5"


def test_a_german_page_cut_short_or_without_javascript_says_so_in_german(cli, tmp_path, source_dir, browser_without_webgl):
    import re

    page = tmp_path / "de.html"
    cli("export", "--lecture", "amdahl-surface", "--language", "de", "--out", page, parse=False)
    whole = page.read_bytes()
    assert whole.startswith(b'<!DOCTYPE html>\n<html lang="de">'), whole[:40]
    words = core_translations(source_dir, "de", "InteractivePage")
    incomplete = words["This page is incomplete: its %1 end before the part that draws it. It was probably cut short while being "
                       "downloaded, copied or attached; ask for it again or export it again from effsurf."]
    assert incomplete.startswith("Diese Seite ist unvollständig"), incomplete
    # The loader's German, whether the browser also complained about the cut script or not; the size in German units
    # with the German decimal comma ("2,5 MB").
    amount = "(" + re.escape(words["%1 MB"]).replace("%1", r"[0-9]+,[0-9]") + "|" + re.escape(words["%1 kB"]).replace("%1", "[0-9]+") + ")"
    message = re.escape(incomplete).replace("%1", amount)
    said = re.escape(words["%1 (The browser says: %2)"]).replace("%1", message, 1).replace("%2", ".+")
    for length in (len(whole) // 3, len(whole) * 9 // 10):
        cut = tmp_path / "cut.html"
        cut.write_bytes(whole[:length])
        assert not open_page(browser_without_webgl, str(cut))["ready"]
        shown = browser_without_webgl.find_element("id", "page-error").text
        assert re.fullmatch(message, shown) or re.fullmatch(said, shown, re.S), shown
        # What a page cut short still shows around the message: its title, heading and footer, German too.
        heading = browser_without_webgl.find_element("id", "title").text
        assert heading == words["Efficiency surface"] and heading != "Efficiency surface", heading
        assert browser_without_webgl.title == heading
        footer = browser_without_webgl.find_element("tag name", "footer").text
        assert footer.startswith(words["Made with effsurf"] + " ") and "Made with" not in footer, footer
        assert words["every number on this page is computed by effsurf's core, compiled to WebAssembly, the same code as the "
                     "desktop program. Open this file in effsurf to continue as a session."] in footer, footer
    browser_without_webgl.get_log("browser")  # the cut pages' errors are this test's
    # Without JavaScript the <noscript> text, translated when the page was exported.
    browser = make_browser(webgl=False, javascript=False)
    try:
        browser.get("file://" + str(page))
        shown = browser.find_element("css selector", "noscript + *, body").text
        noscript = words["This page computes and draws with JavaScript, which this browser has switched off for it. Allow JavaScript "
                         "for this file, or open it in effsurf to continue as a session."]
        assert noscript in shown and "JavaScript" in noscript and "switched off" not in noscript, shown
    finally:
        browser.quit()


def test_a_lecture_saved_as_a_page_opens_at_its_step_with_the_students_values(cli, tmp_path):
    page = export_lecture(cli, tmp_path / "lecture.html", "amdahl-surface")
    downloads = tmp_path / "downloads"
    downloads.mkdir()
    browser = make_browser(webgl=False, downloads=downloads)
    try:
        assert open_page(browser, page)["ready"]
        press(browser, Keys.PAGE_DOWN)
        press(browser, Keys.PAGE_DOWN)
        assert browser.execute_script("return window.effsurfPage.setField('N', '1e8')") == ""
        left = page_state(browser)
        browser.find_element("id", "save-page").click()
        saved = wait_for_file(downloads / "lecture (edited).html")
        assert open_page(browser, saved)["ready"]
        again = page_state(browser)
        assert again["position"] == "Step 3 of 5" and again["title"] == left["title"] and again["narration"] == left["narration"]
        assert again["efficiency"] == left["efficiency"] and again["backEnabled"]
        browser.find_element("id", "lecture-back").click()
        assert page_state(browser)["narration"] == cli("tour", "amdahl-surface", "--json")["steps"][2]["narration"]
    finally:
        browser.quit()
