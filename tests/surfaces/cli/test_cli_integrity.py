"""`verify` judges the stored bytes, anchors chains to heads kept elsewhere, and reads a copy
without writing to it."""

from __future__ import annotations

import json
import shutil
import sqlite3
from pathlib import Path

from typer.testing import CliRunner

from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import sha256_digest
from entelechy.surfaces.cli.app import app

runner = CliRunner()


def _invoke(home: Path, *arguments: str):  # type: ignore[no-untyped-def]
    return runner.invoke(app, ["--home", str(home), "--model", "scripted:Fine.", *arguments])


def _edit(database: Path, sql: str, *parameters: object) -> None:
    """An attacker with the file: triggers dropped, a row rewritten, triggers left off."""
    connection = sqlite3.connect(database)
    connection.execute("DROP TRIGGER IF EXISTS events_append_only_update")
    connection.execute(sql, parameters)
    connection.commit()
    connection.close()


def _message_event(database: Path) -> tuple[str, int, str]:
    connection = sqlite3.connect(database)
    row = connection.execute(
        "SELECT id, seq, payload FROM events WHERE kind = 'message_received'"
    ).fetchone()
    connection.close()
    return row[0], row[1], row[2]


def test_a_prepended_duplicate_key_is_found(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "I live in Lisbon.").exit_code == 0
    database = tmp_path / "entelechy.db"
    event_id, seq, payload = _message_event(database)
    forged = '{"content":"EVIL TEXT",' + payload[1:]
    assert json.loads(forged) == json.loads(payload), "it parses back to the original"
    assert json.loads(payload)["content"] == "I live in Lisbon."
    _edit(database, "UPDATE events SET payload = ? WHERE id = ?", forged, event_id)
    result = _invoke(tmp_path, "verify", "--json")
    assert result.exit_code == 1
    broken = [report["broken"] for report in json.loads(result.stdout) if report["broken"]]
    assert broken[0]["seq"] == seq
    assert "duplicate key" in broken[0]["reason"]


def test_verify_prints_heads_and_finds_a_rewrite_against_them(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    first = _invoke(tmp_path, "verify", "--json")
    assert first.exit_code == 0
    reports = json.loads(first.stdout)
    assert all(report["head"]["seq"] > 0 for report in reports)
    assert all(report["head"]["hash"].startswith("sha256:") for report in reports)
    heads = tmp_path / "heads.json"
    heads.write_text(first.stdout)
    assert _invoke(tmp_path, "ask", "more").exit_code == 0
    assert _invoke(tmp_path, "verify", "--heads", str(heads)).exit_code == 0, "growth is fine"

    database = tmp_path / "entelechy.db"
    _rewrite_everything(database)
    assert _invoke(tmp_path, "verify").exit_code == 0, "a full rewrite re-verifies on its own"
    result = _invoke(tmp_path, "verify", "--heads", str(heads))
    assert result.exit_code == 1
    assert "rewritten" in result.stdout


def test_a_bad_heads_file_is_a_clear_error(tmp_path: Path) -> None:
    assert _invoke(tmp_path, "ask", "hello").exit_code == 0
    bad = tmp_path / "heads.json"
    bad.write_text('{"not": "heads"}')
    result = _invoke(tmp_path, "verify", "--heads", str(bad))
    assert result.exit_code == 1
    assert "not a file of chain heads" in " ".join(result.stderr.split())


def test_a_read_only_copy_verifies_without_being_written(tmp_path: Path) -> None:
    home = tmp_path / "live"
    assert _invoke(home, "ask", "hello").exit_code == 0
    connection = sqlite3.connect(home / "entelechy.db")
    connection.execute("PRAGMA wal_checkpoint(TRUNCATE)")
    connection.close()
    copy = tmp_path / "copy"
    copy.mkdir()
    shutil.copy(home / "entelechy.db", copy / "entelechy.db")
    (copy / "entelechy.db").chmod(0o444)
    before = sorted(path.name for path in copy.iterdir())
    data_before = (copy / "entelechy.db").read_bytes()
    result = _invoke(copy, "verify")
    assert result.exit_code == 0, result.output
    assert (copy / "entelechy.db").read_bytes() == data_before
    created = set(path.name for path in copy.iterdir()) - set(before)
    assert created <= {"entelechy.db-shm", "entelechy.db-wal"}, created
    missing = _invoke(tmp_path / "nowhere", "verify")
    assert missing.exit_code == 1
    assert "no store" in " ".join(missing.stderr.split())


def _rewrite_everything(database: Path) -> None:
    """Rewrite one payload and recompute every digest and hash after it, as a careful attacker
    with the file would."""
    from entelechy.record.ledger import StoredEvent

    connection = sqlite3.connect(database)
    connection.row_factory = sqlite3.Row
    connection.execute("DROP TRIGGER IF EXISTS events_append_only_update")
    rows = connection.execute(
        "SELECT * FROM events WHERE mind_id != 'governance' ORDER BY seq"
    ).fetchall()
    previous = "GENESIS"
    for index, row in enumerate(rows):
        values = dict(row)
        payload = json.loads(values["payload"])
        if index == 1:
            payload["content"] = "something I never said"
        text = canonical_json(payload)
        values.update(payload=payload, payload_digest=sha256_digest(text.encode()))
        values["prev_hash"] = previous
        event = StoredEvent(**{**values, "hash": ""})
        computed = event.computed_hash()
        connection.execute(
            "UPDATE events SET payload = ?, payload_digest = ?, prev_hash = ?, hash = ? "
            "WHERE id = ?",
            (text, values["payload_digest"], previous, computed, values["id"]),
        )
        previous = computed
    connection.commit()
    connection.close()
