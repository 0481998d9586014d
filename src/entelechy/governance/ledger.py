"""The audit ledger in the database: verification, listing and export.

Verification re-derives every `thisHash` and `prevHash` link of every chain, checks each record
against the ledger event it was projected from (so a rewritten audit row cannot hide behind a
recomputed chain), verifies the event chains of the streams concerned, and re-verifies the creator
signature of every signed axiom.
"""

from __future__ import annotations

import json
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from sqlalchemy import Connection, select

from entelechy.governance import events as kinds
from entelechy.governance.audit import AuditBreak, AuditRecord, check_record, millis
from entelechy.governance.axioms import AxiomDraft
from entelechy.governance.errors import SignatureError
from entelechy.governance.schema import audit_records, governance_axioms
from entelechy.governance.signing import SignedRequest, verify
from entelechy.record.hashing import GENESIS
from entelechy.record.ledger import StoredEvent
from entelechy.record.schema import events
from entelechy.record.verify import ChainReport, verify_chain

_BATCH = 1000


@dataclass(frozen=True)
class AuditRow:
    """A record of the audit ledger and where it sits."""

    chain_id: str
    seq: int
    mind_id: str | None
    record: AuditRecord
    event_id: str

    def to_json(self) -> dict[str, Any]:
        return {"chain": self.chain_id, "seq": self.seq, "mind_id": self.mind_id} | (
            self.record.to_json()
        )


@dataclass(frozen=True)
class ChainSummary:
    chain_id: str
    records: int
    head: str
    broken: AuditBreak | None


@dataclass(frozen=True)
class AuditReport:
    chains: list[ChainSummary]
    streams: list[ChainReport]
    axioms_verified: int
    axiom_failures: list[str] = field(default_factory=list)

    @property
    def ok(self) -> bool:
        return (
            all(chain.broken is None for chain in self.chains)
            and all(stream.ok for stream in self.streams)
            and not self.axiom_failures
        )


def verify_audit(connection: Connection) -> AuditReport:
    chains = [_verify_chain(connection, chain) for chain in chain_ids(connection)]
    streams = [verify_chain(connection, stream) for stream in _stream_ids(connection)]
    verified, failures = _verify_axiom_signatures(connection)
    return AuditReport(chains, streams, verified, failures)


def chain_ids(connection: Connection) -> list[str]:
    query = select(audit_records.c.chain_id).distinct().order_by(audit_records.c.chain_id)
    return [row[0] for row in connection.execute(query)]


def _stream_ids(connection: Connection) -> list[str]:
    query = select(audit_records.c.stream_id).distinct().order_by(audit_records.c.stream_id)
    return [row[0] for row in connection.execute(query)]


def _verify_chain(connection: Connection, chain_id: str) -> ChainSummary:
    expected_prev, count = GENESIS, 0
    for batch in _batches(connection, chain_id):
        sources = _events(connection, [row.event_id for row in batch])
        for row in batch:
            reason = _problem(row, count + 1, expected_prev, sources.get(row.event_id))
            if reason is not None:
                broken = AuditBreak(chain_id, row.seq, row.record.audit_id, reason)
                return ChainSummary(chain_id, count, expected_prev, broken)
            count += 1
            expected_prev = row.record.this_hash
    return ChainSummary(chain_id, count, expected_prev, None)


def _problem(
    row: AuditRow, expected_seq: int, expected_prev: str, source: StoredEvent | None
) -> str | None:
    if row.seq != expected_seq:
        return f"sequence gap: expected record #{expected_seq}"
    reason = check_record(row.record, expected_prev)
    if reason is not None:
        return reason
    if source is None:
        return "the ledger event this record was made from is missing"
    if not made_from(row.record, source):
        return "the record differs from the ledger event it was made from"
    return None


def made_from(record: AuditRecord, event: StoredEvent) -> bool:
    """Whether `record` says what the audit record of `event` must say."""
    payload = event.payload
    if event.kind == kinds.AUDIT_RECORD_IMPORTED:
        return bool(json.loads(payload["line"]) == record.to_json())
    expected = (
        millis(event.at),
        kinds.AUDIT_KINDS.get(event.kind),
        payload.get("auditId"),
        payload.get("data"),
    )
    return expected == (record.ts, record.kind, record.audit_id, record.data)


def _batches(connection: Connection, chain_id: str) -> Iterator[list[AuditRow]]:
    after = 0
    while True:
        query = (
            select(audit_records)
            .where(audit_records.c.chain_id == chain_id, audit_records.c.seq > after)
            .order_by(audit_records.c.seq)
            .limit(_BATCH)
        )
        batch = [_row(row) for row in connection.execute(query).mappings()]
        if batch:
            yield batch
        if len(batch) < _BATCH:
            return
        after = batch[-1].seq


def _row(row: Any) -> AuditRow:
    record = AuditRecord(
        row["ts"],
        row["kind"],
        row["audit_id"],
        json.loads(row["data"]),
        row["prev_hash"],
        row["this_hash"],
    )
    return AuditRow(row["chain_id"], row["seq"], row["mind_id"], record, row["event_id"])


def _events(connection: Connection, ids: Sequence[str]) -> dict[str, StoredEvent]:
    query = select(events).where(events.c.id.in_(list(ids)))
    return {
        row["id"]: StoredEvent.from_row(dict(row)) for row in connection.execute(query).mappings()
    }


def _verify_axiom_signatures(connection: Connection) -> tuple[int, list[str]]:
    query = select(governance_axioms).where(governance_axioms.c.signature.is_not(None))
    verified, failures = 0, []
    for row in connection.execute(query).mappings():
        try:
            verify(_axiom_request(row))
            verified += 1
        except (SignatureError, ValueError) as error:
            failures.append(f"{row['id']}: {error}")
    return verified, failures


def _axiom_request(row: Any) -> SignedRequest:
    draft = AxiomDraft(
        id=row["id"],
        rank=row["rank"],
        statement=row["statement"],
        weight=row["weight"],
        flexibility=row["flexibility"],
        immutable=bool(row["immutable"]),
        jurisdictions=tuple(json.loads(row["jurisdictions"])),
    )
    signature = json.loads(row["signature"])
    return SignedRequest(
        payload=draft.signed_payload(),
        signature={
            "algorithm": "ed25519",
            "publicKey": signature["publicKey"],
            "value": signature["value"],
            "nonce": signature["nonce"],
        },
    )


def show(
    connection: Connection,
    *,
    kind: str | None = None,
    since: str | None = None,
    mind_id: str | None = None,
    chain_id: str | None = None,
    limit: int = 100,
) -> list[AuditRow]:
    """The latest `limit` records matching the filters, oldest first."""
    table = audit_records
    query = select(table)
    if kind is not None:
        query = query.where(table.c.kind == kind)
    if since is not None:
        query = query.where(table.c.ts >= since)
    if mind_id is not None:
        query = query.where(table.c.mind_id == mind_id)
    if chain_id is not None:
        query = query.where(table.c.chain_id == chain_id)
    query = query.order_by(table.c.ts.desc(), table.c.chain_id, table.c.seq.desc()).limit(limit)
    return [_row(row) for row in reversed(connection.execute(query).mappings().all())]


def export(connection: Connection, chain_id: str) -> Iterator[str]:
    """Every record of one chain as NDJSON lines, in the original runtime's format."""
    for batch in _batches(connection, chain_id):
        for row in batch:
            yield row.record.line()
