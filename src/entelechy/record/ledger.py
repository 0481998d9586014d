"""The append-only event ledger: one hash chain per mind.

Each event's hash covers its header and the SHA-256 digest of its canonical payload (not the
payload itself), so a future audited redaction can replace a payload with a marker while the chain
still verifies and the digest proves what was removed.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from sqlalchemy import Connection, bindparam, func, select

from entelechy.clock import Clock, format_timestamp
from entelechy.ids import IdFactory
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import GENESIS, digest_of, sha256_digest
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.schema import events

SCHEMA_VERSION = 1


@dataclass(frozen=True)
class NewEvent:
    """An event about to be appended; the ledger assigns id, seq, time and hashes."""

    kind: str
    payload: Mapping[str, Any]
    actor: str
    user_id: str | None = None
    causation_id: str | None = None
    correlation_id: str | None = None
    schema_version: int = SCHEMA_VERSION


@dataclass(frozen=True)
class StoredEvent:
    """An event as it stands in the ledger; never changes once written."""

    id: str
    mind_id: str
    seq: int
    kind: str
    schema_version: int
    actor: str
    user_id: str | None
    causation_id: str | None
    correlation_id: str | None
    at: str
    payload: Mapping[str, Any] = field(hash=False)
    payload_digest: str
    prev_hash: str
    hash: str

    def header(self) -> dict[str, Any]:
        """What the hash covers."""
        return {
            "id": self.id,
            "mind_id": self.mind_id,
            "seq": self.seq,
            "kind": self.kind,
            "schema_version": self.schema_version,
            "actor": self.actor,
            "user_id": self.user_id,
            "causation_id": self.causation_id,
            "correlation_id": self.correlation_id,
            "at": self.at,
            "payload_digest": self.payload_digest,
            "prev_hash": self.prev_hash,
        }

    def computed_hash(self) -> str:
        return digest_of(self.header())

    def row(self) -> dict[str, Any]:
        return {**self.header(), "payload": canonical_json(self.payload), "hash": self.hash}

    @classmethod
    def from_row(cls, row: Mapping[str, Any]) -> StoredEvent:
        values = dict(row)
        values["payload"] = json.loads(values["payload"])
        return cls(**values)


class Ledger:
    """Appends events to a mind's chain inside the caller's write transaction."""

    def __init__(self, clock: Clock, ids: IdFactory) -> None:
        self._clock = clock
        self._ids = ids

    def append(
        self,
        connection: Connection,
        mind_id: str,
        new: NewEvent,
        after: tuple[int, str] | None = None,
    ) -> StoredEvent:
        """Append inside a transaction that holds the chain's writer lock (`serialize_writers`,
        which `Recorder.transaction` takes first). `after` is the chain's head (seq, hash) when
        the caller knows it — the event it appended last in this same transaction, which no one
        else can have followed while the lock is held; otherwise the head is read."""
        seq, prev_hash = head(connection, mind_id) if after is None else after
        payload_text = canonical_json(new.payload)
        unhashed = StoredEvent(
            id=self._ids.new(),
            mind_id=mind_id,
            seq=seq + 1,
            kind=new.kind,
            schema_version=new.schema_version,
            actor=new.actor,
            user_id=new.user_id,
            causation_id=new.causation_id,
            correlation_id=new.correlation_id,
            at=format_timestamp(self._clock.now()),
            payload=json.loads(payload_text),
            payload_digest=sha256_digest(payload_text.encode()),
            prev_hash=prev_hash,
            hash="",
        )
        stored = replace(unhashed, hash=unhashed.computed_hash())
        _INSERT.insert(
            connection, {**stored.header(), "payload": payload_text, "hash": stored.hash}
        )
        return stored


def serialize_writers(connection: Connection, key: str) -> None:
    """PostgreSQL: one writer per `key` (a mind's chain, by its id) at a time, from the start of
    the transaction, so what it reads before appending (is there a conversation yet?) cannot
    change under it. SQLite's write lock (BEGIN IMMEDIATE) already does this."""
    if connection.dialect.name == "postgresql":
        _WRITER_LOCK.run(connection, {"key": key})


_WRITER_LOCK = Prepared(
    select(func.pg_advisory_xact_lock(func.hashtextextended(bindparam("key"), 0)))
)
_INSERT = PreparedInsert(events)
_HEAD = Prepared(
    select(events.c.seq, events.c.hash)
    .where(events.c.mind_id == bindparam("mind_id"))
    .order_by(events.c.seq.desc())
    .limit(1)
)


def head(connection: Connection, mind_id: str) -> tuple[int, str]:
    """The last sequence number and hash of a mind's chain, or (0, GENESIS)."""
    rows = _HEAD.rows(connection, {"mind_id": mind_id})
    return (0, GENESIS) if not rows else (rows[0][0], rows[0][1])


def iter_events(
    connection: Connection,
    mind_id: str,
    *,
    batch: int = 2000,
    after_seq: int = 0,
    limit: int | None = None,
    kinds: Sequence[str] | None = None,
) -> Iterator[StoredEvent]:
    """Events of a mind in chain order (after `after_seq`, at most `limit`, only `kinds` when
    given), fetched in batches."""
    rows = iter_rows(
        connection, mind_id, batch=batch, after_seq=after_seq, limit=limit, kinds=kinds
    )
    for row in rows:
        yield StoredEvent.from_row(row)


def iter_rows(
    connection: Connection,
    mind_id: str,
    *,
    batch: int = 2000,
    after_seq: int = 0,
    limit: int | None = None,
    kinds: Sequence[str] | None = None,
) -> Iterator[dict[str, Any]]:
    """The stored rows of a mind's events in chain order, payloads as the bytes were stored
    (for verification, which must judge what is on disk, not a re-parse of it)."""
    cursor, remaining = after_seq, limit
    chosen = select(events).where(events.c.mind_id == mind_id)
    if kinds is not None:
        chosen = chosen.where(events.c.kind.in_(kinds))
    while remaining is None or remaining > 0:
        if remaining is not None:
            batch = min(batch, remaining)
            remaining -= batch
        rows = (
            connection.execute(
                chosen.where(events.c.seq > cursor).order_by(events.c.seq).limit(batch)
            )
            .mappings()
            .all()
        )
        for row in rows:
            yield dict(row)
        if len(rows) < batch:
            return
        cursor = rows[-1]["seq"]


def mind_ids(connection: Connection) -> list[str]:
    """Every mind that has a chain."""
    rows = connection.execute(select(events.c.mind_id).distinct().order_by(events.c.mind_id))
    return [row[0] for row in rows]
