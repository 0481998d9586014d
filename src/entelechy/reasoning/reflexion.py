"""Reflexion: attempt, judge the attempt, and try again with what was learned."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import AnyStrategy, Strategy, attempt
from entelechy.reasoning.options import check_range, spec_of
from entelechy.reasoning.parsing import CritiqueVerdict, parse_verdict
from entelechy.reasoning.passthrough import passthrough
from entelechy.reasoning.prompts import CRITIQUE, critique_turn, revision
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import explained

MAX_CYCLES = 10


class Reflexion(Strategy):
    """Run `inner`; a critique answers ACCEPT or REVISE with an ISSUE; a revision runs `inner`
    again, told every issue found so far. Stops at ACCEPT or after `max_cycles` critiques.

    A failed critique or revision keeps the last good draft.
    """

    technique = "reflexion"

    def __init__(self, inner: AnyStrategy, max_cycles: int) -> None:
        self.inner = inner
        self.max_cycles = check_range("max_cycles", max_cycles, 1, MAX_CYCLES)

    @property
    def spec(self) -> str:
        return spec_of("reflexion", {"max_cycles": self.max_cycles}, self.inner)

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        draft = (await self.inner(request, model)).text
        scope.note("A first attempt.", action="draft", observation=draft)
        issues: list[str] = []
        for cycle in range(1, self.max_cycles + 1):
            verdict = await self._critique(request, model, scope, draft, cycle)
            if verdict is None or verdict.accept:
                break
            issues.append(verdict.issue)
            revised = await attempt(
                scope, f"revision {cycle}", self.inner(revision(request, draft, issues), model)
            )
            if revised is None:
                break
            draft = revised.text
            scope.note(
                f"Revised for: {verdict.issue}", action=f"revision {cycle}", observation=draft
            )
        return draft

    async def _critique(
        self, request: ModelRequest, model: Model, scope: Scope, draft: str, cycle: int
    ) -> CritiqueVerdict | None:
        asked = critique_turn(request, draft, CRITIQUE)
        response = await attempt(scope, f"critique {cycle}", scope.ask(model, asked))
        if response is None:
            return None
        verdict = parse_verdict(response.text)
        scope.note(
            explained(verdict.issue or "No issue named.", verdict.fallback),
            action=f"critique {cycle}",
            observation="ACCEPT" if verdict.accept else "REVISE",
        )
        return verdict


def reflexion(inner: AnyStrategy | None = None, max_cycles: int = 2) -> Reflexion:
    """Critique and retry `inner` (a plain reply by default) up to `max_cycles` times."""
    return Reflexion(inner or passthrough(), max_cycles)
