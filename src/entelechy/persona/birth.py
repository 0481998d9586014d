"""The birth signature: what a persona is born as, fixed for its whole life."""

from __future__ import annotations

import re

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, field_validator

from entelechy.governance.axioms import AXIOM_ID_PATTERN

DEFAULT_ARCHETYPE = "steward"
DEFAULT_AXIOMS = ("ax.core.no-malice", "ax.core.truthfulness", "ax.core.dignity")


class Modifier(BaseModel):
    """A trait layered on the archetype, e.g. {kind: "element", value: "water", weight: 0.6}."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    kind: str = Field(min_length=1, max_length=40)
    value: str = Field(min_length=1, max_length=80)
    weight: float = Field(ge=0.0, le=1.0)


class Cosmology(BaseModel):
    """Optional depth: a Jungian dominant function and secondaries, and clinical colouring
    (trait → intensity in [0, 1]) that tints the manner of speaking."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    jungian_dominant: str | None = Field(
        default=None, max_length=40, validation_alias=AliasChoices("jungian_dominant", "dominant")
    )
    jungian_secondaries: tuple[str, ...] = Field(
        default=(), validation_alias=AliasChoices("jungian_secondaries", "secondaries")
    )
    clinical_colouring: dict[str, float] = Field(default_factory=dict)


class Identity(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str | None = Field(default=None, max_length=80)
    pronouns: str | None = Field(default=None, max_length=40)
    description: str | None = Field(default=None, max_length=500)


class BirthSpec(BaseModel):
    """What a caller chooses about a persona's birth; the id and time are assigned."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    archetype: str = Field(default=DEFAULT_ARCHETYPE, min_length=1, max_length=64)
    modifiers: tuple[Modifier, ...] = ()
    axiom_ids: tuple[str, ...] = DEFAULT_AXIOMS
    identity: Identity | None = None
    cosmology: Cosmology | None = None

    @field_validator("axiom_ids")
    @classmethod
    def _axiom_ids(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        for axiom in value:
            if not re.match(AXIOM_ID_PATTERN, axiom):
                raise ValueError(f"{axiom!r} is not an axiom id")
        return value


class BirthSignature(BirthSpec):
    """A recorded birth."""

    id: str
    born_at: str
