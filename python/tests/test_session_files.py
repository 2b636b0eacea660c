# SPDX-License-Identifier: MIT
"""Session.save(): Python writes a session as the app's File > Save does,
byte for byte, by core's writer: compared with effsurf-cli session (core's
reference) for every kind of session the repository keeps, and read back."""

import glob
import os

import pytest

import effsurf


def session_files(source_dir):
    kept = sorted(glob.glob(os.path.join(source_dir, "tests", "data", "sessions", "*.effsurf")))
    presets = sorted(glob.glob(os.path.join(source_dir, "resources", "presets", "*.effsurf")))
    return [path for path in kept + presets if "future" not in os.path.basename(path)]


def test_save_writes_the_bytes_every_face_writes(cli, source_dir, tmp_path):
    files = session_files(source_dir)
    assert len(files) >= 6
    for path in files:
        saved = effsurf.read_session(path).save(tmp_path / "saved.effsurf")
        with open(saved, "rb") as written:
            ours = written.read()
        reference = cli("session", path, "--output", "-", parse=False).encode()
        assert ours == reference, os.path.basename(path)
        # And it reads back as the same scenario.
        again = effsurf.read_session(saved)
        original = effsurf.read_session(path)
        assert again.scenario.caption() == original.scenario.caption()
        assert again.scenario.efficiency() == original.scenario.efficiency()
        assert again.snapshots.keys() == original.snapshots.keys()


def test_save_takes_a_path_like_and_keeps_the_old_file_on_failure(source_dir, tmp_path):
    session = effsurf.read_session(session_files(source_dir)[0])
    target = tmp_path / "talk.effsurf"
    target.write_text("the lecturer's previous version")
    with pytest.raises(OSError) as refused:
        session.save(tmp_path / "no-such-folder" / "talk.effsurf")
    assert "no-such-folder" in str(refused.value)
    assert target.read_text() == "the lecturer's previous version"
    assert session.save(target) == str(target)
    assert target.read_text().startswith('{\n  "format": "effsurf-session",')


def test_the_built_in_presets_are_the_apps_in_teaching_order(source_dir):
    presets = effsurf.names("presets")
    assert list(presets) == ["amdahl-basics", "piz-daint-gpu-upgrade", "summit-hpl-hpcg", "half-precision-gpu-cluster",
                             "deep-networks"]
    for preset_id, title in presets.items():
        by_id, by_title = effsurf.read_preset(preset_id), effsurf.read_preset(title)
        from_file = effsurf.read_session(os.path.join(source_dir, "resources", "presets", preset_id + ".effsurf"))
        assert by_id.title == title and by_title.scenario.caption() == from_file.scenario.caption()
    with pytest.raises(ValueError, match=r"preset: unknown 'summit' \(expected one of amdahl-basics, "):
        effsurf.read_preset("summit")
