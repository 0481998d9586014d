"""`entelechy ingest` and `entelechy recall`, in-process."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

DATASET = Path(__file__).parents[1] / "data" / "memory" / "conversations.json"
runner = CliRunner()


def _invoke(home: Path, *arguments: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", "scripted:ok", *arguments])


def test_ingest_then_recall(tmp_path: Path) -> None:
    first = _invoke(tmp_path, "ingest", str(DATASET), "--json")
    assert first.exit_code == 0, first.output
    counts = json.loads(first.stdout)
    assert counts["added"] == counts["turns"] > 0
    again = _invoke(tmp_path, "ingest", str(DATASET))
    assert again.exit_code == 0
    assert "0 episodes added" in again.stdout
    found = _invoke(tmp_path, "recall", "first session with Dr Amara Reyes", "--json", "-n", "3")
    assert found.exit_code == 0, found.output
    hits = json.loads(found.stdout)
    assert hits[0]["provenance"]["external_id"] == "lena-omar/D2:10"
    assert hits[0]["class"] == "episode"
    table = _invoke(tmp_path, "recall", "therapist Reyes")
    assert "Reyes" in table.stdout


def test_a_bad_file_imports_nothing_and_says_where(tmp_path: Path) -> None:
    good = tmp_path / "good.jsonl"
    good.write_text('{"speaker": "Ann", "text": "the weather is fine"}\n')
    assert _invoke(tmp_path, "ingest", str(good)).exit_code == 0
    bad = tmp_path / "bad.jsonl"
    bad.write_text('{"speaker": "Ann", "text": "fine again"}\n{"speaker": "Bo"}\n')
    result = _invoke(tmp_path, "ingest", str(bad))
    assert result.exit_code == 1
    assert "line 2" in result.stderr
    assert "'text'" in result.stderr
    assert "Traceback" not in result.output
    found = _invoke(tmp_path, "recall", "fine", "--json")
    assert [hit["text"] for hit in json.loads(found.stdout)] == ["the weather is fine"]


def test_recall_on_an_unknown_mind_fails_clearly(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "--mind", "nobody", "recall", "x")
    assert result.exit_code in (1, 2)
