"""The event ledger and the first projections: minds, embodiments, conversations, messages,
model calls.

Revision ID: 0001
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0001"
down_revision = None
branch_labels = None
depends_on = None

_TABLES = ("events", "minds", "embodiments", "conversations", "messages", "model_calls")


def upgrade() -> None:
    op.create_table(
        "events",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("schema_version", sa.Integer, nullable=False),
        sa.Column("actor", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("causation_id", sa.Text),
        sa.Column("correlation_id", sa.Text),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("payload", sa.Text, nullable=False),
        sa.Column("payload_digest", sa.Text, nullable=False),
        sa.Column("prev_hash", sa.Text, nullable=False),
        sa.Column("hash", sa.Text, nullable=False),
        sa.UniqueConstraint("mind_id", "seq", name="uq_events_mind_seq"),
    )
    op.create_index("ix_events_mind_kind", "events", ["mind_id", "kind"])
    op.create_index("ix_events_correlation", "events", ["correlation_id"])
    op.create_table(
        "minds",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("name", sa.Text, nullable=False, unique=True),
        sa.Column("persona", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_table(
        "embodiments",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("provider", sa.Text, nullable=False),
        sa.Column("model", sa.Text, nullable=False),
        sa.Column("spec", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_embodiments_mind", "embodiments", ["mind_id", "at"])
    op.create_table(
        "conversations",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("started_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index(
        "ix_conversations_mind_user", "conversations", ["mind_id", "user_id", "started_at"]
    )
    op.create_table(
        "messages",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("conversation_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text, nullable=False),
        sa.Column("role", sa.Text, nullable=False),
        sa.Column("content", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("in_reply_to", sa.Text),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_messages_conversation", "messages", ["conversation_id", "at"])
    op.create_index("ix_messages_mind_user", "messages", ["mind_id", "user_id", "at"])
    op.create_table(
        "model_calls",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("purpose", sa.Text, nullable=False),
        sa.Column("provider", sa.Text, nullable=False),
        sa.Column("model", sa.Text, nullable=False),
        sa.Column("input_tokens", sa.Integer, nullable=False),
        sa.Column("output_tokens", sa.Integer, nullable=False),
        sa.Column("latency_ms", sa.Float, nullable=False),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("finish_reason", sa.Text),
        sa.Column("error", sa.Text),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_model_calls_mind", "model_calls", ["mind_id", "at"])
    dialect = op.get_bind().dialect.name
    for table in _TABLES:
        for statement in protect_statements(dialect, table):
            op.execute(statement)
