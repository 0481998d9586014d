"""Every constant of belief arithmetic, in one place (documented in docs/beliefs.md).

Changing one changes what the mind believes; each is tested where it matters, and an evaluation's
stored breakdown names the values it used.
"""

from __future__ import annotations

PRIORS: dict[str, float] = {
    "observation": 0.65,
    "testimony": 0.55,
    "inference": 0.45,
    "hypothesis": 0.25,
    "preference": 0.55,
    "rule": 0.7,
}
"""The prior of a proposition by epistemic kind, before any evidence."""

SLOPE = 1.5
"""How far one unit of net weighted evidence moves the log-odds."""

FLOOR = 0.02
CEILING = 0.98
"""Confidence never reaches 0 or 1: the mind stays open to being wrong."""

FURTHER_PRIMARY = 0.25
"""Each further primary item of one source family adds a quarter of its own weight."""

FAMILY_CAP = 1.5
"""A family never weighs more than 1.5 × its strongest item."""

DIVERSITY_BASE = 0.6
DIVERSITY_STEP = 0.15
"""diversity = min(1, 0.6 + 0.15 × supporting families): one family 0.75 (the single-source
discount), two 0.9, three or more 1.0."""

PRIMARY_DERIVATIONS = frozenset({"direct", "assertion", "operator", "external", "prediction"})
DERIVED_DERIVATIONS = frozenset(
    {"consolidation", "inference", "reflection", "dream", "retrieval", "legacy_unknown"}
)
DERIVATIONS = PRIMARY_DERIVATIONS | DERIVED_DERIVATIONS
"""Primary items are first-hand; derived items re-express something else and count only when
their family has no primary item."""

TRUST_CREDIBILITY: dict[str, float] = {
    "operator": 0.95,
    "external": 0.8,
    "user": 0.7,
    "anonymous": 0.5,
    "mind": 0.6,
    "model": 0.4,
    "record": 1.0,
}
"""The credibility of new evidence by the trust of its source, before any track record."""

BELIEVED = 0.7
DOUBTED = 0.4
"""Bands: confidence ≥ 0.7 believed, < 0.4 doubted, between them uncertain."""

CONTESTED_RATIO = 0.5
"""Contested when both sides have weight and the weaker side is at least half the stronger."""

SUPERSESSION_SECONDS = 60.0
"""A later conflicting report about a transient state closes the older belief when observed at
least this long after it; closer than that, the reports contradict — unless the later one says
the state changed ("I moved to Porto", "I now live in Porto"), which closes it at once."""

TRACK_MIN_OUTCOMES = 3
"""A source's track record in a domain adjusts credibility only from three outcomes on."""

TRACK_MIN_FACTOR = 0.5
TRACK_MAX_FACTOR = 1.5
"""factor = clamp(2 × (correct + 1) / (outcomes + 2), 0.5, 1.5): an even record leaves
credibility as it is; credibility itself stays within [0.05, 1]."""

HYPOTHESIS_STRENGTH = 0.3
"""Weight of a co-occurrence as evidence for a causal hypothesis (derivation `inference`)."""

ASSOCIATION_MIN_COOCCURRENCES = 2
"""How often two notable observations must occur together before a causal hypothesis is
proposed."""
