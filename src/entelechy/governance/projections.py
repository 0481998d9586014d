"""Projection handlers of governance events: the audit ledger and the governance state tables.

The same handlers run live and in replay, so `entelechy replay --check` rebuilds the audit
chains and every governance table exactly.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, bindparam, select, update

from entelechy.governance import events as kinds
from entelechy.governance.audit import AuditRecord, hash_with_data_text, millis
from entelechy.governance.schema import (
    audit_records,
    governance_axioms,
    governance_inductions,
    governance_keys,
    governance_lifecycle,
    governance_nonces,
    governance_rule_packs,
)
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import GENESIS
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections(declares=kinds.KINDS)
"""Governance's projections: the audit ledger and the state of the conscience."""

HANDLERS.owns(audit_records, "stream_id")
HANDLERS.owns(governance_axioms, "stream_id")
HANDLERS.owns(governance_keys, "stream_id")
HANDLERS.owns(governance_nonces, "stream_id")
HANDLERS.owns(governance_lifecycle)
HANDLERS.owns(governance_inductions)
HANDLERS.owns(governance_rule_packs, "stream_id")

_AUDIT_INSERT = PreparedInsert(audit_records)
_AUDIT_HEAD = Prepared(
    select(audit_records.c.seq, audit_records.c.this_hash)
    .where(audit_records.c.chain_id == bindparam("chain_id"))
    .order_by(audit_records.c.seq.desc())
    .limit(1)
)
_INSERTS = {
    table.name: PreparedInsert(table)
    for table in (
        governance_axioms,
        governance_keys,
        governance_nonces,
        governance_lifecycle,
        governance_inductions,
        governance_rule_packs,
    )
}


def audit_head(connection: Connection, chain_id: str) -> tuple[int, str]:
    rows = _AUDIT_HEAD.rows(connection, {"chain_id": chain_id})
    return (0, GENESIS) if not rows else (rows[0][0], rows[0][1])


def _audit(connection: Connection, event: StoredEvent) -> None:
    payload = event.payload
    data = payload["data"]
    seq, prev = audit_head(connection, event.mind_id)
    ts, kind, audit_id = millis(event.at), kinds.AUDIT_KINDS[event.kind], payload["auditId"]
    data_text = canonical_json(data)
    this_hash = hash_with_data_text(ts, kind, audit_id, data_text, prev)
    record = AuditRecord(ts, kind, audit_id, data, prev, this_hash)
    mind = data.get("mindId") if event.mind_id == kinds.GOVERNANCE_STREAM else event.mind_id
    _insert_record(
        connection,
        event,
        record,
        chain_id=event.mind_id,
        seq=seq + 1,
        mind_id=mind,
        data_text=data_text,
    )


def _insert_record(
    connection: Connection,
    event: StoredEvent,
    record: AuditRecord,
    *,
    chain_id: str,
    seq: int,
    mind_id: str | None,
    data_text: str,
) -> None:
    _AUDIT_INSERT.insert(
        connection,
        {
            "chain_id": chain_id,
            "seq": seq,
            "stream_id": event.mind_id,
            "mind_id": mind_id,
            "ts": record.ts,
            "kind": record.kind,
            "audit_id": record.audit_id,
            "data": data_text,
            "prev_hash": record.prev_hash,
            "this_hash": record.this_hash,
            "event_id": event.id,
        },
    )


HANDLERS.on(*kinds.AUDIT_KINDS)(_audit)


@HANDLERS.on(kinds.AUDIT_RECORD_IMPORTED)
def _imported(connection: Connection, event: StoredEvent) -> None:
    """Another runtime's record, kept as written (its data's key order included)."""
    chain_id = event.payload["chainId"]
    record = AuditRecord.from_json(json.loads(event.payload["line"]))
    seq, _ = audit_head(connection, chain_id)
    data_text = json.dumps(record.data, ensure_ascii=False, separators=(",", ":"))
    _insert_record(
        connection, event, record, chain_id=chain_id, seq=seq + 1, mind_id=None, data_text=data_text
    )


def _insert(connection: Connection, table: str, row: dict[str, Any]) -> None:
    _INSERTS[table].insert(connection, row)


def _signature(data: dict[str, Any]) -> dict[str, Any] | None:
    signature: dict[str, Any] | None = data.get("signature")
    return signature


@HANDLERS.on(
    kinds.AXIOM_MINTED,
    kinds.CREATOR_KEY_REGISTERED,
    kinds.RULE_PACK_INSTALLED,
    kinds.LIFECYCLE_CHANGED,
    kinds.INDUCTION_CREATED,
    kinds.INDUCTION_CANCELLED,
)
def _nonce(connection: Connection, event: StoredEvent) -> None:
    """A signed change consumes its nonce; the primary key refuses a second use."""
    signature = _signature(event.payload["data"])
    if signature is None:
        return
    row = {"key_id": signature["keyId"], "nonce": signature["nonce"]}
    _insert(connection, "governance_nonces", {**row, **_stream(event), "at": event.at})


def _stream(event: StoredEvent) -> dict[str, str]:
    return {"stream_id": event.mind_id, "event_id": event.id}


@HANDLERS.on(kinds.AXIOM_MINTED)
def _axiom_minted(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    axiom = data["axiom"]
    signature = _signature(data)
    row = {
        "id": axiom["id"],
        "rank": axiom["rank"],
        "statement": axiom["statement"],
        "weight": axiom["weight"],
        "flexibility": axiom["flexibility"],
        "source": axiom["source"],
        "immutable": int(axiom["immutable"]),
        "jurisdictions": json.dumps(axiom["jurisdictions"]),
        "created_at": axiom["createdAt"],
        "origin": data["origin"],
        "key_id": signature["keyId"] if signature else None,
        "signature": canonical_json(signature) if signature else None,
    }
    _insert(connection, "governance_axioms", {**row, **_stream(event)})


@HANDLERS.on(kinds.CREATOR_KEY_REGISTERED)
def _key_registered(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    row = {"key_id": data["keyId"], "public_key": data["publicKey"], "trust": data["trust"]}
    _insert(connection, "governance_keys", {**row, **_stream(event), "at": event.at})


@HANDLERS.on(kinds.RULE_PACK_INSTALLED)
def _rules_installed(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    row = {
        "name": data["pack"]["name"],
        "version": data["pack"]["version"],
        "content": canonical_json(data["pack"]),
        "key_id": data["signature"]["keyId"],
    }
    _insert(connection, "governance_rule_packs", {**row, **_stream(event), "at": event.at})


@HANDLERS.on(kinds.LIFECYCLE_CHANGED)
def _lifecycle_changed(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    row = {
        "event_id": event.id,
        "mind_id": event.mind_id,
        "seq": event.seq,
        "status": data["to"],
        "previous": data["from"],
        "reason": data["reason"],
        "key_id": data["signature"]["keyId"],
        "at": event.at,
    }
    _insert(connection, "governance_lifecycle", row)


@HANDLERS.on(kinds.INDUCTION_CREATED)
def _induction_created(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    intent = data["intent"]
    phases = intent.get("forcePhases")
    row = {
        "id": data["ticketId"],
        "mind_id": event.mind_id,
        "scenario": intent["scenario"],
        "desired_learning": intent["desiredLearning"],
        "emotional_tone": intent.get("emotionalTone"),
        "force_phases": json.dumps(phases) if phases is not None else None,
        "induced_by": intent["inducedBy"],
        "status": "pending",
        "created_at": event.at,
        "updated_at": event.at,
        "sleep_id": None,
        "event_id": event.id,
    }
    _insert(connection, "governance_inductions", row)


@HANDLERS.on(kinds.INDUCTION_CONSUMED, kinds.INDUCTION_CANCELLED)
def _induction_closed(connection: Connection, event: StoredEvent) -> None:
    data = event.payload["data"]
    status = "consumed" if event.kind == kinds.INDUCTION_CONSUMED else "cancelled"
    connection.execute(
        update(governance_inductions)
        .where(
            governance_inductions.c.id == data["ticketId"],
            governance_inductions.c.mind_id == event.mind_id,
        )
        .values(status=status, updated_at=event.at, sleep_id=data.get("sleepId"))
    )


def rechain(
    connection: Connection, chain_id: str, payloads: Mapping[str, Mapping[str, Any]]
) -> int:
    """After an audited redaction rewrote some events' payloads (`payloads`, by event id): the
    audit records made from them take the redacted data, and the chain's hashes are recomputed
    from the first of them on, exactly as a replay would build them. How many records changed."""
    rows = connection.execute(
        select(audit_records)
        .where(audit_records.c.chain_id == chain_id)
        .order_by(audit_records.c.seq)
    ).mappings()
    prev, changing, changed = GENESIS, False, 0
    for row in rows:
        data_text = row["data"]
        if row["event_id"] in payloads:
            data_text = canonical_json(payloads[row["event_id"]]["data"])
            changing = True
        if not changing:
            prev = row["this_hash"]
            continue
        this_hash = hash_with_data_text(row["ts"], row["kind"], row["audit_id"], data_text, prev)
        connection.execute(
            update(audit_records)
            .where(audit_records.c.chain_id == chain_id, audit_records.c.seq == row["seq"])
            .values(data=data_text, prev_hash=prev, this_hash=this_hash)
        )
        prev, changed = this_hash, changed + 1
    return changed
