"""Two indexes that nothing reads go: the ledger's on `correlation_id` and the observations'
on (`mind_id`, `at`). No query looks rows up by either, and every reply wrote to both (about
one page in fifteen of what a reply writes). The columns stay, with every value they hold.

Revision ID: 0009
"""

from __future__ import annotations

from alembic import op

revision = "0009"
down_revision = "0008"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.drop_index("ix_events_correlation", table_name="events")
    op.drop_index("ix_observations_mind_at", table_name="observations")
