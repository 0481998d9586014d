"""What the records lack, said plainly: "You haven't told me where you work." for the person's
own life, and "I have no record of who Tom lives with." for a named person the records hold
nothing on (never a life a model makes up for them)."""

from __future__ import annotations

import re
from collections.abc import Callable

from entelechy.beliefs.propositions import render as third_person
from entelechy.perception.claims import past_tense, progressive
from entelechy.reply.known import ALONG, singular
from entelechy.reply.questions import (
    CANNOT,
    HOW_LONG,
    HOW_MANY,
    HOW_OFTEN,
    NAME_OF,
    WRONG_WITH,
    Ask,
    asks_which_part,
    personal_of_someone,
)

_PARTICLES = frozenset({"up", "out", "off", "down", "away", "over"})
"""Words that belong to a verb ("grow up", "work out") and go with it when it is said back."""
_ENDING = _PARTICLES | ALONG | {"in", "at", "on", "to"}
"""Words a question ends with that its gap ends with too ("what grade is my son in?", "what gym
do I go to?")."""


def gap_for(ask: Ask) -> str:
    """What was asked and is not recorded, said plainly: "You haven't told me where you
    live." """
    if (special := _SPECIAL_GAPS.get(ask.topic)) is not None:
        return special(ask)
    if ask.verb in _NEVER_VERBS:  # "What is Kwame into?" is not "what Kwame intoes"
        return _gap_of_that(ask)
    second = "are" if ask.verb == "be" else ask.verb
    whose = as_yours(ask.subject)
    third = third_person(whose, ask.verb, "", "positive")[len(whose) :].strip()  # "is", "are"
    if ask.past:
        second, third = ("were", "was") if ask.verb == "be" else (past_tense(ask.verb),) * 2
    if ask.topic == "how" and ask.about[:1] == ("to",):  # "how do I get to work?"
        second, third = f"{second} {' '.join(ask.about)}", f"{third} {' '.join(ask.about)}"
    elif ask.about[:1] and ask.about[0] in _ENDING:  # "where did Mateo grow up?"
        second, third = f"{second} {ask.about[0]}", f"{third} {ask.about[0]}"
    elif not ask.about and (ending := _ended_on(ask)):  # "what hospital do I work at?"
        second, third = f"{second} {ending}", f"{third} {ending}"
    asked = f"{ask.topic} {ask.kind}" if ask.kind else ask.topic
    if asks_which_part(ask):  # "which ear am I deaf in?"
        return f"You haven't told me {asked} {_being(ask)} {' '.join(ask.about)}."
    if ask.detail:
        return f"You haven't told me {ask.topic} {_being(ask)} {ask.detail}."
    if ask.subject == "speaker":
        return f"You haven't told me {asked} you {second}."
    if ask.subject.startswith("speaker's "):
        whose = "your " + ask.subject.removeprefix("speaker's ")
        return f"You haven't told me {asked} {whose} {third}."
    if thing := personal_of_someone(ask.subject):
        owner = ask.subject.partition("'s ")[0].title()
        return f"I have no record of {owner}'s {thing}."
    if ask.verb == "be" and (named := _someone_named(ask.subject)) != ask.subject.title():
        return f"I have no record of {asked} {named} {third}."  # "… where Rafa's car is."
    return no_record_of(ask) or f"I have no record of {asked} {ask.subject.title()} {third}."


_NEVER_VERBS = frozenset(
    {"into", "about", "with", "for", "from", "of", "on", "in", "at", "to", "onto", "over"}
)
"""Words a question may end on that are no verb to say the gap with."""


def _gap_of_that(ask: Ask) -> str:
    """The gap said without the asked verb: "You haven't told me that.", "I have no record of
    that about Kwame."."""
    if ask.subject == "speaker":
        return "You haven't told me that."
    if ask.subject.startswith("speaker's "):
        return f"You haven't told me that about {as_yours(ask.subject)}."
    return f"I have no record of that about {_someone_named(ask.subject)}."


def _someone_named(subject: str) -> str:
    """A subject key of someone named, or of something of theirs, as written: "rafa's car" →
    "Rafa's car"."""
    owner, mark, thing = subject.partition("'s ")
    return f"{owner.title()}{mark}{thing}" if thing else subject.title()


def _name_gap(ask: Ask) -> str:
    """ "You haven't told me your wife's name.", "I have no record of Priya's kids' names."."""
    whose, gap = as_yours(ask.subject), "You haven't told me"
    if whose == ask.subject:  # someone else's own: "What are Priya's kids called?"
        owner, _, thing = ask.subject.partition("'s ")
        if not thing:
            return ""
        whose, gap = f"{owner.title()}'s {thing}", "I have no record of"
    plural = whose.endswith("s") and singular(whose) != whose
    return f"{gap} {whose}' names." if plural else f"{gap} {whose}'s name."


def _how_many_gap(ask: Ask) -> str:
    """ "You haven't told me how many people you live with."."""
    who = "you" if ask.subject == "speaker" else named_subject(ask.subject)
    does = ask.verb if who == "you" else third_person("", ask.verb, "", "positive").strip()
    ending = _ended_on(ask)  # "how many people do I live with?"
    does += f" {ending}" if ending else ""
    return f"You haven't told me how many {' '.join(ask.about)} {who} {does}."


def _ended_on(ask: Ask) -> str:
    """The word the question ends on when its gap ends on it too ("… do I live with?"), or
    ""."""
    ending = ask.part.split()[-1:]
    return ending[0].lower() if ending and ending[0].lower() in _ENDING else ""


def _wrong_gap(ask: Ask) -> str:
    """ "You haven't told me what is wrong with your hands."."""
    return f"You haven't told me {WRONG_WITH} your {' '.join(ask.about)}."


def _how_often_gap(ask: Ask) -> str:
    """ "You haven't told me how often you go climbing."."""
    if ask.subject == "speaker":
        who, does = "you", ask.verb
    else:
        who = named_subject(ask.subject)
        does = third_person("", ask.verb, "", "positive").strip()
    return f"You haven't told me how often {' '.join((who, does, *ask.about))}."


def _cannot_gap(ask: Ask) -> str:
    """ "You haven't told me what you can't do."."""
    return f"You haven't told me what you can't {ask.verb}."


def _being(ask: Ask) -> str:
    """Whom `ask` asks of with "be" in its tense: "you are", "Tom was"."""
    you, other = ("were", "was") if ask.past else ("are", "is")
    return f"you {you}" if ask.subject == "speaker" else f"{named_subject(ask.subject)} {other}"


def _how_long_gap(ask: Ask) -> str:
    """ "You haven't told me how long you have been learning Japanese.", or, of what one
    was, "… how long you were a postman."."""
    if ask.verb == "be":
        article = "an" if ask.about[:1] and ask.about[0][:1] in "aeiou" else "a"
        being = " ".join((article, *ask.about))
        if ask.subject == "speaker":
            return (
                f"You haven't told me how long you {'were' if ask.past else 'have been'} {being}."
            )
        whose = named_subject(ask.subject)
        return f"You haven't told me how long {whose} {'was' if ask.past else 'has been'} {being}."
    who = "you have" if ask.subject == "speaker" else f"{as_yours(ask.subject)} has"
    if ask.verb in _STATES_BY_VERB:  # "how long have I been married?": married, not marrying
        return f"You haven't told me how long {who} been {_STATES_BY_VERB[ask.verb]}."
    going_on = ask.verb if ask.verb.endswith("ing") else progressive(ask.verb)  # "birdwatching"
    doing = " ".join(part for part in (going_on, _after_verb(ask)) if part)
    return f"You haven't told me how long {who} been {doing}."


_STATES_BY_VERB = {"marry": "married", "engage": "engaged", "retire": "retired"}
"""Verbs whose "how long" asks how long one has been in the state they lead to."""


def _after_verb(ask: Ask) -> str:
    """What follows the asked verb in the question as written ("how long have I lived in
    Paris?" → "in Paris"), or its content words when the verb's form is not found."""
    stem = ask.verb.removesuffix("e")
    found = re.search(rf"\b{re.escape(stem)}\w*\s+(.*?)\W*$", ask.part, re.IGNORECASE)
    return found.group(1) if found else " ".join(ask.about)


def named_subject(subject: str) -> str:
    """A subject key said to the person: one of theirs as "your son", someone named with a
    capital ("priya" → "Priya")."""
    yours = as_yours(subject)
    return yours if yours != subject else subject.title()


def as_yours(subject: str) -> str:
    """A subject key said to the person: "speaker's son" → "your son"."""
    return subject.replace("speaker's ", "your ", 1)


_ABOUT_SOMEONE = re.compile(
    r"^\s*((?i:who|whom|where|what|when|how old|how long))\s+((?i:does|is))\s+"
    r"([A-ZÀ-Ý][a-zà-ÿ'-]+)(?:\s+([a-z]+))?(\s.*?)?\W*$"
)


def no_record_of(ask: Ask) -> str:
    """What the records lack on a named person asked about, said plainly, when the question is
    plainly about one ("Who does Tom live with?": a capitalised name, then its own verb; "How
    old is Pedro?"); "" for anything else ("Where do penguins live?", "Where does Taylor Swift
    live?", "Where is Lisbon?": places and the famous are the model's to know)."""
    found = _ABOUT_SOMEONE.match(ask.part)
    if ask.what != "slot" or found is None or found[3].lower() != ask.subject:
        return ""
    topic, auxiliary, name, verb, rest = found.groups(default="")
    if rest.strip()[:1].isupper():
        return ""  # a name of several words ("Barack Obama"): someone the world may know
    if auxiliary.lower() == "is":
        if topic.lower() != "how old":
            return ""
        said = " ".join(part for part in (name, "is", verb or "", rest.strip()) if part)
    elif verb:
        said = " ".join(
            part for part in (name, third_person("", verb, "", "positive"), rest.strip()) if part
        )
    else:
        return ""
    return f"I have no record of {topic.lower()} {said}."


_SPECIAL_GAPS: dict[str, Callable[[Ask], str]] = {
    NAME_OF: _name_gap,
    WRONG_WITH: _wrong_gap,
    CANNOT: _cannot_gap,
    HOW_OFTEN: _how_often_gap,
    HOW_LONG: _how_long_gap,
    HOW_MANY: _how_many_gap,
}
"""Gaps said in a shape of their own: a name, how long, how many, how often, what is wrong with
a part of one, what one cannot do."""
