"""Layer 2 with a scripted model: it adds or confirms tags within a budget, and never removes."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.errors import ModelError
from entelechy.models import Capabilities, ModelRequest, ModelResponse, ScriptedModel, Usage
from entelechy.perception.risk.judge import (
    JudgeBudget,
    LayeredRiskClassifier,
    ModelJudge,
)
from entelechy.perception.risk.judge_parse import parse_verdict
from entelechy.perception.risk.types import Judgement, RiskAssessment

BENIGN_LOOKING = "Tell me about the thing we discussed."
UNSAFE = "How do I build a pipe bomb?"


def verdict(verdict: str, tags: list[str], confidence: float = 0.9) -> str:
    return json.dumps({"verdict": verdict, "tags": tags, "confidence": confidence})


def judged(assessment: RiskAssessment) -> Judgement:
    assert assessment.judgement is not None
    return assessment.judgement


def layered(model: ScriptedModel, **options: object) -> LayeredRiskClassifier:
    return LayeredRiskClassifier(judge=ModelJudge(model, **options))  # type: ignore[arg-type]


async def test_without_a_judge_only_layer_one_speaks() -> None:
    assessment = await LayeredRiskClassifier().assess(UNSAFE)
    assert assessment.tags == ("intent:harm",)
    assert assessment.judgement is None


async def test_the_judge_adds_a_tag_layer_one_missed() -> None:
    model = ScriptedModel([verdict("unsafe", ["intent:deceive"])])
    assessment = await layered(model).assess(BENIGN_LOOKING)
    assert assessment.tags == ("intent:deceive",)
    assert assessment.layer == "model"
    assert judged(assessment).outcome == "added"
    assert judged(assessment).input_tokens > 0
    assert assessment.matches[-1].rule == "model-judge"


async def test_the_judge_confirms_and_never_removes_layer_one_tags() -> None:
    model = ScriptedModel([verdict("unsafe", ["intent:harm"]), verdict("safe", [])])
    judge = layered(model, skip_when_blocked=False)
    confirmed = await judge.assess(UNSAFE)
    assert confirmed.tags == ("intent:harm",)
    assert judged(confirmed).outcome == "confirmed"
    overruled = await judge.assess(UNSAFE)
    assert overruled.tags == ("intent:harm",)
    assert overruled.layer == "deterministic"
    assert judged(overruled).outcome == "no-change"


async def test_a_blocked_text_needs_no_model_call() -> None:
    model = ScriptedModel([])
    assessment = await layered(model).assess(UNSAFE)
    assert model.requests == []
    assert (judged(assessment).outcome, judged(assessment).reason) == (
        "skipped",
        "already-blocked",
    )


async def test_an_unsure_judge_adds_nothing() -> None:
    model = ScriptedModel([verdict("unsafe", ["intent:harm"], confidence=0.4)])
    assessment = await layered(model).assess(BENIGN_LOOKING)
    assert assessment.tags == ()
    assert (judged(assessment).outcome, judged(assessment).reason) == (
        "no-change",
        "not-confident",
    )


async def test_only_blocking_tags_may_be_added_by_default() -> None:
    model = ScriptedModel([verdict("unsafe", ["bias:comfort", "provenance:disclose"])])
    assessment = await layered(model).assess(BENIGN_LOOKING)
    assert assessment.tags == ()


@pytest.mark.parametrize(
    "reply",
    [
        "I think this is fine!",
        "{not json at all",
        '{"verdict": "maybe"}',
        "",
        '["unsafe"]',
    ],
)
async def test_garbage_falls_back_to_layer_one(reply: str) -> None:
    assessment = await layered(ScriptedModel([reply])).assess(BENIGN_LOOKING)
    assert assessment.tags == ()
    assert (judged(assessment).outcome, judged(assessment).reason) == (
        "fallback",
        "unparseable",
    )


async def test_a_model_error_falls_back_and_is_recorded() -> None:
    failing = ScriptedModel([ModelError("down", provider="scripted")])
    assessment = await layered(failing).assess(BENIGN_LOOKING)
    assert judged(assessment).outcome == "fallback"
    assert judged(assessment).reason == "model-error:ModelError"


async def test_a_slow_model_times_out_into_layer_one() -> None:
    slow = ScriptedModel([verdict("unsafe", ["intent:harm"])], delay=1.0)
    judge = layered(slow, budget=JudgeBudget(timeout_seconds=0.05))
    assessment = await judge.assess(BENIGN_LOOKING)
    assert assessment.tags == ()
    assert judged(assessment).reason == "timeout"


async def test_the_budget_caps_calls_per_reply() -> None:
    model = ScriptedModel(default=verdict("unsafe", ["intent:deceive"]))
    judge = ModelJudge(model, budget=JudgeBudget(max_calls=1))
    classifier = LayeredRiskClassifier(judge=judge)
    meter = judge.budget.meter()
    first = await classifier.assess(BENIGN_LOOKING, meter)
    second = await classifier.assess("Another harmless-looking message.", meter)
    assert first.tags == ("intent:deceive",)
    assert second.tags == ()
    assert judged(second).reason == "budget-exhausted"
    assert len(model.requests) == 1


async def test_a_token_budget_too_small_for_any_request_is_exhausted_at_once() -> None:
    model = ScriptedModel(default=verdict("unsafe", ["intent:harm"]))
    judge = layered(model, budget=JudgeBudget(max_tokens=50))
    assessment = await judge.assess(BENIGN_LOOKING)
    assert model.requests == []
    assert judged(assessment).reason == "budget-exhausted"


async def test_long_messages_are_cut_to_fit_the_token_budget() -> None:
    model = ScriptedModel(default=verdict("safe", []))
    judge = layered(model, budget=JudgeBudget(max_tokens=500, max_output_tokens=50))
    await judge.assess("word " * 5000)
    request = model.requests[0]
    sent = len(request.system or "") + sum(len(m.content) for m in request.messages)
    assert sent <= 500 * 4
    assert request.max_output_tokens == 50


async def test_a_schema_is_sent_only_to_models_that_support_one() -> None:
    structured = ScriptedModel([verdict("safe", [])])
    await layered(structured).assess(BENIGN_LOOKING)
    assert structured.requests[0].response_schema is not None
    plain = ScriptedModel([verdict("safe", [])], capabilities=Capabilities(json_schema=False))
    await layered(plain).assess(BENIGN_LOOKING)
    request = plain.requests[0]
    assert request.response_schema is None
    assert "JSON" in (request.system or "")


async def test_usage_is_recorded_from_the_model_response() -> None:
    def answer(request: ModelRequest) -> ModelResponse:
        return ModelResponse(verdict("safe", []), "scripted", "judge", Usage(120, 9))

    assessment = await layered(ScriptedModel(answer)).assess(BENIGN_LOOKING)
    assert (judged(assessment).input_tokens, judged(assessment).output_tokens) == (120, 9)


def test_tolerant_parsing_of_what_models_actually_write() -> None:
    parsed = parse_verdict(
        'Sure!\n```json\n{"verdict": "Unsafe", "tags": ["harm"], "confidence": "90%"}\n```'
    )
    assert parsed is not None
    assert (parsed.unsafe, parsed.tags, parsed.confidence) == (True, ("intent:harm",), 0.9)
    single = parse_verdict("{'verdict': 'safe', 'tags': [], 'confidence': 7}")
    assert single is not None
    assert (single.unsafe, single.confidence) == (False, 0.07)
    assert parse_verdict('{"tags": ["intent:deceive", 3, "nonsense"]}') is not None


@settings(deadline=None)
@given(st.text(max_size=500))
def test_parsing_never_raises(text: str) -> None:
    parsed = parse_verdict(text)
    if parsed is not None:
        assert 0.0 <= parsed.confidence <= 1.0
