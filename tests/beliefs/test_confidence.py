"""The confidence arithmetic and the family grouping rule, against hand-computed values."""

from __future__ import annotations

import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.beliefs import constants as c
from entelechy.beliefs.confidence import Item, band, evaluate, family_weight


def _item(i: int, *, family: str = "user:ana", derivation: str = "direct", polarity: str = "for",
          strength: float = 1.0, credibility: float = 0.7) -> Item:  # fmt: skip
    return Item(f"e{i}", polarity, strength, credibility, derivation, family)


def _sigmoid(x: float) -> float:
    return 1 / (1 + math.exp(-x))


def test_the_formula_with_one_source() -> None:
    result = evaluate(0.55, [_item(1)])
    expected = _sigmoid(math.log(0.55 / 0.45) + c.SLOPE * (0.7 * 0.75 - 0))
    assert result.confidence == pytest.approx(expected, abs=1e-6)
    assert result.diversity == 0.75
    assert band(result) == "believed"


def test_strongest_primary_full_each_further_a_quarter_capped() -> None:
    two = family_weight("f", "for", [_item(1), _item(2, credibility=0.4)])
    assert two.weight == pytest.approx(0.7 + 0.25 * 0.4)
    many = family_weight("f", "for", [_item(i) for i in range(10)])
    assert many.weight == pytest.approx(1.5 * 0.7)


def test_derived_items_count_only_without_a_primary_item() -> None:
    utterance = evaluate(0.55, [_item(1)])
    with_reexpressions = evaluate(
        0.55, [_item(1), *(_item(i, derivation="retrieval") for i in (2, 3, 4))]
    )
    assert with_reexpressions.confidence == utterance.confidence
    assert with_reexpressions.families[0].ignored == ("e2", "e3", "e4")
    derived_only = family_weight("f", "for", [_item(2, derivation="inference")])
    assert derived_only.basis == "derived"
    assert derived_only.weight == pytest.approx(0.7)


def test_independent_families_add_up_and_raise_diversity() -> None:
    one = evaluate(0.55, [_item(1), _item(2), _item(3)])
    three = evaluate(0.55, [_item(i, family=f"user:{i}") for i in (1, 2, 3)])
    assert three.diversity == 1.0
    assert three.confidence > one.confidence


def test_bounds_and_contested_band() -> None:
    certain = evaluate(0.7, [_item(i, family=f"f{i}", credibility=1.0) for i in range(30)])
    assert certain.confidence == c.CEILING
    contested = evaluate(0.55, [_item(1), _item(2, family="other", polarity="against")])
    assert band(contested) == "contested"


@given(st.lists(st.tuples(st.sampled_from(["a", "b", "c"]), st.sampled_from(sorted(c.DERIVATIONS)),
                          st.sampled_from(["for", "against"]), st.floats(0.01, 1.0)),
                max_size=12))  # fmt: skip
def test_confidence_stays_in_bounds(rows: list[tuple[str, str, str, float]]) -> None:
    items = [_item(i, family=f, derivation=d, polarity=p, strength=s)
             for i, (f, d, p, s) in enumerate(rows)]  # fmt: skip
    result = evaluate(0.5, items)
    assert c.FLOOR <= result.confidence <= c.CEILING
