"""The beliefs part of a reply's response intent: what the mind holds on the topic, and how
sure it is, worded so the model says uncertain things as uncertain and contested ones as
contested."""

from __future__ import annotations

from collections.abc import Sequence

from sqlalchemy import Connection, bindparam, select

from entelechy.beliefs import queries
from entelechy.beliefs.schema import beliefs
from entelechy.perception.text import words
from entelechy.record.prepared import Prepared

MAX_BELIEFS = 8
"""How many beliefs the model's prompt is given about a message (those bearing on it most)."""
MAX_KNOWN = 200
"""How many of a person's current beliefs a reply's intent may answer from: a person who told
the mind more than `MAX_BELIEFS` things is still answered about the first of them."""
_ABOUT = Prepared(
    select(*queries.BELIEF_COLUMNS)
    .where(
        beliefs.c.mind_id == bindparam("mind_id"),
        beliefs.c.domain == bindparam("domain"),
        beliefs.c.status != "superseded",
    )
    .order_by(beliefs.c.updated_at.desc(), beliefs.c.id.desc())
    .limit(bindparam("limit"))
)


def relevant(
    connection: Connection, mind_id: str, subjects: list[str], limit: int = MAX_BELIEFS
) -> list[queries.BeliefRow]:
    """Current beliefs about `subjects` (and what belongs to them: a belief about "ana's sister"
    is in ana's domain), newest first, via the domain index."""
    found: dict[str, queries.BeliefRow] = {}
    for subject in subjects:
        parameters = {"mind_id": mind_id, "domain": subject, "limit": limit}
        for values in _ABOUT.rows(connection, parameters):
            row = queries.BeliefRow(*values)
            found.setdefault(row.id, row)
    return list(found.values())[:limit]


def bearing_on(
    text: str, rows: Sequence[queries.BeliefRow], limit: int = MAX_BELIEFS
) -> list[queries.BeliefRow]:
    """The `limit` of `rows` that share most words with `text`, newest first among equals
    (`rows` come newest first): what a model is told about a message."""
    said = set(words(text))
    ranked = sorted(rows, key=lambda row: -len(said & set(words(row.proposition))))
    return ranked[:limit]


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
