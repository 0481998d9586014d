"""Projection handlers for the dialogue events; the same code runs live and in replays."""

from __future__ import annotations

from typing import Any

from sqlalchemy import Connection, Table

from entelechy.dialogue import events as kinds
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import PreparedInsert
from entelechy.record.projections import Projections
from entelechy.record.schema import conversations, embodiments, messages, minds, model_calls

HANDLERS = Projections(declares=kinds.KINDS, ledger_only=(kinds.RESPONSE_FAILED,))
"""The dialogue's projections."""

HANDLERS.owns(minds, "id")
HANDLERS.owns(embodiments)
HANDLERS.owns(conversations)
HANDLERS.owns(messages)
HANDLERS.owns(model_calls)


_INSERTS = {
    table.name: PreparedInsert(table)
    for table in (minds, embodiments, conversations, messages, model_calls)
}


def _insert(connection: Connection, table: Table, row: dict[str, Any]) -> None:
    _INSERTS[table.name].insert(connection, row)


@HANDLERS.on(kinds.MIND_CREATED)
def _mind_created(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {"id": event.mind_id, "name": payload["name"], "persona": payload["persona"]}
    _insert(connection, minds, {**row, "created_at": event.at, "event_id": event.id})


@HANDLERS.on(kinds.MIND_EMBODIED)
def _mind_embodied(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {
        "id": payload["embodiment_id"],
        "provider": payload["provider"],
        "model": payload["model"],
        "spec": payload["spec"],
    }
    _insert(connection, embodiments, {**row, **_common(event), "at": event.at})


@HANDLERS.on(kinds.CONVERSATION_STARTED)
def _conversation_started(connection: Connection, event: StoredEvent) -> None:
    row = {"id": event.payload["conversation_id"], "user_id": event.user_id}
    _insert(connection, conversations, {**row, **_common(event), "started_at": event.at})


@HANDLERS.on(kinds.MESSAGE_RECEIVED)
def _message_received(connection: Connection, event: StoredEvent) -> None:
    _insert_message(connection, event, "user", event.payload["content"], "complete")


@HANDLERS.on(kinds.RESPONSE_GENERATED)
def _response_generated(connection: Connection, event: StoredEvent) -> None:
    _insert_message(connection, event, "assistant", event.payload["content"], "complete")


@HANDLERS.on(kinds.RESPONSE_CANCELLED)
def _response_cancelled(connection: Connection, event: StoredEvent) -> None:
    _insert_message(connection, event, "assistant", event.payload["partial"], "cancelled")


def _insert_message(
    connection: Connection, event: StoredEvent, role: str, content: str, status: str
) -> None:
    payload = event.payload
    row = {
        "id": payload["message_id"],
        "conversation_id": payload["conversation_id"],
        "user_id": event.user_id,
        "role": role,
        "content": content,
        "status": status,
        "in_reply_to": payload.get("in_reply_to"),
    }
    _insert(connection, messages, {**row, **_common(event), "at": event.at})


@HANDLERS.on(kinds.MODEL_CALLED)
def _model_called(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {
        "id": payload["call_id"],
        "purpose": payload["purpose"],
        "provider": payload["provider"],
        "model": payload["model"],
        "input_tokens": payload["input_tokens"],
        "output_tokens": payload["output_tokens"],
        "latency_ms": payload["latency_ms"],
        "outcome": payload["outcome"],
        "finish_reason": payload.get("finish_reason"),
        "error": payload.get("error"),
    }
    _insert(connection, model_calls, {**row, **_common(event), "at": event.at})


def _common(event: StoredEvent) -> dict[str, Any]:
    return {"mind_id": event.mind_id, "event_id": event.id}
