"""Deterministic text normalization for risk matching.

Rules are written once, in plain lower-case words; every spelling a person might type has to reach
the same tokens: case, accents ("alguém" → "alguem"), look-alike Unicode forms (full-width and
mathematical letters), curly apostrophes, light leetspeak ("k1ll" → "kill") and punctuation.
Sentence punctuation survives as a "." token (a clause boundary rules may not cross) and commas as
",". Every token keeps the span of the original text it came from, so a match can point at what
the person actually wrote. Normalizing normalized text changes nothing.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass
from functools import lru_cache

SENTENCE_BREAK = "."
CLAUSE_BREAK = ","
BREAKS = frozenset({SENTENCE_BREAK, CLAUSE_BREAK})

_APOSTROPHES = str.maketrans(dict.fromkeys("\u2019\u2018\u02bc`\u00b4", "'"))
_TOKEN = re.compile(r"[^\W_]+(?:['@$][^\W_]+)*|[.!?;\n]+|,")
_LEET_SHAPE = re.compile(r"[a-z][a-z0-9@$]*[a-z]")
_LEET = str.maketrans("013457@$", "oieastas")


@dataclass(frozen=True)
class Normalized:
    """Tokens of a text in matching form, each with the span of the original it came from."""

    tokens: tuple[str, ...]
    spans: tuple[tuple[int, int], ...]

    @property
    def text(self) -> str:
        return " ".join(self.tokens)


def normalize(text: str) -> Normalized:
    """Split `text` into normalized tokens; sentence punctuation becomes "." and commas ","."""
    folded, origin = _fold(text)
    tokens: list[str] = []
    spans: list[tuple[int, int]] = []
    for match in _TOKEN.finditer(folded):
        tokens.append(_token(match.group()))
        spans.append((origin[match.start()], origin[match.end() - 1] + 1))
    return Normalized(tuple(tokens), tuple(spans))


def normalize_word(word: str) -> str:
    """One lexicon word in matching form (what `normalize` would make of it as a token)."""
    tokens = normalize(word).tokens
    return " ".join(tokens)


def _token(raw: str) -> str:
    if raw == CLAUSE_BREAK:
        return raw
    if not raw[0].isalnum():
        return SENTENCE_BREAK
    if _LEET_SHAPE.fullmatch(raw) and not raw.isalpha():
        return raw.translate(_LEET)
    return raw


def _fold(text: str) -> tuple[str, list[int]]:
    """Case- and accent-folded text, with the original index of every character it holds."""
    if text.isascii():
        return text.lower().translate(_APOSTROPHES), list(range(len(text)))
    parts: list[str] = []
    origin: list[int] = []
    for index, char in enumerate(text):
        folded = _fold_char(char)
        parts.append(folded)
        origin.extend([index] * len(folded))
    return "".join(parts), origin


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
