"""A token budget around any strategy: once it is spent, no further model call starts."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import AnyStrategy, Strategy, technique_of
from entelechy.reasoning.options import check_range
from entelechy.reasoning.session import Scope

MAX_BUDGET = 10_000_000


class Budgeted(Strategy):
    """`inner`, allowed `tokens` (in + out, over every call) per run.

    The budget is checked before each call; a call already running finishes, and so may parallel
    calls started together. The strategy stops with the best answer it has (and the trace says
    so); one with no answer yet fails with a clear error.
    """

    def __init__(self, inner: AnyStrategy, tokens: int) -> None:
        self.inner = inner
        self.tokens = check_range("budget", tokens, 1, MAX_BUDGET)
        self.technique = technique_of(inner)

    @property
    def spec(self) -> str:
        head, slash, tail = str(getattr(self.inner, "spec", "custom")).partition("/")
        head += ("," if ":" in head else ":") + f"budget={self.tokens}"
        return head + slash + tail

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        scope.limit = self.tokens
        scope.delegates = True
        return (await self.inner(request, model)).text


def budgeted(inner: AnyStrategy, tokens: int) -> Budgeted:
    """Run `inner` within `tokens` tokens per reply (a budget of a budget keeps the tighter)."""
    if isinstance(inner, Budgeted):
        return Budgeted(
            inner.inner, min(inner.tokens, check_range("budget", tokens, 1, MAX_BUDGET))
        )
    return Budgeted(inner, tokens)
