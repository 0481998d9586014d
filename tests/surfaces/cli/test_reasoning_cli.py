"""`--reasoning` on chat and ask, `/reasoning`, and `entelechy show reply`."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()
COT_REPLY = "scripted:REASONING: three sevens ANSWER: 21"


def _invoke(home: Path, *arguments: str, model: str = COT_REPLY, **options: object):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", model, *arguments], **options)  # type: ignore[arg-type]


def test_ask_json_has_the_id_and_the_summed_tokens(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "3 × 7?", "--reasoning", "self-consistency", "--json")
    assert result.exit_code == 0, result.output
    reply = json.loads(result.stdout)
    assert reply["text"] == "21"
    assert reply["id"].startswith("msg_")
    assert len(reply["model_calls"]) == 3
    assert reply["reasoning"]["strategy"] == "self-consistency:k=3,voter=majority/cot"
    shown = json.loads(_invoke(tmp_path, "show", "reply", reply["id"], "--json").stdout)
    calls = shown["model_calls"]
    assert reply["tokens"] == {
        "in": sum(call["tokens"]["in"] for call in calls),
        "out": sum(call["tokens"]["out"] for call in calls),
    }
    assert reply["tokens"]["out"] == 3 * 5


def test_show_reply_prints_the_trace_from_the_record(tmp_path: Path) -> None:
    asked = _invoke(tmp_path, "ask", "3 × 7?", "--reasoning", "cot", "--json")
    reply_id = json.loads(asked.stdout)["id"]
    shown = _invoke(tmp_path, "show", "reply", reply_id)
    assert shown.exit_code == 0, shown.output
    assert f"reply {reply_id}" in shown.stdout
    assert "strategy: cot" in shown.stdout
    assert "#0" in shown.stdout
    assert "chain-of-thought" in shown.stdout
    assert "thought: three sevens" in shown.stdout
    assert "reasoning:chain-of-thought" in shown.stdout
    as_json = json.loads(_invoke(tmp_path, "show", "reply", reply_id, "--json").stdout)
    assert as_json["reasoning"]["steps"][0]["observation"] == "21"


def test_show_reply_of_an_unknown_id_fails_clearly(tmp_path: Path) -> None:
    _invoke(tmp_path, "ask", "hi")
    result = _invoke(tmp_path, "show", "reply", "msg_nope")
    assert result.exit_code == 1
    assert "has no reply 'msg_nope'" in result.stderr
    missing = _invoke(tmp_path, "--mind", "ghost", "show", "reply", "msg_x")
    assert "no mind called 'ghost'" in missing.stderr


def test_a_bad_strategy_is_a_clear_error(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "hi", "--reasoning", "self-consistency:k=1")
    assert result.exit_code == 1
    assert "k must be a whole number from 2 to 20" in result.stderr
    assert "Traceback" not in result.output


def test_the_environment_variable_sets_the_strategy(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "hi", "--json", env={"ENTELECHY_REASONING": "cot"})
    assert json.loads(result.stdout)["reasoning"]["strategy"] == "cot"


def test_chat_thinks_with_the_chosen_strategy_and_can_switch(tmp_path: Path) -> None:
    stdin = "3 × 7?\n/reasoning\n/reasoning passthrough\nagain\n/reasoning bogus\n"
    result = _invoke(tmp_path, "chat", "--reasoning", "cot", input=stdin)
    assert result.exit_code == 0, result.output
    assert "› 21" in result.stdout
    assert "reasoning: cot" in result.stdout
    assert "reasoning: passthrough" in result.stdout
    assert "REASONING: three sevens ANSWER: 21" in result.stdout
    assert "unknown reasoning strategy 'bogus'" in result.stderr
