"""Re-deriving every hash of a chain: the proof that history was not altered."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection

from entelechy.record.hashing import GENESIS, digest_of
from entelechy.record.ledger import StoredEvent, iter_events


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

    @property
    def ok(self) -> bool:
        return self.broken is None


def check_link(event: StoredEvent, expected_seq: int, expected_prev: str) -> str | None:
    """Why `event` does not continue the chain, or None when it does."""
    if event.seq != expected_seq:
        return f"sequence gap: expected seq {expected_seq}, found {event.seq}"
    if event.prev_hash != expected_prev:
        return "prev_hash does not match the hash of the previous event"
    if digest_of(event.payload) != event.payload_digest:
        return "payload does not match its recorded digest"
    if event.computed_hash() != event.hash:
        return "hash does not match the event's header"
    return None


def verify_chain(connection: Connection, mind_id: str) -> ChainReport:
    expected_prev, checked = GENESIS, 0
    for event in iter_events(connection, mind_id):
        reason = check_link(event, checked + 1, expected_prev)
        if reason is not None:
            return ChainReport(mind_id, checked, ChainBreak(event.seq, event.id, reason))
        checked += 1
        expected_prev = event.hash
    return ChainReport(mind_id, checked, None)
