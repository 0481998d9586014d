"""Projection handlers of persona events."""

from __future__ import annotations

from sqlalchemy import Connection

from entelechy.persona import events as kinds
from entelechy.persona.schema import persona_births, persona_contexts
from entelechy.record.canonical import canonical_json
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections(declares=kinds.KINDS)
"""The persona's projections."""

HANDLERS.owns(persona_births)
HANDLERS.owns(persona_contexts)

_BIRTH = PreparedInsert(persona_births)
_CONTEXT = PreparedInsert(persona_contexts)


@HANDLERS.on(kinds.PERSONA_BORN)
def _born(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    row = {
        "id": data["personaId"],
        "mind_id": event.mind_id,
        "born_at": data["bornAt"],
        "signature": canonical_json(data),
        "at": event.at,
        "event_id": event.id,
    }
    _BIRTH.insert(connection, row)


@HANDLERS.on(kinds.OPERATOR_CONTEXT_SET)
def _context(connection: Connection, event: StoredEvent) -> None:
    row = {
        "event_id": event.id,
        "mind_id": event.mind_id,
        "seq": event.seq,
        "context": canonical_json(event.payload["context"]),
        "at": event.at,
    }
    _CONTEXT.insert(connection, row)
