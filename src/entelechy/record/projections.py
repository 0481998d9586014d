"""Projections: state tables derived from events, written in the event's own transaction.

Each subsystem registers a handler per event kind and the tables it owns. The same handlers build
state live and in a replay, which is what makes "rebuild from the ledger" an exact check.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass

from sqlalchemy import Column, Connection, Table

from entelechy.record.ledger import StoredEvent

Handler = Callable[[Connection, StoredEvent], None]


@dataclass(frozen=True)
class ProjectedTable:
    """A table built from events, and the column that scopes its rows to one mind."""

    table: Table
    mind_column: Column[str]


class Projections:
    """Handlers by event kind, and the tables they write."""

    def __init__(self) -> None:
        self._handlers: defaultdict[str, list[Handler]] = defaultdict(list)
        self._tables: list[ProjectedTable] = []

    def on(self, *kinds: str) -> Callable[[Handler], Handler]:
        def register(handler: Handler) -> Handler:
            for kind in kinds:
                self._handlers[kind].append(handler)
            return handler

        return register

    def owns(self, table: Table, mind_column: str = "mind_id") -> None:
        self._tables.append(ProjectedTable(table, table.c[mind_column]))

    @property
    def tables(self) -> tuple[ProjectedTable, ...]:
        return tuple(self._tables)

    def apply(self, connection: Connection, event: StoredEvent) -> None:
        for handler in self._handlers.get(event.kind, ()):
            handler(connection, event)


PROJECTIONS = Projections()
"""The registry every built-in subsystem registers into, as a plugin would."""
