"""Reads of the sleep projections and of the interactions a sleep considers. Every query is
scoped by mind."""

from __future__ import annotations

import json
from dataclasses import dataclass, replace
from typing import Any

from sqlalchemy import Connection, and_, bindparam, func, or_, select
from sqlalchemy.orm import aliased

from entelechy.conduct.schema import reply_outcomes
from entelechy.memory.queries import Episode
from entelechy.memory.schema import episodes
from entelechy.record.prepared import Prepared
from entelechy.record.schema import messages
from entelechy.sleep.phases import PHASES, Interaction
from entelechy.sleep.schema import dream_classes, dreams, sleep_phases, sleep_records


@dataclass(frozen=True)
class SleepView:
    """A sleep as recorded: its trigger, phases' totals, dreams and what waking made of them."""

    id: str
    status: str
    trigger_kind: str
    trigger_reason: str
    started_at: str
    ended_at: str | None
    nominal_seconds: float
    model: str | None
    interactions_considered: int | None
    episode_ids: list[str]
    user_id: str | None
    input_tokens: int | None
    output_tokens: int | None
    dreams: int | None
    dreams_rejected: int | None
    induction_id: str | None
    induced_by: str | None
    source: str | None
    woken_at: str | None
    consolidated: int | None
    noise: int | None
    traumatic: int | None
    affect: dict[str, Any] | None
    window_since: str | None
    window_until: str

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class PhaseView:
    phase: str
    started_at: str
    duration_seconds: float
    content: dict[str, Any]
    outcome: str
    error: str | None
    model_call_ids: list[str]
    input_tokens: int
    output_tokens: int
    budget_tokens: int | None
    elapsed_ms: float

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class DreamView:
    id: str
    sleep_id: str
    ordinal: int
    narrative: str
    teleological_value: float
    clamped: bool
    induced: bool
    induced_by: str | None
    induction_id: str | None
    review_kind: str | None
    audit_id: str | None
    at: str
    memory_class: str | None
    memory_id: str | None

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


def sleep(connection: Connection, mind_id: str, sleep_id: str) -> SleepView | None:
    rows = _sleeps(connection, mind_id, sleep_records.c.id == sleep_id)
    return rows[0] if rows else None


def sleeps(connection: Connection, mind_id: str, limit: int = 20) -> list[SleepView]:
    """The latest sleeps, newest first."""
    return _sleeps(connection, mind_id, None, limit)


_BY_STATUS = Prepared(
    select(sleep_records)
    .where(
        sleep_records.c.mind_id == bindparam("mind_id"),
        sleep_records.c.status == bindparam("status"),
    )
    .order_by(sleep_records.c.started_at, sleep_records.c.id)
)
_SLEEP_COLUMNS = tuple(column.name for column in sleep_records.columns)
LATEST_AFFECT = (
    select(sleep_records.c.affect)
    .where(
        sleep_records.c.mind_id == bindparam("mind_id"),
        sleep_records.c.status == "woken",
        sleep_records.c.affect.is_not(None),
    )
    .order_by(sleep_records.c.started_at.desc(), sleep_records.c.id.desc())
    .limit(1)
)
"""The recorded affect the latest woken sleep left (JSON), for a `mind_id` parameter; a reply
reads it together with its other standing (`entelechy.reply.standing`)."""
_LATEST_AFFECT = Prepared(LATEST_AFFECT)


def latest_affect(connection: Connection, mind_id: str) -> dict[str, Any] | None:
    """The affect the latest woken sleep left, as recorded (one indexed row: every reply reads
    it, so that a wake in another process colours this one's replies too)."""
    rows = _LATEST_AFFECT.rows(connection, {"mind_id": mind_id})
    return json.loads(rows[0][0]) if rows else None


def sleeps_with_status(connection: Connection, mind_id: str, status: str) -> list[SleepView]:
    """Sleeps in `status`, oldest first (a hot path of every sleep and wake)."""
    rows = _BY_STATUS.rows(connection, {"mind_id": mind_id, "status": status})
    return [_sleep_view(dict(zip(_SLEEP_COLUMNS, row, strict=True))) for row in rows]


def _sleeps(
    connection: Connection, mind_id: str, condition: Any, limit: int | None = None
) -> list[SleepView]:
    query = select(sleep_records).where(sleep_records.c.mind_id == mind_id)
    if condition is not None:
        query = query.where(condition)
    query = query.order_by(sleep_records.c.started_at.desc(), sleep_records.c.id.desc())
    if limit is not None:
        query = query.limit(limit)
    return [_sleep_view(row) for row in connection.execute(query).mappings()]


def _sleep_view(row: Any) -> SleepView:
    special = ("affect", "episode_ids")
    values = {key: row[key] for key in SleepView.__dataclass_fields__ if key not in special}
    affect = json.loads(row["affect"]) if row["affect"] else None
    episodes = json.loads(row["episode_ids"]) if row["episode_ids"] else []
    return SleepView(**values, affect=affect, episode_ids=episodes)


def phases(connection: Connection, mind_id: str, sleep_id: str) -> list[PhaseView]:
    rows = connection.execute(
        select(sleep_phases).where(
            sleep_phases.c.mind_id == mind_id, sleep_phases.c.sleep_id == sleep_id
        )
    ).mappings()
    views = [
        PhaseView(
            phase=row["phase"],
            started_at=row["started_at"],
            duration_seconds=row["duration_seconds"],
            content=json.loads(row["content"]),
            outcome=row["outcome"],
            error=row["error"],
            model_call_ids=json.loads(row["model_call_ids"]),
            input_tokens=row["input_tokens"],
            output_tokens=row["output_tokens"],
            budget_tokens=row["budget_tokens"],
            elapsed_ms=row["elapsed_ms"],
        )
        for row in rows
    ]
    return sorted(views, key=lambda view: PHASES.index(view.phase))


_DREAMS = select(dreams, dream_classes.c.memory_class, dream_classes.c.memory_id).select_from(
    dreams.outerjoin(dream_classes, dream_classes.c.dream_id == dreams.c.id)
)
_DREAM_COLUMNS = (*(column.name for column in dreams.columns), "memory_class", "memory_id")
_DREAMS_OF_SLEEP = Prepared(
    _DREAMS.where(
        dreams.c.mind_id == bindparam("mind_id"), dreams.c.sleep_id == bindparam("sleep_id")
    ).order_by(dreams.c.ordinal)
)


def dreams_of(
    connection: Connection, mind_id: str, sleep_id: str | None = None, limit: int | None = None
) -> list[DreamView]:
    """Dreams with the class wake gave them; of one sleep in order, or the latest, newest first."""
    if sleep_id is not None:
        rows = _DREAMS_OF_SLEEP.rows(connection, {"mind_id": mind_id, "sleep_id": sleep_id})
        return [_dream_view(dict(zip(_DREAM_COLUMNS, row, strict=True))) for row in rows]
    query = _DREAMS.where(dreams.c.mind_id == mind_id).order_by(
        dreams.c.at.desc(), dreams.c.id.desc()
    )
    if limit is not None:
        query = query.limit(limit)
    return [_dream_view(row) for row in connection.execute(query).mappings()]


def dream(connection: Connection, mind_id: str, dream_id: str) -> DreamView | None:
    query = (
        select(dreams, dream_classes.c.memory_class, dream_classes.c.memory_id)
        .select_from(dreams.outerjoin(dream_classes, dream_classes.c.dream_id == dreams.c.id))
        .where(dreams.c.mind_id == mind_id, dreams.c.id == dream_id)
    )
    row = connection.execute(query).mappings().first()
    return None if row is None else _dream_view(row)


def _dream_view(row: Any) -> DreamView:
    return DreamView(
        id=row["id"],
        sleep_id=row["sleep_id"],
        ordinal=row["ordinal"],
        narrative=row["narrative"],
        teleological_value=row["teleological_value"],
        clamped=bool(row["clamped"]),
        induced=bool(row["induced"]),
        induced_by=row["induced_by"],
        induction_id=row["induction_id"],
        review_kind=row["review_kind"],
        audit_id=row["audit_id"],
        at=row["at"],
        memory_class=row["memory_class"],
        memory_id=row["memory_id"],
    )


_CLASSIFIED = Prepared(
    select(dream_classes.c.dream_id).where(
        dream_classes.c.mind_id == bindparam("mind_id"),
        dream_classes.c.sleep_id == bindparam("sleep_id"),
    )
)
_WINDOW_END = Prepared(
    select(func.max(sleep_records.c.window_until)).where(
        sleep_records.c.mind_id == bindparam("mind_id"),
        or_(sleep_records.c.status == "completed", sleep_records.c.status == "woken"),
        sleep_records.c.source == "live",
    )
)


def classified(connection: Connection, mind_id: str, sleep_id: str) -> set[str]:
    """Dreams of a sleep that wake has already classified."""
    rows = _CLASSIFIED.rows(connection, {"mind_id": mind_id, "sleep_id": sleep_id})
    return {row[0] for row in rows}


def last_window_end(connection: Connection, mind_id: str) -> str | None:
    """Where the last sleep that completed stopped looking: the next one starts there."""
    rows = _WINDOW_END.rows(connection, {"mind_id": mind_id})
    return rows[0][0] if rows else None


def has_digest(connection: Connection, mind_id: str, digest: str) -> bool:
    found = connection.execute(
        select(sleep_records.c.id).where(
            sleep_records.c.mind_id == mind_id, sleep_records.c.source_digest == digest
        )
    ).first()
    return found is not None


def dream_ids_exist(connection: Connection, mind_id: str, ids: list[str]) -> list[str]:
    rows = connection.execute(
        select(dreams.c.id).where(dreams.c.mind_id == mind_id, dreams.c.id.in_(ids))
    )
    return [row[0] for row in rows]


_REPLY = aliased(messages)
_INTERACTIONS = Prepared(
    select(
        messages.c.id,
        messages.c.content,
        messages.c.user_id,
        messages.c.at,
        _REPLY.c.id.label("reply_id"),
        _REPLY.c.content.label("reply"),
        reply_outcomes.c.kind,
    )
    .select_from(
        messages.outerjoin(
            _REPLY,
            and_(
                _REPLY.c.mind_id == messages.c.mind_id,
                _REPLY.c.in_reply_to == messages.c.id,
                _REPLY.c.role == "assistant",
            ),
        ).outerjoin(reply_outcomes, reply_outcomes.c.message_id == _REPLY.c.id)
    )
    .where(
        messages.c.mind_id == bindparam("mind_id"),
        messages.c.role == "user",
        messages.c.at > bindparam("since"),
        messages.c.at <= bindparam("until"),
    )
    .order_by(messages.c.at.desc(), messages.c.id.desc())
    .limit(bindparam("limit"))
)


def interactions(
    connection: Connection, mind_id: str, since: str | None, until: str, limit: int
) -> list[Interaction]:
    """The last `limit` exchanges after `since` up to `until`, oldest first."""
    parameters = {"mind_id": mind_id, "since": since or "", "until": until, "limit": limit}
    found = [
        Interaction(
            prompt=content,
            reply=reply or "",
            refused=kind == "refused",
            at=at,
            user_id=user_id,
            message_ids=tuple(i for i in (message_id, reply_id) if i),
        )
        for message_id, content, user_id, at, reply_id, reply, kind in _INTERACTIONS.rows(
            connection, parameters
        )
    ]
    return found[::-1]


_EPISODES = Prepared(
    select(episodes)
    .where(
        episodes.c.mind_id == bindparam("mind_id"),
        episodes.c.recorded_at > bindparam("since"),
        episodes.c.recorded_at <= bindparam("until"),
    )
    .order_by(episodes.c.seq.desc())
    .limit(bindparam("limit"))
)
_EPISODE_COLUMNS = tuple(column.name for column in episodes.columns)


def episodes_between(
    connection: Connection, mind_id: str, since: str | None, until: str, limit: int
) -> list[Episode]:
    """The last `limit` episodes recorded after `since` up to `until`, oldest first."""
    parameters = {"mind_id": mind_id, "since": since or "", "until": until, "limit": limit}
    rows = _EPISODES.rows(connection, parameters)
    found = [_episode(dict(zip(_EPISODE_COLUMNS, row, strict=True))) for row in rows]
    return found[::-1]


def _episode(values: dict[str, Any]) -> Episode:
    values["participants"] = tuple(json.loads(values["participants"]))
    values["message_ids"] = tuple(json.loads(values["message_ids"]))
    return Episode(**values)


def considered(
    connection: Connection, mind_id: str, since: str | None, until: str, limit: int
) -> list[Interaction]:
    """What a sleep looks back on: the exchanges of its window (refused ones too) with the
    episodes they became, and episodes imported without messages (ingested conversations)."""
    exchanges = interactions(connection, mind_id, since, until, limit)
    recorded = episodes_between(connection, mind_id, since, until, limit)
    by_message = {m: e.id for e in recorded for m in e.message_ids}
    linked = [
        replace(i, episode_id=next((by_message[m] for m in i.message_ids if m in by_message), None))
        for i in exchanges
    ]
    imported = [
        Interaction(
            prompt=e.text,
            reply="",
            refused=False,
            at=e.occurred_at,
            user_id=e.user_id or "",
            message_ids=(),
            episode_id=e.id,
            speaker=e.speaker,
        )
        for e in recorded
        if not e.message_ids
    ]
    merged = sorted(linked + imported, key=lambda i: i.at)
    return merged[-limit:]


def interaction_count(connection: Connection, mind_id: str, since: str | None) -> int:
    """Exchanges (and imported episodes) since `since`: what saturation counts."""
    condition = [messages.c.mind_id == mind_id, messages.c.role == "user"]
    imported = [episodes.c.mind_id == mind_id, episodes.c.message_ids == "[]"]
    if since is not None:
        condition.append(messages.c.at > since)
        imported.append(episodes.c.recorded_at > since)
    said = connection.execute(select(func.count()).where(*condition)).scalar() or 0
    ingested = connection.execute(select(func.count()).where(*imported)).scalar() or 0
    return int(said) + int(ingested)


def last_interaction(connection: Connection, mind_id: str) -> str | None:
    return connection.execute(
        select(func.max(messages.c.at)).where(messages.c.mind_id == mind_id)
    ).scalar()
