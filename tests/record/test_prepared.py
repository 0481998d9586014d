"""Hot-path statements on the driver's cursor: queued writes on PostgreSQL keep their order
and their errors, and reads keep what the driver prepared."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from typing import Any

import pytest
from sqlalchemy import Column, Connection, Integer, MetaData, Table, Text, bindparam, select, text

from entelechy.errors import StoreError
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.store import Store, open_store

_SCRATCH = Table(
    "scratch_notes",
    MetaData(),
    Column("id", Integer, primary_key=True, autoincrement=False),
    Column("note", Text),
)
_INSERT = PreparedInsert(_SCRATCH)
_RENAME = Prepared(
    _SCRATCH.update().where(_SCRATCH.c.id == bindparam("b_id")).values(note=bindparam("b_note"))
)
_NOTES = Prepared(select(_SCRATCH.c.id, _SCRATCH.c.note).order_by(_SCRATCH.c.id))


@asynccontextmanager
async def _opened(url: str) -> AsyncIterator[Store]:
    store = await open_store(url)
    try:
        await store.write(_SCRATCH.create)
        yield store
    finally:
        await store.close()


@pytest.fixture
async def scratch(store_url: str) -> AsyncIterator[Store]:
    """A store on each backend with an empty table of notes."""
    async with _opened(store_url) as store:
        yield store


@pytest.fixture
async def scratch_postgres(postgres_url: str) -> AsyncIterator[Store]:
    async with _opened(postgres_url) as store:
        yield store


async def _notes(store: Store) -> list[tuple[Any, ...]]:
    return await store.read(lambda connection: _NOTES.rows(connection, {}))


async def test_a_unit_of_work_reads_what_it_wrote_before_in_the_order_written(
    scratch: Store,
) -> None:
    def work(connection: Connection) -> tuple[object, list[tuple[Any, ...]]]:
        _INSERT.insert(connection, {"id": 1, "note": "first"})
        _INSERT.insert(connection, {"id": 2, "note": "second"})
        counted = connection.execute(text("SELECT count(*) FROM scratch_notes")).scalar()
        _RENAME.run(connection, {"b_id": 2, "b_note": "renamed"})
        seen = _NOTES.rows(connection, {})
        _INSERT.insert(connection, {"id": 3, "note": "last, with nothing read after it"})
        return counted, seen

    counted, seen = await scratch.write(work)
    assert counted == 2
    assert seen == [(1, "first"), (2, "renamed")]
    assert [note for _, note in await _notes(scratch)] == [
        "first",
        "renamed",
        "last, with nothing read after it",
    ]


@pytest.mark.parametrize("read_after", [True, False], ids=["read after", "nothing after"])
async def test_a_failing_statement_fails_and_rolls_back_its_whole_unit(
    scratch: Store, read_after: bool
) -> None:
    def work(connection: Connection) -> None:
        _INSERT.insert(connection, {"id": 1, "note": "kept only if all of it commits"})
        _INSERT.insert(connection, {"id": 1, "note": "the same key again"})
        if read_after:
            _NOTES.rows(connection, {})

    with pytest.raises(StoreError, match="failed"):
        await scratch.write(work)
    assert await _notes(scratch) == []
    await scratch.write(lambda c: _INSERT.insert(c, {"id": 1, "note": "the store still works"}))
    assert await _notes(scratch) == [(1, "the store still works")]


async def test_postgresql_reads_cannot_write(scratch_postgres: Store) -> None:
    with pytest.raises(StoreError, match="read-only"):
        await scratch_postgres.read(lambda c: _INSERT.insert(c, {"id": 1, "note": "smuggled"}))
    assert await _notes(scratch_postgres) == []


async def test_postgresql_reads_keep_the_statements_the_driver_prepared(
    scratch_postgres: Store,
) -> None:
    """A rollback would make psycopg deallocate them, and every reply plan its reads afresh."""
    prepared = text("SELECT count(*) FROM pg_prepared_statements WHERE statement LIKE :pattern")
    for _ in range(8):  # psycopg prepares a statement on its fifth run on a connection
        await _notes(scratch_postgres)
    count = await scratch_postgres.read(
        lambda c: c.execute(prepared, {"pattern": "%FROM scratch_notes ORDER BY%"}).scalar()
    )
    assert count == 1


async def test_hundreds_of_queued_writes_are_all_seen_by_the_read_after_them(
    scratch: Store,
) -> None:
    """More than the server's send buffer holds: results arrive while the read is sent."""

    def work(connection: Connection) -> list[tuple[Any, ...]]:
        for n in range(600):
            _INSERT.insert(connection, {"id": n, "note": f"note {n}"})
        return _NOTES.rows(connection, {})

    seen = await scratch.write(work)
    assert [row[0] for row in seen] == list(range(600))


async def test_a_connection_lost_inside_a_write_is_a_store_error(scratch_postgres: Store) -> None:
    def work(connection: Connection) -> None:
        _INSERT.insert(connection, {"id": 1, "note": "lost with the connection"})
        connection.execute(text("SELECT pg_terminate_backend(pg_backend_pid())"))

    with pytest.raises(StoreError):
        await scratch_postgres.write(work)
    assert await _notes(scratch_postgres) == []
