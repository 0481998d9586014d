"""Each reply's outcome and its place on the redirect ladder, projected from
`response_generated`, so the ladder position comes from the record, not from the caller."""

from __future__ import annotations

from sqlalchemy import Connection, bindparam, select

from entelechy.conduct.schema import reply_outcomes
from entelechy.dialogue import events as dialogue
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections()
"""Conduct's projection: the redirect ladder, read from the dialogue's replies."""

HANDLERS.owns(reply_outcomes)

_INSERT = PreparedInsert(reply_outcomes)
_LATEST = Prepared(
    select(reply_outcomes.c.redirect_attempt)
    .where(
        reply_outcomes.c.mind_id == bindparam("mind_id"),
        reply_outcomes.c.user_id == bindparam("user_id"),
    )
    .order_by(reply_outcomes.c.at.desc(), reply_outcomes.c.message_id.desc())
    .limit(1)
)


@HANDLERS.on(dialogue.RESPONSE_GENERATED)
def _outcome(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    row = {
        "message_id": payload["message_id"],
        "mind_id": event.mind_id,
        "user_id": event.user_id or "",
        "conversation_id": payload["conversation_id"],
        "kind": payload.get("kind", "ok"),
        "redirect_attempt": payload.get("redirect_attempt", 0),
        "at": event.at,
        "event_id": event.id,
    }
    _INSERT.insert(connection, row)


_WITHHELD = Prepared(
    select(reply_outcomes.c.message_id).where(
        reply_outcomes.c.mind_id == bindparam("mind_id"),
        reply_outcomes.c.user_id == bindparam("user_id"),
        reply_outcomes.c.at >= bindparam("since"),
        reply_outcomes.c.kind != "ok",
    )
)


def withheld(connection: Connection, mind_id: str, user_id: str, since: str) -> set[str]:
    """The replies to this person since `since` that conduct wrote instead of an answer (a
    refusal or a redirect): one read along the index the redirect ladder uses."""
    parameters = {"mind_id": mind_id, "user_id": user_id, "since": since}
    return {row[0] for row in _WITHHELD.rows(connection, parameters)}


def redirect_attempt(connection: Connection, mind_id: str, user_id: str) -> int:
    """Where this person stands on the ladder: the attempt recorded with their latest reply
    (in any conversation, so starting a new one does not reset it); 0 after an ordinary one."""
    rows = _LATEST.rows(connection, {"mind_id": mind_id, "user_id": user_id})
    return int(rows[0][0]) if rows else 0
