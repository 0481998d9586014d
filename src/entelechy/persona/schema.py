"""The persona's records: its birth signature and the operator context it works in."""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, Table, Text

from entelechy.record.schema import metadata

persona_births = Table(
    "persona_births",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False, unique=True),
    Column("born_at", Text, nullable=False),
    Column("signature", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

persona_contexts = Table(
    "persona_contexts",
    metadata,
    Column("event_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("context", Text, nullable=False),
    Column("at", Text, nullable=False),
    Index("ix_persona_contexts_mind", "mind_id", "seq"),
)
