# SPDX-License-Identifier: MIT
"""Sessions and figures read into Python: the parameters they hold, checked
and evaluated by core, equal to what the app recorded."""

import glob
import json
import os

import pytest

import effsurf


def test_every_shipped_preset_reads(source_dir):
    presets = sorted(glob.glob(os.path.join(source_dir, "resources", "presets", "*.effsurf")))
    assert len(presets) >= 5
    for path in presets:
        session = effsurf.read_session(path)
        assert 0.0 < session.scenario.efficiency() <= 1.0
        for snapshot in session.snapshots.values():
            assert 0.0 < snapshot.efficiency() <= 1.0


def test_summit_preset_is_model_md(source_dir):
    session = effsurf.read_session(os.path.join(source_dir, "resources", "presets", "summit-hpl-hpcg.effsurf"))
    assert session.scenario.law == "amdahl" and session.scenario.N == 2414592
    assert session.scenario.efficiency() == pytest.approx(0.74006, abs=5e-6)
    assert session.scenario.efficiency() == effsurf.efficiency(session.scenario.N, session.scenario.s)


@pytest.mark.parametrize("extension", ["png", "svg", "pdf", "csv"])
def test_a_figure_says_what_it_was_drawn_with(cli, tmp_path, extension):
    out = tmp_path / f"figure.{extension}"
    figure = {"csv": "speedup", "svg": "surface", "png": "plane", "pdf": "plane"}[extension]
    cli("export", "--preset", "half-precision-gpu-cluster", "--figure", figure, "--format", extension, "--out", out,
        parse=False)
    read = effsurf.read_figure(out)
    assert read.figure == figure
    scenario = read.scenario
    assert scenario.precision == read.document["precision"]
    # The numbers the app recorded when it drew the figure are core's numbers now.
    assert scenario.efficiency() == read.recorded["efficiency"]
    assert scenario.speed_factor == read.recorded["speedFactor"]
    # The caption the figure carries, and the one Python gives, are core's.
    assert scenario.caption() == read.recorded["caption"]
    assert "effsurf" in read.written_by


def test_broken_files_name_file_and_field(tmp_path, source_dir):
    preset = os.path.join(source_dir, "resources", "presets", "amdahl-basics.effsurf")
    text = open(preset).read()
    truncated = tmp_path / "cut.effsurf"
    truncated.write_text(text[: len(text) // 2])
    with pytest.raises(ValueError, match=r"cut\.effsurf: broken JSON at line \d+"):
        effsurf.read_session(truncated)
    document = json.loads(text)
    document["scenario"]["processors"] = -3
    wrong = tmp_path / "wrong.effsurf"
    wrong.write_text(json.dumps(document))
    with pytest.raises(ValueError, match=r"wrong\.effsurf: scenario\.N: must lie in \[1, "):
        effsurf.read_session(wrong)
    document["scenario"]["processors"] = "many"
    wrong.write_text(json.dumps(document))
    with pytest.raises(ValueError, match=r"wrong\.effsurf: scenario\.processors: expected a number"):
        effsurf.read_session(wrong)
    with pytest.raises(FileNotFoundError):
        effsurf.read_session(tmp_path / "none.effsurf")
    plain = tmp_path / "plain.png"
    plain.write_bytes(b"\x89PNG\r\n\x1a\n" + b"\0" * 16)
    with pytest.raises(ValueError, match='without the "effsurf" text chunk'):
        effsurf.read_figure(plain)
    with pytest.raises(ValueError, match="a session, not a figure"):
        effsurf.read_figure(preset)


def test_a_large_model_session_is_the_run_it_names(source_dir):
    session = effsurf.read_session(os.path.join(source_dir, "resources", "presets", "deep-networks.effsurf"))
    run = session.scenario.run
    # The preset's layout predates fused attention as a setting: it reopens with 2021's accounting, as it was written.
    same = effsurf.training.Run(model="gpt3-175b", layers=192, tp=8, pp=24, dp=16, global_batch=1536, recompute="full",
                                fused_attention=False, dropout=True)
    assert run.gpus == 3072
    assert run.step_seconds == same.step_seconds and run.efficiency == same.efficiency
    assert session.snapshots["A"].run.gpus == 384 and session.snapshots["A"].efficiency() > session.scenario.efficiency()


@pytest.mark.parametrize("name", ["schema1-2026-11-29-summit-hpl-hpcg.effsurf",
                                  "schema1-2026-12-01-measured-series.effsurf",
                                  "schema2-2026-12-01-deep-networks.effsurf"])
def test_every_shipped_session_version_reads(source_dir, name):
    # Issue 43: the files earlier versions wrote (tests/data/sessions) read in Python as in the app.
    session = effsurf.read_session(os.path.join(source_dir, "tests", "data", "sessions", name))
    assert 0.0 < session.scenario.efficiency() <= 1.0


def test_defaults_are_cores(tmp_path):
    # A session that gives only what the format requires: the rest is core's default, not Python's guess.
    session = tmp_path / "minimal.effsurf"
    session.write_text('{"format": "effsurf-session", "schema": 2, "scenario": '
                       '{"law": "sun-ni", "serialFraction": 0.001, "processors": 64, "precision": "fp16"}}')
    scenario = effsurf.read_session(session).scenario
    assert (scenario.law, scenario.s, scenario.N, scenario.precision) == ("sun-ni", 0.001, 64, "fp16")
    assert scenario.growth_exponent == 0.5  # core's default gamma
    assert scenario.speed_factor == effsurf.speed_factor("fp16")
    assert "\u03b3 = 0.5" in scenario.caption() and "N = 64" in scenario.caption()


def test_summit_of_schema_one_has_its_numbers(source_dir):
    session = effsurf.read_session(os.path.join(source_dir, "tests", "data", "sessions", "schema1-2026-11-29-summit-hpl-hpcg.effsurf"))
    n, s = 2414592, 1.4547e-7
    assert session.scenario.efficiency() == pytest.approx(1 / (1 + (n - 1) * s), rel=1e-12)
    k = 4.0  # half precision's speed factor
    s_half = k * s / (1 + (k - 1) * s)
    assert session.snapshots["B"].efficiency() == pytest.approx(1 / (1 + (n - 1) * s_half), rel=1e-12)


def test_a_newer_effsurfs_session_is_refused_with_its_version(source_dir, tmp_path):
    text = open(os.path.join(source_dir, "tests", "data", "sessions", "schema1-2026-11-29-summit-hpl-hpcg.effsurf")).read()
    newer = tmp_path / "from-the-future.effsurf"
    newer.write_text(text.replace('"schema": 1,', '"schema": 3, "writtenBy": "effsurf 9.0",'))
    with pytest.raises(ValueError) as raised:
        effsurf.read_session(newer)
    message = str(raised.value)
    assert "from-the-future.effsurf" in message and "schema 3" in message and "effsurf 9.0" in message
    assert f"up to schema {effsurf._effsurf.SESSION_SCHEMA}" in message
