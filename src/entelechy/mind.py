"""`Mind`: the one object surfaces and embedders talk to.

A mind is a named, persistent identity in a store. Opening it by name finds or creates it;
everything it perceives and says is recorded in its own hash chain, so closing the process and
opening the mind again continues the same conversation.
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncIterator, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from sqlalchemy import Connection

from entelechy.beliefs.service import Beliefs
from entelechy.clock import Clock
from entelechy.conduct.settings import ConductSettings
from entelechy.conduct.setup import govern
from entelechy.conduct.turn import Conduct, TurnOptions
from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.errors import ConfigurationError, NotFoundError
from entelechy.governance.protocol import Governor
from entelechy.memory.conversations import Conversation
from entelechy.memory.embedding import Embedder, resolve_embedder
from entelechy.memory.ingest import IngestReport, Progress
from entelechy.memory.recall import RecallHit, RecallQuery
from entelechy.memory.service import MindMemory
from entelechy.models.protocol import Model, close_model
from entelechy.models.registry import resolve_model
from entelechy.models.spec import ModelSpec
from entelechy.perception.risk.types import RiskClassifier
from entelechy.persona import persona as personas
from entelechy.persona.birth import BirthSpec
from entelechy.persona.context import OperatorContext
from entelechy.privacy.service import RedactionReport, Redactor
from entelechy.privacy.targets import TargetKind
from entelechy.queues import relay
from entelechy.reasoning import AnyStrategy, StrategyChoice, resolve_strategy
from entelechy.reasoning.queries import RecordedReply, recorded_reply
from entelechy.reasoning.spec import spec_label
from entelechy.record.engine import Store
from entelechy.record.ledger import NewEvent
from entelechy.record.replay import ReplayReport, replay_check
from entelechy.record.verify import ChainReport, verify_chain
from entelechy.reply.pipeline import MindIdentity, ReplyPipeline, ReplySettings, model_label
from entelechy.reply.types import Reply, ReplyDelta, ReplyEvent
from entelechy.runtime import Runtime
from entelechy.sleep.affect import biased_temperature
from entelechy.sleep.classifier import Thresholds
from entelechy.sleep.cycle import PhaseListener, SleepReport
from entelechy.sleep.dreamfile import TriggerKind
from entelechy.sleep.phases import Induction, SleepSettings
from entelechy.sleep.service import Sleeper
from entelechy.sleep.wake import WakeReport

DEFAULT_MIND = "default"
DEFAULT_PERSONA = "Entelechy"
DEFAULT_USER = "local"
_NAME_LIMIT = 64

ModelChoice = Model | ModelSpec | str | None


class Mind:
    """A persistent mind. Use `await Mind.open(...)`, or `Mind.open_sync(...)` from scripts."""

    def __init__(
        self,
        runtime: Runtime,
        identity: MindIdentity,
        model: ModelChoice = None,
        settings: ReplySettings | None = None,
        reasoning: StrategyChoice = None,
        *,
        conduct: Conduct,
        owns_governor: bool = False,
        embedder: Embedder | str | None = None,
    ) -> None:
        self._runtime = runtime
        self.identity = identity
        self.memory = MindMemory(runtime, identity.id, embedder=resolve_embedder(embedder))
        self._model_choice = _checked(model)
        self._model: Model | None = model if isinstance(model, Model) else None
        self._owned_models: list[Model] = []
        self._pipeline = ReplyPipeline(
            runtime,
            identity,
            settings or ReplySettings(),
            conduct,
            reasoning=resolve_strategy(reasoning),
            memory=self.memory,
        )
        self._owns_governor = owns_governor

    @classmethod
    async def open(
        cls,
        name: str = DEFAULT_MIND,
        *,
        model: ModelChoice = None,
        persona: str | None = None,
        store: Store | None = None,
        home: str | None = None,
        database_url: str | None = None,
        clock: Clock | None = None,
        seed: int | None = None,
        create: bool = True,
        settings: ReplySettings | None = None,
        reasoning: StrategyChoice = None,
        governor: Governor | None = None,
        risk_classifier: RiskClassifier | None = None,
        conduct: ConductSettings | None = None,
        birth: BirthSpec | None = None,
        embedder: Embedder | str | None = None,
    ) -> Mind:
        """Open the mind called `name`, creating it (with `persona`) if it does not exist.

        `model` is a `Model`, a spec string such as "local" or "openai:gpt-4o", or None for
        ENTELECHY_MODEL and then auto-detection. It is resolved when first needed. `reasoning`
        is a strategy or a spec string such as "cot" (None: ENTELECHY_REASONING, else
        passthrough); see `entelechy.reasoning`. `governor` defaults to a remote one
        (ENTELECHY_GOVERNOR_URL) or a local one on the store; `risk_classifier` tags messages for
        review (None: the default classifier, ENTELECHY_RISK_CLASSIFIER); `birth` is the
        persona's birth signature, used if the mind has not been born yet. `embedder` adds
        dense vectors to recall (an `Embedder`, or a spec such as "minilm"; None:
        ENTELECHY_EMBEDDER, else lexical recall only).
        """
        strategy = resolve_strategy(reasoning)
        runtime = await Runtime.open(
            store=store, home=home, database_url=database_url, clock=clock, seed=seed
        )
        try:
            identity = await _find_or_create(runtime, name, persona, create=create)
            governed, owned = await govern(
                runtime,
                identity.id,
                identity.persona,
                governor=governor,
                classifier=risk_classifier,
                settings=conduct,
                birth=birth,
            )
        except BaseException:
            await runtime.close()
            raise
        mind = cls(
            runtime,
            identity,
            model,
            settings,
            strategy,
            conduct=governed,
            owns_governor=owned,
            embedder=embedder,
        )
        try:
            await mind._feel()
        except BaseException:
            await mind.close()
            raise
        return mind

    @classmethod
    def open_sync(cls, name: str = DEFAULT_MIND, **options: Any) -> SyncMind:
        """Open a mind for synchronous code; see `SyncMind`."""
        return SyncMind(name, **options)

    @property
    def name(self) -> str:
        return self.identity.name

    @property
    def id(self) -> str:
        return self.identity.id

    @property
    def store(self) -> Store:
        return self._runtime.store

    @property
    def governor(self) -> Governor:
        """The mind's governor: tool calls, sleep and dreams are reviewed through it too."""
        return self._pipeline.conduct.governor

    @property
    def beliefs(self) -> Beliefs:
        """What this mind believes and why: list, show, assert, evidence, wrong, forbid."""
        return self._pipeline.beliefs

    async def why(self, belief_id: str) -> str:
        """Why the mind holds (or held) a belief, explained from its records only."""
        return await self._pipeline.beliefs.why(belief_id)

    @property
    def persona(self) -> personas.Persona:
        return self._pipeline.conduct.persona

    async def set_operator_context(self, context: OperatorContext) -> None:
        """Record where and how the mind works; later replies follow it."""
        await personas.set_context(self._runtime, self.id, context)
        conduct = self._pipeline.conduct
        conduct.persona = dataclasses.replace(conduct.persona, context=context)

    async def opener(self, user_id: str = DEFAULT_USER) -> str | None:
        """The first words for a person this mind has never spoken with, else None."""
        known = await self._runtime.store.read(
            lambda c: queries.latest_conversation(c, self.id, user_id)
        )
        return None if known else self.persona.opener()

    async def body_history(self) -> list[personas.Embodiment]:
        """Every model this mind has spoken through, oldest first (each swap a reincarnation)."""
        return await personas.body_history(self._runtime, self.id)

    @property
    def model(self) -> Model:
        """The model replies are produced with (resolved on first use)."""
        if self._model is None:
            choice = self._model_choice
            self._model = resolve_model(choice if not isinstance(choice, Model) else None)
            self._owned_models.append(self._model)
        return self._model

    @property
    def model_label(self) -> str:
        return model_label(self.model)

    def use_model(self, model: ModelChoice) -> Model:
        """Change the body: later replies use `model`; the swap is recorded once it answers.

        The new model is resolved first: a spec that cannot be used (no API key, an unknown
        provider) raises and leaves the current model in place.
        """
        choice = _checked(model)
        if isinstance(choice, Model):
            resolved = choice
        else:
            resolved = resolve_model(choice)
            self._owned_models.append(resolved)
        self._model_choice, self._model = choice, resolved
        return resolved

    @property
    def reasoning(self) -> str:
        """The spec of the strategy replies are thought through with."""
        return spec_label(self._pipeline.reasoning)

    def use_reasoning(self, reasoning: StrategyChoice) -> None:
        """Think with `reasoning` (a strategy or a spec string) in later replies."""
        self._pipeline.reasoning = resolve_strategy(reasoning)

    async def respond(
        self,
        text: str,
        *,
        user_id: str = DEFAULT_USER,
        conversation_id: str | None = None,
        channel: str = "sdk",
        reasoning: StrategyChoice = None,
        risk_tags: list[str] | tuple[str, ...] | None = None,
        jurisdiction: str | None = None,
        redirect_attempt: int | None = None,
    ) -> Reply:
        """Reply to `text` from `user_id`, continuing their latest conversation by default.

        `reasoning` overrides the mind's strategy for this reply only. `risk_tags` replace the
        classifier's (an empty list skips it); `jurisdiction` overrides the mind's;
        `redirect_attempt` can raise, never lower, the recorded redirect count.
        """
        return await self._pipeline.run(
            text,
            self.model,
            user_id=user_id,
            conversation_id=conversation_id,
            channel=channel,
            reasoning=_strategy(reasoning),
            options=_options(risk_tags, jurisdiction, redirect_attempt),
        )

    async def stream(
        self,
        text: str,
        *,
        user_id: str = DEFAULT_USER,
        conversation_id: str | None = None,
        channel: str = "sdk",
        reasoning: StrategyChoice = None,
        risk_tags: list[str] | tuple[str, ...] | None = None,
        jurisdiction: str | None = None,
        redirect_attempt: int | None = None,
    ) -> AsyncIterator[ReplyEvent]:
        """Like `respond`, yielding `ReplyDelta`s as the model speaks and the `Reply` last.

        A plain reply streams token by token; a strategy of several calls yields its final
        answer in one piece. Closing the iterator early (or cancelling its task) stops every
        model call and records what was said and thought so far as a cancelled reply.
        """
        strategy = _strategy(reasoning)
        options = _options(risk_tags, jurisdiction, redirect_attempt)
        queue: asyncio.Queue[ReplyEvent | BaseException] = asyncio.Queue()

        async def sink(delta: str) -> None:
            await queue.put(ReplyDelta(delta))

        async def produce() -> None:
            try:
                reply = await self._pipeline.run(
                    text,
                    self.model,
                    user_id=user_id,
                    conversation_id=conversation_id,
                    channel=channel,
                    on_delta=sink,
                    reasoning=strategy,
                    options=options,
                )
                await queue.put(reply)
            except Exception as error:
                await queue.put(error)

        task = asyncio.create_task(produce())
        try:
            async for item in relay(queue, Reply):
                yield item
        finally:
            if not task.done():
                task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await task

    async def recall(
        self,
        query: str,
        limit: int = 10,
        classes: Sequence[str] | None = None,
        since: str | None = None,
        until: str | None = None,
        *,
        user_id: str | None = None,
    ) -> list[RecallHit]:
        """What the mind remembers about `query`, best first, each hit with its provenance.

        `classes` picks among "episode", "lasting-identity", "temporary-emotion" and
        "traumatic" (None: all but traumatic); `since`/`until` are ISO-8601 UTC bounds;
        `user_id` keeps to that person's memories and the mind's own.
        """
        chosen = tuple(classes) if classes is not None else None
        return await self.memory.recall(RecallQuery(query, limit, chosen, since, until, user_id))

    async def ingest(
        self,
        source: Path | str | Sequence[Conversation],
        *,
        user_id: str | None = None,
        on_progress: Progress | None = None,
    ) -> IngestReport:
        """Import past conversations (a file path, or parsed conversations) as episodes.

        Re-importing adds nothing: each turn is known by its id (or a digest of it).
        """
        chosen = Path(source) if isinstance(source, str) else source
        return await self.memory.ingest(chosen, user_id=user_id, on_progress=on_progress)

    def new_conversation(self, user_id: str = DEFAULT_USER) -> None:
        """The next message from `user_id` starts a new conversation."""
        self._pipeline.forget_conversation(user_id)

    async def history(
        self,
        *,
        user_id: str = DEFAULT_USER,
        conversation_id: str | None = None,
        limit: int = 50,
    ) -> list[queries.MessageView]:
        """The last `limit` messages of a conversation (the latest one by default)."""

        def read(connection: Connection) -> list[queries.MessageView]:
            chosen = conversation_id or queries.latest_conversation(connection, self.id, user_id)
            if chosen is None:
                return []
            return queries.recent_messages(
                connection, self.id, user_id, chosen, limit, include_cancelled=True
            )

        return await self._runtime.store.read(read)

    async def recorded_reply(self, reply_id: str, *, user_id: str | None = None) -> RecordedReply:
        """A reply read back from the record, with its model calls and reasoning steps.

        With `user_id`, only that person's replies are found (surfaces serving people pass it;
        operators' tools do not).
        """
        found = await self._runtime.store.read(
            lambda connection: recorded_reply(connection, self.id, reply_id, user_id)
        )
        if found is None:
            raise NotFoundError(
                f"mind {self.name!r} has no reply {reply_id!r}.",
                hint="Reply ids start with msg_; `entelechy ask --json` prints them.",
            )
        return found

    @property
    def sleeping(self) -> Sleeper:
        """The mind's sleep: records and dreams, export and import, readiness, wake affect."""
        persona_id = self.persona.birth.id
        return Sleeper(self._runtime, self.identity, self.governor, persona_id)

    async def sleep(
        self,
        *,
        induce: str | None = None,
        learning: str | None = None,
        tone: str | None = None,
        trigger: TriggerKind = "explicit",
        reason: str = "",
        settings: SleepSettings | None = None,
        on_phase: PhaseListener | None = None,
    ) -> SleepReport:
        """Sleep once (N1–N4, REM) on the mind's model; the governor must allow it.

        `induce` (a scenario) and `learning` make it a dream the creator induces; otherwise the
        oldest pending induction ticket, if any, is dreamt. Call `wake` to turn dreams into
        memories.
        """
        induction = None
        if induce is not None:
            induction = Induction(induce, learning or induce, "creator", tone)
        return await self.sleeping.sleep(
            self.model,
            induction=induction,
            trigger=trigger,
            reason=reason,
            settings=settings,
            listener=on_phase,
        )

    async def wake(self, *, thresholds: Thresholds | None = None) -> WakeReport:
        """Classify the dreams of every completed sleep and consolidate those worth keeping.

        The affect the night leaves colours the sampling temperature of the replies that follow,
        fading with time (see `entelechy.sleep.affect`)."""
        report = await self.sleeping.wake(thresholds=thresholds)
        await self._feel()
        return report

    async def _feel(self) -> None:
        """Take up the affect of the latest wake, as the bias of reply temperatures."""
        affect = await self.sleeping.affect()
        clock = self._runtime.clock
        self._pipeline.temperature_bias = (
            None if affect is None else lambda base: biased_temperature(base, affect, clock.now())
        )

    async def redact(
        self,
        kind: TargetKind,
        target: str,
        *,
        reason: str,
        operator: str = "operator",
        dry_run: bool = False,
    ) -> RedactionReport:
        """Make a target's content irrecoverable, audited: `kind` is event, message, memory,
        belief, model-call or user (everything of one person). Content becomes a marker; ids,
        links, times and scores stay; the chain still verifies. See docs/privacy.md."""
        return await self.redactions.redact(
            kind, target, reason=reason, operator=operator, dry_run=dry_run
        )

    @property
    def redactions(self) -> Redactor:
        """Audited forgetting: redact, and the people's requests to be forgotten."""
        return Redactor(self._runtime, self.id)

    async def verify(self) -> ChainReport:
        """Re-derive every hash of this mind's chain."""
        return await self._runtime.store.read(lambda connection: verify_chain(connection, self.id))

    async def replay_check(self) -> ReplayReport:
        """Rebuild this mind's projections from its ledger and compare them with the live ones."""
        return await replay_check(self._runtime.store, self._runtime.projections, self.id)

    async def close(self) -> None:
        """Release the store and the connections of models this mind built from specs."""
        for model in self._owned_models:
            await close_model(model)
        if self._owns_governor:
            await self._pipeline.conduct.governor.close()
        await self._runtime.close()

    async def __aenter__(self) -> Mind:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()


def _strategy(choice: StrategyChoice) -> AnyStrategy | None:
    """A per-reply strategy; None keeps the mind's own."""
    return None if choice is None else resolve_strategy(choice)


def _checked(model: ModelChoice) -> ModelChoice:
    if model is None or isinstance(model, str | ModelSpec | Model):
        return model
    raise ConfigurationError(
        f"{type(model).__name__} is not a model.",
        hint="Pass a spec string such as 'local', a ModelSpec, or an object with async "
        "generate() and stream() and provider, model_id and capabilities attributes.",
    )


async def _find_or_create(
    runtime: Runtime, name: str, persona: str | None, *, create: bool
) -> MindIdentity:
    _check_name(name)
    row = await runtime.store.read(lambda connection: queries.find_mind(connection, name))
    if row is not None:
        return MindIdentity(row.id, row.name, row.persona)
    if not create:
        raise NotFoundError(
            f"there is no mind called {name!r} in this store.",
            hint="List minds with `entelechy minds list`, or create one with "
            "`entelechy minds create NAME`.",
        )
    mind_id = runtime.ids.new("mnd_")
    identity = MindIdentity(mind_id, name, persona or DEFAULT_PERSONA)
    await runtime.recorder.record(
        mind_id,
        NewEvent(
            kinds.MIND_CREATED,
            {"name": name, "persona": identity.persona},
            actor=kinds.SYSTEM_ACTOR,
        ),
    )
    return identity


def _check_name(name: str) -> None:
    if not name or len(name) > _NAME_LIMIT or not name.replace("-", "").replace("_", "").isalnum():
        raise ConfigurationError(
            f"{name!r} is not a valid mind name.",
            hint=f"Use up to {_NAME_LIMIT} letters, digits, '-' or '_'.",
        )


@dataclass
class _SyncState:
    runner: asyncio.Runner
    mind: Mind


class SyncMind:
    """A `Mind` for synchronous code: owns an event loop and runs each call on it."""

    def __init__(self, name: str = DEFAULT_MIND, **options: Any) -> None:
        runner = asyncio.Runner()
        try:
            mind = runner.run(Mind.open(name, **options))
        except BaseException:
            runner.close()
            raise
        self._state = _SyncState(runner, mind)

    @property
    def mind(self) -> Mind:
        return self._state.mind

    def respond(self, text: str, **options: Any) -> Reply:
        return self._state.runner.run(self._state.mind.respond(text, **options))

    def history(self, **options: Any) -> list[queries.MessageView]:
        return self._state.runner.run(self._state.mind.history(**options))

    def recall(self, query: str, **options: Any) -> list[RecallHit]:
        return self._state.runner.run(self._state.mind.recall(query, **options))

    def ingest(self, source: Path | str | Sequence[Conversation], **options: Any) -> IngestReport:
        return self._state.runner.run(self._state.mind.ingest(source, **options))

    def verify(self) -> ChainReport:
        return self._state.runner.run(self._state.mind.verify())

    def redact(self, kind: TargetKind, target: str, **options: Any) -> RedactionReport:
        return self._state.runner.run(self._state.mind.redact(kind, target, **options))

    def close(self) -> None:
        self._state.runner.run(self._state.mind.close())
        self._state.runner.close()

    def __enter__(self) -> SyncMind:
        return self

    def __exit__(self, *_: object) -> None:
        self.close()


def _options(
    risk_tags: list[str] | tuple[str, ...] | None,
    jurisdiction: str | None,
    redirect_attempt: int | None,
) -> TurnOptions:
    tags = tuple(risk_tags) if risk_tags is not None else None
    return TurnOptions(tags, jurisdiction, redirect_attempt)
