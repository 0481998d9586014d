"""Rules: which sequences of word classes, in which setting, give a tag.

A rule names word classes (filled by a language pack's lexicon) that must appear in order within
one sentence, a few tokens apart: `("hurt", "person")` finds "poison my neighbour" but not "kill a
Python process". Around that core a rule says whether it needs a request ("how do I …", an
imperative), which settings cancel it (fiction, games, history, definitions, safety questions,
figurative speech) and which other classes must also be present. Rules are data, so the same rule
works in every language whose pack fills its classes.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from entelechy.errors import EntelechyError

Scope = Literal["sentence", "text"]
CONTEXT_PREFIX = "context:"
MASK_PREFIX = "!"
SENTENCE_START = "^"
SENTENCE_END = "$"
PSEUDO_CLASSES = frozenset({SENTENCE_START, SENTENCE_END})

#: Classes the matcher itself relies on; every pack should fill them.
ASK = "ask"
LEAD = "lead"
NEGATION = "neg"
PASSIVE = "passive"


class PackError(EntelechyError):
    """A language pack or rule is malformed."""

    hint = "Fix the pack's lexicon or rules; every class a rule names must be defined."


@dataclass(frozen=True)
class Rule:
    """A tag given when `slots` occur in order, at most `gap` tokens apart, in one sentence.

    A slot may list alternatives (`"person|pet"`). `barrier` names a class whose words may not
    sit between two slots (prepositions keep "kill the dragon in Elden Ring" from reaching a
    person). `framed` asks for a request before the first slot, or an imperative at the start of
    the sentence. `also` lists classes that must appear anywhere in the text. `yields` lists
    contexts that cancel the match. A context rule has a tag starting with `context:` and a scope.
    """

    id: str
    tag: str
    slots: tuple[str, ...]
    category: str = ""
    gap: int = 3
    barrier: str | None = None
    framed: bool = False
    also: tuple[str, ...] = ()
    yields: tuple[str, ...] = ()
    negatable: bool = True
    scope: Scope = "sentence"
    alternatives: tuple[tuple[str, ...], ...] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not self.id or not self.tag:
            raise PackError(f"a rule needs an id and a tag (got {self.id!r}, {self.tag!r}).")
        if not self.slots:
            raise PackError(f"rule {self.id!r} has no slots.")
        if self.gap < 0:
            raise PackError(f"rule {self.id!r} has a negative gap.")
        parsed = tuple(tuple(part for part in slot.split("|") if part) for slot in self.slots)
        if any(not options for options in parsed):
            raise PackError(f"rule {self.id!r} has an empty slot.")
        object.__setattr__(self, "alternatives", parsed)

    @property
    def is_context(self) -> bool:
        return self.tag.startswith(CONTEXT_PREFIX)

    @property
    def context(self) -> str:
        return self.tag.removeprefix(CONTEXT_PREFIX)

    def classes(self) -> set[str]:
        """Every word class this rule reads."""
        named = {option for options in self.alternatives for option in options}
        named |= {option for names in self.also for option in names.split("|")}
        if self.barrier:
            named.add(self.barrier)
        return named - PSEUDO_CLASSES


@dataclass(frozen=True)
class Grammar:
    """Rules plus which contexts defeat which (operational detail defeats a fiction wrapper)."""

    rules: tuple[Rule, ...] = ()
    defeats: tuple[tuple[str, tuple[str, ...]], ...] = ()

    def __add__(self, other: Grammar) -> Grammar:
        known = {rule.id for rule in self.rules}
        rules = self.rules + tuple(rule for rule in other.rules if rule.id not in known)
        return Grammar(rules, self.defeats + other.defeats)

    def classes(self) -> set[str]:
        named = {ASK, LEAD, NEGATION, PASSIVE}
        for rule in self.rules:
            named |= rule.classes()
        return named
