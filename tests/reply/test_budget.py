"""The daily token budget: once a mind (or one person's replies) has spent it, replies come from
the records without a model call and say so; spend is read from the record, so every process
sharing the mind agrees, and a new UTC day starts afresh."""

from __future__ import annotations

from datetime import timedelta

import pytest

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.errors import ConfigurationError
from entelechy.models import ScriptedModel
from entelechy.reply.budget import NOTICE, PERSON_VARIABLE
from entelechy.reply.options import ReplySettings


async def _open(store_url: str, model: ScriptedModel, clock: ManualClock, **limits: int) -> Mind:
    settings = ReplySettings(**limits)  # type: ignore[arg-type]
    return await Mind.open(
        "ada", database_url=store_url, model=model, clock=clock, settings=settings
    )


async def test_a_spent_budget_answers_from_the_records_without_the_model(
    store_url: str, clock: ManualClock
) -> None:
    model = ScriptedModel(default="Glad to help.")
    mind = await _open(store_url, model, clock, daily_tokens=10)
    first = await mind.respond("Tell me about the sea.")
    assert first.text == "Glad to help."
    asked = len(model.requests)

    statement = await mind.respond("My name is Rita and I live in Lisbon.")
    question = await mind.respond("Where do I live?")
    open_question = await mind.respond("What is the meaning of life?")
    assert len(model.requests) == asked
    assert statement.text.startswith(NOTICE)
    assert "Lisbon" in question.text
    assert question.text.startswith(NOTICE)
    assert open_question.text.startswith(NOTICE)
    assert open_question.usage.total == 0
    assert open_question.kind == "ok"
    recorded = await mind.recorded_reply(open_question.id)
    await mind.close()
    assert recorded.calls == ()


async def test_the_budget_is_read_from_the_record_by_every_process(
    store_url: str, clock: ManualClock
) -> None:
    first = await _open(store_url, ScriptedModel(default="Glad to help."), clock, daily_tokens=10)
    await first.respond("Tell me about the sea.")
    await first.close()
    model = ScriptedModel(default="Glad to help.")
    second = await _open(store_url, model, clock, daily_tokens=10)
    reply = await second.respond("And the sky?")
    assert model.requests == []
    assert reply.text.startswith(NOTICE)

    clock.advance(timedelta(days=1))
    fresh = await second.respond("And the sky tomorrow?")
    await second.close()
    assert fresh.text == "Glad to help."


async def test_one_persons_budget_does_not_silence_the_mind_for_others(
    store_url: str, clock: ManualClock
) -> None:
    model = ScriptedModel(default="Glad to help.")
    mind = await _open(store_url, model, clock, daily_tokens_per_person=10)
    await mind.respond("Tell me about the sea.", user_id="alice")
    spent = await mind.respond("And the sky?", user_id="alice")
    other = await mind.respond("Tell me about the sea.", user_id="bob")
    await mind.close()
    assert spent.text.startswith(NOTICE)
    assert other.text == "Glad to help."


async def test_a_budget_that_is_not_a_number_is_a_clear_error(
    store_url: str, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv(PERSON_VARIABLE, "lots")
    with pytest.raises(ConfigurationError, match=PERSON_VARIABLE) as raised:
        await _open(store_url, ScriptedModel(default="ok"), clock)
    assert raised.value.hint is not None
    assert "whole number" in raised.value.hint
