"""Rebuilding projections from the ledger in a sandbox and comparing them with the live ones.

The sandbox is a fresh in-memory store: events are copied across (verifying the chain as they go,
stopping at the first bad one), every projection handler runs again, and each projected table is
compared row by row with the live database.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, select

from entelechy.record.hashing import GENESIS
from entelechy.record.ledger import StoredEvent, iter_events
from entelechy.record.projections import ProjectedTable, Projections
from entelechy.record.schema import events
from entelechy.record.store import Store, open_store
from entelechy.record.verify import ChainBreak, check_link, redacted_of

SANDBOX_URL = "sqlite://"
_BATCH = 2000


@dataclass(frozen=True)
class TableDifference:
    table: str
    missing: list[dict[str, Any]] = field(default_factory=list)
    unexpected: list[dict[str, Any]] = field(default_factory=list)


@dataclass(frozen=True)
class ReplayReport:
    mind_id: str
    events_replayed: int
    broken: ChainBreak | None
    differences: list[TableDifference]

    @property
    def identical(self) -> bool:
        return self.broken is None and not self.differences


async def replay_check(
    live: Store, projections: Projections, mind_id: str, sandbox_url: str | None = None
) -> ReplayReport:
    """Rebuild `mind_id`'s projections from its events and report every difference.

    The rebuild happens in memory unless `sandbox_url` names a database to keep it in.
    """
    sandbox = await open_store(sandbox_url or SANDBOX_URL)
    try:
        replayed, broken = await _rebuild(live, sandbox, projections, mind_id)
        if broken is not None:
            return ReplayReport(mind_id, replayed, broken, [])
        differences = []
        for projected in projections.tables:
            read = functools.partial(_rows, projected=projected, mind_id=mind_id)
            expected = await sandbox.read(read)
            actual = await live.read(read)
            if expected != actual:
                differences.append(_difference(projected.table.name, expected, actual))
        return ReplayReport(mind_id, replayed, None, differences)
    finally:
        await sandbox.close()


async def _rebuild(
    live: Store, sandbox: Store, projections: Projections, mind_id: str
) -> tuple[int, ChainBreak | None]:
    replayed, expected_prev = 0, GENESIS
    redacted = await live.read(functools.partial(redacted_of, mind_id=mind_id))
    while True:
        batch = await live.read(functools.partial(_batch, mind_id=mind_id, after=replayed))
        good: list[StoredEvent] = []
        for event in batch:
            reason = check_link(event, replayed + len(good) + 1, expected_prev, None, redacted)
            if reason is not None:
                await sandbox.write(functools.partial(_apply, projections=projections, batch=good))
                return replayed + len(good), ChainBreak(event.seq, event.id, reason)
            good.append(event)
            expected_prev = event.hash
        await sandbox.write(functools.partial(_apply, projections=projections, batch=good))
        replayed += len(good)
        if len(batch) < _BATCH:
            return replayed, None


def _batch(connection: Connection, *, mind_id: str, after: int) -> list[StoredEvent]:
    return list(iter_events(connection, mind_id, batch=_BATCH, after_seq=after, limit=_BATCH))


def _apply(connection: Connection, *, projections: Projections, batch: list[StoredEvent]) -> None:
    for event in batch:
        connection.execute(events.insert(), event.row())
        projections.apply(connection, event)


def _rows(
    connection: Connection, *, projected: ProjectedTable, mind_id: str
) -> list[dict[str, Any]]:
    table = projected.table
    order = list(table.primary_key.columns) or list(table.columns)
    result = connection.execute(
        select(table).where(projected.mind_column == mind_id).order_by(*order)
    )
    return [dict(row) for row in result.mappings()]


def _difference(
    name: str, expected: list[dict[str, Any]], actual: list[dict[str, Any]]
) -> TableDifference:
    missing = [row for row in expected if row not in actual]
    unexpected = [row for row in actual if row not in expected]
    return TableDifference(name, missing, unexpected)
