"""Full-text candidates from the database's own index: FTS5 with BM25 on SQLite, `tsvector` with
`ts_rank` on PostgreSQL, higher scores better.

Terms are joined with OR: a question shares only some words with the turn that answers it, and
BM25 already rewards a turn for matching more (and rarer) terms. The turn's own text weighs most,
the two turns before it less; a speaker column is indexed but weighs nothing by default
(measured: matching the asker's name to who spoke did not help). The best candidates are found
inside the index first and only then joined to their rows, so a query costs the same in a mind of a
thousand items as in one of a million, apart from the index lookup itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, literal, select, text
from sqlalchemy.sql.elements import TextClause

from entelechy.memory.events import EPISODE_KIND, MEMORY_KIND
from entelechy.memory.schema import episodes, memories


@dataclass(frozen=True)
class ColumnWeights:
    """How much a match in each indexed column counts."""

    body: float = 1.0
    speaker: float = 0.0
    context: float = 0.25


@dataclass(frozen=True)
class Candidate:
    """An item found by one index, with what blending and filtering need (no text yet)."""

    item_id: str
    kind: str
    score: float
    seq: int = 0
    conversation_id: str | None = None
    at: str = ""
    importance: float = 0.0
    user_id: str | None = None
    memory_class: str | None = None


_JOINED = (
    "SELECT r.item_id, r.item_kind, r.s, COALESCE(e.seq, m.seq), e.conversation_id, "
    "COALESCE(e.occurred_at, m.created_at), COALESCE(e.importance, m.importance), "
    "COALESCE(e.user_id, m.user_id), m.memory_class FROM ({inner}) AS r "
    "LEFT JOIN episodes e ON e.id = r.item_id AND r.item_kind = 'episode' "
    "LEFT JOIN memories m ON m.id = r.item_id AND r.item_kind = 'memory'"
)
_SQLITE = (
    "SELECT item_id, item_kind, -bm25(recall_index, 0, 0, 0, {w.body}, {w.context}, {w.speaker})"
    " AS s FROM recall_index WHERE recall_index MATCH :query AND mind_id = :mind_id"
    " AND item_kind IN ({kinds}) ORDER BY s DESC LIMIT :limit"
)
_POSTGRES = (
    "SELECT item_id, item_kind, ts_rank('{{{w.context}, {w.speaker}, 0, {w.body}}}', document, q)"
    " AS s FROM recall_index, to_tsquery('english', :query) AS q"
    " WHERE mind_id = :mind_id AND document @@ q AND item_kind IN ({kinds})"
    " ORDER BY s DESC LIMIT :limit"
)
_statements: dict[tuple[str, int, ColumnWeights], TextClause] = {}


def _statement(dialect: str, kinds: int, weights: ColumnWeights) -> TextClause:
    key = (dialect, kinds, weights)
    found = _statements.get(key)
    if found is None:
        placeholders = ", ".join(f":kind{i}" for i in range(kinds))
        inner = (_POSTGRES if dialect == "postgresql" else _SQLITE).format(
            w=weights, kinds=placeholders
        )
        found = _statements[key] = text(_JOINED.format(inner=inner))
    return found


def lexical_candidates(
    connection: Connection,
    mind_id: str,
    terms: Sequence[str],
    kinds: Sequence[str],
    *,
    limit: int,
    weights: ColumnWeights = ColumnWeights(),
) -> list[Candidate]:
    """The best `limit` items of `kinds` for `terms` (already normalised, stopwords removed)."""
    if not terms or not kinds:
        return []
    dialect = connection.dialect.name
    joined = " | ".join(terms) if dialect == "postgresql" else " OR ".join(f'"{t}"' for t in terms)
    parameters: dict[str, object] = {"query": joined, "mind_id": mind_id, "limit": limit}
    parameters.update({f"kind{i}": kind for i, kind in enumerate(kinds)})
    rows = connection.execute(_statement(dialect, len(kinds), weights), parameters)
    return [_candidate(row) for row in rows if row[3] is not None]


def described(connection: Connection, mind_id: str, found: Sequence[Candidate]) -> list[Candidate]:
    """Candidates found elsewhere (a dense index), with their rows' details filled in."""
    scores = {candidate.item_id: candidate.score for candidate in found}
    if not scores:
        return []
    ids = list(scores)
    episode_rows = connection.execute(
        select(
            episodes.c.id,
            literal(EPISODE_KIND),
            literal(0.0),
            episodes.c.seq,
            episodes.c.conversation_id,
            episodes.c.occurred_at,
            episodes.c.importance,
            episodes.c.user_id,
            literal(None),
        ).where(episodes.c.mind_id == mind_id, episodes.c.id.in_(ids))
    )
    memory_rows = connection.execute(
        select(
            memories.c.id,
            literal(MEMORY_KIND),
            literal(0.0),
            memories.c.seq,
            literal(None),
            memories.c.created_at,
            memories.c.importance,
            memories.c.user_id,
            memories.c.memory_class,
        ).where(memories.c.mind_id == mind_id, memories.c.id.in_(ids))
    )
    return [
        _candidate(row, score=scores[row[0]])
        for rows in (episode_rows, memory_rows)
        for row in rows
    ]


def _candidate(row: Sequence[object], score: float | None = None) -> Candidate:
    return Candidate(
        item_id=str(row[0]),
        kind=str(row[1]),
        score=float(row[2]) if score is None else score,  # type: ignore[arg-type]
        seq=int(row[3]),  # type: ignore[call-overload]
        conversation_id=None if row[4] is None else str(row[4]),
        at=str(row[5]),
        importance=float(row[6]),  # type: ignore[arg-type]
        user_id=None if row[7] is None else str(row[7]),
        memory_class=None if row[8] is None else str(row[8]),
    )
