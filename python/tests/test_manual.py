# SPDX-License-Identifier: MIT
"""docs/python.md's worked analysis runs as written: its code blocks, in
order, in one namespace, in a scratch folder."""

import os
import re

import pytest


def code_blocks(path):
    with open(path, encoding="utf-8") as file:
        return re.findall(r"```python\n(.*?)```", file.read(), flags=re.S)


def test_the_worked_analysis_runs(source_dir, tmp_path, monkeypatch, capsys):
    blocks = code_blocks(os.path.join(source_dir, "docs", "python.md"))
    assert len(blocks) >= 4
    monkeypatch.chdir(tmp_path)
    namespace = {"__name__": "__manual__"}
    for block in blocks:
        exec(compile(block, "docs/python.md", "exec"), namespace)
    fits = namespace["fits"]
    # The fits find the serial fractions the files were written with.
    for node, s in namespace["truth"].items():
        assert fits.loc[node, "s_low"] <= s <= fits.loc[node, "s_high"] or fits.loc[node, "s"] == pytest.approx(s, rel=0.2)
    printed = capsys.readouterr().out
    assert "cpu-node: E = 0.740 at N =" in printed
    figure = tmp_path / "fits-on-the-surface.png"
    assert figure.stat().st_size > 20_000
    # A picture, not a blank page: many colours.
    import matplotlib.image

    pixels = matplotlib.image.imread(str(figure))
    assert len({tuple(p) for p in pixels[::7, ::7, :3].reshape(-1, 3).round(2)}) > 200
    target = os.environ.get("EFFSURF_MANUAL_IMAGE")
    if target:  # scripts/manual-screenshots.sh refreshes the manual's copy
        import shutil

        shutil.copyfile(figure, target)
