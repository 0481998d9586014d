"""Which of one's children (or grandchildren) is the eldest or the youngest, worked out from
the ages one told.

"got 2 lads, oliver 19 n harry 15" says who the eldest is without the word: "whats my eldest
called?" is answered by comparing the ages the records hold for each named child, whether told
in one list ("three kids: Ming 9, Hua 7 and Jun 3"), one by one ("My son Adam is nine"), or as
names first and ages after ("two daughters, Lily and Rose" then "Lily is 8"); "Who is my
youngest grandchild?" the same way, among the grandchildren only. Nothing is
guessed: two children of the same age, or a child whose age was never told, leave the question
to the records' other answers.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from entelechy.beliefs.queries import BeliefRow
from entelechy.perception.text import NUMBER_WORDS
from entelechy.reply.intent import Fact, Records, Speaker
from entelechy.reply.known import LIVE, is_own, singular
from entelechy.reply.questions import CHILD_WORDS, HOW_OLD

_KIN = {"son": "son", "lad": "son", "boy": "son", "daughter": "daughter", "girl": "daughter"}
"""One's children's words, as the kind the question may narrow them to ("my eldest boy")."""
_ORDER_ASKED = re.compile(
    rf"^speaker's (?P<order>eldest|oldest|youngest)(?: (?P<grand>grand)?(?P<kin>{CHILD_WORDS}))?$"
)
"""A question's subject that names a child by birth order ("speaker's eldest", "speaker's
youngest daughter", "speaker's youngest grandchild")."""
_AGE = rf"(?:\d{{1,2}}|{NUMBER_WORDS})"
_NAMED_AGED = re.compile(
    rf"(?P<name>[^\W\d_][\w'-]*)(?:,? (?:who is |who's |aged )?\(?(?P<age>{_AGE})\)?)"
    r"(?=,|\s+(?:and|n|&)\s|$)",
    re.IGNORECASE,
)
"""One child of a list, a name and its age ("oliver 19", "Lily (8)", "Felix who is 6")."""
_LISTED = re.compile(
    rf"\b(?P<grand>grand)?(?P<kin>{CHILD_WORDS})(?::|,)\s+(?P<list>.+)$", re.IGNORECASE
)
"""Where a list of children begins in what one has ("2 lads, …", "three kids: …")."""
_SEPARATOR = re.compile(r"^(?:,\s*(?:and\s+)?|\s+(?:and|n|&)\s+)", re.IGNORECASE)
_ONE_OF_THEM = re.compile(
    rf"^(?P<owner>[^']+)'s (?P<grand>grand)?(?P<kin>{CHILD_WORDS}|eldest|youngest) (?P<name>\S+)$"
)
_NUMBERS = {word: n for n, word in enumerate(NUMBER_WORDS.split("|")[:19], start=1)} | {
    word: 10 * n for n, word in enumerate(NUMBER_WORDS.split("|")[19:], start=2)
}


@dataclass(frozen=True)
class Child:
    """A named child of the person's with the age told, and the record it was told in."""

    name: str
    age: int
    kin: str
    source_id: str
    grand: bool = False
    """A grandchild, not a child."""


def by_birth_order(subject: str, speaker: Speaker, records: Records) -> Child | None:
    """The child `subject` names by birth order ("speaker's eldest"), when the ages told tell
    them apart; None otherwise (or when `subject` names no one by birth order)."""
    asked = _ORDER_ASKED.match(subject)
    if asked is None:
        return None
    kin = _KIN.get(singular(asked["kin"] or ""), "")
    grand = bool(asked["grand"])
    children = [
        child
        for child in _children_aged(speaker, records)
        if kin in ("", child.kin) and child.grand == grand
    ]
    if len({child.age for child in children}) < len(children) or len(children) < 2:
        return None
    pick = min if asked["order"] == "youngest" else max
    return pick(children, key=lambda child: child.age)


def said_by_order(child: Child, order: str, topic: str) -> Fact:
    """The answer to a question that named `child` by birth `order`: who they are, or their
    age when that was asked."""
    if topic == HOW_OLD:
        sentence = f"Your {order}, {child.name}, is {child.age}."
        return Fact(sentence, (str(child.age),), child.source_id)
    return Fact(
        f"Your {order} is {child.name}, who is {child.age}.", (child.name,), child.source_id
    )


def _children_aged(speaker: Speaker, records: Records) -> list[Child]:
    """Each of the person's named children with an age, once (the newest telling wins)."""
    own = [row for row in records.beliefs if is_own(row, speaker) and row.status in LIVE]
    found: dict[str, Child] = {}
    named: dict[str, tuple[str, bool]] = {}  # "two daughters, Lily and Rose": each one's kin
    for row in own:
        if row.subject == speaker.user_id and row.predicate == "have":
            for child in _listed(row, named):
                found[child.name.lower()] = child
        one = _ONE_OF_THEM.match(row.subject)
        if one is not None and one["owner"] == speaker.user_id and (age := _age(row)):
            kin = _KIN.get(singular(one["kin"]), "")
            grand = bool(one["grand"])
            found[one["name"].lower()] = Child(one["name"].title(), age, kin, row.id, grand)
    for name, (kin, grand) in named.items():
        # What is told of someone by name is theirs ("Lily is 8"), not the person's own.
        for row in records.about(name):
            if row.subject == name and row.status in LIVE and (age := _age(row)):
                found.setdefault(name, Child(name.title(), age, kin, row.id, grand))
    return list(found.values())


def _age(row: BeliefRow) -> int:
    """The age a belief says someone is ("… is nine", "… is 12"), or 0."""
    said = row.object.lower()
    age = _NUMBERS.get(said) or (int(said) if said.isdigit() else 0)
    return age if row.predicate == "be" and 0 < age < 130 else 0


def _listed(row: BeliefRow, named: dict[str, tuple[str, bool]]) -> list[Child]:
    """The children a having-belief lists with their ages ("2 lads, oliver 19 n harry 15");
    names listed without ages are noted in `named`, with their kin, for an age told after."""
    listed = _LISTED.search(row.object)
    if listed is None:
        return []
    kin = _KIN.get(singular(listed["kin"].lower()), "")
    grand = bool(listed["grand"])
    children, rest = [], listed["list"].rstrip(". ")
    while found := _NAMED_AGED.match(rest):
        age = _NUMBERS.get(found["age"].lower()) or int(found["age"])
        children.append(Child(found["name"].title(), age, kin, row.id, grand))
        rest = _SEPARATOR.sub("", rest[found.end() :], count=1)
    if not children:
        for name in re.split(r",\s*|\s+and\s+", listed["list"].rstrip(". ")):
            if re.fullmatch(r"[^\W\d_][\w'-]*", name):
                named[name.lower()] = (kin, grand)
    return children
