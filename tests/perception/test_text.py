"""Cutting text into sentences."""

from __future__ import annotations

import pytest

from entelechy.perception.text import DURATION, sentences


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        (
            "hey! sofia here 👋 I'm a nurse in Madrid",
            ["hey!", "sofia here.", "I'm a nurse in Madrid"],
        ),
        ("Great! 👍", ["Great!"]),
        ("👋 hi there", ["hi there"]),
        ("I met Dr. Silva at St. Mary's.", ["I met Dr. Silva at St. Mary's."]),
    ],
)
def test_an_emoji_ends_a_sentence_as_a_full_stop_would(text: str, cut: list[str]) -> None:
    """ "sofia here 👋 I'm a nurse in Madrid" was one sentence, read as nothing; a title before a
    name still ends none."""
    assert sentences(text) == cut


def test_a_duration_is_read_in_any_number_words() -> None:
    """ "for thirty years" and "for over a decade" say how long, as "for two years" does."""
    for said in ("for thirty years", "for thirty-five years", "for over a decade", "for 5 days"):
        assert DURATION.search(f"I've played piano {said}"), said
    assert not DURATION.search("I waited for the bus")
