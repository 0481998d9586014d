"""Strategies through `Mind`: every step and call recorded with the reply, on both backends."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from sqlalchemy import select

from entelechy import Mind, Reply, ReplyDelta
from entelechy.clock import ManualClock
from entelechy.errors import ConfigurationError, ModelError, NotFoundError
from entelechy.models import ScriptedModel
from entelechy.reasoning import ReasoningFailed, self_consistency
from entelechy.reasoning.events import REASONING_STEP
from entelechy.record.schema import events, model_calls


async def _open(store_url: str, model: Any, **options: Any) -> Mind:
    return await Mind.open("ada", database_url=store_url, model=model, persona="Ada", **options)


async def _events(mind: Mind) -> list[dict[str, Any]]:
    rows = await mind.store.read(
        lambda c: (
            c.execute(select(events).where(events.c.mind_id == mind.id).order_by(events.c.seq))
            .mappings()
            .all()
        )
    )
    return [{**row, "payload": json.loads(row["payload"])} for row in rows]


async def test_each_step_is_an_event_linked_to_the_message_and_cited_by_the_reply(
    store_url: str, clock: ManualClock
) -> None:
    model = ScriptedModel(["REASONING: 17 threes are 51.\nANSWER: 51"])
    mind = await _open(store_url, model, reasoning="cot", clock=clock, seed=7)
    reply = await mind.respond("What is 17 times 3?")
    recorded = await _events(mind)
    recorded_reply = await mind.recorded_reply(reply.id)
    replay = await mind.record.replay_check()
    chain = await mind.record.verify()
    await mind.close()

    assert reply.text == "51"
    assert reply.reasoning == "cot"
    ignored = (
        "behavior_reviewed",
        "observation_recorded",
        "perception_recorded",
        "episode_recorded",
        "mind_embodied",
    )
    reply_events = [event for event in recorded if event["kind"] not in ignored]
    kinds = [event["kind"] for event in reply_events]
    assert kinds[-4:] == ["message_received", "model_called", REASONING_STEP, "response_generated"]
    message, call, step, generated = reply_events[-4:]
    for event in (call, step, generated):
        assert event["causation_id"] == message["id"]
        assert event["correlation_id"] == message["id"]
    assert step["payload"] == {
        "in_reply_to": message["payload"]["message_id"],
        "index": 0,
        "technique": "chain-of-thought",
        "thought": "17 threes are 51.",
        "action": "answer",
        "observation": "51",
        "timestamp": step["payload"]["timestamp"],
    }
    assert step["payload"]["timestamp"] < step["at"]
    assert generated["payload"]["reasoning"] == {
        "strategy": "cot",
        "steps": [step["id"]],
        "stopped": None,
    }
    assert generated["payload"]["model_call_ids"] == [call["payload"]["call_id"]]
    assert call["payload"]["purpose"] == "reasoning:chain-of-thought"
    assert generated["payload"]["tokens"] == {"in": reply.usage.input_tokens, "out": 7}
    assert recorded_reply.text == "51"
    assert recorded_reply.steps == reply.trace
    assert recorded_reply.usage == reply.usage
    assert [c.purpose for c in recorded_reply.calls] == ["reasoning:chain-of-thought"]
    assert replay.identical
    assert chain.ok


async def test_tokens_are_summed_over_every_call(store_url: str) -> None:
    model = ScriptedModel(default="ANSWER: 51")
    mind = await _open(store_url, model, reasoning="self-consistency:k=4")
    reply = await mind.respond("What is 17 times 3?")
    calls = await mind.store.read(
        lambda c: c.execute(select(model_calls.c.input_tokens, model_calls.c.output_tokens)).all()
    )
    await mind.close()
    assert len(calls) == 4
    assert reply.usage.input_tokens == sum(row.input_tokens for row in calls)
    assert reply.usage.output_tokens == sum(row.output_tokens for row in calls) == 8
    assert reply.to_json()["tokens"] == {"in": reply.usage.input_tokens, "out": 8}
    assert len(reply.to_json()["reasoning"]["steps"]) == 5


async def test_a_strategy_per_call_overrides_the_minds_own(store_url: str) -> None:
    model = ScriptedModel(default="ANSWER: 51")
    mind = await _open(store_url, model)
    assert mind.reasoning == "passthrough"
    thought = await mind.respond("one", reasoning=self_consistency(k=2))
    plain = await mind.respond("two")
    mind.use_reasoning("cot")
    chained = await mind.respond("three")
    await mind.close()
    assert (thought.reasoning, thought.text, len(thought.model_call_ids)) == (
        "self-consistency:k=2,voter=majority/cot",
        "51",
        2,
    )
    assert (plain.reasoning, plain.text, plain.trace) == ("passthrough", "ANSWER: 51", ())
    assert (chained.reasoning, chained.text) == ("cot", "51")


async def test_the_environment_chooses_the_default(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ENTELECHY_REASONING", "step-back")
    mind = await _open(store_url, ScriptedModel(default="x"))
    assert mind.reasoning == "step-back/passthrough"
    await mind.close()


async def test_a_bad_spec_is_refused_before_anything_is_opened(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ConfigurationError, match="unknown reasoning strategy"):
        await Mind.open("ada", home=str(tmp_path), reasoning="ponder")
    assert not (tmp_path / "entelechy.db").exists()


async def test_a_failure_mid_way_records_the_partial_trace(store_url: str) -> None:
    down = ModelError("the provider is down", provider="scripted", hint="Try later.")
    model = ScriptedModel(["PRINCIPLE: units matter", down])
    mind = await _open(store_url, model, reasoning="step-back")
    with pytest.raises(ReasoningFailed, match="step-back strategy stopped after 1 step"):
        await mind.respond("How far is 3 miles?")
    recorded = await _events(mind)
    history = await mind.history()
    report = await mind.record.replay_check()
    await mind.close()
    failed = recorded[-1]
    assert failed["kind"] == "response_failed"
    assert "the provider is down" in failed["payload"]["error"]
    steps = [e for e in recorded if e["id"] in failed["payload"]["reasoning"]["steps"]]
    assert [s["payload"]["action"] for s in steps] == ["principle"]
    outcomes = [e["payload"]["outcome"] for e in recorded if e["kind"] == "model_called"]
    assert outcomes == ["ok", "error"]
    assert [m.content for m in history] == ["How far is 3 miles?"]
    assert report.identical


async def test_cancelling_a_reply_cancels_every_sample_and_records_them(
    store_url: str, hanging: Any
) -> None:
    mind = await _open(store_url, hanging, reasoning="self-consistency:k=3")
    task = asyncio.create_task(mind.respond("think hard"))
    await asyncio.wait_for(hanging.started_at_least(3), timeout=10)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(task, timeout=10)
    recorded = await _events(mind)
    history = await mind.history()
    await mind.close()
    assert hanging.cancelled == 3
    cancelled = recorded[-1]
    assert cancelled["kind"] == "response_cancelled"
    assert len(cancelled["payload"]["model_call_ids"]) == 3
    outcomes = [e["payload"]["outcome"] for e in recorded if e["kind"] == "model_called"]
    assert outcomes == ["cancelled"] * 3
    assert cancelled["payload"]["reasoning"]["stopped"] == "cancelled"
    assert [m.status for m in history] == ["complete", "cancelled"]


async def test_a_strategy_of_several_calls_streams_its_answer_in_one_piece(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(["REASONING: so\nANSWER: fifty one"]))
    streamed = [event async for event in mind.stream("17 × 3?", reasoning="cot")]
    await mind.close()
    assert [e.text for e in streamed if isinstance(e, ReplyDelta)] == ["fifty one"]
    assert isinstance(streamed[-1], Reply)
    assert streamed[-1].text == "fifty one"


async def test_a_missing_or_someone_elses_reply_is_not_found(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(default="ok"))
    reply = await mind.respond("hi", user_id="alice")
    found = await mind.recorded_reply(reply.id)
    assert (await mind.recorded_reply(reply.id, user_id="alice")).id == reply.id
    with pytest.raises(NotFoundError, match="has no reply 'msg_nope'"):
        await mind.recorded_reply("msg_nope")
    with pytest.raises(NotFoundError):
        await mind.recorded_reply(reply.id, user_id="bob")
    await mind.close()
    assert (found.strategy, found.steps, found.text) == ("passthrough", (), "ok")
    assert [c.purpose for c in found.calls] == ["reply"]
