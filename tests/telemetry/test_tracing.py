"""Spans of a reply, a sleep and a wake: the tree, the GenAI attributes of model calls, and no
message text unless an operator asks for it."""

from __future__ import annotations

from collections.abc import Sequence

import pytest
from opentelemetry.sdk.trace import ReadableSpan
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter
from opentelemetry.trace import StatusCode

from entelechy import Mind
from entelechy.errors import ModelError
from entelechy.models import ModelRequest, ScriptedModel
from entelechy.models.types import Capabilities
from entelechy.telemetry.tracing import CONTENT_VARIABLE

SECRET_WORDS = "my locker code is 4417"
DREAM = "I walked through a library of patient readers.\nTELEOLOGICAL_VALUE: 0.8"


def _night(request: ModelRequest) -> str:
    """Replies by day; a dream when REM asks (in the text format), a summary otherwise."""
    asked = request.messages[-1].content
    if "TELEOLOGICAL_VALUE" in asked or "teleological_value" in asked:
        return DREAM
    return "Patience grows with practice."


def _children(spans: Sequence[ReadableSpan], parent: ReadableSpan) -> list[str]:
    assert parent.context is not None
    return [
        span.name
        for span in sorted(spans, key=lambda s: s.start_time or 0)
        if span.parent is not None and span.parent.span_id == parent.context.span_id
    ]


def _one(spans: Sequence[ReadableSpan], name: str) -> ReadableSpan:
    found = [span for span in spans if span.name == name]
    assert len(found) == 1, [span.name for span in spans]
    return found[0]


async def _open(store_url: str, model: ScriptedModel) -> Mind:
    return await Mind.open("ada", database_url=store_url, model=model, persona="Ada")


async def test_a_reply_is_one_tree_of_stage_spans(
    store_url: str, exporter: InMemorySpanExporter
) -> None:
    mind = await _open(store_url, ScriptedModel(["The sea is wide."]))
    reply = await mind.respond("Tell me about the sea.")
    await mind.close()
    spans = exporter.get_finished_spans()
    root = _one(spans, "entelechy.reply")
    assert root.parent is None
    assert _children(spans, root) == [
        "entelechy.perceive",
        "entelechy.recall",
        "entelechy.pre_review",
        "entelechy.prompt",
        "chat scripted",
        "entelechy.post_review",
        "entelechy.record",
    ]
    assert root.attributes is not None
    assert root.attributes["entelechy.mind"] == "ada"
    assert root.attributes["entelechy.reply.kind"] == "ok"
    assert root.attributes["entelechy.conversation"] == reply.conversation_id
    call = _one(spans, "chat scripted")
    assert call.attributes is not None
    assert call.attributes["gen_ai.operation.name"] == "chat"
    assert call.attributes["gen_ai.system"] == "scripted"
    assert call.attributes["gen_ai.request.model"] == "scripted"
    assert call.attributes["gen_ai.usage.input_tokens"] == reply.usage.input_tokens
    assert call.attributes["gen_ai.usage.output_tokens"] == reply.usage.output_tokens
    assert call.attributes["gen_ai.response.finish_reasons"] == ("stop",)
    assert call.attributes["entelechy.model_call.purpose"] == "reply"


async def test_spans_carry_no_words_unless_asked(
    store_url: str, exporter: InMemorySpanExporter, monkeypatch: pytest.MonkeyPatch
) -> None:
    mind = await _open(store_url, ScriptedModel(default="Noted, 4417."))
    await mind.respond(SECRET_WORDS)
    values = [str(v) for s in exporter.get_finished_spans() for v in (s.attributes or {}).values()]
    assert not any("4417" in value for value in values)

    exporter.clear()
    monkeypatch.setenv(CONTENT_VARIABLE, "1")
    await mind.respond(SECRET_WORDS)
    await mind.close()
    root = _one(exporter.get_finished_spans(), "entelechy.reply")
    assert root.attributes is not None
    assert root.attributes["entelechy.message"] == SECRET_WORDS
    assert "4417" in str(root.attributes["entelechy.reply"])


async def test_a_failed_model_call_marks_its_span_and_the_reply(
    store_url: str, exporter: InMemorySpanExporter
) -> None:
    mind = await _open(store_url, ScriptedModel([ModelError("down", provider="scripted")]))
    with pytest.raises(ModelError):
        await mind.respond("Tell me about the sea.")
    await mind.close()
    spans = exporter.get_finished_spans()
    call = _one(spans, "chat scripted")
    assert call.status.status_code is StatusCode.ERROR
    assert call.attributes is not None
    assert call.attributes["error.type"] == "ModelError"
    root = _one(spans, "entelechy.reply")
    assert root.status.status_code is StatusCode.ERROR
    assert "entelechy.record" in _children(spans, root)


async def test_sleep_has_a_span_per_phase_and_wake_its_own(
    store_url: str, exporter: InMemorySpanExporter
) -> None:
    model = ScriptedModel(_night, capabilities=Capabilities(streaming=True, json_schema=False))
    mind = await _open(store_url, model)
    await mind.respond("How do I learn patience?")
    exporter.clear()
    await mind.sleep()
    await mind.wake()
    await mind.close()
    spans = exporter.get_finished_spans()
    sleep = _one(spans, "entelechy.sleep")
    phases = [name for name in _children(spans, sleep) if name.startswith("entelechy.sleep.")]
    assert sorted(phases) == sorted(f"entelechy.sleep.{p}" for p in ("N1", "N2", "N3", "N4", "REM"))
    rem = _one(spans, "entelechy.sleep.REM")
    assert _children(spans, rem) == ["chat scripted"]
    assert _one(spans, "entelechy.wake").parent is None
