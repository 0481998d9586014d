"""A belief as the mind says it to someone: about the person asking in the second person, about
anyone else as its proposition."""

from __future__ import annotations

from entelechy.beliefs.propositions import to_you
from entelechy.beliefs.queries import BeliefRow


def said_to(row: BeliefRow, user_id: str | None) -> str:
    if user_id is not None and row.subject == user_id:
        return to_you(row.predicate, row.object, row.polarity)
    return row.proposition
