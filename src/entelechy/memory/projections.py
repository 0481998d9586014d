"""Projection handlers of memory events; the same code runs live and in replays.

Each episode and memory gets a row in `recall_index` as it is projected: its text, the text of
the turn before it in the same conversation (so a reply can be found by the question it answers)
and who spoke.
"""

from __future__ import annotations

from sqlalchemy import Connection, bindparam, select

from entelechy.memory import events as kinds
from entelechy.memory.schema import episodes, memories, recall_index
from entelechy.record.canonical import canonical_json
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections(declares=kinds.KINDS)
"""Memory's projections: episodes, memories and the recall index."""

HANDLERS.owns(episodes)
HANDLERS.owns(memories)
HANDLERS.owns(recall_index)

CONTEXT_TURNS = 2
CONTEXT_CHARS = 300
"""How many of the previous turns, and how much of each, are indexed with a turn."""

_EPISODE = PreparedInsert(episodes)
_MEMORY = PreparedInsert(memories)
_INDEX = PreparedInsert(recall_index)
_PREVIOUS = Prepared(
    select(episodes.c.text)
    .where(
        episodes.c.conversation_id == bindparam("conversation_id"),
        episodes.c.mind_id == bindparam("mind_id"),
        episodes.c.seq < bindparam("seq"),
    )
    .order_by(episodes.c.seq.desc())
    .limit(CONTEXT_TURNS)
)


@HANDLERS.on(kinds.EPISODE_RECORDED)
def _episode_recorded(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {
        "id": payload["episode_id"],
        "mind_id": event.mind_id,
        "seq": event.seq,
        "user_id": event.user_id,
        "conversation_id": payload.get("conversation_id"),
        "occurred_at": payload["occurred_at"],
        "participants": canonical_json(payload.get("participants", [])),
        "speaker": payload.get("speaker"),
        "text": payload["text"],
        "message_ids": canonical_json(payload.get("message_ids", [])),
        "importance": float(payload["importance"]),
        "source": payload["source"],
        "external_id": payload.get("external_id"),
        "recorded_at": event.at,
        "event_id": event.id,
    }
    context = _previous_text(connection, event.mind_id, row["conversation_id"], event.seq)
    _EPISODE.insert(connection, row)
    _index(connection, row, kinds.EPISODE_KIND, context, payload.get("speaker") or "")


@HANDLERS.on(kinds.MEMORY_CONSOLIDATED)
def _memory_consolidated(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    provenance = {
        "dream_id": payload.get("dream_id"),
        "sleep_id": payload.get("sleep_id"),
        "episode_ids": list(payload.get("episode_ids") or []),
    }
    row = {
        "id": payload["memory_id"],
        "mind_id": event.mind_id,
        "seq": event.seq,
        "user_id": payload.get("user_id"),
        "text": payload["text"],
        "memory_class": payload["memory_class"],
        "importance": float(payload["importance"]),
        "provenance": canonical_json(provenance),
        "created_at": event.at,
        "event_id": event.id,
    }
    _MEMORY.insert(connection, row)
    _index(connection, row, kinds.MEMORY_KIND, "", "")


def _previous_text(
    connection: Connection, mind_id: str, conversation_id: str | None, seq: int
) -> str:
    if conversation_id is None:
        return ""
    parameters = {"conversation_id": conversation_id, "mind_id": mind_id, "seq": seq}
    rows = _PREVIOUS.rows(connection, parameters)
    return "\n".join(str(row[0])[:CONTEXT_CHARS] for row in reversed(rows))


def _index(
    connection: Connection, row: dict[str, object], kind: str, context: str, speaker: str
) -> None:
    entry = {
        "item_id": row["id"],
        "mind_id": row["mind_id"],
        "item_kind": kind,
        "body": row["text"],
        "context": context,
        "speaker": speaker,
    }
    _INDEX.insert(connection, entry)
