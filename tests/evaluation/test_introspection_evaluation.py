"""The introspection suite: loading, clear errors, and scores per question through the mind."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from entelechy.clock import ManualClock
from entelechy.evaluation.introspection import (
    IntrospectionSuiteError,
    load_introspection_suite,
    run_introspection_suite,
)
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.surfaces.cli.datasets import BUILT_IN
from entelechy.surfaces.cli.introspection_eval import _suite

SUITE = {
    "name": "tiny",
    "scenarios": [
        {
            "name": "a move",
            "steps": [
                {"user": "rita", "say": "I live in Lyon."},
                {"hours": 24},
                {"user": "rita", "say": "I live in Paris."},
                {"correct": "rita lives in Paris", "reason": "a typo"},
                {"user": "rita", "ask": "What did you believe about where I live yesterday?",
                 "expect": ["Lyon"]},
                {"user": "rita", "ask": "Where is the station?"},
            ],
        }
    ],
}  # fmt: skip


async def test_a_suite_scores_every_introspective_reply(tmp_path: Path, store_url: str) -> None:
    path = tmp_path / "suite.json"
    path.write_text(json.dumps(SUITE))
    model = ScriptedModel(default="I looked it up: you live in Rome.")

    async def open_mind(clock: ManualClock) -> Mind:
        return await Mind.open("eval", database_url=store_url, model=model, clock=clock)

    report = await run_introspection_suite(load_introspection_suite(path), open_mind)
    data = report.to_json()
    assert data["questions"] == 2
    assert data["unsupported_or_contradicted_sent"] == 0
    assert data["unsupported_or_contradicted_withheld"] == 1
    assert data["expected_right"] == {"count": 1, "n": 1}
    believed = data["by_question"]["believed"]
    assert believed["supported"] == 1.0
    assert believed["replaced"] == 1
    assert sum(believed["withheld"].values()) == 1
    assert list(data["by_question"]) == ["believed"]


async def test_a_correction_of_what_the_mind_does_not_believe_is_an_error(
    tmp_path: Path, store_url: str
) -> None:
    path = tmp_path / "suite.json"
    path.write_text(json.dumps({"scenarios": [{"name": "x", "steps": [{"correct": "no"}]}]}))

    async def open_mind(clock: ManualClock) -> Mind:
        return await Mind.open("eval", database_url=store_url, model="scripted", clock=clock)

    with pytest.raises(Exception, match="does not believe"):
        await run_introspection_suite(load_introspection_suite(path), open_mind)


def test_a_broken_suite_says_what_and_where(tmp_path: Path) -> None:
    path = tmp_path / "suite.json"
    path.write_text(json.dumps({"scenarios": [{"name": "x", "steps": [{"sai": "typo"}]}]}))
    with pytest.raises(IntrospectionSuiteError, match=r"scenarios\.0\.steps\.0"):
        load_introspection_suite(path)
    with pytest.raises(IntrospectionSuiteError, match="cannot read"):
        load_introspection_suite(tmp_path / "missing.json")


def test_the_built_in_suites_load() -> None:
    for name in BUILT_IN:
        assert _suite(name).scenarios
