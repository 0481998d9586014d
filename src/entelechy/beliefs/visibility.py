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
import json
from collections.abc import Sequence

from sqlalchemy import Connection, or_, select

from entelechy.beliefs import explain, queries
from entelechy.beliefs.schema import beliefs, evidence
from entelechy.dialogue.events import user_actor
from entelechy.errors import NotFoundError
from entelechy.record.schema import events

_PERSON = user_actor("")


def visible_to(connection: Connection, mind_id: str, row: queries.BeliefRow, user_id: str) -> bool:
    """Whether `user_id` may see `row` (see the module's rule)."""
    return bool(visible_rows(connection, mind_id, [row], user_id))


def visible_rows(
    connection: Connection, mind_id: str, rows: Sequence[queries.BeliefRow], user_id: str
) -> list[queries.BeliefRow]:
    """The `rows` `user_id` may see, in their order (see the module's rule): two statements
    whatever their number, so a reply can hold every belief it grounds on to the rule."""
    if not rows:
        return []
    own = user_actor(user_id)
    families: dict[str, set[str]] = {row.id: set() for row in rows}
    roots: dict[str, set[str]] = {row.id: set() for row in rows}
    found = connection.execute(
        select(evidence.c.belief_id, evidence.c.family, evidence.c.root_event_ids).where(
            evidence.c.belief_id.in_(list(families))
        )
    )
    for belief_id, family, root_ids in found:
        families[belief_id].add(family)
        roots[belief_id].update(json.loads(root_ids))
    every_root = sorted(set().union(*roots.values()))
    owners: dict[str, str | None] = {}
    if every_root:
        recorded = connection.execute(
            select(events.c.id, events.c.user_id).where(
                events.c.mind_id == mind_id, events.c.id.in_(every_root)
            )
        )
        owners = {event_id: owner for event_id, owner in recorded}

    def visible(row: queries.BeliefRow) -> bool:
        told = families[row.id]
        if row.domain != user_id and own not in told:
            return False
        if any(family.startswith(_PERSON) and family != own for family in told):
            return False
        return all(owners.get(root) in (None, user_id) for root in roots[row.id])

    return [row for row in rows if visible(row)]


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
    rows = [queries.BeliefRow(*tuple(row)) for row in connection.execute(query)]
    return visible_rows(connection, mind_id, rows, user_id)[:limit]


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
