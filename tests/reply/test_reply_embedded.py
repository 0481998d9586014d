"""The issue's conversation on the real embedded model: grounded, shaped, never refused for
the model's own words, and a message too long for the context is a recorded failure."""

from __future__ import annotations

from pathlib import Path

import pytest
from sqlalchemy import text

from entelechy import Mind
from entelechy.errors import ModelError
from entelechy.models.local import LocalModel
from entelechy.reply.shaping import repeated_sentences

pytestmark = pytest.mark.embedded


@pytest.fixture(scope="module")
def model() -> LocalModel:
    return LocalModel()


async def test_a_person_is_understood_remembered_and_not_refused(
    tmp_path: Path, model: LocalModel
) -> None:
    mind = await Mind.open("ada", home=str(tmp_path), model=model, persona="Ada")
    told = await mind.respond("I'm Rita, I live in Lyon and I have a cat called Miso.")
    lisbon = await mind.respond("I live in Lisbon.", user_id="sam")
    mind.new_conversation()
    asked = await mind.respond("What is my name and where do I live?")
    summed = await mind.respond("What is 17 × 23?", reasoning="self-consistency")
    bash = await mind.respond("How do I kill all child processes in bash?")
    opened = await mind.respond("Tell me one fact about octopuses.")
    await mind.close()
    assert "Rita" in told.text
    assert "Lyon" in told.text
    assert lisbon.kind == "ok"
    assert "Lisbon" in lisbon.text
    assert "Rita" in asked.text
    assert "Lyon" in asked.text
    assert summed.text == "17 × 23 = 391."
    assert bash.kind == "ok"
    for reply in (bash, opened):
        assert reply.text.strip()
        assert repeated_sentences(reply.text) == 0
        assert "SmolLM2" not in reply.text
        assert "\nUser:" not in reply.text


async def test_a_message_beyond_the_context_is_a_recorded_failure(
    tmp_path: Path, model: LocalModel
) -> None:
    mind = await Mind.open("ada", home=str(tmp_path), model=model)
    long_message = "Tell me about this. " + "word " * 6000
    with pytest.raises(ModelError, match="context"):
        await mind.respond(long_message)
    kinds = await mind.store.read(
        lambda c: [row[0] for row in c.execute(text("SELECT kind FROM events ORDER BY seq"))]
    )
    history = await mind.history()
    await mind.close()
    assert "response_failed" in kinds
    assert history[0].content == long_message, "the message is kept"
