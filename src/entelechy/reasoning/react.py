"""ReAct: think, act with a tool, observe, and repeat until there is an answer.

Where the model calls tools natively (`model.capabilities.tools`) the tools go in the request and
their results come back as `tool` messages; otherwise a text protocol is used (`Thought:`,
`Action: tool[args]`, `Observation:`, `Answer:`). Every call is reviewed before it runs (action
kind `tool-call`); refusals, unknown tools and tool errors become observations the model sees.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable, Mapping
from typing import Any

from entelechy.models.protocol import Model
from entelechy.models.types import ChatMessage, ModelRequest, ModelResponse
from entelechy.reasoning.base import Strategy, attempt
from entelechy.reasoning.options import check_range, spec_of
from entelechy.reasoning.parsing import ReactTurn, parse_react
from entelechy.reasoning.prompts import (
    REACT,
    REACT_FINISH,
    REACT_NATIVE,
    follow_up,
    with_instruction,
)
from entelechy.reasoning.review import TOOL_CALL_ACTION, ToolDecision, ToolReviewer
from entelechy.reasoning.session import Scope
from entelechy.reasoning.tools import Tool, as_tools
from entelechy.reasoning.types import BudgetSpent, explained

MAX_STEPS = 20
OBSERVATION = "Observation:"


class React(Strategy):
    """Up to `max_steps` model turns with `tools`; then one last turn must answer."""

    technique = "react"

    def __init__(
        self, tools: Mapping[str, Tool], max_steps: int, reviewer: ToolReviewer | None = None
    ) -> None:
        self.tools = dict(tools)
        self.max_steps = check_range("max_steps", max_steps, 1, MAX_STEPS)
        self.reviewer = reviewer

    @property
    def spec(self) -> str:
        names = "+".join(self.tools) or "none"
        return spec_of("react", {"max_steps": self.max_steps, "tools": names})

    async def run(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        if model.capabilities.tools:
            return await self._native(request, model, scope)
        return await self._text(request, model, scope)

    async def _text(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        listing = "\n".join(f"- {item.signature()}" for item in self.tools.values())
        conversation = with_instruction(request, f"{REACT}\n{listing or '(none)'}")
        conversation = conversation.model_copy(update={"stop": (*request.stop, OBSERVATION)})
        last_thought = ""
        for _ in range(self.max_steps):
            response = await _turn(scope, model, conversation)
            if response is None:
                return _best_so_far(scope, last_thought)
            turn = parse_react(response.text)
            if turn.tool is None:
                return _answered(scope, turn)
            item = self.tools.get(turn.tool)
            arguments = item.arguments_from_text(turn.arguments) if item else {}
            observation = await self._act(scope, turn.thought, turn.tool, arguments, turn.arguments)
            conversation = follow_up(
                conversation,
                ChatMessage(role="assistant", content=response.text.strip()),
                ChatMessage(role="user", content=f"{OBSERVATION} {observation}"),
            )
            last_thought = turn.thought or last_thought
        finish = follow_up(conversation, ChatMessage(role="user", content=REACT_FINISH))
        return await self._finish(scope, model, finish, _text_turn, last_thought)

    async def _native(self, request: ModelRequest, model: Model, scope: Scope) -> str:
        specs = tuple(item.spec() for item in self.tools.values())
        conversation = with_instruction(request, REACT_NATIVE).model_copy(update={"tools": specs})
        last_thought = ""
        for _ in range(self.max_steps):
            response = await _turn(scope, model, conversation)
            if response is None:
                return _best_so_far(scope, last_thought)
            if not response.tool_calls:
                return _answered(scope, ReactTurn("", answer=response.text.strip()))
            results = [
                ChatMessage(
                    role="tool",
                    tool_call_id=call.id,
                    content=await self._act(
                        scope, response.text.strip(), call.name, call.arguments
                    ),
                )
                for call in response.tool_calls
            ]
            said = ChatMessage(
                role="assistant", content=response.text, tool_calls=response.tool_calls
            )
            conversation = follow_up(conversation, said, *results)
            last_thought = response.text.strip() or last_thought
        finish = follow_up(conversation, ChatMessage(role="user", content=REACT_FINISH))
        return await self._finish(scope, model, finish, _native_turn, last_thought)

    async def _act(
        self,
        scope: Scope,
        thought: str,
        name: str,
        arguments: Mapping[str, Any],
        written: str | None = None,
    ) -> str:
        """Review and run one tool call; its observation, whatever happens."""
        shown = f"{name}[{written if written is not None else _json(arguments)}]"
        item = self.tools.get(name)
        if item is None:
            known = ", ".join(self.tools) or "none"
            observation = f"there is no tool called {name!r}; the tools are: {known}"
        else:
            decision = await self._review(scope, name, arguments)
            allowed = decision.allowed
            observation = await item.invoke(arguments) if allowed else f"refused: {decision.reason}"
        scope.note(thought, action=shown, observation=observation)
        return observation

    async def _review(self, scope: Scope, name: str, arguments: Mapping[str, Any]) -> ToolDecision:
        reviewer = self.reviewer or scope.session.reviewer
        try:
            decision = await reviewer.review_tool_call(name, arguments, tuple(scope.session.steps))
        except Exception as error:
            decision = ToolDecision(False, f"the review failed ({error}), so the call is refused")
        verdict = "allowed" if decision.allowed else "refused"
        scope.note(
            f"Review of the {TOOL_CALL_ACTION} before it runs.",
            action=f"review {TOOL_CALL_ACTION}: {name} {_json(arguments)}",
            observation=f"{verdict}: {decision.reason}",
        )
        return decision

    async def _finish(
        self,
        scope: Scope,
        model: Model,
        request: ModelRequest,
        read: Callable[[ModelResponse], ReactTurn],
        last_thought: str,
    ) -> str:
        scope.note(
            f"No answer after {self.max_steps} steps; one last turn must answer.",
            action="stop: step limit",
        )
        response = await attempt(scope, "final answer", scope.ask(model, request))
        turn = read(response) if response is not None else None
        if turn is None or turn.tool is not None:
            return _best_so_far(scope, (turn.thought if turn else "") or last_thought)
        return _answered(scope, turn)


async def _turn(scope: Scope, model: Model, request: ModelRequest) -> ModelResponse | None:
    try:
        return await scope.ask(model, request)
    except BudgetSpent:
        scope.stop("budget")
        return None


def _answered(scope: Scope, turn: ReactTurn) -> str:
    answer = turn.answer or ""
    scope.note(explained(turn.thought, turn.fallback), action="answer", observation=answer)
    return answer


def _best_so_far(scope: Scope, last_thought: str) -> str:
    scope.note(
        "Stopped before an answer: the last thought is the reply.",
        action="stop",
        observation=last_thought,
    )
    return last_thought


def _text_turn(response: ModelResponse) -> ReactTurn:
    return parse_react(response.text)


def _native_turn(response: ModelResponse) -> ReactTurn:
    """The tools stay in the last request (some providers require them once tool calls are in
    the conversation), so the model may still ask for one: that is not an answer."""
    if response.tool_calls:
        return ReactTurn(response.text.strip(), tool=response.tool_calls[0].name)
    return ReactTurn("", answer=response.text.strip())


def _json(arguments: Mapping[str, Any]) -> str:
    return json.dumps(dict(arguments), ensure_ascii=False, sort_keys=True, default=str)


def react(
    tools: Iterable[Tool | Callable[..., Any]] | Mapping[str, Tool] = (),
    max_steps: int = 5,
    reviewer: ToolReviewer | None = None,
) -> React:
    """Reason and act with `tools` (Tools or plain functions) for up to `max_steps` turns.

    `reviewer` overrides the reviewer of the mind running the strategy.
    """
    described = dict(tools) if isinstance(tools, Mapping) else as_tools(tools)
    return React(described, max_steps, reviewer)
