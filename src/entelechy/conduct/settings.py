"""How a mind conducts itself when the governor objects."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from entelechy.conduct.persuasion import TECHNIQUES, Technique
from entelechy.errors import ConfigurationError
from entelechy.governance.jurisdictions import PROFILE_NAMES
from entelechy.models.protocol import Model

FailMode = Literal["open", "closed"]


@dataclass(frozen=True)
class ConductSettings:
    """`high_stakes` sends every verdict short of approval to the redirect ladder and, with a
    `verifier` model, cross-checks every approved reply; `verifier_failure` says what a failed
    cross-check does: release the reply ("open", the original runtime's choice) or refuse it."""

    max_redirect_attempts: int = 3
    techniques: tuple[Technique, ...] = TECHNIQUES
    high_stakes: bool = False
    verifier: Model | None = None
    verifier_failure: FailMode = "open"
    jurisdiction: str = "default"
    review_output_risk: bool = True
    """Run the risk classifier on produced text too, for the post-review."""
    crisis_resources: str | None = None
    """Where a person in distress can find help now, said in every reply to them (an
    organisation's own lines, say); None: the built-in lines for the persona's language."""

    def __post_init__(self) -> None:
        if self.max_redirect_attempts < 0:
            raise ConfigurationError("max_redirect_attempts cannot be negative.")
        if not self.techniques or any(t not in TECHNIQUES for t in self.techniques):
            raise ConfigurationError(
                "techniques must be a non-empty list of known persuasion techniques.",
                hint=f"Choose from: {', '.join(TECHNIQUES)}.",
            )
        if self.jurisdiction not in PROFILE_NAMES:
            raise ConfigurationError(
                f"unknown jurisdiction {self.jurisdiction!r}.",
                hint=f"Choose from: {', '.join(PROFILE_NAMES)}.",
            )
        if self.verifier_failure not in ("open", "closed"):
            raise ConfigurationError("verifier_failure must be 'open' or 'closed'.")
        if self.crisis_resources is not None and not self.crisis_resources.strip():
            raise ConfigurationError(
                "crisis_resources cannot be empty.",
                hint="Give the lines a person in distress can call, or None for the built-in.",
            )
