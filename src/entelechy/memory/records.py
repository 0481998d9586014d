"""Building memory events: the one place their payloads are shaped and checked.

Wake (consolidation), the reply pipeline and `entelechy ingest` all append through these, so a
payload the projection cannot read is refused before it reaches the ledger.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass

from entelechy.errors import EntelechyError
from entelechy.memory import events as kinds
from entelechy.record.ledger import NewEvent


class MemoryRecordError(EntelechyError):
    """A memory event would not be valid."""


@dataclass(frozen=True)
class EpisodeDraft:
    """An episode about to be recorded."""

    episode_id: str
    text: str
    occurred_at: str
    source: str
    importance: float = 0.5
    participants: Sequence[str] = ()
    speaker: str | None = None
    message_ids: Sequence[str] = ()
    conversation_id: str | None = None
    external_id: str | None = None
    user_id: str | None = None


def episode_event(
    draft: EpisodeDraft,
    actor: str,
    *,
    causation_id: str | None = None,
    correlation_id: str | None = None,
) -> NewEvent:
    """The `episode_recorded` event of `draft`."""
    if not draft.text.strip():
        raise MemoryRecordError("an episode needs some text.", hint="Skip empty turns.")
    payload = {
        "episode_id": draft.episode_id,
        "conversation_id": draft.conversation_id,
        "occurred_at": draft.occurred_at,
        "participants": list(draft.participants),
        "speaker": draft.speaker,
        "text": draft.text,
        "message_ids": list(draft.message_ids),
        "importance": clamp_importance(draft.importance),
        "source": draft.source,
        "external_id": draft.external_id,
    }
    return NewEvent(
        kinds.EPISODE_RECORDED,
        payload,
        actor=actor,
        user_id=draft.user_id,
        causation_id=causation_id,
        correlation_id=correlation_id,
    )


def consolidated_event(
    *,
    memory_id: str,
    text: str,
    memory_class: str,
    importance: float,
    dream_id: str | None,
    sleep_id: str | None,
    episode_ids: Sequence[str],
    user_id: str | None,
    actor: str,
    causation_id: str | None = None,
    correlation_id: str | None = None,
) -> NewEvent:
    """The `memory_consolidated` event of a memory kept at wake (importance clamped to [0, 1])."""
    if memory_class not in kinds.MEMORY_CLASSES:
        raise MemoryRecordError(
            f"{memory_class!r} is not a memory class.",
            hint=f"Use one of {', '.join(kinds.MEMORY_CLASSES)}; noise is not kept.",
        )
    if not text.strip():
        raise MemoryRecordError("a memory needs some text.", hint="Discard empty dreams.")
    payload = {
        "memory_id": memory_id,
        "text": text,
        "memory_class": memory_class,
        "importance": clamp_importance(importance),
        "dream_id": dream_id,
        "sleep_id": sleep_id,
        "episode_ids": list(episode_ids),
        "user_id": user_id,
    }
    return NewEvent(
        kinds.MEMORY_CONSOLIDATED,
        payload,
        actor=actor,
        user_id=user_id,
        causation_id=causation_id,
        correlation_id=correlation_id,
    )


def clamp_importance(value: float) -> float:
    """Importance in [0, 1], rounded so the record is stable; NaN counts as 0."""
    if math.isnan(value):
        return 0.0
    return round(min(1.0, max(0.0, float(value))), 6)
