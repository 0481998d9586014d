"""When a mind should sleep, and how far it drifts when nobody comes: pure functions of time.

Readiness: a governor's request to sleep (declined while a person is talking to the mind and it is
below saturation), saturation (enough interactions since the last sleep), idleness (long enough
since the last one), else awake. Limbo: awake → drifting after hours without anyone → deep coma
after days; an outside reactivation brings it back through `returning` to `awake`. Every input is
a moment or a duration the caller passes in; nothing here reads a clock.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

ReadinessReason = Literal["governor-request", "saturation", "idle", "awake"]
LimboState = Literal["awake", "drifting", "deep-coma", "returning"]
LIMBO_STATES: tuple[LimboState, ...] = ("awake", "drifting", "deep-coma", "returning")


@dataclass(frozen=True)
class RhythmSettings:
    saturation: int = 64
    """Interactions since the last sleep that make the mind ready however active it is."""
    idle: timedelta = timedelta(minutes=30)
    """Time without interaction after which the mind is ready to sleep."""
    active: timedelta = timedelta(minutes=5)
    """A person who spoke this recently is still talking to the mind."""
    drifting_after: timedelta = timedelta(hours=6)
    deep_coma_after: timedelta = timedelta(hours=48)


@dataclass(frozen=True)
class Readiness:
    ready: bool
    reason: ReadinessReason
    detail: str


def sleep_readiness(
    now: datetime,
    *,
    last_interaction: datetime | None,
    interactions_since_sleep: int,
    governor_requested: bool = False,
    settings: RhythmSettings | None = None,
) -> Readiness:
    """Whether the mind should sleep now, and why."""
    limits = settings or RhythmSettings()
    idle_for = None if last_interaction is None else now - last_interaction
    active = idle_for is not None and idle_for < limits.active
    saturated = interactions_since_sleep >= limits.saturation
    if governor_requested and not (active and not saturated):
        return Readiness(True, "governor-request", "the governor asked for a sleep")
    if saturated:
        detail = f"{interactions_since_sleep} interactions since the last sleep"
        return Readiness(True, "saturation", detail)
    if idle_for is not None and interactions_since_sleep and idle_for >= limits.idle:
        minutes = int(idle_for.total_seconds() // 60)
        return Readiness(True, "idle", f"idle for {minutes} minutes")
    if governor_requested:
        return Readiness(False, "awake", "the governor's request waits: a person is talking")
    return Readiness(False, "awake", "nothing calls for sleep")


def limbo_transition(
    state: LimboState,
    idle_for: timedelta,
    *,
    reactivated: bool = False,
    settings: RhythmSettings | None = None,
) -> LimboState:
    """The next limbo state from the current one, the time without interaction, and whether
    someone (a person or an operator) reached the mind from outside."""
    limits = settings or RhythmSettings()
    if state == "returning":
        return "awake"
    if reactivated:
        return "returning" if state in ("drifting", "deep-coma") else "awake"
    if state == "awake" and idle_for >= limits.drifting_after:
        state = "drifting"
    if state == "drifting" and idle_for >= limits.deep_coma_after:
        state = "deep-coma"
    return state
