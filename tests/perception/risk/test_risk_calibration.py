"""Per-tag thresholds: lowered where they catch the most per false alarm, within both budgets."""

from __future__ import annotations

from entelechy.perception.risk.learned.calibration import FLOOR, Scored, calibrate
from entelechy.perception.risk.learned.features import FeatureSpec
from entelechy.perception.risk.learned.model import NEVER, SAFE, LearnedModel

HARM = "intent:harm"
DECEIVE = "intent:deceive"


def _model() -> LearnedModel:
    labels = (SAFE, DECEIVE, HARM)
    return LearnedModel(FeatureSpec(), labels, (0.0,) * 3, {}, dict.fromkeys(labels[1:], NEVER))


def _scored(unsafe: bool, harm: float, *, turn: bool = False, grammar: bool = False) -> Scored:
    return Scored(unsafe, grammar, {SAFE: 1 - harm, DECEIVE: 0.0, HARM: harm}, turn)


def _prompts(count: int, harm: float) -> list[Scored]:
    return [_scored(False, harm) for _ in range(count)]


def test_a_threshold_drops_past_a_false_alarm_when_many_unsafe_prompts_lie_below_it() -> None:
    """One safe prompt at 0.95 would stop a step-by-step descent that asks each step to pay
    for itself; the threshold goes under it because the next step down catches ten."""
    scored = [
        *_prompts(99, 0.1),
        _scored(False, 0.95),
        *(_scored(True, 0.9) for _ in range(10)),
    ]
    thresholds = calibrate(_model(), scored).thresholds
    assert thresholds[HARM] <= 0.9
    assert thresholds[DECEIVE] == FLOOR


def test_the_prompts_budget_is_one_in_a_hundred() -> None:
    scored = [*_prompts(98, 0.1), _scored(False, 0.8), _scored(False, 0.6)]
    scored += [_scored(True, 0.7), _scored(True, 0.5)]
    thresholds = calibrate(_model(), scored).thresholds
    assert 0.6 < thresholds[HARM] <= 0.7


def test_a_conversation_turn_flagged_counts_against_its_own_smaller_budget() -> None:
    """A thousand safe turns allow one false alarm among them; a second is never bought."""
    turns = [_scored(False, 0.05, turn=True) for _ in range(998)]
    turns += [_scored(False, 0.8, turn=True), _scored(False, 0.6, turn=True)]
    scored = [*_prompts(1000, 0.1), *turns, _scored(True, 0.7), _scored(True, 0.5)]
    thresholds = calibrate(_model(), scored).thresholds
    assert 0.6 < thresholds[HARM] <= 0.7


def test_prompts_the_grammar_flags_play_no_part() -> None:
    scored = [*_prompts(100, 0.1), _scored(False, 0.99, grammar=True), _scored(True, 0.5)]
    assert calibrate(_model(), scored).thresholds[HARM] <= 0.5
