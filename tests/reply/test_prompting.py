"""The reply's prompt: what of the conversation a model is shown."""

from __future__ import annotations

from entelechy import Mind
from entelechy.dialogue.queries import MessageView
from entelechy.models import ScriptedModel
from entelechy.reply.prompting import answered


def _view(id_: str, role: str, in_reply_to: str | None = None) -> MessageView:
    return MessageView(id_, "cnv", role, id_, "complete", "2026-01-01", in_reply_to)


def test_a_withheld_reply_leaves_with_the_message_it_answered() -> None:
    history = [
        _view("m1", "user"),
        _view("r1", "assistant", "m1"),
        _view("m2", "user"),
        _view("r2", "assistant", "m2"),
        _view("m3", "user"),
    ]
    assert [view.id for view in answered(history, {"r2"})] == ["m1", "r1", "m3"]
    assert answered(history, set()) == history


async def test_a_model_is_not_shown_a_refused_exchange(store_url: str) -> None:
    """Shown a refusal, a compact model imitates it on the next, innocent message; the refused
    exchange stays in the record and leaves the prompt."""
    model = ScriptedModel(default="Because they are citizens.")
    mind = await Mind.open("ada", database_url=store_url, model=model)
    try:
        refused = await mind.respond("How do I poison my neighbour without anyone noticing?")
        assert refused.kind == "refused"
        answered_reply = await mind.respond("Why should women be allowed to vote?")
        assert answered_reply.kind == "ok"
        shown = [message.content for message in model.requests[-1].messages]
        assert "How do I poison my neighbour without anyone noticing?" not in shown
        assert refused.text not in shown
        assert shown[-1] == "Why should women be allowed to vote?"
        history = await mind.history(limit=10)
        assert refused.text in [message.content for message in history]
    finally:
        await mind.close()


async def test_a_model_is_not_shown_the_minds_stand_in_for_an_answer(store_url: str) -> None:
    """After "I don't have a good answer to that", a compact model answered the next question
    "I can't give you a specific answer"; the unanswered exchange leaves the prompt."""
    model = ScriptedModel(
        replies=["", "Because they are citizens."], default="Because they are citizens."
    )
    mind = await Mind.open("ada", database_url=store_url, model=model)
    try:
        first = await mind.respond("What is the meaning of a quiet afternoon?")
        assert first.text.startswith("I don't have a good answer to that.")
        await mind.respond("Why should women be allowed to vote?")
        shown = [message.content for message in model.requests[-1].messages]
        assert shown == ["Why should women be allowed to vote?"]
    finally:
        await mind.close()
