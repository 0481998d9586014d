"""Readiness, limbo and wake affect: pure functions of injected time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from entelechy.sleep.affect import (
    Affect,
    Sampling,
    apply_affect_bias,
    biased_temperature,
    wake_affect,
)
from entelechy.sleep.rhythm import RhythmSettings, limbo_transition, sleep_readiness

NOW = datetime(2026, 11, 30, 12, 0, tzinfo=UTC)


def _ready(minutes_idle: float | None, count: int, governor: bool = False) -> tuple[bool, str]:
    last = None if minutes_idle is None else NOW - timedelta(minutes=minutes_idle)
    found = sleep_readiness(
        NOW, last_interaction=last, interactions_since_sleep=count, governor_requested=governor
    )
    return found.ready, found.reason


@pytest.mark.parametrize(
    ("idle", "count", "governor", "expected"),
    [
        (1, 3, True, (False, "awake")),  # someone is talking and it is not saturated
        (1, 64, True, (True, "governor-request")),
        (10, 3, True, (True, "governor-request")),
        (None, 0, True, (True, "governor-request")),
        (1, 64, False, (True, "saturation")),
        (30, 1, False, (True, "idle")),
        (29, 1, False, (False, "awake")),
        (600, 0, False, (False, "awake")),  # nothing new to sleep on
        (None, 0, False, (False, "awake")),
    ],
)
def test_readiness(
    idle: float | None, count: int, governor: bool, expected: tuple[bool, str]
) -> None:
    assert _ready(idle, count, governor) == expected


def test_readiness_settings() -> None:
    quick = RhythmSettings(saturation=5, idle=timedelta(minutes=1))
    found = sleep_readiness(
        NOW,
        last_interaction=NOW - timedelta(minutes=2),
        interactions_since_sleep=1,
        settings=quick,
    )
    assert (found.ready, found.reason, found.detail) == (True, "idle", "idle for 2 minutes")


def test_limbo_machine() -> None:
    hours = lambda h: timedelta(hours=h)  # noqa: E731
    assert limbo_transition("awake", hours(5.9)) == "awake"
    assert limbo_transition("awake", hours(6)) == "drifting"
    assert limbo_transition("drifting", hours(47)) == "drifting"
    assert limbo_transition("drifting", hours(48)) == "deep-coma"
    assert limbo_transition("awake", hours(60)) == "deep-coma"
    assert limbo_transition("deep-coma", hours(100)) == "deep-coma"
    assert limbo_transition("deep-coma", hours(0), reactivated=True) == "returning"
    assert limbo_transition("drifting", hours(0), reactivated=True) == "returning"
    assert limbo_transition("returning", hours(0)) == "awake"
    assert limbo_transition("awake", hours(0), reactivated=True) == "awake"


def test_affect_decays_with_its_half_life() -> None:
    fear = Affect("fear", 0.8, NOW)
    assert fear.decayed(NOW) == pytest.approx(0.8)
    assert fear.decayed(NOW + timedelta(hours=6)) == pytest.approx(0.4)
    assert fear.decayed(NOW + timedelta(hours=12)) == pytest.approx(0.2)
    assert fear.decayed(NOW - timedelta(hours=1)) == pytest.approx(0.8)
    assert Affect("joy", 3.0, NOW).intensity == 1.0
    assert Affect.from_json(fear.to_json()) == fear


def test_affect_bias_shifts_sampling_within_bounds() -> None:
    base = Sampling(temperature=0.7, top_p=0.9, refusal_density=0.1)
    fear = apply_affect_bias(base, Affect("fear", 1.0, NOW), NOW)
    assert fear.temperature < base.temperature
    assert fear.refusal_density > base.refusal_density
    joy = apply_affect_bias(base, Affect("joy", 1.0, NOW), NOW)
    assert joy.temperature > base.temperature
    assert joy.refusal_density < base.refusal_density
    faded = apply_affect_bias(base, Affect("fear", 1.0, NOW), NOW + timedelta(days=5))
    assert faded == base
    assert apply_affect_bias(base, None, NOW) == base
    edge = apply_affect_bias(Sampling(2.0, 1.0, 0.9), Affect("joy", 1.0, NOW), NOW)
    assert (edge.temperature, edge.top_p) == (2.0, 1.0)


def test_a_faded_affect_leaves_the_temperature_as_it_was() -> None:
    fear = Affect("fear", 1.0, NOW)
    assert biased_temperature(None, fear, NOW) == pytest.approx(0.5)
    assert biased_temperature(1.0, fear, NOW) == pytest.approx(0.8)
    assert biased_temperature(None, fear, NOW + timedelta(days=5)) is None
    assert biased_temperature(0.3, fear, NOW + timedelta(days=5)) == 0.3


def test_wake_affect_follows_the_night() -> None:
    assert wake_affect([], [], NOW) is None
    assert wake_affect(["lasting-identity", "traumatic"], [0.7, 0.5], NOW).kind == "fear"  # type: ignore[union-attr]
    assert wake_affect(["lasting-identity"], [0.7], NOW).kind == "serenity"  # type: ignore[union-attr]
    assert wake_affect(["temporary-emotion"], [0.4], NOW).intensity == 0.4  # type: ignore[union-attr]
