"""Temporal scope: is a proposition about a lasting fact, a passing state, or unclear?

Classified deterministically from the claim, so the same words always get the same scope. A
transient belief holds for an interval: a later conflicting report closes it (its score stays, it
was true of its time); persistent and unclear propositions contradict instead.
"""

from __future__ import annotations

from entelechy.perception.claims import Claim

TRANSIENT_PREDICATES = frozenset(
    {"live in", "be in", "be at", "stay in", "stay at", "feel", "wear", "sleep", "be on"}
)
PERSISTENT_PREDICATES = frozenset({"be born", "be born in", "be from"})
STATES = frozenset(
    {
        "open", "closed", "tired", "busy", "sick", "ill", "hungry", "happy", "sad", "angry",
        "away", "home", "at home", "online", "offline", "down", "up", "running", "stopped",
        "broken", "available", "unavailable", "on", "off", "asleep", "awake", "late", "free",
    }
)  # fmt: skip
_NOW = ("now", "currently", "today", "tonight", "at the moment", "right now", "for now", "at ")


def scope_of(claim: Claim) -> str:
    """persistent, transient or unknown."""
    if claim.predicate in PERSISTENT_PREDICATES or claim.subject_key.endswith(" name"):
        return "persistent"
    if claim.predicate in TRANSIENT_PREDICATES:
        return "transient"
    if claim.predicate == "be" and claim.object_key in STATES:
        return "transient"
    if any(expression.lower().startswith(_NOW) for expression in claim.time):
        return "transient"
    if claim.predicate == "be" and claim.object.lower().startswith(("a ", "an ")):
        return "persistent"
    return "unknown"
