"""Replaying the ledger rebuilds exactly the state that was written live."""

from __future__ import annotations

from sqlalchemy import Connection, text

from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.store import Store


async def _converse(store: Store) -> Mind:
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="noted"))
    for text_ in ("I live in Lisbon.", "I like sailing.", "What do I like?"):
        await mind.respond(text_)
    await mind.respond("hello", user_id="someone-else")
    mind.use_model(ScriptedModel(default="another body", model_id="other"))
    await mind.respond("after the swap")
    return mind


async def test_replay_yields_identical_state(store: Store) -> None:
    mind = await _converse(store)
    report = await mind.record.replay_check()
    assert report.identical
    assert report.differences == []
    assert report.events_replayed == (await mind.record.verify()).events_checked


async def test_replay_reports_a_projection_row_the_ledger_does_not_explain(store: Store) -> None:
    mind = await _converse(store)

    def forge(connection: Connection) -> None:
        connection.exec_driver_sql(
            "INSERT INTO messages (id, mind_id, conversation_id, user_id, role, content, status,"
            f" at, event_id) VALUES ('msg_forged', '{mind.id}', 'c', 'local', 'user', 'forged',"
            " 'complete', '2026-01-01T00:00:00.000000Z', 'e')"
        )

    await store.write(forge)
    report = await mind.record.replay_check()
    assert not report.identical
    (difference,) = report.differences
    assert difference.table == "messages"
    assert [row["id"] for row in difference.unexpected] == ["msg_forged"]
    assert difference.missing == []


async def test_replay_stops_at_the_first_bad_event(store: Store) -> None:
    mind = await _converse(store)

    def tamper(connection: Connection) -> None:
        if connection.dialect.name == "sqlite":
            connection.execute(text("DROP TRIGGER events_append_only_update"))
        else:
            connection.execute(text("ALTER TABLE events DISABLE TRIGGER events_append_only"))
        connection.exec_driver_sql("UPDATE events SET actor = 'forged' WHERE seq = 4")

    await store.write(tamper)
    report = await mind.record.replay_check()
    assert report.broken is not None
    assert report.broken.seq == 4
    assert report.events_replayed == 3
    assert not report.identical
