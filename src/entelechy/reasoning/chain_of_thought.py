"""Chain-of-thought: reason step by step in writing, then reply with the answer alone."""

from __future__ import annotations

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest
from entelechy.reasoning.base import Strategy
from entelechy.reasoning.parsing import parse_chain_of_thought
from entelechy.reasoning.prompts import CHAIN_OF_THOUGHT, with_instruction
from entelechy.reasoning.session import Scope
from entelechy.reasoning.types import explained


class ChainOfThought(Strategy):
    """One call asking for `REASONING:` then `ANSWER:`; only the answer is the reply."""

    technique = "chain-of-thought"

    @property
    def spec(self) -> str:
        return "cot"

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        response = await scope.ask(model, with_instruction(request, CHAIN_OF_THOUGHT))
        sections = parse_chain_of_thought(response.text)
        scope.note(
            explained(sections.reasoning, sections.fallback),
            action="answer",
            observation=sections.answer,
        )
        return sections.answer


def chain_of_thought() -> ChainOfThought:
    return ChainOfThought()
