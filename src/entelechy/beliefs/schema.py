"""Tables of perception and belief. History (observations, perceptions, versions, evidence,
links, contradictions, retractions, forbidden inferences) is append-only; `beliefs` and
`track_records` hold the current state and are rebuilt exactly by a replay."""

from __future__ import annotations

from sqlalchemy import Column, Float, Index, Integer, Table, Text, UniqueConstraint

from entelechy.record.schema import metadata

observations = Table(
    "observations",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("message_id", Text, nullable=False),
    Column("actor", Text, nullable=False),
    Column("user_id", Text),
    Column("channel", Text, nullable=False),
    Column("trust", Text, nullable=False),
    Column("reference", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

perceptions = Table(
    "perceptions",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("observation_id", Text, nullable=False),
    Column("message_id", Text, nullable=False),
    Column("intent", Text, nullable=False),
    Column("introspection", Text),
    Column("urgency", Text, nullable=False),
    Column("analysis", Text, nullable=False),
    Column("enrichment", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_perceptions_mind_at", "mind_id", "at"),
    Index("ix_perceptions_message", "message_id"),
)

beliefs = Table(
    "beliefs",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("proposition", Text, nullable=False),
    Column("subject", Text, nullable=False),
    Column("predicate", Text, nullable=False),
    Column("object", Text, nullable=False),
    Column("polarity", Text, nullable=False),
    Column("slot", Text, nullable=False),
    Column("key", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("prior", Float, nullable=False),
    Column("scope", Text, nullable=False),
    Column("domain", Text, nullable=False),
    Column("status", Text, nullable=False),
    Column("confidence", Float, nullable=False),
    Column("pinned", Integer, nullable=False),
    Column("version", Integer, nullable=False),
    Column("observed_at", Text, nullable=False),
    Column("valid_from", Text),
    Column("valid_until", Text),
    Column("superseded_by", Text),
    Column("created_at", Text, nullable=False),
    Column("updated_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Column("tense", Text, nullable=False, server_default="present"),
    UniqueConstraint("mind_id", "key", name="uq_beliefs_mind_key"),
    Index("ix_beliefs_mind_slot", "mind_id", "slot"),
    Index("ix_beliefs_mind_domain", "mind_id", "domain", "updated_at"),
    Index("ix_beliefs_mind_updated", "mind_id", "updated_at"),
)

belief_versions = Table(
    "belief_versions",
    metadata,
    Column("belief_id", Text, primary_key=True),
    Column("version", Integer, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("confidence", Float, nullable=False),
    Column("status", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("breakdown", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_belief_versions_mind_at", "mind_id", "at"),
)

evidence = Table(
    "evidence",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("belief_id", Text, nullable=False),
    Column("polarity", Text, nullable=False),
    Column("strength", Float, nullable=False),
    Column("credibility", Float, nullable=False),
    Column("base_credibility", Float, nullable=False),
    Column("track_factor", Float, nullable=False),
    Column("derivation", Text, nullable=False),
    Column("family", Text, nullable=False),
    Column("source", Text, nullable=False),
    Column("root_event_ids", Text, nullable=False),
    Column("root_memory_ids", Text, nullable=False),
    Column("note", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_evidence_belief", "belief_id"),
)

evidence_roots = Table(
    "evidence_roots",
    metadata,
    Column("evidence_id", Text, primary_key=True),
    Column("root_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("root_kind", Text, nullable=False),
    Index("ix_evidence_roots_root", "mind_id", "root_id"),
)

evidence_retractions = Table(
    "evidence_retractions",
    metadata,
    Column("evidence_id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("belief_id", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_evidence_retractions_belief", "belief_id"),
)

belief_links = Table(
    "belief_links",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("kind", Text, nullable=False),
    Column("from_id", Text, nullable=False),
    Column("to_id", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_belief_links_from", "mind_id", "from_id"),
    Index("ix_belief_links_to", "mind_id", "to_id"),
)

contradictions = Table(
    "contradictions",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("belief_a", Text, nullable=False),
    Column("belief_b", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_contradictions_mind_at", "mind_id", "at"),
)

track_records = Table(
    "track_records",
    metadata,
    Column("mind_id", Text, primary_key=True),
    Column("family", Text, primary_key=True),
    Column("domain", Text, primary_key=True),
    Column("correct", Integer, nullable=False),
    Column("wrong", Integer, nullable=False),
    Column("updated_at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
)

forbidden_inferences = Table(
    "forbidden_inferences",
    metadata,
    Column("id", Text, primary_key=True),
    Column("mind_id", Text, nullable=False),
    Column("pattern", Text, nullable=False),
    Column("reason", Text, nullable=False),
    Column("at", Text, nullable=False),
    Column("event_id", Text, nullable=False),
    Index("ix_forbidden_inferences_mind", "mind_id"),
)

APPEND_ONLY = (
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
"""Tables of belief history: never updated or deleted, enforced by the database."""
