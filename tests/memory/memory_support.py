"""Helpers shared by the memory tests."""

from __future__ import annotations

from entelechy.memory.records import consolidated_event
from entelechy.record.ledger import NewEvent


def consolidated(
    memory_id: str,
    text: str,
    *,
    memory_class: str = "lasting-identity",
    user_id: str | None = None,
    importance: float = 0.5,
) -> NewEvent:
    """The event of a memory a sleep consolidated (from no episode in particular)."""
    return consolidated_event(
        memory_id=memory_id,
        text=text,
        memory_class=memory_class,
        importance=importance,
        dream_id="drm_1",
        sleep_id="slp_1",
        episode_ids=[],
        user_id=user_id,
        actor="mind",
    )
