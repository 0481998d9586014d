"""Which language a text is in (English or Portuguese, the languages the mind reads), told by
its function words, and whether a reply's sentence is in a language nobody asked for.

A small model drifts: asked in English for "easy Portuguese recipes", the embedded model answered
"Amenadão de ferramenta, ao que nao fazer." A sentence is in another language only when its
function words say so plainly (three or more of one language, at least twice as many as of the
other); a name, a dish or a greeting from elsewhere does not make it so.
"""

from __future__ import annotations

import re

from entelechy.memory.terms import STOPWORDS, normalise

ENGLISH = "en"
PORTUGUESE = "pt"
_PORTUGUESE_TEXT = """
    o os da das dos de que nao e um uma uns umas para pra com em na nas num numa por pelo pela
    voce voces eu meu minha meus minhas seu sua seus suas ele ela eles elas isso isto esse essa
    este esta aquele aquela mais mas muito muita ao aos tambem quando onde porque como ja so
    sao sim foi ser estar tem ter fazer pode nos nosso nossa lhe
    """
_PORTUGUESE_WORDS = frozenset(_PORTUGUESE_TEXT.split())
"""Portuguese function words, without accents (`_words` takes them off)."""
_ENGLISH_WORDS = STOPWORDS - _PORTUGUESE_WORDS - {"a", "as", "do", "no", "so", "me", "se"}
"""English function words that are no Portuguese words too."""
_PLAIN = 3
"""How many function words of one language a sentence needs to be in it."""
_ASKED_FOR = re.compile(
    r"\b(?:in|into) (?:portuguese|english|spanish|french|german|italian)\b|\btranslat"
    r"|\bhow (?:do|would) (?:you|i|we) say\b|\bem (?:ingles|portugues|espanhol|frances)\b"
    r"|\btraduz|\bcomo se diz\b",
)
"""A message that asks for words in a language ("in Portuguese", "translate", "como se diz")."""
_WORD = re.compile(r"[a-z']+")


def language_of(text: str) -> str:
    """ "en" or "pt" when the function words of `text` say it plainly, else ""."""
    words = _words(text)
    english = sum(word in _ENGLISH_WORDS for word in words)
    portuguese = sum(word in _PORTUGUESE_WORDS for word in words)
    if english >= _PLAIN and english >= 2 * portuguese:
        return ENGLISH
    if portuguese >= _PLAIN and portuguese >= 2 * english:
        return PORTUGUESE
    return ""


def understood_in(message: str, persona: str) -> frozenset[str] | None:
    """The languages a reply to `message` may be in: the message's own (English when it has
    English words and no Portuguese ones, short as it may be) and the persona's; None when the
    message asks for words in a language, or its own cannot be told."""
    if _ASKED_FOR.search(normalise(message)):
        return None
    words = _words(message)
    heard = language_of(message)
    if not heard and not any(word in _PORTUGUESE_WORDS for word in words):
        heard = ENGLISH if any(word in _ENGLISH_WORDS for word in words) else ""
    if not heard:
        return None
    return frozenset({heard, persona.split("-", maxsplit=1)[0].lower()})


def foreign(sentence: str, understood: frozenset[str]) -> bool:
    """Whether `sentence` is plainly in a language not in `understood`."""
    said = language_of(sentence)
    return bool(said) and said not in understood


def _words(text: str) -> list[str]:
    """The words of `text`, lower-cased and without accents ("não" as "nao")."""
    return _WORD.findall(normalise(text))
