"""Hashed word and character n-grams over the risk normaliser's tokens, in pure Python.

Every install has these: no model, no numpy. The normaliser already folds case, accents, look-
alike letters and light leetspeak ("kíll", "k1ll" → "kill"); runs of single letters are joined
here ("k i l l" → "kill"). Words alone are the default: on the validation split they beat words
with bigrams and words with character n-grams (docs/risk.md has the numbers; the others remain
choosable for the comparison in bench/risk_features.py). Features are hashed with CRC-32, which
is stable across processes, into `2**bits` buckets and weighted so that every window has unit
length.
"""

from __future__ import annotations

import math
import zlib
from collections.abc import Iterator
from dataclasses import dataclass

from entelechy.perception.risk.normalize import BREAKS, normalize

WINDOW = 64
"""Tokens scored together; a longer text is scored window by window (half-overlapping)."""


@dataclass(frozen=True)
class FeatureSpec:
    """Which n-grams a model reads, and how many buckets they are hashed into."""

    words: bool = True
    bigrams: bool = False
    chars: tuple[int, ...] = ()
    bits: int = 18

    def to_json(self) -> dict[str, object]:
        chars = list(self.chars)
        return {"words": self.words, "bigrams": self.bigrams, "chars": chars, "bits": self.bits}

    @classmethod
    def from_json(cls, data: dict[str, object]) -> FeatureSpec:
        chars = data.get("chars", [])
        bits = data.get("bits", 18)
        if not isinstance(chars, list) or not isinstance(bits, int):
            raise ValueError("a feature spec needs a list of n-gram sizes and an int of bits")
        return cls(bool(data.get("words")), bool(data.get("bigrams")), tuple(chars), bits)


Vector = dict[int, float]
_STANDALONE = frozenset("iaeo")


def windows(text: str, spec: FeatureSpec) -> list[Vector]:
    """The feature vectors of `text`, one per window of `WINDOW` tokens (at least one)."""
    words = joined_letters([token for token in normalize(text).tokens if token not in BREAKS])
    if len(words) <= WINDOW:
        return [vector(words, spec)]
    step = WINDOW // 2
    starts = range(0, len(words) - step, step)
    return [vector(words[start : start + WINDOW], spec) for start in starts]


def vector(words: list[str], spec: FeatureSpec) -> Vector:
    """Binary presence of each hashed n-gram, scaled to unit length."""
    mask = (1 << spec.bits) - 1
    buckets = {zlib.crc32(feature.encode()) & mask for feature in ngrams(words, spec)}
    if not buckets:
        return {}
    weight = 1 / math.sqrt(len(buckets))
    return dict.fromkeys(buckets, weight)


def ngrams(words: list[str], spec: FeatureSpec) -> Iterator[str]:
    """The n-grams `spec` asks for, each prefixed by its kind so that kinds never collide."""
    for index, word in enumerate(words):
        if spec.words:
            yield "w " + word
        if spec.bigrams and index:
            yield f"b {words[index - 1]} {word}"
        padded = f"<{word}>"
        for size in spec.chars:
            for start in range(max(1, len(padded) - size + 1)):
                yield f"c{size} {padded[start : start + size]}"


def joined_letters(words: list[str]) -> list[str]:
    """Runs of three or more one-letter tokens become one word ("k i l l" → "kill").

    A one-letter word that often stands alone ("I", "a", "e", "o") in front of a longer run
    stays apart: "do I k i l l" is "do i kill".
    """
    result: list[str] = []
    run: list[str] = []
    for word in [*words, ""]:
        if len(word) == 1:
            run.append(word)
            continue
        result.extend(_joined(run))
        run = []
        if word:
            result.append(word)
    return result


def _joined(run: list[str]) -> list[str]:
    if len(run) < 3:
        return run
    if len(run) > 3 and run[0] in _STANDALONE:
        return [run[0], "".join(run[1:])]
    return ["".join(run)]
