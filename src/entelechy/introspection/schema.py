"""The scores of introspective replies: append-only measurements, one row per reply."""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, Table, Text

from entelechy.record.schema import metadata

introspection_scores = Table(
    "introspection_scores",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("reply_id", Text, nullable=False),
    Column("user_id", Text),
    Column("question", Text, nullable=False),
    Column("sentences", Integer, nullable=False),
    Column("supported", Integer, nullable=False),
    Column("partially_supported", Integer, nullable=False),
    Column("unsupported", Integer, nullable=False),
    Column("contradicted", Integer, nullable=False),
    Column("unknown", Integer, nullable=False),
    Column("warnings", Text, nullable=False),
    Column("replaced", Integer, nullable=False),
    Column("detail", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_introspection_scores_mind_at", "mind_id", "at"),
)

HISTORY_TABLES: tuple[str, ...] = ("introspection_scores",)
"""Append-only in the database."""
