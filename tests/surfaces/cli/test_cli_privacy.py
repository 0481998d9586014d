"""`entelechy redact`: dry run, redaction, a person's request to be forgotten, clear errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()
SECRET = "Zorbalind"


def _invoke(home: Path, *arguments: str, model: str = "scripted:Noted."):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", model, *arguments])


def _flat(text: str) -> str:
    return " ".join(text.split())


def _files_hold(home: Path, needle: str) -> bool:
    return any(needle.encode() in path.read_bytes() for path in home.iterdir() if path.is_file())


def test_a_message_is_listed_then_redacted(tmp_path: Path) -> None:
    said = _invoke(tmp_path, "ask", f"My password is {SECRET}.", "--json")
    message = json.loads(said.stdout)["in_reply_to"]
    dry = _invoke(tmp_path, "redact", "message", message, "--reason", "asked", "--dry-run")
    assert dry.exit_code == 0, dry.output
    assert "Would redact message" in _flat(dry.stdout)
    assert _files_hold(tmp_path, SECRET)
    done = _invoke(tmp_path, "redact", "message", message, "--reason", "asked", "--json")
    assert done.exit_code == 0, done.output
    report = json.loads(done.stdout)
    assert report["redaction_id"].startswith("red_")
    assert report["events"]
    assert not _files_hold(tmp_path, SECRET)
    assert _invoke(tmp_path, "verify").exit_code == 0
    assert _invoke(tmp_path, "audit", "verify").exit_code == 0
    assert _invoke(tmp_path, "replay", "--check").exit_code == 0


def test_a_person_asks_to_be_forgotten_and_an_operator_confirms(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", f"I'm Rita and my password is {SECRET}.").exit_code == 0
    asked = _invoke(tmp_path, "ask", "Please forget everything I told you.", "--json")
    reply = json.loads(asked.stdout)
    assert "operator" in reply["text"]
    assert reply["intent"]["kind"] == "forget"
    pending = json.loads(_invoke(tmp_path, "redact", "requests", "--json").stdout)
    assert [request["user_id"] for request in pending] == ["local"]
    assert _files_hold(tmp_path, SECRET), "nothing is removed before an operator confirms"
    request_id = pending[0]["request_id"]
    done = _invoke(tmp_path, "redact", "requests", "--confirm", request_id)
    assert done.exit_code == 0, done.output
    assert not _files_hold(tmp_path, SECRET)
    assert json.loads(_invoke(tmp_path, "redact", "requests", "--json").stdout) == []


def test_redact_says_what_it_needs(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    nothing = _invoke(tmp_path, "redact")
    assert nothing.exit_code == 1
    assert "say what to redact" in _flat(nothing.stderr)
    unknown = _invoke(tmp_path, "redact", "message", "msg_nope", "--reason", "x")
    assert unknown.exit_code == 1
    assert "no message" in _flat(unknown.stderr)
    no_reason = _invoke(tmp_path, "redact", "--user", "local")
    assert no_reason.exit_code == 1
    assert "needs a reason" in _flat(no_reason.stderr)
