"""How much an exchange is worth remembering, computed from its words (no model).

Personal statements ("I", "my"), names, numbers and dates, and plain length make an exchange more
likely to matter later; greetings and one-word acknowledgements matter least. The score only
ranks memories against each other, so a simple, stable rule beats a clever, opaque one.
"""

from __future__ import annotations

import re

_PERSONAL = re.compile(r"\b(i|i'm|i've|my|mine|me|we|our)\b", re.IGNORECASE)
_FACTUAL = re.compile(r"\b\d+|\b[A-Z][a-z]+\b")
_FEELING = re.compile(
    r"\b(love|hate|afraid|scared|happy|sad|angry|worried|proud|miss|dream|hope|never|always)\b",
    re.IGNORECASE,
)


def importance_of(text: str) -> float:
    """A score in [0, 1]: 0.2 for anything, up to 1.0 for long, personal, factual text."""
    words = len(text.split())
    score = 0.2 + min(words, 60) / 60 * 0.3
    if _PERSONAL.search(text):
        score += 0.2
    if len(_FACTUAL.findall(text)) >= 2:
        score += 0.15
    if _FEELING.search(text):
        score += 0.15
    return round(min(score, 1.0), 3)
