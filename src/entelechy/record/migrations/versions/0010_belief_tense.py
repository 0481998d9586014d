"""Beliefs keep the tense they were told in: "I adopted a greyhound" is said back "you adopted a
greyhound", not "you adopt a greyhound". Beliefs formed before this change were all said in the
present, which is what the new column holds for them.

Revision ID: 0010
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

revision = "0010"
down_revision = "0009"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.add_column("beliefs", sa.Column("tense", sa.Text, nullable=False, server_default="present"))
