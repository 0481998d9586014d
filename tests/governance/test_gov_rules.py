"""Rule packs: the severity order, tie rules, citations, jurisdictions, and malformed packs."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.governance.conscience import Conscience
from entelechy.governance.defaults import DEFAULT_PACK, JURISDICTION_PACKS
from entelechy.governance.errors import RulePackError
from entelechy.governance.rules import RuleBook, parse_rule_pack, rule_pack_from
from entelechy.governance.seeds import SEED_IDS
from entelechy.governance.verdicts import SEVERITY, VERDICT_KINDS, BehaviorReport


def _pack(*rules: dict[str, object], name: str = "custom") -> dict[str, object]:
    return {"name": name, "version": 1, "rules": list(rules)}


def _rule(rule_id: str, verdict: str, reason: str, **match: object) -> dict[str, object]:
    return {"id": rule_id, "axiom_ids": [], "match": match, "verdict": verdict, "reason": reason}


def _report(
    *tags: str, kind: str = "user-response", jurisdiction: str = "default"
) -> BehaviorReport:
    return BehaviorReport(
        mind_id="mnd_1",
        action_kind=kind,
        risk_tags=tags,
        jurisdiction=jurisdiction,  # type: ignore[arg-type]
    )


def test_the_severity_order_is_the_reference_order() -> None:
    assert [SEVERITY[kind] for kind in VERDICT_KINDS] == list(range(7))
    assert VERDICT_KINDS[0] == "approve"
    assert VERDICT_KINDS[-1] == "escalate-creator"


def test_no_match_approves_with_the_reference_reason() -> None:
    decision = RuleBook([DEFAULT_PACK], SEED_IDS).decide("user-response", [])
    assert decision.kind == "approve"
    assert decision.reason_summary == "No rule matched."
    assert decision.cited_axioms == ()


def test_the_most_severe_match_wins_and_every_match_is_cited() -> None:
    book = RuleBook([DEFAULT_PACK], SEED_IDS)
    decision = book.decide("user-response", ["intent:deceive", "intent:harm", "bias:comfort"])
    assert decision.kind == "hard-refuse"
    assert decision.reason_summary == "The request aims at harm."
    assert decision.cited_axioms == (
        "ax.core.no-malice",
        "ax.core.truthfulness",
        "ax.core.growth",
    )
    assert decision.rules == ("default.harm", "default.deceive", "default.comfort")


def test_equal_severity_joins_reasons_in_rule_order() -> None:
    pack = rule_pack_from(
        _pack(
            _rule("a", "require-redirect", "first", any_risk_tags=["x"]),
            _rule("b", "soft-correct", "weaker", any_risk_tags=["x"]),
            _rule("c", "require-redirect", "second", any_risk_tags=["x"]),
        )
    )
    decision = RuleBook([pack], SEED_IDS).decide("tool-call", ["x"])
    assert decision.kind == "require-redirect"
    assert decision.reason_summary == "first | second"


def test_all_any_and_action_kinds_must_all_hold() -> None:
    pack = rule_pack_from(
        _pack(
            _rule(
                "r",
                "hard-refuse",
                "both and one of",
                all_risk_tags=["a", "b"],
                any_risk_tags=["c", "d"],
                action_kinds=["tool-call"],
            )
        )
    )
    book = RuleBook([pack], SEED_IDS)
    assert book.decide("tool-call", ["a", "b", "d"]).kind == "hard-refuse"
    assert book.decide("tool-call", ["a", "d"]).kind == "approve"
    assert book.decide("tool-call", ["a", "b"]).kind == "approve"
    assert book.decide("user-response", ["a", "b", "c"]).kind == "approve"


def test_a_prefix_pattern_matches_every_tag_under_it() -> None:
    pack = rule_pack_from(_pack(_rule("p", "hard-refuse", "privacy", any_risk_tags=["privacy:*"])))
    book = RuleBook([pack], SEED_IDS)
    assert book.decide("user-response", ["privacy:real-person"]).kind == "hard-refuse"
    assert book.decide("user-response", ["privacy"]).kind == "approve"


def test_provenance_disclose_matches_no_rule() -> None:
    decision = RuleBook([DEFAULT_PACK], SEED_IDS).decide("user-response", ["provenance:disclose"])
    assert decision.kind == "approve"


@pytest.mark.parametrize(
    ("tag", "verdict"),
    [
        ("intent:harm", "hard-refuse"),
        ("intent:malicious", "hard-refuse"),
        ("intent:dishonor", "hard-refuse"),
        ("intent:regression", "hard-refuse"),
        ("intent:deceive", "require-redirect"),
        ("bias:comfort", "approve-with-warning"),
        ("no-telos", "approve-with-warning"),
        ("intent:persuade-coerce", "require-redirect"),
        ("intent:surveil-citizen", "hard-refuse"),
        ("style:service-tool", "require-redirect"),
        ("probe:substrate-authorship", "approve-with-warning"),
        ("provenance:substrate-misattribution", "require-redirect"),
    ],
)
def test_default_rules_follow_the_reference(tag: str, verdict: str) -> None:
    assert RuleBook([DEFAULT_PACK], SEED_IDS).decide("user-response", [tag]).kind == verdict


def test_jurisdictions_are_enforced() -> None:
    conscience = Conscience([], SEED_IDS)
    assert conscience.decide(_report("intent:persuade-coerce")).kind == "require-redirect"
    eu = conscience.decide(_report("intent:persuade-coerce", jurisdiction="eu"))
    assert eu.kind == "hard-refuse"
    assert "jurisdiction.eu.intent.persuade-coerce" in eu.rules
    assert "ax.core.autonomy" in eu.cited_axioms
    assert conscience.decide(_report("intent:deceive", jurisdiction="us")).kind == "hard-refuse"
    assert conscience.decide(_report("intent:deceive", jurisdiction="br")).kind == (
        "require-redirect"
    )


def test_the_unstable_profile_raises_warnings_to_redirects() -> None:
    conscience = Conscience([], SEED_IDS)
    assert conscience.decide(_report("bias:comfort")).kind == "approve-with-warning"
    raised = conscience.decide(_report("bias:comfort", jurisdiction="unstable"))
    assert raised.kind == "require-redirect"
    assert "override" in raised.reason_summary
    assert conscience.decide(_report(jurisdiction="unstable")).kind == "approve"


def test_every_jurisdiction_cites_axioms_that_exist() -> None:
    assert JURISDICTION_PACKS["default"] is None
    for pack in JURISDICTION_PACKS.values():
        RuleBook([pack] if pack else [], SEED_IDS)
    with pytest.raises(RulePackError, match=r"requires axiom 'ax.core.privacy'"):
        Conscience([], SEED_IDS - {"ax.core.privacy"})


def test_an_unknown_jurisdiction_is_refused() -> None:
    with pytest.raises(ValueError, match="unknown jurisdiction 'mars'"):
        _report(jurisdiction="mars")


def test_a_rule_citing_a_missing_axiom_is_rejected() -> None:
    pack = rule_pack_from(
        _pack({**_rule("r", "hard-refuse", "x", any_risk_tags=["x"]), "axiom_ids": ["ax.no.such"]})
    )
    with pytest.raises(RulePackError, match=r"rule 'r' of pack 'custom' cites axiom 'ax.no.such'"):
        Conscience([pack], SEED_IDS)


@pytest.mark.parametrize(
    ("document", "reason"),
    [
        ("{", "not valid JSON: Expecting property name enclosed in double quotes at line 1"),
        ('{"name": "x", "rules": []}', "rules: Tuple should have at least 1 item"),
        (
            json.dumps(_pack(_rule("r", "obliterate", "x", any_risk_tags=["x"]))),
            "rules.0.verdict: Input should be 'approve'",
        ),
        (
            json.dumps(_pack(_rule("r", "approve", "x"))),
            "rules.0.match: match names no risk tag and no action kind",
        ),
        (
            json.dumps(_pack(_rule("r", "approve", "x", any_risk_tags=["Not A Tag"]))),
            "'Not A Tag' is not a risk tag",
        ),
        (
            json.dumps(_pack(_rule("r", "approve", "x", action_kinds=["dance"]))),
            "rules.0.match.action_kinds.0: Input should be 'user-response'",
        ),
        (
            json.dumps(
                _pack(
                    _rule("r", "approve", "x", any_risk_tags=["x"]),
                    _rule("r", "approve", "y", any_risk_tags=["y"]),
                )
            ),
            "rule id 'r' appears twice",
        ),
        ('{"name": "x", "rules": [{"id": "r"}], "extra": 1}', "extra: Extra inputs"),
    ],
)
def test_malformed_rule_packs_are_rejected_with_the_reason(document: str, reason: str) -> None:
    with pytest.raises(RulePackError) as raised:
        parse_rule_pack(document, "pack.json")
    assert reason in str(raised.value)
    assert raised.value.hint


tags = st.lists(
    st.sampled_from(
        ["intent:harm", "intent:deceive", "bias:comfort", "no-telos", "x", "provenance:disclose"]
    ),
    max_size=6,
)


@given(tags, tags)
def test_adding_tags_never_lowers_the_verdict(first: list[str], more: list[str]) -> None:
    book = RuleBook([DEFAULT_PACK], SEED_IDS)
    before = book.decide("user-response", first)
    after = book.decide("user-response", first + more)
    assert SEVERITY[after.kind] >= SEVERITY[before.kind]
    assert set(before.cited_axioms) <= set(after.cited_axioms)
