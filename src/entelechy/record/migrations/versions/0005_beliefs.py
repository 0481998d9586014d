"""Perception and beliefs: observations, perceptions, beliefs and their versions, evidence with
provenance, links, contradictions, retractions, track records and forbidden inferences.

Revision ID: 0005
"""

from __future__ import annotations

import sqlalchemy as sa
from alembic import op

from entelechy.record.append_only import protect_statements

revision = "0005"
down_revision = "0004"
branch_labels = None
depends_on = None

_APPEND_ONLY = (
    "observations",
    "perceptions",
    "belief_versions",
    "evidence",
    "evidence_roots",
    "evidence_retractions",
    "belief_links",
    "contradictions",
    "forbidden_inferences",
)


def upgrade() -> None:
    _tables()
    dialect = op.get_bind().dialect.name
    for table in _APPEND_ONLY:
        for statement in protect_statements(dialect, table):
            op.execute(statement)


def _tables() -> None:
    op.create_table(
        "observations",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("message_id", sa.Text, nullable=False),
        sa.Column("actor", sa.Text, nullable=False),
        sa.Column("user_id", sa.Text),
        sa.Column("channel", sa.Text, nullable=False),
        sa.Column("trust", sa.Text, nullable=False),
        sa.Column("reference", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_observations_mind_at", "observations", ["mind_id", "at"])
    op.create_table(
        "perceptions",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("observation_id", sa.Text, nullable=False),
        sa.Column("message_id", sa.Text, nullable=False),
        sa.Column("intent", sa.Text, nullable=False),
        sa.Column("introspection", sa.Text),
        sa.Column("urgency", sa.Text, nullable=False),
        sa.Column("analysis", sa.Text, nullable=False),
        sa.Column("enrichment", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_perceptions_message", "perceptions", ["message_id"])
    op.create_index("ix_perceptions_mind_at", "perceptions", ["mind_id", "at"])
    op.create_table(
        "beliefs",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("proposition", sa.Text, nullable=False),
        sa.Column("subject", sa.Text, nullable=False),
        sa.Column("predicate", sa.Text, nullable=False),
        sa.Column("object", sa.Text, nullable=False),
        sa.Column("polarity", sa.Text, nullable=False),
        sa.Column("slot", sa.Text, nullable=False),
        sa.Column("key", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("prior", sa.Float, nullable=False),
        sa.Column("scope", sa.Text, nullable=False),
        sa.Column("domain", sa.Text, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("confidence", sa.Float, nullable=False),
        sa.Column("pinned", sa.Integer, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("observed_at", sa.Text, nullable=False),
        sa.Column("valid_from", sa.Text),
        sa.Column("valid_until", sa.Text),
        sa.Column("superseded_by", sa.Text),
        sa.Column("created_at", sa.Text, nullable=False),
        sa.Column("updated_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.UniqueConstraint("mind_id", "key", name="uq_beliefs_mind_key"),
    )
    op.create_index("ix_beliefs_mind_domain", "beliefs", ["mind_id", "domain", "updated_at"])
    op.create_index("ix_beliefs_mind_slot", "beliefs", ["mind_id", "slot"])
    op.create_index("ix_beliefs_mind_updated", "beliefs", ["mind_id", "updated_at"])
    op.create_table(
        "belief_versions",
        sa.Column("belief_id", sa.Text, nullable=False),
        sa.Column("version", sa.Integer, nullable=False),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("confidence", sa.Float, nullable=False),
        sa.Column("status", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("breakdown", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("belief_id", "version", name="pk_belief_versions"),
    )
    op.create_index("ix_belief_versions_mind_at", "belief_versions", ["mind_id", "at"])
    op.create_table(
        "evidence",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("belief_id", sa.Text, nullable=False),
        sa.Column("polarity", sa.Text, nullable=False),
        sa.Column("strength", sa.Float, nullable=False),
        sa.Column("credibility", sa.Float, nullable=False),
        sa.Column("base_credibility", sa.Float, nullable=False),
        sa.Column("track_factor", sa.Float, nullable=False),
        sa.Column("derivation", sa.Text, nullable=False),
        sa.Column("family", sa.Text, nullable=False),
        sa.Column("source", sa.Text, nullable=False),
        sa.Column("root_event_ids", sa.Text, nullable=False),
        sa.Column("root_memory_ids", sa.Text, nullable=False),
        sa.Column("note", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_evidence_belief", "evidence", ["belief_id"])
    op.create_table(
        "evidence_roots",
        sa.Column("evidence_id", sa.Text, nullable=False),
        sa.Column("root_id", sa.Text, nullable=False),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("root_kind", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("evidence_id", "root_id", name="pk_evidence_roots"),
    )
    op.create_index("ix_evidence_roots_root", "evidence_roots", ["mind_id", "root_id"])
    op.create_table(
        "evidence_retractions",
        sa.Column("evidence_id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("belief_id", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_evidence_retractions_belief", "evidence_retractions", ["belief_id"])
    op.create_table(
        "belief_links",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("kind", sa.Text, nullable=False),
        sa.Column("from_id", sa.Text, nullable=False),
        sa.Column("to_id", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_belief_links_from", "belief_links", ["mind_id", "from_id"])
    op.create_index("ix_belief_links_to", "belief_links", ["mind_id", "to_id"])
    op.create_table(
        "contradictions",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("belief_a", sa.Text, nullable=False),
        sa.Column("belief_b", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_contradictions_mind_at", "contradictions", ["mind_id", "at"])
    op.create_table(
        "track_records",
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("family", sa.Text, nullable=False),
        sa.Column("domain", sa.Text, nullable=False),
        sa.Column("correct", sa.Integer, nullable=False),
        sa.Column("wrong", sa.Integer, nullable=False),
        sa.Column("updated_at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
        sa.PrimaryKeyConstraint("mind_id", "family", "domain", name="pk_track_records"),
    )
    op.create_table(
        "forbidden_inferences",
        sa.Column("id", sa.Text, primary_key=True),
        sa.Column("mind_id", sa.Text, nullable=False),
        sa.Column("pattern", sa.Text, nullable=False),
        sa.Column("reason", sa.Text, nullable=False),
        sa.Column("at", sa.Text, nullable=False),
        sa.Column("event_id", sa.Text, nullable=False),
    )
    op.create_index("ix_forbidden_inferences_mind", "forbidden_inferences", ["mind_id"])
