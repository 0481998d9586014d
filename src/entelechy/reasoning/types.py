"""What a reasoning strategy produces: the answer, what it cost, and every step on the way."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, Literal

from entelechy.errors import ModelError
from entelechy.models.types import ModelResponse, Usage

CallOutcome = Literal["ok", "error", "cancelled"]
STEP_TEXT_LIMIT = 8000


@dataclass(frozen=True)
class Step:
    """One step of a trace: what was thought, what was done, what came back, and when.

    For ReAct `action` is a tool call and `observation` its result; the other techniques use
    `action` to name what the step did (draft, critique, vote…) and `observation` for its outcome.
    """

    index: int
    technique: str
    thought: str
    action: str | None = None
    observation: str | None = None
    timestamp: str = ""

    def to_json(self) -> dict[str, Any]:
        return {
            "index": self.index,
            "technique": self.technique,
            "thought": self.thought,
            "action": self.action,
            "observation": self.observation,
            "timestamp": self.timestamp,
        }


@dataclass(frozen=True)
class ModelCallRecord:
    """One model call made while reasoning, ok or not; the reply pipeline records each."""

    purpose: str
    response: ModelResponse
    outcome: CallOutcome = "ok"
    error: str | None = None


def total_usage(calls: Iterable[ModelCallRecord]) -> Usage:
    """Tokens in and out of every call, summed."""
    total = Usage()
    for call in calls:
        total += call.response.usage
    return total


@dataclass(frozen=True)
class ReasoningResult:
    """The answer of a strategy, the tokens of every call it made, and its trace."""

    text: str
    usage: Usage = field(default_factory=Usage)
    trace: tuple[Step, ...] = ()
    calls: tuple[ModelCallRecord, ...] = ()
    stopped: str | None = None
    """Why the strategy stopped before its natural end (e.g. the token budget), if it did."""


class ReasoningFailed(ModelError):
    """A strategy could not produce any answer; `partial` holds what it did before it stopped."""

    def __init__(
        self, message: str, *, provider: str, partial: ReasoningResult, hint: str | None = None
    ) -> None:
        super().__init__(message, provider=provider, hint=hint)
        self.partial = partial


class BudgetSpent(Exception):
    """Raised inside a strategy when the token budget allows no further model call."""

    def __init__(self, used: int, limit: int) -> None:
        super().__init__(f"the token budget is spent ({used} of {limit} tokens used)")
        self.used = used
        self.limit = limit


def clip(text: str, limit: int = STEP_TEXT_LIMIT) -> str:
    """Bound the text kept in a step, so one runaway generation cannot bloat the record."""
    return text if len(text) <= limit else text[: limit - 1] + "…"


def explained(text: str, fallback: str | None) -> str:
    """A step's thought, with the parser's fallback (if it needed one) stated after it."""
    if fallback is None:
        return text
    return f"{text}\n(fallback: {fallback})" if text else f"(fallback: {fallback})"
