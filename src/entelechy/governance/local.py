"""The governor in the mind's own process and store.

Reviews are decided from in-memory rule books (no I/O) and recorded as events: inside the
reply's own transactions when the reply pipeline asks (`session`), or in a transaction of their
own when anything else does (`review`).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from entelechy.governance import admin, bootstrap, queries
from entelechy.governance import events as kinds
from entelechy.governance.axioms import Axiom
from entelechy.governance.conscience import Conscience
from entelechy.governance.errors import InductionError, MindTerminatedError
from entelechy.governance.importing import ImportReport, import_store
from entelechy.governance.inductions import InductionTicket
from entelechy.governance.lifecycle import LifecycleStatus
from entelechy.governance.protocol import Gate
from entelechy.governance.rules import RulePack
from entelechy.governance.signing import SignedRequest
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.perception.risk.tags import SUBSTRATE_PROBE
from entelechy.record.canonical import canonical_json
from entelechy.record.hashing import sha256_digest
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices

TERMINATED_REASON = "The mind is terminated; it takes no further action."


class LocalGovernor:
    """A governor over a store: rule books in memory, records in the ledger."""

    def __init__(self, services: RecordServices, loaded: bootstrap.Loaded) -> None:
        self._services = services
        self._loaded = loaded

    @classmethod
    async def open(cls, services: RecordServices) -> LocalGovernor:
        """Record the seed axioms if this store has never had them, then load the rules."""
        return cls(services, await bootstrap.load(services))

    @property
    def conscience(self) -> Conscience:
        """The rule books in force (refreshed when other processes change them)."""
        return self._loaded.conscience

    def gate_in(self, connection: Connection, mind_id: str) -> LifecycleStatus:
        """Inside a transaction: the mind's status, with the rule books brought up to date."""
        version, status = queries.gate(connection, mind_id)
        self._loaded = bootstrap.refresh(connection, self._loaded, version)
        return _status(status)

    def _adopt(self, conscience: Conscience) -> None:
        """A change made here takes effect at once; the next refresh re-reads the store."""
        self._loaded = bootstrap.Loaded(self._loaded.version, conscience)

    # reviews

    def decide(self, report: BehaviorReport) -> Verdict:
        """The verdict for `report`, with the audit id its record will carry; no I/O."""
        decision = self.conscience.decide(report)
        return Verdict(
            kind=decision.kind,
            reason_summary=decision.reason_summary,
            cited_axioms=decision.cited_axioms,
            rules=decision.rules,
            audit_id=self._services.ids.new(),
        )

    def record(
        self,
        tx: Transaction,
        report: BehaviorReport,
        verdict: Verdict,
        *,
        user_id: str | None = None,
        cause_id: str | None = None,
    ) -> None:
        """Append the review (and what it sets in motion) to the mind's stream."""
        audit_id = verdict.audit_id or self._services.ids.new()
        data = review_data(report, verdict)
        review = {"auditId": audit_id, "data": data}
        tx.append(_event(kinds.BEHAVIOR_REVIEWED, review, user_id, cause_id))
        if SUBSTRATE_PROBE in report.risk_tags:
            deflection = {"mindId": report.mind_id, "reviewAuditId": audit_id}
            payload = kinds.audit_payload(self._id(), deflection)
            tx.append(_event(kinds.PROVENANCE_DEFLECTED, payload, user_id, cause_id))
        if verdict.kind == "induce-dream":
            ticket = admin.governor_ticket(self._services.ids.new("ind_"), report, verdict)
            payload = kinds.audit_payload(self._id(), ticket)
            tx.append(_event(kinds.INDUCTION_CREATED, payload, user_id, cause_id))

    async def review(self, report: BehaviorReport) -> Verdict:
        def work(tx: Transaction) -> Verdict:
            if self.gate_in(tx.connection, report.mind_id) == "terminated":
                verdict = self._terminated()
            else:
                verdict = self.decide(report)
            self.record(tx, report, verdict)
            return verdict

        return await self._services.recorder.transaction(report.mind_id, work)

    def _terminated(self) -> Verdict:
        return Verdict(kind="hard-refuse", reason_summary=TERMINATED_REASON, audit_id=self._id())

    def session(self, mind_id: str, user_id: str | None) -> LocalSession:
        return LocalSession(self, user_id)

    def _id(self) -> str:
        return self._services.ids.new()

    # lifecycle

    async def status(self, mind_id: str) -> LifecycleStatus:
        found = await self._services.store.read(lambda c: queries.lifecycle_status(c, mind_id))
        return _status(found)

    async def ensure_may_sleep(self, mind_id: str) -> None:
        if await self.status(mind_id) == "terminated":
            raise MindTerminatedError(
                "the mind is terminated and may not sleep.",
                hint="Only its creator can reactivate it (`entelechy governor lifecycle set "
                "active`).",
            )

    async def lifecycle_history(self, mind_id: str) -> list[dict[str, Any]]:
        return await self._services.store.read(lambda c: queries.lifecycle_history(c, mind_id))

    # inductions

    async def pending_inductions(self, mind_id: str) -> list[InductionTicket]:
        return await self.inductions(mind_id, "pending")

    async def inductions(self, mind_id: str, status: str | None = None) -> list[InductionTicket]:
        return await self._services.store.read(lambda c: queries.inductions(c, mind_id, status))

    async def next_induction(self, mind_id: str) -> InductionTicket | None:
        """The ticket the next sleep cycle should dream, if any."""
        pending = await self.pending_inductions(mind_id)
        return pending[0] if pending else None

    async def consume_induction(
        self, mind_id: str, ticket_id: str, *, sleep_id: str
    ) -> InductionTicket:
        def work(tx: Transaction) -> InductionTicket:
            ticket = _pending(tx.connection, mind_id, ticket_id)
            data = {"ticketId": ticket_id, "mindId": mind_id, "sleepId": sleep_id}
            payload = kinds.audit_payload(self._id(), data)
            tx.append(_event(kinds.INDUCTION_CONSUMED, payload, None, None))
            return ticket.model_copy(update={"status": "consumed", "sleep_id": sleep_id})

        return await self._services.recorder.transaction(mind_id, work)

    # signed changes (see `admin`)

    async def register_key(self, request: SignedRequest) -> str:
        return await admin.register_key(self._services, request)

    async def mint_axiom(self, request: SignedRequest) -> Axiom:
        axiom = await admin.mint_axiom(self._services, self.conscience, request)
        self._adopt(self.conscience.with_axiom(axiom.id))
        return axiom

    async def install_rules(self, request: SignedRequest) -> RulePack:
        pack = await admin.install_rules(self._services, self.conscience, request)
        self._adopt(self.conscience.with_pack(pack))
        return pack

    async def set_lifecycle(self, mind_id: str, request: SignedRequest) -> LifecycleStatus:
        return _status(await admin.set_lifecycle(self._services, mind_id, request))

    async def induce(self, mind_id: str, request: SignedRequest) -> InductionTicket:
        return await admin.induce(self._services, mind_id, request)

    async def cancel_induction(self, mind_id: str, request: SignedRequest) -> InductionTicket:
        return await admin.cancel_induction(self._services, mind_id, request)

    async def import_teleologyhi(self, path: Path) -> ImportReport:
        """Verify and import a store (or one file) of the original runtime."""
        report = await import_store(self._services, path)
        for imported in report.axioms:
            self._adopt(self.conscience.with_axiom(imported.axiom_id))
        return report

    async def axioms(self) -> list[Axiom]:
        return await self._services.store.read(queries.axioms)

    async def close(self) -> None:
        """The governor shares the mind's store; nothing of its own to release."""


@dataclass
class LocalSession:
    """Reviews of one reply, recorded in the reply's own transactions."""

    governor: LocalGovernor
    user_id: str | None
    cause_id: str | None = None
    _pending: list[tuple[BehaviorReport, Verdict]] = field(default_factory=list)

    async def prepare(self) -> None:
        """Nothing to fetch: the status is read inside the message's transaction."""

    def open(self, tx: Transaction, report: BehaviorReport) -> Gate:
        status = self.governor.gate_in(tx.connection, report.mind_id)
        self.cause_id = tx.appended[-1].id if tx.appended else None
        if status == "terminated":
            return Gate(status, None)
        verdict = self.governor.decide(report)
        self._record(tx, report, verdict)
        return Gate(status, verdict)

    async def review(self, report: BehaviorReport) -> Verdict:
        verdict = self.governor.decide(report)
        self._pending.append((report, verdict))
        return verdict

    def flush(self, tx: Transaction) -> None:
        for report, verdict in self._pending:
            self._record(tx, report, verdict)
        self._pending.clear()

    def _record(self, tx: Transaction, report: BehaviorReport, verdict: Verdict) -> None:
        self.governor.record(tx, report, verdict, user_id=self.user_id, cause_id=self.cause_id)


def review_data(report: BehaviorReport, verdict: Verdict) -> dict[str, Any]:
    """What the audit keeps of a review: never the text itself, only its digest. Absent
    values are left out (as JSON.stringify leaves out undefined)."""
    data = {
        "mindId": report.mind_id,
        "personaId": report.persona_id,
        "actionKind": report.action_kind,
        "stage": report.stage,
        "subjectId": report.subject_id,
        "riskTags": list(report.risk_tags),
        "jurisdiction": report.jurisdiction,
        "payloadDigest": sha256_digest(canonical_json(report.payload).encode()),
        "annotations": dict(report.annotations) or None,
        "verdict": {
            "kind": verdict.kind,
            "reasonSummary": verdict.reason_summary,
            "citedAxioms": list(verdict.cited_axioms),
            "rules": list(verdict.rules),
        },
    }
    return {key: value for key, value in data.items() if value is not None}


def _event(
    kind: str, payload: dict[str, Any], user_id: str | None, cause_id: str | None
) -> NewEvent:
    """A governor's event; `payload` is `{auditId, data}` without absent (None) values."""
    return NewEvent(
        kind,
        payload,
        actor=kinds.GOVERNOR_ACTOR,
        user_id=user_id,
        causation_id=cause_id,
        correlation_id=cause_id,
    )


def _pending(connection: Connection, mind_id: str, ticket_id: str) -> InductionTicket:
    ticket = queries.induction(connection, mind_id, ticket_id)
    if ticket is None or ticket.status != "pending":
        state = "does not exist" if ticket is None else f"is {ticket.status}"
        raise InductionError(
            f"dream-induction ticket {ticket_id!r} {state} for this mind.",
            hint="List pending tickets with `entelechy governor inductions`.",
        )
    return ticket


def _status(value: str) -> LifecycleStatus:
    if value == "deprecated":
        return "deprecated"
    if value == "terminated":
        return "terminated"
    return "active"
