"""Self-consistency: sample several answers in parallel and keep the one they agree on."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import AnyStrategy, Strategy
from entelechy.reasoning.chain_of_thought import chain_of_thought
from entelechy.reasoning.concurrency import settle_all
from entelechy.reasoning.options import check_range, spec_of
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import BudgetSpent, ReasoningResult
from entelechy.reasoning.voting import Voter, majority, voter_name

MAX_SAMPLES = 20


class SelfConsistency(Strategy):
    """`k` samples of `inner` at `temperature`, concurrently; `voter` picks the answer.

    Samples that fail are left out of the vote (and named in the trace); only when every sample
    fails does the strategy fail.
    """

    technique = "self-consistency"

    def __init__(self, inner: AnyStrategy, k: int, voter: Voter, temperature: float = 0.8) -> None:
        self.inner = inner
        self.k = check_range("k", k, 2, MAX_SAMPLES)
        self.voter = voter
        self.temperature = temperature

    @property
    def spec(self) -> str:
        parameters = {"k": self.k, "voter": voter_name(self.voter)}
        return spec_of("self-consistency", parameters, self.inner)

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        sample = request.model_copy(update={"temperature": self.temperature})
        outcomes = await settle_all(self.inner(sample, model) for _ in range(self.k))
        answers = self._answers(outcomes, scope)
        vote = self.voter(answers)
        scope.note(vote.reason, action="vote", observation=answers[vote.index])
        return answers[vote.index]

    @staticmethod
    def _answers(outcomes: list[ReasoningResult | Exception], scope: Scope) -> list[str]:
        answers: list[str] = []
        for number, outcome in enumerate(outcomes, 1):
            if isinstance(outcome, ReasoningResult):
                answers.append(outcome.text)
                continue
            if isinstance(outcome, BudgetSpent):
                scope.stop("budget")
            scope.note(f"sample {number} is left out: {outcome}", action=f"sample {number}")
        if answers:
            return answers
        raise next(o for o in outcomes if isinstance(o, Exception))


def self_consistency(
    inner: AnyStrategy | None = None, k: int = 3, voter: Voter = majority
) -> SelfConsistency:
    """Sample `inner` (chain-of-thought by default) `k` times and vote."""
    return SelfConsistency(inner or chain_of_thought(), k, voter)
