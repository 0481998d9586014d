"""Turning a question into search terms: normalised, without stopwords, safe for any index.

The database stems (Porter on SQLite, the English configuration on PostgreSQL); what it cannot do
is know which words of a question carry no meaning for recall ("what did she say about…"), so
those are dropped here. Terms are plain lowercase words and numbers, which keeps the query
syntax of either index out of reach of the person typing.
"""

from __future__ import annotations

import re
import unicodedata

_WORD = re.compile(r"[^\W_]+(?:'[^\W_]+)?", re.UNICODE)
_POSSESSIVE = re.compile(r"'(s|re|ve|d|ll|m|t)$")

_STOPWORD_TEXT = """
a about above after again against all also am an and any are aren't as at be because been
before being below between both but by can can't cannot could couldn't did didn't do does
doesn't doing don't down during each else ever few for from further had hadn't has hasn't
have haven't having he he'd he'll he's her here here's hers herself him himself his how
how's i i'd i'll i'm i've if in into is isn't it it's its itself just let's me might more
most mustn't my myself no nor not now of off on once only or other ought our ours ourselves
out over own really same shan't she she'd she'll she's should shouldn't so some such than
that that's the their theirs them themselves then there there's these they they'd they'll
they're they've this those through to too under until up upon us very was wasn't we we'd
we'll we're we've were weren't what what's when when's where where's which while who who's
whom why why's will with won't would wouldn't you you'd you'll you're you've your yours
yourself yourselves yes yeah oh ok okay hey hi hello thanks thank kind sort thing things
something anything everything get got go going went gone make made like likely say said tell
told know think mention mentioned remember recall
"""
STOPWORDS = frozenset(_STOPWORD_TEXT.split())
"""Function words, question words and chat filler; none of them says what a memory is about."""


def normalise(text: str) -> str:
    """Unicode-compatible, accent-free, lowercase text with typographic apostrophes made plain."""
    folded = unicodedata.normalize("NFKD", text.replace("\u2019", "'").replace("\u2018", "'"))
    return "".join(c for c in folded if not unicodedata.combining(c)).lower()


def words(text: str) -> list[str]:
    """The words and numbers of `text`, normalised, possessives and contractions cut off."""
    return [_POSSESSIVE.sub("", word) for word in _WORD.findall(normalise(text))]


def search_terms(text: str, *, limit: int = 32, drop_stopwords: bool = True) -> list[str]:
    """The distinct meaningful words of a query, in order: no stopwords, no single letters."""
    seen: dict[str, None] = {}
    for word in words(text):
        if (drop_stopwords and word in STOPWORDS) or (len(word) < 2 and not word.isdigit()):
            continue
        seen.setdefault(word.replace("'", ""), None)
    return list(seen)[:limit]
