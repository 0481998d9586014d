"""Audited redaction: the redaction ledger, and the one UPDATE history admits.

`redactions` keeps one row per redaction (what, why, who, the SHA-256 of what was removed);
`redacted_events` keeps, per rewritten event, the digest it was recorded with and the digest of
its redacted payload, which is what lets `verify` tell a redaction from tampering. Both are
append-only. The history tables' UPDATE triggers now let a transaction that raised the
redaction flag through (see `entelechy.record.append_only`).

Revision ID: 0006
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import (
    REDACTION_MARKER_TABLE,
    protect_statements,
    redactable_statements,
)

revision = "0006"
down_revision = "0005"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table(
        "redactions",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("target_kind", sa.Text, nullable=False),
        sa.Column("target_id", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("operator", sa.Text, nullable=False),
        sa.Column("removed_digest", sa.Text, nullable=False),
        sa.Column("events", sa.Integer, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_table(
        "redacted_events",
        sa.Column("event_id", sa.Text, nullable=False),
        sa.Column("redaction_id", sa.Text, nullable=False),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("original_digest", sa.Text, nullable=False),
        sa.Column("redacted_digest", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("event_id", "redaction_id"),
    )
    op.create_index("ix_redactions_mind", "redactions", ["mind_id", "at"])
    op.create_table(REDACTION_MARKER_TABLE, sa.Column("redaction_id", sa.Text, primary_key=True))
    bind = op.get_bind()
    dialect = bind.dialect.name
    for table in ("redactions", "redacted_events"):
        for statement in protect_statements(dialect, table):
            op.execute(statement)
    for statement in redactable_statements(dialect, _protected(bind)):
        op.execute(statement)


def _protected(bind: sa.Connection) -> list[str]:
    if bind.dialect.name != "sqlite":
        return []
    rows = bind.execute(
        sa.text("SELECT tbl_name FROM sqlite_master WHERE type = 'trigger' AND name LIKE :n"),
        {"n": "%_append_only_update"},
    )
    return sorted({row[0] for row in rows} - {"redactions", "redacted_events"})
