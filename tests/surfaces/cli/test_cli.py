"""The `entelechy` command, in-process through Typer's runner."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import create_engine, text
from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()


def _invoke(
    home: Path,
    *arguments: str,
    model: str = "scripted:Hello from the mind.",
    stdin: str | None = None,
):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", model, *arguments], input=stdin)


def test_ask_json_prints_one_object(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "hello", "--json")
    assert result.exit_code == 0, result.output
    reply = json.loads(result.stdout)
    assert reply["kind"] == "ok"
    assert reply["text"] == "Hello from the mind."
    assert reply["tokens"]["out"] == 4
    assert reply["tokens"]["in"] > 0
    assert reply["model"] == "scripted:scripted"
    assert reply["mind"] == "default"
    assert reply["id"].startswith("msg_")


def test_ask_streams_plain_text(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "hello")
    assert result.exit_code == 0
    assert result.stdout.strip() == "Hello from the mind."


def test_ask_reads_standard_input_for_a_dash(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "-", "--json", stdin="from a pipe\n")
    assert result.exit_code == 0
    history = _invoke(tmp_path, "minds", "show", "--json")
    assert json.loads(history.stdout)["messages"] == 2


def test_chat_remembers_across_sessions_and_handles_commands(tmp_path: Path) -> None:
    first = _invoke(tmp_path, "chat", stdin="My name is Sam.\n/exit\n")
    assert first.exit_code == 0, first.output
    assert "Hello from the mind." in first.stdout
    second = _invoke(tmp_path, "chat", stdin="/history\n/model\n/help\n/unknown\n/new\n")
    assert second.exit_code == 0, second.output
    assert "continuing a conversation of 2 messages" in second.stdout
    assert "My name is Sam." in second.stdout
    assert "model: scripted:scripted" in second.stdout
    assert "/history [N]" in second.stdout
    assert "Unknown command /unknown" in second.stdout
    assert "new conversation" in second.stdout


def test_history_of_an_empty_conversation_says_so(tmp_path: Path) -> None:
    """`/history` before anything was said printed nothing, which read as a broken command."""
    result = _invoke(tmp_path, "chat", stdin="/history\n/exit\n")
    assert result.exit_code == 0, result.output
    assert "no messages yet in this conversation" in result.stdout


def test_chat_new_does_not_say_it_continues(tmp_path: Path) -> None:
    """`chat --new` had said "continuing a conversation of N messages" of the one it left."""
    assert _invoke(tmp_path, "chat", stdin="My name is Sam.\n/exit\n").exit_code == 0
    fresh = _invoke(tmp_path, "chat", "--new", stdin="/exit\n")
    assert fresh.exit_code == 0, fresh.output
    assert "continuing" not in fresh.stdout


def test_chat_can_switch_models(tmp_path: Path) -> None:
    stdin = "/model scripted:second body\nhi\n/model bogus:x\n/model openai:gpt-4o\nagain\n"
    result = _invoke(tmp_path, "chat", stdin=stdin)
    assert result.exit_code == 0
    assert "model: scripted:scripted" in result.stdout
    assert result.stdout.count("second body") == 2, "a failed switch keeps the model"
    assert "unknown model provider" in result.stderr
    assert "model unchanged: scripted:scripted" in result.stdout


def test_minds_create_list_show(tmp_path: Path) -> None:
    created = _invoke(tmp_path, "minds", "create", "ada", "--persona", "Ada", "--json")
    assert created.exit_code == 0, created.output
    assert json.loads(created.stdout)["persona"] == "Ada"
    again = _invoke(tmp_path, "minds", "create", "ada")
    assert again.exit_code == 1
    assert "already exists" in again.stderr
    _invoke(tmp_path, "--mind", "ada", "ask", "hi")
    listed = json.loads(_invoke(tmp_path, "minds", "list", "--json").stdout)
    assert [(m["name"], m["messages"]) for m in listed] == [("ada", 2)]
    shown = _invoke(tmp_path, "minds", "show", "ada")
    assert "Ada" in shown.stdout
    missing = _invoke(tmp_path, "minds", "show", "nobody")
    assert missing.exit_code == 1
    assert "no mind called 'nobody'" in missing.stderr


def test_minds_list_on_an_empty_store(tmp_path: Path) -> None:
    assert "No minds yet" in _invoke(tmp_path, "minds", "list").stdout


def test_verify_passes_then_finds_tampering(tmp_path: Path) -> None:
    for message in ("one", "two", "three"):
        _invoke(tmp_path, "ask", message)
    assert _invoke(tmp_path, "verify").exit_code == 0
    engine = create_engine(f"sqlite:///{tmp_path / 'entelechy.db'}")
    with engine.begin() as connection:
        connection.execute(text("DROP TRIGGER events_append_only_update"))
        connection.exec_driver_sql(
            "UPDATE events SET payload = '{}' WHERE seq = 5 AND mind_id != 'governance'"
        )
    engine.dispose()
    result = _invoke(tmp_path, "verify", "--json")
    assert result.exit_code == 1
    reports = {report["mind_id"]: report for report in json.loads(result.stdout)}
    assert reports.pop("governance")["ok"] is True
    (report,) = reports.values()
    assert report["ok"] is False
    assert report["broken"]["seq"] == 5
    assert "digest" in report["broken"]["reason"]
    assert "event #5" in _invoke(tmp_path, "verify").stdout


def test_replay_check_and_rebuild_into_a_file(tmp_path: Path) -> None:
    _invoke(tmp_path, "ask", "hi")
    result = _invoke(tmp_path, "replay", "--check", "--json")
    assert result.exit_code == 0, result.output
    assert json.loads(result.stdout)[0]["identical"] is True
    rebuilt = tmp_path / "rebuilt.db"
    assert _invoke(tmp_path, "replay", "--into", str(rebuilt)).exit_code == 0
    engine = create_engine(f"sqlite:///{rebuilt}")
    with engine.connect() as connection:
        assert connection.execute(text("SELECT count(*) FROM messages")).scalar() == 2
    engine.dispose()


def test_models_reports_adapters_and_the_automatic_choice(tmp_path: Path) -> None:
    result = runner.invoke(app, ["models", "--json"])
    assert result.exit_code == 0
    report = json.loads(result.stdout)
    assert report["auto"] == "local"
    assert {p["provider"] for p in report["providers"]} >= {
        "local",
        "openai",
        "anthropic",
        "gemini",
    }


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (["--model", "bogus:x", "ask", "hi"], "unknown model provider"),
        (["--model", "openai:gpt-4o", "ask", "hi"], "OPENAI_API_KEY"),
        (["--mind", "bad name", "ask", "hi"], "not a valid mind name"),
        (["--database-url", "mysql://x/y", "ask", "hi"], "not supported"),
        (["--model", "scripted:x", "ask", " "], "empty"),
    ],
)
def test_mistakes_get_a_message_and_a_hint_not_a_traceback(
    tmp_path: Path, arguments: list[str], message: str
) -> None:
    result = runner.invoke(app, ["--home", str(tmp_path), *arguments])
    assert result.exit_code == 1
    assert message in result.stderr
    assert "Traceback" not in result.output + result.stderr


def test_version() -> None:
    result = runner.invoke(app, ["--version"])
    assert result.exit_code == 0
    assert result.stdout.startswith("entelechy ")


@pytest.mark.embedded
def test_demo_tours_the_embedded_model() -> None:
    result = runner.invoke(app, ["demo"])
    assert result.exit_code == 0, result.output
    for step in ("1.", "2.", "3.", "4.", "5.", "6."):
        assert step in result.stdout
    assert "local:SmolLM2-135M-Instruct.Q4_1" in result.stdout
    assert "The conversation is still there: 6 messages." in result.stdout
    assert "from the records, no model call" in result.stdout
    assert "Embodied in: local:SmolLM2-135M-Instruct.Q4_1." in result.stdout
    assert "chain intact: True" in result.stdout
    assert "identical: True" in result.stdout
