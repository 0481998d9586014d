"""What one person may see of a mind's beliefs, for surfaces that serve people rather than the
operator.

A belief is theirs to see when it is about them (in their domain) or rests on what they said,
and nothing it rests on came from anyone else: no evidence of another person's family, and no
root event recorded for another person. A belief's page is theirs to see under the same rule,
with its links kept only to beliefs they may see too (a contradiction can name the other side).
Memories an evidence row cites appear on a page by id only, never their words.
"""

from __future__ import annotations

import dataclasses

from sqlalchemy import Connection, or_, select

from entelechy.beliefs import explain, queries
from entelechy.beliefs.schema import beliefs, evidence
from entelechy.dialogue.events import user_actor
from entelechy.errors import NotFoundError
from entelechy.record.schema import events

_PERSON = user_actor("")


def visible_to(connection: Connection, mind_id: str, row: queries.BeliefRow, user_id: str) -> bool:
    """Whether `user_id` may see `row` (see the module's rule)."""
    own = user_actor(user_id)
    found = queries.evidence_of(connection, row.id)
    if row.domain != user_id and not any(item.family == own for item in found):
        return False
    if any(item.family.startswith(_PERSON) and item.family != own for item in found):
        return False
    roots = sorted({root for item in found for root in item.root_event_ids})
    owners = connection.execute(
        select(events.c.user_id).where(events.c.mind_id == mind_id, events.c.id.in_(roots))
    )
    return all(owner in (None, user_id) for (owner,) in owners)


def visible_beliefs(
    connection: Connection, mind_id: str, user_id: str, limit: int
) -> list[queries.BeliefRow]:
    """The beliefs `user_id` may see, most recently changed first."""
    told = select(evidence.c.belief_id).where(
        evidence.c.mind_id == mind_id, evidence.c.family == user_actor(user_id)
    )
    query = (
        select(*queries.BELIEF_COLUMNS)
        .where(
            beliefs.c.mind_id == mind_id, or_(beliefs.c.domain == user_id, beliefs.c.id.in_(told))
        )
        .order_by(beliefs.c.updated_at.desc(), beliefs.c.id.desc())
    )
    rows = (queries.BeliefRow(*tuple(row)) for row in connection.execute(query))
    return [row for row in rows if visible_to(connection, mind_id, row, user_id)][:limit]


def visible_page(
    connection: Connection, mind_id: str, belief_id: str, user_id: str
) -> explain.BeliefPage:
    """A belief's page as `user_id` may see it; one they may not see is not found."""
    found = explain.page(connection, mind_id, belief_id)
    if not visible_to(connection, mind_id, found.belief, user_id):
        raise NotFoundError(
            f"there is no belief {belief_id!r} this person may see.",
            hint="A person sees only beliefs about them or resting on what they said.",
        )
    links = [link for link in found.links if _other_visible(connection, mind_id, link, user_id)]
    kept = {link.from_id for link in links} | {link.to_id for link in links}
    related = {key: value for key, value in found.related.items() if key in kept}
    return dataclasses.replace(found, links=links, related=related)


def _other_visible(
    connection: Connection, mind_id: str, link: queries.LinkRow, user_id: str
) -> bool:
    ends = [queries.belief(connection, mind_id, end) for end in (link.from_id, link.to_id)]
    return all(end is not None and visible_to(connection, mind_id, end, user_id) for end in ends)
