"""The composition root: where every part of a mind is built and wired, and nowhere else.

Lower packages never reach up for their collaborators; they are handed them here. The registry
of projections is assembled here too, from each package's own set, so what a store is written and
replayed with never depends on which modules a process happened to import.
"""

from __future__ import annotations

import functools
from contextlib import AsyncExitStack
from dataclasses import dataclass
from typing import TypedDict, Unpack

from entelechy.beliefs import projections as belief_projections
from entelechy.beliefs.service import Beliefs
from entelechy.clock import Clock
from entelechy.conduct import projections as conduct_projections
from entelechy.conduct.classifiers import risk_classifier
from entelechy.conduct.settings import ConductSettings
from entelechy.conduct.turn import Conduct
from entelechy.dialogue import events as kinds
from entelechy.dialogue import projections as dialogue_projections
from entelechy.dialogue import queries
from entelechy.dialogue.identity import MindIdentity, check_mind_name, no_mind_called
from entelechy.governance import projections as governance_projections
from entelechy.governance.factory import open_governor
from entelechy.governance.protocol import Governor
from entelechy.introspection import projections as introspection_projections
from entelechy.introspection.service import Introspection
from entelechy.memory import projections as memory_projections
from entelechy.memory.embedding import Embedder, resolve_embedder
from entelechy.memory.service import MindMemory
from entelechy.models.slot import ModelChoice, ModelSlot
from entelechy.perception.risk.types import RiskClassifier
from entelechy.persona import projections as persona_projections
from entelechy.persona.birth import BirthSpec
from entelechy.persona.persona import load_persona
from entelechy.privacy import projections as privacy_projections
from entelechy.privacy.service import Redactor
from entelechy.reasoning import AnyStrategy, StrategyChoice, resolve_strategy
from entelechy.reasoning import events as reasoning_events
from entelechy.record.ledger import NewEvent, serialize_writers
from entelechy.record.mind_record import MindRecord
from entelechy.record.projections import Projections
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices, StoreOptions
from entelechy.record.store import Store
from entelechy.reply.options import ReplySettings
from entelechy.reply.pipeline import ReplyPipeline
from entelechy.sleep import projections as sleep_projections
from entelechy.sleep.service import Sleeper

DEFAULT_PERSONA = "Entelechy"


@functools.cache
def projections() -> Projections:
    """Every package's projection handlers, tables and event kinds, in one registry."""
    return Projections().include(
        dialogue_projections.HANDLERS,
        memory_projections.HANDLERS,
        privacy_projections.HANDLERS,
        governance_projections.HANDLERS,
        persona_projections.HANDLERS,
        belief_projections.HANDLERS,
        conduct_projections.HANDLERS,
        sleep_projections.HANDLERS,
        reasoning_events.HANDLERS,
        introspection_projections.HANDLERS,
    )


async def open_services(**where: Unpack[StoreOptions]) -> RecordServices:
    """A store opened with every package's projections (explicit arguments win over
    ENTELECHY_* variables; see `RecordServices.open`)."""
    return await RecordServices.open(projections(), **where)


class OpenOptions(TypedDict, total=False):
    """How `Mind.open` builds a mind (see its docstring for each)."""

    model: ModelChoice
    persona: str | None
    store: Store | None
    home: str | None
    database_url: str | None
    clock: Clock | None
    seed: int | None
    create: bool
    settings: ReplySettings | None
    reasoning: StrategyChoice
    governor: Governor | None
    risk_classifier: RiskClassifier | None
    conduct: ConductSettings | None
    birth: BirthSpec | None
    embedder: Embedder | str | None


@dataclass
class MindParts:
    """Every part of one open mind, built and wired here; `close` releases what was opened for
    it (the models built from specs, its governor, its store), in reverse order."""

    services: RecordServices
    identity: MindIdentity
    record: MindRecord
    conduct: Conduct
    memory: MindMemory
    beliefs: Beliefs
    sleeper: Sleeper
    redactor: Redactor
    introspection: Introspection
    body: ModelSlot
    strategy: AnyStrategy
    reply: ReplyPipeline
    stack: AsyncExitStack

    async def close(self) -> None:
        await self.stack.aclose()


async def assemble_mind(name: str, options: OpenOptions) -> MindParts:
    """Open the store, find or create the mind called `name`, and build its parts."""
    strategy = resolve_strategy(options.get("reasoning"))
    body = ModelSlot(options.get("model"))
    async with AsyncExitStack() as stack:
        services = await open_services(
            store=options.get("store"),
            home=options.get("home"),
            database_url=options.get("database_url"),
            clock=options.get("clock"),
            seed=options.get("seed"),
        )
        stack.push_async_callback(services.close)
        identity = await find_or_create(
            services, name, options.get("persona"), create=options.get("create", True)
        )
        conduct = await _conduct(services, identity, options, stack)
        stack.push_async_callback(body.close)
        memory = MindMemory(
            services,
            identity.id,
            embedder=resolve_embedder(options.get("embedder")),
            label=identity.name,
        )
        beliefs = Beliefs(services, identity.id)
        reply = ReplyPipeline(
            services,
            identity,
            options.get("settings") or ReplySettings(),
            conduct=conduct,
            beliefs=beliefs,
            memory=memory,
        )
        return MindParts(
            services=services,
            identity=identity,
            record=MindRecord(services, identity.id),
            conduct=conduct,
            memory=memory,
            beliefs=beliefs,
            sleeper=Sleeper(services, identity, conduct.governor, conduct.persona.birth.id),
            redactor=Redactor(services, identity.id),
            introspection=Introspection(services, identity.id),
            body=body,
            strategy=strategy,
            reply=reply,
            stack=stack.pop_all(),
        )


async def _conduct(
    services: RecordServices, identity: MindIdentity, options: OpenOptions, stack: AsyncExitStack
) -> Conduct:
    """The mind under governance: its governor (opened here unless given, and then closed with
    the mind), its persona (born now if it never was) and its risk classifier."""
    governor = options.get("governor")
    if governor is None:
        governor = await open_governor(services)
        stack.push_async_callback(governor.close)
    persona = await load_persona(services, identity.id, identity.persona, options.get("birth"))
    classifier = options.get("risk_classifier") or risk_classifier()
    settings = options.get("conduct") or ConductSettings()
    return Conduct(identity.id, governor, settings, persona, classifier)


async def find_or_create(
    services: RecordServices, name: str, persona: str | None, *, create: bool
) -> MindIdentity:
    check_mind_name(name)
    row = await services.store.read(lambda connection: queries.find_mind(connection, name))
    if row is not None:
        return MindIdentity(row.id, row.name, row.persona)
    if not create:
        raise no_mind_called(name)
    mind_id = services.ids.new("mnd_")
    identity = MindIdentity(mind_id, name, persona or DEFAULT_PERSONA)

    def create_once(tx: Transaction) -> MindIdentity:
        """Two processes opening a new mind at once get the same one: the check and the
        creation are one step under the store's writer lock for the name."""
        serialize_writers(tx.connection, f"mind-name:{name}")
        created = queries.find_mind(tx.connection, name)
        if created is not None:
            return MindIdentity(created.id, created.name, created.persona)
        payload = {"name": name, "persona": identity.persona}
        tx.append(NewEvent(kinds.MIND_CREATED, payload, actor=kinds.SYSTEM_ACTOR))
        return identity

    return await services.recorder.transaction(mind_id, create_once)
