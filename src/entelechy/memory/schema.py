"""Tables of memory: episodes, consolidated memories, and the full-text index over both.

`recall_index` is an FTS5 virtual table on SQLite and a plain table with a generated, weighted
`tsvector` column and a GIN index on PostgreSQL; both take the same INSERT, so the projection code
is one. Its `context` column holds the neighbouring turn, its `speaker` column who spoke.
"""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, Table, Text, UniqueConstraint

from entelechy.record.schema import metadata

episodes = Table(
    "episodes",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("user_id", Text),
    Column("conversation_id", Text),
    Column("occurred_at", Text, nullable=False),
    Column("participants", Text, nullable=False),
    Column("speaker", Text),
    Column("text", Text, nullable=False),
    Column("message_ids", Text, nullable=False),
    Column("importance", Float, nullable=False),
    Column("source", Text, nullable=False),
    Column("external_id", Text),
    Column("recorded_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    UniqueConstraint("mind_id", "external_id", name="uq_episodes_mind_external"),
    Index("ix_episodes_mind_seq", "mind_id", "seq"),
    Index("ix_episodes_mind_occurred", "mind_id", "occurred_at"),
    Index("ix_episodes_conversation", "conversation_id", "seq"),
)

memories = Table(
    "memories",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("user_id", Text),
    Column("text", Text, nullable=False),
    Column("memory_class", Text, nullable=False),
    Column("importance", Float, nullable=False),
    Column("provenance", Text, nullable=False),
    Column("created_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_memories_mind_class", "mind_id", "memory_class", "created_at"),
)

recall_index = Table(
    "recall_index",
    metadata,
    Column("item_id", Text, nullable=False),
    Column("mind_id", Text, nullable=False),
    Column("item_kind", Text, nullable=False),
    Column("body", Text, nullable=False),
    Column("context", Text, nullable=False),
    Column("speaker", Text, nullable=False),
)
