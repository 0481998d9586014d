"""Strategy spec strings: what they build, what they refuse, and that they round-trip."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.errors import ConfigurationError
from entelechy.reasoning import (
    Strategy,
    budgeted,
    chain_of_thought,
    parse_strategy,
    passthrough,
    react,
    reflexion,
    resolve_strategy,
    self_consistency,
    self_refine,
    step_back,
    tree_of_thoughts,
)
from entelechy.reasoning.react import React
from entelechy.reasoning.self_consistency import SelfConsistency
from entelechy.reasoning.spec import spec_label


@pytest.mark.parametrize(
    ("text", "spec"),
    [
        ("passthrough", "passthrough"),
        ("cot", "cot"),
        ("Chain-Of-Thought", "cot"),
        ("self-consistency", "self-consistency:k=3,voter=majority/cot"),
        ("self-consistency:k=5", "self-consistency:k=5,voter=majority/cot"),
        (
            "self-consistency: k = 5 , voter=longest /passthrough",
            "self-consistency:k=5,voter=longest/passthrough",
        ),
        ("reflexion", "reflexion:max_cycles=2/passthrough"),
        ("reflexion:max-cycles=3/step-back/cot", "reflexion:max_cycles=3/step-back/cot"),
        ("self-refine:rounds=2", "self-refine:rounds=2/passthrough"),
        ("react", "react:max_steps=5,tools=calculate"),
        ("react:tools=none,max_steps=2", "react:max_steps=2,tools=none"),
        ("tot:branches=4,top_k=2", "tot:branches=4,top_k=2"),
        ("tree_of_thoughts", "tot:branches=3,top_k=1"),
        ("step-back", "step-back/passthrough"),
        ("cot:budget=500", "cot:budget=500"),
        (
            "self-consistency:k=4,budget=900/cot",
            "self-consistency:k=4,voter=majority,budget=900/cot",
        ),
    ],
)
def test_specs_build_strategies(text: str, spec: str) -> None:
    assert parse_strategy(text).spec == spec


def test_the_default_self_consistency_samples_chain_of_thought() -> None:
    strategy = parse_strategy("self-consistency:k=5")
    assert isinstance(strategy, SelfConsistency)
    assert strategy.k == 5
    assert strategy.inner.spec == "cot"  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("", "empty"),
        ("ponder", "unknown reasoning strategy 'ponder'"),
        ("self-consistency:k=1", "k must be a whole number from 2 to 20"),
        ("self-consistency:k=lots", "k must be a whole number, not 'lots'"),
        ("self-consistency:voter=loudest", "unknown voter 'loudest'"),
        ("cot:depth=2", "cot has no parameter 'depth'"),
        ("cot/passthrough", "cot does not wrap another strategy"),
        ("react:tools=rm", "unknown tool 'rm'"),
        ("tot:branches=3,top_k=4", "top_k must be a whole number from 1 to 3"),
        ("reflexion:max_cycles", "is not a key=value parameter"),
        ("cot:budget=0", "budget must be"),
        ("self-consistency/", "unknown reasoning strategy ''"),
    ],
)
def test_bad_specs_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(ConfigurationError, match=message) as raised:
        parse_strategy(text)
    assert raised.value.hint


@given(st.text(max_size=60))
def test_any_text_builds_a_strategy_or_a_configuration_error(text: str) -> None:
    hint = "built"
    try:
        parse_strategy(text)
    except ConfigurationError as error:
        hint = error.hint
    assert hint


leaves = st.sampled_from(
    [passthrough(), chain_of_thought(), react(max_steps=3), tree_of_thoughts(4, top_k=2)]
)


def _wrap(inner: st.SearchStrategy[Strategy]) -> st.SearchStrategy[Strategy]:
    return st.one_of(
        st.builds(self_consistency, inner, k=st.integers(2, 9)),
        st.builds(reflexion, inner, max_cycles=st.integers(1, 5)),
        st.builds(self_refine, inner, rounds=st.integers(1, 5)),
        st.builds(step_back, inner),
        st.builds(budgeted, inner, tokens=st.integers(1, 10_000)),
    )


@given(st.recursive(leaves, _wrap, max_leaves=4))
def test_every_strategy_round_trips_through_its_spec(strategy: Strategy) -> None:
    assert parse_strategy(strategy.spec).spec == strategy.spec


def test_resolution_prefers_the_argument_then_the_environment(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert spec_label(resolve_strategy()) == "passthrough"
    monkeypatch.setenv("ENTELECHY_REASONING", "cot")
    assert spec_label(resolve_strategy()) == "cot"
    assert spec_label(resolve_strategy("step-back")) == "step-back/passthrough"
    chosen = react()
    assert resolve_strategy(chosen) is chosen
    assert isinstance(chosen, React)
    with pytest.raises(ConfigurationError, match="not int"):
        resolve_strategy(5)  # type: ignore[arg-type]


def test_functions_are_labelled_as_custom() -> None:
    async def mine(request: object, model: object) -> object:
        return None

    assert spec_label(mine) == "custom:test_functions_are_labelled_as_custom.<locals>.mine"  # type: ignore[arg-type]
