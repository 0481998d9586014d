"""`entelechy explain`, `believed` and `changes`, in-process."""

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


def test_introspection_commands(tmp_path: Path) -> None:
    with Mind.open_sync("ada", home=str(tmp_path), model=ScriptedModel(default="ok")) as mind:
        mind.respond("I live in Lyon.", user_id="rita")
        reply = mind.respond("Where do I live?", user_id="rita")
    code, output = _cli(tmp_path, "explain", "reply", reply.id, "--json")
    assert code == 0
    explained = json.loads(output)
    assert explained["intent"] == "explain_reply"
    assert reply.id in explained["records"]
    code, output = _cli(tmp_path, "explain", "reply", reply.id)
    assert "I read your message as a question." in output
    code, output = _cli(tmp_path, "believed", "where does rita live", "--json")
    assert "rita lives in Lyon" in json.loads(output)["text"]
    code, output = _cli(tmp_path, "believed", "where does rita live", "--at", "2000-01-01")
    assert output.strip() == "I have no record of that."
    code, output = _cli(tmp_path, "changes", "--since", "2000-01-01", "--json")
    assert any("came to believe" in s["text"] for s in json.loads(output)["sentences"])
    code, output = _cli(tmp_path, "explain", "memory", "mem_missing")
    assert (code, output.strip()) == (0, "I have no record of that.")
    code, output = _cli(tmp_path, "explain", "sleep", "slp_missing", "--json")
    assert json.loads(output)["records"] == []
    code, output = _cli(tmp_path, "believed", "x", "--at", "not a time")
    assert code == 1
    assert "ISO-8601" in output


def test_eval_introspection_and_scores(tmp_path: Path) -> None:
    result = runner.invoke(
        app, ["--home", str(tmp_path), "--model", "scripted", "eval", "introspection", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.output)
    assert data["suite"] == "introspection-dev"
    assert data["unsupported_or_contradicted_sent"] == 0
    assert {"believed", "about_person", "changes", "explain_reply"} <= set(data["by_question"])
    with Mind.open_sync(
        "ada", home=str(tmp_path), model=ScriptedModel(default="I checked.")
    ) as mind:
        mind.respond("I live in Lyon.", user_id="rita")
        mind.respond("What do you remember about me?", user_id="rita")
    code, output = _cli(tmp_path, "scores", "--warnings", "--json")
    [row] = json.loads(output)
    assert row["warnings"] == ["action_claim_without_record"]
    assert row["replaced"] is True
    code, output = _cli(tmp_path, "scores")
    assert (code, "action_claim_without_record" in output) == (0, True)
