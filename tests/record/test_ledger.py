"""The ledger: hash chains per mind, append-only in the database itself, on both backends."""

from __future__ import annotations

import asyncio

import pytest
from sqlalchemy import Connection, text

from entelechy.clock import ManualClock
from entelechy.errors import HistoryImmutableError
from entelechy.ids import IdFactory
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.hashing import GENESIS, digest_of
from entelechy.record.ledger import Ledger, NewEvent, iter_events
from entelechy.record.projections import NUL_STAND_IN, Projections
from entelechy.record.recorder import Recorder
from entelechy.record.schema import HISTORY_TABLES
from entelechy.record.store import Store, open_store
from entelechy.record.verify import verify_chain


def _recorder(store: Store, clock: ManualClock) -> Recorder:
    return Recorder(store, Ledger(clock, IdFactory(clock)), Projections())


def _event(number: int) -> NewEvent:
    return NewEvent("thing_happened", {"n": number, "ratio": number / 3}, actor="test")


async def test_events_form_a_chain_per_mind(store: Store, clock: ManualClock) -> None:
    recorder = _recorder(store, clock)
    first = await recorder.record("mind-a", _event(1), _event(2))
    other = await recorder.record("mind-b", _event(1))
    assert [e.seq for e in first] == [1, 2]
    assert first[0].prev_hash == GENESIS
    assert first[1].prev_hash == first[0].hash
    assert other[0].seq == 1
    assert other[0].prev_hash == GENESIS
    assert first[0].hash.startswith("sha256:")
    assert first[0].payload_digest == digest_of({"n": 1, "ratio": 1 / 3})


async def test_stored_events_read_back_identically(store: Store, clock: ManualClock) -> None:
    recorder = _recorder(store, clock)
    written = await recorder.record("m", *(_event(n) for n in range(5)))
    read = await store.read(lambda c: list(iter_events(c, "m")))
    assert read == written
    assert all(event.computed_hash() == event.hash for event in read)


async def test_time_comes_from_the_injected_clock(store: Store, clock: ManualClock) -> None:
    expected = clock.now()
    clock.advance(-(clock.now() - expected))
    (event,) = await _recorder(store, clock).record("m", _event(1))
    assert event.at.startswith(expected.strftime("%Y-%m-%dT%H:%M:%S"))


async def _populate(store: Store) -> None:
    """One mind with one exchange: a row in every history table."""
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="hello"))
    await mind.respond("hi")


@pytest.mark.parametrize("table", HISTORY_TABLES)
async def test_database_refuses_update_of_history(store: Store, table: str) -> None:
    await _populate(store)
    with pytest.raises(HistoryImmutableError, match="append-only"):
        await store.write(lambda c: c.execute(text(f"UPDATE {table} SET id = id")))


@pytest.mark.parametrize("table", HISTORY_TABLES)
async def test_database_refuses_delete_of_history(store: Store, table: str) -> None:
    await _populate(store)
    with pytest.raises(HistoryImmutableError, match="append-only"):
        await store.write(lambda c: c.execute(text(f"DELETE FROM {table}")))


async def test_postgresql_refuses_truncate(postgres_url: str) -> None:
    store = await open_store(postgres_url)
    try:
        with pytest.raises(HistoryImmutableError):
            await store.write(lambda c: c.execute(text("TRUNCATE events")))
    finally:
        await store.close()


async def test_refused_change_leaves_history_intact(store: Store, clock: ManualClock) -> None:
    await _recorder(store, clock).record("m", _event(1), _event(2))
    with pytest.raises(HistoryImmutableError):
        await store.write(lambda c: c.execute(text("DELETE FROM events WHERE seq = 2")))
    report = await store.read(lambda c: verify_chain(c, "m"))
    assert report.ok
    assert report.events_checked == 2


def _tamper(connection: Connection, statement: str) -> None:
    """What an attacker with direct file access could do: drop the guard, then edit."""
    if connection.dialect.name == "sqlite":
        connection.execute(text("DROP TRIGGER events_append_only_update"))
    else:
        connection.execute(text("ALTER TABLE events DISABLE TRIGGER events_append_only"))
    connection.exec_driver_sql(statement)


@pytest.mark.parametrize(
    ("statement", "reason"),
    [
        ('UPDATE events SET payload = \'{"n":99,"ratio":1}\' WHERE seq = 3', "digest"),
        ("UPDATE events SET kind = 'forged' WHERE seq = 3", "header"),
        ("UPDATE events SET prev_hash = 'sha256:00' WHERE seq = 3", "prev_hash"),
    ],
)
async def test_tampering_is_found_at_the_exact_event(
    store: Store, clock: ManualClock, statement: str, reason: str
) -> None:
    await _recorder(store, clock).record("m", *(_event(n) for n in range(5)))
    await store.write(lambda c: _tamper(c, statement))
    report = await store.read(lambda c: verify_chain(c, "m"))
    assert not report.ok
    assert report.broken is not None
    assert report.broken.seq == 3
    assert reason in report.broken.reason
    assert report.events_checked == 2


async def test_concurrent_writers_keep_one_gapless_chain(
    store_url: str, clock: ManualClock
) -> None:
    stores = [await open_store(store_url) for _ in range(4)]
    try:
        recorders = [_recorder(s, clock) for s in stores]

        async def write(recorder: Recorder, worker: int) -> None:
            for n in range(10):
                await recorder.record("shared", _event(worker * 100 + n))

        await asyncio.gather(*(write(r, i) for i, r in enumerate(recorders)))
        report = await stores[0].read(lambda c: verify_chain(c, "shared"))
    finally:
        for opened in stores:
            await opened.close()
    assert report.ok
    assert report.events_checked == 40


async def test_a_failed_unit_of_work_appends_nothing(store: Store, clock: ManualClock) -> None:
    recorder = _recorder(store, clock)

    def half_then_fail(tx) -> None:  # type: ignore[no-untyped-def]
        tx.append(_event(1))
        raise RuntimeError("boom")

    with pytest.raises(RuntimeError):
        await recorder.transaction("m", half_then_fail)
    report = await store.read(lambda c: verify_chain(c, "m"))
    assert report.events_checked == 0


async def test_nul_is_kept_in_the_record_and_shown_in_state_on_both_backends(
    store_url: str,
) -> None:
    mind = await Mind.open("ada", database_url=store_url, model=ScriptedModel(default="ok\x00!"))
    reply = await mind.respond("a\x00b")
    history = await mind.history()
    payloads = await mind.store.read(
        lambda c: [
            row[0]
            for row in c.execute(text("SELECT payload FROM events WHERE kind = 'message_received'"))
        ]
    )
    report = await mind.record.verify()
    await mind.close()
    assert reply.text == "ok\x00!"
    assert [m.content for m in history] == [f"a{NUL_STAND_IN}b", f"ok{NUL_STAND_IN}!"]
    assert "a\\u0000b" in payloads[0], "the event keeps the original, escaped"
    assert report.ok
