"""`entelechy sleep`, `wake`, `dreams list|show|export|import` and `serve --once`, in-process."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()
NIGHT = (
    "A lantern showed me the way home through the quiet fog.\n"
    "TELEOLOGICAL_VALUE: 0.8\n\n"
    "I learned to wait for the whole question before answering it.\n"
    "TELEOLOGICAL_VALUE: 0.5\n\n"
    "Numbers sold umbrellas to the clouds all afternoon long.\n"
    "TELEOLOGICAL_VALUE: 0.1\n"
)


def _invoke(home: Path, *arguments: str) -> Any:
    return runner.invoke(app, ["--home", str(home), "--model", f"scripted:{NIGHT}", *arguments])


def _json(home: Path, *arguments: str) -> Any:
    result = _invoke(home, *arguments, "--json")
    assert result.exit_code == 0, result.output
    return json.loads(result.stdout)


def test_sleep_then_list_and_show(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    done = _json(tmp_path, "sleep")
    assert done["sleep"]["interactions_considered"] == 1
    assert [d["teleological_value"] for d in done["sleep"]["dreams"]] == [0.8, 0.5, 0.1]
    assert done["wake"]["consolidated"] == 2
    assert done["wake"]["noise"] == 1
    listed = _json(tmp_path, "dreams", "list")
    assert [s["status"] for s in listed] == ["woken"]
    assert [d["memory_class"] for d in listed[0]["dream_list"]] == [
        "lasting-identity",
        "temporary-emotion",
        "noise",
    ]
    dream_id = done["sleep"]["dreams"][0]["id"]
    shown = _json(tmp_path, "dreams", "show", dream_id)
    assert shown["dream"]["narrative"].startswith("A lantern")
    sleep_id = done["sleep"]["sleep_id"]
    whole = _json(tmp_path, "dreams", "show", sleep_id)
    assert [p["phase"] for p in whole["phases"]] == ["N1", "N2", "N3", "N4", "REM"]
    text = _invoke(tmp_path, "dreams", "show", sleep_id)
    assert "REM" in text.stdout
    assert "lasting-identity" in text.stdout
    missing = _invoke(tmp_path, "dreams", "show", "drm-NOPE")
    assert missing.exit_code == 1
    assert "has no dream" in missing.output


def test_plain_sleep_output_and_an_induced_sleep(tmp_path: Path) -> None:
    shown = _invoke(tmp_path, "sleep", "--induce", "a bridge", "--learning", "go slowly")
    assert shown.exit_code == 0, shown.output
    assert "Slept (creator-induced)" in shown.stdout
    assert "3 dream(s) kept" in shown.stdout
    assert "Woke from 1 sleep(s): 2 memories consolidated" in shown.stdout
    assert "Nothing to wake from." in _invoke(tmp_path, "wake").stdout
    later = _json(tmp_path, "sleep", "--no-wake")
    assert later["wake"] is None
    assert _json(tmp_path, "wake")["consolidated"] == 2


def test_export_then_import_into_another_mind(tmp_path: Path) -> None:
    home, other, out = tmp_path / "a", tmp_path / "b", tmp_path / "out"
    _json(home, "sleep")
    exported = _json(home, "dreams", "export", str(out), "--format", "yaml")
    [name] = [Path(path).name for path in exported["files"]]
    assert name.endswith("_dur1.yaml")
    assert "teleological_value: 0.8" in (out / name).read_text()
    imported = _json(other, "dreams", "import", str(out))
    assert len(imported["import"]["imported"]) == 1
    assert imported["import"]["dreams"] == 3
    assert imported["wake"]["consolidated"] == 2
    again = _json(other, "dreams", "import", str(out))
    assert again["import"]["imported"] == []
    assert len(again["import"]["skipped"]) == 1
    own = _json(home, "dreams", "import", str(out / name))
    assert len(own["import"]["skipped"]) == 1
    [source] = _json(home, "dreams", "list")
    [copy] = _json(other, "dreams", "list")
    assert copy["trigger_kind"] == source["trigger_kind"]
    assert [d["narrative"] for d in copy["dream_list"]] == [
        d["narrative"] for d in source["dream_list"]
    ]


def test_a_bad_file_imports_nothing(tmp_path: Path) -> None:
    home, out = tmp_path / "a", tmp_path / "out"
    _json(home, "sleep")
    _json(home, "dreams", "export", str(out))
    [good] = list(out.glob("*.yaml"))
    (out / "zz_bad.yaml").write_text(good.read_text().replace("version: 1", "version: 7"))
    failed = _invoke(tmp_path / "b", "dreams", "import", str(out))
    assert failed.exit_code == 1
    assert "zz_bad.yaml:1:version:Inputshouldbe1" in "".join(failed.output.split())
    assert _json(tmp_path / "b", "dreams", "list") == []


def test_serve_once_puts_only_ready_minds_to_sleep(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    assert _invoke(tmp_path, "--mind", "quiet", "ask", "hi").exit_code == 0
    awake = _invoke(tmp_path, "serve", "--once")
    assert awake.exit_code == 0, awake.output
    assert "default: awake (nothing calls for sleep; limbo awake)" in awake.stdout
    ready = _invoke(tmp_path, "serve", "--once", "--idle-minutes", "0")
    assert ready.exit_code == 0, ready.output
    assert ready.stdout.count(": slept (idle for 0 minutes") == 2
    assert "2 memories" in ready.stdout
    rested = _invoke(tmp_path, "serve", "--once", "--idle-minutes", "0").stdout
    assert rested.count(": awake (nothing calls for sleep") == 2


def test_reading_dreams_of_a_mistyped_mind_creates_no_mind(tmp_path: Path) -> None:
    """`--mind typoa dreams list` had said "No sleeps yet" and created the mind `typoa`."""
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    for command in (("dreams", "list"), ("dreams", "export", str(tmp_path / "out"))):
        result = _invoke(tmp_path, "--mind", "typoa", *command)
        assert result.exit_code != 0
        assert "no mind called 'typoa'" in result.output
    minds = runner.invoke(app, ["--home", str(tmp_path), "minds", "list", "--json"])
    assert "typoa" not in minds.stdout
