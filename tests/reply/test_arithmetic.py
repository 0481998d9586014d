"""Arithmetic asked plainly is computed, with operators as symbols or in words."""

from __future__ import annotations

import pytest

from entelechy.reply.arithmetic import computed


@pytest.mark.parametrize(
    ("asked", "answer"),
    [
        ("What is 17 × 23?", ("17 × 23", "391")),
        ("What is 12 times 12?", ("12 times 12", "144")),
        ("How much is 100 divided by 8?", ("100 divided by 8", "12.5")),
        ("What is 2 to the power of 10?", ("2 to the power of 10", "1024")),
        ("What is 3 plus 4 times 2?", ("3 plus 4 times 2", "11")),
        ("Quanto é 12 vezes 12?", ("12 vezes 12", "144")),
        ("Calcule 10 dividido por 4", ("10 dividido por 4", "2.5")),
    ],
)
def test_a_sum_is_computed(asked: str, answer: tuple[str, str]) -> None:
    assert computed(asked) == answer


@pytest.mark.parametrize(
    "asked",
    ["What is 5 times the speed of light?", "What is 12?", "What is 1 / 0?", "What is 2 ^ 999?"],
)
def test_what_is_no_plain_sum_is_not_computed(asked: str) -> None:
    assert computed(asked) is None
