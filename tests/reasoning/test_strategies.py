"""Each strategy on the scripted model: answers, summed tokens, traces, composition, faults."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.clock import ManualClock
from entelechy.errors import ModelError
from entelechy.models import (
    Capabilities,
    ChatMessage,
    ModelRequest,
    ModelResponse,
    ScriptedModel,
    Usage,
)
from entelechy.reasoning import (
    ReasoningFailed,
    ReasoningResult,
    Score,
    Session,
    Step,
    ask,
    budgeted,
    chain_of_thought,
    longest,
    note,
    parse_strategy,
    passthrough,
    reflexion,
    self_consistency,
    self_refine,
    step_back,
    think,
    tree_of_thoughts,
)

REQUEST = ModelRequest(
    system="You are Ada.", messages=(ChatMessage(role="user", content="What is 17 times 3?"),)
)


def _scripted(*replies: str | Exception) -> ScriptedModel:
    return ScriptedModel(list(replies))


def _calls_add_up(result: ReasoningResult) -> None:
    total = sum((call.response.usage for call in result.calls), Usage())
    assert result.usage == total
    assert [step.index for step in result.trace] == list(range(len(result.trace)))


async def test_passthrough_is_one_plain_call_without_steps() -> None:
    model = _scripted("51")
    result = await think(passthrough(), REQUEST, model)
    assert result.text == "51"
    assert result.trace == ()
    assert [call.purpose for call in result.calls] == ["reply"]
    assert model.requests == [REQUEST]
    _calls_add_up(result)


async def test_chain_of_thought_replies_with_the_answer_alone(clock: ManualClock) -> None:
    model = _scripted("REASONING: 17 threes are 51.\nANSWER: 51")
    result = await think(chain_of_thought(), REQUEST, model, Session(clock))
    assert result.text == "51"
    assert result.trace == (
        Step(
            0,
            "chain-of-thought",
            "17 threes are 51.",
            "answer",
            "51",
            "2026-11-30T12:00:00.000000Z",
        ),
    )
    assert [call.purpose for call in result.calls] == ["reasoning:chain-of-thought"]
    system = model.requests[0].system or ""
    assert system.startswith("You are Ada.")
    assert "ANSWER:" in system
    _calls_add_up(result)


async def test_self_consistency_votes_over_concurrent_samples() -> None:
    running = 0
    peak = 0

    class Concurrent(ScriptedModel):
        async def generate(self, request: ModelRequest) -> ModelResponse:
            nonlocal running, peak
            running += 1
            peak = max(peak, running)
            await asyncio.sleep(0.01)
            running -= 1
            return await super().generate(request)

    answers = ["ANSWER: 51", "answer: 51.", "ANSWER: 54", "ANSWER: **51**", "ANSWER: 50"]
    model = Concurrent(answers)
    result = await think(self_consistency(chain_of_thought(), k=5), REQUEST, model)
    assert result.text == "51"
    assert peak == 5
    assert all(request.temperature == 0.8 for request in model.requests)
    vote = result.trace[-1]
    assert (vote.technique, vote.action, vote.thought) == (
        "self-consistency",
        "vote",
        "3 of 5 answers agree",
    )
    assert len(result.calls) == 5
    _calls_add_up(result)


async def test_self_consistency_without_agreement_takes_the_longest() -> None:
    model = _scripted("a", "a longer one", "mid")
    result = await think(self_consistency(passthrough(), k=3), REQUEST, model)
    assert result.text == "a longer one"
    assert "no two of 3 answers agree" in result.trace[-1].thought
    assert {call.purpose for call in result.calls} == {"reasoning:self-consistency"}


async def test_a_custom_voter_decides() -> None:
    result = await think(
        self_consistency(passthrough(), k=2, voter=longest), REQUEST, _scripted("x", "xy")
    )
    assert result.text == "xy"


async def test_failed_samples_are_left_out_of_the_vote() -> None:
    down = ModelError("the provider is down", provider="scripted")
    model = _scripted("ANSWER: 51", down, "ANSWER: 51")
    result = await think(self_consistency(k=3), REQUEST, model)
    assert result.text == "51"
    assert any("sample 2 is left out" in step.thought for step in result.trace)
    assert [call.outcome for call in result.calls].count("error") == 1


async def test_when_every_sample_fails_the_error_carries_the_partial_trace() -> None:
    down = ModelError("the provider is down", provider="scripted", hint="Try later.")
    with pytest.raises(ReasoningFailed, match="self-consistency strategy stopped") as raised:
        await think(self_consistency(k=2), REQUEST, _scripted(down, down))
    partial = raised.value.partial
    assert raised.value.hint == "Try later."
    assert len(partial.trace) == 2
    assert [call.outcome for call in partial.calls] == ["error", "error"]


async def test_a_single_call_failure_is_a_clear_error() -> None:
    down = ModelError("the provider is down", provider="scripted")
    with pytest.raises(ReasoningFailed) as raised:
        await think(chain_of_thought(), REQUEST, _scripted(down))
    assert str(raised.value).startswith("[scripted] the chain-of-thought strategy stopped after 0")
    assert "the provider is down" in str(raised.value)


async def test_a_plain_reply_raises_the_model_error_as_it_is() -> None:
    down = ModelError("the provider is down", provider="scripted")
    with pytest.raises(ModelError) as raised:
        await think(passthrough(), REQUEST, _scripted(down))
    assert raised.value is down


async def test_reflexion_revises_until_accepted() -> None:
    model = _scripted("54", "VERDICT: REVISE\nISSUE: 17 times 3 is not 54", "51", "VERDICT: ACCEPT")
    result = await think(reflexion(max_cycles=3), REQUEST, model)
    assert result.text == "51"
    assert [step.action for step in result.trace] == [
        "draft",
        "critique 1",
        "revision 1",
        "critique 2",
    ]
    revision = model.requests[2].system or ""
    assert "54" in revision
    assert "17 times 3 is not 54" in revision
    _calls_add_up(result)


async def test_reflexion_stops_after_max_cycles() -> None:
    model = ScriptedModel(default="VERDICT: REVISE\nISSUE: again")
    result = await think(reflexion(max_cycles=2), REQUEST, model)
    assert [step.action for step in result.trace].count("critique 2") == 1
    assert len(model.requests) == 5


async def test_reflexion_keeps_the_draft_when_the_critique_fails() -> None:
    down = ModelError("timeout", provider="scripted")
    result = await think(reflexion(), REQUEST, _scripted("51", down))
    assert result.text == "51"
    assert result.trace[-1].action == "skip: critique 1"
    assert "Keeping the best answer so far" in result.trace[-1].thought


async def test_reflexion_around_step_back_composes() -> None:
    model = _scripted(
        "PRINCIPLE: multiplication is repeated addition",
        "54",
        "VERDICT: REVISE\nISSUE: wrong",
        "PRINCIPLE: multiplication",
        "51",
        "VERDICT: ACCEPT",
    )
    result = await think(reflexion(step_back()), REQUEST, model)
    assert result.text == "51"
    techniques = [(step.technique, step.action) for step in result.trace]
    assert techniques[:2] == [("step-back", "principle"), ("reflexion", "draft")]
    assert "repeated addition" in (model.requests[1].system or "")
    purposes = [call.purpose for call in result.calls]
    assert purposes.count("reasoning:step-back") == 4
    assert purposes.count("reasoning:reflexion") == 2


async def test_step_back_without_a_principle_still_answers() -> None:
    down = ModelError("timeout", provider="scripted")
    result = await think(step_back(chain_of_thought()), REQUEST, _scripted(down, "ANSWER: 51"))
    assert result.text == "51"
    assert result.trace[0].action == "skip: principle"


async def test_self_refine_rewrites_with_the_feedback() -> None:
    model = _scripted("51", "- name the unit\n- be brief", "51 (17 × 3)")
    result = await think(self_refine(), REQUEST, model)
    assert result.text == "51 (17 × 3)"
    assert "- name the unit" in (model.requests[2].system or "")
    assert [step.action for step in result.trace] == ["draft", "feedback 1", "rewrite 1"]


async def test_self_refine_stops_when_nothing_needs_to_change() -> None:
    model = _scripted("51", "No changes.")
    result = await think(self_refine(rounds=3), REQUEST, model)
    assert result.text == "51"
    assert len(model.requests) == 2


async def test_tree_of_thoughts_keeps_the_best_scored_branch() -> None:
    def script(request: ModelRequest) -> str:
        if request.system and request.system.startswith("Rate"):
            return "SCORE: 9" if "17 × 3 = 51" in request.messages[0].content else "SCORE: 2"
        return "17 × 3 = 51" if "first principles" in (request.system or "") else "54"

    model = ScriptedModel(script)
    result = await think(tree_of_thoughts(branches=3), REQUEST, model)
    assert result.text == "17 × 3 = 51"
    actions = [step.action for step in result.trace]
    assert actions[:3] == ["branch 1", "branch 2", "branch 3"]
    assert "dropped" in result.trace[2].thought
    assert actions[-1] == "keep 1"
    assert all(request.temperature in (0.9, 0.0) for request in model.requests)


async def test_tree_of_thoughts_combines_the_top_k() -> None:
    async def by_length(request: ModelRequest, candidate: str, model: object) -> float:
        return len(candidate) / 10

    model = _scripted("a", "bb", "ccc", "bb and ccc")
    result = await think(tree_of_thoughts(3, top_k=2, scorer=by_length), REQUEST, model)
    assert result.text == "bb and ccc"
    assert "ccc" in (model.requests[-1].system or "")
    assert result.trace[-1].action == "synthesis"


async def test_a_scorer_that_fails_scores_zero() -> None:
    async def broken(request: ModelRequest, candidate: str, model: object) -> Score:
        raise ModelError("no", provider="scripted")

    result = await think(tree_of_thoughts(2, scorer=broken), REQUEST, _scripted("a", "b"))
    assert result.text == "a"
    assert "scoring failed" in result.trace[2].thought


async def test_a_budget_stops_cleanly_with_the_best_answer() -> None:
    model = ScriptedModel(default="VERDICT: REVISE\nISSUE: more detail please")
    strategy = budgeted(reflexion(max_cycles=5), tokens=60)
    result = await think(strategy, REQUEST, model)
    assert result.stopped == "budget"
    assert any(step.action == "stop: budget" for step in result.trace)
    assert len(model.requests) == 2
    assert result.trace[-1].action == "skip: revision 1"
    assert strategy.spec == "reflexion:max_cycles=5,budget=60/passthrough"


async def test_a_budget_spent_before_any_answer_is_a_clear_error() -> None:
    model = ScriptedModel(default="PRINCIPLE: " + "word " * 50)
    with pytest.raises(ReasoningFailed, match=r"token budget \(20\) was spent") as raised:
        await think(budgeted(step_back(), tokens=20), REQUEST, model)
    assert raised.value.partial.trace[-1].action == "stop: budget"
    assert len(model.requests) == 1


async def test_a_plain_budgeted_reply_still_streams() -> None:
    pieces: list[str] = []

    async def sink(delta: str) -> None:
        pieces.append(delta)

    session = Session(on_delta=sink)
    await think(budgeted(passthrough(), 1000), REQUEST, _scripted("one two three"), session)
    assert pieces == ["one ", "two ", "three"]
    assert session.streamed


async def test_only_the_plain_top_strategy_streams() -> None:
    pieces: list[str] = []

    async def sink(delta: str) -> None:
        pieces.append(delta)

    session = Session(on_delta=sink)
    result = await think(
        self_consistency(passthrough(), k=2), REQUEST, _scripted("a", "a"), session
    )
    assert result.text == "a"
    assert pieces == []
    assert not session.streamed


async def test_a_function_strategy_records_through_ask_and_note() -> None:
    async def twice(request: ModelRequest, model: ScriptedModel) -> ReasoningResult:  # type: ignore[override]
        first = await ask(model, request)
        note("asked once", action="first", observation=first.text)
        second = await ask(model, request)
        return ReasoningResult(second.text, first.usage + second.usage)

    session = Session()
    result = await think(
        self_consistency(twice, k=2), REQUEST, _scripted("a", "b", "c", "c"), session
    )  # type: ignore[arg-type]
    assert result.text in {"b", "c"}
    assert len(session.calls) == 4
    assert [step.action for step in session.steps].count("first") == 2


async def test_cancelling_self_consistency_cancels_every_sample(hanging: Any) -> None:
    model = hanging
    session = Session()
    task = asyncio.create_task(think(self_consistency(k=4), REQUEST, model, session))
    await asyncio.wait_for(model.started_at_least(4), timeout=5)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(task, timeout=5)
    assert model.cancelled == 4
    assert [call.outcome for call in session.calls] == ["cancelled"] * 4


SPECS = [
    "passthrough",
    "cot",
    "self-consistency:k=3",
    "reflexion:max_cycles=2/step-back",
    "self-refine:rounds=2/cot",
    "react:max_steps=3",
    "tot:branches=3,top_k=2",
    "step-back/cot",
    "self-consistency:k=2,budget=40/reflexion",
]


@settings(max_examples=40, deadline=None)
@given(spec=st.sampled_from(SPECS), replies=st.lists(st.text(max_size=120), min_size=1, max_size=8))
async def test_any_model_output_gives_a_recorded_answer(spec: str, replies: list[str]) -> None:
    """Whatever a model writes, every strategy answers, and its trace and tokens add up."""
    turns = iter(range(10_000))

    def script(request: ModelRequest) -> str:
        return replies[next(turns) % len(replies)]

    model = ScriptedModel(script, capabilities=Capabilities(tools=False))
    session = Session()
    result = await think(parse_strategy(spec), REQUEST, model, session)
    assert isinstance(result.text, str)
    assert result.trace == tuple(session.steps)
    assert result.calls == tuple(session.calls)
    _calls_add_up(result)
    if spec == "passthrough":
        assert result.text == replies[0]
