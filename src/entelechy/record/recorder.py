"""The unit of work: append events and project them in one transaction."""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

from sqlalchemy import Connection

from entelechy.record.ledger import Ledger, NewEvent, StoredEvent, serialize_writers
from entelechy.record.projections import Projections
from entelechy.record.store import Store

T = TypeVar("T")


class Transaction:
    """Events appended here become visible together, with their projections, or not at all."""

    def __init__(
        self, connection: Connection, ledger: Ledger, projections: Projections, mind_id: str
    ) -> None:
        self.connection = connection
        self.mind_id = mind_id
        self._ledger = ledger
        self._projections = projections
        self.appended: list[StoredEvent] = []

    def append(self, new: NewEvent) -> StoredEvent:
        last = self.appended[-1] if self.appended else None
        after = None if last is None else (last.seq, last.hash)
        stored = self._ledger.append(self.connection, self.mind_id, new, after)
        self._projections.apply(self.connection, stored)
        self.appended.append(stored)
        return stored


class Recorder:
    """Runs units of work on a mind's chain."""

    def __init__(self, store: Store, ledger: Ledger, projections: Projections) -> None:
        self.store = store
        self._ledger = ledger
        self._projections = projections

    async def transaction(self, mind_id: str, work: Callable[[Transaction], T]) -> T:
        """Run `work` with a `Transaction` on `mind_id`'s chain; all of it commits or none."""

        def run(connection: Connection) -> T:
            serialize_writers(connection, mind_id)
            return work(Transaction(connection, self._ledger, self._projections, mind_id))

        return await self.store.write(run)

    async def record(self, mind_id: str, *events: NewEvent) -> list[StoredEvent]:
        """Append `events` in order, in one transaction."""

        def append_all(tx: Transaction) -> list[StoredEvent]:
            return [tx.append(new) for new in events]

        return await self.transaction(mind_id, append_all)
