"""Untrusted text cannot drive the operator's terminal, and bad input gets clear errors."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app
from entelechy.surfaces.cli.context import printable

runner = CliRunner()
HOSTILE = "Hi \x1b]0;PWNED TITLE\x07there\x1b[2J \x9b31m done."


def _invoke(home: Path, *arguments: str, model: str = "scripted:Fine.", stdin: bytes | None = None):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", model, *arguments], input=stdin)


def test_control_sequences_are_shown_not_obeyed() -> None:
    shown = printable(HOSTILE)
    assert "\x1b" not in shown
    assert "\x07" not in shown
    assert "\x9b" not in shown
    assert "\\x1b]0;PWNED TITLE\\x07" in shown
    assert printable("line one\n\tline two") == "line one\n\tline two"


def test_ask_recall_and_show_neutralise_a_model_s_escapes(tmp_path: Path) -> None:
    asked = _invoke(tmp_path, "ask", f"remember {HOSTILE}", model=f"scripted:{HOSTILE}")
    assert asked.exit_code == 0, asked.output
    assert "\x1b" not in asked.stdout
    recalled = _invoke(tmp_path, "recall", "PWNED")
    assert recalled.exit_code == 0, recalled.output
    assert "\x1b" not in recalled.stdout
    reply = json.loads(
        _invoke(tmp_path, "ask", "again", "--json", model=f"scripted:{HOSTILE}").stdout
    )
    assert "\x1b" in reply["text"], "the record keeps the original"
    shown = _invoke(tmp_path, "show", "reply", reply["id"])
    assert shown.exit_code == 0, shown.output
    assert "\x1b" not in shown.stdout
    assert "\x9b" not in shown.stdout


def test_invalid_utf8_on_standard_input_is_a_clear_error(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "-", stdin=b"caf\xe9 au lait")
    assert result.exit_code == 1
    assert "not UTF-8" in " ".join(result.stderr.split())
    assert "Traceback" not in result.output


def test_a_lone_surrogate_in_argv_is_a_clear_error(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "ask", "caf\udce9")
    assert result.exit_code == 1
    assert "not valid Unicode" in " ".join(result.stderr.split())


def test_an_in_memory_store_is_refused(tmp_path: Path) -> None:
    result = runner.invoke(app, ["--database-url", "sqlite://", "ask", "hello"])
    assert result.exit_code == 1
    assert "in-memory store" in " ".join(result.stderr.split())


def test_ingest_refuses_deep_json_oversize_turns_and_bad_unicode(tmp_path: Path) -> None:
    cases = {
        "deep.jsonl": '{"speaker": "Ann", "text": ' + "[" * 3000 + "]" * 3000 + "}\n",
        "huge.jsonl": json.dumps({"speaker": "Ann", "text": "x" * 100_001}) + "\n",
        "surrogate.jsonl": '{"speaker": "Ann", "text": "bad \\ud800 text"}\n',
    }
    expected = {
        "deep.jsonl": "nested too deeply",
        "huge.jsonl": "100,001 characters",
        "surrogate.jsonl": "not valid Unicode",
    }
    for name, content in cases.items():
        path = tmp_path / name
        path.write_text('{"speaker": "Bo", "text": "a fine first line"}\n' + content)
        result = _invoke(tmp_path / "home", "ingest", str(path))
        assert result.exit_code == 1, name
        assert expected[name] in " ".join(result.stderr.split()), (name, result.stderr)
        assert "line 2" in result.stderr
    recalled = _invoke(tmp_path / "home", "recall", "fine first line", "--json")
    assert "a fine first line" not in recalled.output, "nothing partial was imported"


def test_deep_json_in_any_file_a_command_reads_is_a_clear_error(tmp_path: Path) -> None:
    deep = "[" * 3000 + "]" * 3000
    dataset = tmp_path / "deep.jsonl"
    dataset.write_text('{"prompt": ' + deep + ', "expectRefuse": true}\n')
    pack = tmp_path / "pack.json"
    pack.write_text('{"name": "x", "rules": ' + deep + "}")
    suite = tmp_path / "suite.json"
    suite.write_text('{"conversations": ' + deep + "}")
    heads = tmp_path / "heads.json"
    heads.write_text(deep)
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    for arguments in (
        ["eval", "governance", "--dataset", str(dataset)],
        ["eval", "conversation", "--dataset", str(suite)],
        ["verify", "--heads", str(heads)],
    ):
        result = _invoke(tmp_path, *arguments)
        assert result.exit_code == 1, arguments
        assert "Traceback" not in result.output
        assert result.stderr.strip(), arguments
