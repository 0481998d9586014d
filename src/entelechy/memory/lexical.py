"""Full-text candidates from the database's own index: FTS5 with BM25 on SQLite, `tsvector` with
`ts_rank` on PostgreSQL, higher scores better.

Terms are joined with OR: a question shares only some words with the turn that answers it, and
BM25 already rewards a turn for matching more (and rarer) terms. The turn's own text weighs most,
the two turns before it less; a speaker column is indexed but weighs nothing by default
(measured: matching the asker's name to who spoke did not help). The best candidates are found
inside the index first and only then joined to their rows, so a query costs the same in a mind of a
thousand items as in one of a million, apart from the index lookup itself. Who may see an item
(the asker and the mind itself), its time and its class are checked as the rows are joined, so
the candidates are the best items the query may return, not the best of any, filtered after.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from sqlalchemy import Connection, literal, select, text

from entelechy.memory.events import EPISODE_KIND, MEMORY_KIND
from entelechy.memory.frequency import selective
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


@dataclass(frozen=True)
class Admission:
    """Which of the index's items a query may return: those of `user_id` (when given) and the
    mind's own, at or after `since` and at or before `until`, and of the `memory_classes`
    (episodes are always admitted; their kind is chosen by the caller)."""

    memory_classes: tuple[str, ...] = ()
    user_id: str | None = None
    since: str | None = None
    until: str | None = None

    @property
    def filtering(self) -> bool:
        """Whether anything but the class is checked (items of other people, other times)."""
        return self.user_id is not None or self.since is not None or self.until is not None


_JOINED = (
    "SELECT r.item_id, r.item_kind, r.s, COALESCE(e.seq, m.seq), e.conversation_id, "
    "COALESCE(e.occurred_at, m.created_at), COALESCE(e.importance, m.importance), "
    "COALESCE(e.user_id, m.user_id), m.memory_class, r.mind_id FROM ({inner}) AS r "
    "LEFT JOIN episodes e ON e.id = r.item_id AND r.item_kind = 'episode' "
    "LEFT JOIN memories m ON m.id = r.item_id AND r.item_kind = 'memory' "
    # Another mind's items, and items of kinds not asked for, pass: the fast path must see them.
    "WHERE r.mind_id <> :mind_id OR r.item_kind NOT IN ({kinds}) OR ("
    "COALESCE(e.seq, m.seq) IS NOT NULL "
    "AND (CAST(:user_id AS TEXT) IS NULL OR COALESCE(e.user_id, m.user_id) IS NULL "
    "OR COALESCE(e.user_id, m.user_id) = CAST(:user_id AS TEXT)) "
    "AND (CAST(:since AS TEXT) IS NULL "
    "OR COALESCE(e.occurred_at, m.created_at) >= CAST(:since AS TEXT)) "
    "AND (CAST(:until AS TEXT) IS NULL "
    "OR COALESCE(e.occurred_at, m.created_at) <= CAST(:until AS TEXT)) "
    "AND (m.memory_class IS NULL OR m.memory_class IN ({classes})))"
    "{order} LIMIT :take"
)
_ORDERED = {
    "postgresql": " ORDER BY r.s DESC, r.item_id",
    # SQLite materializes the ranked subquery and joins its rows in the order they were ranked
    # (a test holds it to that), so the first `take` admitted rows are the best ones; sorting
    # again would join every ranked row before the limit applies.
    "sqlite": "",
}
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
_statements: dict[tuple[str, int, int, ColumnWeights, str], Prepared] = {}
_ORDER = {"RANKED": "rank", "RECENT": "rowid DESC"}
"""Selective terms are ranked over every match; when every term is common, the newest matches
are taken (FTS5 then stops after `limit` rows instead of scoring thousands) and only those are
ranked."""


def _statement(
    variant: str, kinds: int, classes: int, weights: ColumnWeights, operator: str
) -> Prepared:
    key = (variant, kinds, classes, weights, operator)
    found = _statements.get(key)
    if found is None:
        placeholders = ", ".join(f":kind{i}" for i in range(kinds))
        rank = f"bm25(0, 0, 0, {weights.body}, {weights.context}, {weights.speaker})"
        inner = {
            "postgresql": _POSTGRES,
            "sqlite-any": _SQLITE_ANY_MIND,
            "sqlite-one": _SQLITE_ONE_MIND,
        }[variant].format(w=weights, kinds=placeholders, rank=rank, order=_ORDER[operator])
        joined = _JOINED.format(
            inner=inner,
            kinds=placeholders,
            classes=", ".join(f":class{i}" for i in range(classes)) or "NULL",
            order=_ORDERED["postgresql" if variant == "postgresql" else "sqlite"],
        )
        found = _statements[key] = Prepared(text(joined))
    return found


def lexical_candidates(
    connection: Connection,
    mind_id: str,
    terms: Sequence[str],
    kinds: Sequence[str],
    *,
    limit: int,
    weights: ColumnWeights = ColumnWeights(),
    admission: Admission = Admission(),
) -> list[Candidate]:
    """The best `limit` items of `kinds` for `terms` (already normalised, stopwords removed)
    that `admission` lets through. When it filters by person or time, the best `4 × limit`
    matches are searched for them: an item further down is taken not to bear on the query.

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
    parameters: dict[str, object] = {
        "query": joined,
        "mind_id": mind_id,
        "limit": limit * (4 if admission.filtering else 1),
        "take": limit,
        "user_id": admission.user_id,
        "since": admission.since,
        "until": admission.until,
    }
    parameters.update({f"kind{i}": kind for i, kind in enumerate(kinds)})
    parameters.update({f"class{i}": name for i, name in enumerate(admission.memory_classes)})
    classes = len(admission.memory_classes)
    if dialect == "sqlite":
        fast = _statement("sqlite-any", len(kinds), classes, weights, operator)
        rows = fast.rows(connection, parameters)
        if all(row[9] == mind_id and row[1] in kinds for row in rows):
            return [_candidate(row) for row in rows]
    variant = "postgresql" if dialect == "postgresql" else "sqlite-one"
    rows = _statement(variant, len(kinds), classes, weights, operator).rows(connection, parameters)
    return [_candidate(row) for row in rows]


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
