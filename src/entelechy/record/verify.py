"""Re-deriving every hash of a chain: the proof that history was not altered.

Verification judges the bytes on disk: a payload's digest is recomputed from the stored text, so
an edit that parses back to the same value (a prepended duplicate key, changed whitespace) is
still found. A report carries the chain's head (last seq and hash) to keep elsewhere: checking a
store against heads kept apart finds even a rewrite that recomputed every hash.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass

from sqlalchemy import Connection, select

from entelechy.record.hashing import GENESIS, digest_of, sha256_digest
from entelechy.record.ledger import StoredEvent, iter_rows
from entelechy.record.schema import events, redacted_events


@dataclass(frozen=True)
class ChainBreak:
    """The first event at which a chain stops verifying, and why."""

    seq: int
    event_id: str
    reason: str


@dataclass(frozen=True)
class ChainReport:
    mind_id: str
    events_checked: int
    broken: ChainBreak | None
    head_seq: int = 0
    head_hash: str = GENESIS
    """The last verified event's seq and hash: the anchor to keep outside the store."""

    @property
    def ok(self) -> bool:
        return self.broken is None

    def to_json(self) -> dict[str, object]:
        return {
            "mind_id": self.mind_id,
            "ok": self.ok,
            "events": self.events_checked,
            "broken": dataclasses.asdict(self.broken) if self.broken else None,
            "head": {"seq": self.head_seq, "hash": self.head_hash},
        }


@dataclass(frozen=True)
class Head:
    """A chain head kept outside the store (from `verify --json`)."""

    mind_id: str
    seq: int
    hash: str


Redacted = Mapping[str, tuple[str, str]]
"""event id → (the digest it was recorded with, the digest of its redacted payload)."""


def redacted_of(connection: Connection, mind_id: str) -> dict[str, tuple[str, str]]:
    """The redaction ledger's digests for one chain (the latest redaction of each event)."""
    rows = connection.execute(
        select(
            redacted_events.c.event_id,
            redacted_events.c.original_digest,
            redacted_events.c.redacted_digest,
        )
        .where(redacted_events.c.mind_id == mind_id)
        .order_by(redacted_events.c.redaction_id)
    )
    return {event_id: (original, now) for event_id, original, now in rows}


def check_link(
    event: StoredEvent,
    expected_seq: int,
    expected_prev: str,
    stored: str | None = None,
    redacted: Redacted | None = None,
) -> str | None:
    """Why `event` does not continue the chain, or None when it does; `stored` is the payload
    as its bytes were stored, when the caller has them; `redacted` the redaction ledger, which
    accounts for a payload an audited redaction replaced."""
    if event.seq != expected_seq:
        return f"sequence gap: expected seq {expected_seq}, found {event.seq}"
    if event.prev_hash != expected_prev:
        return "prev_hash does not match the hash of the previous event"
    if redacted is not None and event.id in redacted:
        return _redaction_problem(event, redacted[event.id], stored)
    if stored is not None and sha256_digest(stored.encode("utf-8", "surrogatepass")) != (
        event.payload_digest
    ):
        if digest_of(event.payload) == event.payload_digest:
            return (
                "the stored payload bytes differ from what was recorded, though they parse to "
                "the same value (a duplicate key or re-formatting)"
            )
        return "payload does not match its recorded digest"
    if digest_of(event.payload) != event.payload_digest:
        return "payload does not match its recorded digest"
    if event.computed_hash() != event.hash:
        return "hash does not match the event's header"
    return None


def _redaction_problem(
    event: StoredEvent, digests: tuple[str, str], stored: str | None
) -> str | None:
    original, now = digests
    if original != event.payload_digest:
        return "the redaction ledger does not know the digest this event was recorded with"
    held = sha256_digest(stored.encode()) if stored is not None else digest_of(event.payload)
    if held != now:
        return "the redacted payload was changed after its redaction"
    if event.computed_hash() != event.hash:
        return "hash does not match the event's header"
    return None


def verify_chain(connection: Connection, mind_id: str) -> ChainReport:
    redacted = redacted_of(connection, mind_id)
    expected_prev, checked = GENESIS, 0
    for row in iter_rows(connection, mind_id):
        stored = str(row["payload"])
        try:
            event = StoredEvent.from_row(row)
        except (ValueError, RecursionError):
            broken = ChainBreak(int(row["seq"]), str(row["id"]), "the payload is not JSON")
            return ChainReport(mind_id, checked, broken, checked, expected_prev)
        reason = check_link(event, checked + 1, expected_prev, stored, redacted)
        if reason is not None:
            broken = ChainBreak(event.seq, event.id, reason)
            return ChainReport(mind_id, checked, broken, checked, expected_prev)
        checked += 1
        expected_prev = event.hash
    return ChainReport(mind_id, checked, None, checked, expected_prev)


def check_head(connection: Connection, head: Head) -> str | None:
    """Why the store does not hold `head` (kept elsewhere), or None when it does: the event at
    the head's seq must carry the head's hash (later events may follow it)."""
    row = connection.execute(
        select(events.c.hash).where(events.c.mind_id == head.mind_id, events.c.seq == head.seq)
    ).first()
    if row is None:
        return f"the store has no event {head.seq} of this chain: history was cut back"
    if row[0] != head.hash:
        return f"event {head.seq} does not carry the kept hash: history was rewritten"
    return None
