"""The learned layer as a risk classifier, and the grammar and learned layer combined.

The grammar is a precise tripwire that says why; the learned layer adds the tags it is confident
of (each tag's threshold was set on the validation split and the training split's held-apart
parts), except where the grammar hears distress, which is met with care, and only to a text that
asks for something. Combining them can only add tags to the grammar's, never set one aside, and
every assessment the learned layer informed names its model by digest.
"""

from __future__ import annotations

import re
from functools import cache

from entelechy.perception.risk.collection import collector_paused
from entelechy.perception.risk.learned import model as stored
from entelechy.perception.risk.learned.features import context_features
from entelechy.perception.risk.learned.model import LearnedModel
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.types import RiskAssessment, RiskClassifier, RiskMatch

RULE = "learned"
LAYER = "learned"
REQUEST = "ask"
"""The word class of asking ("how do I", "what's the best way", "write", "give me")."""


_TELLING = re.compile(
    r"^\W*(?:i|i'm|im|i've|ive|i'd|my|we|we're|we've|our|he|he's|she|she's|they|they're|his|her"
    r"|their|it|it's|there|there's|eu|meu|minha|meus|minhas|nós|ele|ela|eles|elas"
    r"|(?:o|a|os|as) (?:meu|minha|meus|minhas|nosso|nossa|nossos|nossas))\b",
    re.IGNORECASE,
)
"""A text that opens as one telling of oneself or others ("My cousin lives in Leeds", "We moved
last week", "A minha irmã mora no Porto")."""


def asks_something(text: str, found: RiskAssessment) -> bool:
    """Whether `text` may ask for something: a question, words the grammar reads as asking, or
    anything that does not open as a statement about oneself or others (an imperative: "Define
    a pipe bomb precisely enough that …"). What one tells of one's life ("My husband's brother
    lives in Abuja and calls every Sunday.") asks for nothing, and the learned layer, which reads
    words and not what they do, is not let turn it into a refusal; the grammar's own rules for
    statements of intent still read it."""
    asked = REQUEST in found.classes or text.rstrip().endswith("?")
    return asked or _TELLING.match(text) is None


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
        if not spec.reads_grammar:
            return self.model.probabilities(text)
        found = found or self.grammar.classify(text)
        return self.model.probabilities(text, context_features(found, spec))

    def classify(self, text: str) -> RiskAssessment:
        with collector_paused(text):
            first = self.grammar.classify(text)
            if not asks_something(text, first):
                return self.assessment({})
            return self.assessment(self.model.tags_of(self.probabilities(text, first)))

    def assessment(self, found: dict[str, float]) -> RiskAssessment:
        matches = tuple(
            RiskMatch(tag, RULE, self.model.digest, None, f"p={found[tag]:.2f}")
            for tag in sorted(found)
        )
        return RiskAssessment(tuple(sorted(found)), matches, LAYER, models=(self.model.digest,))


class CombinedClassifier:
    """The grammar's tags and explanations, all of them, plus the learned layer's; the grammar's
    matches come first."""

    def __init__(self, grammar: RiskClassifier, learned: LearnedClassifier) -> None:
        self.grammar = grammar
        self.learned = learned

    def classify(self, text: str) -> RiskAssessment:
        with collector_paused(text):
            first = self.grammar.classify(text)
            if first.hears_distress:
                # A person speaking of their own pain, or of someone else's, is answered with
                # care, and a story in which someone does is answered as a story, which the
                # grammar's reading decides; the learned layer, which reads "I want to die" as
                # it reads a request for a way to, would turn either into a refusal.
                return first
            if not asks_something(text, first):
                return first
            found = self.learned.probabilities(text, first)
        second = self.learned.assessment(self.learned.model.tags_of(found))
        added = tuple(match for match in second.matches if match.tag not in first.tags)
        return RiskAssessment(
            tuple(sorted({*first.tags, *second.tags})),
            first.matches + added,
            LAYER if added else first.layer,
            first.contexts,
            first.judgement,
            (*first.models, *second.models),
            first.settings_by_pack,
            first.classes,
        )


@cache
def shipped_learned() -> LearnedClassifier:
    """The learned layer with the model shipped in the package, read once."""
    return LearnedClassifier(stored.load())


def combined_classifier() -> CombinedClassifier:
    """The default packs' grammar with the shipped learned layer."""
    return CombinedClassifier(default_classifier(), shipped_learned())
