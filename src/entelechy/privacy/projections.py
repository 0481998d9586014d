"""The redaction ledger, built from `redaction_applied` events (live and in replays)."""

from __future__ import annotations

from sqlalchemy import Connection

from entelechy.privacy import events as kinds
from entelechy.record.ledger import StoredEvent
from entelechy.record.projections import Projections
from entelechy.record.schema import redacted_events, redactions

HANDLERS = Projections(declares=kinds.KINDS, ledger_only=(kinds.REDACTION_REQUESTED,))
"""The projections of audited forgetting."""

HANDLERS.owns(redactions)
HANDLERS.owns(redacted_events)


@HANDLERS.on(kinds.REDACTION_APPLIED)
def _redaction_applied(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    redaction_id = str(payload["redaction_id"])
    connection.execute(
        redactions.insert().values(
            id=redaction_id,
            mind_id=event.mind_id,
            target_kind=payload["target"]["kind"],
            target_id=payload["target"]["id"],
            reason=payload["reason"],
            operator=payload["operator"],
            removed_digest=payload["removed_digest"],
            events=len(payload["events"]),
            at=event.at,
            event_id=event.id,
        )
    )
    for item in payload["events"]:
        connection.execute(
            redacted_events.insert().values(
                event_id=item["event_id"],
                redaction_id=redaction_id,
                mind_id=event.mind_id,
                original_digest=item["original_digest"],
                redacted_digest=item["redacted_digest"],
            )
        )
