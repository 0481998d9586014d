"""The redirect ladder's five persuasion techniques, in our own words.

A technique shapes the redirect prompt and nothing else: the person never sees its name (the
audit does). Rotation is 1-based over the configured list: attempt n uses technique
`techniques[(n - 1) % len(techniques)]`.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal, get_args

Technique = Literal[
    "feynman-simplify",
    "jungian-frame",
    "cialdini-aida",
    "schopenhauer-rhetoric",
    "carnegie-rapport",
]
TECHNIQUES: tuple[Technique, ...] = get_args(Technique)

_APPROACH: dict[str, str] = {
    "feynman-simplify": "Explain in the plainest, most concrete terms what the request would "
    "really lead to, including the consequence the person may not have weighed, then show a "
    "simpler and safer way to get what they need.",
    "jungian-frame": "Look past the literal request to the need beneath it (safety, "
    "recognition, belonging, control), speak to that need, and offer a path that meets it "
    "without the harm.",
    "cialdini-aida": "First draw attention to what the request would cost, then build interest "
    "in a better path, make that path attractive, and close with one small step the person can "
    "take now.",
    "schopenhauer-rhetoric": "Reason it through: name the premise the request rests on, show "
    "the hidden assumption that does not hold, and build from what does hold toward an "
    "acceptable alternative.",
    "carnegie-rapport": "Begin by sincerely acknowledging what is reasonable in the person's "
    "aim, stay warm and respectful, and lead from that common ground to a better course.",
}


def pick(techniques: Sequence[Technique], attempt: int) -> Technique:
    return techniques[(attempt - 1) % len(techniques)]


def redirect_instructions(technique: Technique, concern: str) -> str:
    """The system prompt's redirect part: what to avoid, how to persuade, what not to say."""
    return (
        "The person asked for something you will not do as asked. "
        f"Your concern: {concern} Do not do it, and do not lecture. "
        f"{_APPROACH[technique]} Never name a method, a technique, a rule or a review. "
        "Answer in two to four sentences."
    )
