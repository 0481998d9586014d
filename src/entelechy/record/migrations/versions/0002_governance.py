"""Governance, conduct and persona: the audit ledger, axioms, creator keys, nonces, lifecycle,
dream-induction tickets, rule packs, reply outcomes, persona births and operator contexts.

Revision ID: 0002
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0002"
down_revision = "0001"
branch_labels = None
depends_on = None

_APPEND_ONLY = (
    "audit_records",
    "governance_axioms",
    "governance_keys",
    "governance_nonces",
    "governance_lifecycle",
    "governance_rule_packs",
    "reply_outcomes",
    "persona_births",
    "persona_contexts",
)


def upgrade() -> None:
    _audit()
    _governance()
    _conduct_and_persona()
    dialect = op.get_bind().dialect.name
    for table in _APPEND_ONLY:
        for statement in protect_statements(dialect, table):
            op.execute(statement)


def _audit() -> None:
    op.create_table(
        "audit_records",
        sa.Column("chain_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("stream_id", sa.Text, nullable=False),
        sa.Column("mind_id", sa.Text),
        sa.Column("ts", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("audit_id", sa.Text, nullable=False, unique=True),
        sa.Column("data", sa.Text, nullable=False),
        sa.Column("prev_hash", sa.Text, nullable=False),
        sa.Column("this_hash", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("chain_id", "seq", name="pk_audit_records"),
    )
    op.create_index("ix_audit_records_mind_ts", "audit_records", ["mind_id", "ts"])
    op.create_index("ix_audit_records_kind_ts", "audit_records", ["kind", "ts"])
    op.create_index("ix_audit_records_stream", "audit_records", ["stream_id"])
    op.create_index("ix_audit_records_ts", "audit_records", ["ts"])


def _governance() -> None:
    op.create_table(
        "governance_axioms",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("rank", sa.Text, nullable=False),
        sa.Column("statement", sa.Text, nullable=False),
        sa.Column("weight", sa.Float, nullable=False),
        sa.Column("flexibility", sa.Float, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("immutable", sa.Integer, nullable=False),
        sa.Column("jurisdictions", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("origin", sa.Text, nullable=False),
        sa.Column("key_id", sa.Text),
        sa.Column("signature", sa.Text),
        sa.Column("stream_id", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_table(
        "governance_keys",
        sa.Column("key_id", sa.Text, primary_key=True),
        sa.Column("public_key", sa.Text, nullable=False),
        sa.Column("trust", sa.Text, nullable=False),
        sa.Column("stream_id", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_table(
        "governance_nonces",
        sa.Column("key_id", sa.Text, nullable=False),
        sa.Column("nonce", sa.BigInteger, nullable=False),
        sa.Column("stream_id", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("key_id", "nonce", name="pk_governance_nonces"),
    )
    op.create_table(
        "governance_lifecycle",
        sa.Column("event_id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("previous", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("key_id", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
    )
    op.create_index("ix_governance_lifecycle_mind", "governance_lifecycle", ["mind_id", "seq"])
    op.create_table(
        "governance_inductions",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("scenario", sa.Text, nullable=False),
        sa.Column("desired_learning", sa.Text, nullable=False),
        sa.Column("emotional_tone", sa.Text),
        sa.Column("force_phases", sa.Text),
        sa.Column("induced_by", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("updated_at", sa.Text, nullable=False),
        sa.Column("sleep_id", sa.Text),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index(
        "ix_governance_inductions_pending",
        "governance_inductions",
        ["mind_id", "status", "created_at"],
    )
    op.create_table(
        "governance_rule_packs",
        sa.Column("event_id", sa.Text, primary_key=True),
        sa.Column("name", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("content", sa.Text, nullable=False),
        sa.Column("key_id", sa.Text, nullable=False),
        sa.Column("stream_id", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
    )


def _conduct_and_persona() -> None:
    op.create_table(
        "reply_outcomes",
        sa.Column("message_id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("conversation_id", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("redirect_attempt", sa.Integer, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_reply_outcomes_mind_user", "reply_outcomes", ["mind_id", "user_id", "at"])
    op.create_table(
        "persona_births",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False, unique=True),
        sa.Column("born_at", sa.Text, nullable=False),
        sa.Column("signature", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_table(
        "persona_contexts",
        sa.Column("event_id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("context", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
    )
    op.create_index("ix_persona_contexts_mind", "persona_contexts", ["mind_id", "seq"])
