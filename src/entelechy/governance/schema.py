"""Governance tables. All are projections of governance events (see `events`).

Store-wide records (axioms, creator keys, installed rule packs, imported audit logs) live in the
reserved `governance` stream of the ledger; per-mind records (reviews, lifecycle, inductions) in
the mind's own stream. `stream_id` says which stream wrote a row, which is what replay compares.
"""

from __future__ import annotations

from sqlalchemy import BigInteger, Column, Float, Index, Integer, PrimaryKeyConstraint, Table, Text

from entelechy.record.schema import metadata

audit_records = Table(
    "audit_records",
    metadata,
    Column("chain_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("stream_id", Text, nullable=False),
    Column("mind_id", Text),
    Column("ts", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("audit_id", Text, nullable=False, unique=True),
    Column("data", Text, nullable=False),
    Column("prev_hash", Text, nullable=False),
    Column("this_hash", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    PrimaryKeyConstraint("chain_id", "seq", name="pk_audit_records"),
    Index("ix_audit_records_mind_ts", "mind_id", "ts"),
    Index("ix_audit_records_kind_ts", "kind", "ts"),
    Index("ix_audit_records_stream", "stream_id"),
    Index("ix_audit_records_ts", "ts"),
)

governance_axioms = Table(
    "governance_axioms",
    metadata,
    Column("id", Text, primary_key=True),
    Column("rank", Text, nullable=False),
    Column("statement", Text, nullable=False),
    Column("weight", Float, nullable=False),
    Column("flexibility", Float, nullable=False),
    Column("source", Text, nullable=False),
    Column("immutable", Integer, nullable=False),
    Column("jurisdictions", Text, nullable=False),
    Column("created_at", Text, nullable=False),
    Column("origin", Text, nullable=False),
    Column("key_id", Text),
    Column("signature", Text),
    Column("stream_id", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

governance_keys = Table(
    "governance_keys",
    metadata,
    Column("key_id", Text, primary_key=True),
    Column("public_key", Text, nullable=False),
    Column("trust", Text, nullable=False),
    Column("stream_id", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

governance_nonces = Table(
    "governance_nonces",
    metadata,
    Column("key_id", Text, nullable=False),
    Column("nonce", BigInteger, nullable=False),
    Column("stream_id", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    PrimaryKeyConstraint("key_id", "nonce", name="pk_governance_nonces"),
)

governance_lifecycle = Table(
    "governance_lifecycle",
    metadata,
    Column("event_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("seq", Integer, nullable=False),
    Column("status", Text, nullable=False),
    Column("previous", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("key_id", Text, nullable=False),
    Column("at", Text, nullable=False),
    Index("ix_governance_lifecycle_mind", "mind_id", "seq"),
)

governance_inductions = Table(
    "governance_inductions",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("scenario", Text, nullable=False),
    Column("desired_learning", Text, nullable=False),
    Column("emotional_tone", Text),
    Column("force_phases", Text),
    Column("induced_by", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("created_at", Text, nullable=False),
    Column("updated_at", Text, nullable=False),
    Column("sleep_id", Text),
    Column("event_id", Text, nullable=False),
    Index("ix_governance_inductions_pending", "mind_id", "status", "created_at"),
)

governance_rule_packs = Table(
    "governance_rule_packs",
    metadata,
    Column("event_id", Text, primary_key=True),
    Column("name", Text, nullable=False),
    Column("version", Integer, nullable=False),
    Column("content", Text, nullable=False),
    Column("key_id", Text, nullable=False),
    Column("stream_id", Text, nullable=False),
    Column("at", Text, nullable=False),
)

HISTORY_TABLES: tuple[str, ...] = (
    "audit_records",
    "governance_axioms",
    "governance_keys",
    "governance_nonces",
    "governance_lifecycle",
    "governance_rule_packs",
)
"""Append-only in the database. `governance_inductions` is current state (status changes)."""
