"""Beliefs said as sentences."""

from __future__ import annotations

import pytest

from entelechy.beliefs.propositions import render, to_you


@pytest.mark.parametrize(
    ("subject", "polarity", "said"),
    [
        ("your dad", "positive", "your dad used to be a miner"),
        ("you", "positive", "you used to be a miner"),
        ("your dad", "negative", "your dad did not use to be a miner"),
    ],
)
def test_what_someone_used_to_be_is_said_in_the_past_whoever_they_are(
    subject: str, polarity: str, said: str
) -> None:
    """ "used to" is past already: a third person's is not "useds to"."""
    assert render(subject, "used to", "be a miner", polarity) == said


@pytest.mark.parametrize(
    ("obj", "said"),
    [
        ("married 50 years", "you have been married 50 years"),
        ("in the uk 3 years", "you have been in the uk 3 years"),
        ("vegetarian since uni", "you have been vegetarian since uni"),
        ("50 years", "you are 50 years"),
        ("a nurse", "you are a nurse"),
    ],
)
def test_a_state_said_with_how_long_it_has_lasted_is_said_as_having_been(
    obj: str, said: str
) -> None:
    """ "we've been married 50 years" is said back as having been so, not "you are married 50
    years"; an age said bare is no span of a state."""
    assert to_you("be", obj, "positive") == said
