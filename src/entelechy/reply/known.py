"""The beliefs an answer draws on, and how one is said to the person who asked.

Which of this person's records bear on a subject (theirs, one of their own, someone named),
who of theirs bears a name, and a belief as a sentence to them: in the second person, hedged
where it is uncertain or contested, in the tense the question asked.
"""

from __future__ import annotations

import re
from dataclasses import replace

from entelechy.beliefs.propositions import render as third_person
from entelechy.beliefs.queries import BeliefRow
from entelechy.introspection.wording import said_to_teller
from entelechy.perception.claims import NAMED, past_tense, progressive
from entelechy.perception.text import WEDDED_NAME, one_wording
from entelechy.reply.intent import Fact, Records, Speaker, kept_terms

LIVE = frozenset({"believed", "uncertain", "contested"})
"""The statuses of beliefs an answer may say (not those retracted or superseded)."""

ANSWERING_VERBS = {
    "work": ("work", "teach"),
    "do": ("do", "work", "teach"),
    "use": ("use", "used"),
    "have": ("have", "own", "adopt", "rescue"),
    "like": ("like", "love", "enjoy", "adore"),
    "into": ("into", "love", "like", "enjoy", "adore"),
    "keen": ("keen", "love", "like", "enjoy", "adore"),
    "grow": ("grow", "tend"),
    "call": ("call", "phone", "telephone", "ring"),
}
"""Verbs whose records answer a question asked with another verb: "where do I work?" is
answered by "I teach chemistry at a high school in Porto", "what does my brother do?" by "he
works as a nurse", "where did I use to live?" by "I used to live in Paris", "which dog do I
have?" by "I adopted a greyhound", "what do I grow?" by "I tend my roses", "when does my son
call?" by "he telephones every Sunday evening", "what is Kwame into?" by "he's mad about chess"
(read as loving it)."""


ALONG = frozenset({"with", "for", "near"})
"""Words a question asks along with a verb ("who do I live with?", "who is the gift for?")."""

_ONCE = frozenset({"turn", "adopt", "rescue", "book"})
"""Predicates of what happened once, said back in the past ("You turned 40.", "You adopted a
greyhound.") even from a belief formed before beliefs kept their tense; but not when it was
told as still to come ("Kabir turns 3 next month": "Your son Kabir turns 3.")."""


PLACE_PHRASE = re.compile(
    r"\b(?:in|at|to|from|near)\s+(?!(?:monday|tuesday|wednesday|thursday|friday|saturday"
    r"|sunday|weekends?|nights?|noon|midnight|\d|january|february|march|april|may|june|july"
    r"|august|september|october|november|december|next|last|this|now|then)\b)\S"
    r"|\b(?:down|up|across|along|round|around|over) the\b"
    r"|\bon the (?!(?:weekends?|way|phone|side|mend|whole|go|day|night|morning|evening)\b)\w"
    r"|\b(?:next door|nearby|abroad|locally|upstairs|downstairs)\b",
    re.IGNORECASE,
)
"""A place in what was said ("a nurse in Leeds", "moved to Porto", "down the road", "next
door", "on the canal"), not a time ("Monday to Thursday", "at night", "on the weekend", "from
January")."""


def as_asked(fact: Fact, row: BeliefRow, *, past: bool, going_on: bool) -> Fact:
    """`fact` in the tense it was asked in: past, going on, or as it stands."""
    if past:
        return _in_the_past(fact, row)
    return _in_progress(fact, row) if going_on else fact


def _in_the_past(fact: Fact, row: BeliefRow) -> Fact:
    """A fact asked of in the past, said in the past: "Where did I grow up?" → "You grew up in
    Leeds.", not "You grow up in Leeds."."""
    verb = row.predicate.partition(" ")[0]
    if verb in ("be", "used"):
        return fact
    past = past_tense(verb) if row.polarity == "positive" else f"did not {verb}"
    return _with_verb(fact, row, past)


def _in_progress(fact: Fact, row: BeliefRow) -> Fact:
    """A fact asked of as going on, said as going on: "Where am I flying next month?" → "You
    are flying to Tokyo.", not "You fly to Tokyo."."""
    verb = row.predicate.partition(" ")[0]
    if verb in ("be", "used", "have") or verb in _ONCE or row.tense == "past":
        return fact  # "You booked a holiday in Crete." answers "Where am I travelling?"
    copula = "are" if fact.sentence.startswith(("You ", "you ")) else "is"
    negated = row.polarity != "positive"
    return _with_verb(fact, row, f"{copula} {'not ' if negated else ''}{progressive(verb)}")


def _with_verb(fact: Fact, row: BeliefRow, said_now: str) -> Fact:
    """`fact` with its verb in the present ("grows", "grow", "does not grow") said as
    `said_now` instead, once."""
    verb = row.predicate.partition(" ")[0]
    said = third_person("", verb, "", row.polarity)  # "grows", "does not grow"
    forms = {said, verb} if row.polarity == "positive" else {said, f"do not {verb}"}
    pattern = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    sentence = re.sub(rf"\b(?:{pattern})\b", said_now, fact.sentence, count=1)
    return replace(fact, sentence=sentence)


def relations_of(name: str, speaker: Speaker, records: Records) -> list[tuple[str, BeliefRow]]:
    """Who of the person's own is called `name`, and the belief that says so: "my wife is
    called Sofia", or one named with the relation ("my sister Inês lives in Faro")."""
    own = f"{speaker.user_id}'s "
    found: dict[str, BeliefRow] = {}
    for row in records.beliefs:
        if not row.subject.startswith(own) or row.status not in LIVE:
            continue
        relation = row.subject.removeprefix(own)
        if row.predicate == NAMED and row.object.lower() == name and row.polarity == "positive":
            found.setdefault(relation, row)
        elif relation.endswith(f" {name}") and " " in relation:
            found.setdefault(relation.removesuffix(f" {name}"), row)
        elif (called := _CALLED_LAST.search(row.object)) and called[1].lower() == name:
            found.setdefault(relation, row)  # "my dog is a springer spaniel called biscuit"
    named = rf"(?:{_OTHER_NAMES})?(?i:{re.escape(name)})\b"
    mention = re.compile(
        rf"\b(?i:my) (\w+) {named}|\b(\w+),? (?i:named|called) {named}"
        rf"|\b(\w+)[,:] {named}(?=,| and|$)"
    )
    theirs = re.compile(rf"\b(?i:his|her|their) (\w+) {named}")
    for row in records.beliefs:
        if row.status not in LIVE:
            continue
        # "I live in Toronto with my girlfriend Emma" names her too, and so do "we have a
        # daughter named Lea", "twin boys, Ren and Sora, who are eight" and "three kids: Nora,
        # Erik and Liv"; "my son Peter lives in Toronto with his wife Anne" names his wife.
        mentioned = mention.search(row.object)
        if mentioned and row.subject == speaker.user_id:
            found.setdefault(next(group for group in mentioned.groups() if group).lower(), row)
        elif row.subject.startswith(own) and (their := theirs.search(row.object)):
            found.setdefault(f"{row.subject.removeprefix(own)}'s {their[1].lower()}", row)
    return list(found.items())


_CALLED_LAST = re.compile(r"\b(?:called|named) ([^\W\d_][\w'-]*)$")
"""A name said last of one of the person's own ("a springer spaniel called biscuit")."""
_OTHER_NAMES = r"(?:[A-ZÀ-Ý][\w'-]*(?:,? and |, ))+"
"""Names listed before the one asked about ("Ren and Sora": Sora is named too)."""


def singular(noun: str) -> str:
    """A plural noun as one ("kids" → "kid"), as the records name what someone has."""
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


_IRREGULAR_PLURALS = ("children", "men", "people", "geese", "mice")


def plural(noun: str) -> bool:
    """Whether `noun` names more than one ("kids", "grandchildren"; not "wife")."""
    return singular(noun) != noun or noun.endswith(_IRREGULAR_PLURALS)


_DISPUTE = "My records disagree on this: "


def disputed(facts: list[Fact]) -> list[Fact]:
    """Contested facts of one question said once, as the alternatives they are."""
    contested = [fact for fact in facts if fact.sentence.startswith(_DISPUTE)]
    if len(contested) < 2:
        return facts
    options = " or ".join(fact.sentence.removeprefix(_DISPUTE).rstrip(".") for fact in contested)
    terms = tuple(term for fact in contested for term in fact.terms)
    merged = Fact(f"{_DISPUTE}{options}.", terms, contested[0].source_id)
    return [fact for fact in facts if fact not in contested] + [merged]


def rows_about(subject: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """What `speaker` may hear about `subject`: themselves ("speaker"), one of theirs
    ("speaker's son", also by the name they gave), or someone named they told of."""
    if subject == "speaker":
        return [row for row in records.beliefs if row.subject == speaker.user_id]
    if subject.startswith("speaker's "):
        thing = one_wording(subject.removeprefix("speaker's "))
        if theirs := _theirs(thing, speaker, records) or _taught(thing, speaker, records):
            return theirs
        # "What does my wife teach?", told "I'm married to Lúcia" or "… with my wife, Lúcia".
        spouse = _spouse(speaker, records) if thing in _SPOUSES else ""
        named = spouse or _named_in_passing(thing, speaker, records)
        return _named_rows(named, speaker, records) if named else []
    return _named_rows(subject, speaker, records)


def _theirs(thing: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """What the person told of one of their own (`thing`: "son", "younger sister carla"), not
    of someone of theirs ("my daughter's husband" is not "my daughter")."""
    owner = speaker.user_id + "'s "
    return [
        row
        for row in records.beliefs
        if row.subject.startswith(owner)
        and any(
            key.startswith(thing) and "'s " not in key[len(thing) :]
            for key in _unqualified(row.subject.removeprefix(owner))
        )
    ]


_TEACHING = frozenset({"teacher", "coach", "tutor", "instructor", "trainer"})
"""Those one learns something from, who may be told of without what they teach."""


def _taught(thing: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """One's teacher of something (`thing`: "guitar teacher"), told of as one's teacher while
    speaking of it ("I'm learning the guitar, my teacher is called Ines"): only when the person
    told they learn, play or do what is asked of."""
    what, _, role = thing.rpartition(" ")
    if not what or role not in _TEACHING or "'" in what:  # "my son's teacher" is his
        return []
    learnt = re.compile(rf"\b{re.escape(what)}\b", re.IGNORECASE)
    if not any(
        row.subject == speaker.user_id and learnt.search(row.object) for row in records.beliefs
    ):
        return []
    return _theirs(role, speaker, records)


def _named_rows(name: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """What the person told of someone by `name`: as one of theirs ("my son Tom", or "Tom" who
    is their son), or anyone the mind knows by that name."""
    named = [
        row
        for row in records.beliefs
        if row.subject.startswith(f"{speaker.user_id}'s ") and row.subject.endswith(f" {name}")
    ]
    if not named and " " not in name:
        # "What does Leyla do?", told "My wife is called Leyla and she's a pharmacist".
        for relation, _ in relations_of(name, speaker, records):
            named += _theirs(one_wording(relation), speaker, records)
    return named or list(records.about(name))


_SPOUSES = frozenset({"husband", "wife", "spouse", "partner"})
_MARRIED_TO = re.compile(rf"^married to {WEDDED_NAME}$")


def _spouse(speaker: Speaker, records: Records) -> str:
    """Whom the person is married to, by name ("I'm married to Lars": "lars"), or ""."""
    for row in records.beliefs:
        found = _MARRIED_TO.match(row.object) if row.subject == speaker.user_id else None
        if found and row.predicate == "be" and row.polarity == "positive" and row.status in LIVE:
            return found.group(1).lower()
    return ""


def _named_in_passing(relation: str, speaker: Speaker, records: Records) -> str:
    """The name the person gave one of their own in passing ("I moved here with my wife,
    Lúcia": "lúcia"), or ""."""
    named = re.compile(rf"\b(?i:my) {re.escape(relation)},? ([A-ZÀ-Ý][\w'-]+)")
    for row in records.beliefs:
        found = named.search(row.object) if row.subject == speaker.user_id else None
        if found and row.status in LIVE:
            return found.group(1).lower()
    return ""


QUALIFIED = r"(?:(?:older|younger|elder|little|big|baby|twin|late|only) )*"
"""Words before one of the person's own that a question may leave out ("my late father", "my
only son")."""
_QUALIFIERS = re.compile(rf"^{QUALIFIED}(?=\w)")
"""Words before one of the person's own that a question may leave out ("my younger sister
Carla" is "my sister")."""


def _unqualified(whose: str) -> tuple[str, str]:
    """`whose` in one wording, as said and without the words a question may leave out."""
    said = one_wording(whose)
    return said, _QUALIFIERS.sub("", said)


def is_own(row: BeliefRow, speaker: Speaker) -> bool:
    """Whether `row` is something `speaker` told of themselves (not the name they go by)."""
    return row.domain == speaker.user_id and row.predicate != NAMED


def as_fact(row: BeliefRow, speaker: Speaker) -> Fact:
    """A belief said to the person: about them in the second person, hedged as uncertain or
    contested where it is."""
    sentence = said_to_teller(row, speaker.user_id)  # `rows_about` gives only what they may see
    sentence = sentence[:1].upper() + sentence[1:]
    if row.status == "uncertain":
        sentence = f"I think {sentence[:1].lower() + sentence[1:]}, but I'm not sure"
    elif row.status == "contested":
        sentence = f"{_DISPUTE}{sentence[:1].lower() + sentence[1:]}"
    fact = Fact(sentence + ".", kept_terms(row.object) or (row.object,), row.id)
    return _in_the_past(fact, row) if row.predicate in _ONCE and row.tense != "present" else fact
