"""Reads of the governance projections; hot ones are prepared once."""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, bindparam, func, select

from entelechy.governance.axioms import Axiom, axiom_from_row
from entelechy.governance.events import GOVERNANCE_STREAM
from entelechy.governance.inductions import InductionIntent, InductionTicket
from entelechy.governance.rules import RulePack
from entelechy.governance.schema import (
    governance_axioms,
    governance_inductions,
    governance_keys,
    governance_lifecycle,
    governance_nonces,
    governance_rule_packs,
)
from entelechy.record.prepared import Prepared
from entelechy.record.schema import events

_STATUS = Prepared(
    select(governance_lifecycle.c.status)
    .where(governance_lifecycle.c.mind_id == bindparam("mind_id"))
    .order_by(governance_lifecycle.c.seq.desc())
    .limit(1)
)
_GATE = Prepared(
    select(
        select(events.c.seq)
        .where(events.c.mind_id == bindparam("stream"))
        .order_by(events.c.seq.desc())
        .limit(1)
        .scalar_subquery(),
        select(governance_lifecycle.c.status)
        .where(governance_lifecycle.c.mind_id == bindparam("mind_id"))
        .order_by(governance_lifecycle.c.seq.desc())
        .limit(1)
        .scalar_subquery(),
    )
)
_NONCE = Prepared(
    select(governance_nonces.c.event_id).where(
        governance_nonces.c.key_id == bindparam("key_id"),
        governance_nonces.c.nonce == bindparam("nonce"),
    )
)


def lifecycle_status(connection: Connection, mind_id: str) -> str:
    rows = _STATUS.rows(connection, {"mind_id": mind_id})
    return str(rows[0][0]) if rows else "active"


def gate(connection: Connection, mind_id: str) -> tuple[int, str]:
    """In one statement: the length of the governance stream (to notice changes made by other
    processes) and the mind's lifecycle status."""
    rows = _GATE.rows(connection, {"stream": GOVERNANCE_STREAM, "mind_id": mind_id})
    version, status = rows[0]
    return int(version or 0), str(status or "active")


def lifecycle_history(connection: Connection, mind_id: str) -> list[dict[str, Any]]:
    rows = connection.execute(
        select(governance_lifecycle)
        .where(governance_lifecycle.c.mind_id == mind_id)
        .order_by(governance_lifecycle.c.seq)
    ).mappings()
    return [dict(row) for row in rows]


def nonce_used(connection: Connection, key_id: str, nonce: int) -> bool:
    return bool(_NONCE.rows(connection, {"key_id": key_id, "nonce": nonce}))


def key_trust(connection: Connection, key_id: str) -> str | None:
    query = select(governance_keys.c.trust).where(governance_keys.c.key_id == key_id)
    return connection.execute(query).scalar()


def creator_key_count(connection: Connection) -> int:
    query = select(func.count()).where(governance_keys.c.trust == "creator")
    return int(connection.execute(query).scalar_one())


def keys(connection: Connection) -> list[dict[str, Any]]:
    query = select(governance_keys).order_by(governance_keys.c.at, governance_keys.c.key_id)
    return [dict(row) for row in connection.execute(query).mappings()]


def axioms(connection: Connection) -> list[Axiom]:
    query = select(governance_axioms).order_by(governance_axioms.c.id)
    return [axiom_from_row(row) for row in connection.execute(query)]


def axiom_origins(connection: Connection) -> dict[str, tuple[str, str | None]]:
    query = select(governance_axioms.c.id, governance_axioms.c.origin, governance_axioms.c.key_id)
    return {row.id: (row.origin, row.key_id) for row in connection.execute(query)}


def axiom_ids(connection: Connection) -> set[str]:
    return {row[0] for row in connection.execute(select(governance_axioms.c.id))}


def installed_packs(connection: Connection) -> list[RulePack]:
    """The latest installed version of each named pack, in order of first installation."""
    query = select(governance_rule_packs.c.name, governance_rule_packs.c.content).order_by(
        governance_rule_packs.c.at, governance_rule_packs.c.event_id
    )
    latest: dict[str, str] = {}
    for name, content in connection.execute(query):
        latest[name] = content
    return [RulePack.model_validate(json.loads(content)) for content in latest.values()]


def inductions(
    connection: Connection, mind_id: str, status: str | None = None
) -> list[InductionTicket]:
    table = governance_inductions
    query = select(table).where(table.c.mind_id == mind_id)
    if status is not None:
        query = query.where(table.c.status == status)
    query = query.order_by(table.c.created_at, table.c.id)
    return [_ticket(row) for row in connection.execute(query).mappings()]


def induction(connection: Connection, mind_id: str, ticket_id: str) -> InductionTicket | None:
    table = governance_inductions
    query = select(table).where(table.c.mind_id == mind_id, table.c.id == ticket_id)
    row = connection.execute(query).mappings().first()
    return None if row is None else _ticket(row)


def _ticket(row: Any) -> InductionTicket:
    phases = json.loads(row["force_phases"]) if row["force_phases"] else None
    intent = InductionIntent(
        scenario=row["scenario"],
        desired_learning=row["desired_learning"],
        emotional_tone=row["emotional_tone"],
        force_phases=tuple(phases) if phases is not None else None,
        induced_by=row["induced_by"],
    )
    return InductionTicket(
        id=row["id"],
        mind_id=row["mind_id"],
        intent=intent,
        status=row["status"],
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        sleep_id=row["sleep_id"],
    )
