"""Memory: episodes, consolidated memories, and the full-text recall index over both.

The index is an FTS5 table (Porter stemming) on SQLite and a table with a generated, weighted
`tsvector` column and a GIN index on PostgreSQL; it is written by the projection code, so both
take the same INSERT.

Revision ID: 0003
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0003"
down_revision = "0002"
branch_labels = None
depends_on = None

_APPEND_ONLY = ("episodes", "memories")

_SQLITE_INDEX = (
    "CREATE VIRTUAL TABLE recall_index USING fts5("
    "item_id UNINDEXED, mind_id UNINDEXED, item_kind UNINDEXED, body, context, speaker, "
    "tokenize = 'porter unicode61 remove_diacritics 2')"
)
_POSTGRES_INDEX = (
    "CREATE TABLE recall_index ("
    "item_id TEXT PRIMARY KEY, mind_id TEXT NOT NULL, item_kind TEXT NOT NULL, "
    "body TEXT NOT NULL, context TEXT NOT NULL, speaker TEXT NOT NULL, "
    "document tsvector GENERATED ALWAYS AS ("
    "setweight(to_tsvector('english', body), 'A') || "
    "setweight(to_tsvector('simple', speaker), 'C') || "
    "setweight(to_tsvector('english', context), 'D')) STORED)",
    "CREATE INDEX ix_recall_index_document ON recall_index USING GIN (document)",
    "CREATE INDEX ix_recall_index_mind ON recall_index (mind_id)",
)


def upgrade() -> None:
    _episodes()
    _memories()
    dialect = op.get_bind().dialect.name
    for statement in (_SQLITE_INDEX,) if dialect == "sqlite" else _POSTGRES_INDEX:
        op.execute(statement)
    for table in _APPEND_ONLY:
        for statement in protect_statements(dialect, table):
            op.execute(statement)


def _episodes() -> None:
    op.create_table(
        "episodes",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("conversation_id", sa.Text),
        sa.Column("occurred_at", sa.Text, nullable=False),
        sa.Column("participants", sa.Text, nullable=False),
        sa.Column("speaker", sa.Text),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("message_ids", sa.Text, nullable=False),
        sa.Column("importance", sa.Float, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("external_id", sa.Text),
        sa.Column("recorded_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.UniqueConstraint("mind_id", "external_id", name="uq_episodes_mind_external"),
    )
    op.create_index("ix_episodes_mind_seq", "episodes", ["mind_id", "seq"])
    op.create_index("ix_episodes_mind_occurred", "episodes", ["mind_id", "occurred_at"])
    op.create_index("ix_episodes_conversation", "episodes", ["conversation_id", "seq"])


def _memories() -> None:
    op.create_table(
        "memories",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("seq", sa.Integer, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("text", sa.Text, nullable=False),
        sa.Column("memory_class", sa.Text, nullable=False),
        sa.Column("importance", sa.Float, nullable=False),
        sa.Column("provenance", sa.Text, nullable=False),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_memories_mind_class", "memories", ["mind_id", "memory_class", "created_at"])
