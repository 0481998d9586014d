"""Choosing one answer among several samples."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass

from entelechy.reasoning.parsing import normalize_answer


@dataclass(frozen=True)
class Vote:
    """The chosen sample and why it was chosen."""

    index: int
    reason: str


Voter = Callable[[Sequence[str]], Vote]


def majority(answers: Sequence[str]) -> Vote:
    """The answer most samples agree on (after normalising); the longest when none agree."""
    groups: dict[str, list[int]] = {}
    for index, answer in enumerate(answers):
        key = normalize_answer(answer)
        if key:
            groups.setdefault(key, []).append(index)
    if not groups:
        return Vote(0, f"all {len(answers)} answers are empty")
    members = max(groups.values(), key=len)
    if len(members) < 2:
        chosen = longest(answers)
        return Vote(chosen.index, f"no two of {len(answers)} answers agree: {chosen.reason}")
    return Vote(members[0], f"{len(members)} of {len(answers)} answers agree")


def longest(answers: Sequence[str]) -> Vote:
    """The longest answer (the most complete, when samples disagree)."""
    index = max(range(len(answers)), key=lambda n: (len(answers[n].strip()), -n))
    return Vote(index, "the longest answer is chosen")


VOTERS: dict[str, Voter] = {"majority": majority, "longest": longest}


def voter_name(voter: Voter) -> str:
    """The spec name of a built-in voter, or the function's own name."""
    found = [name for name, known in VOTERS.items() if known is voter]
    return found[0] if found else getattr(voter, "__name__", "custom")
