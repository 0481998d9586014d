"""Table definitions used by queries.

Migrations create and evolve these tables; this module only describes their current shape for
SQLAlchemy Core. History tables are append-only in the database itself (see `append_only`).
"""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, MetaData, Table, Text, UniqueConstraint

metadata = MetaData()

events = Table(
    "events",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("kind", Text, nullable=False),
    Column("schema_version", Integer, nullable=False),
    Column("actor", Text, nullable=False),
    Column("user_id", Text),
    Column("causation_id", Text),
    Column("correlation_id", Text),
    Column("at", Text, nullable=False),
    Column("payload", Text, nullable=False),
    Column("payload_digest", Text, nullable=False),
    Column("prev_hash", Text, nullable=False),
    Column("hash", Text, nullable=False),
    UniqueConstraint("mind_id", "seq", name="uq_events_mind_seq"),
    Index("ix_events_mind_kind", "mind_id", "kind"),
)

minds = Table(
    "minds",
    metadata,
    Column("id", Text, primary_key=True),
    Column("name", Text, nullable=False, unique=True),
    Column("persona", Text, nullable=False),
    Column("created_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

embodiments = Table(
    "embodiments",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("provider", Text, nullable=False),
    Column("model", Text, nullable=False),
    Column("spec", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_embodiments_mind", "mind_id", "at"),
)

conversations = Table(
    "conversations",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("user_id", Text, nullable=False),
    Column("started_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_conversations_mind_user", "mind_id", "user_id", "started_at"),
)

messages = Table(
    "messages",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("conversation_id", Text, nullable=False),
    Column("user_id", Text, nullable=False),
    Column("role", Text, nullable=False),
    Column("content", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("in_reply_to", Text),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_messages_conversation", "conversation_id", "at"),
    Index("ix_messages_mind_user", "mind_id", "user_id", "at"),
)

model_calls = Table(
    "model_calls",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("purpose", Text, nullable=False),
    Column("provider", Text, nullable=False),
    Column("model", Text, nullable=False),
    Column("input_tokens", Integer, nullable=False),
    Column("output_tokens", Integer, nullable=False),
    Column("latency_ms", Float, nullable=False),
    Column("outcome", Text, nullable=False),
    Column("finish_reason", Text),
    Column("error", Text),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_model_calls_mind", "mind_id", "at"),
)

HISTORY_TABLES: tuple[str, ...] = (
    "events",
    "minds",
    "embodiments",
    "conversations",
    "messages",
    "model_calls",
)
"""Tables whose rows are never updated or deleted; the database enforces it."""

redactions = Table(
    "redactions",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("target_kind", Text, nullable=False),
    Column("target_id", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("operator", Text, nullable=False),
    Column("removed_digest", Text, nullable=False),
    Column("events", Integer, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

redacted_events = Table(
    "redacted_events",
    metadata,
    Column("event_id", Text, primary_key=True),
    Column("redaction_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("original_digest", Text, nullable=False),
    Column("redacted_digest", Text, nullable=False),
)

redaction_marker = Table(
    "redaction_marker", metadata, Column("redaction_id", Text, primary_key=True)
)
