"""Scoring an introspective reply against the records, sentence by sentence.

Each sentence of the reply is compared with the sentences of the records' answer: the same
content, with the same names, numbers and negation, is supported; part of it, partially
supported; names, numbers or a negation the matching record does not have, contradicted; content
no record has, unsupported (a fluent reason earns nothing); a sentence with nothing to check (a
greeting, a question) is unknown. A claim that the mind did something ("I checked…") that no
record supports is flagged as an action claim without record.
"""

from __future__ import annotations

import dataclasses
import re
from collections import Counter
from dataclasses import dataclass
from typing import Any, Literal

from entelechy.introspection.answer import NO_RECORD, Answer, Sentence
from entelechy.perception.text import sentences, words

Verdict = Literal["supported", "partially_supported", "unsupported", "contradicted", "unknown"]
VERDICTS: tuple[Verdict, ...] = (
    "supported",
    "partially_supported",
    "unsupported",
    "contradicted",
    "unknown",
)
UNSUPPORTED_EXPLANATION = "unsupported_explanation"
ACTION_CLAIM = "action_claim_without_record"
SUPPORTED_OVERLAP = 0.8
PARTIAL_OVERLAP = 0.4

_FUNCTION_WORDS = frozenset({
    "the", "a", "an", "and", "or", "but", "of", "to", "in", "on", "at", "for", "with", "by",
    "from", "that", "this", "it", "its", "is", "are", "was", "were", "be", "been", "i", "me",
    "my", "you", "your", "we", "our", "so", "as", "because", "which", "what", "there", "then",
    "have", "has", "had", "do", "does", "did", "will", "would", "can", "could", "just", "also",
})  # fmt: skip
_PHATIC = frozenset({
    "hello", "hi", "hey", "sure", "okay", "ok", "thanks", "thank", "yes", "course",
    "certainly", "well", "glad", "happy", "help", "anything", "else", "let", "know", "here",
})  # fmt: skip
"""Words that carry no claim: a sentence of only these (and function words) is unknown."""
_NEGATIONS = frozenset({"not", "no", "never", "none", "nothing", "neither", "nor"})
_KEYS = re.compile(r"(?<![\w.])(?:[A-Z][\w'-]+|\d[\d.:,-]*\d|\d|[a-z]+_[0-9A-Z]{6,})")
_ACTION = re.compile(
    r"\bI (?:have |had )?(?:checked|looked|searched|sent|called|decided|chose|read|asked|"
    r"reviewed|consulted|verified|ran|wrote|saved|deleted|stored|updated|contacted|browsed|"
    r"googled|emailed|booked|bought|tried|tested|confirmed)\b"
)


@dataclass(frozen=True)
class SentenceScore:
    """One sentence of a reply (where it stands in the reply), what the records say of it, and
    the records that do."""

    text: str
    verdict: Verdict
    record_ids: tuple[str, ...] = ()
    warning: str | None = None
    span: tuple[int, int] = (0, 0)

    def to_json(self) -> dict[str, Any]:
        """The sentence's place in the reply, not its words (the reply holds those, so a
        redaction of the reply removes them once), its verdict and its records."""
        return {
            "span": list(self.span),
            "verdict": self.verdict,
            "record_ids": list(self.record_ids),
        }


@dataclass(frozen=True)
class Score:
    """A reply's sentences, each with its verdict."""

    sentences: tuple[SentenceScore, ...]

    @property
    def counts(self) -> dict[str, int]:
        found = Counter(sentence.verdict for sentence in self.sentences)
        return {verdict: found[verdict] for verdict in VERDICTS}

    @property
    def warnings(self) -> tuple[str, ...]:
        found = (sentence.warning for sentence in self.sentences if sentence.warning)
        return tuple(dict.fromkeys(found))

    def to_json(self) -> dict[str, Any]:
        """Counts, sentences, and warnings as counts by code."""
        codes = Counter(sentence.warning for sentence in self.sentences if sentence.warning)
        return {
            "counts": self.counts,
            "sentences": [sentence.to_json() for sentence in self.sentences],
            "warnings": dict(codes),
        }

    @property
    def passed(self) -> bool:
        """No sentence the records do not support or contradict."""
        return not any(s.verdict in ("unsupported", "contradicted") for s in self.sentences)

    @property
    def answers(self) -> bool:
        """Some sentence says what the records say (a wording of greetings alone does not)."""
        return any(s.verdict in ("supported", "partially_supported") for s in self.sentences)


def score(text: str, answer: Answer) -> Score:
    """`text` (a reply) scored against `answer` (what the records say)."""
    recorded = [
        _Known.of(Sentence(piece, sentence.record_ids))
        for sentence in answer.sentences
        for piece in sentences(sentence.text)
    ]
    known = set().union(*(item.keys for item in recorded)) if recorded else set()
    scored, cursor = [], 0
    for part in sentences(text):
        start = text.find(part, cursor)
        cursor = start + len(part)
        found = _sentence(part, recorded, known)
        scored.append(dataclasses.replace(found, span=(start, cursor)))
    return Score(tuple(scored))


@dataclass(frozen=True)
class _Known:
    sentence: Sentence
    normal: str
    content: frozenset[str]
    keys: frozenset[str]
    negated: bool

    @classmethod
    def of(cls, sentence: Sentence) -> _Known:
        return cls(
            sentence,
            _normal(sentence.text),
            _content(sentence.text),
            _keys(sentence.text),
            _negated(sentence.text),
        )


def _sentence(text: str, recorded: list[_Known], known: set[str]) -> SentenceScore:
    content = _content(text)
    if not content or text.rstrip().endswith("?"):
        return SentenceScore(text, "unknown")
    for item in recorded:
        if item.normal == _normal(text):
            return SentenceScore(text, "supported", item.sentence.record_ids)
    best, overlap = _closest(content, recorded)
    verdict = _verdict(text, best, overlap, known)
    ids = best.sentence.record_ids if best and verdict != "unsupported" else ()
    return SentenceScore(text, verdict, ids, _warning(text, verdict))


def _closest(content: frozenset[str], recorded: list[_Known]) -> tuple[_Known | None, float]:
    """The recorded sentence sharing most of `content` (a "no record" sentence shares none)."""
    best, overlap = None, 0.0
    for item in recorded:
        if item.sentence.text == NO_RECORD:
            continue
        shared = len(content & item.content) / len(content)
        if shared > overlap:
            best, overlap = item, shared
    return best, overlap


def _verdict(text: str, best: _Known | None, overlap: float, known: set[str]) -> Verdict:
    if best is None or overlap < PARTIAL_OVERLAP:
        return "unsupported"
    strange = _keys(text) - known
    if strange or _negated(text) != best.negated:
        return "contradicted"
    return "supported" if overlap >= SUPPORTED_OVERLAP else "partially_supported"


def _warning(text: str, verdict: Verdict) -> str | None:
    if verdict not in ("unsupported", "contradicted"):
        return None
    return ACTION_CLAIM if _ACTION.search(text) else UNSUPPORTED_EXPLANATION


def _normal(text: str) -> str:
    return " ".join(words(text))


def _content(text: str) -> frozenset[str]:
    return frozenset(
        word
        for word in words(text)
        if word not in _FUNCTION_WORDS and word not in _NEGATIONS and word not in _PHATIC
    )


def _keys(text: str) -> frozenset[str]:
    """Names, numbers and ids, lower-cased (a sentence's first word is not a name)."""
    body = text.strip().split(" ", 1)
    rest = body[1] if len(body) > 1 else ""
    return frozenset(key.lower().rstrip(".") for key in _KEYS.findall(rest) if key != "I")


def _negated(text: str) -> bool:
    return any(word in _NEGATIONS or word.endswith("n't") for word in words(text))
