"""Introspection: the scores of introspective replies, append-only (as every history table
since 0006, an audited redaction may still rewrite the sentences they quote).

Revision ID: 0008
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0008"
down_revision = "0007"
branch_labels = None
depends_on = None

_TABLE = "introspection_scores"


def upgrade() -> None:
    op.create_table(
        _TABLE,
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("reply_id", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("question", sa.Text, nullable=False),
        sa.Column("sentences", sa.Integer, nullable=False),
        sa.Column("supported", sa.Integer, nullable=False),
        sa.Column("partially_supported", sa.Integer, nullable=False),
        sa.Column("unsupported", sa.Integer, nullable=False),
        sa.Column("contradicted", sa.Integer, nullable=False),
        sa.Column("unknown", sa.Integer, nullable=False),
        sa.Column("warnings", sa.Text, nullable=False),
        sa.Column("replaced", sa.Integer, nullable=False),
        sa.Column("detail", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_introspection_scores_mind_at", _TABLE, ["mind_id", "at"])
    dialect = op.get_bind().dialect.name
    for statement in protect_statements(dialect, _TABLE):
        op.execute(statement)
