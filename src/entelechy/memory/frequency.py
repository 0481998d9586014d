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
_counts: dict[tuple[str, int], Prepared] = {}
_NEWEST = Prepared(text("SELECT max(rowid) FROM recall_index"))
_rare: WeakKeyDictionary[Engine, dict[str, tuple[int, int]]] = WeakKeyDictionary()
"""Per SQLite store: term -> (matches when counted, the index's newest rowid then)."""


def selective(connection: Connection, terms: Sequence[str]) -> tuple[list[str], str]:
    """The terms worth ranking by, and how to join them: the rare ones ("RANKED"), or, when
    every term is common, all of them, to rank the newest items with any of them ("RECENT"; a
    mind of fewer than `FREQUENT` items never gets there)."""
    if len(terms) < 2:
        return list(terms), "RANKED"
    counts = _matches(connection, terms)
    rare = [term for term in terms if counts[term] < FREQUENT]
    return (rare, "RANKED") if rare else (list(terms), "RECENT")


def _matches(connection: Connection, terms: Sequence[str]) -> dict[str, int]:
    """Each term's matches (at most `FREQUENT`), or an upper bound below it for a term known
    to be rare."""
    if connection.dialect.name == "postgresql":
        return _counted(connection, "postgresql", terms)
    newest = _NEWEST.scalar(connection, {}) or 0
    known = _rare.setdefault(connection.engine, {})
    bounds: dict[str, int] = {}
    for term in terms:
        remembered = known.get(term)
        if remembered is not None:
            count, then = remembered
            if count + newest - then < FREQUENT:
                bounds[term] = count + newest - then
    unknown = [term for term in terms if term not in bounds]
    if not unknown:
        return bounds
    counted = _counted(connection, "sqlite", unknown)
    if len(known) >= REMEMBERED_TERMS:
        known.clear()
    known.update((term, (n, newest)) for term, n in counted.items() if n < FREQUENT)
    return bounds | counted


def _counted(connection: Connection, dialect: str, terms: Sequence[str]) -> dict[str, int]:
    """Each term's matches, counted up to `FREQUENT`, in one statement."""
    parameters: dict[str, object] = {"cap": FREQUENT}
    for n, term in enumerate(terms):
        parameters[f"term{n}"] = term if dialect == "postgresql" else f'"{term}"'
    [counts] = _counting(dialect, len(terms)).rows(connection, parameters)
    return dict(zip(terms, counts, strict=True))


def _counting(dialect: str, terms: int) -> Prepared:
    """One statement counting the matches of each of `terms` terms (one round trip)."""
    found = _counts.get((dialect, terms))
    if found is None:
        columns = ", ".join(_COUNT[dialect].format(n=n) for n in range(terms))
        found = _counts[(dialect, terms)] = Prepared(text(f"SELECT {columns}"))
    return found
