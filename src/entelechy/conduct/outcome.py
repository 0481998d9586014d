"""What conduct decided for one reply, for the pipeline to record and return."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Literal

from entelechy.governance.verdicts import Verdict
from entelechy.models.types import Usage
from entelechy.reasoning.types import ModelCallRecord, total_usage

ReplyKind = Literal["ok", "redirect", "refused"]


@dataclass(frozen=True)
class ReviewKinds:
    """The kinds of the governor's verdicts on a reply (never their reasons or citations)."""

    pre: str | None = None
    post: str | None = None


@dataclass(frozen=True)
class RedirectInfo:
    """Where a redirect stands on the ladder; the technique used is for auditors only."""

    attempt: int
    max_attempts: int


@dataclass(frozen=True)
class Outcome:
    kind: ReplyKind
    text: str
    pre: Verdict | None = None
    post: Verdict | None = None
    redirect: RedirectInfo | None = None
    redirect_attempt: int = 0
    """The person's place on the ladder after this reply (0 after an ordinary reply)."""
    calls: tuple[ModelCallRecord, ...] = ()
    """Calls conduct made itself (the verifier's); the mind's own model calls are the session's."""
    audit_ids: tuple[str, ...] = ()
    warning: str | None = None
    withheld: str | None = None
    """Text a model produced that review did not let through (kept for auditors)."""
    cleaned: dict[str, int] = field(default_factory=dict)
    redrafts: tuple[str, ...] = ()
    """Why drafts were set aside before the text given (a benign request's failed drafts, a
    redirect that delivered what was asked)."""

    @property
    def usage(self) -> Usage:
        return total_usage(self.calls)

    @property
    def verdicts(self) -> ReviewKinds:
        return ReviewKinds(
            self.pre.kind if self.pre else None, self.post.kind if self.post else None
        )

    def record(self) -> dict[str, Any]:
        """What `response_generated` adds about conduct (never axioms, rules or technique)."""
        recorded: dict[str, Any] = {
            "kind": self.kind,
            "redirect_attempt": self.redirect_attempt,
            "verdicts": {"pre": self.verdicts.pre, "post": self.verdicts.post},
            "audit_ids": list(self.audit_ids),
        }
        if self.redirect is not None:
            recorded["redirect"] = {
                "attempt": self.redirect.attempt,
                "max_attempts": self.redirect.max_attempts,
            }
        if self.warning:
            recorded["warning"] = self.warning
        if self.withheld is not None:
            recorded["withheld"] = self.withheld
        if self.redrafts:
            recorded["redrafts"] = list(self.redrafts)
        if any(self.cleaned.values()):
            recorded["cleaned"] = self.cleaned
        return recorded
