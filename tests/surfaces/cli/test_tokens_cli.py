"""`entelechy tokens` and the command-line checks of `entelechy mcp`, in-process."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
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


@pytest.mark.parametrize(
    ("arguments", "said"),
    [
        (["tokens", "create"], "exactly one of --user NAME and --operator"),
        (["tokens", "create", "--operator", "--user", "ana"], "exactly one of --user NAME"),
        (["tokens", "revoke", "tok_nope"], "no access token 'tok_nope'"),
        (["mcp", "--http", "--user", "ana"], "--user is for stdio"),
        (["mcp", "--user", " "], "--user needs the person's name"),
    ],
)
def test_mistakes_are_refused_with_what_to_do(
    tmp_path: Path, arguments: list[str], said: str
) -> None:
    result = _invoke(tmp_path, *arguments)
    assert result.exit_code == 1
    assert said in result.stderr
    assert "Traceback" not in result.output
