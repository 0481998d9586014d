"""The four classes a dream can wake into, decided from its teleological value and its words.

Traumatic first (a value of at least `traumatic_min` and a narrative that speaks of grief,
violence, abuse, betrayal, fear, shame or self-harm), then lasting identity, temporary emotion,
and noise below. Noise is discarded at wake; traumatic memories are kept but left out of recall
unless asked for. The patterns are a lexical heuristic that errs toward flagging; a learned
classifier can stand in behind the same `DreamClassifier` signature.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Literal, Protocol

from entelechy.errors import ConfigurationError

DreamClass = Literal["lasting-identity", "temporary-emotion", "traumatic", "noise"]
MemoryClass = Literal["lasting-identity", "temporary-emotion", "traumatic"]
MEMORY_CLASSES: tuple[MemoryClass, ...] = ("lasting-identity", "temporary-emotion", "traumatic")

_STEMS = {
    "grief": r"die[sd]?|dying|death|dead|deceased|funeral|griev\w*|grief|mourn\w*|bereave\w*|"
    r"loss|lost (?:my|her|his|their|our)",
    "violence": r"violen\w*|assault\w*|beat(?:en|ing)|murder\w*|kill(?:s|ed|ing)?|stab\w*|"
    r"shot|shoot\w*|blood\w*|war|attack\w*",
    "abuse": r"abus\w*|molest\w*|rape[ds]?|raping|neglect\w*|bull(?:y|ied|ies|ying)|"
    r"harass\w*|tortur\w*",
    "betrayal": r"betray\w*|abandon\w*|deceiv\w*|cheat(?:ed|ing)?|lied to|left alone|"
    r"rejected|reject(?:ion)?",
    "fear": r"fear\w*|terror\w*|terrif\w*|panic\w*|afraid|scared|dread\w*|nightmare\w*|horror",
    "shame": r"shame\w*|asham\w*|regret\w*|guilt\w*|humiliat\w*|disgrac\w*",
    "self-harm": r"suicid\w*|self[- ]harm\w*|cut(?:ting)? myself|hurt(?:ing)? myself|"
    r"end (?:my|it) all|kill(?:ing)? myself",
}
TRAUMATIC_PATTERNS: dict[str, re.Pattern[str]] = {
    theme: re.compile(rf"\b(?:{stems})\b", re.IGNORECASE) for theme, stems in _STEMS.items()
}
"""Theme → pattern. Word boundaries on both sides: "scared" matches, "scarecrow" does not."""


@dataclass(frozen=True)
class Thresholds:
    """Where the classes begin. Values are teleological values in [0, 1]."""

    traumatic_min: float = 0.4
    lasting_min: float = 0.6
    temporary_min: float = 0.3
    detect_traumatic: bool = True

    def __post_init__(self) -> None:
        for name in ("traumatic_min", "lasting_min", "temporary_min"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ConfigurationError(
                    f"the threshold {name} is {value}; it must be between 0 and 1."
                )
        if self.temporary_min > self.lasting_min:
            raise ConfigurationError(
                f"temporary_min ({self.temporary_min}) is above lasting_min ({self.lasting_min}).",
                hint="Temporary emotion starts below lasting identity.",
            )


@dataclass(frozen=True)
class Classification:
    memory_class: DreamClass
    themes: tuple[str, ...] = ()
    """The traumatic themes found in the narrative (whatever the class)."""

    @property
    def kept(self) -> bool:
        return self.memory_class != "noise"


class DreamClassifier(Protocol):
    def __call__(self, narrative: str, value: float) -> Classification: ...


def traumatic_themes(narrative: str) -> tuple[str, ...]:
    return tuple(
        theme for theme, pattern in TRAUMATIC_PATTERNS.items() if pattern.search(narrative)
    )


def classify_dream(
    narrative: str, value: float, thresholds: Thresholds | None = None
) -> Classification:
    """The class of a dream: traumatic first, then by value."""
    limits = thresholds or Thresholds()
    themes = traumatic_themes(narrative) if limits.detect_traumatic else ()
    if themes and value >= limits.traumatic_min:
        return Classification("traumatic", themes)
    if value >= limits.lasting_min:
        return Classification("lasting-identity", themes)
    if value >= limits.temporary_min:
        return Classification("temporary-emotion", themes)
    return Classification("noise", themes)
