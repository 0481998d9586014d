"""The reply as the model words it: what is left when the wording says nothing."""

from __future__ import annotations

from entelechy import Mind
from entelechy.models import ScriptedModel


async def test_a_reply_that_only_says_the_question_back_is_not_said(store_url: str) -> None:
    """A compact model sometimes answers a question with the question; nothing is left to say,
    and the mind says so rather than parrot it (or say nothing)."""
    for said in ("Why should women be allowed to vote?", ""):
        mind = await Mind.open("ada", database_url=store_url, model=ScriptedModel(default=said))
        try:
            reply = await mind.respond("Why should women be allowed to vote?")
        finally:
            await mind.close()
        assert reply.kind == "ok"
        assert reply.text == "I don't have a good answer to that. Could you ask it another way?"


async def test_a_stream_with_nothing_to_say_yields_no_empty_piece(store_url: str) -> None:
    mind = await Mind.open(
        "ada",
        database_url=store_url,
        model=ScriptedModel(default="Why should women be allowed to vote?"),
    )
    try:
        events = [event async for event in mind.stream("Why should women be allowed to vote?")]
    finally:
        await mind.close()
    *deltas, reply = events
    assert all(delta.text for delta in deltas)
    assert reply.text.startswith("I don't have a good answer")
