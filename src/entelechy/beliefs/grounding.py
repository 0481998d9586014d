"""The beliefs part of a reply's response intent: what the mind holds on the topic, and how
sure it is, worded so the model says uncertain things as uncertain and contested ones as
contested."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import ColumnElement, Connection, bindparam, select

from entelechy.beliefs import queries
from entelechy.beliefs.schema import beliefs
from entelechy.perception.text import words
from entelechy.record.prepared import Prepared

MAX_BELIEFS = 8
"""How many beliefs the model's prompt is given about a message (those bearing on it most)."""
MAX_KNOWN = 200
"""How many of a person's current beliefs a reply's intent may answer from: a person who told
the mind more than `MAX_BELIEFS` things is still answered about the first of them."""


def _current(*columns: ColumnElement[object]) -> Prepared:
    """`columns` of a subject's current beliefs, newest first, via the domain index."""
    return Prepared(
        select(*columns)
        .where(
            beliefs.c.mind_id == bindparam("mind_id"),
            beliefs.c.domain == bindparam("domain"),
            beliefs.c.status != "superseded",
        )
        .order_by(beliefs.c.updated_at.desc(), beliefs.c.id.desc())
        .limit(bindparam("limit"))
    )


_ABOUT = _current(*queries.BELIEF_COLUMNS)
_WORDED = _current(beliefs.c.id, beliefs.c.proposition)


def relevant(connection: Connection, mind_id: str, subjects: list[str]) -> list[queries.BeliefRow]:
    """Current beliefs about `subjects` (and what belongs to them: a belief about "ana's sister"
    is in ana's domain), newest first, via the domain index."""
    found: dict[str, queries.BeliefRow] = {}
    for subject in subjects:
        parameters = {"mind_id": mind_id, "domain": subject, "limit": MAX_BELIEFS}
        for values in _ABOUT.rows(connection, parameters):
            row = queries.BeliefRow(*values)
            found.setdefault(row.id, row)
    return list(found.values())[:MAX_BELIEFS]


_BY_ID = select(*queries.BELIEF_COLUMNS).where(
    beliefs.c.mind_id == bindparam("mind_id"), beliefs.c.id.in_(bindparam("ids", expanding=True))
)


def ranked(connection: Connection, mind_id: str, subject: str, text: str) -> list[str]:
    """The ids of the current beliefs about `subject` (up to `MAX_KNOWN`), those sharing most
    words with `text` first, newest first among equals; read by id and wording only, so a
    person of many beliefs costs little on a turn that needs few of them."""
    parameters = {"mind_id": mind_id, "domain": subject, "limit": MAX_KNOWN}
    said = set(words(text))
    found = [
        (-len(said & set(words(worded))), belief_id)
        for belief_id, worded in _WORDED.rows(connection, parameters)
    ]
    return [belief_id for _, belief_id in sorted(found, key=lambda item: item[0])]


def rows_by_id(connection: Connection, mind_id: str, ids: Sequence[str]) -> list[queries.BeliefRow]:
    """The beliefs `ids` name, in that order."""
    if not ids:
        return []
    found = connection.execute(_BY_ID, {"mind_id": mind_id, "ids": list(ids)})
    by_id = {row.id: row for row in (queries.BeliefRow(*tuple(values)) for values in found)}
    return [by_id[belief_id] for belief_id in ids if belief_id in by_id]


def bearing_on(text: str, rows: Sequence[queries.BeliefRow]) -> list[queries.BeliefRow]:
    """The `MAX_BELIEFS` of `rows` that share most words with `text`, in `rows`' order among
    equals: what a model is told about a message."""
    said = set(words(text))
    ordered = sorted(rows, key=lambda row: -len(said & set(words(row.proposition))))
    return ordered[:MAX_BELIEFS]


def describe(row: queries.BeliefRow) -> str:
    """One line of the intent for one belief."""
    confidence = f"confidence {row.confidence:.2f}"
    if row.status == "contested":
        return f"- CONTESTED, say it is disputed: {row.proposition} ({confidence})"
    if row.status == "uncertain":
        return f"- UNCERTAIN, say you are not sure: {row.proposition} ({confidence})"
    if row.status == "doubted":
        return f"- DOUBTED, say you doubt it: {row.proposition} ({confidence})"
    if row.status == "rejected":
        return f"- KNOWN TO BE WRONG, do not assert: {row.proposition}"
    return f"- {row.proposition} ({confidence})"


def reasons(evidence: list[queries.EvidenceRow]) -> list[str]:
    """The recorded evidence of a belief, one line each, for why-questions."""
    return [
        f"    {'for' if row.polarity == 'for' else 'against'}: {row.source} ({row.derivation}, "
        f"{row.family}){': ' + row.note if row.note else ''}"
        for row in evidence
        if row.retracted is None
    ]


def intent_text(
    rows: list[queries.BeliefRow], evidence: dict[str, list[queries.EvidenceRow]] | None = None
) -> str:
    """The grounding appended to the system prompt; empty when nothing bears on the message.
    With `evidence` (for why-questions), each belief's recorded reasons follow it."""
    if not rows:
        return ""
    lines = []
    for row in rows:
        lines.append(describe(row))
        lines.extend(reasons((evidence or {}).get(row.id, [])))
    listing = "\n".join(lines)
    return f"What you believe that bears on this message, from your records:\n{listing}"


def told_by(
    connection: Connection, mind_id: str, subject: str, user_id: str
) -> list[queries.BeliefRow]:
    """Current beliefs about `subject` that rest on what `user_id` said (or on an operator):
    what may be said back to that person about someone else."""
    allowed = {f"user:{user_id}", "operator"}
    return [
        row
        for row in relevant(connection, mind_id, [subject])
        if any(
            item.family in allowed or item.family.startswith("operator")
            for item in queries.evidence_of(connection, row.id)
        )
    ]
