"""The shape every built-in strategy shares, and `think`, the entry point that runs one.

A strategy is an async callable `(request, model) -> ReasoningResult`. Built-ins subclass
`Strategy` and implement `run`, which returns the answer; the base class opens the strategy's
scope, so its steps, calls and budget nest inside whatever strategy wraps it. Any other async
callable with that signature works too (as a whole strategy or as the inner one of a wrapper);
it records calls and steps through `ask` and `note`.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Awaitable, Callable
from typing import TypeVar

from entelechy.errors import ModelError
from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest, ModelResponse
from entelechy.reasoning.session import Scope, Session, current_scope, entered
from entelechy.reasoning.types import BudgetSpent, ReasoningFailed, ReasoningResult

T = TypeVar("T")
StrategyFunction = Callable[[ModelRequest, Model], Awaitable[ReasoningResult]]


class Strategy(ABC):
    """A way to think: one or more model calls that end in an answer."""

    technique: str
    transparent: bool = False
    """A transparent strategy adds no technique of its own: its steps and calls carry the name
    of the strategy around it (passthrough inside self-consistency is self-consistency's call)."""

    @property
    @abstractmethod
    def spec(self) -> str:
        """The spec string that builds this strategy again (see `parse_strategy`)."""

    @abstractmethod
    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        """Think, recording calls and steps through `scope`, and return the answer."""

    async def __call__(self, request: ModelRequest, model: Model) -> ReasoningResult:
        parent = current_scope()
        if parent is None:
            return await think(self, request, model)
        technique = parent.technique if self.transparent else self.technique
        return await self.within(parent.child(technique), request, model)

    async def within(self, scope: Scope, request: ModelRequest, model: Model) -> ReasoningResult:
        with entered(scope):
            text = await self.run(request, model, scope)
        return scope.result(text, scope.stopped)

    def __repr__(self) -> str:
        return f"<strategy {self.spec}>"


AnyStrategy = Strategy | StrategyFunction


def technique_of(strategy: AnyStrategy) -> str:
    return strategy.technique if isinstance(strategy, Strategy) else "custom"


async def think(
    strategy: AnyStrategy,
    request: ModelRequest,
    model: Model,
    session: Session | None = None,
) -> ReasoningResult:
    """Run `strategy` as the top of a reasoning run recorded in `session`.

    A strategy that cannot produce any answer raises `ReasoningFailed` carrying its partial
    trace; a plain reply's model error is raised as it is.
    """
    session = session or Session()
    technique = technique_of(strategy)
    scope = session.root(technique)
    try:
        if isinstance(strategy, Strategy):
            return await strategy.within(scope, request, model)
        with entered(scope):
            return await strategy(request, model)
    except BudgetSpent as spent:
        raise ReasoningFailed(
            f"the token budget ({spent.limit}) was spent before the {technique} strategy had "
            "an answer.",
            provider=model.provider,
            partial=scope.result(""),
            hint="Raise the budget (budget=N in the strategy spec) or choose a cheaper strategy.",
        ) from spent
    except ReasoningFailed:
        raise
    except ModelError as error:
        if technique == "passthrough":
            raise
        raise _failed(technique, scope, error) from error


def _failed(technique: str, scope: Scope, error: ModelError) -> ReasoningFailed:
    cause = str(error.args[0]).removeprefix(f"[{error.provider}] ")
    steps = len(scope.steps)
    return ReasoningFailed(
        f"the {technique} strategy stopped after {steps} step{'s' * (steps != 1)}: {cause}",
        provider=error.provider,
        partial=scope.result(""),
        hint=error.hint or "Its partial trace is recorded; try again or choose another strategy.",
    )


async def attempt(scope: Scope, what: str, work: Awaitable[T]) -> T | None:
    """Await `work`; if a model call fails or the budget is spent, say so and give None.

    Strategies that already hold an answer use this around further calls, so a late failure
    costs the improvement, not the answer.
    """
    try:
        return await work
    except BudgetSpent:
        scope.stop("budget")
        reason = "the token budget is spent"
    except ModelError as error:
        reason = f"it failed: {error}"
    scope.note(f"No {what}: {reason}. Keeping the best answer so far.", action=f"skip: {what}")
    return None


async def ask(model: Model, request: ModelRequest) -> ModelResponse:
    """Call `model`, recorded in the current reasoning run (for strategies written as functions)."""
    scope = current_scope()
    if scope is None:
        return await model.generate(request)
    return await scope.ask(model, request)


def note(thought: str, action: str | None = None, observation: str | None = None) -> None:
    """Add a step to the current reasoning run's trace (a no-op outside of one)."""
    scope = current_scope()
    if scope is not None:
        scope.note(thought, action, observation)
