"""Importing past conversations as episodes, idempotently.

Each turn becomes one `episode_recorded` event whose external id comes from the file (or from a
digest of the turn), so importing the same file again finds every turn already known and adds
nothing. Turns are written in batches, each batch one transaction.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass

from entelechy.dialogue.events import SYSTEM_ACTOR
from entelechy.memory.conversations import Conversation, Turn
from entelechy.memory.importance import importance_of
from entelechy.memory.queries import known_external_ids
from entelechy.memory.records import EpisodeDraft, episode_event
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices

BATCH = 500
Progress = Callable[[int, int], None]
"""Called with (turns done, turns in total) after each batch."""


@dataclass(frozen=True)
class IngestReport:
    """What an import did: turns read, episodes added, turns already known."""

    turns: int
    added: int
    skipped: int
    conversations: int


async def ingest(
    services: RecordServices,
    mind_id: str,
    conversations: Sequence[Conversation],
    *,
    user_id: str | None = None,
    on_progress: Progress | None = None,
) -> IngestReport:
    """Record every turn of `conversations` not yet known to the mind as an episode."""
    turns = [turn for conversation in conversations for turn in conversation.turns]
    batches = (turns[start : start + BATCH] for start in range(0, len(turns), BATCH))
    return await ingest_batches(
        services,
        mind_id,
        batches,
        Counts(len(turns), len(conversations)),
        user_id=user_id,
        on_progress=on_progress,
    )


@dataclass(frozen=True)
class Counts:
    turns: int
    conversations: int


async def ingest_batches(
    services: RecordServices,
    mind_id: str,
    batches: Iterable[Sequence[Turn]],
    counts: Counts,
    *,
    user_id: str | None = None,
    on_progress: Progress | None = None,
) -> IngestReport:
    """Record turns batch by batch (each batch one transaction), holding one batch at a time."""
    added = done = 0
    for batch in batches:
        added += await services.recorder.transaction(
            mind_id,
            functools.partial(_record, services=services, turns=list(batch), user_id=user_id),
        )
        done += len(batch)
        if on_progress is not None:
            on_progress(done, counts.turns)
    return IngestReport(counts.turns, added, counts.turns - added, counts.conversations)


def _record(
    tx: Transaction, *, services: RecordServices, turns: list[Turn], user_id: str | None
) -> int:
    known = known_external_ids(tx.connection, tx.mind_id, [turn.external_id for turn in turns])
    fresh = [turn for turn in turns if turn.external_id not in known]
    for turn in fresh:
        draft = EpisodeDraft(
            episode_id=services.ids.new("epi_"),
            text=turn.text,
            occurred_at=turn.occurred_at,
            source="ingest",
            importance=importance_of(turn.text),
            participants=turn.participants,
            speaker=turn.speaker,
            conversation_id=turn.conversation,
            external_id=turn.external_id,
            user_id=user_id,
        )
        tx.append(episode_event(draft, SYSTEM_ACTOR))
    return len(fresh)
