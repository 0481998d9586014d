"""What a principal may read, shared by the API and the pages: each read is scoped to the
person a token speaks for (their conversations, their memories, the beliefs about them, the
sleeps over their conversations), and to everything for the operator."""

from __future__ import annotations

from typing import Any

from entelechy.access.tokens import Principal
from entelechy.dialogue.queries import ConversationView, MessageView
from entelechy.mind import Mind
from entelechy.sleep.queries import DreamView, SleepView
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.permissions import scope

SLEEPS_READ = 200
"""How many recent sleeps a person's page looks through for their own."""


async def minds(open_minds: OpenMinds, principal: Principal) -> list[dict[str, Any]]:
    """The store's minds: names for a person; activity, model and bodies for the operator."""
    found = await open_minds.catalog.minds()
    if not principal.is_operator:
        return [{"name": summary.mind.name} for summary in found]
    return [summary.to_json() for summary in found]


async def conversation(
    mind: Mind, principal: Principal, conversation_id: str
) -> tuple[ConversationView, list[MessageView]]:
    """One conversation the principal may see, with its messages (404 otherwise)."""
    found = await mind.conversation(conversation_id, user_id=scope(principal, None))
    messages = await mind.history(user_id=found.user_id, conversation_id=found.id, limit=500)
    return found, messages


async def sleeps(mind: Mind, principal: Principal, limit: int) -> list[SleepView]:
    """Sleeps, most recent first: a person sees the sleeps over their own conversations."""
    if principal.is_operator:
        return await mind.sleeping.sleeps(limit)
    mine = [view for view in await mind.sleeping.sleeps(SLEEPS_READ) if _mine(view, principal)]
    return mine[:limit]


async def dreams(mind: Mind, principal: Principal, limit: int) -> list[DreamView]:
    """Dreams, most recent first: a person sees the dreams of their own sleeps."""
    if principal.is_operator:
        return await mind.sleeping.dreams(limit)
    theirs = {view.id for view in await sleeps(mind, principal, SLEEPS_READ)}
    return [dream for dream in await mind.sleeping.dreams(SLEEPS_READ) if dream.sleep_id in theirs][
        :limit
    ]


def _mine(view: SleepView, principal: Principal) -> bool:
    return view.user_id is not None and view.user_id == principal.user_id
