"""Propositions: a claim made about someone, worded, keyed and compared.

A proposition's slot (subject and predicate) is what contradiction and supersession look up
through an index, so finding candidates never scans all beliefs.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from entelechy.beliefs.temporal import scope_of
from entelechy.perception.claims import NAMED, Claim, past_tense, progressive, third_person
from entelechy.perception.kinds import one_colour
from entelechy.perception.text import NUMBER_WORDS, words

EXCLUSIVE_PREDICATES = frozenset(
    {"be called", "live in", "be born in", "be from", "be in", "be at", "stay in", "stay at"}
)
"""Predicates with one value at a time: 'lives in Lisbon' and 'lives in Porto' conflict."""
OPPOSITES = (
    frozenset({"open", "closed"}),
    frozenset({"on", "off"}),
    frozenset({"up", "down"}),
    frozenset({"online", "offline"}),
    frozenset({"available", "unavailable"}),
    frozenset({"asleep", "awake"}),
    frozenset({"running", "stopped"}),
    frozenset({"married", "single"}),
    frozenset({"alive", "dead"}),
)
OVERLAP = 0.5
"""Token overlap (Jaccard) of two objects at which opposite polarities are one negation."""


@dataclass(frozen=True)
class Proposition:
    """What a belief says, in words and in keys."""

    text: str
    subject: str
    predicate: str
    object: str
    polarity: str
    scope: str
    owner: str = ""
    """Whom "me" and "my" in the object stand for (the teller's user id), where they occur."""
    tense: str = "present"
    """"past" for what was told as done ("I adopted a greyhound"), "progressive" for what was
    told as going on ("I'm learning Spanish"): said back so."""

    @property
    def slot(self) -> str:
        return f"{self.subject}|{self.predicate}"

    @property
    def domain(self) -> str:
        """Whom or what the proposition is about: "ana's sister" is about ana."""
        return self.subject.partition("'s ")[0]

    @property
    def object_words(self) -> list[str]:
        """The object's words as keyed, "me" and "my" resolved to their owner: two people's
        "Tom lives with me" are two propositions, not one told twice."""
        return words(_theirs(self.object, self.owner) if self.owner else self.object)

    @property
    def key(self) -> str:
        return f"{self.slot}|{' '.join(self.object_words)}|{self.polarity}"

    def to_json(self) -> dict[str, str]:
        return {
            "text": self.text,
            "subject": self.subject,
            "predicate": self.predicate,
            "object": self.object,
            "polarity": self.polarity,
            "scope": self.scope,
        } | ({"tense": self.tense} if self.tense != "present" else {})


ANONYMOUS_SPEAKERS = frozenset({"local"})
"""User ids that say nothing about the person (the default user of the CLI and the SDK)."""


def speaker_label(user_id: str, name: str | None = None) -> str:
    """How a proposition names its speaker: as they named themselves, else by their user id,
    never by an id that only says "whoever is at this terminal"."""
    if name:
        return name
    return "the person" if user_id in ANONYMOUS_SPEAKERS else user_id


def from_claim(claim: Claim, speaker: str, speaker_name: str | None = None) -> Proposition:
    """The proposition a claim states, with 'I' and 'my' resolved to the speaker (the key) and
    worded with the name the speaker gave (the text); a naming is worded by the user id."""
    subject = _resolve(claim.subject_key, speaker)
    named = None if claim.predicate == NAMED else speaker_name
    label = speaker_label(speaker, named)
    worded = _worded(claim, label)
    tense = _told_tense(claim)
    obj = _theirs(claim.object, label)
    return Proposition(
        text=render(worded, claim.predicate, obj, claim.polarity, tense=tense),
        subject=subject,
        predicate=claim.predicate,
        object=claim.object,
        polarity=claim.polarity,
        scope=scope_of(claim),
        owner=speaker if _FIRST_PERSON.search(claim.object) else "",
        tense=tense,
    )


_TIMELESS = frozenset({"used", "be called", "be born", "be born in"})


def _told_tense(claim: Claim) -> str:
    """ "past" for a deed told in the past ("I adopted a greyhound", "my wife passed away")
    and for what someone was ("my late husband was a sailor"); what keeps its own wording
    stays as it was said ("I was born", "I used to live", "he was called Rex")."""
    verb = claim.predicate.partition(" ")[0]
    being = verb == "be" and claim.predicate not in _TIMELESS and claim.tense == "past"
    timeless = not being and (claim.predicate in _TIMELESS or verb in ("be", "used", "have"))
    told = claim.tense in ("past", "progressive") and not timeless
    if claim.tense == "past" and verb == "have":
        return "past"  # "I had a dog called Rex"
    return claim.tense if told else "present"


def stated(text: str, scope: str = "unknown") -> Proposition:
    """A proposition an operator states in words: its own subject, whole."""
    lowered = " ".join(words(text))
    negative = any(f" {word} " in f" {lowered} " for word in ("not", "never", "no longer"))
    return Proposition(
        text=text.strip(),
        subject=lowered,
        predicate="states",
        object="",
        polarity="negative" if negative else "positive",
        scope=scope,
    )


def render(subject: str, predicate: str, obj: str, polarity: str, *, tense: str = "present") -> str:
    verb, _, rest = predicate.partition(" ")
    negative = polarity == "negative"
    many = _plural(subject)
    if tense == "past" and verb != "be":
        phrase = f"did not {verb}" if negative else past_tense(verb)
        return " ".join(part for part in (subject, phrase, rest, obj) if part)
    if tense == "progressive" and verb != "be":
        copula = "are" if many or subject == "you" else "is"
        phrase = f"{copula} {'not ' if negative else ''}{progressive(verb)}"
        return " ".join(part for part in (subject, phrase, rest, obj) if part)
    if verb == "be":
        many = many or subject == "you"
        was = _past(rest) or tense == "past"
        copula = ("were" if many else "was") if was else ("are" if many else "is")
        phrase = (f"{copula} not" if negative else copula) + (f" {rest}" if rest else "")
    elif verb == "have":
        phrase = f"{'do' if many else 'does'} not have" if negative else "have" if many else "has"
    elif verb == "used":  # "used to" is past already: "your dad used to be a miner"
        phrase = ("did not use" if negative else "used") + (f" {rest}" if rest else "")
    else:
        conjugated = verb if negative or many else third_person(verb)
        does = "do not " if many else "does not "
        phrase = (does if negative else "") + conjugated + (f" {rest}" if rest else "")
    return " ".join(part for part in (subject, phrase, obj) if part)


def _plural(subject: str) -> bool:
    """Whether a subject names several ("your kids", "Marta's parents"; not "your boss",
    "Chris" or "his"): its last word a lower-case plural."""
    last = subject.rpartition(" ")[2]
    return (
        len(last) > 3
        and last.islower()
        and last.endswith("s")
        and not last.endswith(("ss", "us", "is", "'s"))
    )


_ONCE = frozenset({"born"})
"""What is done to someone once and told in the past ever after: "you were born in 1990",
not "you are born"."""


def _past(rest: str) -> bool:
    return rest.partition(" ")[0] in _ONCE


_FIRST_PERSON = re.compile(r"\b(my|me|mine|myself)\b", re.IGNORECASE)
_YOURS = {"my": "your", "me": "you", "mine": "yours", "myself": "yourself"}


_SAID_OF_ONESELF = re.compile(
    r"\b(?:(?P<who>I|we) (?P<be>am|was|were|are)|(?P<word>my|me|mine|myself|I|we|our|ours|"
    r"ourselves)|(?-i:(?P<us>us)))\b",
    re.IGNORECASE,
)
_YOURS_TOO = _YOURS | {
    "i": "you", "we": "you", "us": "you", "our": "your", "ours": "yours",
    "ourselves": "yourselves",
}  # fmt: skip


def yours(obj: str) -> str:
    """What a person said of themselves inside an object, said back to them: "parking in my
    spot" → "parking in your spot", "badminton since I was ten" → "… since you were ten", "lives
    with us" → "lives with you"."""
    return _SAID_OF_ONESELF.sub(_said_back, obj)


def _said_back(found: re.Match[str]) -> str:
    if found["be"]:
        return "you " + ("were" if found["be"].lower() in ("was", "were") else "are")
    return _YOURS_TOO[(found["word"] or found["us"]).lower()]


def _theirs(obj: str, label: str) -> str:
    """The same, said of them to anyone: "parking in Marta's spot", "lives with Marta"."""
    owned = {"my": f"{label}'s", "me": label, "mine": f"{label}'s", "myself": label}
    return _FIRST_PERSON.sub(lambda found: owned[found.group(1).lower()], obj)


_SINCE = re.compile(r"\bsince\b", re.IGNORECASE)
_SPAN_SO_FAR = re.compile(
    rf"(?<=\w )(?:\d+|{NUMBER_WORDS}) (?:years?|months?|weeks?|decades?)(?: now)?$", re.IGNORECASE
)
"""A span said bare at the end of a state ("married 50 years", "in the uk 3 years"): how long
it has lasted so far (not an age alone: "50 years")."""
_STATIVE = frozenset({"have", "know", "like", "love", "hate", "own", "want", "need", "prefer"})
"""Verbs not said as going on ("you have known her since school" is not "have been knowing")."""


def to_you(predicate: str, obj: str, polarity: str, *, tense: str = "present") -> str:
    """A belief about the person spoken to, in the second person: "you live in Lyon"."""
    obj = yours(obj)
    negative = polarity == "negative"
    verb, _, rest = predicate.partition(" ")
    if predicate == NAMED:
        return f"your name is {'not ' if negative else ''}{obj}"
    lasting = _SINCE.search(obj) or (verb == "be" and _SPAN_SO_FAR.search(obj))
    if not negative and lasting and verb not in _STATIVE and tense != "past":
        # "I've been playing badminton since I was ten": not "you play … since …"; "we've been
        # married 50 years": not "you are married 50 years"
        phrase = "have been" if verb == "be" else f"have been {progressive(verb)}"
        return " ".join(part for part in ("you", phrase, rest, obj) if part)
    if tense in ("past", "progressive"):
        return render("you", predicate, obj, polarity, tense=tense)
    if verb == "be":
        copula = "were" if _past(rest) else "are"
        phrase = f"{copula} not" if negative else copula
    elif negative:
        phrase = f"do not {verb}"
    else:
        phrase = verb
    return " ".join(part for part in ("you", phrase, rest, obj) if part)


def one_valued(proposition: Proposition) -> bool:
    """Whether a proposition can conflict with others of its own polarity (a one-valued
    predicate, or a state with an opposite); otherwise only the other polarity can negate it."""
    return proposition.polarity == "positive" and (
        proposition.predicate in EXCLUSIVE_PREDICATES or proposition.predicate == "be"
    )


def conflict(new: Proposition, old: Proposition) -> str | None:
    """Why two propositions of one slot cannot both hold, or None when they can."""
    if new.slot != old.slot or new.key == old.key:
        return None
    new_words, old_words = set(new.object_words), set(old.object_words)
    if new.polarity != old.polarity:
        if _other_after_one_head(new.object_words, old.object_words):
            return None
        if new_words and new_words <= old_words:
            return "negation"  # "not history" denies "history in Gdansk"
        union = new_words | old_words
        overlap = len(new_words & old_words) / len(union) if union else 1.0
        return "negation" if overlap >= OVERLAP else None
    if new.polarity == "negative":
        return None
    if (new.tense == "past") != (old.tense == "past"):
        return None  # "I lived in Paris" and "I live in Berlin": what was and what is
    if new.predicate in EXCLUSIVE_PREDICATES and new_words != old_words:
        return "exclusive"
    if new.predicate == "be" and frozenset(new_words | old_words) in OPPOSITES:
        return "opposite"
    if new.predicate == "be" and _SINGLE_VALUED.search(new.subject):
        return "exclusive"
    if new.predicate == "be" and _AGE.match(new.object.lower()) and _AGE.match(old.object.lower()):
        return "exclusive"  # "my son is nine", "my son is ten now"
    if new.predicate == "be" and one_colour(new_words) and one_colour(old_words):
        return "exclusive"  # "my car is red", "my car is green"
    return None


def _other_after_one_head(new: list[str], old: list[str]) -> bool:
    """Whether two objects begin alike and go on to different things: "allergic to peanuts"
    denied does not deny "allergic to shellfish"."""
    shared = 0
    while shared < min(len(new), len(old)) and new[shared] == old[shared]:
        shared += 1
    rest_new, rest_old = set(new[shared:]), set(old[shared:])
    return shared > 0 and bool(rest_new) and bool(rest_old) and rest_new.isdisjoint(rest_old)


_AGE = re.compile(rf"^(?:\d+|{NUMBER_WORDS})(?:[ -]\w+)?(?: (?:years?|months?)(?: old)?)?$")
"""An age, the one value of its kind someone has at a time."""


_SINGLE_VALUED = re.compile(
    r"(?:^|\s|'s )(?:favou?rite [\w ]+|name|birthday|age|job|occupation|profession|email|"
    r"phone number|address|blood type|height|weight)$"
)
"""Subjects with one value at a time: "my favourite colour is green" and "… is blue" conflict
("my sister is a doctor" and "… is tall" do not)."""


_SPEAKERS = "speaker's "


def _worded(claim: Claim, label: str) -> str:
    """The subject in the person's own words, with 'I' and 'my' resolved to `label`: "my sister
    Ana" is worded "Rita's sister Ana" (its key stays "rita's sister ana"). Where the words do
    not line up with the key, the key is worded instead."""
    key = claim.subject_key
    if key == "speaker":
        return label
    rest = key.removeprefix(_SPEAKERS)
    written = claim.subject.split()
    if key != rest or (written and written[0].lower() == "the"):
        written = written[1:]  # the possessive ("my"), or the article the key leaves out
    if " ".join(word.lower().strip(_EDGES) for word in written) != rest:
        return _resolve(key, label)
    shown = " ".join(written)
    return f"{label}'s {shown}" if key != rest else shown


_EDGES = ".,!?;:\"'()[]"


def _resolve(subject_key: str, speaker: str) -> str:
    if subject_key == "speaker":
        return speaker
    if subject_key.startswith("speaker's "):
        return f"{speaker}'s {subject_key.removeprefix(_SPEAKERS)}"
    return subject_key
