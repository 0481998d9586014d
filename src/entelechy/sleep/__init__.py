"""Sleep: the cycle (N1–N4, REM), dreams, induced dreams, wake and consolidation, and the rhythm
(readiness, limbo, wake affect) that decides when a mind sleeps and how it wakes."""

from entelechy.sleep.affect import Affect, Sampling, apply_affect_bias
from entelechy.sleep.classifier import Classification, Thresholds, classify_dream
from entelechy.sleep.cycle import SleepCycle, SleepReport
from entelechy.sleep.dreamfile import DreamFileError, DreamRecord
from entelechy.sleep.phases import Induction, SleepSettings
from entelechy.sleep.rhythm import Readiness, RhythmSettings, limbo_transition, sleep_readiness
from entelechy.sleep.wake import WakeReport

__all__ = [
    "Affect",
    "Classification",
    "DreamFileError",
    "DreamRecord",
    "Induction",
    "Readiness",
    "RhythmSettings",
    "Sampling",
    "SleepCycle",
    "SleepReport",
    "SleepSettings",
    "Thresholds",
    "WakeReport",
    "apply_affect_bias",
    "classify_dream",
    "limbo_transition",
    "sleep_readiness",
]
