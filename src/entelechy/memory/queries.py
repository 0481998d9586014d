"""Reads of the memory projections, always scoped by mind."""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select

from entelechy.memory.schema import episodes, memories
from entelechy.record.prepared import PreparedLookup

_EPISODES_BY_ID = PreparedLookup(episodes, episodes.c.id)
_MEMORIES_BY_ID = PreparedLookup(memories, memories.c.id)


@dataclass(frozen=True)
class Episode:
    """One exchange or imported turn, as recorded."""

    id: str
    mind_id: str
    seq: int
    user_id: str | None
    conversation_id: str | None
    occurred_at: str
    participants: tuple[str, ...]
    speaker: str | None
    text: str
    message_ids: tuple[str, ...]
    importance: float
    source: str
    external_id: str | None
    recorded_at: str
    event_id: str

    @classmethod
    def from_row(cls, row: Any) -> Episode:
        return cls.from_values(dict(row._mapping))

    @classmethod
    def from_values(cls, values: dict[str, Any]) -> Episode:
        """From a row as a dictionary by column name (taken over)."""
        values["participants"] = tuple(json.loads(values["participants"]))
        values["message_ids"] = tuple(json.loads(values["message_ids"]))
        return cls(**values)


@dataclass(frozen=True)
class Memory:
    """A consolidated memory and where it came from."""

    id: str
    mind_id: str
    seq: int
    user_id: str | None
    text: str
    memory_class: str
    importance: float
    dream_id: str | None
    sleep_id: str | None
    episode_ids: tuple[str, ...]
    created_at: str
    event_id: str

    @classmethod
    def from_row(cls, row: Any) -> Memory:
        return cls.from_values(dict(row._mapping))

    @classmethod
    def from_values(cls, values: dict[str, Any]) -> Memory:
        """From a row as a dictionary by column name (taken over)."""
        provenance = json.loads(values.pop("provenance"))
        return cls(
            **values,
            dream_id=provenance.get("dream_id"),
            sleep_id=provenance.get("sleep_id"),
            episode_ids=tuple(provenance.get("episode_ids") or ()),
        )


def episodes_since(
    connection: Connection,
    mind_id: str,
    *,
    after: str | None = None,
    after_seq: int | None = None,
    limit: int = 200,
    user_id: str | None = None,
) -> list[Episode]:
    """A mind's episodes in ledger order: recorded after ledger position `after_seq` and/or
    occurring after the time `after` (ISO-8601 UTC), at most `limit` (the oldest first).

    Sleep's N1 stage reads its fragments with this; pass the last seq it consumed to continue.
    """
    query = select(episodes).where(episodes.c.mind_id == mind_id)
    if after_seq is not None:
        query = query.where(episodes.c.seq > after_seq)
    if after is not None:
        query = query.where(episodes.c.occurred_at > after)
    if user_id is not None:
        query = query.where(episodes.c.user_id == user_id)
    rows = connection.execute(query.order_by(episodes.c.seq).limit(limit))
    return [Episode.from_row(row) for row in rows]


def episodes_by_id(connection: Connection, mind_id: str, ids: Sequence[str]) -> list[Episode]:
    """The mind's episodes with these ids (in no particular order). Looked up by primary key
    alone: with the mind in the WHERE clause, SQLite would scan the mind's index instead."""
    found = [Episode.from_values(row) for row in _EPISODES_BY_ID.rows(connection, ids)]
    return [episode for episode in found if episode.mind_id == mind_id]


def memories_of(
    connection: Connection,
    mind_id: str,
    *,
    classes: Sequence[str] | None = None,
    limit: int = 200,
) -> list[Memory]:
    """A mind's consolidated memories, newest first, optionally of some classes only."""
    query = select(memories).where(memories.c.mind_id == mind_id)
    if classes is not None:
        query = query.where(memories.c.memory_class.in_(list(classes)))
    query = query.order_by(memories.c.seq.desc()).limit(limit)
    return [Memory.from_row(row) for row in connection.execute(query)]


def memories_by_id(connection: Connection, mind_id: str, ids: Sequence[str]) -> list[Memory]:
    found = [Memory.from_values(row) for row in _MEMORIES_BY_ID.rows(connection, ids)]
    return [memory for memory in found if memory.mind_id == mind_id]


def known_external_ids(connection: Connection, mind_id: str, candidates: Sequence[str]) -> set[str]:
    """Which of `candidates` are already the external id of one of the mind's episodes."""
    found: set[str] = set()
    for start in range(0, len(candidates), 500):
        chunk = list(candidates[start : start + 500])
        query = select(episodes.c.external_id).where(
            episodes.c.mind_id == mind_id, episodes.c.external_id.in_(chunk)
        )
        found.update(row[0] for row in connection.execute(query))
    return found
