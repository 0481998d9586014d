"""Whose people a reply speaks of: the person's, never the mind's.

A small model that read "My son Pedro is 7" answers "My son Pedro loves dinosaurs", taking the
person's son for its own. Where the person named one of their people ("my son Pedro", "my
friend Ana"), a reply that says "my son Pedro" means theirs and says "your son Pedro".
A relation without a name ("my son") is left as written: a poem or a story may have its own.
Nor does a reply put words in the person's mouth: a quote of theirs ('You told me: "…"') that
they never said is taken out, and so is a sentence telling them who they are ("You're a seasoned
outdoorsman") in words neither they nor the records used.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from entelechy.perception.claims import verb_lemma
from entelechy.perception.text import words

_NAMED = re.compile(r"\b[Mm]y ((?:[a-z-]+ ){1,2}[A-Z][\w-]*)")
"""One of the person's people with a name, as they wrote it: "my son Pedro"."""


def their_people(said: Iterable[str]) -> frozenset[str]:
    """The people the person named as theirs in `said` (their messages)."""
    return frozenset(found for text in said for found in _NAMED.findall(text))


def as_theirs(text: str, people: frozenset[str]) -> str:
    """`text` with "my son Pedro" said as "your son Pedro" for each of the person's `people`."""
    for person in people:
        text = re.sub(rf"\b([Mm])y ({re.escape(person)})\b", _yours, text)
    return text


def _yours(found: re.Match[str]) -> str:
    return ("Y" if found.group(1) == "M" else "y") + "our " + found.group(2)


_QUOTED = re.compile(
    r"\b(?:you (?:told me|said|mentioned|wrote)|as you (?:said|put it))\b[^\"“.!?]*"
    r"[\"“]([^\"”]+)(?:[\"”]|$)",
    re.IGNORECASE,
)
"""A quote of the person, closed, or running on past the sentence ('You told me: "I'm not
sure, I don't know.' and then 'But it's fun."', as a reply is cut into sentences)."""
_QUOTE_MARKS = re.compile(r"[\"“”]")


def quote_marks(text: str) -> int:
    """How many double quotation marks `text` holds, straight or curly."""
    return len(_QUOTE_MARKS.findall(text))


def toggles_quote(sentence: str) -> bool:
    """Whether `sentence` opens a quote it does not close, or closes one an earlier sentence
    opened: it holds an odd number of quote marks."""
    return quote_marks(sentence) % 2 == 1


def heard_as_said(said: Iterable[str]) -> tuple[str, ...]:
    """What the person said, each text as its words, for `misquotes`."""
    return tuple(" ".join(words(item)) for item in said)


def misquotes(sentence: str, heard: tuple[str, ...]) -> bool:
    """Whether `sentence` quotes the person with words they never said (`heard`, from
    `heard_as_said`): a small model that saw 'You told me: "We got married in 2015."' answers
    the next question 'You told me: "We landed on the moon in 2019."'. Whole words: having read
    "MY SON PETER VISITS ON WEDNESDAYS", it answered 'You told me: "PETE" is a Roman god …'."""
    for found in _QUOTED.finditer(sentence):
        quote = " ".join(words(found.group(1)))
        if quote and not any(f" {quote} " in f" {item} " for item in heard):
            return True
    return False


_ASCRIBED = re.compile(
    r"^\W*you(?:'re|’re| are)\s+(?:(?:clearly|obviously|definitely|surely|quite|such)\s+)?"
    r"(?:a|an)\s+([a-z0-9][a-z0-9 -]*?)\s*"
    r"(?:[,.!?;:]|\b(?:and|but|who|with|so|that|in|at|from)\b|$)",
    re.IGNORECASE,
)
"""A sentence opening by saying who the person is: "You're a seasoned outdoorsman, and…", "You
are a 3rd-grade student."."""


def ascribes(sentence: str, known: tuple[str, ...]) -> bool:
    """Whether `sentence` tells the person who they are ("You're a seasoned outdoorsman") with a
    word for it that nothing `known` of them says they are (what they said and what the records say
    of them, each text as its words, from `heard_as_said`): a small model asked what to pack
    for the mountains began "You're a seasoned outdoorsman" of someone who never said so; or
    what they do, where they live or what they love in words none of `known` holds: asked how to
    talk to a flatmate, it answered "You are learning french on duolingo" to someone learning
    Japanese. Nor what one of their people is, has or loves in words no one text of what they
    said or the records say holds with that person's name: having read "My brother Tom is a chef"
    and "As a type 2 diabetic, …", it answered "your son Tom is a type 2 diabetic"; and, told "my
    older brother marcus works at a gym", it said "Marcus is a midfielder for Manchester
    City". Nor their age
    in a number nothing `known` holds ("You are 82." to someone who said she is 81). Nor one of
    their people none of `known` speaks of: asked how to make titration practicals fun for 15
    year olds, it answered "Involve your 15-year old son …" to a teacher with no son."""
    if aged := _AGED.match(sentence):
        return not any(aged["age"] in item.split() for item in known)
    if (kin := _THEIR_KIN.search(sentence)) and not any(
        kin["kin"].lower() in item.split() for item in known
    ):
        return True
    if theirs := _THEIRS_TOLD.match(sentence):
        name = theirs["name"]
        # who they are to the person too: "Your daughter Anne is a talented artist who lives in
        # Toronto" of "my son Peter lives in Toronto with his wife Anne"
        said = _said_together(name, theirs["kin"], known)
        return not (said and _said_together(name, theirs["what"], known))
    if (someone := _NAMED_TOLD.match(sentence)) and _one_of_theirs(someone["name"], known):
        return not _said_together(someone["name"], someone["what"], known)
    if told := _TOLD.match(sentence):
        verb = verb_lemma(told["verb"].lower().split()[0])
        what = set(words(_CLAUSE_END.split(told["rest"], maxsplit=1)[0])) - _SLIGHT
        return not any(_says(item.split(), verb, what) for item in known)
    found = _ASCRIBED.match(sentence)
    if found is None:
        return False
    named = words(found.group(1))
    head = named[-1] if named else ""
    if not head:
        return False
    # Said of the person as what they are ("I'm a vet", "you are a vet"), not merely said:
    # "You are a dog." of someone who asked "Which dog was limping?".
    being = re.compile(rf"\b(?:{'|'.join(_BEING)})(?: \S+){{0,4}}? {re.escape(head)}\b")
    return not any(being.search(item) for item in known)


_AGED = re.compile(
    r"^\W*you(?:'re|’re| are| will be| turn| turned)\s+(?P<age>\d{1,3})"
    r"(?:\s+(?:years?(?:\s+old)?|next \w+|this \w+))?\s*[.!]?\s*$",
    re.IGNORECASE,
)
"""A sentence telling the person their age ("You are 82."): a small model asked who visits on
Sundays answered so to someone who had said she is 81."""
_THEIR_KIN = re.compile(
    r"\byour (?:(?:\d+[- ]years?[- ]old|little|baby|eldest|oldest|youngest|older|younger|teenage)"
    r" )*(?P<kin>son|sons|daughter|daughters|wife|husband|brother|brothers|sister|sisters"
    r"|grandson|grandsons|granddaughter|granddaughters|boyfriend|girlfriend)\b",
    re.IGNORECASE,
)
"""One of the person's people, said of them by who they are to them ("your 15-year old son")."""
_THEIRS_TOLD = re.compile(
    r"^\W*(?:[A-Z][\w-]*,\s+)?[Yy]our (?P<kin>(?:[a-z-]+ ){1,2})(?P<name>[A-Z][\w-]*)"
    r" (?:is|was|has|had|loves|likes) (?P<what>[^,.!?;:]+)"
)
"""A sentence telling the person something of one of their people by name ("your son Tom is a
type 2 diabetic"), and who they are to the person ("son")."""


_NAMED_TOLD = re.compile(
    r"^\W*(?P<name>[A-Z][\w-]+) (?:is|was|has|had|loves|likes|works|worked|plays|played|lives"
    r"|lived|studies|studied|teaches|taught|coaches|runs|owns) (?P<what>[^,.!?;:]+)"
)
"""A sentence telling something of someone by their name alone ("Marcus is a midfielder for
Manchester City")."""


def _one_of_theirs(name: str, known: tuple[str, ...]) -> bool:
    """Whether `known` speaks of `name` as one of the person's people or pets ("my older brother
    marcus", "marcus is my brother", "your son marcus", "a parrot he's called kofi"), not as
    anyone they merely mentioned: a
    singer they love may be said to have won prizes they never spoke of."""
    who = re.escape(name.lower())
    theirs = re.compile(
        rf"\b(?:my|your|our) (?:\S+ ){{1,2}}(?:(?:is |are )?(?:called|named) )?{who}\b"
        rf"|\b(?:a|an) (?:\S+ ){{1,2}}(?:called|named) {who}\b|\b{who} (?:is|was) (?:my|your)\b"
    )
    return any(theirs.search(item) for item in known)


_CALLED_AFTER = re.compile(r",\s+(?P<name>[A-Z][\w'-]*)(?=\s*[.!?])")
"""A name the person is called by at a sentence's end ("… a fine idea, Marcus.")."""
_CALLED_FIRST = re.compile(
    r"(?:^|(?<=[.!?]\s))(?P<name>[A-Z][\w'-]*),\s+"
    r"(?P<next>(?:you|your|i|it's|that|this|let's|here|thanks|thank|the|a|an)\b)"
)
"""A name the person is called by at a sentence's start ("Marcus, you could …", "Kofi, the
best way …")."""


def addressed_as_themselves(text: str, known: tuple[str, ...], own: str) -> str:
    """`text` without calling the person by the name of one of their people: told of "my older
    brother marcus", a small model answered Tariq "A nap … is a fine idea, Marcus." The name is
    left out, not replaced: the reply need not name the person at all. `own` is their own name,
    which is theirs to be called by even when one of their people shares it."""

    def wrong(found: re.Match[str]) -> bool:
        name = found["name"]
        return name.lower() != own.lower() and _one_of_theirs(name, known)

    def first(found: re.Match[str]) -> str:
        following = found["next"]
        return following[:1].upper() + following[1:] if wrong(found) else found.group(0)

    text = _CALLED_AFTER.sub(lambda found: "" if wrong(found) else found.group(0), text)
    return _CALLED_FIRST.sub(first, text)


def _said_together(name: str, what: str, known: tuple[str, ...]) -> bool:
    """Whether some one text `known` names `name` with the last word `what` tells of them ("my
    brother tom is a chef in bristol" holds "Tom" and "Bristol")."""
    told = words(what)
    if not told:
        return True
    head, who = told[-1], name.lower()
    return any(who in item.split() and head in item.split() for item in known)


_TOLD = re.compile(
    r"^\W*you(?:'re|’re| are| were)?\s+(?:(?:currently|now|also|still|already|actually)\s+)?"
    r"(?P<verb>live[sd]?|living|work(?:ed|ing)?|stud(?:y|ied|ying)|teach(?:ing)?|taught|grew up"
    r"|moved|born|come from|from|speak|support|collect(?:ing)?|own|love|like|hate|enjoy"
    r"|learning|training|dating|raising|renovating|allergic|intolerant|afraid|scared|terrified"
    r"|married|engaged|divorced|pregnant)\b(?P<rest>.*)$",
    re.IGNORECASE,
)
"""A sentence opening by saying what the person does, where they live, what they love or what
they are allergic to, afraid of or married to ("You are learning French", "You live in Paris",
"You love hiking", "You are allergic to the North Sea in spring")."""


def _says(said: list[str], verb: str, what: set[str]) -> bool:
    """Whether one text's words `said` hold `verb` (in any form) with every word of `what`: "i
    hate mornings" does not say "You hate latte art", nor does "any latte art tips?"."""
    return what <= set(said) and verb in {verb_lemma(word) for word in said}


_CLAUSE_END = re.compile(r"[,;:.!?]|\s(?:so|and|but|which|where|because|while|if|when)\s")
"""Where what a sentence tells of the person ends ("You live in Oslo, so you could …")."""
_SLIGHT = frozenset(
    {"a", "an", "the", "in", "on", "at", "to", "for", "with", "of", "from", "by", "as", "about"}
    | {"your", "you", "it", "that", "this", "very", "really", "so", "much", "lot", "all", "up"}
    | {"there", "here", "now", "too", "well", "some", "many", "more", "most", "own", "new"}
)
"""Words that tell nothing of the person by themselves."""
_BEING = ("i'm", "im", "am", "are", "you're", "is", "was", "were", "be", "been", "as")
"""Words after which what follows is said to be what someone is ("I'm a vet", "I work as a
nurse")."""


_MADE_UP = re.compile(
    r"\b(?:stor(?:y|ies)|poems?|tales?|fiction|imagine|pretend|role[- ]?play|characters?|games?"
    r"|adventures?|scenarios?|scenes?|lyrics|songs?|scripts?|dialogues?|you are an? )\b",
    re.IGNORECASE,
)


def asks_for_made_up(message: str) -> bool:
    """Whether `message` asks for something made up (a story, a game, a role to play), where
    "You are a young explorer…" is the story's, not a claim about the person."""
    return bool(_MADE_UP.search(message))
