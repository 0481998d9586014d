"""What the mind remembers about the person asking (theirs only, never another's), and what it
is and runs on (its persona and body records)."""

from __future__ import annotations

import json

from sqlalchemy import Connection, func, select

from entelechy.beliefs.queries import BeliefRow
from entelechy.beliefs.visibility import visible_beliefs
from entelechy.introspection.answer import Answer, Sentence, join
from entelechy.introspection.history import LIVE
from entelechy.introspection.moments import shown
from entelechy.introspection.wording import said_to_teller
from entelechy.memory.schema import episodes, memories
from entelechy.persona.schema import persona_births
from entelechy.record.schema import embodiments, minds

ABOUT_LIMIT = 20
"""At most this many beliefs about a person are told at once (the latest ones)."""


def about_person(connection: Connection, mind_id: str, user_id: str) -> Answer:
    """What the person `user_id` told the mind, as it believes it now, and how much of their
    conversation it keeps. Only what they may see is told (`entelechy.beliefs.visibility`): what
    someone else said about them is that person's to tell, not the mind's."""
    candidates = visible_beliefs(connection, mind_id, user_id, ABOUT_LIMIT * 4)
    rows = [row for row in candidates if row.status in LIVE][:ABOUT_LIMIT]
    lines = [_held(row, user_id) for row in reversed(rows)]
    lines.extend(_kept(connection, mind_id, user_id))
    return Answer.of("about_person", lines)


def _held(row: BeliefRow, user_id: str) -> Sentence:
    hedge = "" if row.status == "believed" else f" ({row.status})"
    confidence = f"{row.confidence:.2f}{hedge}"
    said = (
        f"You told me that {said_to_teller(row, user_id)}; I hold it with confidence {confidence}."
    )
    return Sentence(said, (row.id,))


def _kept(connection: Connection, mind_id: str, user_id: str) -> list[Sentence]:
    lines = []
    kinds = ((episodes, "exchange", "exchanges"), (memories, "memory", "memories"))
    for table, one, many in kinds:
        count, latest = connection.execute(
            select(func.count(), func.max(table.c.id)).where(
                table.c.mind_id == mind_id, table.c.user_id == user_id
            )
        ).one()
        if count:
            noun = one if count == 1 else many
            lines.append(Sentence(f"I keep {count} {noun} of ours.", (str(latest),)))
    return lines


def about_self(connection: Connection, mind_id: str) -> Answer:
    """What the mind is (its persona and birth) and what it has run on (its bodies)."""
    found = connection.execute(
        select(minds.c.name, minds.c.persona, minds.c.created_at, minds.c.event_id).where(
            minds.c.id == mind_id
        )
    ).first()
    if found is None:
        return Answer.of("about_self", ())
    lines = [
        Sentence(
            f"I am {found.persona}, a persistent mind named {found.name}, created at "
            f"{shown(found.created_at)}; I keep a record of everything I perceive and say.",
            (mind_id, found.event_id),
        )
    ]
    lines.extend(_born(connection, mind_id))
    lines.extend(_bodies(connection, mind_id))
    return Answer.of("about_self", lines)


def _born(connection: Connection, mind_id: str) -> list[Sentence]:
    row = connection.execute(
        select(persona_births.c.signature, persona_births.c.event_id).where(
            persona_births.c.mind_id == mind_id
        )
    ).first()
    if row is None:
        return []
    signature = json.loads(row.signature)
    said = f"My persona was born at {shown(signature['bornAt'])} as {signature['archetype']}."
    return [Sentence(said, (row.event_id,))]


def _bodies(connection: Connection, mind_id: str) -> list[Sentence]:
    rows = connection.execute(
        select(embodiments.c.id, embodiments.c.spec, embodiments.c.at)
        .where(embodiments.c.mind_id == mind_id)
        .order_by(embodiments.c.at, embodiments.c.id)
    ).all()
    if not rows:
        return [Sentence("No model has spoken through me yet.")]
    current = rows[-1]
    lines = [Sentence(f"I speak through {current.spec}, since {shown(current.at)}.", (current.id,))]
    if len(rows) > 1:
        earlier = join([row.spec for row in rows[:-1]])
        lines.append(
            Sentence(f"Before that I spoke through {earlier}.", tuple(r.id for r in rows[:-1]))
        )
    return lines
