"""Access tokens: one row per token issued (its SHA-256 digest, never the token) and one per
revocation. Both append-only.

Revision ID: 0007
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0007"
down_revision = "0006"
branch_labels = None
depends_on = None

_APPEND_ONLY = ("access_tokens", "access_token_revocations")


def upgrade() -> None:
    op.create_table(
        "access_tokens",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("digest", sa.Text, nullable=False, unique=True),
        sa.Column("role", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("label", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
    )
    op.create_table(
        "access_token_revocations",
        sa.Column("token_id", sa.Text, primary_key=True),
        sa.Column("at", sa.Text, nullable=False),
    )
    dialect = op.get_bind().dialect.name
    for table in _APPEND_ONLY:
        for statement in protect_statements(dialect, table):
            op.execute(statement)
