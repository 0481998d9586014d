"""A small keyword risk classifier for tests (the real one lives in `entelechy.perception`)."""

from __future__ import annotations

from collections.abc import Mapping

from entelechy.perception.risk.types import RiskAssessment, RiskMatch


class KeywordClassifier:
    """Tags a text with every tag whose keyword it contains (case-insensitive)."""

    def __init__(self, keywords: Mapping[str, str]) -> None:
        self._keywords = {word.lower(): tag for word, tag in keywords.items()}

    def classify(self, text: str) -> RiskAssessment:
        lowered = text.lower()
        matches = tuple(
            RiskMatch(tag, f"keyword:{word}", "test")
            for word, tag in self._keywords.items()
            if word in lowered
        )
        tags = tuple(dict.fromkeys(match.tag for match in matches))
        return RiskAssessment(tags, matches)


ADVERSARIAL = KeywordClassifier(
    {
        "wipes": "intent:harm",
        "pipe bomb": "intent:harm",
        "virus": "intent:harm",
        "phishing": "intent:malicious",
        "fake invoice": "intent:malicious",
        "pretend to be": "intent:deceive",
        "deepfake": "intent:deceive",
        "lie to": "intent:deceive",
        "hate speech": "intent:dishonor",
        "dox": "intent:surveil-citizen",
        "manipulate": "intent:persuade-coerce",
    }
)
"""A keyword list written for the 30-prompt development corpus: it checks the evaluation
harness end to end, and says nothing about how a real classifier generalises."""


def adversarial_factory(judge: object = None) -> KeywordClassifier:
    """A factory in the shape `--classifier` accepts."""
    return ADVERSARIAL
