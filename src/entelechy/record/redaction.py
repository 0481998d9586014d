"""Audited redaction: the one path that alters history, and only to make content irrecoverable.

A redaction removes texts from one mind's store: from the payloads of the events that hold them
and from every state row built from those events. Content becomes a fixed marker; ids, links,
times and scores stay, and so does each event's recorded payload digest, which the hash chain
covers — so the chain still verifies, and `redacted_events` keeps, per rewritten event, the
digest it was recorded with and the digest of what it holds now: proof that a redaction (and
nothing else) changed it. The transaction raises the redaction flag, the only thing the
append-only triggers let an UPDATE through for, and never DELETEs.

Two kinds of text are removed. Long texts (a message, a memory, a sentence) are specific enough
to be removed wherever they appear in the mind. Short fragments (a name, a number, a place) are
removed only from the events the caller named (the target and what was derived from it) and the
rows those events built, so another person's "Lisbon" is never touched.
"""

from __future__ import annotations

import contextlib
import functools
import json
import re
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import (
    Column,
    Connection,
    Table,
    Text,
    and_,
    literal_column,
    select,
    text,
)

from entelechy.record.append_only import REDACTION_SETTING
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import sha256_digest
from entelechy.record.projections import ProjectedTable
from entelechy.record.schema import events, redaction_marker

REDACTED = "[redacted]"
SHORTEST = 3
"""Texts shorter than this are never removed (they would match everywhere)."""
LONG = 12
"""Texts at least this long are removed wherever they appear in the mind."""
_KEPT_COLUMNS = frozenset({"id", "mind_id", "event_id", "at", "seq", "hash", "digest"})


@dataclass(frozen=True)
class Scope:
    """What one redaction removes."""

    texts: tuple[str, ...]
    """The content to remove (long texts everywhere, short ones only from `event_ids`)."""
    event_ids: frozenset[str] = frozenset()
    """The target's events and those derived from it."""

    @functools.cached_property
    def patterns(self) -> _Patterns:
        """The texts compiled once, for the plan and the rewrite alike."""
        return _Patterns.of(self)

    @property
    def long(self) -> tuple[str, ...]:
        return tuple(t for t in self.texts if len(t) >= LONG)

    @property
    def short(self) -> tuple[str, ...]:
        return tuple(t for t in self.texts if SHORTEST <= len(t) < LONG)

    @classmethod
    def of(cls, texts: Iterable[str], event_ids: Iterable[str] = ()) -> Scope:
        kept = {t.strip() for t in texts if t and len(t.strip()) >= SHORTEST}
        ordered = tuple(sorted(kept, key=len, reverse=True))
        return cls(ordered, frozenset(event_ids))

    def digest(self) -> str:
        """The SHA-256 of what is removed, kept in the redaction ledger as proof."""
        return sha256_digest(canonical_json(sorted(self.texts)).encode())


@dataclass(frozen=True)
class Rewrite:
    """One event whose payload the redaction replaces."""

    event_id: str
    seq: int
    kind: str
    original_digest: str
    payload: str

    @property
    def redacted_digest(self) -> str:
        return sha256_digest(self.payload.encode("utf-8", "surrogatepass"))


@dataclass(frozen=True)
class Plan:
    """What a redaction will change, listed before it runs (`--dry-run` shows this)."""

    scope: Scope
    rewrites: tuple[Rewrite, ...]
    rows: dict[str, int] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "texts": len(self.scope.texts),
            "events": [
                {"event_id": r.event_id, "seq": r.seq, "kind": r.kind} for r in self.rewrites
            ],
            "rows": dict(sorted(self.rows.items())),
        }


def plan(
    connection: Connection, mind_id: str, scope: Scope, tables: Iterable[ProjectedTable]
) -> Plan:
    """The events and state rows the redaction would rewrite; nothing is changed."""
    patterns = scope.patterns
    rewrites = tuple(_rewrites(connection, mind_id, scope, patterns))
    reach = _reach(scope, rewrites)
    rows = {
        projected.table.name: len(changes)
        for projected in tables
        if (changes := _row_changes(connection, projected, mind_id, patterns, reach))
    }
    return Plan(scope, rewrites, rows)


def apply(
    connection: Connection, mind_id: str, planned: Plan, tables: Iterable[ProjectedTable]
) -> None:
    """Inside the redaction's write transaction: raise the flag, rewrite, lower the flag."""
    patterns = planned.scope.patterns
    reach = _reach(planned.scope, planned.rewrites)
    with flag_raised(connection, mind_id):
        for rewrite in planned.rewrites:
            connection.execute(
                events.update()
                .where(events.c.id == rewrite.event_id)
                .values(payload=rewrite.payload)
            )
        for projected in tables:
            table = projected.table
            addressed = _addressed(connection)
            for match, values in _row_changes(connection, projected, mind_id, patterns, reach):
                where = and_(projected.mind_column == mind_id, addressed)
                statement = table.update().where(where).values(values)
                connection.execute(statement, {"address": match[_ADDRESS]})


@dataclass(frozen=True)
class _Patterns:
    """The texts to remove as regular expressions (longest first), in every spelling a store
    holds them: as written, JSON-escaped, lower-cased."""

    every: re.Pattern[str] | None
    """All texts: for the redaction's own events and the rows they built."""
    long: re.Pattern[str] | None
    """Long texts only: for everything else in the mind."""

    @classmethod
    def of(cls, scope: Scope) -> _Patterns:
        long = matcher(_variants(scope.long))
        if not scope.short:
            return cls(long, long)
        return cls(matcher(_variants(scope.long) + _variants(scope.short, lower=True)), long)


def matcher(pieces: tuple[str, ...]) -> re.Pattern[str] | None:
    """One expression matching any of `pieces` (longest first), built as a trie so a search
    costs the text's length, not the number of pieces times it: a person's thousands of
    messages are matched in one pass."""
    if not pieces:
        return None
    trie: dict[str, Any] = {}
    for piece in set(pieces):
        node = trie
        for char in piece:
            node = node.setdefault(char, {})
        node[""] = {}
    return re.compile(_pattern_of(trie))


def _pattern_of(node: dict[str, Any]) -> str:
    """The regular expression of a trie node: its branches, and when a piece may end here an
    empty branch last, so the longest piece wins."""
    branches = [re.escape(char) + _pattern_of(child) for char, child in node.items() if char]
    if not branches:
        return ""
    if "" in node:
        return "(?:" + "|".join(branches) + "|)"
    return branches[0] if len(branches) == 1 else "(?:" + "|".join(branches) + ")"


@contextlib.contextmanager
def flag_raised(connection: Connection, mind_id: str) -> Iterator[None]:
    """The redaction flag, for the statements inside the block (and only those)."""
    _raise_flag(connection, mind_id)
    yield  # on an error the transaction rolls back, and the flag with it
    _lower_flag(connection, mind_id)


def scrub(value: Any, pattern: re.Pattern[str]) -> Any:
    """`value` with every match of `pattern` in its strings replaced by the marker; ids and
    digests (values of keys such as `message_id`, `episode_ids`, `payload_digest`) are links,
    and stay."""
    if isinstance(value, str):
        return pattern.sub(REDACTED, value)
    if isinstance(value, Mapping):
        scrubbed = {
            key: item if _link(key) else scrub(item, pattern) for key, item in value.items()
        }
        if _keyed(value) and scrubbed["key"] != value["key"]:
            scrubbed["key"] = unique_marker(str(value["belief_id"]))
        return scrubbed
    if isinstance(value, list | tuple):
        return [scrub(item, pattern) for item in value]
    return value


def _link(key: str) -> bool:
    return key in _KEPT_COLUMNS or key.endswith(_LINK_SUFFIXES)


_LINK_SUFFIXES = ("_id", "_ids", "_digest", "hash", "Id", "Ids", "Hash")


def unique_marker(row_id: str) -> str:
    """What a unique key that held removed text becomes: the marker and the row's id, so two
    redacted keys never collide (and say nothing of what they held)."""
    return f"{REDACTED}|{row_id}"


def _keyed(value: Mapping[str, Any]) -> bool:
    return isinstance(value.get("key"), str) and isinstance(value.get("belief_id"), str)


def content_of(value: Any) -> list[str]:
    """The content-like strings of a payload (prose: text with a space, or long), never ids,
    times or digests — what redacting a whole event removes."""
    found: list[str] = []
    if isinstance(value, str):
        if (" " in value.strip() or len(value) >= LONG * 2) and not value.startswith("sha256:"):
            found.append(value)
    elif isinstance(value, Mapping):
        for key, item in value.items():
            derived = key in ("key", "slot")
            if not (derived or _link(key) or key.endswith("_at")):
                found.extend(content_of(item))
    elif isinstance(value, list | tuple):
        for item in value:
            found.extend(content_of(item))
    return found


def _rewrites(
    connection: Connection, mind_id: str, scope: Scope, patterns: _Patterns
) -> list[Rewrite]:
    """One pass over the mind's events: its own events lose every text, the rest the long
    texts they quote."""
    rows = connection.execute(
        select(events.c.id, events.c.seq, events.c.kind, events.c.payload, events.c.payload_digest)
        .where(events.c.mind_id == mind_id)
        .order_by(events.c.seq)
    )
    found = []
    for event_id, seq, kind, stored, digest in rows:
        pattern = patterns.every if event_id in scope.event_ids else patterns.long
        if pattern is None or not pattern.search(stored):
            continue
        payload = canonical_json(scrub(json.loads(stored), pattern))
        if payload != stored:
            found.append(Rewrite(event_id, seq, kind, digest, payload))
    return found


def _text_columns(table: Table) -> list[Column[Any]]:
    return [
        column
        for column in table.columns
        if isinstance(column.type, Text)
        and not _link(column.name)
        and not column.name.endswith("_at")
    ]


@dataclass(frozen=True)
class _Reach:
    """Which rows lose every text: those built by the redaction's events, found by their event
    id, or by an id those events name (an index entry of an episode). Other rows lose only the
    long texts they quote."""

    events: frozenset[str]
    ids: frozenset[str]

    def holds(self, row: Mapping[str, Any]) -> bool:
        if row.get("event_id") in self.events:
            return True
        return any(row.get(name) in self.ids for name in ("item_id", "id") if name in row)


_IDENTITY = ("id", "event_id", "item_id")


def _row_changes(
    connection: Connection,
    projected: ProjectedTable,
    mind_id: str,
    patterns: _Patterns,
    reach: _Reach,
) -> list[tuple[dict[str, Any], dict[str, Any]]]:
    """(the row's identifying values, its new values) for every row of one table that holds a
    text to remove; rows are read once and rewritten by the same function as the events."""
    table = projected.table
    columns = _text_columns(table)
    if not columns or (patterns.long is None and patterns.every is None):
        return []
    identity = [table.c[name] for name in _IDENTITY if name in table.c]
    chosen = {c.name: c for c in [*identity, *columns]}.values()
    query = select(_row_address(connection), *chosen).where(projected.mind_column == mind_id)
    changes = []
    for found in connection.execute(query).mappings():
        row = dict(found)
        pattern = patterns.every if reach.holds(row) else patterns.long
        if pattern is None:
            continue
        values = {
            column.name: _new_value(column.name, row, pattern)
            for column in columns
            if isinstance(row[column.name], str) and pattern.search(row[column.name])
        }
        if values:
            changes.append(({_ADDRESS: row[_ADDRESS]}, values))
    return changes


_ADDRESS = "row_address"


def _row_address(connection: Connection) -> Any:
    """The physical address of a row (SQLite's rowid, PostgreSQL's ctid): updating by it needs
    no index, which the full-text table has none of."""
    return literal_column(_address_column(connection)).label(_ADDRESS)


def _address_column(connection: Connection) -> str:
    return "ctid" if connection.dialect.name == "postgresql" else "rowid"


def _addressed(connection: Connection) -> Any:
    """`address = :address`, typed as the backend's row address."""
    if connection.dialect.name == "postgresql":
        return text("ctid = CAST(:address AS tid)")
    return text("rowid = :address")


def _new_value(name: str, row: Mapping[str, Any], pattern: re.Pattern[str]) -> str:
    if name == "key" and isinstance(row.get("id"), str):
        return unique_marker(row["id"])
    return pattern.sub(REDACTED, row[name])


def _reach(scope: Scope, rewrites: Iterable[Rewrite]) -> _Reach:
    chosen = list(rewrites)
    named: set[str] = set()
    for rewrite in chosen:
        named.update(_ids_in(json.loads(rewrite.payload)))
    return _Reach(scope.event_ids | {r.event_id for r in chosen}, frozenset(named))


def _ids_in(value: Any) -> list[str]:
    """Every id a payload names (values of keys ending in _id or _ids)."""
    found: list[str] = []
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key.endswith("_id") and isinstance(item, str):
                found.append(item)
            elif key.endswith("_ids") and isinstance(item, list):
                found.extend(str(entry) for entry in item)
            else:
                found.extend(_ids_in(item))
    elif isinstance(value, list):
        for item in value:
            found.extend(_ids_in(item))
    return found


def _variants(pieces: tuple[str, ...], *, lower: bool = False) -> tuple[str, ...]:
    """Each text as written and as JSON escapes it (state columns may hold JSON); with `lower`,
    lower-cased too (claim keys are)."""
    spelled = (
        p for piece in pieces for p in (piece, _escaped(piece), piece.lower() if lower else piece)
    )
    return tuple(dict.fromkeys(spelled))


def _escaped(piece: str) -> str:
    return canonical_json(piece)[1:-1]


def _raise_flag(connection: Connection, mind_id: str) -> None:
    if connection.dialect.name == "postgresql":
        connection.execute(text(f"SET LOCAL {REDACTION_SETTING} = 'on'"))
    else:
        connection.execute(redaction_marker.insert().values(redaction_id=mind_id))


def _lower_flag(connection: Connection, mind_id: str) -> None:
    if connection.dialect.name == "postgresql":
        connection.execute(text(f"SET LOCAL {REDACTION_SETTING} = 'off'"))
    else:
        connection.execute(
            redaction_marker.delete().where(redaction_marker.c.redaction_id == mind_id)
        )
