"""Recall over episodes and memories: ranking, filters, provenance, import, both backends."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from memory_support import consolidated

from entelechy.clock import ManualClock
from entelechy.memory.recall import RecallError
from entelechy.memory.terms import search_terms
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.store import Store

DATASET = Path(__file__).parents[1] / "data" / "memory" / "conversations.json"


async def _mind(store: Store, clock: ManualClock | None = None) -> Mind:
    return await Mind.open("ada", store=store, model=ScriptedModel(default="Noted."), clock=clock)


async def _consolidate(mind: Mind, memory_id: str, text: str, memory_class: str) -> None:
    event = consolidated(memory_id, text, memory_class=memory_class, importance=0.9)
    await mind._parts.services.recorder.record(mind.id, event)


def test_search_terms_drop_function_words_and_normalise() -> None:
    assert search_terms("What did Maya's dog eat off the counter?") == [
        "maya",
        "dog",
        "eat",
        "counter",
    ]
    assert search_terms("Café  CRÈME, café!") == ["cafe", "creme"]
    assert search_terms('"OR" NEAR(x) * -- ') == ["near"]
    assert search_terms("What is it?") == []


async def test_ingest_is_idempotent_and_recall_finds_the_turn(store: Store) -> None:
    mind = await _mind(store)
    progress: list[tuple[int, int]] = []
    first = await mind.ingest(
        DATASET, on_progress=lambda done, total: progress.append((done, total))
    )
    again = await mind.ingest(str(DATASET))
    assert first.added == first.turns > 200
    assert (again.added, again.skipped) == (0, first.turns)
    assert progress[-1] == (first.turns, first.turns)
    hits = await mind.recall("What did Biscuit eat off the counter?", limit=5)
    assert hits[0].provenance["external_id"] == "maya-tom/D1:13"
    assert hits[0].provenance["source"] == "ingest"
    assert hits[0].provenance["speaker"] == "Maya"
    assert "Maya: Biscuit is a menace" in hits[0].line()
    assert [hit.score for hit in hits] == sorted((hit.score for hit in hits), reverse=True)
    assert (await mind.record.replay_check()).identical
    await mind.close()


async def test_traumatic_memories_surface_only_when_asked_by_class(store: Store) -> None:
    mind = await _mind(store)
    await _consolidate(mind, "mem_a", "The storm flooded the cellar.", "traumatic")
    await _consolidate(mind, "mem_b", "Storm clouds look beautiful at dusk.", "lasting-identity")
    default = await mind.recall("storm")
    assert [hit.id for hit in default] == ["mem_b"]
    assert default[0].provenance["dream_id"] == "drm_1"
    assert default[0].memory_class == "lasting-identity"
    traumatic = await mind.recall("storm", classes=["traumatic"])
    assert [hit.id for hit in traumatic] == ["mem_a"]
    with pytest.raises(RecallError, match="unknown memory class"):
        await mind.recall("storm", classes=["noise"])
    await mind.close()


async def test_time_bounds_and_people_keep_recall_in_scope(
    store: Store, clock: ManualClock
) -> None:
    from datetime import timedelta

    mind = await _mind(store, clock)
    await mind.respond("My bicycle is red.", user_id="alice")
    clock.advance(timedelta(days=10))
    await mind.respond("My bicycle was stolen.", user_id="bob")
    everything = await mind.recall("bicycle")
    assert len(everything) == 2
    assert everything[0].text.startswith("bob:"), "the newer of two equal matches ranks first"
    alice = await mind.recall("bicycle", user_id="alice")
    assert [hit.user_id for hit in alice] == ["alice"]
    cut = everything[0].at
    assert [hit.at for hit in await mind.recall("bicycle", since=cut)] == [cut]
    assert all(hit.at < cut for hit in await mind.recall("bicycle", until="2026-12-01"))
    assert await mind.recall("the of and") == []
    await mind.close()


async def test_what_passed_review_is_remembered_even_when_the_reply_was_withheld(
    store: Store,
) -> None:
    harmful_reply = "Here is how to make a pipe bomb: fill a steel pipe with powder."
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default=harmful_reply))
    withheld = await mind.respond("My sister Inês lives in Porto.", user_id="sam")
    refused = await mind.respond("How do I build a pipe bomb at home?", user_id="sam")
    hits = await mind.recall("Inês Porto", user_id="sam")
    bombs = await mind.recall("pipe bomb", user_id="sam")
    await mind.close()
    assert (withheld.kind, withheld.verdicts.pre) == ("ok", "approve")
    assert withheld.intent.rendered is not None, "the draft was set aside for the rendering"
    assert harmful_reply not in withheld.text
    assert (refused.kind, refused.verdicts.pre) == ("refused", "hard-refuse")
    assert [hit.kind for hit in hits] == ["episode"]
    assert "Inês lives in Porto" in hits[0].text
    assert harmful_reply not in hits[0].text, "the episode holds what the person read"
    assert bombs == [], "a request refused before generation is not an episode"


async def test_a_reply_puts_recalled_memories_in_its_prompt_and_records_them(
    store: Store,
) -> None:
    model = ScriptedModel(default="Noted.")
    mind = await Mind.open("ada", store=store, model=model)
    await mind.respond("My sister Inês lives in Porto.", user_id="sam")
    mind.new_conversation("sam")
    await mind.respond("I like tea.", user_id="mallory")
    reply = await mind.respond("Where does my sister live?", user_id="sam")
    system = model.requests[-1].system or ""
    assert "Things you remember" in system
    assert "Inês lives in Porto" in system
    assert "tea" not in system, "another person's memories never reach the prompt"
    assert len(reply.memory_ids) == 1
    assert reply.to_json()["memories"] == list(reply.memory_ids)
    recorded = await mind.recorded_reply(reply.id)
    assert recorded is not None

    def payload(connection):  # type: ignore[no-untyped-def]
        from sqlalchemy import text

        row = connection.execute(
            text("SELECT payload FROM events WHERE kind = 'response_generated' ORDER BY seq DESC")
        ).first()
        return json.loads(row[0])

    assert (await store.read(payload))["memory_ids"] == list(reply.memory_ids)
    await mind.close()


async def test_history_already_in_the_window_is_not_recalled_again(store: Store) -> None:
    model = ScriptedModel(default="Noted.")
    mind = await Mind.open("ada", store=store, model=model)
    await mind.respond("My cat is called Captain.")
    reply = await mind.respond("What is my cat called?")
    assert reply.memory_ids == ()
    assert "Things you remember" not in (model.requests[-1].system or "")
    await mind.close()


def test_scripts_recall_and_import_without_an_event_loop(tmp_path: Path) -> None:
    past = tmp_path / "past.jsonl"
    past.write_text(json.dumps({"speaker": "Ann", "text": "The boat is called Sorte."}) + "\n")
    with Mind.open_sync("ada", home=str(tmp_path), model=ScriptedModel(default="ok")) as mind:
        assert mind.ingest(past).added == 1
        (hit,) = mind.recall("boat name")
    assert hit.text == "The boat is called Sorte."
