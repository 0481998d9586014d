"""What the mind believed at a past moment, and how it changed over a period, from the
append-only belief versions, the bodies it spoke through and the sleeps it slept."""

from __future__ import annotations

from collections.abc import Iterable

from sqlalchemy import Column, ColumnElement, Connection, select

from entelechy.beliefs import events as belief_kinds
from entelechy.beliefs.queries import (
    BELIEF_COLUMNS,
    BeliefRow,
    VersionRow,
    belief,
    evidence_of,
    versions_of,
)
from entelechy.beliefs.schema import belief_versions, beliefs
from entelechy.introspection.answer import Answer, Sentence
from entelechy.introspection.matching import Question, candidates
from entelechy.introspection.memories import sleep_lines
from entelechy.introspection.moments import shown
from entelechy.introspection.wording import said_to
from entelechy.record.schema import embodiments, events
from entelechy.sleep import queries as sleeping
from entelechy.sleep.schema import sleep_records

LIVE = frozenset({"believed", "uncertain", "contested"})
_VERSION_COLUMNS = 8
"""A belief change's own columns come first in its row, then the belief's (`BELIEF_COLUMNS`)."""
CHANGES_LIMIT = 50
"""At most this many belief changes are told for one period (the latest ones)."""


def believed(
    connection: Connection, mind_id: str, question: str, at: str, user_id: str | None = None
) -> Answer:
    """What the mind believed at `at` about what `question` asks, and which of those states
    were superseded since, and when."""
    lines: list[Sentence] = []
    asked = Question.parse(question, user_id)
    for row in candidates(connection, mind_id, asked, user_id):
        versions = versions_of(connection, mind_id, row.id)
        then = [version for version in versions if version.at <= at]
        if not then or then[-1].status not in LIVE:
            continue
        lines.append(_held(row, then[-1], at, user_id))
        lines.extend(_ended(connection, mind_id, row, versions, at, user_id=user_id))
    return Answer.of("believed", lines)


def believes(
    connection: Connection, mind_id: str, question: str, user_id: str | None = None
) -> Answer:
    """What the mind believes now about what `question` asks, with its confidence."""
    lines = []
    for row in candidates(connection, mind_id, Question.parse(question, user_id), user_id):
        if row.status in LIVE:
            hedge = "" if row.status == "believed" else f", though it is {row.status}"
            said = f"I believe that {said_to(row, user_id)}, with confidence {row.confidence:.2f}"
            lines.append(Sentence(f"{said}{hedge}.", (row.id,)))
            lines.extend(_grounds(connection, row, user_id))
    return Answer.of("knows", lines)


def _grounds(connection: Connection, row: BeliefRow, user_id: str | None) -> list[Sentence]:
    """Why a belief is held, in a sentence: who said so, and when."""
    found = [item for item in evidence_of(connection, row.id) if item.retracted is None]
    if not found:
        return []
    first = found[0]
    more = f", with {len(found) - 1} more pieces of evidence" if len(found) > 1 else ""
    said = f"That rests on what {_teller(first.family, user_id)} at {shown(first.at)}{more}."
    return [Sentence(said, tuple(item.id for item in found))]


def _teller(family: str, user_id: str | None) -> str:
    """Who a piece of evidence came from, said without naming anyone but the person asking."""
    if user_id is not None and family == f"user:{user_id}":
        return "you told me"
    kind = family.partition(":")[0]
    return {"user": "someone told me", "operator": "an operator told me"}.get(kind, "I inferred")


def _held(row: BeliefRow, version: VersionRow, at: str, user_id: str | None) -> Sentence:
    hedge = "" if version.status == "believed" else f", though it was {version.status}"
    said = (
        f"At {shown(at)} I believed that {said_to(row, user_id)}, with confidence "
        f"{version.confidence:.2f}{hedge}."
    )
    return Sentence(said, (row.id, version.event_id))


def _ended(
    connection: Connection,
    mind_id: str,
    row: BeliefRow,
    versions: list[VersionRow],
    at: str,
    *,
    user_id: str | None,
) -> list[Sentence]:
    later = [version for version in versions if version.at > at and version.status not in LIVE]
    if not later:
        return []
    end = later[0]
    if end.status == "superseded" and row.superseded_by:
        after = belief(connection, mind_id, row.superseded_by)
        now = f": now I believe that {said_to(after, user_id)}" if after else ""
        said = f"That was superseded at {shown(end.at)}{now}."
        return [Sentence(said, (row.id, end.event_id, row.superseded_by))]
    return [Sentence(f"That was {end.status} at {shown(end.at)}.", (row.id, end.event_id))]


def changes(
    connection: Connection,
    mind_id: str,
    since: str,
    until: str | None = None,
    user_id: str | None = None,
) -> Answer:
    """How the mind changed from `since` (to `until`): beliefs formed, revised, contested,
    rejected or superseded, corrections by operators, bodies and sleeps, oldest first."""
    timed = [
        *_belief_changes(connection, mind_id, since, until, user_id),
        *_bodies(connection, mind_id, since, until),
        *_sleeps(connection, mind_id, since, until, user_id),
    ]
    timed.sort(key=lambda item: item[0])
    return Answer.of("changes", (sentence for _, sentence in timed))


def _window(column: Column[str], since: str, until: str | None) -> list[ColumnElement[bool]]:
    bounds = [column >= since]
    if until is not None:
        bounds.append(column <= until)
    return bounds


def _belief_changes(
    connection: Connection, mind_id: str, since: str, until: str | None, user_id: str | None
) -> Iterable[tuple[str, Sentence]]:
    query = (
        select(
            belief_versions.c.belief_id,
            belief_versions.c.version,
            belief_versions.c.status,
            belief_versions.c.confidence,
            belief_versions.c.reason,
            belief_versions.c.at,
            belief_versions.c.event_id,
            events.c.kind,
            *BELIEF_COLUMNS,
        )
        .select_from(
            belief_versions.join(beliefs, beliefs.c.id == belief_versions.c.belief_id).join(
                events, events.c.id == belief_versions.c.event_id
            )
        )
        .where(belief_versions.c.mind_id == mind_id, *_window(belief_versions.c.at, since, until))
        .order_by(belief_versions.c.at.desc())
        .limit(CHANGES_LIMIT)
    )
    if user_id is not None:
        query = query.where(beliefs.c.domain == user_id)
    for row in connection.execute(query):
        proposition = said_to(BeliefRow(*tuple(row)[_VERSION_COLUMNS:]), user_id)
        said = _change(row[1], row[2], proposition, row[3], row.kind)
        yield row[5], Sentence(f"At {shown(row[5])} {said}.", (row.belief_id, row.event_id))


def _change(version: int, status: str, proposition: str, confidence: float, kind: str) -> str:
    if kind == belief_kinds.BELIEF_MARKED_WRONG:
        return f"an operator corrected me: it is not true that {proposition}"
    if version == 1:
        return f"I came to believe that {proposition}, with confidence {confidence:.2f}"
    if status == "superseded":
        return f"my belief that {proposition} was superseded"
    if status in ("contested", "rejected"):
        return f"my belief that {proposition} became {status}"
    return f"I revised my confidence that {proposition} to {confidence:.2f} ({status})"


def _bodies(
    connection: Connection, mind_id: str, since: str, until: str | None
) -> Iterable[tuple[str, Sentence]]:
    query = select(embodiments.c.id, embodiments.c.spec, embodiments.c.at).where(
        embodiments.c.mind_id == mind_id, *_window(embodiments.c.at, since, until)
    )
    for row in connection.execute(query):
        yield (
            row.at,
            Sentence(f"At {shown(row.at)} I began to speak through {row.spec}.", (row.id,)),
        )


def _sleeps(
    connection: Connection, mind_id: str, since: str, until: str | None, user_id: str | None
) -> Iterable[tuple[str, Sentence]]:
    query = select(sleep_records.c.id).where(
        sleep_records.c.mind_id == mind_id, *_window(sleep_records.c.started_at, since, until)
    )
    if user_id is not None:
        query = query.where(sleep_records.c.user_id == user_id)
    for (sleep_id,) in connection.execute(query):
        found = sleeping.sleep(connection, mind_id, sleep_id)
        if found is not None:
            for sentence in sleep_lines(connection, mind_id, found):
                yield found.started_at, sentence
