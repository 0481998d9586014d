"""`entelechy beliefs …` and `entelechy why`, in-process."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy import Mind
from entelechy.models.scripted import ScriptedModel
from entelechy.surfaces.cli.app import app

runner = CliRunner()


def _cli(home: Path, *arguments: str) -> tuple[int, str]:
    result = runner.invoke(app, ["--home", str(home), "--mind", "ada", *arguments])
    return result.exit_code, result.output


def test_beliefs_commands(tmp_path: Path) -> None:
    with Mind.open_sync("ada", home=str(tmp_path), model=ScriptedModel(default="ok")) as mind:
        mind.respond("I have a dog.")
    code, output = _cli(tmp_path, "beliefs", "list", "--json")
    assert code == 0
    [row] = json.loads(output)
    assert row["proposition"] == "the person has a dog"
    code, output = _cli(tmp_path, "why", row["id"])
    assert code == 0
    assert '"I have a dog."' in output
    code, output = _cli(tmp_path, "beliefs", "evidence", row["id"], "vet bill", "--json")
    assert json.loads(output)["confidence"] > row["confidence"]
    code, output = _cli(tmp_path, "beliefs", "assert", "The vet is closed on Sundays", "--json")
    assert json.loads(output)["kind"] == "testimony"
    code, output = _cli(tmp_path, "beliefs", "wrong", row["id"], "--reason", "a cat", "--json")
    assert json.loads(output)["status"] == "rejected"
    code, output = _cli(tmp_path, "beliefs", "forbid", "dog cause", "--json")
    assert json.loads(output)["id"].startswith("fbd_")
    code, output = _cli(tmp_path, "beliefs", "list", "--contested", "--json")
    assert json.loads(output) == []
    code, output = _cli(tmp_path, "beliefs", "show", row["id"], "--json")
    assert [v["status"] for v in json.loads(output)["versions"]] == [
        "believed",
        "believed",
        "rejected",
    ]
    code, output = _cli(tmp_path, "beliefs", "list", "--since", "2999-01-01T00:00:00Z", "--json")
    assert (code, json.loads(output)) == (0, [])
    code, output = _cli(tmp_path, "beliefs", "list", "--since", "yesterday")
    assert code == 1
    assert "not a time" in output
    code, output = _cli(tmp_path, "beliefs", "show", row["id"])
    assert "confidence = clamp(sigmoid(logit(0.55)" in output
    code, output = _cli(tmp_path, "beliefs", "wrong", "bel_nope")
    assert code == 1
    assert "no belief" in output
    code, output = _cli(tmp_path, "replay")
    assert code == 0, output
