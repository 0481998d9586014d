"""`Beliefs`: what a mind believes and why, for the reply pipeline, `Mind` and the surfaces.

Perceiving a message is split in two: `perceive` runs the deterministic analysis and any
budgeted model enrichment before the receive transaction (a model call never holds the write
lock), and `record` writes the observation, the perception and the beliefs inside it. Every
operator command is one transaction of its own.
"""

from __future__ import annotations

import builtins
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TypeVar, overload

from sqlalchemy import Connection

from entelechy.beliefs import corrections, explain, grounding, queries, visibility
from entelechy.beliefs import events as kinds
from entelechy.beliefs.associate import Association, associate
from entelechy.beliefs.changes import BeliefChanges, Believed, Context
from entelechy.beliefs.perceive import Perception, record_perception
from entelechy.clock import format_timestamp
from entelechy.models.protocol import Model
from entelechy.perception.analysis import Analysis, analyse
from entelechy.perception.enrich import PERCEIVE_PURPOSE, Budget, Enrichment, enrich
from entelechy.reasoning.types import ModelCallRecord
from entelechy.record.ledger import StoredEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices

OPERATOR_ACTOR = "operator"
T = TypeVar("T")


@dataclass(frozen=True)
class Perceived:
    """A message analysed (and perhaps enriched), not yet recorded."""

    analysis: Analysis
    enrichment: Enrichment
    calls: tuple[ModelCallRecord, ...] = ()


@dataclass(frozen=True)
class Grounding:
    """What perceiving a message recorded, and the beliefs part of the response intent."""

    perception: Perception
    beliefs: tuple[queries.BeliefRow, ...] = field(default=())
    """What the model is told: the beliefs bearing most on the message."""
    evidence: dict[str, list[queries.EvidenceRow]] = field(default_factory=dict)
    known: Sequence[queries.BeliefRow] = field(default=())
    """Every current belief the person may be answered from (up to `grounding.MAX_KNOWN`):
    read, inside the receive transaction, only when the reply's intent asks for them."""

    @property
    def text(self) -> str:
        return grounding.intent_text(list(self.beliefs), self.evidence)


class Deferred(Sequence[queries.BeliefRow]):
    """Rows read on first use: most messages are answered without them (a statement, an open
    question), and seeing who may see each of a person's beliefs costs a read per turn."""

    def __init__(self, read: Callable[[], builtins.list[queries.BeliefRow]]) -> None:
        self._read = read
        self._rows: builtins.list[queries.BeliefRow] | None = None

    @property
    def _loaded(self) -> builtins.list[queries.BeliefRow]:
        if self._rows is None:
            self._rows = self._read()
        return self._rows

    @overload
    def __getitem__(self, index: int) -> queries.BeliefRow: ...

    @overload
    def __getitem__(self, index: slice) -> Sequence[queries.BeliefRow]: ...

    def __getitem__(self, index: int | slice) -> queries.BeliefRow | Sequence[queries.BeliefRow]:
        return self._loaded[index]

    def __len__(self) -> int:
        return len(self._loaded)


def _distinct(rows: builtins.list[queries.BeliefRow]) -> builtins.list[queries.BeliefRow]:
    return list({row.id: row for row in rows}.values())


def _first_visible(
    tx: Transaction, ranked: builtins.list[str], user_id: str
) -> builtins.list[queries.BeliefRow]:
    """The first `grounding.MAX_BELIEFS` beliefs of `ranked` (ids) that `user_id` may see,
    read and checked a few at a time rather than all."""
    found: builtins.list[queries.BeliefRow] = []
    step = 2 * grounding.MAX_BELIEFS
    for start in range(0, len(ranked), step):
        batch = grounding.rows_by_id(tx.connection, tx.mind_id, ranked[start : start + step])
        found += visibility.visible_rows(tx.connection, tx.mind_id, batch, user_id)
        if len(found) >= grounding.MAX_BELIEFS:
            break
    return found[: grounding.MAX_BELIEFS]


class Beliefs:
    """One mind's beliefs."""

    def __init__(
        self, services: RecordServices, mind_id: str, budget: Budget | None = None
    ) -> None:
        self._services = services
        self._mind_id = mind_id
        self.budget = budget or Budget()

    async def perceive(self, text: str, model: Model | None = None) -> Perceived:
        """Analyse `text`; ask `model` for more only within the per-cycle budget."""
        analysis = analyse(text)
        enrichment = await enrich(text, analysis, model, self.budget)
        calls = tuple(
            ModelCallRecord(PERCEIVE_PURPOSE, response) for response in enrichment.responses
        )
        return Perceived(analysis, enrichment, calls)

    def record(self, tx: Transaction, received: StoredEvent, perceived: Perceived) -> Grounding:
        """Inside the receive transaction: observation, perception, beliefs, and the intent."""
        context = Context(received.actor, received.user_id, received.id, received.id)
        engine = BeliefChanges(tx, self._services.ids, context)
        perception = record_perception(engine, received, perceived.analysis, perceived.enrichment)
        speaker = received.user_id or "unknown"
        others = [b.belief.domain for b in perception.believed if b.belief.domain != speaker]
        content = str(received.payload["content"])
        about = grounding.ranked(tx.connection, tx.mind_id, speaker, content)
        others_told = [
            row
            for subject in dict.fromkeys(others)
            for row in grounding.told_by(tx.connection, tx.mind_id, subject, speaker)
        ]
        # What someone else told the mind about this person is theirs, not this person's.
        told = _first_visible(tx, about, speaker)
        told = grounding.bearing_on(content, _distinct(told + others_told))
        evidence = {}
        if perceived.analysis.introspection == "why":
            evidence = {row.id: queries.evidence_of(tx.connection, row.id) for row in told}

        def known() -> list[queries.BeliefRow]:
            every = grounding.rows_by_id(tx.connection, tx.mind_id, about)
            every.sort(key=lambda row: (row.updated_at, row.id), reverse=True)
            seen = visibility.visible_rows(tx.connection, tx.mind_id, every, speaker)
            return _distinct(seen + others_told)

        return Grounding(perception, tuple(told), evidence, Deferred(known))

    async def list(
        self,
        *,
        contested: bool = False,
        since: datetime | None = None,
        subject: str | None = None,
        limit: int = 100,
        user_id: str | None = None,
    ) -> builtins.list[queries.BeliefRow]:
        """Beliefs, most recently changed first. With `user_id`, only those that person may
        see (see `entelechy.beliefs.visibility`); the other filters do not apply then."""
        after = format_timestamp(since) if since else None

        def read(connection: Connection) -> builtins.list[queries.BeliefRow]:
            if user_id is not None:
                return visibility.visible_beliefs(connection, self._mind_id, user_id, limit)
            return queries.list_beliefs(
                connection,
                self._mind_id,
                contested=contested,
                since=after,
                subject=subject,
                limit=limit,
            )

        return await self._services.store.read(read)

    async def show(self, belief_id: str, *, user_id: str | None = None) -> explain.BeliefPage:
        """A belief with its arithmetic, evidence by family, links and version history. With
        `user_id`, as that person may see it (surfaces serving people pass it)."""

        def read(connection: Connection) -> explain.BeliefPage:
            if user_id is not None:
                return visibility.visible_page(connection, self._mind_id, belief_id, user_id)
            return explain.page(connection, self._mind_id, belief_id)

        return await self._services.store.read(read)

    async def why(self, belief_id: str, *, user_id: str | None = None) -> str:
        """Why the mind holds (or held) a belief, in words, from records only."""
        return explain.why(await self.show(belief_id, user_id=user_id))

    async def assert_belief(
        self, text: str, *, kind: str = "testimony", operator: str = "operator"
    ) -> Believed:
        """An operator states a proposition; the statement is its evidence."""
        return await self._operate(
            "assert",
            {"text": text, "kind": kind, "operator": operator},
            lambda engine, issued: corrections.assert_belief(engine, issued, text, kind),
            operator=operator,
        )

    async def add_evidence(
        self,
        belief_id: str,
        note: str,
        *,
        against: bool = False,
        strength: float = 1.0,
        operator: str = "operator",
        memories: tuple[str, ...] = (),
    ) -> queries.BeliefRow:
        """An operator's evidence for (or `against`) a belief, which is re-evaluated; it may
        cite memories (retracting one later retracts this evidence)."""
        polarity = "against" if against else "for"
        arguments = {"belief_id": belief_id, "note": note, "polarity": polarity}
        return await self._operate(
            "evidence",
            {**arguments, "strength": strength, "operator": operator, "memories": list(memories)},
            lambda engine, issued: corrections.add_evidence(
                engine,
                issued,
                belief_id,
                polarity=polarity,
                strength=strength,
                note=note,
                memories=memories,
            ),
            operator=operator,
        )

    async def wrong(self, belief_id: str, reason: str = "") -> queries.BeliefRow:
        """Mark a belief wrong: pinned rejected, history kept, outcomes counted."""
        return await self._operate(
            "wrong",
            {"belief_id": belief_id, "reason": reason},
            lambda engine, _issued: corrections.mark_wrong(engine, belief_id, reason),
        )

    async def resolve(self, belief_id: str, *, correct: bool, cause: str) -> None:
        """A prediction derived from a belief resolved: count the outcome for its sources."""

        def work(engine: BeliefChanges, _issued: corrections.Issued) -> None:
            corrections.resolve(engine, engine.get(belief_id), correct=correct, cause=cause)

        arguments = {"belief_id": belief_id, "correct": correct, "cause": cause}
        await self._operate("resolve", arguments, work, actor="mind")

    async def forbid(self, pattern: str, reason: str = "") -> str:
        """Never propose a hypothesis containing these words."""
        return await self._operate(
            "forbid",
            {"pattern": pattern, "reason": reason},
            lambda engine, _issued: corrections.forbid(engine, pattern, reason),
        )

    async def retract_memory(self, memory_id: str, reason: str) -> builtins.list[str]:
        """Retract the evidence citing a memory; the beliefs concerned are re-evaluated."""
        return await self._operate(
            "retract_memory",
            {"memory_id": memory_id, "reason": reason},
            lambda engine, _issued: corrections.retract_memory(engine, memory_id, reason),
        )

    async def associate(self, since: datetime) -> Association:
        """Run the associate process over perceptions since `since`."""
        after = format_timestamp(since)
        return await self._operate(
            "associate",
            {"since": after},
            lambda engine, issued: associate(engine, after, issued.at),
            actor="mind",
        )

    async def _operate(
        self,
        command: str,
        arguments: dict[str, object],
        work: Callable[[BeliefChanges, corrections.Issued], T],
        *,
        actor: str = OPERATOR_ACTOR,
        operator: str = "operator",
    ) -> T:
        """Record the command as an event, then run `work` caused by it, in one transaction."""
        ids = self._services.ids

        def run(tx: Transaction) -> T:
            engine = BeliefChanges(tx, ids, Context(actor))
            issued = engine.append(
                kinds.BELIEF_COMMAND, {"command": command, "arguments": arguments}
            )
            engine = BeliefChanges(tx, ids, Context(actor, None, issued.id, issued.id))
            return work(engine, corrections.Issued(operator, issued.at, issued.id))

        return await self._services.recorder.transaction(self._mind_id, run)
