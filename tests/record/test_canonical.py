"""Canonical JSON must match JavaScript byte for byte, or signatures from elsewhere fail."""

from __future__ import annotations

import json
import math

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.record.canonical import CanonicalJSONError, canonical_json, js_number

json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers(min_value=-(2**53), max_value=2**53)
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.text(),
    lambda children: (
        st.lists(children, max_size=4) | st.dictionaries(st.text(max_size=8), children, max_size=4)
    ),
    max_leaves=20,
)


@pytest.mark.parametrize(
    ("number", "javascript"),
    [
        (1.0, "1"),
        (-0.0, "0"),
        (0.1, "0.1"),
        (100.0, "100"),
        (1e21, "1e+21"),
        (1.5e21, "1.5e+21"),
        (1e20, "100000000000000000000"),
        (1e-6, "0.000001"),
        (1e-7, "1e-7"),
        (1.25e-7, "1.25e-7"),
        (123.456, "123.456"),
        (5e-324, "5e-324"),
        (1.7976931348623157e308, "1.7976931348623157e+308"),
    ],
)
def test_numbers_print_as_javascript_prints_them(number: float, javascript: str) -> None:
    assert js_number(number) == javascript


def test_keys_sorted_without_whitespace() -> None:
    assert canonical_json({"b": 1, "a": [True, None, "é"]}) == '{"a":[true,null,"é"],"b":1}'


def test_keys_sort_by_utf16_code_units_like_javascript() -> None:
    astral, high_bmp = "\U0001f600", "\uffff"
    # In UTF-16 the astral character starts with a surrogate (0xD83D) < 0xFFFF.
    assert canonical_json({high_bmp: 1, astral: 2}).index(astral) < canonical_json(
        {high_bmp: 1, astral: 2}
    ).index(high_bmp)


def test_lone_surrogates_are_escaped() -> None:
    assert canonical_json("\ud800") == '"\\ud800"'


@pytest.mark.parametrize("bad", [math.nan, math.inf, {1: "x"}, object(), b"bytes"])
def test_values_without_json_form_are_refused(bad: object) -> None:
    with pytest.raises(CanonicalJSONError):
        canonical_json(bad)


def _as_doubles(value: object) -> object:
    """JavaScript has one number type: compare numbers as doubles."""
    if isinstance(value, bool) or value is None or isinstance(value, str):
        return value
    if isinstance(value, int | float):
        return float(value)
    if isinstance(value, list):
        return [_as_doubles(item) for item in value]
    assert isinstance(value, dict)
    return {key: _as_doubles(item) for key, item in value.items()}


@given(json_values)
def test_output_is_valid_json_for_the_same_value(value: object) -> None:
    assert _as_doubles(json.loads(canonical_json(value))) == _as_doubles(value)


@given(json_values)
def test_canonical_form_is_a_fixed_point(value: object) -> None:
    once = canonical_json(value)
    assert canonical_json(json.loads(once)) == once


@given(st.floats(allow_nan=False, allow_infinity=False))
def test_every_float_round_trips_exactly(number: float) -> None:
    assert float(js_number(number)) == number


plain_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.text()
    | st.floats(allow_nan=False, allow_infinity=False)
    | st.floats(min_value=1e-5, max_value=1e17)
    | st.floats(min_value=-1e17, max_value=-1e-5),
    lambda children: (
        st.lists(children, max_size=4)
        | st.dictionaries(
            st.text(alphabet=st.characters(max_codepoint=127), max_size=8), children, max_size=4
        )
    ),
    max_leaves=20,
)


@given(plain_values)
def test_the_fast_path_writes_exactly_what_the_general_writer_writes(value: object) -> None:
    from entelechy.record.canonical import _write

    general: list[str] = []
    _write(value, general)
    assert canonical_json(value) == "".join(general)
