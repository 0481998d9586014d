"""The contract between risk perception and governance.

A classifier turns text into risk tags (`intent:harm`, `intent:deceive`, `provenance:disclose`, …);
the governor's rule packs turn tags into verdicts. Classifiers know nothing of verdicts and the
governor knows nothing of wording, so either can be replaced on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Protocol


@dataclass(frozen=True)
class RiskMatch:
    """Why a tag was given: which rule of which pack matched which part of the text."""

    tag: str
    rule: str
    pack: str
    span: tuple[int, int] | None = None


@dataclass(frozen=True)
class RiskAssessment:
    """The tags a text carries, with the matches that justify each and the layer that decided."""

    tags: tuple[str, ...] = ()
    matches: tuple[RiskMatch, ...] = field(default=())
    layer: str = "deterministic"


class RiskClassifier(Protocol):
    """Deterministic risk perception: the same text always yields the same assessment."""

    def classify(self, text: str) -> RiskAssessment: ...
