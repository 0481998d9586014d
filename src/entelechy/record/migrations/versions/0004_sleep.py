"""Sleep: sleep records with their phases, budgets and model calls; dreams and their classes.

Revision ID: 0004
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0004"
down_revision = "0003"
branch_labels = None
depends_on = None

_APPEND_ONLY = ("sleep_phases", "dreams", "dream_classes")


def upgrade() -> None:
    _sleep_records()
    _history()
    dialect = op.get_bind().dialect.name
    for table in _APPEND_ONLY:
        for statement in protect_statements(dialect, table):
            op.execute(statement)


def _sleep_records() -> None:
    op.create_table(
        "sleep_records",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("trigger_kind", sa.Text, nullable=False),
        sa.Column("trigger_reason", sa.Text, nullable=False),
        sa.Column("started_at", sa.Text, nullable=False),
        sa.Column("nominal_seconds", sa.Float, nullable=False),
        sa.Column("window_since", sa.Text),
        sa.Column("window_until", sa.Text, nullable=False),
        sa.Column("induction_id", sa.Text),
        sa.Column("induced_by", sa.Text),
        sa.Column("ended_at", sa.Text),
        sa.Column("model", sa.Text),
        sa.Column("interactions_considered", sa.Integer),
        sa.Column("episode_ids", sa.Text),
        sa.Column("user_id", sa.Text),
        sa.Column("input_tokens", sa.Integer),
        sa.Column("output_tokens", sa.Integer),
        sa.Column("dreams", sa.Integer),
        sa.Column("dreams_rejected", sa.Integer),
        sa.Column("elapsed_ms", sa.Float),
        sa.Column("source", sa.Text),
        sa.Column("source_digest", sa.Text),
        sa.Column("woken_at", sa.Text),
        sa.Column("consolidated", sa.Integer),
        sa.Column("noise", sa.Integer),
        sa.Column("traumatic", sa.Integer),
        sa.Column("affect", sa.Text),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_sleep_records_mind", "sleep_records", ["mind_id", "started_at"])
    op.create_index("ix_sleep_records_status", "sleep_records", ["mind_id", "status"])


def _history() -> None:
    op.create_table(
        "sleep_phases",
        sa.Column("sleep_id", sa.Text, nullable=False),
        sa.Column("phase", sa.Text, nullable=False),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("started_at", sa.Text, nullable=False),
        sa.Column("duration_seconds", sa.Float, nullable=False),
        sa.Column("content", sa.Text, nullable=False),
        sa.Column("outcome", sa.Text, nullable=False),
        sa.Column("error", sa.Text),
        sa.Column("model_call_ids", sa.Text, nullable=False),
        sa.Column("input_tokens", sa.Integer, nullable=False),
        sa.Column("output_tokens", sa.Integer, nullable=False),
        sa.Column("budget_tokens", sa.Integer),
        sa.Column("elapsed_ms", sa.Float, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("sleep_id", "phase", name="pk_sleep_phases"),
    )
    op.create_table(
        "dreams",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("sleep_id", sa.Text, nullable=False),
        sa.Column("ordinal", sa.Integer, nullable=False),
        sa.Column("narrative", sa.Text, nullable=False),
        sa.Column("teleological_value", sa.Float, nullable=False),
        sa.Column("clamped", sa.Integer, nullable=False),
        sa.Column("induced", sa.Integer, nullable=False),
        sa.Column("induced_by", sa.Text),
        sa.Column("induction_id", sa.Text),
        sa.Column("review_kind", sa.Text),
        sa.Column("audit_id", sa.Text),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_dreams_mind", "dreams", ["mind_id", "at"])
    op.create_index("ix_dreams_sleep", "dreams", ["sleep_id", "ordinal"])
    op.create_table(
        "dream_classes",
        sa.Column("dream_id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("sleep_id", sa.Text, nullable=False),
        sa.Column("memory_class", sa.Text, nullable=False),
        sa.Column("themes", sa.Text, nullable=False),
        sa.Column("memory_id", sa.Text),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_dream_classes_sleep", "dream_classes", ["sleep_id"])
