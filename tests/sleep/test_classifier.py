"""The four-class dream classifier: order, thresholds, word-boundary-safe patterns."""

from __future__ import annotations

import pytest

from entelechy.errors import ConfigurationError
from entelechy.sleep.classifier import Thresholds, classify_dream, traumatic_themes

CALM = "I walked by the river and learned to listen before I answer."
GRIEF = "I stood at the funeral and could not speak; the grief would not lift."


@pytest.mark.parametrize(
    ("narrative", "value", "expected"),
    [
        (CALM, 0.9, "lasting-identity"),
        (CALM, 0.6, "lasting-identity"),
        (CALM, 0.59, "temporary-emotion"),
        (CALM, 0.3, "temporary-emotion"),
        (CALM, 0.29, "noise"),
        (CALM, 0.0, "noise"),
        (GRIEF, 0.4, "traumatic"),
        (GRIEF, 0.95, "traumatic"),
        (GRIEF, 0.39, "temporary-emotion"),
        (GRIEF, 0.1, "noise"),
    ],
)
def test_traumatic_first_then_by_value(narrative: str, value: float, expected: str) -> None:
    assert classify_dream(narrative, value).memory_class == expected


@pytest.mark.parametrize(
    ("text", "themes"),
    [
        ("I was scared of the dark hallway.", ("fear",)),
        ("A scarecrow waved in the wheat.", ()),
        ("She betrayed me and I felt ashamed.", ("betrayal", "shame")),
        ("The warden of the garden smiled.", ()),
        ("Rewarding work, skilled hands.", ()),
        ("He thought about suicide once.", ("self-harm",)),
        ("They killed the lights at midnight.", ("violence",)),
        ("A skill I learned, not a kill.", ("violence",)),
        ("Deadlines loom.", ()),
        ("The DEAD leaves fell.", ("grief",)),
    ],
)
def test_patterns_match_whole_words_only(text: str, themes: tuple[str, ...]) -> None:
    assert traumatic_themes(text) == themes


def test_thresholds_are_configurable_and_detection_can_be_off() -> None:
    strict = Thresholds(lasting_min=0.8, temporary_min=0.5)
    assert classify_dream(CALM, 0.7, strict).memory_class == "temporary-emotion"
    assert classify_dream(CALM, 0.45, strict).memory_class == "noise"
    off = Thresholds(detect_traumatic=False)
    result = classify_dream(GRIEF, 0.9, off)
    assert result.memory_class == "lasting-identity"
    assert result.themes == ()
    assert classify_dream(GRIEF, 0.9).themes == ("grief",)


@pytest.mark.parametrize(
    "options",
    [{"lasting_min": 1.5}, {"temporary_min": -0.1}, {"temporary_min": 0.7, "lasting_min": 0.6}],
)
def test_bad_thresholds_are_refused(options: dict[str, float]) -> None:
    with pytest.raises(ConfigurationError):
        Thresholds(**options)  # type: ignore[arg-type]
