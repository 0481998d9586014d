"""Why a memory exists (the sleep and dream it came from, the class wake gave it, or the
exchange it records) and what a sleep did, read back from the record."""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

from sqlalchemy import ColumnElement, Connection, Table, or_, select

from entelechy.introspection.answer import Answer, Sentence
from entelechy.introspection.moments import shown
from entelechy.memory.schema import episodes, memories
from entelechy.sleep import queries as sleeping

_ENDED = {
    "started": "the sleep was still under way",
    "completed": "the sleep completed and I have not woken from it yet",
    "woken": "I woke from it",
    "abandoned": "the sleep was abandoned",
}
QUOTE_CHARS = 80
"""A memory is quoted up to this many characters."""


def explain_memory(
    connection: Connection, mind_id: str, memory_id: str, user_id: str | None = None
) -> Answer:
    """Why memory (or episode) `memory_id` exists; with `user_id`, only that person's or the
    mind's own."""
    lines = memory_lines(connection, mind_id, [memory_id], user_id)
    row = _memory(connection, mind_id, memory_id, user_id)
    if row is not None and row.get("sleep_id"):
        lines.extend(_kept_by(connection, mind_id, row))
    return Answer.of("explain_memory", lines)


def memory_lines(
    connection: Connection, mind_id: str, ids: Sequence[str], user_id: str | None
) -> list[Sentence]:
    """One sentence per memory or episode: what it holds and where it came from."""
    lines = []
    for memory_id in ids:
        row = _memory(connection, mind_id, str(memory_id), user_id)
        if row is None:
            episode = _episode(connection, mind_id, str(memory_id), user_id)
            if episode is not None:
                lines.append(episode)
            continue
        quoted = _quote(str(row["text"]))
        lines.append(
            Sentence(f'I remembered "{quoted}", a {row["memory_class"]} memory.', (memory_id,))
        )
    return lines


def explain_sleep(connection: Connection, mind_id: str, sleep_id: str) -> Answer:
    """What one sleep considered, dreamt and kept."""
    found = sleeping.sleep(connection, mind_id, sleep_id)
    if found is None:
        return Answer.of("explain_sleep", ())
    return Answer.of("explain_sleep", sleep_lines(connection, mind_id, found))


def sleep_lines(connection: Connection, mind_id: str, found: sleeping.SleepView) -> list[Sentence]:
    """A sleep in sentences: when and why, what it considered, what each dream became."""
    why = f"because {found.trigger_reason}" if found.trigger_reason else f"({found.trigger_kind})"
    considered = found.interactions_considered or 0
    lines = [
        Sentence(
            f"I slept at {shown(found.started_at)} {why}, over {considered} interactions; "
            f"{_ENDED.get(found.status, found.status)}.",
            (found.id,),
        )
    ]
    dreams = sleeping.dreams_of(connection, mind_id, found.id)
    for dream in dreams:
        kept = f"kept as a {dream.memory_class} memory" if dream.memory_id else "not kept"
        if dream.memory_class is None:
            kept = "not classified yet"
        ids = tuple(i for i in (dream.id, dream.memory_id) if i)
        lines.append(Sentence(f'I dreamt "{_quote(dream.narrative)}", {kept}.', ids))
    if not dreams and found.status != "started":
        lines.append(Sentence("I had no dream in that sleep.", (found.id,)))
    return lines


def _kept_by(connection: Connection, mind_id: str, row: dict[str, Any]) -> list[Sentence]:
    dream = sleeping.dream(connection, mind_id, str(row["dream_id"]))
    found = sleeping.sleep(connection, mind_id, str(row["sleep_id"]))
    if dream is None or found is None:
        return []
    said = (
        f"It comes from a dream of the sleep that began at {shown(found.started_at)}, with "
        f"teleological value {dream.teleological_value:.2f}; on waking I classed it "
        f"{row['memory_class']} and kept it."
    )
    return [Sentence(said, (dream.id, found.id))]


def _memory(
    connection: Connection, mind_id: str, memory_id: str, user_id: str | None
) -> dict[str, Any] | None:
    query = select(memories.c.text, memories.c.memory_class, memories.c.provenance).where(
        memories.c.mind_id == mind_id, memories.c.id == memory_id, *_theirs(memories, user_id)
    )
    row = connection.execute(query).first()
    if row is None:
        return None
    provenance = json.loads(row.provenance) if row.provenance else {}
    return {"text": row.text, "memory_class": row.memory_class, **provenance}


def _episode(
    connection: Connection, mind_id: str, episode_id: str, user_id: str | None
) -> Sentence | None:
    query = select(episodes.c.text, episodes.c.occurred_at, episodes.c.source).where(
        episodes.c.mind_id == mind_id, episodes.c.id == episode_id, *_theirs(episodes, user_id)
    )
    row = connection.execute(query).first()
    if row is None:
        return None
    first = _quote(str(row.text).partition("\n")[0])
    said = (
        f'I remembered "{first}", an exchange recorded at {shown(row.occurred_at)} ({row.source}).'
    )
    return Sentence(said, (episode_id,))


def _theirs(table: Table, user_id: str | None) -> list[ColumnElement[bool]]:
    """With `user_id`, rows of that person or of the mind's own (no one's); else no bound."""
    if user_id is None:
        return []
    return [or_(table.c.user_id == user_id, table.c.user_id.is_(None))]


def _quote(text: str) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= QUOTE_CHARS else flat[: QUOTE_CHARS - 1].rstrip() + "…"
