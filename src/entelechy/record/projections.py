"""Projections: state tables derived from events, written in the event's own transaction.

Each subsystem registers a handler per event kind and the tables it owns. The same handlers build
state live and in a replay, which is what makes "rebuild from the ledger" an exact check.
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

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
        handlers = self._handlers.get(event.kind, ())
        if handlers and _holds_nul(event.payload):
            event = dataclasses.replace(event, payload=_without_nul(event.payload))
        for handler in handlers:
            handler(connection, event)


NUL_STAND_IN = "\u2400"
"""What a NUL character becomes in state tables (PostgreSQL text cannot hold NUL; SQLite
could, and does the same so both backends agree). The event keeps the original, escaped in its
JSON, so nothing is lost: the record is the truth, the state table a view of it."""


def _holds_nul(value: Any) -> bool:
    if isinstance(value, str):
        return "\x00" in value
    if isinstance(value, Mapping):
        return any(_holds_nul(key) or _holds_nul(item) for key, item in value.items())
    if isinstance(value, list | tuple):
        return any(_holds_nul(item) for item in value)
    return False


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", NUL_STAND_IN)
    if isinstance(value, Mapping):
        return {_without_nul(key): _without_nul(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_without_nul(item) for item in value]
    return value


PROJECTIONS = Projections()
"""The registry every built-in subsystem registers into, as a plugin would."""
