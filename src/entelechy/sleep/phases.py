"""The five phases of a sleep: what each asks of the model, within what budget, and what a
failure leaves (an empty phase, never an aborted sleep).

N1 needs no model: it snapshots recent interactions as fragments. N2, N3 and N4 each ask for one
sentence (the emotional charge, the durable insight, what is safe to discard) and run in
parallel. REM asks for one to three dreams with a teleological value, as JSON constrained by a
schema where the model supports it and as plain text otherwise.
"""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field
from typing import Any, Literal

from entelechy.clock import Clock
from entelechy.errors import ConfigurationError
from entelechy.models.protocol import Model
from entelechy.models.secrets import scrub
from entelechy.models.types import ChatMessage, ModelRequest, Usage
from entelechy.reasoning.session import Session
from entelechy.reasoning.types import ModelCallRecord
from entelechy.sleep.parsing import ParsedDream, clean_summary, echoes, parse_dreams
from entelechy.telemetry.tracing import span

Phase = Literal["N1", "N2", "N3", "N4", "REM"]
PHASES: tuple[Phase, ...] = ("N1", "N2", "N3", "N4", "REM")
NREM: tuple[Phase, ...] = ("N2", "N3", "N4")
PROPORTIONS: dict[str, float] = {"N1": 0.10, "N2": 0.20, "N3": 0.15, "N4": 0.10, "REM": 0.45}
FRAGMENT_CHARS = 120
PhaseOutcome = Literal["ok", "empty", "failed"]
_EMPTY: dict[str, Any] = {"kind": "empty"}

_ASKS = {
    "N2": "In one sentence, name the emotional charge these interactions left.",
    "N3": "In one sentence, state the durable insight from these interactions that is worth "
    "keeping about yourself or the people you talk with.",
    "N4": "In one sentence, say what in these interactions is mere noise, safe to forget.",
}
_REM_TEXT_FORMAT = (
    "Write one to three dreams. Each dream is one paragraph of three to six sentences, followed "
    "by a line of its own of the form\nTELEOLOGICAL_VALUE: 0.NN\nwhere the value, from 0.00 to "
    "1.00, says how much the dream serves who you are becoming. Write nothing else."
)
_REM_JSON_FORMAT = (
    'Answer with JSON: {"dreams": [{"narrative": "three to six sentences", '
    '"teleological_value": a number from 0 to 1}]}, with one to three dreams. The value says how '
    "much the dream serves who you are becoming."
)
REM_SCHEMA: dict[str, Any] = {
    "type": "object",
    "properties": {
        "dreams": {
            "type": "array",
            "minItems": 1,
            "maxItems": 3,
            "items": {
                "type": "object",
                "properties": {
                    "narrative": {"type": "string"},
                    "teleological_value": {"type": "number", "minimum": 0, "maximum": 1},
                },
                "required": ["narrative", "teleological_value"],
            },
        }
    },
    "required": ["dreams"],
}


@dataclass(frozen=True)
class SleepSettings:
    """The budgets of one sleep. Durations in the record are nominal: the phases' shares of
    `nominal_seconds`, as the specification lays a sleep out; real elapsed time is kept too."""

    nominal_seconds: float = 60.0
    summary_tokens: int = 128
    rem_tokens: int = 512
    max_dreams: int = 3
    call_timeout: float = 120.0
    max_interactions: int = 64
    temperature: float = 0.7

    def __post_init__(self) -> None:
        if not 1 <= self.max_dreams <= 3:
            raise ConfigurationError(
                f"max_dreams is {self.max_dreams}; a sleep dreams one to three dreams."
            )
        if self.nominal_seconds <= 0 or self.call_timeout <= 0:
            raise ConfigurationError("a sleep's nominal length and call timeout must be positive.")

    def budget(self, phase: Phase) -> int | None:
        return None if phase == "N1" else self.rem_tokens if phase == "REM" else self.summary_tokens


@dataclass(frozen=True)
class Interaction:
    """One exchange considered by N1: what the person said and what the mind answered."""

    prompt: str
    reply: str
    refused: bool
    at: str
    user_id: str
    message_ids: tuple[str, ...]
    episode_id: str | None = None
    speaker: str | None = None
    """Who spoke, for an imported turn (which has no reply of the mind's)."""

    def fragment(self) -> str:
        if not self.message_ids:
            return f'{self.speaker or "user"}: "{_clip(self.prompt)}"'
        refused = " [refused]" if self.refused else ""
        return f'user: "{_clip(self.prompt)}"{refused} -> reply: "{_clip(self.reply)}"'


@dataclass(frozen=True)
class Induction:
    """What the dream is asked to be about, and by whom (a ticket's id when it came from one)."""

    scenario: str
    desired_learning: str
    induced_by: Literal["governor", "creator"]
    emotional_tone: str | None = None
    ticket_id: str | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.ticket_id,
            "scenario": self.scenario,
            "desired_learning": self.desired_learning,
            "emotional_tone": self.emotional_tone,
            "induced_by": self.induced_by,
        }


@dataclass
class PhaseResult:
    phase: Phase
    content: dict[str, Any]
    outcome: PhaseOutcome
    error: str | None = None
    calls: list[ModelCallRecord] = field(default_factory=list)
    elapsed_ms: float = 0.0
    dreams: list[ParsedDream] = field(default_factory=list)

    @property
    def usage(self) -> Usage:
        total = Usage()
        for call in self.calls:
            total += call.response.usage
        return total


def n1(interactions: list[Interaction]) -> PhaseResult:
    fragments = [interaction.fragment() for interaction in interactions]
    content = {"kind": "fragments", "fragments": fragments} if fragments else {"kind": "empty"}
    return PhaseResult("N1", content, "ok" if fragments else "empty")


@dataclass(frozen=True)
class PhaseRunner:
    """Asks `model` for the phases of one sleep of `persona`, within `settings`' budgets."""

    model: Model
    clock: Clock
    persona: str
    settings: SleepSettings

    async def nrem(self, fragments: list[str]) -> list[PhaseResult]:
        """N2, N3 and N4 in parallel; each failure is an empty phase of its own."""
        return list(await asyncio.gather(*(self._summary(p, fragments) for p in NREM)))

    async def _summary(self, phase: Phase, fragments: list[str]) -> PhaseResult:
        request = ModelRequest(
            system=_system(self.persona),
            messages=(ChatMessage(role="user", content=f"{_day(fragments)}\n\n{_ASKS[phase]}"),),
            max_output_tokens=self.settings.summary_tokens,
            temperature=self.settings.temperature,
        )
        result = await _ask(self.model, self.clock, phase, request, self.settings)
        if result.outcome == "ok":
            summary = clean_summary(result.content.pop("text"))
            result.content = {"kind": "summary", "summary": summary} if summary else _EMPTY
            result.outcome = "ok" if summary else "empty"
        return result

    async def rem(
        self, fragments: list[str], summaries: dict[str, str], induction: Induction | None
    ) -> PhaseResult:
        structured = self.model.capabilities.json_schema
        prompt = _rem_prompt(fragments, summaries, induction, structured=structured)
        request = ModelRequest(
            system=_system(self.persona),
            messages=(ChatMessage(role="user", content=prompt),),
            max_output_tokens=self.settings.rem_tokens,
            temperature=self.settings.temperature,
            response_schema=REM_SCHEMA if structured else None,
        )
        result = await _ask(self.model, self.clock, "REM", request, self.settings)
        if result.outcome == "ok":
            found = parse_dreams(result.content.pop("text"), self.settings.max_dreams)
            result.dreams = echoes(found, _REM_TEXT_FORMAT + " " + _REM_JSON_FORMAT)
            result.content = dict(_EMPTY)
            result.outcome = "ok" if result.dreams else "empty"
        return result


async def _ask(
    model: Model, clock: Clock, phase: Phase, request: ModelRequest, settings: SleepSettings
) -> PhaseResult:
    """One recorded call; any failure (error, timeout, a broken adapter) is an empty phase."""
    session = Session(clock)
    started = time.perf_counter()
    try:
        with span(f"entelechy.sleep.{phase}"):
            response = await asyncio.wait_for(
                session.direct(model, request, f"sleep:{phase}"), timeout=settings.call_timeout
            )
    except TimeoutError:
        error = f"no answer within {settings.call_timeout:g} s"
        return _failed(phase, session, started, error)
    except Exception as failure:  # a failing phase becomes empty; it never aborts the sleep
        return _failed(phase, session, started, scrub(f"{type(failure).__name__}: {failure}"))
    elapsed = (time.perf_counter() - started) * 1000
    return PhaseResult(phase, {"text": response.text}, "ok", None, session.calls, elapsed)


def _failed(phase: Phase, session: Session, started: float, error: str) -> PhaseResult:
    elapsed = (time.perf_counter() - started) * 1000
    return PhaseResult(phase, {"kind": "empty"}, "failed", error, session.calls, elapsed)


def _system(persona: str) -> str:
    return (
        f"You are {persona}, asleep. You look back on your recent interactions to consolidate "
        "what matters. Be brief and concrete."
    )


def _day(fragments: list[str]) -> str:
    if not fragments:
        return "There were no interactions since your last sleep."
    return "Your recent interactions:\n" + "\n".join(f"- {line}" for line in fragments)


def _rem_prompt(
    fragments: list[str],
    summaries: dict[str, str],
    induction: Induction | None,
    *,
    structured: bool,
) -> str:
    parts = [_day(fragments)]
    labels = {"N2": "Emotional charge", "N3": "Insight worth keeping", "N4": "Safe to forget"}
    noted = [f"{labels[phase]}: {text}" for phase, text in summaries.items() if text]
    if noted:
        parts.append("\n".join(noted))
    if induction is not None:
        tone = f"\nTone: {induction.emotional_tone}" if induction.emotional_tone else ""
        parts.append(
            f"Dream about this scenario: {induction.scenario}\n"
            f"What the dream should teach you: {induction.desired_learning}{tone}"
        )
    parts.append(_REM_JSON_FORMAT if structured else _REM_TEXT_FORMAT)
    return "\n\n".join(parts)


def _clip(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= FRAGMENT_CHARS else flat[: FRAGMENT_CHARS - 1] + "…"


def layout(start_seconds: float = 0.0, nominal: float = 60.0) -> dict[str, tuple[float, float]]:
    """Each phase's (offset, duration) in seconds within a sleep of `nominal` seconds."""
    offsets: dict[str, tuple[float, float]] = {}
    offset = start_seconds
    for phase in PHASES:
        duration = round(PROPORTIONS[phase] * nominal, 3)
        offsets[phase] = (round(offset, 3), duration)
        offset += duration
    return offsets
