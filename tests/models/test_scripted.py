"""The scripted model: the deterministic double every other test relies on."""

from __future__ import annotations

import pytest

from entelechy.errors import ModelError
from entelechy.models import ChatMessage, Completed, ModelRequest, ScriptedModel, TextDelta
from entelechy.models.protocol import Model, collect

REQUEST = ModelRequest(system="be brief", messages=(ChatMessage(role="user", content="hi there"),))


async def test_replies_in_order_and_records_requests() -> None:
    model = ScriptedModel(["one", "two"])
    assert isinstance(model, Model)
    assert (await model.generate(REQUEST)).text == "one"
    assert (await model.generate(REQUEST)).text == "two"
    assert model.requests == [REQUEST, REQUEST]


async def test_exhausted_script_raises_a_model_error() -> None:
    model = ScriptedModel(["only"])
    await model.generate(REQUEST)
    with pytest.raises(ModelError, match="no replies left"):
        await model.generate(REQUEST)


async def test_scripted_exceptions_are_raised() -> None:
    model = ScriptedModel([ModelError("down", provider="scripted", retryable=True)])
    with pytest.raises(ModelError, match="down"):
        await model.generate(REQUEST)


async def test_a_function_can_answer_from_the_request() -> None:
    model = ScriptedModel(lambda request: request.messages[-1].content.upper())
    assert (await model.generate(REQUEST)).text == "HI THERE"


async def test_streams_word_by_word_and_ends_with_the_response() -> None:
    events = [event async for event in ScriptedModel(["a few words here"]).stream(REQUEST)]
    deltas = [event.text for event in events if isinstance(event, TextDelta)]
    assert deltas == ["a ", "few ", "words ", "here"]
    assert isinstance(events[-1], Completed)
    assert events[-1].response.text == "a few words here"


async def test_usage_counts_words() -> None:
    response = await collect(ScriptedModel(["three word reply"]).stream(REQUEST), "scripted")
    assert (response.usage.input_tokens, response.usage.output_tokens) == (4, 3)
