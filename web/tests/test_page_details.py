# SPDX-License-Identifier: MIT
"""The exported page's details a student meets (issue 46): the law explained
with its formula typeset, a page of one chart titled so, no E axis without
WebGL, a refused value's border gone once the state changes, isoefficiency
lines told apart without colour, no series in the current point's red; on
WebGL without a GPU, a 3D view drawn without multisampling."""

from conftest import open_page
from test_page_view import export_page



def test_the_law_is_explained_with_its_formula_typeset(cli, tmp_path, browser_without_webgl):
    browser = browser_without_webgl  # the text above the views: no 3D needed, and the module's one browser
    for law, formula in (("amdahl", "E = S/N = 1/(1 + (N − 1) s)"), ("sun-ni", "S = (s + (1 − s) G)/(s + (1 − s) G/N),  G = N^γ")):
        page = export_page(cli, tmp_path / f"{law}.html", "--preset", "amdahl-basics", "--law", law)
        assert open_page(browser, page)["ready"]
        shown = browser.execute_script("""
            const box = document.getElementById('law-formula');
            const fraction = box.querySelector('math mfrac');
            return {label: box.getAttribute('aria-label'), title: document.getElementById('law-title').textContent,
                    fraction: fraction ? fraction.getBoundingClientRect().height : 0,
                    line: parseFloat(getComputedStyle(box).fontSize)};""")
        assert shown["label"] == formula and shown["title"].startswith("The law: ")
        # Typeset: a fraction stands taller than a line of text.
        assert shown["fraction"] > 1.5 * shown["line"], shown


def test_the_smaller_things_a_student_meets(cli, tmp_path, browser_without_webgl):
    browser = browser_without_webgl
    # A page of the (N, s) plane alone is titled so.
    plane = tmp_path / "plane.html"
    cli("export", "--preset", "amdahl-basics", "--figure", "plane", "--format", "html", "--out", plane, parse=False)
    assert open_page(browser, plane)["ready"]
    assert browser.find_element("id", "title").text.startswith("(N, s) plane")
    # Without WebGL, no E axis or camera is offered for a 3D view that is not there.
    page = export_page(cli, tmp_path / "all.html", "--preset", "summit-hpl-hpcg")
    assert open_page(browser, page)["ready"]
    assert not browser.find_element("id", "log-e").is_displayed() and not browser.find_element("id", "camera").is_displayed()
    # A refused value's red border goes when the field shows the state again.
    field = browser.find_element("id", "s-field")
    field.clear()
    field.send_keys("1.5\n")
    assert "refused" in field.get_attribute("class")
    browser.execute_script("""const slider = document.getElementById('s-slider'); slider.value = '-4';
        slider.dispatchEvent(new Event('input', {bubbles: true})); slider.dispatchEvent(new Event('change', {bubbles: true}));""")
    assert "refused" not in field.get_attribute("class") and field.get_attribute("value") == "10⁻⁴"
    # Isoefficiency lines differ by dash too; no series or system is drawn in the current point's red.
    traces = browser.execute_script("return document.getElementById('chart-plane').data.map(t => [t.name, t.line && t.line.dash, t.marker && t.marker.color])")
    dashes = [dash for name, dash, _ in traces if name.startswith("E = ")]
    assert len(set(dashes)) == 3, traces
    assert all(colour != "#d62728" for name, _, colour in traces if name != "this configuration"), traces


def test_on_webgl_without_a_gpu_the_3d_view_draws_without_multisampling(cli, tmp_path, browser):
    # Multisampling cost a surface redraw on the CPU (the precision, the E axis) about 70 of its 165 ms: where
    # the renderer is software, the 3D view's context is made without it; any other canvas keeps the default.
    page = export_page(cli, tmp_path / "summit.html", "--preset", "summit-hpl-hpcg")
    assert open_page(browser, page)["ready"]
    shown = browser.execute_script("""
        const contexts = Array.from(document.querySelectorAll('#surface canvas')).map((c) => c.getContext('webgl') || c.getContext('webgl2'))
                                                                               .filter((gl) => gl);
        const elsewhere = document.createElement('canvas');
        document.body.appendChild(elsewhere);
        const other = elsewhere.getContext('webgl');
        return {renderer: window.EffsurfWebGL.renderer, software: window.EffsurfWebGL.software,
                surface: contexts.map((gl) => gl.getContextAttributes().antialias),
                other: other.getContextAttributes().antialias};""")
    assert "SwiftShader" in shown["renderer"] and shown["software"] is True, shown
    assert shown["surface"] and not any(shown["surface"]), shown
    assert shown["other"] is True, shown
    # The surface is drawn all the same: the precision redraws it, and the point follows.
    browser.execute_script("window.effsurfPage.setField('precision', 'fp16')")
    assert browser.execute_script("return window.effsurfPage.readout().precision") == "fp16"
    assert browser.execute_script("return window.effsurfPage.currentPointAt()") is not None
