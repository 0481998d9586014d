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
from typing import Any, NamedTuple

from sqlalchemy import Connection, literal, select, text

from entelechy.memory.events import EPISODE_KIND, MEMORY_KIND
from entelechy.memory.schema import episodes, memories
from entelechy.record.prepared import Prepared


@dataclass(frozen=True)
class ColumnWeights:
    """How much a match in each indexed column counts."""

    body: float = 1.0
    speaker: float = 0.0
    context: float = 0.25


class Candidate(NamedTuple):
    """An item found by one index, with what blending and filtering need (no text yet). A
    named tuple: a recall builds hundreds, and a tuple is built several times faster than a
    frozen dataclass."""

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
    "COALESCE(e.user_id, m.user_id), m.memory_class, r.mind_id FROM ({inner}) AS r "
    "LEFT JOIN episodes e ON e.id = r.item_id AND r.item_kind = 'episode' "
    "LEFT JOIN memories m ON m.id = r.item_id AND r.item_kind = 'memory'"
)
_SQLITE_ANY_MIND = (
    "SELECT x.item_id, x.item_kind, -t.rank AS s, x.mind_id FROM (SELECT rowid AS id, rank "
    "FROM recall_index WHERE recall_index MATCH :query AND rank MATCH '{rank}' "
    "ORDER BY {order} LIMIT :limit) AS t JOIN recall_index AS x ON x.rowid = t.id"
)
_SQLITE_ONE_MIND = (
    "SELECT item_id, item_kind, -rank AS s, mind_id FROM recall_index "
    "WHERE recall_index MATCH :query AND rank MATCH '{rank}' AND mind_id = :mind_id "
    "AND item_kind IN ({kinds}) ORDER BY {order} LIMIT :limit"
)
_POSTGRES = (
    "SELECT item_id, item_kind, ts_rank('{{{w.context}, {w.speaker}, 0, {w.body}}}', document, q)"
    " AS s, mind_id FROM recall_index, to_tsquery('english', :query) AS q"
    " WHERE mind_id = :mind_id AND document @@ q AND item_kind IN ({kinds})"
    " ORDER BY s DESC LIMIT :limit"
)
_statements: dict[tuple[str, int, ColumnWeights, str], Prepared] = {}
_ORDER = {"RANKED": "rank", "RECENT": "rowid DESC"}
"""Selective terms are ranked over every match; when every term is common, the newest matches
are taken (FTS5 then stops after `limit` rows instead of scoring thousands) and only those are
ranked."""


def _statement(variant: str, kinds: int, weights: ColumnWeights, operator: str) -> Prepared:
    key = (variant, kinds, weights, operator)
    found = _statements.get(key)
    if found is None:
        placeholders = ", ".join(f":kind{i}" for i in range(kinds))
        rank = f"bm25(0, 0, 0, {weights.body}, {weights.context}, {weights.speaker})"
        inner = {
            "postgresql": _POSTGRES,
            "sqlite-any": _SQLITE_ANY_MIND,
            "sqlite-one": _SQLITE_ONE_MIND,
        }[variant].format(w=weights, kinds=placeholders, rank=rank, order=_ORDER[operator])
        found = _statements[key] = Prepared(text(_JOINED.format(inner=inner)))
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
    """The best `limit` items of `kinds` for `terms` (already normalised, stopwords removed).

    On SQLite the index is first searched without the mind and kind filters, which lets FTS5
    rank by its own `rank` column without reading every match's stored columns; when all of
    the best items are this mind's and of the wanted kinds, they are the answer (always so in
    a store of one mind), and otherwise the filtered search runs.
    """
    if not terms or not kinds:
        return []
    dialect = connection.dialect.name
    chosen, operator = selective(connection, terms)
    if dialect == "postgresql":
        joined = " | ".join(chosen)
    else:
        joined = " OR ".join(f'"{term}"' for term in chosen)
    parameters: dict[str, object] = {"query": joined, "mind_id": mind_id, "limit": limit}
    parameters.update({f"kind{i}": kind for i, kind in enumerate(kinds)})
    if dialect == "sqlite":
        fast = _statement("sqlite-any", 0, weights, operator).rows(connection, parameters)
        if all(row[9] == mind_id and row[1] in kinds for row in fast):
            return [_candidate(row) for row in fast if row[3] is not None]
    variant = "postgresql" if dialect == "postgresql" else "sqlite-one"
    rows = _statement(variant, len(kinds), weights, operator).rows(connection, parameters)
    return [_candidate(row) for row in rows if row[3] is not None]


FREQUENT = 1000
"""A term found in this many indexed items or more is too common to rank by (see `selective`)."""
_COUNT = {
    "sqlite": "(SELECT count(*) FROM (SELECT 1 FROM recall_index WHERE recall_index MATCH "
    ":term{n} LIMIT :cap) AS found{n})",
    "postgresql": "(SELECT count(*) FROM (SELECT 1 FROM recall_index "
    "WHERE document @@ to_tsquery('english', :term{n}) LIMIT :cap) AS found{n})",
}
_counts: dict[tuple[str, int], Prepared] = {}


def _counting(dialect: str, terms: int) -> Prepared:
    """One statement counting the matches of each of `terms` terms (one round trip)."""
    found = _counts.get((dialect, terms))
    if found is None:
        columns = ", ".join(_COUNT[dialect].format(n=n) for n in range(terms))
        found = _counts[(dialect, terms)] = Prepared(text(f"SELECT {columns}"))
    return found


def selective(connection: Connection, terms: Sequence[str]) -> tuple[list[str], str]:
    """The terms worth ranking by, and how to join them.

    Ranking costs time in proportion to the items a term matches, and a term found in thousands
    of items says little about which one is meant, so such terms are left out while rarer ones
    remain (counting stops at `FREQUENT`, so the check itself stays cheap). When every term is
    that common, the newest items with any of them are ranked ("RECENT"); a mind of fewer than
    `FREQUENT` items never gets there.
    """
    if len(terms) < 2:
        return list(terms), "RANKED"
    dialect = "postgresql" if connection.dialect.name == "postgresql" else "sqlite"
    parameters: dict[str, object] = {"cap": FREQUENT}
    for n, term in enumerate(terms):
        parameters[f"term{n}"] = term if dialect == "postgresql" else f'"{term}"'
    [counts] = _counting(dialect, len(terms)).rows(connection, parameters)
    rare = [term for term, count in zip(terms, counts, strict=True) if count < FREQUENT]
    return (rare, "RANKED") if rare else (list(terms), "RECENT")


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
            episodes.c.mind_id,
        ).where(episodes.c.id.in_(ids))
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
            memories.c.mind_id,
        ).where(memories.c.id.in_(ids))
    )
    return [
        _candidate(row, score=scores[row[0]])
        for rows in (episode_rows, memory_rows)
        for row in rows
    ]


def _candidate(row: Sequence[Any], score: float | None = None) -> Candidate:
    """A candidate from a row of `_JOINED`'s columns (or `described`'s), as the database
    driver typed them (TEXT as str or None, REAL as float, INTEGER as int)."""
    item_id, kind, found, seq, conversation_id, at, importance, user_id, memory_class = row[:9]
    return Candidate(
        item_id,
        kind,
        float(found if score is None else score),
        seq,
        conversation_id,
        at,
        float(importance),
        user_id,
        memory_class,
    )
