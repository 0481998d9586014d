"""The shared state of one reasoning run: clock, steps, model calls, token budget, tool review.

A strategy is a plain async callable `(request, model)`, so what it shares with the strategies it
wraps travels in a context variable rather than in its signature: each strategy call opens a
`Scope` under the current one. A scope sees every step and call made inside it (its own and its
inner strategies'), and the `Session` at the root sees them all in the order they happened, which
is what the reply pipeline records — even when the run fails or is cancelled half-way.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar

from entelechy.clock import Clock, SystemClock, format_timestamp
from entelechy.errors import ModelError
from entelechy.models.observed import observed
from entelechy.models.protocol import Model, collect
from entelechy.models.secrets import scrub
from entelechy.models.types import (
    Completed,
    FinishReason,
    ModelRequest,
    ModelResponse,
    TextDelta,
    Usage,
)
from entelechy.reasoning.review import APPROVE_ALL, ToolReviewer
from entelechy.reasoning.types import (
    BudgetSpent,
    CallOutcome,
    ModelCallRecord,
    ReasoningResult,
    Step,
    clip,
    total_usage,
)

DeltaSink = Callable[[str], Awaitable[None]]
REPLY_PURPOSE = "reply"
"""The purpose of the one call of a plain (passthrough) reply, as before strategies existed."""

_CURRENT: ContextVar[Scope | None] = ContextVar("entelechy_reasoning_scope", default=None)


class Session:
    """Everything one reasoning run records, in order."""

    def __init__(
        self,
        clock: Clock | None = None,
        *,
        reviewer: ToolReviewer | None = None,
        on_delta: DeltaSink | None = None,
    ) -> None:
        self.clock = clock or SystemClock()
        self.reviewer = reviewer or APPROVE_ALL
        self.on_delta = on_delta
        self.steps: list[Step] = []
        self.calls: list[ModelCallRecord] = []
        self.streamed = False

    def root(self, technique: str) -> Scope:
        return Scope(self, None, technique)

    @property
    def usage(self) -> Usage:
        """Tokens of every call recorded so far."""
        return total_usage(self.calls)

    async def direct(self, model: Model, request: ModelRequest, purpose: str) -> ModelResponse:
        """One plain call outside any strategy (a redirect, say), recorded like the rest."""
        return await Scope(self, None, "direct", purpose).ask(model, request)


class Scope:
    """One strategy call inside a session: its steps, its calls, its budget."""

    def __init__(
        self,
        session: Session,
        parent: Scope | None,
        technique: str,
        purpose: str | None = None,
    ) -> None:
        self.session = session
        self.parent = parent
        self.technique = technique
        self.purpose = purpose
        """What its calls are recorded as; by default the technique's own name."""
        self.limit: int | None = None
        self.steps: list[Step] = []
        self.calls: list[ModelCallRecord] = []
        self.usage = Usage()
        self.stopped: str | None = None
        self.delegates = False
        """Set by a strategy whose answer is its inner strategy's, unchanged (a budget)."""
        self.final = parent is None
        """Whether this scope's answer is the reply itself (so its final call may stream)."""
        self._budget_noted = False

    def child(self, technique: str) -> Scope:
        scope = Scope(self.session, self, technique)
        scope.final = self.final and self.delegates
        return scope

    def _lineage(self) -> list[Scope]:
        chain: list[Scope] = []
        scope: Scope | None = self
        while scope is not None:
            chain.append(scope)
            scope = scope.parent
        return chain

    def note(self, thought: str, action: str | None = None, observation: str | None = None) -> Step:
        """Add a step to the trace, stamped by the session's clock."""
        step = Step(
            index=len(self.session.steps),
            technique=self.technique,
            thought=clip(thought),
            action=None if action is None else clip(action),
            observation=None if observation is None else clip(observation),
            timestamp=format_timestamp(self.session.clock.now()),
        )
        self.session.steps.append(step)
        for scope in self._lineage():
            scope.steps.append(step)
        return step

    def stop(self, reason: str) -> None:
        """Mark this scope and those around it as stopped early (e.g. by the budget)."""
        for scope in self._lineage():
            scope.stopped = scope.stopped or reason

    def check_budget(self) -> None:
        """Raise `BudgetSpent` (noting it once in the trace) when no further call is allowed."""
        for scope in self._lineage():
            if scope.limit is not None and scope.usage.total >= scope.limit:
                if not scope._budget_noted:
                    scope._budget_noted = True
                    self.note(
                        f"The token budget is spent ({scope.usage.total} of {scope.limit} "
                        "tokens used); no further model call is made.",
                        action="stop: budget",
                    )
                raise BudgetSpent(scope.usage.total, scope.limit)

    async def ask(
        self, model: Model, request: ModelRequest, *, final: bool = False
    ) -> ModelResponse:
        """Call the model and record the call; `final` streams it when its answer is the reply."""
        self.check_budget()
        sink = self.session.on_delta if final and self.final else None
        started = time.perf_counter()
        try:
            response = await observed(
                model, request, self._purpose(), lambda: _call(model, request, sink)
            )
        except asyncio.CancelledError:
            self._record(_failed(model, "cancelled", started), "cancelled", "cancelled")
            raise
        except ModelError as error:
            self._record(_failed(model, "error", started), "error", scrub(str(error)))
            raise
        if sink is not None:
            self.session.streamed = True
        self._record(response, "ok", None)
        return response

    def _purpose(self) -> str:
        return self.purpose or (
            REPLY_PURPOSE if self.technique == "passthrough" else f"reasoning:{self.technique}"
        )

    def _record(self, response: ModelResponse, outcome: CallOutcome, error: str | None) -> None:
        call = ModelCallRecord(self._purpose(), response, outcome, error)
        self.session.calls.append(call)
        for scope in self._lineage():
            scope.calls.append(call)
            scope.usage = scope.usage + response.usage

    def result(self, text: str, stopped: str | None = None) -> ReasoningResult:
        return ReasoningResult(text, self.usage, tuple(self.steps), tuple(self.calls), stopped)


def current_scope() -> Scope | None:
    """The scope of the strategy running in this task, if any."""
    return _CURRENT.get()


@contextmanager
def entered(scope: Scope) -> Iterator[Scope]:
    """Make `scope` current for the strategies called inside the block."""
    token = _CURRENT.set(scope)
    try:
        yield scope
    finally:
        _CURRENT.reset(token)


async def _call(model: Model, request: ModelRequest, sink: DeltaSink | None) -> ModelResponse:
    """Streamed where the model can (so cancelling stops generation at once), else one call."""
    if not model.capabilities.streaming:
        return await model.generate(request)
    if sink is None:
        return await collect(model.stream(request), model.provider)
    async for event in model.stream(request):
        if isinstance(event, TextDelta):
            await sink(event.text)
        elif isinstance(event, Completed):
            return event.response
    raise ModelError("the stream ended without a final response.", provider=model.provider)


def _failed(model: Model, finish: FinishReason, started: float) -> ModelResponse:
    return ModelResponse(
        text="",
        provider=model.provider,
        model=model.model_id,
        finish_reason=finish,
        latency_ms=(time.perf_counter() - started) * 1000,
    )
