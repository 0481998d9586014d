"""Projection handlers for sleep events; the same code runs live and in replays."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, bindparam, update

from entelechy.record.canonical import canonical_json
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.projections import Projections
from entelechy.sleep import events as kinds
from entelechy.sleep.schema import dream_classes, dreams, sleep_phases, sleep_records

HANDLERS = Projections(declares=kinds.KINDS, ledger_only=(kinds.LIMBO_CHANGED,))
"""The projections of sleep and wake."""

for _table in (sleep_records, sleep_phases, dreams, dream_classes):
    HANDLERS.owns(_table)

_INSERTS = {
    table.name: PreparedInsert(table)
    for table in (sleep_records, sleep_phases, dreams, dream_classes)
}


@HANDLERS.on(kinds.SLEEP_STARTED)
def _started(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    induction = payload.get("induction") or {}
    window = payload["window"]
    row = {
        "id": payload["sleep_id"],
        "mind_id": event.mind_id,
        "status": "started",
        "trigger_kind": payload["trigger"]["kind"],
        "trigger_reason": payload["trigger"]["reason"],
        "started_at": payload.get("started_at") or event.at,
        "nominal_seconds": payload["nominal_seconds"],
        "window_since": window.get("since"),
        "window_until": window["until"],
        "induction_id": induction.get("id"),
        "induced_by": induction.get("induced_by"),
        "event_id": event.id,
    }
    _INSERTS[sleep_records.name].insert(connection, row)


@HANDLERS.on(kinds.SLEEP_PHASE_RECORDED)
def _phase(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    tokens = payload["tokens"]
    row = {
        "sleep_id": payload["sleep_id"],
        "phase": payload["phase"],
        "mind_id": event.mind_id,
        "started_at": payload["started_at"],
        "duration_seconds": payload["duration_seconds"],
        "content": canonical_json(payload["content"]),
        "outcome": payload["outcome"],
        "error": payload.get("error"),
        "model_call_ids": json.dumps(payload["model_call_ids"]),
        "input_tokens": tokens["in"],
        "output_tokens": tokens["out"],
        "budget_tokens": (payload.get("budget") or {}).get("max_output_tokens"),
        "elapsed_ms": payload["elapsed_ms"],
        "event_id": event.id,
    }
    _INSERTS[sleep_phases.name].insert(connection, row)


@HANDLERS.on(kinds.DREAM_RECORDED)
def _dream(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    review = payload.get("review") or {}
    row = {
        "id": payload["dream_id"],
        "mind_id": event.mind_id,
        "sleep_id": payload["sleep_id"],
        "ordinal": payload["ordinal"],
        "narrative": payload["narrative"],
        "teleological_value": payload["teleological_value"],
        "clamped": int(bool(payload.get("clamped"))),
        "induced": int(bool(payload.get("induced"))),
        "induced_by": payload.get("induced_by"),
        "induction_id": payload.get("induction_id"),
        "review_kind": review.get("kind"),
        "audit_id": review.get("audit_id"),
        "at": event.at,
        "event_id": event.id,
    }
    _INSERTS[dreams.name].insert(connection, row)


@HANDLERS.on(kinds.SLEEP_COMPLETED)
def _completed(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    _set(
        connection,
        event,
        status="completed",
        ended_at=payload["ended_at"],
        model=payload["model"],
        interactions_considered=payload["interactions_considered"],
        episode_ids=json.dumps(payload["episode_ids"]),
        user_id=payload.get("user_id"),
        input_tokens=payload["tokens"]["in"],
        output_tokens=payload["tokens"]["out"],
        dreams=payload["dreams"],
        dreams_rejected=payload["dreams_rejected"],
        elapsed_ms=payload["elapsed_ms"],
        source=payload["source"],
        source_digest=payload.get("source_digest"),
    )


@HANDLERS.on(kinds.SLEEP_ABANDONED)
def _abandoned(connection: Connection, event: StoredEvent) -> None:
    _set(connection, event, status="abandoned")


@HANDLERS.on(kinds.DREAM_CLASSIFIED)
def _classified(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {
        "dream_id": payload["dream_id"],
        "mind_id": event.mind_id,
        "sleep_id": payload["sleep_id"],
        "memory_class": payload["memory_class"],
        "themes": json.dumps(payload["themes"]),
        "memory_id": payload.get("memory_id"),
        "at": event.at,
        "event_id": event.id,
    }
    _INSERTS[dream_classes.name].insert(connection, row)


@HANDLERS.on(kinds.SLEEP_WOKEN)
def _woken(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    affect = payload.get("affect")
    _set(
        connection,
        event,
        status="woken",
        woken_at=event.at,
        consolidated=payload["consolidated"],
        noise=payload["noise"],
        traumatic=payload["traumatic"],
        affect=canonical_json(affect) if affect is not None else None,
    )


_UPDATES: dict[tuple[str, ...], Prepared] = {}


def _set(connection: Connection, event: StoredEvent, **values: Any) -> None:
    """Update a sleep record; one statement compiled per set of columns."""
    columns = tuple(sorted(values))
    statement = _UPDATES.get(columns)
    if statement is None:
        statement = Prepared(
            update(sleep_records)
            .where(
                sleep_records.c.mind_id == bindparam("where_mind"),
                sleep_records.c.id == bindparam("where_sleep"),
            )
            .values({column: bindparam(f"set_{column}") for column in columns})
        )
        _UPDATES[columns] = statement
    parameters = {f"set_{column}": values[column] for column in columns}
    parameters.update(where_mind=event.mind_id, where_sleep=event.payload["sleep_id"])
    statement.run(connection, parameters)
