"""Which introspective question a message asks, answered from the records for the person
asking: why the last reply was what it was, what the mind believed then, what it knows about
them, how it changed, what happened while it slept. Anything else about itself (its wants, what
would have happened otherwise) is not recorded and is said to be so."""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import datetime, timedelta

from sqlalchemy import Connection, select

from entelechy.clock import format_timestamp
from entelechy.introspection.answer import Answer
from entelechy.introspection.history import believed, believes, changes
from entelechy.introspection.memories import sleep_lines
from entelechy.introspection.moments import mentioned_time
from entelechy.introspection.person import about_person
from entelechy.introspection.replies import explain_reply
from entelechy.sleep import queries as sleeping
from entelechy.sleep.schema import sleep_records

CHANGE_WINDOW = timedelta(days=7)
""""How have you changed?" with no time named looks back this far."""

_PATTERNS = (
    ("explain_reply", re.compile(r"\bwhy (?:did|do|would) you (?:say|answer|reply|respond|tell"
                                 r"|refuse|decline|not answer|change the subject)"
                                 r"|\bwhy that\b|\bwhere did (?:that|this) come from\b")),
    ("slept", re.compile(r"\bwhile you (?:were )?(?:slept|sleeping|asleep)\b"
                         r"|\bwhat did you dream\b|\byour (?:last )?sleep\b"
                         r"|\b(?:have|had|did) you (?:been )?dream(?:ing|t|ed)?\b"
                         r"|\byour (?:last )?dreams?\b|\bwhat do you dream\b")),
    ("about_person", re.compile(r"\bwhat do you (?:know|remember|believe|think) about me\b"
                                r"|\bwhat have i told you\b")),
    ("changes", re.compile(r"\bhow (?:have|did) you change|\bwhat (?:has )?changed\b"
                           r"|\bwhat (?:did|have) you (?:do|done)\b")),
    ("believed", re.compile(r"\bwhat did you (?:believe|think|know)\b")),
    ("knows", re.compile(r"\bwhy do you (?:think|believe)\b|\bwhat do you (?:know|believe|"
                         r"think) about\b")),
    ("unrecorded", re.compile(r"\bwhat would (?:have )?happen|\bwhat would you have\b"
                              r"|\bwould you have (?:done|said|answered|believed|thought)\b"
                              r"|\bwhat do you (?:want|wish|intend|plan)\b"
                              r"|\bwhat are your (?:goals|plans)\b"
                              r"|\bwhy (?:can't|cannot|won't) you\b")),
)  # fmt: skip
_ASKS_REFUSAL = re.compile(r"\bwhy (?:did|do|would) you (?:refuse|decline|not answer)")
_KINDS = {
    "why": "unrecorded",
    "what_did_you_believe": "believed",
    "what_do_you_know": "knows",
    "how_did_you_change": "changes",
    "what_do_you_want": "unrecorded",
    "what_did_you_do": "changes",
}


@dataclass(frozen=True)
class Asked:
    """An introspective message and who asks it, when, after which reply of the mind."""

    text: str
    user_id: str
    now: datetime
    perceived: str | None = None
    """The introspection kind perception gave the message (see `entelechy.perception`)."""
    last_reply: str | None = None
    last_withheld: str | None = None
    """The latest reply of the conversation conduct wrote instead of an answer (a refusal, a
    redirect): "why did you refuse?" asks about it, though other replies came after."""


def question_of(text: str, perceived: str | None) -> str | None:
    """The question `text` asks about the mind, if it asks one."""
    lowered = " ".join(text.lower().split())
    for name, pattern in _PATTERNS:
        if pattern.search(lowered):
            return name
    return _KINDS.get(perceived or "")


def answer(connection: Connection, mind_id: str, asked: Asked) -> Answer | None:
    """The records' answer to `asked`, scoped to the person asking; None when it asks nothing
    about the mind, or asks what the mind knows of something its records hold nothing about
    (a question about the world, for the model)."""
    question = question_of(asked.text, asked.perceived)
    if question is None:
        return None
    now = format_timestamp(asked.now)
    if question == "explain_reply":
        reply = asked.last_reply
        if asked.last_withheld is not None and _ASKS_REFUSAL.search(asked.text.lower()):
            reply = asked.last_withheld
        if reply is None:
            return Answer.of(question, ())
        return explain_reply(connection, mind_id, reply, asked.user_id)
    if question == "believed":
        at = mentioned_time(asked.text, asked.now) or now
        return believed(connection, mind_id, asked.text, at, asked.user_id)
    if question == "knows":
        held = believes(connection, mind_id, asked.text, asked.user_id)
        return held if held.recorded else None
    if question == "about_person":
        return about_person(connection, mind_id, asked.user_id)
    if question == "changes":
        since = mentioned_time(asked.text, asked.now) or format_timestamp(asked.now - CHANGE_WINDOW)
        return changes(connection, mind_id, since, now, asked.user_id)
    if question == "slept":
        return _last_sleep(connection, mind_id, asked.user_id)
    return Answer.of(question, ())


def _last_sleep(connection: Connection, mind_id: str, user_id: str) -> Answer:
    sleep_id = connection.execute(
        select(sleep_records.c.id)
        .where(sleep_records.c.mind_id == mind_id, sleep_records.c.user_id == user_id)
        .order_by(sleep_records.c.started_at.desc())
        .limit(1)
    ).scalar()
    found = sleeping.sleep(connection, mind_id, sleep_id) if sleep_id else None
    lines = sleep_lines(connection, mind_id, found) if found else []
    return Answer.of("slept", lines)
