"""The tables of access tokens. Both are history: a token is issued by one row and revoked by
another, never updated or deleted (the database refuses it). Only a digest of each token is kept,
so a copy of the store lets no one in."""

from __future__ import annotations

from sqlalchemy import Column, Table, Text

from entelechy.record.schema import metadata

access_tokens = Table(
    "access_tokens",
    metadata,
    Column("id", Text, primary_key=True),
    Column("digest", Text, nullable=False, unique=True),
    Column("role", Text, nullable=False),
    Column("user_id", Text),
    Column("label", Text, nullable=False),
    Column("created_at", Text, nullable=False),
)

access_token_revocations = Table(
    "access_token_revocations",
    metadata,
    Column("token_id", Text, primary_key=True),
    Column("at", Text, nullable=False),
)
