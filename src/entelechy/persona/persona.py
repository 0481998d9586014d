"""A mind's persona: its birth, dispositions, operator context and body history.

The body history is the record of every model the mind has spoken through: the `mind_embodied`
events (and `embodiments` table) the reply pipeline writes on every model swap. Each entry after
the first is a reincarnation: the same persona in a new body.
"""

from __future__ import annotations

import functools
import json
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, bindparam, select

from entelechy.clock import format_timestamp
from entelechy.errors import ConfigurationError
from entelechy.governance import events as governance_events
from entelechy.governance import queries as governance_queries
from entelechy.governance.audit import millis
from entelechy.governance.axioms import Axiom
from entelechy.governance.seeds import SEED_AXIOMS
from entelechy.persona import events as kinds
from entelechy.persona.birth import BirthSignature, BirthSpec
from entelechy.persona.context import OperatorContext, opener
from entelechy.persona.dispositions import Dispositions, fragment, project
from entelechy.persona.schema import persona_births, persona_contexts
from entelechy.record.ledger import NewEvent
from entelechy.record.prepared import Prepared
from entelechy.record.recorder import Transaction
from entelechy.record.schema import embodiments
from entelechy.record.services import RecordServices


@dataclass(frozen=True)
class Embodiment:
    """One body (model) the persona has lived in, from `at` on."""

    provider: str
    model: str
    spec: str
    at: str


@dataclass(frozen=True)
class Persona:
    name: str
    birth: BirthSignature
    dispositions: Dispositions
    context: OperatorContext
    principles: tuple[str, ...] = ()
    """The statements of the primordial axioms, which the reply prompt asks it to hold to."""

    @functools.cached_property
    def fragment(self) -> str:
        return fragment(self.name, self.birth, self.dispositions)

    def opener(self) -> str:
        return opener(self.name, self.context)

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name,
            "birth": self.birth.model_dump(mode="json", exclude_none=True),
            "dispositions": self.dispositions.as_dict(),
            "fragment": self.fragment,
            "context": self.context.model_dump(mode="json", by_alias=True),
        }


async def load_persona(
    services: RecordServices, mind_id: str, name: str, spec: BirthSpec | None = None
) -> Persona:
    """The mind's persona; a mind never born yet is born now (from `spec`, or the default)."""
    state = await services.store.read(lambda c: _state(c, mind_id))
    if state.birth is None:
        state = await services.recorder.transaction(
            mind_id, lambda tx: _born(tx, services, mind_id, spec or BirthSpec())
        )
    birth = state.birth
    assert birth is not None
    principles = tuple(state.axioms[a].statement for a in birth.axiom_ids if a in state.axioms)
    return Persona(name, birth, project(birth, state.axioms), state.context, principles)


@dataclass(frozen=True)
class _State:
    birth: BirthSignature | None
    context: OperatorContext
    axioms: Mapping[str, Axiom]


def _state(connection: Connection, mind_id: str) -> _State:
    axioms = {axiom.id: axiom for axiom in SEED_AXIOMS}
    axioms.update({axiom.id: axiom for axiom in governance_queries.axioms(connection)})
    return _State(_birth(connection, mind_id), current_context(connection, mind_id), axioms)


def _birth(connection: Connection, mind_id: str) -> BirthSignature | None:
    query = select(persona_births.c.signature).where(persona_births.c.mind_id == mind_id)
    found = connection.execute(query).scalar()
    return None if found is None else birth_from(json.loads(found))


def birth_from(data: Mapping[str, Any]) -> BirthSignature:
    return BirthSignature(
        id=data["personaId"],
        born_at=data["bornAt"],
        archetype=data["archetype"],
        modifiers=data.get("modifiers", []),
        axiom_ids=data.get("axiomIds", []),
        identity=data.get("identity"),
        cosmology=data.get("cosmology"),
    )


def current_context(connection: Connection, mind_id: str) -> OperatorContext:
    """The operator context latest set for the mind (the default if none was); every reply
    reads it, so a context set in another process holds here too."""
    return context_from(_LATEST_CONTEXT.scalar(connection, {"mind_id": mind_id}))


def context_from(recorded: str | None) -> OperatorContext:
    """The operator context `LATEST_CONTEXT` read (the default when none was set)."""
    return OperatorContext() if recorded is None else OperatorContext.model_validate_json(recorded)


LATEST_CONTEXT = (
    select(persona_contexts.c.context)
    .where(persona_contexts.c.mind_id == bindparam("mind_id"))
    .order_by(persona_contexts.c.seq.desc())
    .limit(1)
)
"""The operator context latest set for a `mind_id` parameter (JSON), as recorded."""
_LATEST_CONTEXT = Prepared(LATEST_CONTEXT)


def _born(tx: Transaction, services: RecordServices, mind_id: str, spec: BirthSpec) -> _State:
    state = _state(tx.connection, mind_id)
    if state.birth is not None:
        return state
    missing = [axiom for axiom in spec.axiom_ids if axiom not in state.axioms]
    if missing:
        raise ConfigurationError(
            f"the persona's primordial axiom {missing[0]!r} does not exist.",
            hint="Use axioms listed by `entelechy governor axioms list`.",
        )
    data = {
        "personaId": services.ids.new("psn_"),
        "mindId": mind_id,
        "bornAt": millis(format_timestamp(services.clock.now())),
        "archetype": spec.archetype,
        "modifiers": [modifier.model_dump() for modifier in spec.modifiers],
        "axiomIds": list(spec.axiom_ids),
        "identity": spec.identity.model_dump(exclude_none=True) if spec.identity else None,
        "cosmology": spec.cosmology.model_dump() if spec.cosmology else None,
    }
    payload = governance_events.audit_payload(services.ids.new(), data)
    tx.append(NewEvent(kinds.PERSONA_BORN, payload, actor="system"))
    return _State(birth_from(payload["data"]), state.context, state.axioms)


async def set_context(services: RecordServices, mind_id: str, context: OperatorContext) -> None:
    payload = {"context": context.model_dump(mode="json", by_alias=True)}
    await services.recorder.record(
        mind_id, NewEvent(kinds.OPERATOR_CONTEXT_SET, payload, actor="operator")
    )


async def body_history(services: RecordServices, mind_id: str) -> list[Embodiment]:
    def read(connection: Connection) -> list[Embodiment]:
        query = (
            select(
                embodiments.c.provider, embodiments.c.model, embodiments.c.spec, embodiments.c.at
            )
            .where(embodiments.c.mind_id == mind_id)
            .order_by(embodiments.c.at, embodiments.c.id)
        )
        return [Embodiment(*row) for row in connection.execute(query)]

    return await services.store.read(read)
