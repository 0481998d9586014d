"""Reading a reply back from the record: its text, its cost, its model calls, its steps.

Everything comes from the ledger and its projections, never from memory, so a reply produced
by another process (or before a restart) reads the same.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, select

from entelechy.models.types import Usage
from entelechy.reasoning.types import Step
from entelechy.record.schema import events, messages, model_calls


@dataclass(frozen=True)
class RecordedCall:
    """A model call as the record keeps it."""

    id: str
    purpose: str
    model: str
    usage: Usage
    latency_ms: float
    outcome: str
    error: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "purpose": self.purpose,
            "model": self.model,
            "tokens": {"in": self.usage.input_tokens, "out": self.usage.output_tokens},
            "latency_ms": self.latency_ms,
            "outcome": self.outcome,
            "error": self.error,
        }


@dataclass(frozen=True)
class Conduct:
    """What the record says of how a reply was governed and grounded: its kind (ok, redirect,
    refused), the kinds of the reviews before and after it, whether review withheld the words
    first written, and the memories and sources (belief and memory ids) it drew on."""

    kind: str = "ok"
    pre: str | None = None
    post: str | None = None
    withheld: bool = False
    memory_ids: tuple[str, ...] = ()
    source_ids: tuple[str, ...] = ()

    @classmethod
    def recorded(cls, payload: dict[str, Any]) -> Conduct:
        verdicts = payload.get("verdicts") or {}
        intent = payload.get("intent") or {}
        return cls(
            kind=payload.get("kind", "ok"),
            pre=verdicts.get("pre"),
            post=verdicts.get("post"),
            withheld=payload.get("withheld") is not None,
            memory_ids=tuple(payload.get("memory_ids", ())),
            source_ids=tuple(intent.get("sources", ())),
        )


@dataclass(frozen=True)
class RecordedReply:
    """A reply of the mind with everything that went into it."""

    id: str
    conversation_id: str
    in_reply_to: str | None
    text: str
    status: str
    at: str
    strategy: str
    stopped: str | None
    usage: Usage
    calls: tuple[RecordedCall, ...]
    steps: tuple[Step, ...]
    conduct: Conduct = field(default_factory=Conduct)

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "conversation": self.conversation_id,
            "in_reply_to": self.in_reply_to,
            "text": self.text,
            "status": self.status,
            "at": self.at,
            "tokens": {"in": self.usage.input_tokens, "out": self.usage.output_tokens},
            "reasoning": {
                "strategy": self.strategy,
                "stopped": self.stopped,
                "steps": [step.to_json() for step in self.steps],
            },
            "model_calls": [call.to_json() for call in self.calls],
        }


def recorded_reply(
    connection: Connection, mind_id: str, reply_id: str, user_id: str | None = None
) -> RecordedReply | None:
    """The mind's reply `reply_id` (finished or cancelled), or None if it has none by that id —
    or, when `user_id` is given, none in that person's conversations."""
    scope = [] if user_id is None else [messages.c.user_id == user_id]
    row = connection.execute(
        select(
            messages.c.conversation_id,
            messages.c.in_reply_to,
            messages.c.content,
            messages.c.status,
            messages.c.at,
            messages.c.event_id,
        ).where(
            messages.c.mind_id == mind_id,
            messages.c.id == reply_id,
            messages.c.role == "assistant",
            *scope,
        )
    ).first()
    if row is None:
        return None
    payload = _payloads(connection, mind_id, [row.event_id])[0]
    reasoning = payload.get("reasoning") or {}
    tokens = payload.get("tokens") or {}
    return RecordedReply(
        id=reply_id,
        conversation_id=row.conversation_id,
        in_reply_to=row.in_reply_to,
        text=row.content,
        status=row.status,
        at=row.at,
        strategy=reasoning.get("strategy", "passthrough"),
        stopped=reasoning.get("stopped"),
        usage=Usage(tokens.get("in", 0), tokens.get("out", 0)),
        calls=_calls(connection, mind_id, payload.get("model_call_ids", [])),
        steps=tuple(_step(p) for p in _payloads(connection, mind_id, reasoning.get("steps", []))),
        conduct=Conduct.recorded(payload),
    )


def _payloads(connection: Connection, mind_id: str, ids: Sequence[str]) -> list[dict[str, Any]]:
    if not ids:
        return []
    rows = connection.execute(
        select(events.c.payload)
        .where(events.c.mind_id == mind_id, events.c.id.in_(list(ids)))
        .order_by(events.c.seq)
    )
    return [json.loads(payload) for (payload,) in rows]


def _step(payload: dict[str, Any]) -> Step:
    return Step(
        index=int(payload.get("index", 0)),
        technique=str(payload.get("technique", "")),
        thought=str(payload.get("thought", "")),
        action=payload.get("action"),
        observation=payload.get("observation"),
        timestamp=str(payload.get("timestamp", "")),
    )


def _calls(connection: Connection, mind_id: str, ids: Sequence[str]) -> tuple[RecordedCall, ...]:
    if not ids:
        return ()
    rows = connection.execute(
        select(model_calls).where(model_calls.c.mind_id == mind_id, model_calls.c.id.in_(ids))
    ).mappings()
    found = {
        row["id"]: RecordedCall(
            id=row["id"],
            purpose=row["purpose"],
            model=f"{row['provider']}:{row['model']}",
            usage=Usage(row["input_tokens"], row["output_tokens"]),
            latency_ms=row["latency_ms"],
            outcome=row["outcome"],
            error=row["error"],
        )
        for row in rows
    }
    return tuple(found[call_id] for call_id in ids if call_id in found)
