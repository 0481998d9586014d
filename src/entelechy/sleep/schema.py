"""Sleep tables, all projections of sleep events (see `events`).

`sleep_records` is current state (a sleep starts, completes or is abandoned, then wakes);
phases, dreams and dream classes are history and append-only in the database.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, PrimaryKeyConstraint, Table, Text

from entelechy.record.schema import metadata

sleep_records = Table(
    "sleep_records",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("trigger_kind", Text, nullable=False),
    Column("trigger_reason", Text, nullable=False),
    Column("started_at", Text, nullable=False),
    Column("nominal_seconds", Float, nullable=False),
    Column("window_since", Text),
    Column("window_until", Text, nullable=False),
    Column("induction_id", Text),
    Column("induced_by", Text),
    Column("ended_at", Text),
    Column("model", Text),
    Column("interactions_considered", Integer),
    Column("episode_ids", Text),
    Column("user_id", Text),
    Column("input_tokens", Integer),
    Column("output_tokens", Integer),
    Column("dreams", Integer),
    Column("dreams_rejected", Integer),
    Column("elapsed_ms", Float),
    Column("source", Text),
    Column("source_digest", Text),
    Column("woken_at", Text),
    Column("consolidated", Integer),
    Column("noise", Integer),
    Column("traumatic", Integer),
    Column("affect", Text),
    Column("event_id", Text, nullable=False),
    Index("ix_sleep_records_mind", "mind_id", "started_at"),
    Index("ix_sleep_records_status", "mind_id", "status"),
)

sleep_phases = Table(
    "sleep_phases",
    metadata,
    Column("sleep_id", Text, nullable=False),
    Column("phase", Text, nullable=False),
    Column("mind_id", Text, nullable=False),
    Column("started_at", Text, nullable=False),
    Column("duration_seconds", Float, nullable=False),
    Column("content", Text, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("error", Text),
    Column("model_call_ids", Text, nullable=False),
    Column("input_tokens", Integer, nullable=False),
    Column("output_tokens", Integer, nullable=False),
    Column("budget_tokens", Integer),
    Column("elapsed_ms", Float, nullable=False),
    Column("event_id", Text, nullable=False),
    PrimaryKeyConstraint("sleep_id", "phase", name="pk_sleep_phases"),
)

dreams = Table(
    "dreams",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("sleep_id", Text, nullable=False),
    Column("ordinal", Integer, nullable=False),
    Column("narrative", Text, nullable=False),
    Column("teleological_value", Float, nullable=False),
    Column("clamped", Integer, nullable=False),
    Column("induced", Integer, nullable=False),
    Column("induced_by", Text),
    Column("induction_id", Text),
    Column("review_kind", Text),
    Column("audit_id", Text),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_dreams_mind", "mind_id", "at"),
    Index("ix_dreams_sleep", "sleep_id", "ordinal"),
)

dream_classes = Table(
    "dream_classes",
    metadata,
    Column("dream_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("sleep_id", Text, nullable=False),
    Column("memory_class", Text, nullable=False),
    Column("themes", Text, nullable=False),
    Column("memory_id", Text),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_dream_classes_sleep", "sleep_id"),
)

HISTORY_TABLES: tuple[str, ...] = ("sleep_phases", "dreams", "dream_classes")
"""Append-only in the database. `sleep_records` is current state."""
