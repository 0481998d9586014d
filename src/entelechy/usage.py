"""What the record says the minds of a store have done: replies by kind, model calls and their
tokens by model, model-call errors by provider, sleeps, dreams by class, and each mind's token
spend today.

Counted from the store, not from one process's counters, so the work of every process that
shares the store counts and a restart forgets nothing; `entelechy metrics` serves these to
Prometheus. Labels are minds, models and classes: never a person.
"""

from __future__ import annotations

from collections.abc import Iterator
from datetime import datetime
from typing import Any

from sqlalchemy import JSON, Column, ColumnElement, Connection, cast, func, select

from entelechy.dialogue import events as kinds
from entelechy.record.schema import events, minds, model_calls
from entelechy.reply.budget import start_of_day
from entelechy.sleep.schema import dream_classes, sleep_records
from entelechy.telemetry.recorded import Sample

_ENDINGS = {kinds.RESPONSE_CANCELLED: "cancelled", kinds.RESPONSE_FAILED: "failed"}


def recorded_usage(connection: Connection, now: datetime) -> list[Sample]:
    """Every sample, for every mind of the store."""
    return [
        *_replies(connection),
        *_model_calls(connection),
        *_sleeps(connection),
        *_dreams(connection),
        *_spent_today(connection, now),
    ]


def _replies(connection: Connection) -> Iterator[Sample]:
    help_text = "Replies on record, by kind (ok, redirect, refused, cancelled, failed)."
    kind = func.coalesce(_reply_kind(connection), "redacted")
    generated = (
        select(minds.c.name, kind, func.count())
        .join(minds, minds.c.id == events.c.mind_id)
        .where(events.c.kind == kinds.RESPONSE_GENERATED)
        .group_by(minds.c.name, kind)
    )
    for name, reply_kind, count in connection.execute(generated):
        yield _counter("entelechy_replies_total", help_text, count, mind=name, kind=reply_kind)
    ended = (
        select(minds.c.name, events.c.kind, func.count())
        .join(minds, minds.c.id == events.c.mind_id)
        .where(events.c.kind.in_(tuple(_ENDINGS)))
        .group_by(minds.c.name, events.c.kind)
    )
    for name, event_kind, count in connection.execute(ended):
        kind_label = _ENDINGS[event_kind]
        yield _counter("entelechy_replies_total", help_text, count, mind=name, kind=kind_label)


def _reply_kind(connection: Connection) -> ColumnElement[str]:
    """The `kind` of a `response_generated` payload, in the database's own JSON dialect."""
    if connection.dialect.name == "postgresql":
        document: ColumnElement[Any] = cast(events.c.payload, JSON)
        kind: ColumnElement[str] = document["kind"].as_string()
        return kind
    extracted: ColumnElement[str] = func.json_extract(events.c.payload, "$.kind")
    return extracted


def _model_calls(connection: Connection) -> Iterator[Sample]:
    calls = (
        select(
            minds.c.name,
            model_calls.c.provider,
            model_calls.c.model,
            model_calls.c.outcome,
            func.count(),
            func.sum(model_calls.c.input_tokens),
            func.sum(model_calls.c.output_tokens),
        )
        .join(minds, minds.c.id == model_calls.c.mind_id)
        .group_by(minds.c.name, model_calls.c.provider, model_calls.c.model, model_calls.c.outcome)
    )
    for name, provider, model, outcome, count, tokens_in, tokens_out in connection.execute(calls):
        labels = {"mind": name, "provider": provider, "model": model}
        yield _counter(
            "entelechy_model_calls_total",
            "Model calls on record, by outcome.",
            count,
            **labels,
            outcome=outcome,
        )
        for direction, tokens in (("input", tokens_in), ("output", tokens_out)):
            yield _counter(
                "entelechy_model_tokens_total",
                "Tokens on record, by model and direction.",
                tokens or 0,
                **labels,
                direction=direction,
            )
        if outcome == "error":
            yield _counter(
                "entelechy_model_call_errors_total",
                "Failed model calls on record.",
                count,
                mind=name,
                provider=provider,
            )


def _sleeps(connection: Connection) -> Iterator[Sample]:
    help_text = "Sleeps on record, by status."
    yield from _counted(
        connection, sleep_records.c.status, "entelechy_sleep_cycles_total", help_text
    )


def _dreams(connection: Connection) -> Iterator[Sample]:
    help_text = "Dreams classified at wake, by class."
    yield from _counted(
        connection, dream_classes.c.memory_class, "entelechy_dreams_total", help_text
    )


def _counted(
    connection: Connection, column: Column[str], family: str, help_text: str
) -> Iterator[Sample]:
    """Rows of `column`'s table counted by mind and by the column's value (labelled with the
    column's name)."""
    table = column.table
    query = (
        select(minds.c.name, column, func.count())
        .join(minds, minds.c.id == table.c.mind_id)
        .group_by(minds.c.name, column)
    )
    for name, value, count in connection.execute(query):
        yield _counter(family, help_text, count, mind=name, **{column.name: value})


def _spent_today(connection: Connection, now: datetime) -> Iterator[Sample]:
    midnight = start_of_day(now)
    spent = func.coalesce(func.sum(model_calls.c.input_tokens + model_calls.c.output_tokens), 0)
    query = (
        select(minds.c.name, spent)
        .select_from(minds)
        .outerjoin(
            model_calls, (model_calls.c.mind_id == minds.c.id) & (model_calls.c.at >= midnight)
        )
        .group_by(minds.c.name)
    )
    for name, tokens in connection.execute(query):
        yield Sample(
            "entelechy_tokens_spent_today",
            "Tokens each mind spent today (UTC), from its model calls on record.",
            "gauge",
            (("mind", name),),
            float(tokens),
        )


def _counter(family: str, help_text: str, value: float, **labels: str) -> Sample:
    return Sample(family, help_text, "counter", tuple(labels.items()), float(value))
