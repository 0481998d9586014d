"""Events that evolve: upcasters keyed by (kind, schema version) upgrade old payloads for every
projection, live and in replay; and a store written by the release before them opens,
verifies, replays and goes on."""

from __future__ import annotations

import gzip
import shutil
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from entelechy.catalog import Catalog
from entelechy.mind import Mind
from entelechy.record.ledger import StoredEvent
from entelechy.record.projections import Projections
from stored_events import stored_event

FIXTURE = Path(__file__).resolve().parents[1] / "fixtures" / "store-before-upcasters.sqlite.gz"


def _event(payload: dict[str, Any], version: int) -> StoredEvent:
    return stored_event("note_taken", payload, version)


def _notes() -> tuple[Projections, list[StoredEvent]]:
    seen: list[StoredEvent] = []
    notes = Projections(declares=("note_taken",))

    @notes.on("note_taken")
    def _noted(_: Connection, event: StoredEvent) -> None:
        seen.append(event)

    @notes.upcaster("note_taken", 1)
    def _named(payload: Any) -> dict[str, Any]:
        return {"body": payload["text"]}

    @notes.upcaster("note_taken", 2)
    def _dated(payload: Any) -> dict[str, Any]:
        return {**payload, "dated": False}

    return notes, seen


def test_an_old_payload_reaches_handlers_as_the_latest_version() -> None:
    notes, seen = _notes()
    registry = Projections().include(notes)
    registry.apply(None, _event({"text": "hello"}, 1))  # type: ignore[arg-type]
    registry.apply(None, _event({"body": "new", "dated": True}, 3))  # type: ignore[arg-type]
    assert [event.payload for event in seen] == [
        {"body": "hello", "dated": False},
        {"body": "new", "dated": True},
    ]
    assert [event.schema_version for event in seen] == [3, 3]
    assert seen[0].hash == "h", "the stored event's hash fields are kept"


def test_upcasting_leaves_current_events_untouched() -> None:
    notes, _ = _notes()
    current = _event({"body": "x", "dated": True}, 3)
    assert notes.upcast(current) is current


def _fixture(tmp_path: Path) -> str:
    path = tmp_path / "store.sqlite"
    with gzip.open(FIXTURE, "rb") as packed, path.open("wb") as unpacked:
        shutil.copyfileobj(packed, unpacked)
    return f"sqlite:///{path}"


async def test_a_store_of_the_release_before_opens_verifies_and_replays(tmp_path: Path) -> None:
    url = _fixture(tmp_path)
    catalog = await Catalog.open(database_url=url)
    try:
        verified = await catalog.verify()
        replayed = await catalog.replay()
    finally:
        await catalog.close()
    assert verified
    assert all(report.ok for report in verified)
    assert sum(report.events_checked for report in verified) > 50
    assert replayed
    assert all(report.identical for report in replayed)

    mind = await Mind.open("fixture", database_url=url, model="scripted:Still here.")
    try:
        history = await mind.history()
        reply = await mind.respond("Where do I live?")
        after = await mind.record.verify()
        again = await mind.record.replay_check()
    finally:
        await mind.close()
    assert history, "the conversation of the old release continues"
    assert "Lisbon" in reply.text
    assert after.ok
    assert again.identical
