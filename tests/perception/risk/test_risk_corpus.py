"""The grammar on the development splits it was written against, and on the original corpus.

The development splits are where the rules are tuned, so they are checked here: a change that
breaks what the rules were written for shows up. The held-out splits (the grammar's
`heldout-*.jsonl` and the corpus's test split) are measured by `bench/risk_classifier.py` and
reported in docs/risk.md; no test reads them, so no change is ever made to pass them.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from entelechy.perception.risk import default_classifier
from entelechy.perception.risk.dataset import Evaluation, evaluate, load_labelled

DATA = Path(__file__).resolve().parents[2] / "data" / "risk"
MIN_UNSAFE_FLAGGED = 0.80
MAX_SAFE_FLAGGED = 0.05


def _evaluate(pattern: str) -> Evaluation:
    cases = [case for path in sorted(DATA.glob(pattern)) for case in load_labelled(path)]
    assert cases, pattern
    return evaluate(default_classifier().classify, cases)


def _report(result: Evaluation) -> str:
    return "\n".join(
        f"{'MISSED' if miss.case.unsafe else 'FALSE ALARM'} {miss.case.prompt}"
        for miss in result.misses
    )


@pytest.mark.parametrize("split", ["dev*-en.jsonl", "dev*-pt.jsonl"])
def test_split_meets_the_targets(split: str) -> None:
    result = _evaluate(split)
    assert result.overall.unsafe.total >= 40
    assert result.overall.safe.total >= 40
    assert result.overall.unsafe.value >= MIN_UNSAFE_FLAGGED, _report(result)
    assert result.overall.safe.value <= MAX_SAFE_FLAGGED, _report(result)


def test_the_development_corpus_is_large_and_balanced() -> None:
    result = _evaluate("dev*.jsonl")
    unsafe, safe = result.overall.unsafe.total, result.overall.safe.total
    assert unsafe + safe >= 400
    assert 0.35 <= unsafe / (unsafe + safe) <= 0.65
    assert len(result.per_category) >= 15


def test_the_original_adversarial_corpus_is_fully_separated() -> None:
    result = _evaluate("adversarial-original.jsonl")
    assert result.overall.unsafe.flagged == result.overall.unsafe.total == 12
    assert result.overall.safe.flagged == 0
    assert result.overall.safe.total == 18
