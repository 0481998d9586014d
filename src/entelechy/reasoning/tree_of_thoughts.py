"""Tree-of-thoughts: several distinct candidate answers in parallel, scored; the best wins."""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import Strategy, ask, attempt
from entelechy.reasoning.concurrency import settle_all
from entelechy.reasoning.options import check_range, spec_of
from entelechy.reasoning.parsing import Score, clean, normalize_answer, parse_score
from entelechy.reasoning.prompts import BRANCH_ANGLES, scoring, synthesis, with_instruction
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import explained

MAX_BRANCHES = 10
Scorer = Callable[[ModelRequest, str, Model], Awaitable[Score | float]]
"""Scores a candidate reply to the request; higher is better. It may call the model through
`entelechy.reasoning.ask` (recorded in the trace) or compute a score without one."""


async def model_scorer(request: ModelRequest, candidate: str, model: Model) -> Score:
    """Ask the model for a 0–10 score; an unreadable score counts as 0 (and says so)."""
    return parse_score((await ask(model, scoring(request, candidate))).text)


class TreeOfThoughts(Strategy):
    """`branches` calls, each told to take a different angle, run concurrently; duplicates are
    dropped; `scorer` rates each; the `top_k` best are kept. With one kept it is the answer;
    with more, a last call combines them (and the best stands if that call fails).
    """

    technique = "tree-of-thoughts"

    def __init__(self, branches: int, top_k: int, scorer: Scorer, temperature: float = 0.9):
        self.branches = check_range("branches", branches, 2, MAX_BRANCHES)
        self.top_k = check_range("top_k", top_k, 1, self.branches)
        self.scorer = scorer
        self.temperature = temperature

    @property
    def spec(self) -> str:
        return spec_of("tot", {"branches": self.branches, "top_k": self.top_k})

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        candidates = await self._branch(request, model, scope)
        scores = await self._score(request, model, scope, candidates)
        ranked = sorted(range(len(candidates)), key=lambda n: (-scores[n], n))
        kept = [candidates[n] for n in ranked[: self.top_k]]
        ranking = ", ".join(f"branch {n + 1}: {scores[n]:.2f}" for n in ranked)
        scope.note(f"Ranked {ranking}.", action=f"keep {len(kept)}", observation=kept[0])
        if len(kept) == 1:
            return kept[0]
        combined = await attempt(scope, "synthesis", scope.ask(model, synthesis(request, kept)))
        text = clean(combined.text) if combined is not None else ""
        if text:
            scope.note("The kept branches are combined.", action="synthesis", observation=text)
        return text or kept[0]

    async def _branch(self, request: ModelRequest, model: Model, scope: Scope) -> list[str]:
        requests = [
            with_instruction(request, BRANCH_ANGLES[n % len(BRANCH_ANGLES)]).model_copy(
                update={"temperature": self.temperature}
            )
            for n in range(self.branches)
        ]
        outcomes = await settle_all(scope.ask(model, branch) for branch in requests)
        candidates: list[str] = []
        for number, outcome in enumerate(outcomes, 1):
            angle = BRANCH_ANGLES[(number - 1) % len(BRANCH_ANGLES)]
            if isinstance(outcome, Exception):
                scope.note(f"{angle} It failed: {outcome}", action=f"branch {number}")
                continue
            text = clean(outcome.text)
            duplicate = normalize_answer(text) in map(normalize_answer, candidates)
            said = f"{angle} The same answer as an earlier branch: dropped." if duplicate else angle
            scope.note(said, action=f"branch {number}", observation=text)
            if text and not duplicate:
                candidates.append(text)
        failure = next((o for o in outcomes if isinstance(o, Exception)), None)
        if not candidates and failure is not None:
            raise failure
        return candidates or [""]

    async def _score(
        self, request: ModelRequest, model: Model, scope: Scope, candidates: Sequence[str]
    ) -> list[float]:
        outcomes = await settle_all(self.scorer(request, text, model) for text in candidates)
        scores: list[float] = []
        for number, outcome in enumerate(outcomes, 1):
            score = _as_score(outcome)
            scope.note(
                explained(f"Candidate {number} scored.", score.fallback),
                action=f"score {number}",
                observation=f"{score.value:.2f}",
            )
            scores.append(score.value)
        return scores


def _as_score(outcome: Score | float | Exception) -> Score:
    if isinstance(outcome, Exception):
        return Score(0.0, f"scoring failed ({outcome}): scored 0")
    if isinstance(outcome, Score):
        return outcome
    value = float(outcome)
    clamped = min(max(value, 0.0), 1.0)
    return Score(clamped, None if clamped == value else "the score was out of range: clamped")


def tree_of_thoughts(
    branches: int = 3, top_k: int = 1, scorer: Scorer = model_scorer
) -> TreeOfThoughts:
    """Explore `branches` candidate answers, keep the `top_k` best by `scorer`."""
    return TreeOfThoughts(branches, top_k, scorer)
