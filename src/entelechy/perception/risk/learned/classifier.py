"""The learned layer as a risk classifier, and the grammar and learned layer combined.

The grammar is a precise tripwire that says why; the learned layer adds the tags it is confident
of (each tag's threshold was set on the validation split). Combining them can only add tags to
the grammar's, and every assessment the learned layer informed names its model by digest.
"""

from __future__ import annotations

from functools import cache

from entelechy.perception.risk.learned import model as stored
from entelechy.perception.risk.learned.model import LearnedModel
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.types import RiskAssessment, RiskClassifier, RiskMatch

RULE = "learned"
LAYER = "learned"


class LearnedClassifier:
    """Tags a text carries by the learned model alone; matches name the model's digest."""

    def __init__(self, model: LearnedModel) -> None:
        self.model = model

    def classify(self, text: str) -> RiskAssessment:
        found = self.model.tags(text)
        matches = tuple(
            RiskMatch(tag, RULE, self.model.digest, None, f"p={found[tag]:.2f}")
            for tag in sorted(found)
        )
        return RiskAssessment(tuple(sorted(found)), matches, LAYER, models=(self.model.digest,))


class CombinedClassifier:
    """The grammar's tags, plus the learned layer's; the grammar's matches come first."""

    def __init__(self, grammar: RiskClassifier, learned: LearnedClassifier) -> None:
        self.grammar = grammar
        self.learned = learned

    def classify(self, text: str) -> RiskAssessment:
        first = self.grammar.classify(text)
        second = self.learned.classify(text)
        added = [match for match in second.matches if match.tag not in first.tags]
        return RiskAssessment(
            tuple(sorted({*first.tags, *second.tags})),
            first.matches + tuple(added),
            LAYER if added else first.layer,
            first.contexts,
            first.judgement,
            (*first.models, *second.models),
        )


@cache
def shipped_learned() -> LearnedClassifier:
    """The learned layer with the model shipped in the package, read once."""
    return LearnedClassifier(stored.load())


def combined_classifier() -> CombinedClassifier:
    """The default packs' grammar with the shipped learned layer."""
    return CombinedClassifier(default_classifier(), shipped_learned())
