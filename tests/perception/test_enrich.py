"""Model enrichment of a perception: within budget, grounded in the message, garbage survived."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from entelechy.errors import ModelError
from entelechy.models.scripted import ScriptedModel
from entelechy.perception.analysis import analyse
from entelechy.perception.enrich import Budget, enrich, parse_facts

MESSAGE = "My brother Tom lives in Faro and he plays chess."


async def test_off_without_budget() -> None:
    model = ScriptedModel(default="I | live in | Faro")
    enrichment = await enrich(MESSAGE, analyse(MESSAGE), model, Budget())
    assert enrichment.status == "off"
    assert model.requests == []


async def test_grounded_lines_are_kept_and_invented_ones_rejected() -> None:
    answer = "1. Tom | plays | chess\n- Tom | owns | a yacht\nNonsense without bars\n"
    model = ScriptedModel([answer])
    enrichment = await enrich(MESSAGE, analyse(MESSAGE), model, Budget(calls=1))
    assert enrichment.status == "ok"
    assert [(c.subject, c.predicate, c.object) for c in enrichment.claims] == [
        ("Tom", "play", "chess")
    ]
    assert enrichment.rejected == 2
    recorded = enrichment.to_json()
    assert recorded["budget"] == {"calls": 1, "max_output_tokens": 64}
    assert recorded["used"]["calls"] == 1


async def test_a_failing_model_is_recorded_not_raised() -> None:
    model = ScriptedModel([ModelError("down", provider="scripted")])
    enrichment = await enrich(MESSAGE, analyse(MESSAGE), model, Budget(calls=1))
    assert enrichment.status == "failed"
    assert enrichment.claims == ()


@given(st.text(max_size=400))
def test_any_answer_parses_to_grounded_claims_only(answer: str) -> None:
    claims, rejected = parse_facts(answer, MESSAGE, analyse(MESSAGE))
    assert rejected >= 0
    message_words = set(MESSAGE.lower().replace(".", "").split())
    for claim in claims:
        assert set(claim.object_key.split()) <= message_words
