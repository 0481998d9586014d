"""Yes-or-no questions ("Do I have a dog?", "Am I allergic to nuts?", "Do I smoke?") answered
from the beliefs: yes when a belief says all that was asked, no when one denies it or holds
its opposite, and what was given up when it once held."""

from __future__ import annotations

import itertools
import re
from collections.abc import Sequence
from dataclasses import replace

from entelechy.beliefs.propositions import EXCLUSIVE_PREDICATES, yours
from entelechy.beliefs.propositions import render as third_person
from entelechy.beliefs.queries import BeliefRow
from entelechy.perception.claims import NAMED, past_tense, progressive
from entelechy.perception.kinds import known_kind, of_kind
from entelechy.perception.text import expand_contractions
from entelechy.reply.intent import Fact, Records, Speaker
from entelechy.reply.known import ANSWERING_VERBS, LIVE, as_fact, rows_about
from entelechy.reply.questions import Ask
from entelechy.reply.unrecorded import as_yours


def answer_whether(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """Whether something holds of someone, from what they were told: "Yes." or "No." before a
    belief that says it or its negation ("Do I like coffee?" → "No. You do not like coffee."),
    the belief alone where it answers without saying yes or no (a one-valued belief with another
    value: "You live in Porto."; a belief on the same thing: "Do I have any allergies?" → "You
    are allergic to cats."), and "You haven't told me whether …" when nothing bears on it."""
    rows = [row for row in rows_about(ask.subject, speaker, records) if row.status in LIVE]
    verbs = ("be",) if ask.verb == "be" else ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    same = [row for row in rows if row.predicate.split(" ")[0] in verbs]
    wanted = set(ask.about) - _ANY
    exact = [row for row in same if wanted and _says_all(row, ask.about)]
    if exact:
        return [_yes_or_no(row, speaker) for row in exact], ""
    opposed = _OPPOSED_VERBS.get(ask.verb, frozenset())
    against = [
        row
        for row in rows
        if row.predicate.split(" ")[0] in opposed and wanted and wanted <= _said_words(row)
    ]
    if against:
        return [_yes_or_no(row, speaker, opposed=True) for row in against], ""
    if given_up := _given_up(ask, rows, speaker):
        return given_up, ""
    related = [
        row
        for row in same
        if row.predicate in EXCLUSIVE_PREDICATES
        and (row.predicate != NAMED or wanted & {"called", "named"})  # not the name, unasked
    ]
    if not related and wanted:
        stems = _stems(wanted)
        related = [row for row in rows if stems & _stems(_said_words(row))]
    return [as_fact(row, speaker) for row in related], _whether(ask)


def _given_up(ask: Ask, rows: list[BeliefRow], speaker: Speaker) -> list[Fact]:
    """ "Do I smoke?" answered by "I used to smoke but I quit 2 years ago": "No." before what
    one used to do, and when one stopped, if one said."""
    used = [
        row
        for row in rows
        if row.predicate == "used to" and row.object.partition(" ")[0] == ask.verb
    ]
    if not used or ask.past:
        return []
    doing = progressive(ask.verb)
    stopped = [
        row
        for row in rows
        if row.predicate in _STOPPED and (doing in row.object or not _A_THING.search(row.object))
    ]
    facts = [as_fact(row, speaker) for row in (*used, *stopped)]
    return [replace(facts[0], sentence=f"No. {facts[0].sentence}"), *facts[1:]]


_STOPPED = frozenset({"quit", "stop", "give up"})
_A_THING = re.compile(r"\b(?!(?:\d+|a|an|one|two|three|few) )[a-z]+ing\b|\b(?:a|an|the|my) \w")
"""What a stop is of, when its object says ("quit my job", "stopped smoking"); "quit 2 years
ago" says only when."""


_ANY = frozenset(
    {"any", "some", "a", "an", "the", "ever", "anything", "something", "anyone", "or", "and"}
)


def _says_all(row: BeliefRow, about: Sequence[str]) -> bool:
    """Whether `row` says every word a question asks `about`, a kind by one of its members ("Do
    I have a dog?" is answered by "I adopted a greyhound", "Do I have any medical conditions?"
    by "I have coeliac disease")."""
    said = _said_words(row)
    words = [word for word in about if word not in _ANY]
    for pair in itertools.pairwise(list(words)):
        if (kind := known_kind(" ".join(pair))) and of_kind(kind, row.object):
            words = [word for word in words if word not in pair]  # "medical conditions"
    return all(
        word in said or ((kind := known_kind(word)) and of_kind(kind, row.object)) for word in words
    )


def _said_words(row: BeliefRow) -> set[str]:
    said = set(re.findall(r"[a-z0-9]+", f"{row.predicate} {row.object}".lower()))
    return said | {word for name, kin in _KIN_WORDS.items() if name in said for word in kin}


_KIN_WORDS = {
    "siblings": ("brothers", "sisters", "brother", "sister"),
    "sibling": ("brother", "sister"),
    "kids": ("children", "child"),
    "children": ("kids", "kid"),
}
"""Words a question may ask with for what was said in another ("Do I have any brothers or
sisters?", told "I don't have any siblings")."""


def _stems(words: set[str]) -> set[str]:
    """Words' first five letters, for words of five or more: "allergies" and "allergic"."""
    return {word[:5] for word in words if len(word) >= 5}


_OPPOSED_VERBS = {
    "like": frozenset({"hate", "dislike"}),
    "love": frozenset({"hate", "dislike"}),
    "enjoy": frozenset({"hate", "dislike"}),
    "hate": frozenset({"like", "love", "enjoy"}),
    "dislike": frozenset({"like", "love", "enjoy"}),
}
"""Verbs a belief may answer a question of with a "no": "do I like running?", told "I hate
running"."""


def _yes_or_no(row: BeliefRow, speaker: Speaker, *, opposed: bool = False) -> Fact:
    """ "Yes." or "No." before the belief: "No." where it denies what was asked ("I don't have
    a car", "I have no kids") and holds, "Yes." where it says it; no word where it is doubted."""
    fact = as_fact(row, speaker)
    if row.status != "believed":
        return fact
    denied = row.polarity == "negative" or row.object.lower().startswith("no ")
    answer = "No." if denied != opposed else "Yes."
    return replace(fact, sentence=f"{answer} {fact.sentence}")


def _whether(ask: Ask) -> str:
    """ "You haven't told me whether you like coffee.", worded from the question as written."""
    asked = re.search(
        r"\b(?:do|does|did|am|is|are|was|were)\s+(?:i|my \w+|[\w-]+)\s+(.+?)\W*$",
        expand_contractions(ask.part),
        re.IGNORECASE,
    )
    if asked is None:
        return ""
    rest = yours(asked.group(1))
    who = "you" if ask.subject == "speaker" else as_yours(ask.subject).title()
    if ask.subject.startswith("speaker's "):
        who = as_yours(ask.subject)
    if ask.verb == "be":
        copula = ("were" if ask.past else "are") if who == "you" else ("was" if ask.past else "is")
        return f"You haven't told me whether {who} {copula} {rest}."
    first, _, after = rest.partition(" ")
    if ask.past:
        first = past_tense(ask.verb)
    elif who != "you":
        first = third_person("", ask.verb, "", "positive")
    return f"You haven't told me whether {' '.join(part for part in (who, first, after) if part)}."
