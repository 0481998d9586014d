"""Deterministic text normalization for risk matching.

Rules are written once, in plain lower-case words; every spelling a person might type has to reach
the same tokens: case, accents ("alguém" → "alguem"), look-alike Unicode forms (full-width and
mathematical letters), curly apostrophes, light leetspeak ("k1ll" → "kill"), words spelled out
letter by letter ("k i l l", "k.i.l.l" → "kill") and punctuation.
Sentence punctuation survives as a "." token (a clause boundary rules may not cross) and commas as
",". Every token keeps the span of the original text it came from, so a match can point at what
the person actually wrote. Normalizing normalized text changes nothing.
"""

from __future__ import annotations

import itertools
import operator
import re
import unicodedata
from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property, lru_cache

SENTENCE_BREAK = "."
CLAUSE_BREAK = ","
BREAKS = frozenset({SENTENCE_BREAK, CLAUSE_BREAK})

_APOSTROPHES = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc`\u00b4", "'"))
_LETTER = r"[^\W\d_]"
_APART = r"(?:(?!['@$][^\W_])(?:[^\w.!?;\n,]|_)+|\.)"
"""What may stand between the letters of a word spelled out: characters no token holds, or one
dot ("k i l l", "k.i.l.l", "k-i-l-l", "k / i / l / l"); never the apostrophe of "I'm a" or the
"@" and "$" of a word in leetspeak, which are inside a word."""
_SPELLED = rf"{_LETTER}(?:{_APART}{_LETTER}){{2,}}"
"""A word spelled out letter by letter: three or more letters, each apart from the next."""
_WORD_CHAR = r"[^\W_]"
_WORD_REST = r"(?:['@$][^\W_]+)*"
_TOKEN_PATTERN = (
    # A word of two characters or more cannot begin a word spelled out, and most tokens are
    # one: tried first, it spares them the spelled-out test. Then a word spelled out is one
    # token (split again in `_tokens` when a one-letter word stands in front of it); then words
    # of one character, sentence punctuation and commas.
    rf"({_WORD_CHAR}{{2,}}{_WORD_REST}|(?<!{_WORD_CHAR}){_SPELLED}(?!{_WORD_CHAR})"
    rf"|{_WORD_CHAR}+{_WORD_REST}|[.!?;\n]+|,)"
)
_TOKEN = re.compile(_TOKEN_PATTERN)
_ASCII_TOKEN = re.compile(_TOKEN_PATTERN, re.ASCII)
"""The same tokenizer for an ASCII text (most folded texts), where it runs faster and every
character class means what it means in Unicode."""
_SPELLED_OUT = re.compile(_SPELLED)
_NOT_LETTER = re.compile(r"[\W_]")
_LETTER_AT = re.compile(_LETTER)
_STANDALONE = frozenset("iaeo")
"""One-letter words that often stand alone: "do I k i l l" is "do", "i", "kill"."""
_LEET_SHAPE = re.compile(r"[a-z][a-z0-9@$]*[a-z]")
_LEET = str.maketrans("013457@$", "oieastas")


@dataclass(frozen=True)
class Normalized:
    """Tokens of a text in matching form, each with the span of the original it came from.

    `pieces` is the folded text split by the tokenizer: what lies between two matches, then a
    match, and so on (a match's text is every second piece), and `origin` the original index
    of each of the folded text's characters (None when they are the same). A span is read from
    the pieces' lengths when first asked for, so a long text with nothing to point at pays for
    none. `seconds` are the tokens that came second out of one match (a word spelled out after
    a one-letter word: "do I k i l l"); every other match gave one token.
    """

    tokens: tuple[str, ...]
    pieces: Sequence[str] = field(repr=False, compare=False)
    origin: Sequence[int] | None = field(default=None, repr=False, compare=False)
    seconds: Sequence[int] = field(default=(), repr=False, compare=False)

    def span(self, index: int) -> tuple[int, int]:
        """The span of the original text token `index` came from."""
        seconds = self.seconds
        if not seconds:
            return self._original(self._match(index)[:2])
        earlier = bisect_right(seconds, index)
        second = earlier > 0 and seconds[earlier - 1] == index
        return self._original(_spans(*self._match(index - earlier))[second])

    @cached_property
    def spans(self) -> tuple[tuple[int, int], ...]:
        """The span of the original text each token came from."""
        offsets = self._offsets
        raws = self.pieces[1::2]
        found = map(_spans, offsets[1::2], offsets[2::2], raws)
        return tuple(map(self._original, itertools.chain.from_iterable(found)))

    def _match(self, number: int) -> tuple[int, int, str]:
        """Where match `number` starts and ends in the folded text, and its text."""
        piece = 2 * number + 1
        offsets = self._offsets
        return offsets[piece], offsets[piece + 1], self.pieces[piece]

    @cached_property
    def _offsets(self) -> list[int]:
        """Where each piece starts in the folded text (and, last, its length)."""
        return list(itertools.accumulate(map(len, self.pieces), initial=0))

    def _original(self, span: tuple[int, int]) -> tuple[int, int]:
        origin = self.origin
        if origin is None:
            return span
        start, end = span
        return origin[start], origin[end - 1] + 1

    @property
    def text(self) -> str:
        return " ".join(self.tokens)

    @cached_property
    def sentence_breaks(self) -> list[int]:
        """The index of every sentence break token."""
        tokens = self.tokens
        return list(itertools.compress(range(len(tokens)), map(SENTENCE_BREAK.__eq__, tokens)))

    @cached_property
    def sentences(self) -> list[int]:
        """The sentence of each token: how many sentence breaks come before it (a break ends
        its sentence, so sentence n runs to its break, inclusive)."""
        breaks = self.sentence_breaks
        if not self.tokens:
            return []
        ends = [*breaks, len(self.tokens) - 1]
        lengths = map(operator.sub, ends, [-1, *breaks])
        return list(
            itertools.chain.from_iterable(map(itertools.repeat, itertools.count(), lengths))
        )

    @cached_property
    def sentence_starts(self) -> dict[int, int]:
        """Each sentence's first token that is not a break (a sentence of breaks has none)."""
        tokens, sentences = self.tokens, self.sentences
        firsts = [0, *(index + 1 for index in self.sentence_breaks)]
        return {
            sentences[index]: index
            for index in firsts
            if index < len(tokens) and tokens[index] != SENTENCE_BREAK
        }


@lru_cache(maxsize=4)
def normalize(text: str) -> Normalized:
    """Split `text` into normalized tokens; sentence punctuation becomes "." and commas ",".

    The last few texts are remembered: every layer classifying one message reads it once.
    """
    folded, origin = _fold(text)
    pieces = (_ASCII_TOKEN if folded.isascii() else _TOKEN).split(folded)
    raws = pieces[1::2]
    tokens = list(raws)
    # A match of letters alone is its own token (no word spelled out or in leetspeak is made
    # of letters alone), and most matches are: only the others are looked at.
    others = map(operator.not_, map(str.isalpha, raws))
    split: list[tuple[int, str]] = []
    for index in itertools.compress(range(len(raws)), others):
        parts = _tokens(raws[index])
        tokens[index] = parts[0]
        if len(parts) == 2:
            split.append((index, parts[1]))
    if not split:
        return Normalized(tuple(tokens), pieces, origin)
    joined, seconds = _with_seconds(tokens, split)
    return Normalized(joined, pieces, origin, seconds)


def _with_seconds(
    tokens: list[str], split: list[tuple[int, str]]
) -> tuple[tuple[str, ...], list[int]]:
    """`tokens` with the second token of each match that gave two ("do I k i l l") put after
    its first, and where each second token now stands."""
    joined: list[str] = []
    seconds: list[int] = []
    previous = 0
    for index, second in split:
        joined.extend(tokens[previous : index + 1])
        seconds.append(len(joined))
        joined.append(second)
        previous = index + 1
    joined.extend(tokens[previous:])
    return tuple(joined), seconds


def normalize_word(word: str) -> str:
    """One lexicon word in matching form (what `normalize` would make of it as a token)."""
    tokens = normalize(word).tokens
    return " ".join(tokens)


@lru_cache(maxsize=65536)
def _tokens(raw: str) -> tuple[str, ...]:
    """The token (or, for a word spelled out after a one-letter word, two) of one match."""
    if raw == CLAUSE_BREAK:
        return (raw,)
    if not raw[0].isalnum():
        return (SENTENCE_BREAK,)
    if _SPELLED_OUT.fullmatch(raw):
        letters = _NOT_LETTER.sub("", raw)
        if len(letters) > 3 and letters[0] in _STANDALONE:
            return (letters[0], letters[1:])
        return (letters,)
    if _LEET_SHAPE.fullmatch(raw) and not raw.isalpha():
        return (raw.translate(_LEET),)
    return (raw,)


def _spans(start: int, end: int, raw: str) -> tuple[tuple[int, int], ...]:
    """The span of each token `_tokens` makes of the match `raw` at `start`…`end` (a one-letter
    word split off a word spelled out keeps its own letter; the word, the rest)."""
    second = _LETTER_AT.search(raw, 1) if len(_tokens(raw)) == 2 else None
    if second is None:
        return ((start, end),)
    return ((start, start + 1), (start + second.start(), end))


def _fold(text: str) -> tuple[str, list[int] | None]:
    """Case- and accent-folded text, with the original index of every character it holds (None
    when every character folds to exactly one)."""
    if text.isascii():
        return text.lower().replace("`", "'"), None
    table = {ord(char): _fold_char(char) for char in set(text)}
    folded = _translated(text, table)
    resized = "".join(sorted(chr(code) for code, into in table.items() if len(into) != 1))
    if not resized:
        return folded, None
    origin: list[int] = []
    previous = 0
    for match in re.finditer(f"[{re.escape(resized)}]", text):
        index = match.start()
        origin.extend(range(previous, index))
        origin.extend([index] * len(table[ord(text[index])]))
        previous = index + 1
    origin.extend(range(previous, len(text)))
    return folded, origin


def _translated(text: str, table: dict[int, str]) -> str:
    """`text.translate(table)`, made faster for the usual text: `str.translate` looks every
    character up in `table` (about 80 ns each, 8 ms for 100,000 characters), while lowering
    the text and replacing the few characters lowering does not fold runs in C. Every
    character folds as its lower-case form does, so lowering first changes nothing; a text
    whose lowering changes its length, or with many characters left to fold, is translated."""
    lowered = text.lower()
    if len(lowered) != len(text):
        return text.translate(table)
    left = {char: into for char in set(lowered) if (into := _fold_char(char)) != char}
    if len(left) > _REPLACEMENTS:
        return text.translate(table)
    for char, into in left.items():
        lowered = lowered.replace(char, into)
    return lowered


_REPLACEMENTS = 24
"""Past this many characters to fold after lowering, one translation beats a pass for each."""


@lru_cache(maxsize=4096)
def _fold_char(char: str) -> str:
    """Casefold, decompose compatibility forms and drop combining marks, until nothing changes."""
    current = char
    for _ in range(4):
        decomposed = unicodedata.normalize("NFKD", current.casefold())
        folded = "".join(c for c in decomposed if not unicodedata.combining(c))
        folded = folded.translate(_APOSTROPHES)
        if folded == current:
            break
        current = folded
    return current
