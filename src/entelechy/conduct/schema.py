"""The outcome of each reply, as conduct needs it: kind and position on the redirect ladder."""

from __future__ import annotations

from sqlalchemy import Column, Index, Integer, Table, Text

from entelechy.record.schema import metadata

reply_outcomes = Table(
    "reply_outcomes",
    metadata,
    Column("message_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("user_id", Text, nullable=False),
    Column("conversation_id", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("redirect_attempt", Integer, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_reply_outcomes_mind_user", "mind_id", "user_id", "at"),
)
