"""Which beliefs a question is about: its subject (the person asking, when they say "I" or
"my", or someone they name) and its verb, matched against the beliefs' own parts."""

from __future__ import annotations

import re
from dataclasses import dataclass

from sqlalchemy import Connection, func, select

from entelechy.beliefs.queries import BELIEF_COLUMNS, BeliefRow
from entelechy.beliefs.schema import beliefs

_FIRST_PERSON = frozenset({"i", "me", "my", "mine", "myself"})
_FILLER = frozenset({
    "what", "where", "who", "which", "when", "how", "do", "does", "did", "is", "are", "was",
    "were", "am", "the", "a", "an", "you", "your", "believe", "believed", "think", "thought",
    "know", "knew", "about", "that", "of", "in", "at", "to", "yesterday", "today", "then",
})  # fmt: skip


@dataclass(frozen=True)
class Question:
    """The subjects a question may be about and the words that may name the verb."""

    subjects: tuple[str, ...]
    words: frozenset[str]

    @classmethod
    def parse(cls, text: str, user_id: str | None) -> Question:
        tokens = [token for token in re.findall(r"[\w'-]+", text.lower()) if token]
        subjects = [user_id] if user_id and _FIRST_PERSON & set(tokens) else []
        words = frozenset(token for token in tokens if token not in _FILLER | _FIRST_PERSON)
        subjects += [token for token in tokens if token in words]
        return cls(tuple(dict.fromkeys(subjects)), words)

    def about(self, row: BeliefRow) -> bool:
        """Whether `row` answers the question: its subject is asked about and one of its verb's
        or object's words is in the question (any belief of the subject when none is), or the
        question names its object ("what do you know about Cairo?")."""
        subject = row.subject.lower()
        if subject not in self.subjects:
            return self._theirs(subject) or (
                bool(self.words) and set(_object_words(row)) <= self.words
            )
        rest = self.words - {subject}
        if not rest:
            return True
        return any(_stem(word) in rest or word in rest for word in _words(row))

    def _theirs(self, subject: str) -> bool:
        """Whether `subject` is one of an asked subject's own, named in the question ("what do
        you know about my daughter?" or "about Sara?" is about "marta's daughter sara")."""
        owner, mark, relation = subject.partition("'s ")
        named = set(relation.split())
        if not mark:
            return False
        return bool(named & set(self.subjects)) or (
            owner in self.subjects and bool(named & self.words)
        )


def _words(row: BeliefRow) -> set[str]:
    return set(re.findall(r"\w+", f"{row.predicate} {row.object}".lower()))


def _object_words(row: BeliefRow) -> list[str]:
    return [w for w in re.findall(r"\w+", row.object.lower()) if w not in _FILLER] or [""]


def _stem(word: str) -> str:
    for suffix in ("ies", "es", "s", "ed"):
        if word.endswith(suffix) and len(word) > len(suffix) + 2:
            return word[: -len(suffix)]
    return word


def candidates(
    connection: Connection, mind_id: str, question: Question, user_id: str | None
) -> list[BeliefRow]:
    """Every belief (superseded and rejected ones too) the question is about; with `user_id`,
    only those that person's testimony made (and then by their object too)."""
    query = select(*BELIEF_COLUMNS).where(beliefs.c.mind_id == mind_id)
    if user_id is not None:
        query = query.where(beliefs.c.domain == user_id)
    elif question.subjects:
        query = query.where(func.lower(beliefs.c.subject).in_(question.subjects))
    else:
        return []
    rows = [
        BeliefRow(*tuple(row)) for row in connection.execute(query.order_by(beliefs.c.created_at))
    ]
    return [row for row in rows if question.about(row)]
