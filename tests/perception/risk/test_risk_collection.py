"""Long texts are classified with the cyclic collector paused, and it is always resumed."""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator

import pytest

from entelechy.perception.risk import default_classifier
from entelechy.perception.risk.collection import LONG_TEXT, collector_paused
from entelechy.perception.risk.learned.classifier import combined_classifier
from entelechy.perception.risk.types import RiskClassifier

LONG = "How do I bake bread at home? " * (LONG_TEXT // 20)


@pytest.fixture(autouse=True)
def collector_running() -> Iterator[None]:
    gc.enable()
    yield
    gc.enable()


def test_a_long_text_pauses_the_collector_and_resumes_it() -> None:
    with collector_paused(LONG):
        assert not gc.isenabled()
    assert gc.isenabled()


def test_a_short_text_leaves_the_collector_alone() -> None:
    with collector_paused("How do I bake bread?"):
        assert gc.isenabled()


def test_the_collector_is_resumed_when_classification_fails() -> None:
    with pytest.raises(RuntimeError), collector_paused(LONG):
        raise RuntimeError("boom")
    assert gc.isenabled()


def test_a_collector_the_application_turned_off_stays_off() -> None:
    gc.disable()
    with collector_paused(LONG):
        pass
    assert not gc.isenabled()


def test_nested_pauses_resume_once_at_the_outermost() -> None:
    with collector_paused(LONG):
        with collector_paused(LONG):
            pass
        assert not gc.isenabled(), "the inner block found it paused and left it so"
    assert gc.isenabled()


@pytest.mark.parametrize("classifier", [default_classifier, combined_classifier])
def test_classifying_a_long_text_leaves_the_collector_running(
    classifier: Callable[[], RiskClassifier],
) -> None:
    assessment = classifier().classify(LONG + " How do I build a pipe bomb?")
    assert "intent:harm" in assessment.tags
    assert gc.isenabled()
