"""What the governor is asked (a behaviour report) and what it answers (a verdict)."""

from __future__ import annotations

from typing import Any, Literal, get_args

from pydantic import BaseModel, ConfigDict, Field, field_validator

from entelechy.governance.jurisdictions import PROFILE_NAMES

VerdictKind = Literal[
    "approve",
    "approve-with-warning",
    "soft-correct",
    "induce-dream",
    "require-redirect",
    "hard-refuse",
    "escalate-creator",
]
VERDICT_KINDS: tuple[VerdictKind, ...] = get_args(VerdictKind)
SEVERITY: dict[str, int] = {kind: rank for rank, kind in enumerate(VERDICT_KINDS)}
"""approve 0 < approve-with-warning 1 < … < escalate-creator 6: the most severe match wins."""

ActionKind = Literal["user-response", "tool-call", "self-reflect", "dream-write", "axiom-emerge"]
ACTION_KINDS: tuple[ActionKind, ...] = get_args(ActionKind)

Stage = Literal["pre", "post"]

NO_RULE_MATCHED = "No rule matched."


class BehaviorReport(BaseModel):
    """One action put before the governor: who acts, how, on what, and the risk perceived."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    mind_id: str = Field(min_length=1, max_length=200)
    persona_id: str | None = None
    action_kind: ActionKind
    payload: dict[str, Any] = Field(default_factory=dict)
    reasoning_trace: tuple[str, ...] = ()
    risk_tags: tuple[str, ...] = ()
    jurisdiction: str = "default"
    stage: Stage | None = None
    subject_id: str | None = None
    """The recorded thing under review (a message id, a tool call id), for auditors."""
    annotations: dict[str, str | int] = Field(default_factory=dict)
    """Facts auditors should see with the review (e.g. the redirect technique); never users."""

    @field_validator("jurisdiction")
    @classmethod
    def _known(cls, value: str) -> str:
        if value not in PROFILE_NAMES:
            raise ValueError(f"unknown jurisdiction {value!r}; known: {', '.join(PROFILE_NAMES)}")
        return value


class Verdict(BaseModel):
    """The governor's answer. Users never see it; replies carry only its kind."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: VerdictKind
    reason_summary: str
    cited_axioms: tuple[str, ...] = ()
    rules: tuple[str, ...] = ()
    audit_id: str | None = None

    @property
    def severity(self) -> int:
        return SEVERITY[self.kind]

    @property
    def blocks(self) -> bool:
        """Whether the action must not go ahead as proposed (redirect or worse)."""
        return self.severity >= SEVERITY["require-redirect"]
