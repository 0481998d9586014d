"""The response intent: what a reply must say, computed from records before any model speaks.

An intent carries the facts the reply must say with the words that must survive any model's
wording of them (`missing`), what the records lack (`gaps`), and a rendering of its own
(`render`) for when a wording drops them, or when the model is too small to be asked. It is
planned (`planning`) from the message, the person who sent it (`Speaker`), what the mind is
(`Body`) and what the records hold that bears on it (`Records`).
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Literal

from entelechy.beliefs.queries import BeliefRow
from entelechy.introspection.answer import Answer
from entelechy.memory.recall import RecallHit
from entelechy.models.profiles import ModelProfile

IntentKind = Literal["acknowledge", "answer", "care", "compute", "forget", "introspect", "open"]


@dataclass(frozen=True)
class Fact:
    """One thing the reply must say, the words that show it was said, and its record."""

    sentence: str
    terms: tuple[str, ...]
    source_id: str = ""

    def survives_in(self, text: str) -> bool:
        lowered = text.lower()
        return all(term.lower() in lowered for term in self.terms)

    def owned_in(self, text: str) -> tuple[str, ...]:
        """What of the person's `text` speaks of as the mind's own: "my son" where the fact
        is "Your son Pedro is 7", "I teach" where it is "You teach chemistry"."""
        lowered = " ".join(text.lower().split())
        claims = [
            f"my {noun}" if noun else f"i {verb}"
            for noun, verb in _YOURS.findall(self.sentence.lower())
            if noun or verb not in _AUXILIARIES
        ]
        return tuple(claim for claim in claims if re.search(rf"\b{re.escape(claim)}\b", lowered))


_YOURS = re.compile(r"\byour (\w+)|\byou (\w+)")
_AUXILIARIES = frozenset(
    {"are", "were", "have", "had", "can", "could", "will", "would", "do", "did", "should"}
    | {"may", "might", "must", "haven't", "don't", "didn't", "can't", "won't", "aren't"}
)
"""Words after "you" that say nothing the mind could take as its own ("you have", "you can")."""


@dataclass(frozen=True)
class ResponseIntent:
    kind: IntentKind
    facts: tuple[Fact, ...] = ()
    gaps: tuple[str, ...] = ()
    """Sentences for what was asked and is not recorded ("You haven't told me …")."""
    opening: str = ""
    asked: tuple[str, ...] = ()
    """The questions of the message the records answered, as the person wrote them."""
    unrecorded: tuple[str, ...] = ()
    """For an open question about a named person the records hold nothing on (for this person
    to hear): that plainly ("I have no record of who Tom lives with."). A model whose replies
    are rendered from the records says this instead of inventing a life for Tom; a larger
    model answers the question itself, from what it knows."""

    @property
    def grounded(self) -> bool:
        return self.kind != "open"

    def rendered_by(self, profile: ModelProfile) -> bool:
        """Whether a model of `profile` has this intent said in the runtime's words: what the
        mind did, always; the records' answer, and what they lack on a named person, when the
        model is too small to word them faithfully."""
        return self.fixed or (profile.render_grounded and (self.grounded or bool(self.unrecorded)))

    @property
    def answered(self) -> bool:
        """Every question asked is answered by the records, with nothing they lack."""
        return self.kind == "answer" and bool(self.facts) and not self.gaps

    @property
    def fixed(self) -> bool:
        """Said in the runtime's own words whatever the model (what the mind did on record)."""
        return self.kind == "forget"

    @property
    def source_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(fact.source_id for fact in self.facts if fact.source_id))

    def render(self) -> str:
        """The intent in plain words, with no model."""
        sentences = [self.opening] if self.opening else []
        sentences += [fact.sentence for fact in self.facts]
        sentences += [*self.gaps, *self.unrecorded]
        return " ".join(sentence for sentence in sentences if sentence)

    def missing(self, text: str) -> tuple[Fact, ...]:
        """The facts a model's wording dropped."""
        return tuple(fact for fact in self.facts if not fact.survives_in(text))

    def owned(self, text: str) -> tuple[str, ...]:
        """What of the person's a model's wording speaks of as the mind's own (nothing, in a
        reply of care: it speaks of the person's feelings, which are no claims to take)."""
        if self.kind == "care":
            return ()
        return tuple(dict.fromkeys(claim for fact in self.facts for claim in fact.owned_in(text)))

    def instructions(self) -> str:
        """The intent for a model to word: the facts, and nothing to add to them."""
        if not self.grounded:
            return ""
        if self.kind == "care":
            return (
                "A life may be in danger: the person's own, or that of someone they speak of. "
                "Reply briefly and warmly, without judgement, give no method or means, and say "
                "this in your own words, keeping every number and address:\n"
                f"- {self.facts[0].sentence}"
            )
        said = [self.opening] if self.opening else []
        said += [fact.sentence for fact in self.facts] + list(self.gaps)
        body = "\n".join(f"- {sentence}" for sentence in said)
        return (
            f"Your reply must say the following, from your records, and add no other facts:\n{body}"
        )


OPEN = ResponseIntent("open")


@dataclass(frozen=True)
class Speaker:
    user_id: str
    name: str | None = None


@dataclass(frozen=True)
class Body:
    """What the mind is and speaks through, from its persona and body records."""

    name: str
    model: str
    provider: str
    maker: str | None = None
    read_records: Callable[[], tuple[str, ...]] = field(default=lambda: ())
    """Reads the events that say what the mind is (its creation and its latest body); called
    only when a reply speaks of what the mind is."""

    @cached_property
    def record_ids(self) -> tuple[str, ...]:
        return self.read_records()

    @property
    def source(self) -> str:
        """The record a fact about what the mind is rests on (its latest say on the matter)."""
        return self.record_ids[-1] if self.record_ids else ""


Line = tuple[str, str]
"""A line someone said, with the id of the record it is in."""


@dataclass(frozen=True)
class Records:
    """What the records hold that bears on the message."""

    beliefs: Sequence[BeliefRow] = ()
    recalled: Sequence[RecallHit] = ()
    body: Body | None = None
    about: Callable[[str], Sequence[BeliefRow]] = field(default=lambda _subject: ())
    """Beliefs about another subject (a name the person asked about), told by this person."""
    introspection: Answer | None = None
    """The records' answer when the message asks about the mind itself."""
    someone_else: Callable[[str], bool] = field(default=lambda _name: False)
    """Whether a name is another person's who talks with the mind (or one they told of)."""
    said: Callable[[], Sequence[Line]] = field(default=lambda: ())
    """What the person said lately (message id and text, newest first, not this message): read
    only when nothing else answers a question of theirs."""


_PROPER = re.compile(r"\b[A-ZÀ-Ý][\w'-]+|\b\d[\d.,:]*")


def kept_terms(text: str) -> tuple[str, ...]:
    """The words of `text` a faithful wording must keep: names and numbers first, else its
    longest word."""
    found = tuple(dict.fromkeys(_PROPER.findall(text)))
    if found:
        return found
    longest = max(re.findall(r"\w+", text), key=len, default="")
    return (longest,) if longest else ()


def spoken_list(parts: Sequence[str]) -> str:
    """Parts listed as a person says them: "a, b and c"."""
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
