"""Step-back: name the principle behind the question first, then answer with it in mind."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import AnyStrategy, Strategy, attempt
from entelechy.reasoning.options import spec_of
from entelechy.reasoning.parsing import Principle, parse_principle
from entelechy.reasoning.passthrough import passthrough
from entelechy.reasoning.prompts import STEP_BACK, with_instruction, with_principle
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import explained


class StepBack(Strategy):
    """One call asks for a `PRINCIPLE:`; `finalizer` answers with the principle in its prompt.

    When the principle cannot be had (a failed call, nothing usable), the finalizer answers
    without it and the trace says so.
    """

    technique = "step-back"

    def __init__(self, finalizer: AnyStrategy) -> None:
        self.finalizer = finalizer

    @property
    def spec(self) -> str:
        return spec_of("step-back", {}, self.finalizer)

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        asked = with_instruction(request, STEP_BACK)
        response = await attempt(scope, "principle", scope.ask(model, asked))
        principle = parse_principle(response.text) if response is not None else Principle("")
        if response is not None:
            scope.note(explained(principle.text, principle.fallback), action="principle")
        framed = with_principle(request, principle.text) if principle.text else request
        return (await self.finalizer(framed, model)).text


def step_back(finalizer: AnyStrategy | None = None) -> StepBack:
    """Step back to a principle, then answer with `finalizer` (a plain reply by default)."""
    return StepBack(finalizer or passthrough())
