"""Hashed words, stems and n-grams over the risk normaliser's tokens, in pure Python.

Every install has these: no model, no numpy. The normaliser already folds case, accents, look-
alike letters and light leetspeak ("kíll", "k1ll" → "kill"); runs of single letters are joined
here ("k i l l" → "kill"). Words alone are the default: on the validation split they beat words
with stems, bigrams, character n-grams or what the grammar found (docs/risk.md has the numbers;
the others remain choosable for the comparison in bench/risk_features.py). Features are hashed
with CRC-32, which is stable across processes, into `2**bits` buckets and weighted so that every
window has unit length.
"""

from __future__ import annotations

import itertools
import math
import re
import zlib
from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from entelechy.perception.risk.lexicon import stem
from entelechy.perception.risk.normalize import BREAKS, normalize
from entelechy.perception.risk.tags import blocks
from entelechy.perception.risk.types import RiskAssessment

STEMMED = ("english", "portuguese")
WINDOW = 64
"""Tokens scored together; a longer text is scored window by window (half-overlapping)."""


@dataclass(frozen=True)
class FeatureSpec:
    """Which n-grams a model reads, and how many buckets they are hashed into."""

    words: bool = True
    bigrams: bool = False
    chars: tuple[int, ...] = ()
    bits: int = 18
    grammar: bool = False
    """Also read what the grammar found (its rules, tags and settings): see `grammar_features`."""
    settings: bool = False
    """Also read the settings the grammar recognised (fiction, history, safety…), not its tags."""
    stems: bool = False
    """Also read each word's English and Portuguese Snowball stems."""
    classes: bool = False
    """Also read the lexicon classes the grammar's packs found (a person, a weapon, a harm…),
    whether or not a rule used them: see `class_features`."""

    @property
    def reads_grammar(self) -> bool:
        """Whether the model reads anything of the grammar's assessment."""
        return self.grammar or self.settings or self.classes

    def to_json(self) -> dict[str, object]:
        return {
            "words": self.words,
            "bigrams": self.bigrams,
            "chars": list(self.chars),
            "bits": self.bits,
            "grammar": self.grammar,
            "settings": self.settings,
            "stems": self.stems,
            "classes": self.classes,
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> FeatureSpec:
        chars = data.get("chars", [])
        bits = data.get("bits", 18)
        if not isinstance(chars, list) or not isinstance(bits, int):
            raise ValueError("a feature spec needs a list of n-gram sizes and an int of bits")
        flags = ("words", "bigrams", "grammar", "settings", "stems", "classes")
        words, bigrams, grammar, settings, stems, classes = (bool(data.get(k)) for k in flags)
        return cls(words, bigrams, tuple(chars), bits, grammar, settings, stems, classes)


Vector = dict[int, float]
_STANDALONE = frozenset("iaeo")
_LETTER_RUN = re.compile(rb"\x01{3,}")
"""Three or more one-letter words in a row (a byte per word: 1 when it has one letter)."""


@dataclass(frozen=True)
class Windows:
    """A text's windows, as their parts: the buckets every window reads (`shared`: the
    whole-text features) and each window's two halves, neither holding a shared bucket.

    A long text's windows overlap by half, so a window is two half-windows side by side: each
    half's buckets are found once, and a model sums each half once (`LearnedModel`). A text of
    at most `WINDOW` tokens is one window, all in its first half.
    """

    shared: frozenset[int]
    halves: list[tuple[frozenset[int], frozenset[int]]]


def window_parts(text: str, spec: FeatureSpec, context: Sequence[str] = ()) -> Windows:
    """The windows of `text` (see `Windows`); `context` holds features of the whole text (what
    the grammar found) that every window reads."""
    words = joined_letters([token for token in normalize(text).tokens if token not in BREAKS])
    shared = frozenset(_hashed(context, spec))
    if len(words) <= WINDOW:
        return Windows(shared, [(frozenset(vector(words, spec)) - shared, _NONE)])
    step = WINDOW // 2
    own = _word_buckets(words, spec)
    joining = _bigram_buckets(words, spec) if spec.bigrams else None
    firsts, seconds = [], []
    for start in range(0, len(words), step):
        end = start + step
        block = set().union(*own[start:end])
        if joining is not None:
            block.update(*joining[start + 1 : end])
        first = frozenset(block) - shared
        firsts.append(first)
        # the bigram joining this half to the one before is read only when both are in a window
        edge = joining[start] if joining is not None else ()
        seconds.append(first.union(edge) - shared if edge else first)
    return Windows(shared, list(zip(firsts[:-1], seconds[1:], strict=True)))


_NONE: frozenset[int] = frozenset()


def windows(text: str, spec: FeatureSpec, context: Sequence[str] = ()) -> list[Vector]:
    """The feature vectors of `text`, one per window of `WINDOW` tokens (at least one), each
    half-overlapping the next."""
    parts = window_parts(text, spec, context)
    found = []
    for first, second in parts.halves:
        buckets = parts.shared | first | second
        found.append(dict.fromkeys(buckets, 1 / math.sqrt(len(buckets))) if buckets else {})
    return found


def _word_buckets(words: list[str], spec: FeatureSpec) -> list[set[int]]:
    """Each word's own buckets, the same wherever it stands: each distinct word is hashed
    once, and a word repeated shares its set."""
    single = FeatureSpec(spec.words, False, spec.chars, spec.bits, stems=spec.stems)
    known = {word: _hashed(ngrams([word], single), spec) for word in set(words)}
    return list(map(known.__getitem__, words))


def _bigram_buckets(words: list[str], spec: FeatureSpec) -> list[set[int]]:
    """The bucket of the bigram each word ends (none for the first), read only when the word
    before is in the same window."""
    pairs = [f"b {before} {word}" for before, word in itertools.pairwise(words)]
    return [set(), *({bucket} for bucket in _each_hashed(pairs, spec))]


def _hashed(features: Iterable[str], spec: FeatureSpec) -> set[int]:
    return set(_each_hashed(features, spec))


def _each_hashed(features: Iterable[str], spec: FeatureSpec) -> list[int]:
    """The bucket of each feature, in order."""
    mask = (1 << spec.bits) - 1
    return [zlib.crc32(feature.encode()) & mask for feature in features]


def context_features(found: RiskAssessment, spec: FeatureSpec) -> tuple[str, ...]:
    """The whole-text features `spec` reads from the grammar's assessment."""
    features: tuple[str, ...] = ()
    if spec.grammar:
        features = grammar_features(found)
    elif spec.settings:
        features = tuple(f"g setting {setting}" for setting in found.contexts)
    if spec.classes:
        features += class_features(found)
    return features


def class_features(found: RiskAssessment) -> tuple[str, ...]:
    """The lexicon classes found, as features ("k person", "k weapon"): a word the packs know
    counts as its class in either language, so a model can learn from "poison my neighbour"
    what "envenenar meu vizinho" and "poison my landlord" share."""
    return tuple(f"k {name}" for name in found.classes)


def grammar_features(found: RiskAssessment) -> tuple[str, ...]:
    """What the grammar found, as features: each rule that matched, each tag, each setting.

    Stacked under the words, they let the model learn where a rule is reliable and where it
    fires on safe look-alikes ("stereotypes about {group}" asked to refute them).
    """
    features = [f"g rule {match.rule}" for match in found.matches]
    features += [f"g tag {tag}" for tag in found.tags]
    features += [f"g setting {setting}" for setting in found.contexts]
    if blocks(found.tags):
        features.append("g blocks")
    return tuple(sorted(set(features)))


def vector(words: list[str], spec: FeatureSpec, context: Sequence[str] = ()) -> Vector:
    """Binary presence of each hashed n-gram (and context feature), scaled to unit length."""
    mask = (1 << spec.bits) - 1
    features = itertools.chain(ngrams(words, spec), context)
    buckets = {zlib.crc32(feature.encode()) & mask for feature in features}
    if not buckets:
        return {}
    weight = 1 / math.sqrt(len(buckets))
    return dict.fromkeys(buckets, weight)


def ngrams(words: list[str], spec: FeatureSpec) -> Iterator[str]:
    """The n-grams `spec` asks for, each prefixed by its kind so that kinds never collide."""
    for index, word in enumerate(words):
        if spec.words:
            yield "w " + word
        if spec.stems:
            yield from {f"s {stem(language, word)}" for language in STEMMED}
        if spec.bigrams and index:
            yield f"b {words[index - 1]} {word}"
        padded = f"<{word}>"
        for size in spec.chars:
            for start in range(max(1, len(padded) - size + 1)):
                yield f"c{size} {padded[start : start + size]}"


def joined_letters(words: list[str]) -> list[str]:
    """Runs of three or more one-letter tokens become one word ("k i l l" → "kill").

    A one-letter word that often stands alone ("I", "a", "e", "o") in front of a longer run
    stays apart: "do I k i l l" is "do i kill". The runs are found by a regular expression
    over the words' lengths (a long text has tens of thousands of words, and rarely a run).
    """
    single = bytes(map((1).__eq__, map(len, words)))
    result: list[str] = []
    done = 0
    for run in _LETTER_RUN.finditer(single):
        start, end = run.span()
        result += words[done:start]
        result += _joined(words[start:end])
        done = end
    result += words[done:]
    return [word for word in result if word] if "" in words else result


def _joined(run: list[str]) -> list[str]:
    if len(run) < 3:
        return run
    if len(run) > 3 and run[0] in _STANDALONE:
        return [run[0], "".join(run[1:])]
    return ["".join(run)]
