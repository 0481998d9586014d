"""ReAct and its tools: the text protocol, native tool calls, review, and every kind of fault."""

from __future__ import annotations

import asyncio
from collections.abc import Mapping, Sequence
from typing import Any

import pytest

from entelechy.errors import ConfigurationError
from entelechy.models import (
    Capabilities,
    ChatMessage,
    ModelRequest,
    ModelResponse,
    ScriptedModel,
    ToolCall,
    Usage,
)
from entelechy.reasoning import (
    Session,
    Step,
    ToolDecision,
    budgeted,
    react,
    registered_tools,
    think,
    tool,
)
from entelechy.reasoning.builtin_tools import calculate

REQUEST = ModelRequest(messages=(ChatMessage(role="user", content="What is 17 times 3?"),))
TEXT_ONLY = Capabilities(streaming=True, tools=False)


def _text_model(*replies: str) -> ScriptedModel:
    return ScriptedModel(list(replies), capabilities=TEXT_ONLY)


async def lookup(city: str, units: str = "metric") -> dict[str, Any]:
    """Look up the weather in a city.

    Longer explanation that is not part of the description.
    """
    return {"city": city, "units": units, "temperature": 21}


class Refuser:
    def __init__(self) -> None:
        self.seen: list[tuple[str, dict[str, Any], int]] = []

    async def review_tool_call(
        self, name: str, arguments: Mapping[str, Any], trace: Sequence[Step]
    ) -> ToolDecision:
        self.seen.append((name, dict(arguments), len(trace)))
        return ToolDecision(False, "tool use is not allowed for this person")


async def test_the_text_protocol_runs_a_tool_and_answers() -> None:
    model = _text_model("Thought: multiply\nAction: calculate[17*3]", "Thought: done\nAnswer: 51")
    result = await think(react(registered_tools().values()), REQUEST, model)
    assert result.text == "51"
    review, used, answered = result.trace
    assert review.action == 'review tool-call: calculate {"expression": "17*3"}'
    assert review.observation == "allowed: no reviewer is configured"
    assert (used.thought, used.action, used.observation) == ("multiply", "calculate[17*3]", "51")
    assert (answered.action, answered.observation) == ("answer", "51")
    second = model.requests[1]
    assert [m.role for m in second.messages][-2:] == ["assistant", "user"]
    assert second.messages[-1].content == "Observation: 51"
    assert "Observation:" in second.stop
    assert "calculate(expression: string)" in (second.system or "")
    assert {call.purpose for call in result.calls} == {"reasoning:react"}


@pytest.mark.parametrize(
    ("action", "observation"),
    [
        ("Action: weather[Lisbon]", "there is no tool called 'weather'; the tools are: lookup"),
        ("Action: lookup[]", "invalid arguments for lookup: city: Field required"),
        ('Action: lookup["Evora"]', '{"city": "Evora", "units": "metric", "temperature": 21}'),
        (
            'Action: lookup[{"city": "Porto", "units": "imperial"}]',
            '{"city": "Porto", "units": "imperial", "temperature": 21}',
        ),
        (
            "Action: lookup[city=Faro, units=metric]",
            '{"city": "Faro", "units": "metric", "temperature": 21}',
        ),
        (
            'Action: lookup["Braga", "kelvin"]',
            '{"city": "Braga", "units": "kelvin", "temperature": 21}',
        ),
    ],
)
async def test_tool_outcomes_become_observations(action: str, observation: str) -> None:
    model = _text_model(action, "Answer: fine")
    result = await think(react([lookup]), REQUEST, model)
    assert result.text == "fine"
    assert [s.observation for s in result.trace if s.action and "[" in s.action] == [observation]


async def test_a_tool_that_raises_or_hangs_is_an_observation() -> None:
    async def broken(x: int) -> int:
        raise RuntimeError("disk on fire")

    async def slow(x: int) -> int:
        await asyncio.sleep(10)
        return x

    tools = [tool(broken), tool(slow, timeout=0.05)]
    model = _text_model("Action: broken[1]", "Action: slow[2]", "Answer: gave up")
    result = await think(react(tools), REQUEST, model)
    observations = [s.observation for s in result.trace if s.action and "[" in s.action]
    assert observations == [
        "broken failed: RuntimeError: disk on fire",
        "slow did not answer within 0.05 seconds",
    ]
    assert result.text == "gave up"


async def test_a_refused_tool_call_never_runs_and_is_observed() -> None:
    ran: list[str] = []

    async def delete_everything(confirm: bool) -> str:
        ran.append("ran")
        return "deleted"

    refuser = Refuser()
    model = _text_model("Action: delete_everything[true]", "Answer: I may not do that.")
    result = await think(react([delete_everything], reviewer=refuser), REQUEST, model)
    assert ran == []
    assert refuser.seen == [("delete_everything", {"confirm": "true"}, 0)]
    review, used, _ = result.trace
    assert review.observation == "refused: tool use is not allowed for this person"
    assert used.observation == "refused: tool use is not allowed for this person"
    assert result.text == "I may not do that."


async def test_the_sessions_reviewer_is_used_and_a_failing_review_refuses() -> None:
    class Broken:
        async def review_tool_call(self, name: str, arguments: Any, trace: Any) -> ToolDecision:
            raise ConnectionError("governor unreachable")

    model = _text_model("Action: calculate[1+1]", "Answer: 2")
    session = Session(reviewer=Broken())
    result = await think(react(registered_tools().values()), REQUEST, model, session)
    assert result.trace[0].observation is not None
    assert result.trace[0].observation.startswith(
        "refused: the review failed (governor unreachable)"
    )
    assert result.trace[1].observation == result.trace[0].observation


async def test_the_step_limit_asks_for_a_final_answer() -> None:
    model = _text_model("Action: calculate[1+1]", "Action: calculate[2+2]", "Answer: 4")
    result = await think(react(registered_tools().values(), max_steps=2), REQUEST, model)
    assert result.text == "4"
    assert any(step.action == "stop: step limit" for step in result.trace)
    assert "used all your turns" in model.requests[-1].messages[-1].content


async def test_a_final_turn_that_still_wants_a_tool_replies_with_its_thought() -> None:
    model = _text_model(
        "Thought: add\nAction: calculate[1+1]", "Thought: more\nAction: calculate[2]"
    )
    result = await think(react(registered_tools().values(), max_steps=1), REQUEST, model)
    assert result.text == "more"
    assert result.trace[-1].action == "stop"


async def test_the_budget_stops_react_with_its_last_thought() -> None:
    model = ScriptedModel(
        default="Thought: keep adding\nAction: calculate[1+1]", capabilities=TEXT_ONLY
    )
    result = await think(budgeted(react(registered_tools().values()), 100), REQUEST, model)
    assert result.stopped == "budget"
    assert result.text == "keep adding"


async def test_native_tool_calls_are_used_where_the_model_has_them() -> None:
    def script(request: ModelRequest) -> ModelResponse:
        if request.messages[-1].role == "tool":
            return ModelResponse("It is 51.", "scripted", "native", Usage(30, 3))
        call = ToolCall(id="c1", name="calculate", arguments={"expression": "17*3"})
        return ModelResponse("", "scripted", "native", Usage(20, 5), "tool_calls", (call,))

    model = ScriptedModel(script)
    result = await think(react(registered_tools().values()), REQUEST, model)
    assert result.text == "It is 51."
    assert [spec.name for spec in model.requests[0].tools] == ["calculate"]
    last = model.requests[1].messages
    assert (last[-2].role, last[-2].tool_calls[0].id) == ("assistant", "c1")
    assert (last[-1].role, last[-1].tool_call_id, last[-1].content) == ("tool", "c1", "51")
    assert result.usage == Usage(50, 8)
    assert result.trace[1].action == 'calculate[{"expression": "17*3"}]'


async def test_native_step_limit_asks_for_an_answer() -> None:
    call = ToolCall(id="c", name="nothing", arguments={})

    def script(request: ModelRequest) -> ModelResponse:
        if "used all your turns" in request.messages[-1].content:
            return ModelResponse("final", "scripted", "native")
        return ModelResponse("", "scripted", "native", tool_calls=(call,))

    model = ScriptedModel(script)
    result = await think(react(registered_tools().values(), max_steps=1), REQUEST, model)
    assert result.text == "final"
    assert "there is no tool called 'nothing'" in (result.trace[0].observation or "")
    assert model.requests[-1].tools == model.requests[0].tools


async def test_a_native_final_turn_that_still_calls_a_tool_is_not_an_answer() -> None:
    call = ToolCall(id="c", name="calculate", arguments={"expression": "1"})
    model = ScriptedModel(
        [
            ModelResponse("Let me add.", "scripted", "native", tool_calls=(call,)),
            ModelResponse("", "scripted", "native", tool_calls=(call,)),
        ]
    )
    result = await think(react(registered_tools().values(), max_steps=1), REQUEST, model)
    assert result.text == "Let me add."
    assert result.trace[-1].action == "stop"


def test_a_schema_comes_from_type_hints() -> None:
    described = tool(lookup)
    assert described.name == "lookup"
    assert described.description == "Look up the weather in a city."
    assert described.parameters == {
        "type": "object",
        "properties": {
            "city": {"type": "string"},
            "units": {"type": "string", "default": "metric"},
        },
        "required": ["city"],
    }


async def test_an_explicit_schema_and_a_sync_function() -> None:
    def shout(text):  # type: ignore[no-untyped-def]
        return text.upper()

    schema = {"type": "object", "properties": {"text": {"type": "string"}}, "required": ["text"]}
    described = tool(shout, schema=schema, description="Upper-cases text.")
    assert described.parameters == schema
    assert await described.invoke({"text": "hi"}) == "HI"
    failed = await described.invoke({})
    assert failed.startswith("shout failed: TypeError:")
    assert "missing 1 required positional argument: 'text'" in failed


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: tool(lambda *a: a, name="va"), "takes \\*args"),
        (lambda: tool(lookup, name="has space"), "cannot be a tool name"),
        (lambda: react([lookup, tool(lookup)]), "same name"),
        (lambda: react(max_steps=0), "max_steps must be"),
    ],
)
def test_bad_tools_are_refused_clearly(make: Any, message: str) -> None:
    with pytest.raises(ConfigurationError, match=message):
        make()


@pytest.mark.parametrize(
    ("expression", "value"),
    [("17*3", "51"), ("2 ^ 10", "1024"), ("(1+2)/4", "0.75"), ("-7 // 2", "-4"), ("10 % 4", "2")],
)
async def test_calculate(expression: str, value: str) -> None:
    assert await calculate(expression) == value


@pytest.mark.parametrize(
    "expression", ["__import__('os')", "2**99999", "10**200", "1/0", "x + 1", "1 +"]
)
async def test_calculate_refuses_what_is_not_bounded_arithmetic(expression: str) -> None:
    observation = await tool(calculate).invoke({"expression": expression})
    assert observation.startswith("calculate failed:")
