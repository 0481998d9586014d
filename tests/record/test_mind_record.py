"""`mind.record`: the events in chain order, paged and filtered, as their latest schema reads
them; the head of the chain; verification and replay through the same namespace."""

from __future__ import annotations

from typing import Any

import pytest
from sqlalchemy import Connection

from entelechy.dialogue import events as kinds
from entelechy.mind import Mind, SyncMind
from entelechy.models import ScriptedModel
from entelechy.record.hashing import GENESIS
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.record.mind_record import MAX_EVENTS, MindRecord
from entelechy.record.projections import Projections
from entelechy.record.services import RecordServices
from entelechy.record.store import Store


async def _mind(store: Store) -> Mind:
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="noted"))
    for text in ("hello", "I live in Lisbon.", "what do you know?"):
        await mind.respond(text)
    return mind


async def test_events_page_through_the_chain_in_order(store: Store) -> None:
    mind = await _mind(store)
    head = await mind.record.head()
    first = await mind.record.events(limit=5)
    rest = await mind.record.events(after_seq=first[-1].seq, limit=MAX_EVENTS)
    seqs = [event.seq for event in first + rest]
    assert seqs == list(range(1, head.seq + 1))
    assert rest[-1].hash == head.hash
    assert all(event.mind_id == mind.id for event in first + rest)
    await mind.close()


async def test_events_of_chosen_kinds_only(store: Store) -> None:
    mind = await _mind(store)
    received = await mind.record.events(kinds=[kinds.MESSAGE_RECEIVED], limit=2)
    assert [event.payload["content"] for event in received] == ["hello", "I live in Lisbon."]
    after = await mind.record.events(
        kinds=[kinds.MESSAGE_RECEIVED], after_seq=received[-1].seq, limit=10
    )
    assert [event.payload["content"] for event in after] == ["what do you know?"]
    assert await mind.record.events(kinds=[]) == []
    await mind.close()


@pytest.mark.parametrize(
    ("arguments", "message"), [({"limit": 0}, "limit"), ({"after_seq": -1}, "after_seq")]
)
async def test_bad_paging_is_refused_with_what_is_allowed(
    store: Store, arguments: dict[str, int], message: str
) -> None:
    mind = await _mind(store)
    with pytest.raises(ValueError, match=message):
        await mind.record.events(**arguments)
    await mind.close()


async def test_an_empty_chain_has_the_genesis_head(store: Store) -> None:
    services = await RecordServices.open(Projections(), store=store)
    head = await MindRecord(services, "mnd_nobody").head()
    assert (head.seq, head.hash) == (0, GENESIS)
    assert await MindRecord(services, "mnd_nobody").events() == []


async def test_events_read_as_their_latest_schema(store: Store) -> None:
    notes = Projections(declares=("note_taken",))

    @notes.on("note_taken")
    def _ignored(_: Connection, event: StoredEvent) -> None:
        return None

    @notes.upcaster("note_taken", 1)
    def _renamed(payload: Any) -> dict[str, Any]:
        return {"body": payload["text"]}

    services = await RecordServices.open(notes, store=store)
    await services.recorder.record(
        "mnd_notes", NewEvent("note_taken", {"text": "old"}, "mind", schema_version=1)
    )
    [event] = await MindRecord(services, "mnd_notes").events()
    assert (event.payload, event.schema_version) == ({"body": "old"}, 2)
    assert event.hash == (await MindRecord(services, "mnd_notes").head()).hash
    assert (await MindRecord(services, "mnd_notes").verify()).ok


def test_the_synchronous_mind_has_the_record(tmp_path: Any) -> None:
    with SyncMind("ada", home=str(tmp_path), model=ScriptedModel(default="ok")) as mind:
        mind.respond("hello")
        assert mind.record.verify().ok
        assert mind.record.replay_check().identical
        assert mind.record.events(limit=1)[0].seq == 1
