"""Dream-induction tickets: a scenario the creator or the governor wants the mind to dream.

A ticket is pending until the next sleep cycle that uses it succeeds; only then is it consumed
(`Governor.consume_induction`). The oldest pending ticket goes first.
"""

from __future__ import annotations

from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field

InducedBy = Literal["governor", "creator"]
TicketStatus = Literal["pending", "consumed", "cancelled"]
SLEEP_PHASES = ("N1", "N2", "N3", "N4", "REM")


class InductionIntent(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    scenario: str = Field(min_length=1, max_length=2000)
    desired_learning: str = Field(
        min_length=1,
        max_length=2000,
        validation_alias=AliasChoices("desired_learning", "desiredLearning"),
    )
    emotional_tone: str | None = Field(
        default=None,
        max_length=200,
        validation_alias=AliasChoices("emotional_tone", "emotionalTone"),
    )
    force_phases: tuple[Literal["N1", "N2", "N3", "N4", "REM"], ...] | None = Field(
        default=None, validation_alias=AliasChoices("force_phases", "forcePhases")
    )
    induced_by: InducedBy = Field(
        default="creator", validation_alias=AliasChoices("induced_by", "inducedBy")
    )

    def record(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "desiredLearning": self.desired_learning,
            "emotionalTone": self.emotional_tone,
            "forcePhases": list(self.force_phases) if self.force_phases is not None else None,
            "inducedBy": self.induced_by,
        }


class InductionTicket(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str
    mind_id: str
    intent: InductionIntent
    status: TicketStatus
    created_at: str
    updated_at: str
    sleep_id: str | None = None
