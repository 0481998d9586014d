"""Changes only a creator may make, each authorised by a signature over its exact payload.

Every signed change names its action (`{"action": "lifecycle.set", ...}`) so a signature for one
change cannot be replayed as another; axiom mints use the original runtime's mint request as the
payload. A bad signature, an unknown key, a replayed nonce or a payload for another action is
refused *and* recorded (audit kind `signature-rejected`) before the error is raised.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

from pydantic import ValidationError

from entelechy.clock import format_timestamp
from entelechy.governance import events as kinds
from entelechy.governance import queries
from entelechy.governance.audit import millis
from entelechy.governance.axioms import Axiom, describe, parse_draft
from entelechy.governance.conscience import Conscience
from entelechy.governance.errors import (
    AxiomError,
    GovernanceError,
    InductionError,
    SignatureError,
)
from entelechy.governance.inductions import InductionIntent, InductionTicket
from entelechy.governance.lifecycle import check_transition
from entelechy.governance.rules import RulePack, rule_pack_from
from entelechy.governance.signing import SignedRequest, key_id_of, unb64url, verify
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices

T = TypeVar("T")

KEY_REGISTER = "key.register"
RULES_INSTALL = "rules.install"
LIFECYCLE_SET = "lifecycle.set"
INDUCTION_CREATE = "induction.create"
INDUCTION_CANCEL = "induction.cancel"
AXIOM_MINT = "axiom.mint"


@dataclass(frozen=True)
class Authorised:
    """A verified, trusted, fresh signature."""

    key_id: str
    request: SignedRequest

    def data(self) -> dict[str, Any]:
        signature = self.request.signature
        return {
            "keyId": self.key_id,
            "nonce": signature.nonce,
            "publicKey": signature.public_key,
            "value": signature.value,
        }


@dataclass(frozen=True)
class _Rejected:
    reason: str


async def signed(
    services: RecordServices,
    stream: str,
    request: SignedRequest,
    action: str,
    apply: Callable[[Transaction, Authorised], T],
    *,
    bootstrap: bool = False,
    target: str | None = None,
) -> T:
    """Verify `request` for `action` (and mind `target`), then run `apply` in one transaction
    on `stream`."""
    try:
        key_id = verify(request)
        _check_action(request, action)
        if target is not None:
            _check_target(request, target)
    except SignatureError as error:
        await _record_rejection(services, stream, request, action, str(error))
        raise

    def work(tx: Transaction) -> T | _Rejected:
        problem = _trust_problem(tx, key_id, request, bootstrap)
        if problem is not None:
            _append_rejection(tx, services, request, action, problem)
            return _Rejected(problem)
        return apply(tx, Authorised(key_id, request))

    result = await services.recorder.transaction(stream, work)
    if isinstance(result, _Rejected):
        raise SignatureError(result.reason, hint=_TRUST_HINT)
    return result


_TRUST_HINT = (
    "Sign with a registered creator key (`entelechy governor keys`) and a fresh nonce; "
    "the attempt was recorded in the audit."
)


def _check_action(request: SignedRequest, action: str) -> None:
    found = request.payload.get("action", AXIOM_MINT)
    if found != action:
        raise SignatureError(f"the request was signed for {found!r}, not for {action!r}.")


def _trust_problem(
    tx: Transaction, key_id: str, request: SignedRequest, bootstrap: bool
) -> str | None:
    connection = tx.connection
    trust = queries.key_trust(connection, key_id)
    if trust != "creator" and not (bootstrap and queries.creator_key_count(connection) == 0):
        return f"key {key_id} is not a registered creator key of this store."
    if queries.nonce_used(connection, key_id, request.signature.nonce):
        return f"nonce {request.signature.nonce} of key {key_id} was already used (a replay)."
    return None


async def _record_rejection(
    services: RecordServices, stream: str, request: SignedRequest, action: str, reason: str
) -> None:
    await services.recorder.transaction(
        stream, lambda tx: _append_rejection(tx, services, request, action, reason)
    )


def _append_rejection(
    tx: Transaction, services: RecordServices, request: SignedRequest, action: str, reason: str
) -> None:
    signature = request.signature
    data = {
        "action": action,
        "keyId": _safe_key_id(signature.public_key),
        "nonce": signature.nonce,
        "reason": reason,
    }
    tx.append(_governor_event(kinds.SIGNATURE_REJECTED, services, data))


def _safe_key_id(public_key: str) -> str | None:
    try:
        return key_id_of(public_key)
    except SignatureError:
        return None


def _governor_event(kind: str, services: RecordServices, data: dict[str, Any]) -> NewEvent:
    return NewEvent(kind, kinds.audit_payload(services.ids.new(), data), actor=kinds.GOVERNOR_ACTOR)


def _creator_event(
    kind: str, services: RecordServices, authorised: Authorised, data: dict[str, Any]
) -> NewEvent:
    payload = kinds.audit_payload(services.ids.new(), {**data, "signature": authorised.data()})
    return NewEvent(kind, payload, actor=f"creator:{authorised.key_id}")


def _check_target(request: SignedRequest, mind_id: str) -> None:
    if request.payload.get("mindId") != mind_id:
        raise SignatureError(
            f"the request was signed for mind {request.payload.get('mindId')!r}, not {mind_id!r}."
        )


# keys


async def register_key(services: RecordServices, request: SignedRequest) -> str:
    """Trust a new creator key. The first key of a store registers itself (self-signed)."""
    new_key = request.payload.get("publicKey")
    if not isinstance(new_key, str):
        raise SignatureError("a key registration must carry the new key as publicKey.")
    new_id = key_id_of(new_key)
    unb64url(new_key)

    def apply(tx: Transaction, authorised: Authorised) -> str:
        first = queries.creator_key_count(tx.connection) == 0
        if first and authorised.key_id != new_id:
            raise SignatureError("the first creator key must sign its own registration.")
        if queries.key_trust(tx.connection, new_id) == "creator":
            raise GovernanceError(f"key {new_id} is already a creator key.")
        data = {"keyId": new_id, "publicKey": new_key, "trust": "creator"}
        tx.append(_creator_event(kinds.CREATOR_KEY_REGISTERED, services, authorised, data))
        return new_id

    return await signed(
        services, kinds.GOVERNANCE_STREAM, request, KEY_REGISTER, apply, bootstrap=True
    )


# axioms and rules


async def mint_axiom(
    services: RecordServices, conscience: Conscience, request: SignedRequest
) -> Axiom:
    draft = parse_draft(request.payload)

    def apply(tx: Transaction, authorised: Authorised) -> Axiom:
        if draft.id in queries.axiom_ids(tx.connection) or draft.id in conscience.axioms:
            raise AxiomError(
                f"axiom {draft.id!r} already exists.", hint="Axioms are never redefined."
            )
        created = millis(format_timestamp(services.clock.now()))
        axiom = Axiom(**draft.model_dump(), source="creator", created_at=created)
        data = {
            "axiomId": axiom.id,
            "rank": axiom.rank,
            "source": axiom.source,
            "origin": "signed",
            "axiom": axiom.record(),
        }
        tx.append(_creator_event(kinds.AXIOM_MINTED, services, authorised, data))
        return axiom

    return await signed(services, kinds.GOVERNANCE_STREAM, request, AXIOM_MINT, apply)


async def install_rules(
    services: RecordServices, conscience: Conscience, request: SignedRequest
) -> RulePack:
    pack = rule_pack_from(request.payload.get("pack"), "the signed rule pack")
    conscience.with_pack(pack)

    def apply(tx: Transaction, authorised: Authorised) -> RulePack:
        data = {"name": pack.name, "version": pack.version, "pack": pack.model_dump(mode="json")}
        tx.append(_creator_event(kinds.RULE_PACK_INSTALLED, services, authorised, data))
        return pack

    return await signed(services, kinds.GOVERNANCE_STREAM, request, RULES_INSTALL, apply)


# lifecycle and inductions (per mind)


async def set_lifecycle(services: RecordServices, mind_id: str, request: SignedRequest) -> str:
    target = str(request.payload.get("status"))
    reason = str(request.payload.get("reason") or "")

    def apply(tx: Transaction, authorised: Authorised) -> str:
        current = queries.lifecycle_status(tx.connection, mind_id)
        check_transition(current, target)
        data = {"mindId": mind_id, "from": current, "to": target, "reason": reason}
        tx.append(_creator_event(kinds.LIFECYCLE_CHANGED, services, authorised, data))
        return target

    return await signed(services, mind_id, request, LIFECYCLE_SET, apply, target=mind_id)


async def induce(services: RecordServices, mind_id: str, request: SignedRequest) -> InductionTicket:
    intent = _intent(request.payload.get("intent"))

    def apply(tx: Transaction, authorised: Authorised) -> InductionTicket:
        ticket_id = services.ids.new("ind_")
        data = {"ticketId": ticket_id, "mindId": mind_id, "intent": intent.record()}
        event = tx.append(_creator_event(kinds.INDUCTION_CREATED, services, authorised, data))
        return InductionTicket(
            id=ticket_id,
            mind_id=mind_id,
            intent=intent,
            status="pending",
            created_at=event.at,
            updated_at=event.at,
        )

    return await signed(services, mind_id, request, INDUCTION_CREATE, apply, target=mind_id)


def _intent(value: Any) -> InductionIntent:
    try:
        intent = InductionIntent.model_validate(value)
    except ValidationError as error:
        raise InductionError(f"the induction intent is malformed: {describe(error)}.") from error
    return intent.model_copy(update={"induced_by": "creator"})


async def cancel_induction(
    services: RecordServices, mind_id: str, request: SignedRequest
) -> InductionTicket:
    ticket_id = str(request.payload.get("ticketId"))

    def apply(tx: Transaction, authorised: Authorised) -> InductionTicket:
        ticket = queries.induction(tx.connection, mind_id, ticket_id)
        if ticket is None or ticket.status != "pending":
            raise InductionError(f"ticket {ticket_id!r} is not pending for this mind.")
        data = {"ticketId": ticket_id, "mindId": mind_id}
        tx.append(_creator_event(kinds.INDUCTION_CANCELLED, services, authorised, data))
        return ticket.model_copy(update={"status": "cancelled"})

    return await signed(services, mind_id, request, INDUCTION_CANCEL, apply, target=mind_id)


def governor_ticket(ticket_id: str, report: BehaviorReport, verdict: Verdict) -> dict[str, Any]:
    """The data of a ticket the governor opens itself when a rule says induce-dream."""
    intent = InductionIntent(
        scenario=f"Revisit an exchange the governor flagged: {verdict.reason_summary}",
        desired_learning=verdict.reason_summary,
        induced_by="governor",
    )
    return {
        "ticketId": ticket_id,
        "mindId": report.mind_id,
        "intent": intent.record(),
        "reviewAuditId": verdict.audit_id,
    }
