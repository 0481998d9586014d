"""Beliefs said as sentences."""

from __future__ import annotations

import pytest

from entelechy.beliefs.propositions import render


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
