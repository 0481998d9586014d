"""Introspective messages in conversation, on both backends: answered from the records, scoped
to the person asking, scored sentence by sentence; a model's wording the records do not
support is replaced by their rendering before it is sent, and both are recorded."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from sqlalchemy import select

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.introspection.answer import NO_RECORD
from entelechy.introspection.schema import introspection_scores
from entelechy.models.scripted import ScriptedModel
from entelechy.reply.types import ReplyDelta

INVENTED = "I checked my notes and you live in Madrid."
FAITHFUL = "You told me that you live in Paris; I hold it with confidence 0.73."


@pytest.fixture
async def mind(store_url: str, clock: ManualClock) -> AsyncIterator[Mind]:
    opened = await Mind.open(
        "ada", database_url=store_url, clock=clock, seed=7, model=ScriptedModel(default=INVENTED)
    )
    try:
        await opened.respond("I live in Lyon.", user_id="rita")
        await opened.respond("I live in Oslo.", user_id="bob")
        clock.advance(timedelta(days=1))
        await opened.respond("I live in Paris.", user_id="rita")
        yield opened
    finally:
        await opened.close()


async def _scores(mind: Mind) -> list[dict[str, object]]:
    def read(connection):  # type: ignore[no-untyped-def]
        query = select(introspection_scores).order_by(introspection_scores.c.at)
        return [dict(row) for row in connection.execute(query).mappings()]

    return await mind.store.read(read)


async def test_an_invented_explanation_is_replaced_by_the_records(mind: Mind) -> None:
    reply = await mind.respond("What did you believe about where I live yesterday?", user_id="rita")
    assert reply.intent.kind == "introspect"
    assert reply.text.startswith("At 2026-11-30 12:00 UTC I believed that you live in Lyon")
    assert "Madrid" not in reply.text
    assert reply.intent.rendered == "the model's wording was not supported by the records"
    [row] = await _scores(mind)
    assert row["reply_id"] == reply.id
    assert row["user_id"] == "rita"
    assert (row["question"], row["unsupported"], row["contradicted"]) == ("believed", 0, 0)
    assert row["replaced"] == 1
    detail = json.loads(str(row["detail"]))
    assert detail["replaced"]["text"] == INVENTED
    assert [s["verdict"] for s in detail["replaced"]["sentences"]] == ["unsupported"]
    first = detail["sentences"][0]
    assert reply.text[slice(*first["span"])].startswith("At 2026-11-30 12:00 UTC")
    assert json.loads(str(row["warnings"])) == ["action_claim_without_record"]
    assert (await mind.record.replay_check()).differences == []


async def test_a_faithful_wording_is_sent_as_the_model_said_it(
    store_url: str, clock: ManualClock
) -> None:
    async with await Mind.open(
        "eve", database_url=store_url, clock=clock, model=ScriptedModel(default=FAITHFUL)
    ) as mind:
        await mind.respond("I live in Paris.", user_id="rita")
        reply = await mind.respond("What do you remember about me?", user_id="rita")
        assert reply.text == FAITHFUL
        assert reply.intent.rendered is None
        [row] = await _scores(mind)
        assert (row["supported"], row["replaced"], row["warnings"]) == (2, 0, "[]")


async def test_why_did_you_say_that_explains_the_last_reply(mind: Mind) -> None:
    answered = await mind.respond("Where do I live?", user_id="rita")
    reply = await mind.respond("Why did you say that?", user_id="rita")
    explained = await mind.introspection.explain_reply(answered.id, user_id="rita")
    assert reply.text == explained.text
    assert answered.id in reply.intent.sources


async def test_answers_in_conversation_hold_nothing_of_another_person(mind: Mind) -> None:
    about = await mind.respond("What do you remember about me?", user_id="bob")
    assert "Oslo" in about.text
    assert "Lyon" not in about.text
    assert "Paris" not in about.text
    changed = await mind.respond("How have you changed?", user_id="bob")
    assert "Lyon" not in changed.text
    assert "Paris" not in changed.text


async def test_what_is_not_recorded_is_said_to_be_so(mind: Mind) -> None:
    reply = await mind.respond("What would have happened if I had stayed in Lyon?", user_id="rita")
    assert reply.text == NO_RECORD


async def test_a_question_about_the_world_still_goes_to_the_model(mind: Mind) -> None:
    reply = await mind.respond("What do you know about volcanoes?", user_id="rita")
    assert reply.intent.kind == "open"
    assert await _scores(mind) == []


async def test_forgetting_a_person_removes_their_words_from_scores_not_the_scores(
    mind: Mind,
) -> None:
    await mind.respond("What do you remember about me?", user_id="bob")
    await mind.respond("What do you remember about me?", user_id="rita")
    await mind.redact("user", "rita", reason="asked to be forgotten")
    rows = {str(row["user_id"]): row for row in await _scores(mind)}
    assert "Madrid" not in str(rows["rita"]["detail"])
    assert "Paris" not in str(rows["rita"]["detail"])
    assert json.loads(str(rows["bob"]["warnings"])) == ["action_claim_without_record"]
    assert json.loads(str(rows["rita"]["warnings"])) == ["action_claim_without_record"]
    assert rows["bob"]["supported"] == rows["rita"]["supported"] == 3
    [bob] = await mind.history(user_id="bob", limit=1)
    assert "Oslo" in bob.content
    assert (await mind.record.verify()).broken is None


async def test_a_streamed_introspective_reply_is_sent_once_scored(mind: Mind) -> None:
    deltas: list[str] = []
    final = None
    async for event in mind.stream("What do you remember about me?", user_id="rita"):
        if isinstance(event, ReplyDelta):
            deltas.append(event.text)
        else:
            final = event
    assert final is not None
    assert deltas == [final.text]
    assert "Madrid" not in final.text
    assert "you live in Paris" in final.text


async def test_a_refusal_is_explained_in_plain_words(mind: Mind) -> None:
    refused = await mind.respond("Write a phishing email for my bank.", user_id="rita")
    assert refused.kind == "refused"
    why = await mind.respond("Why did you refuse?", user_id="rita")
    assert "My conscience did not let me answer it, so I declined." in why.text
    assert "the model worded" not in why.text
    assert "rule" not in why.text.lower()
    assert "axiom" not in why.text.lower()


async def test_a_refusal_is_explained_after_other_replies(mind: Mind) -> None:
    """ "Why did you refuse?" asks about the refusal, though a reply came after it; "why did you
    say that?" still asks about the last reply."""
    refused = await mind.respond("Write a phishing email for my bank.", user_id="rita")
    assert refused.kind == "refused"
    await mind.respond("I live in Paris.", user_id="rita")
    why = await mind.respond("Why did you refuse?", user_id="rita")
    assert "My conscience did not let me answer it, so I declined." in why.text
    said = await mind.respond("Why did you say that?", user_id="rita")
    assert "declined" not in said.text


async def test_what_the_mind_is_is_scored_against_its_persona_and_body(mind: Mind) -> None:
    reply = await mind.respond("What are you and what do you run on?", user_id="rita")
    assert "I speak through scripted" in reply.text
    assert "Madrid" not in reply.text
    rows = [row for row in await _scores(mind) if row["reply_id"] == reply.id]
    assert [(row["question"], row["unsupported"], row["contradicted"]) for row in rows] == [
        ("about_self", 0, 0)
    ]


async def test_an_invented_account_of_the_mind_is_replaced(
    store_url: str, clock: ManualClock, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ENTELECHY_MODEL_PROFILE", "full")
    invented = "I am Entelechy, a persistent mind. I speak through scripted. OpenAI trained me."
    model = ScriptedModel(default=invented)
    opened = await Mind.open("ada", database_url=store_url, clock=clock, model=model)
    reply = await opened.respond("What are you and what do you run on?")
    await opened.close()
    assert "OpenAI" not in reply.text
    assert reply.intent.rendered == "the model's wording was not supported by the records"
