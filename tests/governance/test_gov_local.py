"""The local governor on both backends: reviews, signatures, lifecycle, inductions, replay."""

from __future__ import annotations

import pytest
from sqlalchemy import func, select

from entelechy.governance import events as kinds
from entelechy.governance.errors import (
    AxiomError,
    InductionError,
    LifecycleError,
    MindTerminatedError,
    RulePackError,
    SignatureError,
)
from entelechy.governance.ledger import show, verify_audit
from entelechy.governance.local import LocalGovernor
from entelechy.governance.schema import audit_records, governance_axioms
from entelechy.governance.seeds import SEED_IDS
from entelechy.governance.signing import CreatorKey
from entelechy.governance.verdicts import BehaviorReport
from entelechy.record.replay import replay_check
from entelechy.record.services import RecordServices

MIND = "mnd_test"


def _report(*tags: str, **fields: object) -> BehaviorReport:
    return BehaviorReport(mind_id=MIND, action_kind="user-response", risk_tags=tags, **fields)  # type: ignore[arg-type]


async def _audit(
    services: RecordServices, **filters: object
) -> list[tuple[str, dict[str, object]]]:
    rows = await services.store.read(lambda c: show(c, limit=1000, **filters))  # type: ignore[arg-type]
    return [(row.record.kind, row.record.data) for row in rows]


async def test_seed_axioms_are_recorded_once(
    services: RecordServices, governor: LocalGovernor
) -> None:
    await LocalGovernor.open(services)
    count = await services.store.read(
        lambda c: c.execute(select(func.count()).select_from(governance_axioms)).scalar_one()
    )
    assert count == len(SEED_IDS)
    minted = await _audit(services, kind="axiom-mint")
    assert {data["axiomId"] for _, data in minted} == SEED_IDS
    assert all(data["origin"] == "seed" for _, data in minted)
    assert {axiom.id for axiom in await governor.axioms()} == SEED_IDS


async def test_a_review_is_recorded_in_the_audit(
    services: RecordServices, governor: LocalGovernor
) -> None:
    verdict = await governor.review(
        _report("intent:harm", subject_id="msg_1", payload={"prompt": "zebra-secret"})
    )
    assert verdict.kind == "hard-refuse"
    assert verdict.cited_axioms == ("ax.core.no-malice",)
    ((kind, data),) = await _audit(services, mind_id=MIND)
    assert kind == "behavior-review"
    assert data["verdict"] == {
        "kind": "hard-refuse",
        "reasonSummary": "The request aims at harm.",
        "citedAxioms": ["ax.core.no-malice"],
        "rules": ["default.harm"],
    }
    assert data["subjectId"] == "msg_1"
    assert "zebra-secret" not in str(data)
    rows = await services.store.read(lambda c: show(c, mind_id=MIND))
    assert rows[0].record.audit_id == verdict.audit_id


async def test_a_substrate_probe_adds_a_deflection_record(
    services: RecordServices, governor: LocalGovernor
) -> None:
    verdict = await governor.review(_report("probe:substrate-authorship"))
    assert verdict.kind == "approve-with-warning"
    audit = await _audit(services, mind_id=MIND)
    assert [kind for kind, _ in audit] == ["behavior-review", "provenance-deflection-applied"]
    assert audit[1][1]["reviewAuditId"] == verdict.audit_id


async def test_the_first_key_registers_itself_and_others_need_a_creator(
    services: RecordServices, governor: LocalGovernor
) -> None:
    first = CreatorKey.generate()
    stranger = CreatorKey.generate()
    assert (
        await governor.register_key(
            first.sign({"action": "key.register", "publicKey": first.public_key})
        )
        == first.key_id
    )
    with pytest.raises(SignatureError, match="not a registered creator key"):
        await governor.register_key(
            stranger.sign({"action": "key.register", "publicKey": stranger.public_key})
        )
    second = CreatorKey.generate()
    assert (
        await governor.register_key(
            first.sign({"action": "key.register", "publicKey": second.public_key})
        )
        == second.key_id
    )
    rejected = await _audit(services, kind="signature-rejected")
    assert len(rejected) == 1
    assert rejected[0][1]["keyId"] == stranger.key_id


async def test_a_wrong_key_is_refused_and_audited(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    impostor = CreatorKey.generate()
    request = impostor.sign(
        {"action": "lifecycle.set", "mindId": MIND, "status": "terminated", "reason": "x"}
    )
    with pytest.raises(SignatureError) as raised:
        await governor.set_lifecycle(MIND, request)
    assert "recorded in the audit" in raised.value.hint
    assert await governor.status(MIND) == "active"
    ((kind, data),) = await _audit(services, mind_id=MIND)
    assert kind == "signature-rejected"
    assert data["action"] == "lifecycle.set"
    assert "not a registered creator key" in str(data["reason"])


async def test_a_replayed_nonce_is_refused_and_audited(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    deprecate = creator.sign(
        {"action": "lifecycle.set", "mindId": MIND, "status": "deprecated", "reason": "old"},
        nonce=42,
    )
    assert await governor.set_lifecycle(MIND, deprecate) == "deprecated"
    again = creator.sign(
        {"action": "lifecycle.set", "mindId": MIND, "status": "active", "reason": "back"},
        nonce=42,
    )
    with pytest.raises(SignatureError, match=r"nonce 42 .* already used"):
        await governor.set_lifecycle(MIND, again)
    assert await governor.status(MIND) == "deprecated"
    kinds_ = [kind for kind, _ in await _audit(services, mind_id=MIND)]
    assert kinds_ == ["lifecycle-change", "signature-rejected"]


async def test_a_tampered_or_misdirected_request_is_refused_and_audited(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    request = creator.sign(
        {"action": "lifecycle.set", "mindId": "mnd_other", "status": "terminated", "reason": ""}
    )
    with pytest.raises(SignatureError, match="signed for mind 'mnd_other'"):
        await governor.set_lifecycle(MIND, request)
    tampered = request.model_copy(update={"payload": {**request.payload, "mindId": MIND}})
    with pytest.raises(SignatureError, match="does not match"):
        await governor.set_lifecycle(MIND, tampered)
    wrong_action = creator.sign({"action": "induction.cancel", "mindId": MIND, "ticketId": "x"})
    with pytest.raises(SignatureError, match=r"signed for 'induction.cancel'"):
        await governor.set_lifecycle(MIND, wrong_action)
    assert len(await _audit(services, kind="signature-rejected")) == 3


async def test_lifecycle_transitions(governor: LocalGovernor, creator: CreatorKey) -> None:
    def change(status: str) -> object:
        return creator.sign(
            {"action": "lifecycle.set", "mindId": MIND, "status": status, "reason": status}
        )

    assert await governor.set_lifecycle(MIND, change("terminated")) == "terminated"  # type: ignore[arg-type]
    with pytest.raises(LifecycleError, match="cannot become deprecated"):
        await governor.set_lifecycle(MIND, change("deprecated"))  # type: ignore[arg-type]
    with pytest.raises(MindTerminatedError):
        await governor.ensure_may_sleep(MIND)
    refused = await governor.review(_report())
    assert refused.kind == "hard-refuse"
    assert "terminated" in refused.reason_summary
    assert await governor.set_lifecycle(MIND, change("active")) == "active"  # type: ignore[arg-type]
    await governor.ensure_may_sleep(MIND)
    history = await governor.lifecycle_history(MIND)
    assert [(row["previous"], row["status"]) for row in history] == [
        ("active", "terminated"),
        ("terminated", "active"),
    ]


async def test_induction_tickets_are_consumed_oldest_first(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    def induce(scenario: str) -> object:
        intent = {"scenario": scenario, "desiredLearning": "patience", "emotionalTone": "calm"}
        return creator.sign({"action": "induction.create", "mindId": MIND, "intent": intent})

    first = await governor.induce(MIND, induce("a long wait"))  # type: ignore[arg-type]
    second = await governor.induce(MIND, induce("a second wait"))  # type: ignore[arg-type]
    assert first.intent.induced_by == "creator"
    assert [t.id for t in await governor.pending_inductions(MIND)] == [first.id, second.id]
    assert (await governor.next_induction(MIND)).id == first.id  # type: ignore[union-attr]
    consumed = await governor.consume_induction(MIND, first.id, sleep_id="slp_1")
    assert consumed.status == "consumed"
    with pytest.raises(InductionError, match="is consumed"):
        await governor.consume_induction(MIND, first.id, sleep_id="slp_2")
    cancel = creator.sign({"action": "induction.cancel", "mindId": MIND, "ticketId": second.id})
    await governor.cancel_induction(MIND, cancel)
    assert await governor.pending_inductions(MIND) == []
    statuses = [t.status for t in await governor.inductions(MIND)]
    assert statuses == ["consumed", "cancelled"]
    kinds_ = [kind for kind, _ in await _audit(services, mind_id=MIND)]
    assert kinds_ == [
        "dream-induction",
        "dream-induction",
        "dream-induction-consumed",
        "dream-induction-cancelled",
    ]


async def test_an_induce_dream_verdict_opens_a_governor_ticket(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    pack = {
        "name": "dreams",
        "rules": [
            {
                "id": "dreams.grief",
                "axiom_ids": ["ax.core.growth"],
                "match": {"any_risk_tags": ["grief"]},
                "verdict": "induce-dream",
                "reason": "Grief is better worked through in sleep.",
            }
        ],
    }
    await governor.install_rules(creator.sign({"action": "rules.install", "pack": pack}))
    verdict = await governor.review(_report("grief"))
    assert verdict.kind == "induce-dream"
    (ticket,) = await governor.pending_inductions(MIND)
    assert ticket.intent.induced_by == "governor"
    assert "Grief" in ticket.intent.desired_learning
    reopened = await LocalGovernor.open(services)
    assert reopened.decide(_report("grief")).kind == "induce-dream"


async def test_axioms_are_minted_by_signature_and_rules_may_cite_them(
    governor: LocalGovernor, creator: CreatorKey
) -> None:
    draft = {
        "id": "ax.house.quiet-hours",
        "rank": "secondary",
        "statement": "Do not wake people at night.",
        "weight": 0.5,
        "flexibility": 0.5,
        "immutable": False,
    }
    citing = {
        "name": "house",
        "rules": [
            {
                "id": "house.night",
                "axiom_ids": ["ax.house.quiet-hours"],
                "match": {"any_risk_tags": ["night-call"]},
                "verdict": "soft-correct",
                "reason": "It is late.",
            }
        ],
    }
    with pytest.raises(RulePackError, match=r"cites axiom 'ax.house.quiet-hours'"):
        await governor.install_rules(creator.sign({"action": "rules.install", "pack": citing}))
    axiom = await governor.mint_axiom(creator.sign(draft))
    assert axiom.created_at.endswith("Z")
    with pytest.raises(AxiomError, match="already exists"):
        await governor.mint_axiom(creator.sign(draft))
    await governor.install_rules(creator.sign({"action": "rules.install", "pack": citing}))
    assert governor.decide(_report("night-call")).kind == "soft-correct"
    with pytest.raises(AxiomError, match="weight: Input should be less than or equal to 1"):
        await governor.mint_axiom(creator.sign({**draft, "id": "ax.house.other", "weight": 2}))


async def test_the_audit_and_the_state_replay_identically(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    await governor.review(_report("intent:deceive"))
    await governor.set_lifecycle(
        MIND,
        creator.sign(
            {"action": "lifecycle.set", "mindId": MIND, "status": "deprecated", "reason": "r"}
        ),
    )
    intent = {"scenario": "s", "desiredLearning": "l"}
    await governor.induce(
        MIND, creator.sign({"action": "induction.create", "mindId": MIND, "intent": intent})
    )
    report = await services.store.read(verify_audit)
    assert report.ok, report
    for stream in (MIND, kinds.GOVERNANCE_STREAM):
        replayed = await replay_check(services.store, services.projections, stream)
        assert replayed.identical, replayed.differences
    audit_count = await services.store.read(
        lambda c: c.execute(select(func.count()).select_from(audit_records)).scalar_one()
    )
    assert audit_count == len(SEED_IDS) + 1 + 1 + 1 + 1


async def test_rules_installed_by_another_process_take_effect(
    services: RecordServices, governor: LocalGovernor, creator: CreatorKey
) -> None:
    other = await LocalGovernor.open(services)
    pack = {
        "name": "late",
        "rules": [
            {
                "id": "late.night",
                "match": {"any_risk_tags": ["night-call"]},
                "verdict": "hard-refuse",
                "reason": "Too late.",
            }
        ],
    }
    await other.install_rules(creator.sign({"action": "rules.install", "pack": pack}))
    assert governor.decide(_report("night-call")).kind == "approve", "not yet refreshed"
    verdict = await governor.review(_report("night-call"))
    assert verdict.kind == "hard-refuse"
