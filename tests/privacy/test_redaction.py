"""Audited forgetting: content gone from every event, row, index and file; the chain verifies."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import Connection, select, text

from entelechy import Mind
from entelechy.errors import HistoryImmutableError, NotFoundError
from entelechy.governance.ledger import verify_audit
from entelechy.models import Capabilities, ModelRequest, ScriptedModel
from entelechy.record.schema import events, redactions

SECRET = "Zorbalind"
"""A word found nowhere else (digits would turn up inside hex digests by chance)."""
SAID = f"My password is {SECRET} and I have asthma."


def _dreamer(request: ModelRequest) -> str:
    asked = request.messages[-1].content
    if "TELEOLOGICAL_VALUE" in asked:
        shown = " ".join(line for line in asked.splitlines() if line.startswith("- "))
        return f"A dream of what I was told. {shown}\nTELEOLOGICAL_VALUE: 0.9"
    if "Your recent" in asked:
        return "The day felt ordinary."
    return "Noted."


def _model() -> ScriptedModel:
    return ScriptedModel(_dreamer, capabilities=Capabilities(streaming=True, json_schema=False))


async def _stored(mind: Mind) -> str:
    """Every text the store holds for this mind, events and state alike, as one string."""

    def read(connection: Connection) -> str:
        parts = [row[0] for row in connection.execute(select(events.c.payload))]
        for table in ("messages", "episodes", "memories", "beliefs", "perceptions", "dreams",
                      "sleep_phases", "recall_index", "evidence", "audit_records"):  # fmt: skip
            for row in connection.execute(text(f"SELECT * FROM {table}")):
                parts.extend(str(value) for value in row)
        return "\n".join(parts)

    return await mind.store.read(read)


async def _message_id(mind: Mind, user: str) -> str:
    history = await mind.history(user_id=user)
    return next(m.id for m in history if m.role == "user")


async def test_a_message_is_forgotten_everywhere_and_the_chain_still_verifies(
    store_url: str,
) -> None:
    mind = await Mind.open("ada", database_url=store_url, model=_model())
    await mind.respond(SAID, user_id="alice")
    await mind.respond("I live in Lisbon.", user_id="bob")
    await mind.sleep()
    await mind.wake()
    target = await _message_id(mind, "alice")
    assert SECRET in await _stored(mind)

    planned = await mind.redact("message", target, reason="asked to forget", dry_run=True)
    assert planned.redaction_id is None
    assert planned.plan.rewrites, "the dry run lists what would change"
    assert SECRET in await _stored(mind), "a dry run changes nothing"

    report = await mind.redact("message", target, reason="asked to forget")
    stored = await _stored(mind)
    chain = await mind.record.verify()
    replay = await mind.record.replay_check()
    audit = await mind.store.read(verify_audit)
    bob = await mind.recall("Lisbon", user_id="bob")
    ledger = await mind.store.read(
        lambda c: [dict(r._mapping) for r in c.execute(select(redactions))]
    )
    await mind.close()

    assert report.redaction_id is not None
    assert SECRET not in stored
    assert "asthma" not in stored
    assert "[redacted]" in stored
    assert chain.ok, chain.broken
    assert replay.identical, replay.differences
    assert audit.ok, "the audit ledger is re-chained over the redacted records"
    assert any("Lisbon" in hit.text for hit in bob), "another person's records are untouched"
    (row,) = ledger
    assert row["reason"] == "asked to forget"
    assert row["removed_digest"].startswith("sha256:")
    assert row["events"] == len(report.plan.rewrites)


async def test_forgetting_a_person_removes_all_of_theirs_only(store_url: str) -> None:
    mind = await Mind.open("ada", database_url=store_url, model=_model())
    await mind.respond(SAID, user_id="alice")
    await mind.respond("My cat is called Miso.", user_id="alice")
    await mind.respond("I live in Lisbon.", user_id="bob")
    await mind.redact("user", "alice", reason="right to erasure")
    stored = await _stored(mind)
    chain = await mind.record.verify()
    await mind.close()
    assert SECRET not in stored
    assert "Miso" not in stored
    assert "Lisbon" in stored
    assert chain.ok


async def test_redaction_needs_a_target_and_a_reason(store_url: str) -> None:
    mind = await Mind.open("ada", database_url=store_url, model=_model())
    with pytest.raises(NotFoundError):
        await mind.redact("message", "msg_nothing", reason="x")
    await mind.respond("hello")
    target = await _message_id(mind, "local")
    with pytest.raises(Exception, match="reason"):
        await mind.redact("message", target, reason=" ")
    await mind.close()


async def test_history_still_refuses_every_other_update(store_url: str) -> None:
    mind = await Mind.open("ada", database_url=store_url, model=_model())
    await mind.respond("hello")
    with pytest.raises(HistoryImmutableError):
        await mind.store.write(lambda c: c.execute(text("UPDATE events SET payload = '{}'")))
    await mind.close()


def _scan(home: Path, needle: bytes) -> int:
    return sum(path.read_bytes().count(needle) for path in home.iterdir() if path.is_file())


async def test_no_byte_of_the_removed_text_is_left_in_the_sqlite_files(tmp_path: Path) -> None:
    mind = await Mind.open("ada", home=str(tmp_path), model=_model())
    await mind.respond(SAID, user_id="alice")
    await mind.sleep()
    await mind.wake()
    assert _scan(tmp_path, b"asthma") > 0
    target = await _message_id(mind, "alice")
    await mind.redact("message", target, reason="asked to forget")
    await mind.close()
    assert _scan(tmp_path, b"asthma") == 0
    assert _scan(tmp_path, SECRET.encode()) == 0
