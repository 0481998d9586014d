"""The dense index of hybrid recall: one matrix of unit vectors per mind, searched exactly.

The database cannot hold vectors here (this SQLite cannot load sqlite-vec, and pgvector is not
installed on every server; see `vector_support`), so the index lives beside it in the process:
built from the record on first use, extended with what was recorded since on every recall, and
always derivable again from the episodes and memories themselves.
"""

from __future__ import annotations

import importlib.util
import sqlite3
from typing import TYPE_CHECKING, Any

from sqlalchemy import Connection, select, text

from entelechy.memory import events as kinds
from entelechy.memory.embedding import Embedder
from entelechy.memory.lexical import Candidate
from entelechy.memory.schema import episodes, memories

if TYPE_CHECKING:
    import numpy as np
    from numpy.typing import NDArray

_BATCH = 256


class VectorIndex:
    """Unit vectors of a mind's episodes and memories, in ledger order."""

    def __init__(self, embedder: Embedder, mind_id: str) -> None:
        self.embedder = embedder
        self._mind_id = mind_id
        self._ids: list[str] = []
        self._kinds: list[str] = []
        self._chunks: list[NDArray[np.float32]] = []
        self._matrix: NDArray[np.float32] | None = None
        self._seen = {kinds.EPISODE_KIND: 0, kinds.MEMORY_KIND: 0}

    def __len__(self) -> int:
        return len(self._ids)

    def sync(self, connection: Connection) -> int:
        """Embed what was recorded since the last sync; how many items were added."""
        added = 0
        for kind, rows in (
            (kinds.EPISODE_KIND, self._new_episodes(connection)),
            (kinds.MEMORY_KIND, self._new_memories(connection)),
        ):
            for start in range(0, len(rows), _BATCH):
                batch = rows[start : start + _BATCH]
                self._chunks.append(self.embedder.embed([row[1] for row in batch]))
                self._ids.extend(row[0] for row in batch)
                self._kinds.extend(kind for _ in batch)
                self._seen[kind] = max(self._seen[kind], *(row[2] for row in batch))
                added += len(batch)
        if added:
            self._matrix = None
        return added

    def _new_episodes(self, connection: Connection) -> list[Any]:
        query = (
            select(episodes.c.id, episodes.c.speaker, episodes.c.text, episodes.c.seq)
            .where(
                episodes.c.mind_id == self._mind_id,
                episodes.c.seq > self._seen[kinds.EPISODE_KIND],
            )
            .order_by(episodes.c.seq)
        )
        return [
            (row[0], f"{row[1]}: {row[2]}" if row[1] else row[2], row[3])
            for row in connection.execute(query)
        ]

    def _new_memories(self, connection: Connection) -> list[Any]:
        query = (
            select(memories.c.id, memories.c.text, memories.c.seq)
            .where(
                memories.c.mind_id == self._mind_id,
                memories.c.seq > self._seen[kinds.MEMORY_KIND],
            )
            .order_by(memories.c.seq)
        )
        return [tuple(row) for row in connection.execute(query)]

    def search(self, query: str, limit: int) -> list[Candidate]:
        """The `limit` nearest items by cosine similarity, scored relative to the best in [0, 1]."""
        if not self._ids:
            return []
        import numpy as np  # noqa: PLC0415 - only with an embedder (the embeddings extra)

        if self._matrix is None:
            self._matrix = np.vstack(self._chunks)
            self._chunks = [self._matrix]
        vector = self.embedder.embed([query])[0]
        scores = self._matrix @ vector
        count = min(limit, len(self._ids))
        top = np.argpartition(-scores, count - 1)[:count]
        best = float(scores[top].max())
        if best <= 0:
            return []
        return [
            Candidate(self._ids[i], self._kinds[i], max(float(scores[i]), 0.0) / best) for i in top
        ]


def vector_support(connection: Connection) -> str:
    """Where vectors can live for this store: "pgvector", "sqlite-vec" or "numpy" (beside it)."""
    if connection.dialect.name == "postgresql":
        available = connection.execute(
            text("SELECT 1 FROM pg_available_extensions WHERE name = 'vector'")
        ).first()
        return "pgvector" if available else "numpy"
    loadable = hasattr(sqlite3.Connection, "enable_load_extension")
    if loadable and importlib.util.find_spec("sqlite_vec") is not None:
        return "sqlite-vec"
    return "numpy"
