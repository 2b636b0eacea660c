#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Benchmark of the interactive page (printed, not a timed test): in headless
Chromium on this machine, the page's first render (from the start of its
script to the surface and the four charts drawn) and one step of the s
slider (the input event to the frame that shows it painted: core evaluates,
plotly redraws the charts; the 3D view's point is moved over it, the surface
is not drawn again), median and 95th percentile over 60 steps; and the page's
size. Three browser setups: WebGL on the CPU with the whole page composited
through it, WebGL on the CPU with the page composited in software (what
Chrome does without a GPU it can composite with), and no WebGL at all.

Usage: web/bench-page.py BUILD_DIR   (e.g. build/release)
Also a change that draws the surface again (the precision, the E axis), median of 10,
and the page's size. Targets (issue 46): an s step at most 33 ms median and 50 ms p95,
a precision or log-E change at most 150 ms, in the setup that composites in software."""

import os
import platform
import statistics
import subprocess
import sys
import tempfile

here = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(here, "tests"))
from conftest import cli_environment, make_browser, open_page  # noqa: E402

STEPS = """
const done = arguments[arguments.length - 1];
const slider = document.getElementById('s-slider');
const times = [];
let i = 0;
function step() {
  if (i >= 60) { done(times); return; }
  const start = performance.now();
  slider.value = String(-10 + 8 * (i % 30) / 29);
  slider.dispatchEvent(new Event('input', {bubbles: true}));
  // The handler runs at once (core evaluates, plotly redraws); the frame
  // that shows it is painted before the task after its animation frame.
  requestAnimationFrame(() => setTimeout(() => { times.push(performance.now() - start); ++i; step(); }, 0));
}
step();
"""

# A change that draws the surface again: the precision (the surface and the charts) and the E axis.
SURFACE_CHANGES = """
const done = arguments[arguments.length - 1];
const precision = document.getElementById('precision'), logE = document.getElementById('log-e');
const times = {precision: [], logE: []};
let i = 0;
function step() {
  if (i >= 20) { done(times); return; }
  const start = performance.now();
  const which = i % 2 === 0 ? 'precision' : 'logE';
  if (which === 'precision') { precision.value = precision.value === 'fp16' ? 'fp64' : 'fp16'; precision.dispatchEvent(new Event('change')); }
  else { logE.checked = !logE.checked; logE.dispatchEvent(new Event('change')); }
  // Each change measured alone: two more frames let whatever follows it (the performance chart's legend, drawn
  // a frame after the surface) finish before the next change starts.
  requestAnimationFrame(() => setTimeout(() => { times[which].push(performance.now() - start); ++i;
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(step, 0))); }, 0));
}
step();
"""


def cpu_model():
    with open("/proc/cpuinfo") as info:
        for line in info:
            if line.startswith("model name"):
                return line.split(":", 1)[1].strip()
    return platform.processor()


def main():
    build = os.path.abspath(sys.argv[1] if len(sys.argv) > 1 else os.path.join(here, "..", "build", "release"))
    cli = os.path.join(build, "app", "effsurf-cli")
    with tempfile.TemporaryDirectory() as scratch:
        page = os.path.join(scratch, "page.html")
        subprocess.run([cli, "export", "--preset", "summit-hpl-hpcg", "--figure", "all", "--format", "html", "--out", page],
                       check=True, env=cli_environment(), capture_output=True)
        print(f"{cpu_model()}, {os.cpu_count()} cores; page of {os.path.getsize(page) / 1e6:.2f} MB (target < 5 MB)")
        configurations = (
            (True, True, "WebGL (SwiftShader, on the CPU), page composited with SwiftShader too"),
            (True, False, "WebGL (SwiftShader), page composited in software (--disable-gpu-compositing)"),
            (False, False, "no WebGL (charts only)"))
        for webgl, gpu_compositing, label in configurations:
            browser = make_browser(webgl=webgl, gpu_compositing=gpu_compositing)
            try:
                firsts = []
                for _ in range(3):
                    open_page(browser, page)
                    firsts.append(browser.execute_script("return window.effsurfPage.firstRenderMs"))
                browser.set_script_timeout(120)
                steps = browser.execute_async_script(STEPS)
                p95 = sorted(steps)[int(0.95 * len(steps)) - 1]
                line = (f"{label}: first render {min(firsts):.0f} ms (best of 3; target < 1500 ms), slider step median "
                        f"{statistics.median(steps):.1f} ms, p95 {p95:.1f} ms (targets 33 and 50 ms)")
                if webgl:
                    changes = browser.execute_async_script(SURFACE_CHANGES)
                    line += (f"; precision change median {statistics.median(changes['precision']):.0f} ms, log-E change median "
                             f"{statistics.median(changes['logE']):.0f} ms (target 150 ms)")
                print(line)
            finally:
                browser.quit()


if __name__ == "__main__":
    main()
