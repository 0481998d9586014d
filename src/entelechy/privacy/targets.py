"""What a redaction removes: a target's content, and what was derived from it.

A target is found by its id in the ledger. Its events, and the events derived from it (the
reply to a message, the perception of it, the episode that quotes it, the beliefs formed from
its claims and every event of those beliefs), are the redaction's own: from them every
content string is removed, and the person's own words in them (claim objects and entities, such
as a PIN or a place) are removed too. Their longer texts are then removed wherever else in the
mind they were quoted (a sleep's fragments, a dream, a review).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any, Literal

from sqlalchemy import Connection, func, select

from entelechy.beliefs.schema import evidence
from entelechy.errors import NotFoundError
from entelechy.record.redaction import Scope, content_of, matcher
from entelechy.record.schema import events

TargetKind = Literal["event", "message", "memory", "belief", "model-call", "user"]
TARGET_KINDS: tuple[TargetKind, ...] = (
    "event",
    "message",
    "memory",
    "belief",
    "model-call",
    "user",
)
FRAGMENT_CHARS = 120
"""Sleep fragments quote a turn cut to this many characters; the cut form is removed too."""


@dataclass(frozen=True)
class Found:
    event_id: str
    kind: str
    user_id: str | None
    payload: dict[str, Any]


def scope_of(connection: Connection, mind_id: str, kind: TargetKind, target: str) -> Scope:
    """The texts and events one redaction of `target` removes."""
    found = _seed(connection, mind_id, kind, target)
    if not found:
        raise NotFoundError(
            f"this mind has no {kind} {target!r} to redact.",
            hint="Ids are in `entelechy ask --json`, `recall --json`, `beliefs list` and "
            "`show reply`; `redact --user` takes a person's user id.",
        )
    derived = _derived(connection, mind_id, found)
    texts: list[str] = []
    for item in derived:
        texts.extend(content_of(item.payload))
        texts.extend(_own_words(item.payload))
    texts.extend(_clipped(text) for text in list(texts))
    return Scope.of(texts, (item.event_id for item in derived))


def _seed(connection: Connection, mind_id: str, kind: TargetKind, target: str) -> list[Found]:
    if kind == "event":
        return _where(connection, mind_id, events.c.id == target)
    if kind == "user":
        return _where(connection, mind_id, events.c.user_id == target)
    key = {
        "message": "message_id",
        "memory": ("memory_id", "episode_id"),
        "belief": "belief_id",
        "model-call": "call_id",
    }[kind]
    keys = key if isinstance(key, tuple) else (key,)
    return [
        item
        for name in keys
        for item in _naming(connection, mind_id, f'"{name}":{json.dumps(target)}')
    ]


def _derived(connection: Connection, mind_id: str, seeds: list[Found]) -> list[Found]:
    """The seeds and what was made from them, found by the ids they carry: the events naming
    a seed message, episode, memory or dream, and every event of a belief its claims formed.
    Two passes over the mind's events, however many seeds."""
    found = {item.event_id: item for item in seeds}
    messages = [
        str(item.payload["message_id"]) for item in seeds if item.kind == "message_received"
    ]
    named = set(messages)
    for item in seeds:
        named.update(
            str(item.payload[key])
            for key in ("dream_id", "episode_id", "memory_id")
            if isinstance(item.payload.get(key), str)
        )
    for other in _mentioning(connection, mind_id, {json.dumps(name) for name in named}):
        found.setdefault(other.event_id, other)
    beliefs = _beliefs_from(connection, mind_id, messages)
    needles = {f'"belief_id":{json.dumps(belief)}' for belief in beliefs}
    for other in _mentioning(connection, mind_id, needles):
        found.setdefault(other.event_id, other)
    return list(found.values())


def _beliefs_from(connection: Connection, mind_id: str, message_ids: list[str]) -> list[str]:
    """Beliefs whose evidence is one of the messages (formed or supported by what it said)."""
    sources = [f"message {message_id}" for message_id in message_ids]
    found: set[str] = set()
    for start in range(0, len(sources), _CHUNK):
        rows = connection.execute(
            select(evidence.c.belief_id).where(
                evidence.c.mind_id == mind_id,
                evidence.c.source.in_(sources[start : start + _CHUNK]),
            )
        )
        found.update(row[0] for row in rows)
    return sorted(found)


_CHUNK = 500


def _mentioning(connection: Connection, mind_id: str, needles: set[str]) -> list[Found]:
    """The mind's events whose payload holds any of `needles`, in one pass."""
    if not needles:
        return []
    pattern = matcher(tuple(needles))
    rows = connection.execute(
        select(events.c.id, events.c.kind, events.c.user_id, events.c.payload)
        .where(events.c.mind_id == mind_id)
        .order_by(events.c.seq)
    )
    return [
        Found(row[0], row[1], row[2], json.loads(row[3]))
        for row in rows
        if pattern is not None and pattern.search(row[3])
    ]


def _own_words(payload: Any) -> list[str]:
    """The person's words a perception kept apart from prose: claim objects and entities."""
    found: list[str] = []
    analysis = payload.get("analysis") if isinstance(payload, dict) else None
    if isinstance(analysis, dict):
        for claim in analysis.get("claims") or []:
            found.extend(str(claim.get(key) or "") for key in ("object", "text"))
        found.extend(str(entity.get("text") or "") for entity in analysis.get("entities") or [])
    proposition = payload.get("proposition") if isinstance(payload, dict) else None
    if isinstance(proposition, dict):
        found.extend(str(proposition.get(key) or "") for key in ("object", "text"))
    return found


def _clipped(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= FRAGMENT_CHARS else flat[: FRAGMENT_CHARS - 1]


def _naming(connection: Connection, mind_id: str, needle: str) -> list[Found]:
    if connection.dialect.name == "postgresql":
        holds = func.strpos(events.c.payload, needle) > 0
    else:
        holds = func.instr(events.c.payload, needle) > 0
    return _where(connection, mind_id, holds)


def _where(connection: Connection, mind_id: str, condition: Any) -> list[Found]:
    rows = connection.execute(
        select(events.c.id, events.c.kind, events.c.user_id, events.c.payload)
        .where(events.c.mind_id == mind_id, condition)
        .order_by(events.c.seq)
    )
    return [Found(row[0], row[1], row[2], json.loads(row[3])) for row in rows]
