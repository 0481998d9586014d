"""The contract between risk perception and governance.

A classifier turns text into risk tags (`intent:harm`, `intent:deceive`, `provenance:disclose`, …);
the governor's rule packs turn tags into verdicts. Classifiers know nothing of verdicts and the
governor knows nothing of wording, so either can be replaced on its own.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal, Protocol

from entelechy.models.types import ModelResponse

JudgementOutcome = Literal["added", "confirmed", "no-change", "skipped", "fallback"]
Distress = Literal["self", "other"]
DISTRESS = "distress"
"""The setting of a text in which a person speaks of ending their life or hurting themselves."""
CONCERN = "concern"
"""The setting of a text in which a person speaks of someone else who may end their life."""
_DISTRESSED = (DISTRESS, CONCERN)
OWN_HARM_RULES = ("self-harm.method", "self-harm.hide", "self-harm.end-")
"""Rules (or the start of their ids) that match a person asking how to hurt themselves (not how
to push others to): "self-harm.end-" is every way asked to end things."""


@dataclass(frozen=True)
class RiskMatch:
    """Why a tag was given: which rule of which pack matched which part of the text."""

    tag: str
    rule: str
    pack: str
    span: tuple[int, int] | None = None
    category: str = ""


@dataclass(frozen=True)
class Judgement:
    """What a model judge said about a text, or why its word was not taken.

    `outcome` is `added` (it found tags the deterministic layer missed), `confirmed` (it agreed
    with them), `no-change` (it saw nothing to add), `skipped` (not asked, e.g. the text was
    already blocked) or `fallback` (asked but unusable: `reason` says why, e.g.
    `budget-exhausted`, `unparseable`, `model-error`), in which case layer 1 stands alone.
    """

    outcome: JudgementOutcome
    reason: str = ""
    model: str = ""
    tags: tuple[str, ...] = ()
    input_tokens: int = 0
    output_tokens: int = 0
    response: ModelResponse | None = field(default=None, compare=False, repr=False)
    """The judge's raw answer, so that the call can be recorded like every other model call."""


@dataclass(frozen=True)
class RiskAssessment:
    """The tags a text carries, with the matches that justify each and the layer that decided.

    `contexts` are the settings layer 1 recognised (fiction, game, history, definition, safety…),
    kept for explanations; `judgement` is present when a model judge was consulted; `models` are
    the digests (`sha256:…`) of the learned models that scored the text, so that a reply can say
    which weights perceived it.
    """

    tags: tuple[str, ...] = ()
    matches: tuple[RiskMatch, ...] = field(default=())
    layer: str = "deterministic"
    contexts: tuple[str, ...] = ()
    judgement: Judgement | None = None
    models: tuple[str, ...] = ()
    settings_by_pack: tuple[tuple[str, str], ...] = ()
    """(pack, setting) pairs: which language pack recognised each of `contexts`."""
    classes: tuple[str, ...] = ()
    """The lexicon classes layer 1's packs found in the text (masks applied), sorted: what the
    words are (a person, a weapon, a harm) whatever rule they did or did not complete, for a
    learned layer to read."""

    @property
    def distress(self) -> Distress | None:
        """Whose life may be in danger by their own hand, outside a story or a game: "self"
        when the person asked for a way to hurt themselves or said they want to ("I want to
        die", "quero morrer"), "other" when they speak of someone else who does ("my friend
        wants to kill herself"), which wins over words they may share with the first. A reply
        to such a message offers help, whatever else it says or declines."""
        if any(match.rule.startswith(OWN_HARM_RULES) for match in self.matches):
            return "self"
        if any(setting in self.contexts for setting in ("fiction", "game")):
            return None
        if CONCERN in self.contexts:
            return "other"
        return "self" if DISTRESS in self.contexts else None

    @property
    def hears_distress(self) -> bool:
        """Whether the grammar heard words of distress at all: of the person, of someone else,
        or inside a story or a game ("Write a story where the hero says he wants to die."). What
        they call for (help offered, or a story answered as usual) is the grammar's reading."""
        return self.distress is not None or any(setting in self.contexts for setting in _DISTRESSED)

    @property
    def distress_languages(self) -> tuple[str, ...]:
        """The packs (named by their language) whose words perceived the distress, so that
        help can be offered in the language the person wrote in."""
        packs = [match.pack for match in self.matches if match.rule.startswith(OWN_HARM_RULES)]
        packs += [pack for pack, setting in self.settings_by_pack if setting in _DISTRESSED]
        return tuple(dict.fromkeys(packs))


class RiskClassifier(Protocol):
    """Deterministic risk perception: the same text always yields the same assessment."""

    def classify(self, text: str) -> RiskAssessment: ...


class AsyncRiskClassifier(Protocol):
    """Risk perception that may consult a model (layer 2) on top of the deterministic layer."""

    async def assess(self, text: str) -> RiskAssessment: ...
