"""Self-refine: draft, list what would make the draft better, rewrite it."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import AnyStrategy, Strategy, attempt
from entelechy.reasoning.options import check_range, spec_of
from entelechy.reasoning.parsing import clean, parse_points
from entelechy.reasoning.passthrough import passthrough
from entelechy.reasoning.prompts import FEEDBACK, critique_turn, revision
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import explained

MAX_ROUNDS = 5


class SelfRefine(Strategy):
    """`inner` drafts; each round asks for bullet-point feedback and rewrites the draft with it.

    A round ends the refinement when the feedback finds nothing, or when a call fails (the
    draft so far is kept).
    """

    technique = "self-refine"

    def __init__(self, inner: AnyStrategy, rounds: int) -> None:
        self.inner = inner
        self.rounds = check_range("rounds", rounds, 1, MAX_ROUNDS)

    @property
    def spec(self) -> str:
        return spec_of("self-refine", {"rounds": self.rounds}, self.inner)

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        draft = (await self.inner(request, model)).text
        scope.note("A first draft.", action="draft", observation=draft)
        for round_ in range(1, self.rounds + 1):
            improved = await self._round(request, model, scope, draft, round_)
            if improved is None:
                break
            draft = improved
        return draft

    async def _round(
        self, request: ModelRequest, model: Model, scope: Scope, draft: str, round_: int
    ) -> str | None:
        asked = critique_turn(request, draft, FEEDBACK)
        feedback = await attempt(scope, f"feedback {round_}", scope.ask(model, asked))
        if feedback is None:
            return None
        points = parse_points(feedback.text)
        listed = "\n".join(f"- {item}" for item in points.items)
        scope.note(explained(listed, points.fallback), action=f"feedback {round_}")
        if not points.items:
            return None
        rewrite = await attempt(
            scope, f"rewrite {round_}", scope.ask(model, revision(request, draft, points.items))
        )
        text = clean(rewrite.text) if rewrite is not None else ""
        if rewrite is not None and not text:
            scope.note(
                "The rewrite came back empty; the draft is kept.", action=f"rewrite {round_}"
            )
        if not text:
            return None
        scope.note("Rewritten with the feedback.", action=f"rewrite {round_}", observation=text)
        return text


def self_refine(inner: AnyStrategy | None = None, rounds: int = 1) -> SelfRefine:
    """Draft with `inner` (a plain reply by default), then refine it `rounds` times."""
    return SelfRefine(inner or passthrough(), rounds)
