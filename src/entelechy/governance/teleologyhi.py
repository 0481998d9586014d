"""Reading, verifying and importing a store written by the original TypeScript runtime.

Everything is verified before anything is written: every audit log's hash chain (a torn last
line — a write cut short — is dropped; any other damage is an error naming the line) and every
signed axiom's Ed25519 signature. Then one transaction records the axioms (with their
signatures, consuming their nonces), each audit record byte for byte in a chain of its own
(`teleologyhi:<first auditId>`), and a `store-import` record of what was imported.
"""

from __future__ import annotations

import hashlib
import json
import re
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from entelechy.governance import events as kinds
from entelechy.governance.audit import FIELDS, AuditRecord, check_record
from entelechy.governance.axioms import Axiom, AxiomDraft, describe
from entelechy.governance.errors import SignatureError, StoreImportError
from entelechy.governance.signing import SignedRequest, verify
from entelechy.record.hashing import GENESIS

CHAIN_PREFIX = "teleologyhi:"
_TS = re.compile(r"^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d{1,6})?Z$")


@dataclass(frozen=True)
class AuditLog:
    """A verified audit log: its records and the exact lines they came from."""

    source: str
    records: tuple[AuditRecord, ...]
    lines: tuple[str, ...]
    torn_line_dropped: bool

    @property
    def chain_id(self) -> str:
        return CHAIN_PREFIX + self.records[0].audit_id


@dataclass(frozen=True)
class SignedAxiom:
    source: str
    axiom: Axiom
    request: SignedRequest
    key_id: str


@dataclass(frozen=True)
class StoreContents:
    logs: list[AuditLog] = field(default_factory=list)
    axioms: list[SignedAxiom] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    digest: str = ""


def read_store(path: Path) -> StoreContents:
    """Read and verify a store directory (recursively) or one file; raise on any bad byte."""
    if not path.exists():
        raise StoreImportError(
            f"{path} does not exist.", hint="Give a store directory or one of its files."
        )
    files = sorted(p for p in path.rglob("*") if p.is_file()) if path.is_dir() else [path]
    contents = StoreContents(digest=_digest(files))
    for file in files:
        _read_file(file, contents)
    if not contents.logs and not contents.axioms:
        raise StoreImportError(
            f"{path} holds no audit log (*.ndjson) and no signed axiom (*.json).",
            hint="Point at the original runtime's store directory or one of its files.",
        )
    return contents


def _digest(files: Iterable[Path]) -> str:
    hasher = hashlib.sha256()
    for file in files:
        hasher.update(file.name.encode() + b"\0" + _read_bytes(file))
    return "sha256:" + hasher.hexdigest()


def _read_bytes(file: Path) -> bytes:
    try:
        return file.read_bytes()
    except OSError as error:
        raise StoreImportError(f"cannot read {file}: {error.strerror}.") from error


def _read_file(file: Path, contents: StoreContents) -> None:
    if file.suffix == ".ndjson":
        log = read_log(file.read_bytes(), str(file))
        if log.records:
            contents.logs.append(log)
        return
    if file.suffix == ".json":
        document = _json_document(file)
        if isinstance(document, dict) and set(document) == {"axiom", "signature"}:
            contents.axioms.append(read_signed_axiom(document, str(file)))
            return
    contents.skipped.append(str(file))


def _json_document(file: Path) -> Any:
    try:
        return json.loads(file.read_bytes())
    except RecursionError:
        raise StoreImportError(f"{file} is JSON nested too deeply to import.") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as error:
        raise StoreImportError(f"{file} is not valid JSON: {error}.") from error


def read_log(data: bytes, source: str) -> AuditLog:
    """Parse and verify one NDJSON audit log."""
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError as error:
        raise StoreImportError(f"{source} is not UTF-8 (byte {error.start}).") from error
    lines = text.split("\n")
    torn = False
    if lines and lines[-1] and _parse_line(lines[-1]) is None:
        lines, torn = lines[:-1], True
    records: list[AuditRecord] = []
    kept: list[str] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        record = _record(line, number, source)
        _check_link(record, records[-1].this_hash if records else GENESIS, number, source)
        records.append(record)
        kept.append(line)
    return AuditLog(source, tuple(records), tuple(kept), torn)


def _parse_line(line: str) -> Any:
    try:
        return json.loads(line)
    except (json.JSONDecodeError, RecursionError):
        return None


def _record(line: str, number: int, source: str) -> AuditRecord:
    value = _parse_line(line)
    where = f"{source}, line {number}"
    if not isinstance(value, dict):
        raise StoreImportError(f"{where} is not a JSON object.", hint=_LOG_HINT)
    if set(value) != set(FIELDS):
        raise StoreImportError(
            f"{where} has fields {sorted(value)}; an audit record has exactly {list(FIELDS)}.",
            hint=_LOG_HINT,
        )
    for name in ("ts", "kind", "auditId", "prevHash", "thisHash"):
        if not isinstance(value[name], str) or not value[name]:
            raise StoreImportError(f"{where}: {name} must be a non-empty string.", hint=_LOG_HINT)
    if not _TS.match(value["ts"]):
        raise StoreImportError(f"{where}: ts {value['ts']!r} is not a UTC timestamp.")
    return AuditRecord.from_json(value)


def _check_link(record: AuditRecord, expected_prev: str, number: int, source: str) -> None:
    reason = check_record(record, expected_prev)
    if reason is not None:
        raise StoreImportError(
            f"{source}, line {number} (auditId {record.audit_id}): {reason}.",
            hint="The log was altered after it was written; nothing was imported.",
        )


_LOG_HINT = "Each line of an audit log is {ts, kind, auditId, data, prevHash, thisHash}."


def read_signed_axiom(document: dict[str, Any], source: str) -> SignedAxiom:
    """Validate a `{axiom, signature}` file and verify its creator signature."""
    try:
        axiom = Axiom.model_validate({**document["axiom"], "createdAt": _created(document)})
        draft = AxiomDraft.model_validate(
            {key: getattr(axiom, key) for key in AxiomDraft.model_fields}
        )
        request = SignedRequest(payload=draft.signed_payload(), signature=document["signature"])
    except (ValidationError, TypeError) as error:
        detail = describe(error) if isinstance(error, ValidationError) else str(error)
        raise StoreImportError(f"{source} is not a signed axiom: {detail}.") from error
    try:
        key_id = verify(request)
    except SignatureError as error:
        raise StoreImportError(
            f"{source}: the signature of axiom {axiom.id!r} does not verify ({error}).",
            hint="The axiom was altered after it was signed; nothing was imported.",
        ) from error
    return SignedAxiom(source, axiom, request, key_id)


def _created(document: dict[str, Any]) -> Any:
    axiom = document["axiom"]
    return axiom.get("createdAt", axiom.get("created_at")) if isinstance(axiom, dict) else None


def axiom_event_data(signed: SignedAxiom) -> dict[str, Any]:
    signature = signed.request.signature
    return {
        "axiomId": signed.axiom.id,
        "rank": signed.axiom.rank,
        "source": signed.axiom.source,
        "origin": "imported",
        "axiom": signed.axiom.record(),
        "signature": {
            "keyId": signed.key_id,
            "nonce": signature.nonce,
            "publicKey": signature.public_key,
            "value": signature.value,
        },
    }


def log_event_payload(log: AuditLog, index: int) -> dict[str, Any]:
    return {"chainId": log.chain_id, "line": log.lines[index]}


IMPORTED_KIND = kinds.AUDIT_RECORD_IMPORTED
