"""Passthrough: one call, the model's reply as it is. The default, and the cheapest."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import Strategy
from entelechy.reasoning.session import Scope


class Passthrough(Strategy):
    """Ask once and reply with the answer; streams token by token when it is the whole strategy."""

    technique = "passthrough"
    transparent = True

    @property
    def spec(self) -> str:
        return "passthrough"

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        return (await scope.ask(model, request, final=True)).text


def passthrough() -> Passthrough:
    return Passthrough()
