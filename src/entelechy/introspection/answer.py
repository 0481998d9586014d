"""An introspective answer: sentences, each resting on the records it names."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

NO_RECORD = "I have no record of that."


@dataclass(frozen=True)
class Sentence:
    """One thing the mind can say about itself, and the ids of the records that say it."""

    text: str
    record_ids: tuple[str, ...] = ()

    def to_json(self) -> dict[str, Any]:
        return {"text": self.text, "records": list(self.record_ids)}


@dataclass(frozen=True)
class Answer:
    """What the records say to one introspective question (`intent` names the question)."""

    intent: str
    sentences: tuple[Sentence, ...]

    @classmethod
    def of(cls, intent: str, sentences: Iterable[Sentence]) -> Answer:
        """The answer, or the explicit absence of one when no sentence is recorded."""
        found = tuple(sentences)
        return cls(intent, found or (Sentence(NO_RECORD),))

    @property
    def recorded(self) -> bool:
        return any(sentence.record_ids for sentence in self.sentences)

    @property
    def record_ids(self) -> tuple[str, ...]:
        ids = (record for sentence in self.sentences for record in sentence.record_ids)
        return tuple(dict.fromkeys(ids))

    @property
    def text(self) -> str:
        return " ".join(sentence.text for sentence in self.sentences)

    def to_json(self) -> dict[str, Any]:
        return {
            "intent": self.intent,
            "text": self.text,
            "sentences": [sentence.to_json() for sentence in self.sentences],
            "records": list(self.record_ids),
        }


def join(parts: Sequence[str]) -> str:
    """ "a", "a and b", "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
