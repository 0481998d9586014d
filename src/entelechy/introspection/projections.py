"""Projection of introspection scores; the same code runs live and in replays."""

from __future__ import annotations

from sqlalchemy import Connection

from entelechy.introspection import events as kinds
from entelechy.introspection.schema import introspection_scores
from entelechy.record.canonical import canonical_json
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections(declares=kinds.KINDS)
"""The projections of introspection."""
HANDLERS.owns(introspection_scores)
_INSERT = PreparedInsert(introspection_scores)


@HANDLERS.on(kinds.INTROSPECTION_SCORED)
def _scored(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    counts = payload["counts"]
    replaced = payload.get("replaced") or {}
    row = {
        "id": payload["score_id"],
        "mind_id": event.mind_id,
        "reply_id": payload["reply_id"],
        "user_id": event.user_id,
        "question": payload["question"],
        "sentences": sum(counts.values()),
        **counts,
        "warnings": canonical_json(sorted({*payload["warnings"], *replaced.get("warnings", {})})),
        "replaced": int(bool(replaced)),
        "detail": canonical_json(
            {"sentences": payload["sentences"], "replaced": payload.get("replaced")}
        ),
        "at": event.at,
        "event_id": event.id,
    }
    _INSERT.insert(connection, row)
