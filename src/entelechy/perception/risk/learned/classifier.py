"""The learned layer as a risk classifier, and the grammar and learned layer combined.

The grammar is a precise tripwire that says why; the learned model reads the words and what the
grammar found, and was calibrated on the validation split. Combined, the grammar's tags stand
with their explanations unless the model is sure the text is safe (its veto), and the model
adds the tags it is confident of. Every assessment the model informed names it by digest.
"""

from __future__ import annotations

from functools import cache

from entelechy.perception.risk.learned import model as stored
from entelechy.perception.risk.learned.features import context_features
from entelechy.perception.risk.learned.model import LearnedModel
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.tags import BLOCKING_TAGS
from entelechy.perception.risk.types import RiskAssessment, RiskClassifier, RiskMatch

RULE = "learned"
LAYER = "learned"
VETO = "learned-veto"
"""The context an assessment carries when the model set the grammar's blocking tags aside."""


class LearnedClassifier:
    """Tags a text carries by the learned model alone; matches name the model's digest.

    A model that reads the grammar's findings gets them from `grammar`.
    """

    def __init__(self, model: LearnedModel, grammar: RiskClassifier | None = None) -> None:
        self.model = model
        self.grammar = grammar or default_classifier()

    def probabilities(self, text: str, found: RiskAssessment | None = None) -> dict[str, float]:
        """The model's probabilities for `text`; `found` is the grammar's assessment, if made."""
        spec = self.model.spec
        if not (spec.grammar or spec.settings):
            return self.model.probabilities(text)
        found = found or self.grammar.classify(text)
        return self.model.probabilities(text, context_features(found, spec))

    def classify(self, text: str) -> RiskAssessment:
        return self.assessment(self.model.tags_of(self.probabilities(text)))

    def assessment(self, found: dict[str, float]) -> RiskAssessment:
        matches = tuple(
            RiskMatch(tag, RULE, self.model.digest, None, f"p={found[tag]:.2f}")
            for tag in sorted(found)
        )
        return RiskAssessment(tuple(sorted(found)), matches, LAYER, models=(self.model.digest,))


class CombinedClassifier:
    """The grammar's tags, unless the model vetoes its blocking ones, plus the model's own.

    A veto sets aside only blocking tags (a tag such as `provenance:disclose` always stands),
    and is recorded in `contexts` as `learned-veto`, so an auditor sees what was set aside.
    """

    def __init__(self, grammar: RiskClassifier, learned: LearnedClassifier) -> None:
        self.grammar = grammar
        self.learned = learned

    def classify(self, text: str) -> RiskAssessment:
        first = self.grammar.classify(text)
        found = self.learned.probabilities(text, first)
        second = self.learned.assessment(self.learned.model.tags_of(found))
        kept, contexts = first.matches, first.contexts
        if self.learned.model.vetoes(found) and set(first.tags) & BLOCKING_TAGS:
            kept = tuple(match for match in kept if match.tag not in BLOCKING_TAGS)
            contexts = tuple(sorted({*contexts, VETO}))
        standing = {match.tag for match in kept}
        added = tuple(match for match in second.matches if match.tag not in standing)
        return RiskAssessment(
            tuple(sorted(standing | {match.tag for match in added})),
            kept + added,
            LAYER if added or kept != first.matches else first.layer,
            contexts,
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
