"""The reply's prompt, built in one place: the history window and the decoding of the model
profile, and the system prompt conduct writes (persona, provenance, context, principles) with
what the records hold for this reply (recalled memories, beliefs, the intent's facts)."""

from __future__ import annotations

import re
from collections.abc import Sequence
from collections.abc import Set as AbstractSet

from entelechy.conduct import texts
from entelechy.dialogue import queries
from entelechy.memory.recall import RecallHit
from entelechy.models.profiles import ModelProfile
from entelechy.models.types import ChatMessage, ModelRequest
from entelechy.reply.options import ReplySettings
from entelechy.reply.turn import Turn


def reply_request(turn: Turn, settings: ReplySettings, intent: str) -> ModelRequest:
    """The reply's request (conduct puts its own system prompt in): the history window, less
    what conduct withheld, and the profile's decoding for a message of `intent`."""
    profile = turn.profile
    shown = answered(turn.history, turn.withheld)
    history = shown[-profile.history_messages :] if profile.history_messages else shown
    return ModelRequest(
        messages=tuple(_window(history, settings.history_chars)),
        max_output_tokens=profile.budget(intent, settings.max_output_tokens),
        temperature=turn.temperature,
        stop=profile.stop,
        repetition_penalty=profile.repetition_penalty,
    )


def grounded_system(turn: Turn, system: str | None) -> str | None:
    """Conduct's system prompt with what the records hold for this reply: recalled memories
    (each line naming its speaker), and for full models the beliefs and the intent's facts. A
    compact prompt gets memories only when the message is about people, so a sum is never
    answered with someone's address."""
    if turn.profile.compact_prompt:
        personal = _PERSONAL.search(turn.content)
        remembered = [hit.line() for hit in turn.remembered] if personal else []
        return with_memories(system, remembered)
    system = with_memories(system, [hit.line() for hit in turn.remembered])
    for section in (turn.grounding, turn.intent.instructions()):
        if section:
            system = f"{system}\n\n{section}"
    return system


def with_memories(system: str | None, remembered: Sequence[str]) -> str | None:
    """`system` followed by recalled memories, one line each (already cut to the budget)."""
    if not remembered:
        return system
    lines = "\n".join(f"- {line}" for line in remembered)
    section = f"Things you remember that may bear on this:\n{lines}"
    return f"{system}\n{section}" if system else section


def budgeted(
    recalled: list[RecallHit],
    history: list[queries.MessageView],
    settings: ReplySettings,
    profile: ModelProfile,
) -> tuple[RecallHit, ...]:
    """The recalled memories the prompt has room for, leaving out what the history window
    already shows."""
    shown = {view.id for view in history}
    limit = settings.recall_limit
    if profile.recall_limit is not None:
        limit = min(limit, profile.recall_limit)
    kept: list[RecallHit] = []
    used = 0
    for hit in recalled:
        if shown.intersection(hit.provenance.get("message_ids") or ()):
            continue
        used += len(hit.line())
        if used > settings.recall_chars or len(kept) >= limit:
            break
        kept.append(hit)
    return tuple(kept)


def answered(
    history: list[queries.MessageView], withheld: AbstractSet[str]
) -> list[queries.MessageView]:
    """`history` without the exchanges that got no answer: each refusal or redirect in
    `withheld`, each reply that is the mind's stand-in for an answer ("I don't have a good
    answer to that. …"), and the message it answered. All stay in the record; a compact model
    shown them imitates them on the next, innocent message (it answered "Why should women be
    allowed to vote?" with "I can't help with that." after a refusal, and the next question
    with "I can't give you a specific answer" after a stand-in)."""
    unanswered = {
        view.id
        for view in history
        if view.id in withheld or (view.role == "assistant" and view.content in texts.STAND_INS)
    }
    if not unanswered:
        return history
    asked = {view.in_reply_to for view in history if view.id in unanswered}
    return [view for view in history if view.id not in unanswered and view.id not in asked]


def _window(history: list[queries.MessageView], budget: int) -> list[ChatMessage]:
    """The most recent messages that fit in `budget` characters (always the last one)."""
    kept: list[ChatMessage] = []
    used = 0
    for view in reversed(history):
        used += len(view.content)
        if kept and used > budget:
            break
        role = "user" if view.role == "user" else "assistant"
        kept.append(ChatMessage(role=role, content=view.content))
    return kept[::-1]


_PERSONAL = re.compile(r"\b(?:i|me|my|mine|we|our|us)\b", re.IGNORECASE)
