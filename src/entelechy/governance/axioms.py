"""Axioms: the principles rules cite, and the mint request a creator signs to add one."""

from __future__ import annotations

import json
from typing import Any, Literal

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError, field_validator

from entelechy.governance.errors import AxiomError
from entelechy.governance.jurisdictions import PROFILE_NAMES

AxiomRank = Literal["meta", "primary", "secondary"]
AxiomSource = Literal["creator", "derived", "emergent"]
AXIOM_ID_PATTERN = r"^ax(\.[a-z0-9][a-z0-9-]*){2,4}$"


class AxiomDraft(BaseModel):
    """What a creator signs to mint an axiom (the original runtime's mint request)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=AXIOM_ID_PATTERN, max_length=120)
    rank: AxiomRank
    statement: str = Field(min_length=1, max_length=1000)
    weight: float = Field(ge=0.0, le=1.0)
    flexibility: float = Field(ge=0.0, le=1.0)
    immutable: bool = False
    jurisdictions: tuple[str, ...] = ()

    @field_validator("jurisdictions")
    @classmethod
    def _known_jurisdictions(cls, value: tuple[str, ...]) -> tuple[str, ...]:
        unknown = [name for name in value if name not in PROFILE_NAMES]
        if unknown:
            raise ValueError(
                f"unknown jurisdiction {unknown[0]!r}; known: {', '.join(PROFILE_NAMES)}"
            )
        return value

    def signed_payload(self) -> dict[str, Any]:
        """The payload a creator signs: jurisdictions only when there are some."""
        payload = self.model_dump(exclude={"jurisdictions"})
        if self.jurisdictions:
            payload["jurisdictions"] = list(self.jurisdictions)
        return payload


class Axiom(AxiomDraft):
    """A principle held by the governor; rules cite axioms by id."""

    source: AxiomSource = "creator"
    created_at: str = Field(validation_alias=AliasChoices("created_at", "createdAt"))

    def record(self) -> dict[str, Any]:
        """The axiom as the audit and the projection store it."""
        return {
            "id": self.id,
            "rank": self.rank,
            "statement": self.statement,
            "weight": self.weight,
            "flexibility": self.flexibility,
            "source": self.source,
            "immutable": self.immutable,
            "jurisdictions": list(self.jurisdictions),
            "createdAt": self.created_at,
        }


def parse_draft(value: Any) -> AxiomDraft:
    """Validate a mint request; the error names every field that is wrong."""
    try:
        return AxiomDraft.model_validate(value)
    except ValidationError as error:
        raise AxiomError(f"the axiom is malformed: {describe(error)}.", hint=_HINT) from error


def parse_axiom(value: Any) -> Axiom:
    try:
        return Axiom.model_validate(value)
    except ValidationError as error:
        raise AxiomError(f"the axiom is malformed: {describe(error)}.", hint=_HINT) from error


def describe(error: ValidationError) -> str:
    """A pydantic error as one line per problem: `field.path: what is wrong`."""
    parts = []
    for problem in error.errors():
        where = ".".join(str(part) for part in problem["loc"]) or "(document)"
        parts.append(f"{where}: {problem['msg'].removeprefix('Value error, ')}")
    return "; ".join(parts)


def axiom_from_row(row: Any) -> Axiom:
    return Axiom(
        id=row.id,
        rank=row.rank,
        statement=row.statement,
        weight=row.weight,
        flexibility=row.flexibility,
        immutable=bool(row.immutable),
        jurisdictions=tuple(json.loads(row.jurisdictions)),
        source=row.source,
        created_at=row.created_at,
    )


_HINT = (
    "An axiom needs id (ax.<area>.<name>), rank (meta, primary or secondary), statement, "
    "weight and flexibility in [0, 1], and optionally immutable and jurisdictions."
)
