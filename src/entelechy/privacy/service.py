"""`Redactor`: one audited path that makes a target's content irrecoverable.

A redaction is one transaction: the plan is computed inside it (what it removes cannot change
under it), the `redaction_applied` event is appended first (ids and digests only, never the
content), then every event and state row is rewritten under the redaction flag. Afterwards the
store is compacted, so no file of it keeps a copy (see `Store.compact`). `dry_run` lists what
would change and changes nothing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, select, text

from entelechy.errors import ConfigurationError, NotFoundError
from entelechy.governance.projections import rechain
from entelechy.governance.schema import audit_records
from entelechy.privacy import events as kinds
from entelechy.privacy.targets import TARGET_KINDS, TargetKind, scope_of
from entelechy.record import redaction
from entelechy.record.ledger import NewEvent
from entelechy.record.projections import ProjectedTable
from entelechy.record.recorder import Transaction
from entelechy.record.schema import events, redacted_events, redactions
from entelechy.record.services import RecordServices

_LEDGER = frozenset({redactions.name, redacted_events.name})
_REBUILT = frozenset({audit_records.name})
"""Tables the redaction rebuilds from the redacted events rather than edits in place (the audit
ledger's hashes cover its data)."""


@dataclass(frozen=True)
class RedactionReport:
    redaction_id: str | None
    """None for a dry run."""
    target_kind: str
    target_id: str
    plan: redaction.Plan

    def to_json(self) -> dict[str, Any]:
        return {
            "redaction_id": self.redaction_id,
            "dry_run": self.redaction_id is None,
            "target": {"kind": self.target_kind, "id": self.target_id},
            **self.plan.to_json(),
        }


class Redactor:
    """Audited redaction for one mind."""

    def __init__(self, services: RecordServices, mind_id: str) -> None:
        self._services = services
        self._mind_id = mind_id

    @property
    def _tables(self) -> list[ProjectedTable]:
        skipped = _LEDGER | _REBUILT
        return [t for t in self._services.projections.tables if t.table.name not in skipped]

    async def redact(
        self,
        kind: TargetKind,
        target: str,
        *,
        reason: str,
        operator: str = kinds.OPERATOR_ACTOR,
        dry_run: bool = False,
    ) -> RedactionReport:
        """Remove `target` (and what was derived from it) from the store; `reason` is kept."""
        if kind not in TARGET_KINDS:
            raise ConfigurationError(
                f"cannot redact a {kind!r}.", hint=f"Choose from: {', '.join(TARGET_KINDS)}."
            )
        if not reason.strip():
            raise ConfigurationError(
                "a redaction needs a reason.", hint='Say why with --reason "…"; it is audited.'
            )
        if dry_run:
            planned = await self._services.store.read(
                lambda connection: self._plan(connection, kind, target)
            )
            return RedactionReport(None, kind, target, planned)
        redaction_id = self._services.ids.new("red_")

        def work(tx: Transaction) -> redaction.Plan:
            planned = self._plan(tx.connection, kind, target)
            applied = _applied(
                redaction_id, kind, target, reason, operator=operator, planned=planned
            )
            tx.append(applied)
            redaction.apply(tx.connection, self._mind_id, planned, self._tables)
            rewritten = {r.event_id: json.loads(r.payload) for r in planned.rewrites}
            with redaction.flag_raised(tx.connection, self._mind_id):
                rechain(tx.connection, self._mind_id, rewritten)
            _purge_index(tx.connection)
            return planned

        planned = await self._services.recorder.transaction(self._mind_id, work)
        touched = ["events", *planned.rows]
        await self._services.store.compact(touched)
        return RedactionReport(redaction_id, kind, target, planned)

    async def requests(self) -> list[ForgetRequest]:
        """People's requests to be forgotten that no operator has settled yet, oldest first."""
        return await self._services.store.read(
            lambda connection: pending_requests(connection, self._mind_id)
        )

    async def confirm(
        self, request_id: str, *, operator: str = kinds.OPERATOR_ACTOR, dry_run: bool = False
    ) -> RedactionReport:
        """Carry out a person's request: everything of theirs is redacted."""
        found = {request.request_id: request for request in await self.requests()}
        if request_id not in found:
            raise NotFoundError(
                f"there is no pending request {request_id!r}.",
                hint="`entelechy redact requests` lists the pending ones.",
            )
        reason = f"the person asked to be forgotten (request {request_id})"
        user = found[request_id].user_id
        return await self.redact("user", user, reason=reason, operator=operator, dry_run=dry_run)

    def _plan(self, connection: Connection, kind: TargetKind, target: str) -> redaction.Plan:
        scope = scope_of(connection, self._mind_id, kind, target)
        return redaction.plan(connection, self._mind_id, scope, self._tables)


def _applied(
    redaction_id: str,
    kind: str,
    target: str,
    reason: str,
    *,
    operator: str,
    planned: redaction.Plan,
) -> NewEvent:
    payload = {
        "redaction_id": redaction_id,
        "target": {"kind": kind, "id": target},
        "reason": reason,
        "operator": operator,
        "removed_digest": planned.scope.digest(),
        "events": [
            {
                "event_id": rewrite.event_id,
                "original_digest": rewrite.original_digest,
                "redacted_digest": rewrite.redacted_digest,
            }
            for rewrite in planned.rewrites
        ],
        "rows": dict(sorted(planned.rows.items())),
    }
    return NewEvent(kinds.REDACTION_APPLIED, payload, actor=kinds.OPERATOR_ACTOR)


def _purge_index(connection: Connection) -> None:
    """SQLite's full-text index keeps replaced terms in old segments until they are merged:
    merge them now (secure_delete zeroes the pages they leave)."""
    if connection.dialect.name == "sqlite":
        connection.execute(text("INSERT INTO recall_index(recall_index) VALUES ('optimize')"))


@dataclass(frozen=True)
class ForgetRequest:
    request_id: str
    user_id: str
    at: str

    def to_json(self) -> dict[str, str]:
        return {"request_id": self.request_id, "user_id": self.user_id, "at": self.at}


def pending_requests(connection: Connection, mind_id: str) -> list[ForgetRequest]:
    """Requests recorded in the ledger that no redaction names in its reason."""
    rows = connection.execute(
        select(events.c.payload, events.c.at)
        .where(events.c.mind_id == mind_id, events.c.kind == kinds.REDACTION_REQUESTED)
        .order_by(events.c.seq)
    )
    asked = [(json.loads(payload), at) for payload, at in rows]
    settled = {
        reason
        for (reason,) in connection.execute(
            select(redactions.c.reason).where(redactions.c.mind_id == mind_id)
        )
    }
    return [
        ForgetRequest(str(p["request_id"]), str(p["user_id"]), at)
        for p, at in asked
        if not any(str(p["request_id"]) in reason for reason in settled)
    ]
