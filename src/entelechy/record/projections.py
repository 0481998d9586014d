"""Projections: state tables derived from events, written in the event's own transaction.

Each package keeps its handlers (one or more per event kind), the tables they write and the event
kinds it declares in a `Projections` of its own; the composition root (`entelechy.assembly`)
includes every package's set into the one registry a store is written with. Nothing registers
by being imported, so what a replay compares never depends on what a process happened to import.
The same handlers build state live and in a replay, which is what makes "rebuild from the ledger"
an exact check.
"""

from __future__ import annotations

import dataclasses
import json
from collections import defaultdict
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Column, Connection, Table

from entelechy.record.ledger import StoredEvent

Handler = Callable[[Connection, StoredEvent], None]
Upcaster = Callable[[Mapping[str, Any]], dict[str, Any]]
"""Turns the payload of one schema version of an event kind into the next version's."""


@dataclass(frozen=True)
class ProjectedTable:
    """A table built from events, and the column that scopes its rows to one mind."""

    table: Table
    mind_column: Column[str]


class Projections:
    """Handlers by event kind, the tables they write, and the event kinds declared.

    `declares` are the event kinds a package writes; `ledger_only` those of them that change no
    state table (the ledger alone keeps them, as a reasoning step or a rejected signature).
    """

    def __init__(self, declares: Iterable[str] = (), ledger_only: Iterable[str] = ()) -> None:
        self._handlers: defaultdict[str, list[Handler]] = defaultdict(list)
        self._tables: list[ProjectedTable] = []
        self._declared: set[str] = set(declares)
        self._ledger_only: set[str] = set(ledger_only)
        self._upcasters: dict[tuple[str, int], Upcaster] = {}
        unknown = self._ledger_only - self._declared
        if unknown:
            raise ValueError(f"ledger-only kinds not declared: {sorted(unknown)}")

    def include(self, *others: Projections) -> Projections:
        """Add other sets' handlers, tables and declarations to this one (itself, for chaining)."""
        for other in others:
            for kind, handlers in other._handlers.items():
                self._handlers[kind].extend(handlers)
            self._tables.extend(other._tables)
            self._declared |= other._declared
            self._ledger_only |= other._ledger_only
            self._upcasters.update(other._upcasters)
        return self

    def upcaster(self, kind: str, version: int) -> Callable[[Upcaster], Upcaster]:
        """Register how a `kind` payload of schema `version` becomes version `version + 1`.
        Events are never rewritten: handlers (live and in replay) see the latest version."""

        def register(upcast: Upcaster) -> Upcaster:
            self._upcasters[(kind, version)] = upcast
            return upcast

        return register

    def upcast(self, event: StoredEvent) -> StoredEvent:
        """`event` as its kind's latest schema version reads (itself if it is that already).
        The hash fields stay those of the stored event; only the view of the payload moves."""
        payload, version = event.payload, event.schema_version
        while (upcast := self._upcasters.get((event.kind, version))) is not None:
            payload, version = upcast(payload), version + 1
        if version == event.schema_version:
            return event
        return dataclasses.replace(event, payload=payload, schema_version=version)

    @property
    def declared(self) -> frozenset[str]:
        return frozenset(self._declared)

    @property
    def ledger_only(self) -> frozenset[str]:
        return frozenset(self._ledger_only)

    def unprojected(self) -> frozenset[str]:
        """Declared kinds that no handler projects and that are not declared ledger-only: each
        is a state change replay would silently skip."""
        handled = {kind for kind, handlers in self._handlers.items() if handlers}
        return frozenset(self._declared - handled - self._ledger_only)

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
        if handlers and self._upcasters:
            event = self.upcast(event)
        if handlers and _holds_nul(event.payload):
            event = dataclasses.replace(event, payload=_without_nul(event.payload))
        for handler in handlers:
            handler(connection, event)


NUL_STAND_IN = "\u2400"
"""What a NUL character becomes in state tables (PostgreSQL text cannot hold NUL; SQLite
could, and does the same so both backends agree). The event keeps the original, escaped in its
JSON, so nothing is lost: the record is the truth, the state table a view of it."""


def _holds_nul(payload: Mapping[str, Any]) -> bool:
    """Whether a NUL is anywhere in `payload`, by one pass of the C JSON encoder: it writes a
    NUL as `\\u0000` and doubles every backslash, so a payload without that escape holds no
    NUL. (One holding the six characters `\\u0000` as text, or something JSON cannot write,
    is walked by `_without_nul`, which then replaces only what is there.)"""
    try:
        return "\\u0000" in _ENCODE(payload)
    except (TypeError, ValueError):
        return True


_ENCODE = json.JSONEncoder(ensure_ascii=False).encode


def _without_nul(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", NUL_STAND_IN)
    if isinstance(value, Mapping):
        return {_without_nul(key): _without_nul(item) for key, item in value.items()}
    if isinstance(value, list | tuple):
        return [_without_nul(item) for item in value]
    return value
