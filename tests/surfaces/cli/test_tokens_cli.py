"""`entelechy tokens` and the command-line checks of `entelechy mcp`, in-process."""

from __future__ import annotations

import json
from pathlib import Path

from typer.testing import CliRunner

from entelechy.surfaces.cli.app import app

runner = CliRunner()


def _invoke(home: Path, *arguments: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), *arguments])


def test_a_token_is_printed_once_listed_without_itself_and_revoked(tmp_path: Path) -> None:
    created = _invoke(tmp_path, "tokens", "create", "--user", "ana", "--name", "phone")
    assert created.exit_code == 0, created.output
    token = created.stdout.strip()
    assert token.startswith("ent_")
    assert "shown only now" in created.stderr
    operator = _invoke(tmp_path, "tokens", "create", "--operator")
    assert operator.exit_code == 0
    listed = _invoke(tmp_path, "tokens", "list", "--json")
    rows = json.loads(listed.stdout)
    assert [(row["role"], row["user_id"], row["label"]) for row in rows] == [
        ("user", "ana", "phone"),
        ("operator", None, ""),
    ]
    assert token not in listed.stdout
    table = _invoke(tmp_path, "tokens", "list")
    assert rows[0]["id"] in table.stdout
    assert token not in table.stdout
    revoked = _invoke(tmp_path, "tokens", "revoke", rows[0]["id"])
    assert revoked.exit_code == 0
    assert f"revoked {rows[0]['id']}" in revoked.stdout
    again = json.loads(_invoke(tmp_path, "tokens", "list", "--json").stdout)
    assert again[0]["revoked_at"] is not None


def test_a_token_must_say_whom_it_is_for(tmp_path: Path) -> None:
    for arguments in ([], ["--operator", "--user", "ana"]):
        result = _invoke(tmp_path, "tokens", "create", *arguments)
        assert result.exit_code == 1
        assert "exactly one of --user NAME and --operator" in result.stderr


def test_revoking_an_unknown_token_says_where_to_look(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "tokens", "revoke", "tok_nope")
    assert result.exit_code == 1
    assert "no access token 'tok_nope'" in result.stderr
    assert "entelechy tokens list" in result.stderr


def test_mcp_over_http_takes_no_user(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "mcp", "--http", "--user", "ana")
    assert result.exit_code == 1
    assert "--user is for stdio" in result.stderr


def test_mcp_over_stdio_needs_a_name_for_user(tmp_path: Path) -> None:
    result = _invoke(tmp_path, "mcp", "--user", " ")
    assert result.exit_code == 1
    assert "--user needs the person's name" in result.stderr
