"""Events as the ledger would hand them to projections, for tests that call handlers directly."""

from __future__ import annotations

from typing import Any

from entelechy.record.ledger import StoredEvent


def stored_event(kind: str, payload: dict[str, Any], version: int = 1) -> StoredEvent:
    """The first event of a mind's chain with `payload` (hashes are placeholders)."""
    return StoredEvent(
        id="evt_1",
        mind_id="mnd_1",
        seq=1,
        kind=kind,
        schema_version=version,
        actor="mind",
        user_id=None,
        causation_id=None,
        correlation_id=None,
        at="2026-11-30T09:00:00.000000Z",
        payload=payload,
        payload_digest="d",
        prev_hash="p",
        hash="h",
    )
