"""Recording a verified store of the original runtime (see `teleologyhi`) in one transaction."""

from __future__ import annotations

import asyncio
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, select

from entelechy.governance import events as kinds
from entelechy.governance import queries
from entelechy.governance.errors import StoreImportError
from entelechy.governance.schema import audit_records, governance_axioms
from entelechy.governance.teleologyhi import (
    AuditLog,
    SignedAxiom,
    StoreContents,
    axiom_event_data,
    log_event_payload,
    read_store,
)
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices


@dataclass(frozen=True)
class ChainImport:
    chain_id: str
    source: str
    records: int
    added: int
    head: str
    torn_line_dropped: bool


@dataclass(frozen=True)
class AxiomImport:
    axiom_id: str
    key_id: str
    added: bool
    source: str


@dataclass(frozen=True)
class ImportReport:
    chains: list[ChainImport]
    axioms: list[AxiomImport]
    skipped: list[str]
    audit_id: str


async def import_store(services: RecordServices, path: Path) -> ImportReport:
    """Verify everything under `path`, then record it; re-importing adds only what is new."""
    contents = await asyncio.to_thread(read_store, path)
    return await services.recorder.transaction(
        kinds.GOVERNANCE_STREAM, lambda tx: _record(tx, services, contents, path)
    )


def _record(
    tx: Transaction, services: RecordServices, contents: StoreContents, path: Path
) -> ImportReport:
    axioms = [_axiom(tx, services, signed) for signed in contents.axioms]
    chains = [_log(tx, log) for log in contents.logs]
    audit_id = services.ids.new()
    data = {
        "source": path.name,
        "digest": contents.digest,
        "chains": [
            {"chainId": c.chain_id, "records": c.records, "added": c.added, "head": c.head}
            for c in chains
        ],
        "axioms": [{"axiomId": a.axiom_id, "keyId": a.key_id, "added": a.added} for a in axioms],
        "skippedFiles": len(contents.skipped),
    }
    tx.append(_event(kinds.STORE_IMPORTED, kinds.audit_payload(audit_id, data)))
    return ImportReport(chains, axioms, contents.skipped, audit_id)


def _event(kind: str, payload: dict[str, Any]) -> NewEvent:
    return NewEvent(kind, payload, actor="operator:import")


def _axiom(tx: Transaction, services: RecordServices, signed: SignedAxiom) -> AxiomImport:
    connection = tx.connection
    signature = signed.request.signature
    existing = _stored_signature(connection, signed.axiom.id)
    if existing is not None:
        if existing != signature.value:
            raise StoreImportError(
                f"axiom {signed.axiom.id!r} already exists here with other content.",
                hint="Axioms are never redefined; nothing was imported.",
            )
        return AxiomImport(signed.axiom.id, signed.key_id, False, signed.source)
    if queries.nonce_used(connection, signed.key_id, signature.nonce):
        raise StoreImportError(
            f"{signed.source}: nonce {signature.nonce} of key {signed.key_id} was already used "
            "here (a replayed signature).",
            hint="Nothing was imported.",
        )
    if queries.key_trust(connection, signed.key_id) is None:
        key = {"keyId": signed.key_id, "publicKey": signature.public_key, "trust": "imported"}
        payload = kinds.audit_payload(services.ids.new(), key)
        tx.append(_event(kinds.CREATOR_KEY_REGISTERED, payload))
    payload = kinds.audit_payload(services.ids.new(), axiom_event_data(signed))
    tx.append(_event(kinds.AXIOM_MINTED, payload))
    return AxiomImport(signed.axiom.id, signed.key_id, True, signed.source)


def _stored_signature(connection: Connection, axiom_id: str) -> str | None:
    query = select(governance_axioms.c.signature).where(governance_axioms.c.id == axiom_id)
    row = connection.execute(query).first()
    if row is None:
        return None
    return str(json.loads(row.signature)["value"]) if row.signature else ""


def _log(tx: Transaction, log: AuditLog) -> ChainImport:
    stored = _stored_hashes(tx.connection, log.chain_id)
    for index, stored_hash in enumerate(stored[: len(log.records)]):
        if stored_hash != log.records[index].this_hash:
            raise StoreImportError(
                f"{log.source} diverges from the chain already imported at record #{index + 1}.",
                hint="It is not the same log; nothing was imported.",
            )
    for index in range(len(stored), len(log.records)):
        tx.append(_event(kinds.AUDIT_RECORD_IMPORTED, log_event_payload(log, index)))
    return ChainImport(
        log.chain_id,
        log.source,
        len(log.records),
        max(0, len(log.records) - len(stored)),
        log.records[-1].this_hash,
        log.torn_line_dropped,
    )


def _stored_hashes(connection: Connection, chain_id: str) -> list[str]:
    query = (
        select(audit_records.c.this_hash)
        .where(audit_records.c.chain_id == chain_id)
        .order_by(audit_records.c.seq)
    )
    return [row[0] for row in connection.execute(query)]
