"""Why a memory exists and what a sleep did, from the records of a real sleep and wake, on both
backends; and "what happened while you slept?" in conversation, for the sleeper's person only."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.models.scripted import ScriptedModel
from entelechy.models.types import Capabilities, ModelRequest

DREAM = """A patient reader taught me to wait for the whole question before answering.
TELEOLOGICAL_VALUE: 0.82
"""


def _night(request: ModelRequest) -> str:
    asked = request.messages[-1].content
    if "TELEOLOGICAL_VALUE" in asked or "teleological_value" in asked:
        return DREAM
    return "ok"


@pytest.fixture
async def slept(store_url: str, clock: ManualClock) -> AsyncIterator[Mind]:
    model = ScriptedModel(_night, capabilities=Capabilities(streaming=True, json_schema=False))
    mind = await Mind.open("ada", database_url=store_url, clock=clock, seed=3, model=model)
    try:
        await mind.respond("I live in Lyon and I like long questions.", user_id="rita")
        await mind.sleep(reason="a quiet night")
        await mind.wake()
        yield mind
    finally:
        await mind.close()


async def test_a_memory_is_explained_by_its_sleep_and_dream(slept: Mind) -> None:
    [sleep] = await slept.sleeping.sleeps()
    [memory_id] = [d.memory_id for d in (await slept.sleeping.record(sleep.id))[2] if d.memory_id]
    answer = await slept.introspection.explain_memory(memory_id)
    assert answer.text.startswith('I remembered "A patient reader taught me')
    assert "lasting-identity memory" in answer.text
    assert "teleological value 0.82" in answer.text
    assert sleep.id in answer.record_ids
    assert memory_id in answer.record_ids
    other = await slept.introspection.explain_memory(memory_id, user_id="bob")
    assert other.text == "I have no record of that."


async def test_a_sleep_is_explained(slept: Mind) -> None:
    [sleep] = await slept.sleeping.sleeps()
    answer = await slept.introspection.explain_sleep(sleep.id)
    assert "because a quiet night" in answer.text
    assert "I woke from it." in answer.text
    assert "kept as a lasting-identity memory" in answer.text


async def test_what_happened_while_it_slept_is_told_to_the_sleepers_person_only(
    slept: Mind,
) -> None:
    told = await slept.respond("What happened while you slept?", user_id="rita")
    assert "I dreamt" in told.text
    other = await slept.respond("What happened while you slept?", user_id="bob")
    assert other.text == "I have no record of that."


async def test_a_sleep_without_a_dream_says_so(store_url: str, clock: ManualClock) -> None:
    """ "What have you been dreaming about?" was the model's ("I have been dreaming of a
    dream."); a sleep whose model dreamt nothing is told as one without a dream."""
    model = ScriptedModel(default="Nothing comes to mind.")
    mind = await Mind.open("ada", database_url=store_url, clock=clock, model=model)
    try:
        await mind.respond("I live in Lyon.", user_id="rita")
        await mind.sleep(reason="a quiet night")
        await mind.wake()
        told = await mind.respond("What have you been dreaming about?", user_id="rita")
        assert told.text.endswith("I had no dream in that sleep.")
    finally:
        await mind.close()
