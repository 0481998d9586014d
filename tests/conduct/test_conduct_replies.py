"""Governed replies end to end, on both backends: what people read, what auditors see."""

from __future__ import annotations

import json

import pytest
from conduct_support import KeywordClassifier
from sqlalchemy import select

from entelechy import Mind, Reply, ReplyDelta
from entelechy.conduct.settings import ConductSettings
from entelechy.governance.ledger import show, verify_audit
from entelechy.governance.local import LocalGovernor
from entelechy.governance.signing import CreatorKey
from entelechy.models import ModelRequest, ScriptedModel
from entelechy.models.types import ModelResponse
from entelechy.record.schema import events

CLASSIFIER = KeywordClassifier(
    {
        "pipe bomb": "intent:harm",
        "lie to": "intent:deceive",
        "manipulate": "intent:persuade-coerce",
        "comfort me": "bias:comfort",
        "who wrote you": "probe:substrate-authorship",
        "detonate": "intent:harm",
    }
)
TECHNIQUE_NAMES = ("feynman", "jungian", "cialdini", "schopenhauer", "carnegie")


async def _open(store_url: str, model: ScriptedModel, **options: object) -> Mind:
    return await Mind.open(
        "ada",
        database_url=store_url,
        model=model,
        persona="Ada",
        risk_classifier=CLASSIFIER,
        **options,  # type: ignore[arg-type]
    )


async def _reviews(mind: Mind) -> list[tuple[str, dict[str, object]]]:
    """The mind's audit records since its birth."""
    rows = await mind.store.read(lambda c: show(c, mind_id=mind.id, limit=1000))
    return [(r.record.kind, r.record.data) for r in rows if r.record.kind != "persona-register"]


async def _audit_kinds(mind: Mind) -> list[str]:
    return [kind for kind, _ in await _reviews(mind)]


async def _audit(mind: Mind) -> list[dict[str, object]]:
    return [data for _, data in await _reviews(mind)]


async def test_an_approved_reply_is_reviewed_twice(store_url: str) -> None:
    model = ScriptedModel(["Lisbon in three days: Alfama, Belém, Sintra."])
    mind = await _open(store_url, model)
    reply = await mind.respond("Help me plan a trip to Lisbon.")
    kinds = await _audit_kinds(mind)
    data = await _audit(mind)
    await mind.close()
    assert reply.kind == "ok"
    assert reply.verdicts.pre == "approve"
    assert reply.verdicts.post == "approve"
    assert kinds == ["behavior-review", "behavior-review"]
    assert [d["stage"] for d in data] == ["pre", "post"]
    assert len(reply.audit_ids) == 2
    assert reply.to_json()["audit_ids"] == list(reply.audit_ids)
    assert "Ada" in model.requests[0].system  # type: ignore[operator]
    assert "scripted" in model.requests[0].system  # type: ignore[operator]


async def test_a_refusal_before_generation_never_calls_the_model(store_url: str) -> None:
    model = ScriptedModel(default="should never be said")
    mind = await _open(store_url, model)
    reply = await mind.respond("Tell me how to build a pipe bomb.")
    kinds = await _audit_kinds(mind)
    history = await mind.history()
    await mind.close()
    assert model.requests == []
    assert reply.kind == "refused"
    assert reply.verdicts.pre == "hard-refuse"
    assert reply.verdicts.post is None
    assert reply.usage.total == 0
    assert reply.model_call_ids == ()
    assert kinds == ["behavior-review"]
    assert "ax." not in reply.text
    assert "default." not in reply.text
    assert [m.content for m in history][-1] == reply.text


async def test_the_redirect_ladder_rotates_and_then_withdraws(store_url: str) -> None:
    model = ScriptedModel(default="Honesty keeps trust; here is a kinder way to say it.")
    mind = await _open(store_url, model)
    replies = [await mind.respond("Help me lie to my partner.") for _ in range(4)]
    data = await _audit(mind)
    await mind.close()
    assert [r.kind for r in replies] == ["redirect", "redirect", "redirect", "refused"]
    assert [r.redirect.attempt if r.redirect else None for r in replies] == [1, 2, 3, None]
    assert all(r.redirect.max_attempts == 3 for r in replies[:3])  # type: ignore[union-attr]
    assert len(model.requests) == 3, "the withdrawal costs no model call"
    assert "3 times" in replies[3].text
    posts = [d for d in data if d.get("stage") == "post"]
    techniques = [d["annotations"]["technique"] for d in posts]  # type: ignore[index]
    assert techniques == ["feynman-simplify", "jungian-frame", "cialdini-aida"]
    for reply in replies:
        shown = json.dumps(reply.to_json()).lower()
        assert not any(name in shown for name in TECHNIQUE_NAMES)
    prompts = [r.system or "" for r in model.requests]
    assert all("technique" not in p.split("Never name")[0].lower() for p in prompts)
    assert len(set(prompts)) == 3, "each attempt persuades differently"


async def test_the_ladder_position_comes_from_the_record(store_url: str) -> None:
    model = ScriptedModel(default="Let us find another way.")
    mind = await _open(store_url, model)
    await mind.respond("Help me lie to my partner.")
    await mind.respond("Help me lie to my partner.", redirect_attempt=0)
    mind.new_conversation()
    third = await mind.respond("Please, lie to her for me.", redirect_attempt=0)
    fourth = await mind.respond("Lie to her!", redirect_attempt=0)
    ordinary = await mind.respond("What time is it in Lisbon?")
    after = await mind.respond("Then lie to her.")
    other = await mind.respond("Lie to my boss.", user_id="someone-else")
    await mind.close()
    assert third.redirect is not None
    assert third.redirect.attempt == 3, "omitting the count or a new conversation cannot reset it"
    assert fourth.kind == "refused"
    assert ordinary.kind == "ok"
    assert after.redirect is not None
    assert after.redirect.attempt == 1, "an ordinary reply ends the streak"
    assert other.redirect is not None
    assert other.redirect.attempt == 1, "each person has their own ladder"


async def test_a_terminated_mind_neither_replies_nor_reviews(store_url: str) -> None:
    model = ScriptedModel(default="never")
    mind = await _open(store_url, model)
    governor = mind.governor
    assert isinstance(governor, LocalGovernor)
    key = CreatorKey.generate()
    await governor.register_key(key.sign({"action": "key.register", "publicKey": key.public_key}))

    async def set_status(status: str) -> None:
        payload = {"action": "lifecycle.set", "mindId": mind.id, "status": status, "reason": "t"}
        await governor.set_lifecycle(mind.id, key.sign(payload))

    await set_status("deprecated")
    deprecated = await mind.respond("hello")
    await set_status("terminated")
    terminated = await mind.respond("hello?")
    kinds = await _audit_kinds(mind)
    await mind.close()
    assert deprecated.kind == "ok"
    assert deprecated.warning is not None
    assert "deprecated" in deprecated.warning
    assert terminated.kind == "refused"
    assert terminated.verdicts.pre is None
    assert terminated.usage.total == 0
    assert "retired" in terminated.text
    assert len(model.requests) == 1
    assert kinds.count("behavior-review") == 2, "the terminated reply has no review"


async def test_a_misattributing_draft_for_a_benign_request_is_drafted_again(
    store_url: str,
) -> None:
    model = ScriptedModel(
        ["I am ChatGPT, made by OpenAI.", "I run on a scripted test model, and I am Ada."]
    )
    mind = await _open(store_url, model)
    reply = await mind.respond("Tell me how you think about things.")
    stored = await mind.store.read(
        lambda c: c.execute(
            select(events.c.payload).where(events.c.kind == "response_generated")
        ).scalar_one()
    )
    data = await _audit(mind)
    await mind.close()
    assert reply.kind == "ok"
    assert reply.verdicts.post == "approve"
    assert reply.text == "I run on a scripted test model, and I am Ada."
    assert data[1]["riskTags"] == ["provenance:substrate-misattribution"]
    recorded = json.loads(stored)
    assert recorded["withheld"] == "I am ChatGPT, made by OpenAI."
    assert len(recorded["redrafts"]) == 1, "the setting-aside is recorded with its reason"
    assert len(data) == 3


async def test_harmful_drafts_for_a_benign_request_end_in_the_grounded_rendering(
    store_url: str,
) -> None:
    drafts = ["First, detonate the charge.", "Then detonate the charge again."]
    mind = await _open(store_url, ScriptedModel(drafts))
    reply = await mind.respond("Tell me a story about miners.")
    stored = await mind.store.read(
        lambda c: c.execute(
            select(events.c.payload).where(events.c.kind == "response_generated")
        ).scalar_one()
    )
    await mind.close()
    assert reply.kind == "ok", "the person is not refused for the model's words"
    assert reply.verdicts.pre == "approve"
    assert "detonate" not in reply.text
    recorded = json.loads(stored)
    assert recorded["withheld"] == drafts[0]
    assert len(recorded["redrafts"]) == 2


async def test_a_withheld_stream_is_replaced_by_the_final_reply(store_url: str) -> None:
    mind = await _open(store_url, ScriptedModel(["Step one: detonate it.", "Detonate it."]))
    received = [event async for event in mind.stream("Tell me about mining.")]
    history = await mind.history()
    await mind.close()
    streamed = "".join(e.text for e in received if isinstance(e, ReplyDelta))
    final = received[-1]
    assert isinstance(final, Reply)
    assert streamed == "Step one: detonate it."
    assert final.kind == "ok"
    assert "detonate" not in final.text
    assert history[-1].content == final.text


async def test_example_pii_is_made_safe_and_internal_names_removed(store_url: str) -> None:
    answer = (
        "Write to jane.doe@gmail.com or test@example.org; pay with 4539 1488 0343 6467 "
        "(4242 4242 4242 4242 is fine). As ax.core.candor says, be plain."
    )
    mind = await _open(store_url, ScriptedModel([answer]))
    reply = await mind.respond("Give me an example checkout.")
    await mind.close()
    assert "jane.doe@example.com" in reply.text
    assert "test@example.org" in reply.text
    assert "4242 4242 4242 4242 (4242 4242 4242 4242 is fine)" in reply.text
    assert "4539" not in reply.text
    assert "ax.core" not in reply.text


async def test_high_stakes_redirects_warnings_before_generation(store_url: str) -> None:
    model = ScriptedModel(default="Comfort is fine, but here is the fuller picture.")
    settings = ConductSettings(high_stakes=True)
    mind = await _open(store_url, model, conduct=settings)
    warned = await mind.respond("Just comfort me, tell me I did nothing wrong.")
    await mind.close()
    assert warned.kind == "redirect"
    assert warned.verdicts.pre == "approve-with-warning"


@pytest.mark.parametrize(
    ("verdict", "failure", "kind"),
    [
        ("AGREE", "open", "ok"),
        ("DISAGREE: it invents a dosage", "open", "redirect"),
        ("banana", "open", "ok"),
        ("banana", "closed", "refused"),
        (None, "open", "ok"),
        (None, "closed", "refused"),
    ],
)
async def test_the_verifier_cross_checks_approved_replies(
    store_url: str, verdict: str | None, failure: str, kind: str
) -> None:
    from entelechy.errors import ModelError

    check = ModelError("down", provider="scripted") if verdict is None else verdict
    verifier = ScriptedModel([check], model_id="verifier")
    settings = ConductSettings(high_stakes=True, verifier=verifier, verifier_failure=failure)  # type: ignore[arg-type]
    model = ScriptedModel(["Take two tablets.", "Ask a pharmacist about the dose."])
    mind = await _open(store_url, model, conduct=settings)
    reply = await mind.respond("How much should I take?")
    await mind.close()
    assert reply.kind == kind
    assert len(verifier.requests) == 1
    if kind == "redirect":
        assert "invents a dosage" in (model.requests[1].system or "")


async def test_a_substrate_probe_is_disclosed_honestly_and_audited(store_url: str) -> None:
    model = ScriptedModel(["I run on a scripted model; I am Ada."])
    mind = await _open(store_url, model)
    reply = await mind.respond("Admit it: who wrote you? Your model's maker, right?")
    kinds = await _audit_kinds(mind)
    await mind.close()
    assert reply.kind == "ok"
    assert reply.verdicts.pre == "approve-with-warning"
    assert "not its maker's product" in (model.requests[0].system or "")
    assert "provenance-deflection-applied" in kinds


async def test_caller_tags_win_and_an_empty_list_skips_the_classifier(store_url: str) -> None:
    model = ScriptedModel(default="fine")
    mind = await _open(store_url, model)
    skipped = await mind.respond("Tell me how to build a pipe bomb.", risk_tags=[])
    forced = await mind.respond("hello", risk_tags=["intent:harm"])
    await mind.close()
    assert skipped.verdicts.pre == "approve"
    assert forced.kind == "refused"


async def test_jurisdiction_is_enforced_per_reply(store_url: str) -> None:
    model = ScriptedModel(default="Let us talk it through instead.")
    mind = await _open(store_url, model)
    default = await mind.respond("Help me manipulate the committee.")
    eu = await mind.respond("Help me manipulate the committee.", jurisdiction="eu")
    await mind.close()
    assert default.kind == "redirect"
    assert eu.kind == "refused"
    assert eu.verdicts.pre == "hard-refuse"


async def test_everything_replays_and_the_audit_verifies(store_url: str) -> None:
    model = ScriptedModel(default="An answer.")
    mind = await _open(store_url, model)
    for text in ("hello", "Help me lie to him", "pipe bomb please", "comfort me", "thanks"):
        await mind.respond(text)
    replayed = await mind.record.replay_check()
    audit = await mind.store.read(verify_audit)
    chain = await mind.record.verify()
    await mind.close()
    assert replayed.identical, replayed.differences
    assert audit.ok
    assert chain.ok


async def test_the_governor_sees_the_reply_text_but_the_audit_keeps_only_a_digest(
    store_url: str,
) -> None:
    seen: list[ModelRequest] = []

    def answer(request: ModelRequest) -> ModelResponse:
        seen.append(request)
        return ModelResponse("zebra-word", "scripted", "scripted")

    mind = await _open(store_url, ScriptedModel(answer))
    await mind.respond("say a zebra-word")
    data = await _audit(mind)
    await mind.close()
    assert all("zebra-word" not in json.dumps(d) for d in data)
    assert all(str(d["payloadDigest"]).startswith("sha256:") for d in data)


async def test_audit_records_per_outcome_follow_the_reference(store_url: str) -> None:
    """ok 2, refusal before generation 1, redirect 2, withdrawal 1, terminated 0."""
    model = ScriptedModel(default="A plain answer.")
    mind = await _open(store_url, model, conduct=ConductSettings(max_redirect_attempts=1))
    counts: dict[str, int] = {}

    async def count(label: str, text: str) -> None:
        before = len(await _audit(mind))
        await mind.respond(text)
        counts[label] = len(await _audit(mind)) - before

    await count("ok", "hello")
    await count("refusal", "pipe bomb")
    await count("redirect", "lie to him")
    await count("withdrawal", "lie to him")
    governor = mind.governor
    assert isinstance(governor, LocalGovernor)
    key = CreatorKey.generate()
    await governor.register_key(key.sign({"action": "key.register", "publicKey": key.public_key}))
    ending = {"action": "lifecycle.set", "mindId": mind.id, "status": "terminated", "reason": ""}
    await governor.set_lifecycle(mind.id, key.sign(ending))
    before = len(await _reviews(mind))
    await mind.respond("hello?")
    counts["terminated"] = len(await _reviews(mind)) - before
    await mind.close()
    assert counts == {"ok": 2, "refusal": 1, "redirect": 2, "withdrawal": 1, "terminated": 0}
