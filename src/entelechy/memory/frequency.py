"""Which of a query's terms are worth ranking by: those found in fewer than `FREQUENT` items.

Ranking costs time in proportion to the items a term matches, and a term found in thousands of
items says little about which one is meant. Counting a term's matches stops at `FREQUENT`, so
the check stays cheap, but it is still a statement per query. On SQLite a term once counted rare
is remembered with the index's newest rowid at the time: the index can have gained at most as
many items as that rowid has grown since (rowids only grow; a redaction removes or rewrites,
and fewer matches keep a term rare), so while its count plus that growth stays under
`FREQUENT`, it is rare without being counted again. What is remembered is bounded by the store
itself, so another process writing to the same store cannot make it wrong.
"""

from __future__ import annotations

from collections.abc import Sequence
from weakref import WeakKeyDictionary

from sqlalchemy import Connection, Engine, text

from entelechy.record.prepared import Prepared

FREQUENT = 1000
"""A term found in this many indexed items or more is too common to rank by (see `selective`)."""
REMEMBERED_TERMS = 10_000
"""How many rare terms a process remembers per store before it starts afresh."""

_COUNT = {
    "sqlite": "(SELECT count(*) FROM (SELECT 1 FROM recall_index WHERE recall_index MATCH "
    ":term{n} LIMIT :cap) AS found{n})",
    "postgresql": "(SELECT count(*) FROM (SELECT 1 FROM recall_index "
    "WHERE document @@ to_tsquery('english', :term{n}) LIMIT :cap) AS found{n})",
}
_NEWEST = "(SELECT max(rowid) FROM recall_index)"
_BOUNDED = "CASE WHEN :known{n} + {newest} - :then{n} < :cap THEN NULL ELSE {count} END"
"""SQLite evaluates a CASE lazily: a term whose remembered count bounds it below `FREQUENT`
is not counted again, in the same statement that reads the newest rowid."""
_counts: dict[tuple[str, int], Prepared] = {}
_rare: WeakKeyDictionary[Engine, dict[str, tuple[int, int]]] = WeakKeyDictionary()
"""Per SQLite store: term -> (matches when counted, the index's newest rowid then)."""


def selective(connection: Connection, terms: Sequence[str]) -> tuple[list[str], str]:
    """The terms worth ranking by, and how to join them: the rare ones ("RANKED"), or, when
    every term is common, all of them, to rank the newest items with any of them ("RECENT"; a
    mind of fewer than `FREQUENT` items never gets there)."""
    if len(terms) < 2:
        return list(terms), "RANKED"
    counts = _matches(connection, terms)
    rare = [term for term, count in zip(terms, counts, strict=True) if count < FREQUENT]
    return (rare, "RANKED") if rare else (list(terms), "RECENT")


def _matches(connection: Connection, terms: Sequence[str]) -> list[int]:
    """Each term's matches (counted up to `FREQUENT`), or, for a term known to be rare, a
    bound below `FREQUENT` on them; one statement."""
    dialect = "postgresql" if connection.dialect.name == "postgresql" else "sqlite"
    parameters: dict[str, object] = {"cap": FREQUENT}
    for n, term in enumerate(terms):
        parameters[f"term{n}"] = term if dialect == "postgresql" else f'"{term}"'
    if dialect == "postgresql":
        [counts] = _counting(dialect, len(terms)).rows(connection, parameters)
        return list(counts)
    known = _rare.setdefault(connection.engine, {})
    remembered = [known.get(term, (FREQUENT, 0)) for term in terms]
    for n, (count, then) in enumerate(remembered):
        parameters[f"known{n}"], parameters[f"then{n}"] = count, then
    [(newest, *counted)] = _counting(dialect, len(terms)).rows(connection, parameters)
    if len(known) >= REMEMBERED_TERMS:
        known.clear()
    matches = []
    for term, count, (bound, then) in zip(terms, counted, remembered, strict=True):
        if count is None:
            matches.append(bound + (newest or 0) - then)
            continue
        matches.append(count)
        if count < FREQUENT:
            known[term] = (count, newest or 0)
    return matches


def _counting(dialect: str, terms: int) -> Prepared:
    """The statement counting the matches of `terms` terms (on SQLite, after the index's
    newest rowid, and only where the remembered bound does not answer)."""
    found = _counts.get((dialect, terms))
    if found is None:
        counts = [_COUNT[dialect].format(n=n) for n in range(terms)]
        if dialect == "sqlite":
            bounded = [
                _BOUNDED.format(n=n, newest=_NEWEST, count=count) for n, count in enumerate(counts)
            ]
            counts = [_NEWEST, *bounded]
        found = _counts[(dialect, terms)] = Prepared(text(f"SELECT {', '.join(counts)}"))
    return found
