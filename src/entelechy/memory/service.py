"""A mind's memory as the rest of the runtime sees it: recall, import, and reply context.

It owns the optional dense index (built lazily from the record when an embedder is set) and runs
every read on the store's read path, so recall never holds the write lock.
"""

from __future__ import annotations

import time
from collections.abc import Sequence
from pathlib import Path

from sqlalchemy import Connection

from entelechy.memory.conversations import Conversation, read_conversations
from entelechy.memory.embedding import Embedder
from entelechy.memory.ingest import BATCH, Counts, IngestReport, Progress, ingest, ingest_batches
from entelechy.memory.lexical import Candidate
from entelechy.memory.recall import RecallHit, RecallQuery, RecallWeights, recall, remembered
from entelechy.memory.turn_lines import TurnLines
from entelechy.memory.vectors import VectorIndex
from entelechy.record.services import RecordServices
from entelechy.telemetry import metrics


class MindMemory:
    """Recall and import for one mind."""

    def __init__(
        self,
        services: RecordServices,
        mind_id: str,
        *,
        embedder: Embedder | None = None,
        weights: RecallWeights | None = None,
        label: str | None = None,
    ) -> None:
        """`label` names the mind in metrics (its id when not given)."""
        self._services = services
        self._mind_id = mind_id
        self._label = label or mind_id
        self.weights = weights or RecallWeights()
        self._vectors = VectorIndex(embedder, mind_id) if embedder is not None else None

    async def recall(self, query: RecallQuery) -> list[RecallHit]:
        """The best items for `query` (see `entelechy.memory.recall`)."""
        started = time.perf_counter()
        dense: Sequence[Candidate] = ()
        if self._vectors is not None and query.text.strip():
            await self._services.store.read(self._vectors.sync)
            dense = self._vectors.search(query.text, self.weights.candidates)
        now = self._services.clock.now()

        def run(connection: Connection) -> list[RecallHit]:
            return recall(connection, self._mind_id, query, now, weights=self.weights, dense=dense)

        hits = await self._services.store.read(run)
        metrics.recalled(self._label, time.perf_counter() - started)
        return hits

    async def items(self, ids: Sequence[str], *, user_id: str | None = None) -> list[RecallHit]:
        """The episodes and memories `ids` name, in that order (see `recall.remembered`)."""
        return await self._services.store.read(
            lambda connection: remembered(connection, self._mind_id, ids, user_id)
        )

    async def ingest(
        self,
        source: Path | Sequence[Conversation],
        *,
        user_id: str | None = None,
        on_progress: Progress | None = None,
    ) -> IngestReport:
        """Import a conversation file (or parsed conversations); known turns are skipped. A
        JSON Lines file of turns is streamed (checked whole first, then imported in batches), so
        its size is not bounded by memory."""
        now = self._services.clock.now()
        lines = TurnLines.scan(source, now) if isinstance(source, Path) else None
        if lines is not None:
            return await ingest_batches(
                self._services,
                self._mind_id,
                lines.batches(BATCH),
                Counts(lines.count, 1),
                user_id=user_id,
                on_progress=on_progress,
            )
        conversations = read_conversations(source, now) if isinstance(source, Path) else source
        return await ingest(
            self._services,
            self._mind_id,
            conversations,
            user_id=user_id,
            on_progress=on_progress,
        )
