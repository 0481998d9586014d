"""`Mind`: the one object surfaces and embedders talk to.

A mind is a named, persistent identity in a store. Opening it by name finds or creates it;
everything it perceives and says is recorded in its own hash chain, so closing the process and
opening the mind again continues the same conversation. `Mind` is a façade: its parts are built
and wired by the composition root (`entelechy.assembly`), and it holds none of the mind's state
itself beyond the choices of this process (the model and the reasoning strategy to use).
"""

from __future__ import annotations

import asyncio
import contextlib
import dataclasses
from collections.abc import AsyncGenerator, Awaitable, Sequence
from pathlib import Path
from typing import Unpack

from sqlalchemy import Connection

from entelechy.assembly import DEFAULT_PERSONA, MindParts, OpenOptions, assemble_mind
from entelechy.beliefs.service import Beliefs
from entelechy.dialogue import queries
from entelechy.errors import NotFoundError
from entelechy.governance.protocol import Governor
from entelechy.introspection.service import Introspection
from entelechy.memory.conversations import Conversation
from entelechy.memory.ingest import IngestReport, Progress
from entelechy.memory.recall import RecallHit, RecallQuery
from entelechy.memory.service import MindMemory
from entelechy.models.protocol import Model, model_label, prepare_model
from entelechy.models.slot import ModelChoice
from entelechy.persona import persona as personas
from entelechy.persona.context import OperatorContext
from entelechy.privacy.service import RedactionReport, Redactor
from entelechy.privacy.targets import TargetKind
from entelechy.queues import queued_until
from entelechy.reasoning import StrategyChoice, resolve_strategy
from entelechy.reasoning.queries import RecordedReply, recorded_reply
from entelechy.reasoning.spec import spec_label
from entelechy.record.mind_record import MindRecord
from entelechy.record.store import Store
from entelechy.reply.options import DEFAULT_USER, ReplyOptionFields, reply_options
from entelechy.reply.types import Reply, ReplyDelta, ReplyEvent
from entelechy.sleep.classifier import Thresholds
from entelechy.sleep.cycle import PhaseListener, SleepReport
from entelechy.sleep.dreamfile import TriggerKind
from entelechy.sleep.phases import Induction, SleepSettings
from entelechy.sleep.service import Sleeper
from entelechy.sleep.wake import WakeReport
from entelechy.synchronous import Synchronous

DEFAULT_MIND = "default"

__all__ = ["DEFAULT_MIND", "DEFAULT_PERSONA", "DEFAULT_USER", "Mind", "ModelChoice", "SyncMind"]


class Mind:
    """A persistent mind. Use `await Mind.open(...)`, or `Mind.open_sync(...)` from scripts."""

    def __init__(self, parts: MindParts) -> None:
        self._parts = parts
        self.identity = parts.identity
        self._persona = parts.conduct.persona
        self._strategy = parts.strategy

    @classmethod
    async def open(cls, name: str = DEFAULT_MIND, **options: Unpack[OpenOptions]) -> Mind:
        """Open the mind called `name`, creating it (with `persona`) if it does not exist
        (`create=False`: raise instead).

        `model` is a `Model`, a spec string such as "local" or "openai:gpt-4o", or None for
        ENTELECHY_MODEL and then auto-detection. It is resolved when first needed. `reasoning`
        is a strategy or a spec string such as "cot" (None: ENTELECHY_REASONING, else
        passthrough); see `entelechy.reasoning`. `governor` defaults to a remote one
        (ENTELECHY_GOVERNOR_URL) or a local one on the store; `risk_classifier` tags messages for
        review (None: the default classifier, ENTELECHY_RISK_CLASSIFIER); `conduct` tunes
        review; `birth` is the persona's birth signature, used if the mind has not been born
        yet. `embedder` adds dense vectors to recall (an `Embedder`, or a spec such as "minilm";
        None: ENTELECHY_EMBEDDER, else lexical recall only). `store`, `home` and `database_url`
        say where the store is (ENTELECHY_HOME, ENTELECHY_DATABASE_URL); `clock` and `seed` make
        time and ids exact; `settings` are the `ReplySettings`.
        """
        return cls(await assemble_mind(name, options))

    @classmethod
    def open_sync(cls, name: str = DEFAULT_MIND, **options: Unpack[OpenOptions]) -> SyncMind:
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
        return self._parts.services.store

    @property
    def governor(self) -> Governor:
        """The mind's governor: tool calls, sleep and dreams are reviewed through it too."""
        return self._parts.conduct.governor

    @property
    def beliefs(self) -> Beliefs:
        """What this mind believes and why: list, show, assert, evidence, wrong, forbid."""
        return self._parts.beliefs

    @property
    def record(self) -> MindRecord:
        """This mind's record as an auditor reads it: its events, the head of its chain, the
        chain verified, the projections replayed and compared (every person's words: an
        operator's view)."""
        return self._parts.record

    @property
    def memory(self) -> MindMemory:
        """What this mind remembers: recall and import, with provenance."""
        return self._parts.memory

    @property
    def introspection(self) -> Introspection:
        """What this mind can say about itself, from its records only: why a reply, memory or
        sleep is what it is, what it believed when, how it changed, what it knows of a person,
        what it is; every answer carries the ids of the records it rests on."""
        return self._parts.introspection

    async def why(self, belief_id: str, *, user_id: str | None = None) -> str:
        """Why the mind holds (or held) a belief, explained from its records only. With
        `user_id`, only a belief that person may see is explained (surfaces serving people pass
        it; operators' tools do not)."""
        return await self._parts.beliefs.why(belief_id, user_id=user_id)

    @property
    def persona(self) -> personas.Persona:
        """The persona, with the operator context as this process last read or set it (each
        reply reads the context from the store again)."""
        return self._persona

    async def set_operator_context(self, context: OperatorContext) -> None:
        """Record where and how the mind works; later replies follow it, in every process."""
        await personas.set_context(self._parts.services, self.id, context)
        self._persona = dataclasses.replace(self._persona, context=context)

    async def opener(self, user_id: str = DEFAULT_USER) -> str | None:
        """The first words for a person this mind has never spoken with, else None."""
        known = await self.store.read(lambda c: queries.latest_conversation(c, self.id, user_id))
        return None if known else self.persona.opener()

    async def body_history(self) -> list[personas.Embodiment]:
        """Every model this mind has spoken through, oldest first (each swap a reincarnation)."""
        return await personas.body_history(self._parts.services, self.id)

    @property
    def model(self) -> Model:
        """The model replies are produced with (resolved on first use)."""
        return self._parts.body.model

    @property
    def model_label(self) -> str:
        return model_label(self.model)

    async def prepare(self) -> None:
        """Do now what the first reply would otherwise wait for: resolve the model, then load it
        when it runs in this process (the embedded model's weights) and compile the risk
        grammar, side by side in worker threads. Optional: a mind that is not prepared pays
        the same once, on its first message. `entelechy chat` prepares while you type."""
        work: list[Awaitable[object]] = [prepare_model(self.model)]
        classifier = self._parts.conduct.classifier
        if classifier is not None:
            work.append(asyncio.to_thread(classifier.classify, ""))
        await asyncio.gather(*work)

    def use_model(self, model: ModelChoice) -> Model:
        """Change the body: later replies use `model`; the swap is recorded once it answers.

        The new model is resolved first: a spec that cannot be used (no API key, an unknown
        provider) raises and leaves the current model in place.
        """
        return self._parts.body.use(model)

    @property
    def reasoning(self) -> str:
        """The spec of the strategy replies are thought through with."""
        return spec_label(self._strategy)

    def use_reasoning(self, reasoning: StrategyChoice) -> None:
        """Think with `reasoning` (a strategy or a spec string) in later replies."""
        self._strategy = resolve_strategy(reasoning)

    async def respond(self, text: str, **options: Unpack[ReplyOptionFields]) -> Reply:
        """Reply to `text` from `user_id`, continuing their latest conversation by default.

        `conversation_id` picks one of theirs; `channel` says where the message came from.
        `reasoning` overrides the mind's strategy for this reply only. `risk_tags` replace the
        classifier's (an empty list skips it); `jurisdiction` overrides the mind's;
        `redirect_attempt` can raise, never lower, the recorded redirect count.
        """
        chosen = reply_options(options)
        strategy = chosen.reasoning or self._strategy
        return await self._parts.reply.run(text, self.model, strategy, chosen)

    async def stream(
        self, text: str, **options: Unpack[ReplyOptionFields]
    ) -> AsyncGenerator[ReplyEvent, None]:
        """Like `respond`, yielding `ReplyDelta`s as the model speaks and the `Reply` last.

        A plain reply streams token by token; a strategy of several calls yields its final
        answer in one piece. Closing the iterator early (or cancelling its task) stops every
        model call and records what was said and thought so far as a cancelled reply.
        """
        chosen = reply_options(options)
        strategy = chosen.reasoning or self._strategy
        model = self.model
        queue: asyncio.Queue[ReplyEvent | BaseException] = asyncio.Queue()

        async def sink(delta: str) -> None:
            if delta:  # an empty piece says nothing, and a console would print a blank line
                await queue.put(ReplyDelta(delta))

        async def produce() -> None:
            try:
                await queue.put(await self._parts.reply.run(text, model, strategy, chosen, sink))
            except Exception as error:
                await queue.put(error)

        task = asyncio.create_task(produce())
        try:
            async for item in queued_until(queue, Reply):
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
        self._parts.reply.start_afresh(user_id)

    async def start_conversation(self, user_id: str = DEFAULT_USER) -> str:
        """Start a new conversation of `user_id` now and return its id (pass it to `respond`
        as `conversation_id`)."""
        return await self._parts.reply.start_conversation(user_id)

    async def conversations(
        self, *, user_id: str | None = None, limit: int = 50
    ) -> list[queries.ConversationView]:
        """The conversations of this mind, most recent first: one person's, or with no
        `user_id` everyone's (operators' tools)."""
        return await self.store.read(
            lambda connection: queries.list_conversations(connection, self.id, user_id, limit)
        )

    async def conversation(
        self, conversation_id: str, *, user_id: str | None = None
    ) -> queries.ConversationView:
        """One conversation; with `user_id`, only if it is that person's (else not found)."""
        found = await self.store.read(
            lambda c: queries.list_conversations(c, self.id, user_id, 1, conversation_id)
        )
        if not found:
            raise NotFoundError(
                f"mind {self.name!r} has no conversation {conversation_id!r} here.",
                hint="List the conversations you may see; their ids start with cnv_.",
            )
        return found[0]

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

        return await self.store.read(read)

    async def recorded_reply(self, reply_id: str, *, user_id: str | None = None) -> RecordedReply:
        """A reply read back from the record, with its model calls and reasoning steps.

        With `user_id`, only that person's replies are found (surfaces serving people pass it;
        operators' tools do not).
        """
        found = await self.store.read(
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
        return self._parts.sleeper

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
        fading with time (see `entelechy.sleep.affect`); replies read it from the record."""
        return await self.sleeping.wake(thresholds=thresholds)

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
        return self._parts.redactor

    async def close(self) -> None:
        """Release the store, the governor opened for the mind, and the models it built."""
        await self._parts.close()

    async def __aenter__(self) -> Mind:
        return self

    async def __aexit__(self, *_: object) -> None:
        await self.close()


class SyncMind(Synchronous[Mind]):
    """A `Mind` for synchronous code: owns an event loop and runs every call on it. Every
    public member of `Mind` is here: coroutines return their result, `stream` yields its
    events, namespaces (`record`, `memory`, `beliefs`, `sleeping`, `redactions`,
    `introspection`) are synchronous too."""

    def __init__(self, name: str = DEFAULT_MIND, **options: Unpack[OpenOptions]) -> None:
        super().__init__(lambda: Mind.open(name, **options), close="close")

    @property
    def mind(self) -> Mind:
        """The asynchronous mind underneath (for code that runs on this loop)."""
        return self.target

    def __enter__(self) -> SyncMind:
        return self
