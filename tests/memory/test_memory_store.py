"""The storage contract of memory: episodes from replies, consolidated memories, the index."""

from __future__ import annotations

import pytest
from sqlalchemy import Connection, select, text

from entelechy.memory import events as kinds
from entelechy.memory.queries import episodes_since, memories_of
from entelechy.memory.records import (
    EpisodeDraft,
    MemoryRecordError,
    consolidated_event,
    episode_event,
)
from entelechy.memory.schema import recall_index
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.store import Store


async def _mind(store: Store) -> Mind:
    return await Mind.open("ada", store=store, model=ScriptedModel(default="Noted."))


async def test_every_ok_reply_records_an_episode_in_its_own_transaction(store: Store) -> None:
    mind = await _mind(store)
    reply = await mind.respond("I moved to Lisbon in March.", user_id="sam")
    found = await store.read(lambda c: episodes_since(c, mind.id))
    (episode,) = found
    assert episode.text == (
        "sam: I moved to Lisbon in March.\nada: Noted. I'll remember that you moved to Lisbon in "
        "March."
    )
    assert episode.message_ids == (reply.in_reply_to, reply.id)
    assert episode.participants == ("sam", "ada")
    assert episode.user_id == "sam"
    assert episode.conversation_id == reply.conversation_id
    assert episode.source == "reply"
    assert 0.0 < episode.importance <= 1.0
    assert episode.id.startswith("epi_")
    event_ids = set(reply.event_ids)

    def episode_event_id(connection: Connection) -> str:
        return str(
            connection.execute(
                text("SELECT id FROM events WHERE kind = 'episode_recorded'")
            ).scalar_one()
        )

    assert await store.read(episode_event_id) in event_ids
    await mind.close()


async def test_episodes_since_continues_from_a_ledger_position_or_a_time(store: Store) -> None:
    mind = await _mind(store)
    for message in ("one", "two", "three"):
        await mind.respond(message)
    everything = await store.read(lambda c: episodes_since(c, mind.id))
    assert [e.text.split("\n")[0] for e in everything] == [
        "the person: one",
        "the person: two",
        "the person: three",
    ]
    after_first = await store.read(
        lambda c: episodes_since(c, mind.id, after_seq=everything[0].seq)
    )
    assert [e.id for e in after_first] == [e.id for e in everything[1:]]
    by_time = await store.read(
        lambda c: episodes_since(c, mind.id, after=everything[1].occurred_at, limit=5)
    )
    assert [e.id for e in by_time] == [everything[2].id]
    limited = await store.read(lambda c: episodes_since(c, mind.id, limit=1))
    assert limited == everything[:1]
    await mind.close()


async def test_consolidated_memories_keep_their_provenance_and_are_indexed(store: Store) -> None:
    mind = await _mind(store)
    await mind.respond("I love sailing.")
    (episode,) = await store.read(lambda c: episodes_since(c, mind.id))
    event = consolidated_event(
        memory_id="mem_1",
        text="Sailing gives them peace.",
        memory_class="lasting-identity",
        importance=1.7,
        dream_id="drm_1",
        sleep_id="slp_1",
        episode_ids=[episode.id],
        user_id="local",
        actor="mind",
    )
    assert set(event.payload) == {
        "memory_id",
        "text",
        "memory_class",
        "importance",
        "dream_id",
        "sleep_id",
        "episode_ids",
        "user_id",
    }
    await mind._parts.services.recorder.record(mind.id, event)
    (memory,) = await store.read(lambda c: memories_of(c, mind.id))
    assert memory.importance == 1.0
    assert (memory.dream_id, memory.sleep_id, memory.episode_ids) == (
        "drm_1",
        "slp_1",
        (episode.id,),
    )
    assert memory.memory_class == "lasting-identity"
    indexed = await store.read(
        lambda c: c.execute(select(recall_index.c.item_id, recall_index.c.item_kind)).all()
    )
    assert sorted(tuple(row) for row in indexed) == sorted(
        [(episode.id, kinds.EPISODE_KIND), ("mem_1", kinds.MEMORY_KIND)]
    )
    report = await mind.record.replay_check()
    assert report.identical, report.differences
    await mind.close()


async def test_replies_of_a_conversation_index_the_turn_before_as_context(store: Store) -> None:
    mind = await _mind(store)
    await mind.respond("Where should I go hiking?")
    await mind.respond("Maybe the Alps then.")
    second = (await store.read(lambda c: episodes_since(c, mind.id)))[1]
    context = await store.read(
        lambda c: c.execute(
            select(recall_index.c.context).where(recall_index.c.item_id == second.id)
        ).scalar_one()
    )
    assert "hiking" in context
    await mind.close()


async def test_episode_and_memory_rows_cannot_be_rewritten(store: Store) -> None:
    mind = await _mind(store)
    await mind.respond("hello")

    def rewrite(connection: Connection) -> None:
        connection.execute(text("UPDATE episodes SET text = 'forged'"))

    with pytest.raises(Exception, match="append-only"):
        await store.write(rewrite)
    await mind.close()


def test_bad_memory_events_are_refused_before_the_ledger() -> None:
    with pytest.raises(MemoryRecordError, match="not a memory class"):
        consolidated_event(
            memory_id="m",
            text="x",
            memory_class="noise",
            importance=0.1,
            dream_id=None,
            sleep_id=None,
            episode_ids=[],
            user_id=None,
            actor="mind",
        )
    draft = EpisodeDraft("epi_1", "  ", "2026-01-01T00:00:00.000000Z", "ingest")
    with pytest.raises(MemoryRecordError, match="needs some text"):
        episode_event(draft, "system")
