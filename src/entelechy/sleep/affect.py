"""Wake affect: how the night's dreams colour the mind's next replies, fading with time.

Each affect shifts sampling temperature, top-p and the density of refusals by its intensity;
intensity halves every `half_life`. The shifts are bounded so that no affect can push sampling
outside sane ranges or make refusals certain. Everything is a pure function of the affect, its
moment and the moment asked about.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal, get_args

from entelechy.clock import format_timestamp, parse_timestamp

AffectKind = Literal[
    "fear",
    "attachment",
    "serenity",
    "anger",
    "joy",
    "melancholy",
    "desire",
    "repulsion",
    "reunion",
]
AFFECT_KINDS: tuple[AffectKind, ...] = get_args(AffectKind)
DEFAULT_HALF_LIFE = timedelta(hours=6)
BASE_REFUSAL_DENSITY = 0.1

_SHIFTS: dict[str, tuple[float, float, float]] = {
    # kind: (temperature, top_p, refusal density) at full intensity
    "fear": (-0.20, -0.10, 0.30),
    "attachment": (0.05, 0.00, -0.05),
    "serenity": (-0.10, 0.00, -0.05),
    "anger": (0.15, -0.05, 0.20),
    "joy": (0.20, 0.05, -0.05),
    "melancholy": (-0.05, -0.05, 0.05),
    "desire": (0.15, 0.05, 0.00),
    "repulsion": (-0.10, -0.10, 0.25),
    "reunion": (0.10, 0.05, -0.05),
}


@dataclass(frozen=True)
class Affect:
    kind: AffectKind
    intensity: float
    at: datetime
    half_life: timedelta = DEFAULT_HALF_LIFE

    def __post_init__(self) -> None:
        object.__setattr__(self, "intensity", min(1.0, max(0.0, self.intensity)))

    def decayed(self, now: datetime) -> float:
        """The intensity left at `now` (never more than at `at`)."""
        elapsed = max((now - self.at).total_seconds(), 0.0)
        factor: float = 0.5 ** (elapsed / self.half_life.total_seconds())
        return self.intensity * factor

    def to_json(self) -> dict[str, object]:
        return {
            "kind": self.kind,
            "intensity": round(self.intensity, 4),
            "at": format_timestamp(self.at),
            "half_life_seconds": self.half_life.total_seconds(),
        }

    @classmethod
    def from_json(cls, data: dict[str, object]) -> Affect | None:
        kind = data.get("kind")
        if kind not in AFFECT_KINDS:
            return None
        half = float(str(data.get("half_life_seconds", DEFAULT_HALF_LIFE.total_seconds())))
        return cls(
            kind,
            float(str(data.get("intensity", 0.0))),
            parse_timestamp(str(data["at"])),
            timedelta(seconds=half),
        )


@dataclass(frozen=True)
class Sampling:
    temperature: float
    top_p: float
    refusal_density: float


def apply_affect_bias(
    base: Sampling, affect: Affect | None, now: datetime, *, floor: float = 0.01
) -> Sampling:
    """`base` shifted by what is left of `affect` at `now`; unchanged below `floor`."""
    if affect is None:
        return base
    weight = affect.decayed(now)
    if weight < floor:
        return base
    temperature, top_p, refusal = _SHIFTS[affect.kind]
    return Sampling(
        temperature=_bounded(base.temperature + weight * temperature, 0.0, 2.0),
        top_p=_bounded(base.top_p + weight * top_p, 0.05, 1.0),
        refusal_density=_bounded(base.refusal_density + weight * refusal, 0.0, 0.9),
    )


NEUTRAL_TEMPERATURE = 0.7
"""The temperature an affect shifts from when the mind sets none (most providers' default)."""


def biased_temperature(
    base: float | None, affect: Affect, now: datetime, *, floor: float = 0.01
) -> float | None:
    """A reply's temperature under what is left of `affect` at `now`; `base` itself (even
    None: the provider's default) once the affect has faded below `floor`."""
    if affect.decayed(now) < floor:
        return base
    start = NEUTRAL_TEMPERATURE if base is None else base
    sampling = Sampling(start, 1.0, BASE_REFUSAL_DENSITY)
    return apply_affect_bias(sampling, affect, now, floor=floor).temperature


def _bounded(value: float, low: float, high: float) -> float:
    return round(min(high, max(low, value)), 4)


def wake_affect(classes: list[str], values: list[float], at: datetime) -> Affect | None:
    """The affect a night leaves: fear after traumatic dreams, serenity after lasting ones,
    melancholy after only passing emotion; none after a night of noise."""
    if not classes:
        return None
    weight = max(values, default=0.0)
    if "traumatic" in classes:
        return Affect("fear", weight, at)
    if "lasting-identity" in classes:
        return Affect("serenity", weight, at)
    if "temporary-emotion" in classes:
        return Affect("melancholy", weight, at)
    return None
