"""Confidence from typed evidence, with the arithmetic kept.

    confidence = clamp(sigmoid(logit(prior) + SLOPE × (support × diversity − opposition)))

Evidence is grouped by source family per side: the strongest primary item counts in full, each
further primary item adds a quarter of its weight, the family is capped at 1.5 × its strongest
item, and derived items count only when their family has no primary item. Three re-expressions of
one utterance therefore weigh what the utterance weighs, and repetition cannot manufacture
certainty.
"""

from __future__ import annotations

import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import dataclass

from entelechy.beliefs import constants as c


@dataclass(frozen=True)
class Item:
    """One live (unretracted) evidence row, as the arithmetic sees it."""

    id: str
    polarity: str
    strength: float
    credibility: float
    derivation: str
    family: str

    @property
    def weight(self) -> float:
        return self.strength * self.credibility

    @property
    def primary(self) -> bool:
        return self.derivation in c.PRIMARY_DERIVATIONS


@dataclass(frozen=True)
class FamilyWeight:
    family: str
    polarity: str
    weight: float
    counted: tuple[str, ...]
    ignored: tuple[str, ...]
    basis: str

    def to_json(self) -> dict[str, object]:
        return {
            "family": self.family,
            "polarity": self.polarity,
            "weight": round(self.weight, 6),
            "counted": list(self.counted),
            "ignored": list(self.ignored),
            "basis": self.basis,
        }


@dataclass(frozen=True)
class Breakdown:
    """Every number of one evaluation, stored with it."""

    prior: float
    support: float
    opposition: float
    diversity: float
    supporting_families: int
    log_odds: float
    raw: float
    confidence: float
    families: tuple[FamilyWeight, ...]

    def to_json(self) -> dict[str, object]:
        return {
            "prior": self.prior,
            "slope": c.SLOPE,
            "support": round(self.support, 6),
            "opposition": round(self.opposition, 6),
            "diversity": round(self.diversity, 6),
            "supporting_families": self.supporting_families,
            "log_odds": round(self.log_odds, 6),
            "raw": round(self.raw, 6),
            "bounds": [c.FLOOR, c.CEILING],
            "confidence": self.confidence,
            "families": [family.to_json() for family in self.families],
        }


def family_weight(family: str, polarity: str, items: list[Item]) -> FamilyWeight:
    """The weight of one family's items on one side (see the module docstring)."""
    primary = [item for item in items if item.primary]
    basis = "primary" if primary else "derived"
    pool = primary or items
    ranked = sorted(pool, key=lambda item: (-item.weight, item.id))
    strongest = ranked[0].weight
    total = strongest + c.FURTHER_PRIMARY * sum(item.weight for item in ranked[1:])
    weight = min(total, c.FAMILY_CAP * strongest)
    counted = tuple(item.id for item in ranked)
    ignored = tuple(sorted(item.id for item in items if item not in pool))
    return FamilyWeight(family, polarity, weight, counted, ignored, basis)


def diversity(families: int) -> float:
    if families == 0:
        return 0.0
    return min(1.0, c.DIVERSITY_BASE + c.DIVERSITY_STEP * families)


def evaluate(prior: float, items: Iterable[Item]) -> Breakdown:
    """The confidence of a proposition with this `prior` given these live evidence items."""
    groups: defaultdict[tuple[str, str], list[Item]] = defaultdict(list)
    for item in items:
        groups[(item.polarity, item.family)].append(item)
    families = tuple(
        family_weight(family, polarity, members)
        for (polarity, family), members in sorted(groups.items())
    )
    support = sum(f.weight for f in families if f.polarity == "for")
    opposition = sum(f.weight for f in families if f.polarity == "against")
    supporting = sum(1 for f in families if f.polarity == "for")
    spread = diversity(supporting)
    log_odds = _logit(prior) + c.SLOPE * (support * spread - opposition)
    raw = 1.0 / (1.0 + math.exp(-log_odds))
    confidence = round(min(c.CEILING, max(c.FLOOR, raw)), 6)
    return Breakdown(
        prior, support, opposition, spread, supporting, log_odds, raw, confidence, families
    )


def band(breakdown: Breakdown) -> str:
    """believed / uncertain / doubted, or contested when both sides carry comparable weight."""
    heavier = max(breakdown.support, breakdown.opposition)
    lighter = min(breakdown.support, breakdown.opposition)
    if lighter > 0 and lighter >= c.CONTESTED_RATIO * heavier:
        return "contested"
    if breakdown.confidence >= c.BELIEVED:
        return "believed"
    if breakdown.confidence < c.DOUBTED:
        return "doubted"
    return "uncertain"


def _logit(probability: float) -> float:
    return math.log(probability / (1.0 - probability))
