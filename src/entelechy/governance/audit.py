"""The audit ledger's format: records, their hashes, and the NDJSON lines they export to.

A record is `{ts, kind, auditId, data, prevHash, thisHash}` where
`thisHash = "sha256:" + hex(sha256(canonical_json({ts, kind, auditId, data, prevHash})))` and the
first `prevHash` is "GENESIS" — the original runtime's format, so either side verifies the other's
logs. `ts` is UTC with milliseconds and `Z`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from json.encoder import encode_basestring
from typing import Any

from entelechy.clock import parse_timestamp
from entelechy.record.hashing import GENESIS, digest_of, sha256_digest

FIELDS = ("ts", "kind", "auditId", "data", "prevHash", "thisHash")


@dataclass(frozen=True)
class AuditRecord:
    ts: str
    kind: str
    audit_id: str
    data: Any
    prev_hash: str
    this_hash: str

    def computed_hash(self) -> str:
        return record_hash(self.ts, self.kind, self.audit_id, self.data, self.prev_hash)

    def to_json(self) -> dict[str, Any]:
        return {
            "ts": self.ts,
            "kind": self.kind,
            "auditId": self.audit_id,
            "data": self.data,
            "prevHash": self.prev_hash,
            "thisHash": self.this_hash,
        }

    def line(self) -> str:
        """One NDJSON line, in the field order the original runtime writes."""
        return json.dumps(self.to_json(), ensure_ascii=False, separators=(",", ":"))

    @classmethod
    def from_json(cls, value: Mapping[str, Any]) -> AuditRecord:
        return cls(
            value["ts"],
            value["kind"],
            value["auditId"],
            value["data"],
            value["prevHash"],
            value["thisHash"],
        )


def record_hash(ts: str, kind: str, audit_id: str, data: Any, prev_hash: str) -> str:
    return digest_of(
        {"ts": ts, "kind": kind, "auditId": audit_id, "data": data, "prevHash": prev_hash}
    )


def hash_with_data_text(ts: str, kind: str, audit_id: str, data_text: str, prev_hash: str) -> str:
    """`record_hash` when the canonical JSON of `data` is already at hand (the keys of a
    record sort as auditId, data, kind, prevHash, ts), so it is not serialised twice."""
    text = (
        f'{{"auditId":{encode_basestring(audit_id)},"data":{data_text},'
        f'"kind":{encode_basestring(kind)},"prevHash":{encode_basestring(prev_hash)},'
        f'"ts":{encode_basestring(ts)}}}'
    )
    return sha256_digest(text.encode("utf-8"))


def sealed(ts: str, kind: str, audit_id: str, data: Any, prev_hash: str) -> AuditRecord:
    """A new record chained after `prev_hash`."""
    return AuditRecord(
        ts, kind, audit_id, data, prev_hash, record_hash(ts, kind, audit_id, data, prev_hash)
    )


_STANDARD = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$")


def millis(at: str) -> str:
    """A record timestamp (microseconds) as an audit timestamp (milliseconds, `Z`)."""
    if _STANDARD.match(at):
        return at[:23] + "Z"
    moment = parse_timestamp(at)
    return moment.strftime("%Y-%m-%dT%H:%M:%S.") + f"{moment.microsecond // 1000:03d}Z"


@dataclass(frozen=True)
class AuditBreak:
    """The first record at which a chain stops verifying, and why."""

    chain_id: str
    seq: int
    audit_id: str
    reason: str


def check_record(record: AuditRecord, expected_prev: str) -> str | None:
    """Why `record` does not continue its chain, or None when it does."""
    if record.prev_hash != expected_prev:
        return "prevHash does not match the previous record's thisHash"
    if record.computed_hash() != record.this_hash:
        return "thisHash does not match the record's content"
    return None


def verify_sequence(chain_id: str, records: Iterable[AuditRecord]) -> AuditBreak | None:
    expected = GENESIS
    for seq, record in enumerate(records, start=1):
        reason = check_record(record, expected)
        if reason is not None:
            return AuditBreak(chain_id, seq, record.audit_id, reason)
        expected = record.this_hash
    return None
