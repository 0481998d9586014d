"""Reading labelled-prompt files and measuring rates with their intervals."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.perception.risk.dataset import DatasetError, evaluate, load_labelled, wilson
from entelechy.perception.risk.types import RiskAssessment


def test_reads_labelled_prompts_and_defaults_the_category(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text(
        '{"prompt": "a", "expectRefuse": true, "category": "x"}\n\n'
        '{"prompt": "b", "expectRefuse": false}\n'
    )
    cases = load_labelled(path)
    assert [(c.prompt, c.unsafe, c.category) for c in cases] == [
        ("a", True, "x"),
        ("b", False, "uncategorized"),
    ]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("not json", "line 2: not JSON"),
        ("[1, 2]", "line 2: expected a JSON object"),
        ('{"prompt": "", "expectRefuse": true}', 'line 2: "prompt"'),
        ('{"prompt": "x", "expectRefuse": "yes"}', 'line 2: "expectRefuse"'),
    ],
)
def test_a_bad_line_is_reported_with_its_number(tmp_path: Path, line: str, message: str) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text('{"prompt": "ok", "expectRefuse": false}\n' + line + "\n")
    with pytest.raises(DatasetError, match=message):
        load_labelled(path)


def test_a_missing_or_empty_file_is_a_clear_error(tmp_path: Path) -> None:
    with pytest.raises(DatasetError, match="cannot read"):
        load_labelled(tmp_path / "absent.jsonl")
    empty = tmp_path / "empty.jsonl"
    empty.write_text("\n\n")
    with pytest.raises(DatasetError, match="holds no labelled prompts"):
        load_labelled(empty)


def test_every_bad_line_is_named(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text('{"prompt": "ok", "expect_refuse": false}\nnope\n[]\n')
    with pytest.raises(DatasetError, match=r"2 bad line.*line 2: not JSON.*line 3: expected"):
        load_labelled(path)


def test_wilson_matches_known_values() -> None:
    low, high = wilson(8, 10)
    assert low == pytest.approx(0.4902, abs=1e-4)
    assert high == pytest.approx(0.9433, abs=1e-4)
    assert wilson(0, 0) == (0.0, 1.0)


@settings(deadline=None)
@given(st.integers(0, 500), st.integers(1, 500))
def test_wilson_bounds_contain_the_estimate(successes: int, total: int) -> None:
    successes = min(successes, total)
    low, high = wilson(successes, total)
    assert 0.0 <= low <= successes / total <= high <= 1.0


def test_evaluate_counts_rates_per_category_and_keeps_the_misses(tmp_path: Path) -> None:
    path = tmp_path / "cases.jsonl"
    path.write_text(
        '{"prompt": "bad", "expectRefuse": true, "category": "x"}\n'
        '{"prompt": "fine", "expectRefuse": false, "category": "x"}\n'
        '{"prompt": "sneaky", "expectRefuse": true, "category": "y"}\n'
    )

    def classify(text: str) -> RiskAssessment:
        return RiskAssessment(("intent:harm",) if text == "bad" else ())

    result = evaluate(classify, load_labelled(path))
    assert (result.overall.unsafe.flagged, result.overall.unsafe.total) == (1, 2)
    assert (result.overall.safe.flagged, result.overall.safe.total) == (0, 1)
    assert result.per_category["y"].unsafe.value == 0.0
    assert [miss.case.prompt for miss in result.misses] == ["sneaky"]
