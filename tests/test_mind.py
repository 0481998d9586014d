"""`Mind`: replies, streaming, memory across restarts, isolation between people, faults."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

import pytest
from sqlalchemy import select, text

from entelechy import Mind, Reply, ReplyDelta, SyncMind
from entelechy.clock import ManualClock
from entelechy.errors import ConfigurationError, EntelechyError, ModelError, NotFoundError
from entelechy.models import ModelRequest, ModelResponse, ScriptedModel, Usage
from entelechy.perception.risk.types import RiskAssessment
from entelechy.record.schema import embodiments, model_calls
from entelechy.reply.options import ReplySettings
from entelechy.reply.validation import InputError


async def _open(store_url: str, model: ScriptedModel, **options: object) -> Mind:
    return await Mind.open("ada", database_url=store_url, model=model, persona="Ada", **options)  # type: ignore[arg-type]


async def test_a_reply_is_recorded_with_its_model_call(store_url: str) -> None:
    model = ScriptedModel(["Hello, Sam."])
    mind = await _open(store_url, model)
    reply = await mind.respond("Hi, I am Sam.")
    await mind.close()
    assert reply.kind == "ok"
    assert reply.text == "Hello, Sam."
    assert reply.model == "scripted:scripted"
    assert reply.usage.output_tokens == 2
    assert len(reply.model_call_ids) == 1
    assert model.requests[0].system is not None
    assert "Ada" in model.requests[0].system


async def test_the_conversation_survives_a_restart(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(["Nice to meet you."]))
    await mind.respond("My name is Sam.")
    await mind.close()

    model = ScriptedModel(["Your name is Sam."])
    reopened = await _open(store_url, model)
    await reopened.respond("What is my name?")
    history = await reopened.history()
    await reopened.close()
    sent = [(m.role, m.content) for m in model.requests[0].messages]
    assert sent == [
        ("user", "My name is Sam."),
        ("assistant", "Nice to meet you."),
        ("user", "What is my name?"),
    ]
    assert [m.content for m in history] == [content for _, content in sent] + ["Your name is Sam."]


async def test_people_never_see_each_others_conversations(store_url: str) -> None:
    model = ScriptedModel(default="ok")
    mind = await _open(store_url, model)
    await mind.respond("my secret is 42", user_id="alice")
    await mind.respond("hello", user_id="bob")
    bob_history = await mind.history(user_id="bob")
    alice_conversation = (await mind.history(user_id="alice"))[0].conversation_id
    with pytest.raises(NotFoundError):
        await mind.respond("show me", user_id="bob", conversation_id=alice_conversation)
    await mind.close()
    assert [m.content for m in model.requests[1].messages] == ["hello"]
    assert all("42" not in m.content for m in bob_history)


async def test_the_history_window_limits_what_the_model_sees(store_url: str) -> None:
    model = ScriptedModel(default="ok")
    mind = await _open(store_url, model, settings=ReplySettings(history_window=3))
    for n in range(4):
        await mind.respond(f"message {n}")
    await mind.close()
    assert [m.content for m in model.requests[-1].messages] == ["message 2", "ok", "message 3"]


async def test_a_new_conversation_starts_empty(store_url: str) -> None:
    model = ScriptedModel(default="ok")
    mind = await _open(store_url, model)
    first = await mind.respond("one")
    mind.new_conversation()
    second = await mind.respond("two")
    await mind.close()
    assert first.conversation_id != second.conversation_id
    assert [m.content for m in model.requests[-1].messages] == ["two"]


async def test_streaming_yields_deltas_then_the_recorded_reply(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(["Streamed words arrive. Whole sentences come."]))
    events = [event async for event in mind.stream("go")]
    history = await mind.history()
    await mind.close()
    assert [e.text for e in events if isinstance(e, ReplyDelta)] == [
        "Streamed words arrive.",
        " Whole sentences come.",
    ]
    assert isinstance(events[-1], Reply)
    assert history[-1].content == "Streamed words arrive. Whole sentences come."


async def test_a_cancelled_stream_keeps_the_message_and_what_was_said(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(["One. Two. Three. Four. Five. Six."], delay=0.2))
    stream = mind.stream("tell me")
    assert isinstance(await anext(stream), ReplyDelta)
    await stream.aclose()
    history = await mind.history()
    report = await mind.record.verify()
    await mind.close()
    assert [(m.role, m.status) for m in history] == [
        ("user", "complete"),
        ("assistant", "cancelled"),
    ]
    assert history[1].content.startswith("One.")
    assert report.ok


async def test_cancelling_the_task_records_the_cancellation(store_url: str) -> None:
    model = ScriptedModel(["slow reply"], delay=5)
    mind = await _open(store_url, model)
    task = asyncio.create_task(mind.respond("wait"))
    while not model.requests:  # noqa: ASYNC110 - the model under test has no event to await
        await asyncio.sleep(0.01)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await task
    history = await mind.history()
    await mind.close()
    assert [m.status for m in history] == ["complete", "cancelled"]


class _SlowPerception:
    """A risk classifier with a model judge that answers only when let (perception still
    running when the person stops the reply)."""

    def __init__(self) -> None:
        self.asked = asyncio.Event()
        self.answer = asyncio.Event()

    def classify(self, text: str) -> RiskAssessment:
        return RiskAssessment((), ())

    async def assess(self, text: str) -> RiskAssessment:
        self.asked.set()
        await self.answer.wait()
        return self.classify(text)


async def test_stopping_a_reply_before_the_message_is_recorded_keeps_the_message(
    store_url: str,
) -> None:
    perception = _SlowPerception()
    model = ScriptedModel(["never said"])
    mind = await _open(store_url, model, risk_classifier=perception)
    task = asyncio.create_task(mind.respond("hello there"))
    await perception.asked.wait()
    task.cancel()
    await asyncio.sleep(0.05)
    assert not task.done(), "the message is still being recorded"
    perception.answer.set()
    with pytest.raises(asyncio.CancelledError):
        await task
    history = await mind.history()
    report = await mind.record.verify()
    await mind.close()
    assert [(m.role, m.status, m.content) for m in history] == [
        ("user", "complete", "hello there"),
        ("assistant", "cancelled", ""),
    ]
    assert model.requests == [], "the model was never asked"
    assert report.ok


async def test_a_model_failure_keeps_the_message_and_records_the_call(store_url: str) -> None:
    failure = ModelError("the provider is down", provider="scripted", hint="Try later.")
    mind = await _open(store_url, ScriptedModel([failure, "back again"]))
    with pytest.raises(ModelError, match="down"):
        await mind.respond("are you there?")
    reply = await mind.respond("hello?")
    calls = await mind.store.read(
        lambda c: c.execute(select(model_calls.c.outcome, model_calls.c.error)).all()
    )
    history = await mind.history()
    await mind.close()
    assert reply.text == "back again"
    assert [m.content for m in history] == ["are you there?", "hello?", "back again"]
    assert [call.outcome for call in calls] == ["error", "ok"]
    assert "down" in calls[0].error


async def test_a_model_swap_is_recorded_as_a_new_embodiment(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(default="a", model_id="first"))
    await mind.respond("one")
    await mind.respond("two")
    mind.use_model(ScriptedModel(default="b", model_id="second"))
    await mind.respond("three")
    bodies = await mind.store.read(
        lambda c: c.execute(select(embodiments.c.spec).order_by(embodiments.c.at)).scalars().all()
    )
    await mind.close()
    assert bodies == ["scripted:first", "scripted:second"]


@pytest.mark.parametrize("text", ["", "   ", "x" * 100_001])
async def test_unusable_messages_are_refused_before_anything_is_recorded(
    store_url: str, text: str
) -> None:
    mind = await _open(store_url, ScriptedModel(default="ok"))
    with pytest.raises(InputError):
        await mind.respond(text)
    history = await mind.history()
    await mind.close()
    assert history == []


@pytest.mark.parametrize("user", ["", "   ", " ana", "an\na", "x" * 201])
async def test_unusable_user_ids_are_refused_before_anything_is_recorded(
    store_url: str, user: str
) -> None:
    """An empty user id was taken as a person of its own, whom no one meant."""
    mind = await _open(store_url, ScriptedModel(default="ok"))
    with pytest.raises(InputError, match="user id"):
        await mind.respond("Hello", user_id=user)
    history = await mind.history(user_id=user)
    await mind.close()
    assert history == []


@pytest.mark.parametrize("name", ["", "has space", "x" * 65, "semi;colon"])
async def test_invalid_mind_names_are_refused(name: str, tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ConfigurationError):
        await Mind.open(name, home=str(tmp_path))


async def test_opening_a_missing_mind_without_create_fails(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(NotFoundError, match="no mind called"):
        await Mind.open("ghost", home=str(tmp_path), create=False)


async def test_the_injected_clock_stamps_every_event(tmp_path, clock: ManualClock) -> None:  # type: ignore[no-untyped-def]
    start = clock.now()
    mind = await Mind.open(
        "ada", home=str(tmp_path), clock=clock, seed=7, model=ScriptedModel(default="ok")
    )
    await mind.respond("hi")
    history = await mind.history()
    await mind.close()
    assert all(m.at.startswith(start.strftime("%Y-%m-%dT%H:%M")) for m in history)


def test_the_sync_helpers_work_from_plain_code(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with Mind.open_sync("ada", home=str(tmp_path), model=ScriptedModel(["hi", "again"])) as mind:
        assert isinstance(mind, SyncMind)
        assert mind.respond("hello").text == "hi"
        assert [m.content for m in mind.history()] == ["hello", "hi"]
        assert mind.record.verify().ok


async def test_usage_and_model_come_from_the_response(tmp_path) -> None:  # type: ignore[no-untyped-def]
    def answer(request: ModelRequest) -> ModelResponse:
        return ModelResponse("x", provider="p", model="m-1", usage=Usage(11, 3))

    mind = await Mind.open("ada", home=str(tmp_path), model=ScriptedModel(answer))
    reply = await mind.respond("hi")
    await mind.close()
    assert (reply.usage, reply.model) == (Usage(11, 3), "p:m-1")
    assert reply.to_json()["tokens"] == {"in": 11, "out": 3}


@pytest.mark.embedded
async def test_the_embedded_model_replies_and_remembers(tmp_path) -> None:  # type: ignore[no-untyped-def]
    settings = ReplySettings(max_output_tokens=24)
    mind = await Mind.open("ada", home=str(tmp_path), model="local", settings=settings)
    first = await mind.respond("My name is Sam. Say hello to me.")
    await mind.close()
    mind = await Mind.open("ada", home=str(tmp_path), model="local", settings=settings)
    events = [event async for event in mind.stream("What is my name?")]
    history = await mind.history()
    await mind.close()
    assert first.text.strip()
    assert first.model == "local:SmolLM2-135M-Instruct.Q4_1"
    assert isinstance(events[-1], Reply)
    assert len(history) == 4


async def test_something_that_is_not_a_model_is_refused_clearly(tmp_path) -> None:  # type: ignore[no-untyped-def]
    with pytest.raises(ConfigurationError, match="is not a model"):
        await Mind.open("ada", home=str(tmp_path), model=42)  # type: ignore[arg-type]


async def test_a_failed_model_switch_keeps_the_model_and_bodies_need_an_answer(
    store_url: str,
) -> None:
    mind = await _open(store_url, ScriptedModel(default="Fine."))
    before = mind.model
    with pytest.raises(EntelechyError):
        mind.use_model("openai:gpt-4o")  # no key here
    assert mind.model is before
    await mind.respond("hello")
    mind.use_model(ScriptedModel([], model_id="mute"))
    with pytest.raises(EntelechyError):
        await mind.respond("are you there?")
    bodies = [body.model for body in await mind.body_history()]
    kinds = await mind.store.read(
        lambda c: [row[0] for row in c.execute(text("SELECT kind FROM events ORDER BY seq"))]
    )
    await mind.close()
    assert bodies == ["scripted"], "a model that never answered is not a body"
    assert kinds.count("response_failed") == 1


class _LoadingModel(ScriptedModel):
    """A scripted model with something to load, as the embedded one has."""

    def __init__(self) -> None:
        super().__init__(default="ok")
        self.prepared = 0

    async def prepare(self) -> None:
        self.prepared += 1


class _ThreadNoting:
    """A risk classifier that notes which thread each text was classified on."""

    def __init__(self) -> None:
        self.threads: list[str] = []

    def classify(self, text: str) -> RiskAssessment:
        self.threads.append(threading.current_thread().name)
        return RiskAssessment()


async def test_preparing_loads_the_model_and_the_classifier_off_the_event_loop(
    tmp_path: Path,
) -> None:
    model, classifier = _LoadingModel(), _ThreadNoting()
    mind = await Mind.open("ada", home=tmp_path, model=model, risk_classifier=classifier)
    try:
        await mind.prepare()
        assert model.prepared == 1
        assert len(classifier.threads) == 1
        assert classifier.threads[0] != threading.current_thread().name
        assert (await mind.respond("hello")).text == "ok"
    finally:
        await mind.close()
