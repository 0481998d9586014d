"""Full-text candidates from the database's own index: FTS5 with BM25 on SQLite, `tsvector` with
`ts_rank` on PostgreSQL. Each returns (item id, kind, score), higher scores better.

Terms are joined with OR: a question shares only some words with the turn that answers it, and
BM25 already rewards a turn for matching more (and rarer) terms. The indexed turn's own text
weighs most, the speaker's name less, the neighbouring turn least.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import Connection, text

BODY_WEIGHT = 1.0
SPEAKER_WEIGHT = 0.4
CONTEXT_WEIGHT = 0.25


@dataclass(frozen=True)
class Candidate:
    item_id: str
    kind: str
    score: float


def lexical_candidates(
    connection: Connection, mind_id: str, terms: Sequence[str], kinds: Sequence[str], limit: int
) -> list[Candidate]:
    """The best `limit` items of `kinds` for `terms` (already normalised, stopwords removed)."""
    if not terms or not kinds:
        return []
    search = _postgres if connection.dialect.name == "postgresql" else _sqlite
    return search(connection, mind_id, terms, kinds, limit)


def _kind_filter(kinds: Sequence[str]) -> tuple[str, dict[str, str]]:
    names = {f"kind{i}": kind for i, kind in enumerate(kinds)}
    return ", ".join(f":{name}" for name in names), names


_SQLITE = (
    "SELECT item_id, item_kind, -bm25(recall_index, 0, 0, 0, {body}, {context}, {speaker}) AS s "
    "FROM recall_index WHERE recall_index MATCH :query AND mind_id = :mind_id "
    "AND item_kind IN ({kinds}) ORDER BY s DESC LIMIT :limit"
)


def _sqlite(
    connection: Connection, mind_id: str, terms: Sequence[str], kinds: Sequence[str], limit: int
) -> list[Candidate]:
    placeholders, names = _kind_filter(kinds)
    statement = _SQLITE.format(
        body=BODY_WEIGHT, context=CONTEXT_WEIGHT, speaker=SPEAKER_WEIGHT, kinds=placeholders
    )
    query = " OR ".join(f'"{term}"' for term in terms)
    parameters = {"query": query, "mind_id": mind_id, "limit": limit, **names}
    rows = connection.execute(text(statement), parameters)
    return [Candidate(row[0], row[1], float(row[2])) for row in rows]


_POSTGRES = (
    "SELECT item_id, item_kind, ts_rank('{{{context}, {speaker}, 0, {body}}}', document, q) AS s "
    "FROM recall_index, to_tsquery('english', :query) AS q "
    "WHERE mind_id = :mind_id AND document @@ q AND item_kind IN ({kinds}) "
    "ORDER BY s DESC LIMIT :limit"
)


def _postgres(
    connection: Connection, mind_id: str, terms: Sequence[str], kinds: Sequence[str], limit: int
) -> list[Candidate]:
    placeholders, names = _kind_filter(kinds)
    statement = _POSTGRES.format(
        body=BODY_WEIGHT, context=CONTEXT_WEIGHT, speaker=SPEAKER_WEIGHT, kinds=placeholders
    )
    parameters = {"query": " | ".join(terms), "mind_id": mind_id, "limit": limit, **names}
    rows = connection.execute(text(statement), parameters)
    return [Candidate(row[0], row[1], float(row[2])) for row in rows]
