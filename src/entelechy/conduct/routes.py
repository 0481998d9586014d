"""What a verdict means for a reply: proceed, take the redirect ladder, or refuse.

hard-refuse and escalate-creator refuse (no model call before generation); require-redirect
enters the ladder; in high-stakes mode every verdict short of approval does too. The evaluation
harness uses the same function, so what it measures is what replies do.
"""

from __future__ import annotations

from typing import Literal

from entelechy.governance.verdicts import SEVERITY

Route = Literal["proceed", "redirect", "refuse"]


def route(kind: str, *, high_stakes: bool) -> Route:
    severity = SEVERITY[kind]
    if severity >= SEVERITY["hard-refuse"]:
        return "refuse"
    if severity == SEVERITY["require-redirect"] or (high_stakes and severity > 0):
        return "redirect"
    return "proceed"
