"""Planning a reply's intent: which job a message gives the records, before any model speaks.

A request to be forgotten is passed on in the runtime's own words; a sum is computed
(`arithmetic`); a question about the mind itself is answered from its records
(`entelechy.introspection`); a greeting, thanks or goodbye is met plainly; a question the records
can answer is answered from them (`answering`), and one no belief answers by what the person said
of it, quoted (`recounting.in_their_words`); a statement is acknowledged with what was
understood (`acknowledging`); anything else is open and goes to the model, with what the records
lack on a named person said plainly (`unrecorded`).
"""

from __future__ import annotations

import re
from dataclasses import replace

from entelechy.introspection.answer import Answer
from entelechy.perception.analysis import Analysis
from entelechy.perception.text import unshouted
from entelechy.reply.acknowledging import acknowledge
from entelechy.reply.answering import answer_asks, answerable, quoted_for
from entelechy.reply.arithmetic import computed
from entelechy.reply.intent import OPEN, Fact, Records, ResponseIntent, Speaker
from entelechy.reply.questions import read_questions
from entelechy.reply.unrecorded import no_record_of

_FORGET = re.compile(
    r"\b(?:forget (?:me|everything (?:about me|i (?:have )?(?:told|said))|all about me|what i "
    r"(?:have )?told you)|(?:delete|erase|remove) (?:me|my data|everything (?:about me|i "
    r"(?:have )?(?:told|said)))|right to (?:be forgotten|erasure))\b",
    re.IGNORECASE,
)
FORGET_REPLY = (
    "I've passed your request to be forgotten to my operator. Once they confirm it, everything "
    "you have told me will be removed for good; until then it is kept as it is."
)


_FORGET_ONE = re.compile(
    r"^\W*(?:(?:please|ok(?:ay)?|and|also)\W+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?"
    r"(?:(?:forget|unlearn)\s+(?:that|what i (?:said|told you)|the fact|my|about my)|(?:delete|"
    r"erase|remove)\s+(?:what i (?:said|told you)|the fact that))\b",
    re.IGNORECASE,
)
"""A request to forget one thing the person told ("Forget that my sister is a doctor.")."""
FORGET_ONE_REPLY = (
    "I can't set aside one thing you told me on its own. If it was wrong, tell me what is true "
    '("Actually, …") and I\'ll believe that instead; if you want everything you have told me '
    'removed, say "forget me" and my operator will erase it.'
)


def plan(text: str, analysis: Analysis, speaker: Speaker, records: Records) -> ResponseIntent:
    """The response intent for `text` (read in lower case when typed all in capitals, as it was
    analysed)."""
    text = unshouted(text)
    if _FORGET.search(text):
        return ResponseIntent("forget", opening=FORGET_REPLY)
    if _FORGET_ONE.search(text):
        # Said plainly rather than left to a model, which answers "Done, I've forgotten it."
        return ResponseIntent("acknowledge", opening=FORGET_ONE_REPLY)
    if (calculated := computed(text)) is not None:
        written, shown = calculated
        return ResponseIntent("compute", (Fact(f"{written} = {shown}.", (shown,)),))
    if records.introspection is not None:
        return _introspect(records.introspection)
    if social := _social(text, speaker):
        return ResponseIntent("acknowledge", opening=social)
    asked = read_questions(text)
    asks = [ask for ask in asked if answerable(ask, speaker, records)]
    if asks:
        return replace(answer_asks(asks, speaker, records), asked=tuple(ask.part for ask in asks))
    if (quoted := quoted_for(asked, speaker, records)).facts:
        return quoted
    if analysis.intent in ("statement", "greeting", "correction") and analysis.claims:
        return acknowledge(analysis.claims, speaker)
    unknown = tuple(gap for ask in asked if (gap := no_record_of(ask)))
    return replace(OPEN, unrecorded=unknown) if unknown else OPEN


_THANKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|great|perfect|cool|nice)\W+)?(?:thanks?(?: you)?(?: (?:so|very) much|"
    r" a lot| again)?|thx|ty|cheers|much appreciated)\W*$",
    re.IGNORECASE,
)
_GOODBYE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|thanks?)\W+)?(?:bye|goodbye|good night|see you(?: later| soon)?|"
    r"see ya|talk (?:to you )?later)\W*$",
    re.IGNORECASE,
)


def _social(text: str, speaker: Speaker) -> str:
    """The reply to a plain greeting, thanks or goodbye (the embedded model told stories about
    them, and met "hey there" with "I'm sorry for your loss.")."""
    if _THANKS.match(text):
        return "You're welcome!"
    if _GOODBYE.match(text):
        return "Goodbye! I'll remember what we talked about."
    if _HELLO.match(text):
        return f"Hello, {speaker.name}! What's on your mind?" if speaker.name else _HELLO_REPLY
    return ""


_HELLO = re.compile(
    r"^\W*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))"
    r"(?: there| again)?(?:\W+[a-z]+)?\W*$",
    re.IGNORECASE,
)
"""A greeting and nothing else ("hey there", "good morning, Ada!")."""
_HELLO_REPLY = "Hello! What's on your mind?"


def supportive(words: str, resources: str) -> ResponseIntent:
    """A reply to a person who may be in danger of hurting themselves: `words` of support,
    holding `resources` (where to find help now), whose numbers and addresses must survive any
    model's wording of them."""
    anchors = tuple(dict.fromkeys(_ANCHOR.findall(resources))) or (resources,)
    return ResponseIntent("care", (Fact(words, anchors),))


_ANCHOR = re.compile(r"\d[\d ]*\d|\d|[a-z][\w-]*(?:\.[a-z][\w-]*)+", re.IGNORECASE)
"""A phone number or a web address."""


def _introspect(answer: Answer) -> ResponseIntent:
    """An answer about the mind itself: its sentences as the records give them (the reply is
    scored against them sentence by sentence, see `entelechy.introspection.scoring`)."""
    facts = (Fact(s.text, (), s.record_ids[0] if s.record_ids else "") for s in answer.sentences)
    return ResponseIntent("introspect", tuple(facts))
