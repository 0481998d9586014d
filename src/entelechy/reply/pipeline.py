"""The reply pipeline: record the message, let conduct decide, think with the model, record.

The person's message is committed before the model is called, so a crash, a kill or a model
failure never loses it; a local governor's pre-review is recorded in that same transaction. What
to say (a reply thought through with the mind's reasoning strategy, a redirect, a refusal) is
conduct's decision (`entelechy.conduct`); the reply, its model calls, its reasoning steps, its
reviews and its usage are committed together afterwards. Streaming and non-streaming replies run
this same code; cancellation and failure record what was said and thought so far.
"""

from __future__ import annotations

import asyncio
import dataclasses
import re
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, field

from entelechy.beliefs.grounding import told_by
from entelechy.beliefs.propositions import speaker_label
from entelechy.beliefs.queries import name_of
from entelechy.beliefs.service import Beliefs, Perceived
from entelechy.conduct.outcome import Outcome
from entelechy.conduct.substrate import vendor_of
from entelechy.conduct.turn import Conduct, TurnOptions, TurnReview
from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.errors import EntelechyError, NotFoundError
from entelechy.memory.importance import importance_of
from entelechy.memory.recall import RecallHit, RecallQuery
from entelechy.memory.records import EpisodeDraft, episode_event
from entelechy.memory.service import MindMemory
from entelechy.models.profiles import FULL, ModelProfile, choose_profile
from entelechy.models.protocol import Model
from entelechy.models.secrets import scrub
from entelechy.models.types import ChatMessage, ModelRequest, ModelResponse
from entelechy.privacy import events as privacy_kinds
from entelechy.reasoning import AnyStrategy, ReasoningResult, Session, Step, think
from entelechy.reasoning import passthrough as plain_reply
from entelechy.reasoning.events import REASONING_STEP, reasoning_summary, step_payload
from entelechy.reasoning.session import REPLY_PURPOSE
from entelechy.reasoning.spec import spec_label
from entelechy.reasoning.types import ModelCallRecord
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.record.recorder import Transaction
from entelechy.reply.intent import OPEN, Body, Records, ResponseIntent, Speaker, plan
from entelechy.reply.prompt import with_memories
from entelechy.reply.shaping import Shaper
from entelechy.reply.types import Reply, ReplyIntent
from entelechy.runtime import Runtime
from entelechy.text_limits import MAX_TEXT_CHARS, lone_surrogate

MAX_MESSAGE_CHARS = MAX_TEXT_CHARS
DeltaSink = Callable[[str], Awaitable[None]]


class InputError(EntelechyError):
    """The message cannot be replied to as given."""


@dataclass(frozen=True)
class ReplySettings:
    """How much history a reply sees and how long it may be."""

    history_window: int = 20
    history_chars: int = 6000
    max_output_tokens: int | None = None
    temperature: float | None = None
    recall_limit: int = 4
    """How many recalled memories the prompt may hold (0: none)."""
    recall_chars: int = 900
    """How many characters of recalled memories the prompt may hold."""
    profile: str | None = None
    """The model profile ("compact" or "full"); None: ENTELECHY_MODEL_PROFILE, else chosen from
    the model (see `entelechy.models.profiles`)."""


@dataclass(frozen=True)
class MindIdentity:
    id: str
    name: str
    persona: str


@dataclass(frozen=True)
class Incoming:
    """A message as it arrives, before anything is recorded."""

    content: str
    user_id: str
    conversation_id: str | None
    channel: str
    started: float


@dataclass
class Turn:
    """One reply in progress: whose, where, and what has been said so far."""

    user_id: str
    conversation_id: str
    received: StoredEvent
    history: list[queries.MessageView]
    started: float
    strategy: AnyStrategy
    session: Session
    parts: list[str] = field(default_factory=list)
    result: ReasoningResult | None = None
    """The reasoning result of the reply itself, once the strategy has run."""
    remembered: tuple[RecallHit, ...] = ()
    """Recalled memories put into the reply's prompt."""
    grounding: str = ""
    """The beliefs part of the response intent (see `entelechy.beliefs`)."""
    intent: ResponseIntent = OPEN
    """What the reply must say from the records (see `entelechy.reply.intent`)."""
    speaker: Speaker | None = None
    profile: ModelProfile = FULL
    rendered: str | None = None
    """Why the reply is the intent's rendering rather than the model's words, if it is."""
    model: Model | None = None
    shaper: Shaper | None = None
    """Shapes the reply as it streams; holds what was said but not yet released."""

    @property
    def message_id(self) -> str:
        return str(self.received.payload["message_id"])

    @property
    def trace(self) -> tuple[Step, ...]:
        """The reasoning steps so far, for reviewers of the reply."""
        return tuple(self.session.steps)

    def caused(
        self, kind: str, payload: dict[str, object], actor: str = kinds.MIND_ACTOR
    ) -> NewEvent:
        """An event of this turn: same user, caused by and correlated with the message."""
        return NewEvent(
            kind,
            payload,
            actor=actor,
            user_id=self.user_id,
            causation_id=self.received.id,
            correlation_id=self.received.id,
        )


class ReplyPipeline:
    def __init__(
        self,
        runtime: Runtime,
        mind: MindIdentity,
        settings: ReplySettings,
        conduct: Conduct,
        *,
        reasoning: AnyStrategy | None = None,
        memory: MindMemory | None = None,
    ) -> None:
        self._runtime = runtime
        self._memory = memory
        self._mind = mind
        self._settings = settings
        self.conduct = conduct
        self.reasoning: AnyStrategy = reasoning or plain_reply()
        self._conversations: dict[str, str] = {}
        self._fresh: set[str] = set()
        self.temperature_bias: Callable[[float | None], float | None] | None = None
        """Shifts the replies' temperature (the mind's wake affect); None leaves it as set."""
        self.beliefs = Beliefs(runtime, mind.id)

    async def run(
        self,
        text: str,
        model: Model,
        *,
        user_id: str,
        conversation_id: str | None,
        channel: str,
        on_delta: DeltaSink | None = None,
        reasoning: AnyStrategy | None = None,
        options: TurnOptions | None = None,
    ) -> Reply:
        content = validate_message(text)
        started = time.perf_counter()
        incoming = Incoming(content, user_id, conversation_id, channel, started)
        profile = choose_profile(model, self._settings.profile)
        review = self.conduct.turn(
            user_id, content, options or TurnOptions(), compact=profile.compact_prompt
        )
        await review.prepare()
        recalled = await self._recall(content, user_id)
        perceived = await self.beliefs.perceive(content, model)
        turn = await self._runtime.recorder.transaction(
            self._mind.id,
            lambda tx: self._receive(
                tx, incoming, reasoning, (review, perceived), (recalled, profile, model)
            ),
        )
        turn.remembered = _budgeted(recalled, turn.history, self._settings, profile)
        turn.model = model
        self._remember(turn)
        sink = _collect(turn, on_delta)

        async def generate(request: ModelRequest, purpose: str, stream: bool) -> ModelResponse:
            """A call of the mind's model for this reply: the reply itself is thought through
            with the turn's strategy (and streamed), or rendered from the records when the
            intent is grounded and the model too small to word it; redirects are one call."""
            if purpose != REPLY_PURPOSE:
                answered = await turn.session.direct(model, request, purpose)
                return _shaped(turn, answered)
            if turn.intent.fixed or (turn.intent.grounded and turn.profile.render_grounded):
                return await _render(turn, sink if stream else None, model, "records answer it")
            request = request.model_copy(update={"system": _grounded_system(turn, request)})
            return await _think(turn, request, model, sink if stream else None)

        request = self._request(turn, perceived.analysis.intent)
        try:
            outcome = await review.respond(request, model, generate, fallback=turn.intent.render())
        except asyncio.CancelledError:
            await asyncio.shield(self._record_cancelled(turn))
            raise
        except Exception as error:
            await self._record_failure(turn, error, review)
            raise
        return await self._record_reply(turn, outcome, model, review)

    async def _recall(self, content: str, user_id: str) -> list[RecallHit]:
        """Memories bearing on the message: this person's and the mind's own, never another's."""
        if self._memory is None or self._settings.recall_limit <= 0:
            return []
        limit = self._settings.recall_limit + self._settings.history_window
        return await self._memory.recall(RecallQuery(content, limit=limit, user_id=user_id))

    def _remember(self, turn: Turn) -> None:
        """Cache what the committed transaction established (never before it commits)."""
        self._conversations[turn.user_id] = turn.conversation_id
        self._fresh.discard(turn.user_id)

    def forget_conversation(self, user_id: str) -> None:
        """Start a new conversation for this user on the next message."""
        self._conversations.pop(user_id, None)
        self._fresh.add(user_id)

    def _receive(
        self,
        tx: Transaction,
        incoming: Incoming,
        reasoning: AnyStrategy | None,
        reviewed: tuple[TurnReview, Perceived],
        planned: tuple[list[RecallHit], ModelProfile, Model],
    ) -> Turn:
        user_id = incoming.user_id
        conversation = self._conversation(tx, user_id, incoming.conversation_id)
        received = tx.append(
            NewEvent(
                kinds.MESSAGE_RECEIVED,
                {
                    "message_id": self._runtime.ids.new("msg_"),
                    "conversation_id": conversation,
                    "content": incoming.content,
                    "channel": incoming.channel,
                },
                actor=kinds.user_actor(user_id),
                user_id=user_id,
            )
        )
        review, perceived = reviewed
        review.admit(tx, str(received.payload["message_id"]))
        grounding = self.beliefs.record(tx, received, perceived)
        history = queries.recent_messages(
            tx.connection, self._mind.id, user_id, conversation, self._settings.history_window
        )
        strategy = reasoning or self.reasoning
        session = Session(self._runtime.clock, reviewer=review)
        session.calls.extend(perceived.calls)
        turn = Turn(user_id, conversation, received, history, incoming.started, strategy, session)
        turn.grounding = grounding.text
        recalled, turn.profile, model = planned
        turn.speaker = Speaker(user_id, name_of(tx.connection, self._mind.id, user_id))
        body = Body(
            self._mind.persona,
            model.model_id,
            model.provider,
            vendor_of(model.provider, model.model_id),
        )
        records = Records(
            beliefs=grounding.beliefs,
            recalled=recalled,
            body=body,
            about=lambda subject: told_by(tx.connection, self._mind.id, subject, user_id),
        )
        turn.intent = plan(incoming.content, perceived.analysis, turn.speaker, records)
        return turn

    def _embody(self, tx: Transaction, turn: Turn, model: Model) -> None:
        """A body is recorded once a model has answered through it (not when it was chosen,
        nor when it failed), and from the store, so processes sharing a mind agree."""
        if not any(call.outcome == "ok" for call in turn.session.calls):
            return
        spec = model_label(model)
        if queries.current_model(tx.connection, self._mind.id) == spec:
            return
        tx.append(
            NewEvent(
                kinds.MIND_EMBODIED,
                {
                    "embodiment_id": self._runtime.ids.new("emb_"),
                    "provider": model.provider,
                    "model": model.model_id,
                    "spec": spec,
                },
                actor=kinds.SYSTEM_ACTOR,
            )
        )

    def _conversation(self, tx: Transaction, user_id: str, requested: str | None) -> str:
        if requested is not None:
            owner = queries.conversation_owner(tx.connection, self._mind.id, requested)
            if owner != user_id:
                raise NotFoundError(
                    f"conversation {requested!r} does not exist for this user in mind "
                    f"{self._mind.name!r}.",
                    hint="Omit the conversation id to continue the latest conversation.",
                )
            current: str | None = requested
        elif user_id in self._fresh:
            current = None
        else:
            current = self._conversations.get(user_id) or queries.latest_conversation(
                tx.connection, self._mind.id, user_id
            )
        if current is None:
            current = self._runtime.ids.new("cnv_")
            tx.append(
                NewEvent(
                    kinds.CONVERSATION_STARTED,
                    {"conversation_id": current},
                    actor=kinds.user_actor(user_id),
                    user_id=user_id,
                )
            )
        return current

    def _request(self, turn: Turn, intent: str) -> ModelRequest:
        """The reply's request (conduct puts its own system prompt in): the history window
        and the profile's decoding for a message of `intent`."""
        profile = turn.profile
        history = (
            turn.history[-profile.history_messages :] if profile.history_messages else turn.history
        )
        return ModelRequest(
            messages=tuple(_window(history, self._settings.history_chars)),
            max_output_tokens=profile.budget(intent, self._settings.max_output_tokens),
            temperature=self._temperature(profile),
            stop=profile.stop,
            repetition_penalty=profile.repetition_penalty,
        )

    def _temperature(self, profile: ModelProfile) -> float | None:
        base = self._settings.temperature
        if base is None:
            base = profile.temperature
        return base if self.temperature_bias is None else self.temperature_bias(base)

    async def _record_reply(
        self, turn: Turn, outcome: Outcome, model: Model, review: TurnReview
    ) -> Reply:
        reply_id = self._runtime.ids.new("msg_")
        usage = turn.session.usage + outcome.usage
        tokens = {"in": usage.input_tokens, "out": usage.output_tokens}
        fields = {
            "message_id": reply_id,
            "content": outcome.text,
            "tokens": tokens,
            "memory_ids": [hit.id for hit in turn.remembered],
            "intent": _intent_record(turn),
            **outcome.record(),
        }
        stopped = turn.result.stopped if turn.result else None
        call_ids, recorded = await self._record_end(
            turn, kinds.RESPONSE_GENERATED, fields, stopped, review=review, extra=outcome.calls
        )
        return Reply(
            id=reply_id,
            text=outcome.text,
            mind=self._mind.name,
            mind_id=self._mind.id,
            conversation_id=turn.conversation_id,
            in_reply_to=turn.message_id,
            model=_spoken_by(turn.session, model),
            usage=usage,
            latency_ms=(time.perf_counter() - turn.started) * 1000,
            kind=outcome.kind,
            model_call_ids=tuple(call_ids),
            event_ids=(turn.received.id, *(event.id for event in recorded)),
            reasoning=spec_label(turn.strategy),
            trace=turn.trace,
            verdicts=outcome.verdicts,
            redirect=outcome.redirect,
            audit_ids=outcome.audit_ids,
            warning=outcome.warning,
            memory_ids=tuple(hit.id for hit in turn.remembered),
            intent=ReplyIntent(turn.intent.kind, turn.rendered, turn.intent.source_ids),
        )

    async def _record_failure(self, turn: Turn, error: Exception, review: TurnReview) -> None:
        reason = str(error) if isinstance(error, EntelechyError) else repr(error)
        fields = {"error": scrub(reason), "error_type": type(error).__name__}
        await self._record_end(turn, kinds.RESPONSE_FAILED, fields, None, review=review)

    async def _record_cancelled(self, turn: Turn) -> None:
        pending = turn.shaper.pending if turn.shaper else ""
        partial = "".join(turn.parts) + pending
        fields = {"message_id": self._runtime.ids.new("msg_"), "partial": partial}
        actor = kinds.user_actor(turn.user_id)
        await self._record_end(turn, kinds.RESPONSE_CANCELLED, fields, "cancelled", actor)

    async def _record_end(
        self,
        turn: Turn,
        kind: str,
        fields: Mapping[str, object],
        stopped: str | None,
        actor: str = kinds.MIND_ACTOR,
        *,
        review: TurnReview | None = None,
        extra: tuple[ModelCallRecord, ...] = (),
    ) -> tuple[list[str], list[StoredEvent]]:
        """Record how the turn ended, with its reviews and every model call and reasoning step it
        made (and `extra` calls made outside the session, such as a verifier's), in one
        transaction; the model calls' ids and every event appended."""

        def record(tx: Transaction) -> tuple[list[str], list[StoredEvent]]:
            if turn.model is not None:
                self._embody(tx, turn, turn.model)
            if review is not None:
                review.flush(tx)
            call_ids, steps = self._append_trace(tx, turn, extra)
            payload = {
                "conversation_id": turn.conversation_id,
                "in_reply_to": turn.message_id,
                **fields,
                "model_call_ids": call_ids,
                "reasoning": reasoning_summary(spec_label(turn.strategy), steps, stopped),
            }
            ended = tx.append(turn.caused(kind, payload, actor=actor))
            if kind == kinds.RESPONSE_GENERATED and _worth_remembering(fields):
                tx.append(self._episode(turn, ended))
            if kind == kinds.RESPONSE_GENERATED and turn.intent.kind == "forget":
                tx.append(self._forget_request(turn))
            return call_ids, list(tx.appended)

        return await self._runtime.recorder.transaction(self._mind.id, record)

    def _forget_request(self, turn: Turn) -> NewEvent:
        """The person asked to be forgotten: recorded for an operator to confirm."""
        request: dict[str, object] = {
            "request_id": self._runtime.ids.new("req_"),
            "user_id": turn.user_id,
            "message_id": turn.message_id,
        }
        return turn.caused(privacy_kinds.REDACTION_REQUESTED, request, actor=turn.received.actor)

    def _episode(self, turn: Turn, reply: StoredEvent) -> NewEvent:
        """The exchange as an episode, recorded with the reply it ends with; each line names
        its speaker as they named themselves."""
        said, answered = str(turn.received.payload["content"]), str(reply.payload["content"])
        speaker = turn.speaker or Speaker(turn.user_id)
        who = speaker_label(speaker.user_id, speaker.name)
        draft = EpisodeDraft(
            episode_id=self._runtime.ids.new("epi_"),
            text=f"{who}: {said}\n{self._mind.name}: {answered}",
            occurred_at=turn.received.at,
            source="reply",
            importance=importance_of(said),
            participants=(turn.user_id, self._mind.name),
            speaker=turn.user_id,
            message_ids=(turn.message_id, str(reply.payload["message_id"])),
            conversation_id=turn.conversation_id,
            user_id=turn.user_id,
        )
        return episode_event(
            draft, kinds.MIND_ACTOR, causation_id=reply.id, correlation_id=turn.received.id
        )

    def _append_trace(
        self, tx: Transaction, turn: Turn, extra: tuple[ModelCallRecord, ...]
    ) -> tuple[list[str], list[str]]:
        """Record every model call and step of the turn's reasoning; their ids, in order."""
        call_ids = []
        for call in (*turn.session.calls, *extra):
            call_id = self._runtime.ids.new("call_")
            payload = model_call(call_id, call.purpose, call.response, call.outcome, call.error)
            tx.append(turn.caused(kinds.MODEL_CALLED, payload))
            call_ids.append(call_id)
        steps = [
            tx.append(turn.caused(REASONING_STEP, step_payload(step, turn.message_id))).id
            for step in turn.session.steps
        ]
        return call_ids, steps


def model_call(
    call_id: str, purpose: str, response: ModelResponse, outcome: str, error: str | None = None
) -> dict[str, object]:
    """The payload of a `model_called` event: what was used and what it cost, never the key."""
    return {
        "call_id": call_id,
        "purpose": purpose,
        "provider": response.provider,
        "model": response.model,
        "input_tokens": response.usage.input_tokens,
        "output_tokens": response.usage.output_tokens,
        "latency_ms": round(response.latency_ms, 3),
        "outcome": outcome,
        "finish_reason": response.finish_reason,
        "error": error,
    }


def _collect(turn: Turn, on_delta: DeltaSink | None) -> DeltaSink | None:
    """The sink a streaming reply's deltas go through: kept for the record, then passed on."""
    if on_delta is None:
        return None

    async def sink(delta: str) -> None:
        turn.parts.append(delta)
        await on_delta(delta)

    return sink


def _spoken_by(session: Session, model: Model) -> str:
    """`provider:model` of the reply's last successful call (the model's own name for itself)."""
    answered = [call.response for call in session.calls if call.outcome == "ok"]
    if not answered:
        return model_label(model)
    return f"{answered[-1].provider}:{answered[-1].model}"


def validate_message(text: str) -> str:
    if not isinstance(text, str):
        raise InputError(f"a message must be text, not {type(text).__name__}.")
    if broken := lone_surrogate(text):
        raise InputError(
            f"the message is not valid Unicode: it holds a lone surrogate (U+{ord(broken[0]):04X}) "
            f"at character {broken.start() + 1}, as bytes that are not UTF-8 become.",
            hint="Send the text as UTF-8 (check the terminal's or the file's encoding).",
        )
    if not text.strip():
        raise InputError("the message is empty.", hint="Type something to say to the mind.")
    if len(text) > MAX_MESSAGE_CHARS:
        raise InputError(
            f"the message is {len(text):,} characters long; the limit is {MAX_MESSAGE_CHARS:,}.",
            hint="Split it into several messages.",
        )
    return text


def model_label(model: Model) -> str:
    return f"{model.provider}:{model.model_id}"


def _window(history: list[queries.MessageView], budget: int) -> list[ChatMessage]:
    """The most recent messages that fit in `budget` characters (always the last one)."""
    kept: list[ChatMessage] = []
    used = 0
    for view in reversed(history):
        used += len(view.content)
        if kept and used > budget:
            break
        role = "user" if view.role == "user" else "assistant"
        kept.append(ChatMessage(role=role, content=view.content))
    return kept[::-1]


def _budgeted(
    recalled: list[RecallHit],
    history: list[queries.MessageView],
    settings: ReplySettings,
    profile: ModelProfile,
) -> tuple[RecallHit, ...]:
    """The recalled memories the prompt has room for, leaving out what the history window
    already shows."""
    shown = {view.id for view in history}
    limit = settings.recall_limit
    if profile.recall_limit is not None:
        limit = min(limit, profile.recall_limit)
    kept: list[RecallHit] = []
    used = 0
    for hit in recalled:
        if shown.intersection(hit.provenance.get("message_ids") or ()):
            continue
        used += len(hit.line())
        if used > settings.recall_chars or len(kept) >= limit:
            break
        kept.append(hit)
    return tuple(kept)


def _grounded_system(turn: Turn, request: ModelRequest) -> str | None:
    """Conduct's system prompt with what the records hold for this reply: recalled memories
    (each line naming its speaker), and for full models the beliefs and the intent's facts. A
    compact prompt gets memories only when the message is about people, so a sum is never
    answered with someone's address."""
    system = request.system
    if turn.profile.compact_prompt:
        personal = _PERSONAL.search(str(turn.received.payload["content"]))
        remembered = [hit.line() for hit in turn.remembered] if personal else []
        return with_memories(system, remembered)
    system = with_memories(system, [hit.line() for hit in turn.remembered])
    for section in (turn.grounding, turn.intent.instructions()):
        if section:
            system = f"{system}\n\n{section}"
    return system


_PERSONAL = re.compile(r"\b(?:i|me|my|mine|we|our|us)\b", re.IGNORECASE)


async def _render(turn: Turn, sink: DeltaSink | None, model: Model, reason: str) -> ModelResponse:
    """The intent said in the runtime's own words: no model call."""
    text = turn.intent.render()
    turn.rendered = reason
    turn.result = ReasoningResult(text)
    if sink is not None:
        await sink(text)
    provider, _, name = _spoken_by(turn.session, model).partition(":")
    return ModelResponse(text=text, provider=provider, model=name)


async def _think(
    turn: Turn, request: ModelRequest, model: Model, sink: DeltaSink | None
) -> ModelResponse:
    """The reply thought through with the turn's strategy, shaped as it streams (whole
    sentences, none repeated, no other speaker's turn), then checked against the intent: a
    grounded answer whose facts did not survive the wording is rendered instead."""
    shaper = Shaper.for_names(_speakers(turn))

    streamed = False

    async def shaped(delta: str) -> None:
        nonlocal streamed
        streamed = True
        released = shaper.feed(delta)
        if released and sink is not None:
            await sink(released)

    turn.shaper = shaper
    turn.session.on_delta = shaped if sink is not None else None
    result = await think(turn.strategy, request, model, turn.session)
    if not streamed:
        shaper.feed(result.text)
    tail = shaper.finish(cut=_cut(turn.session))
    if sink is not None:
        await sink(tail if streamed else shaper.text)
    text = shaper.text
    missing = turn.intent.missing(text) if turn.intent.grounded else ()
    if missing:
        dropped = ", ".join(term for fact in missing for term in fact.terms)
        turn.rendered = f"the model's wording dropped {dropped}"
        text = turn.intent.render()
    turn.result = dataclasses.replace(result, text=text)
    return _as_response(turn.result, turn.session, model)


def _shaped(turn: Turn, response: ModelResponse) -> ModelResponse:
    """A call outside the reply's strategy (a redirect) shaped like the reply itself."""
    shaper = Shaper.for_names(_speakers(turn))
    shaper.feed(response.text)
    shaper.finish(cut=response.finish_reason == "length")
    return dataclasses.replace(response, text=shaper.text)


def _speakers(turn: Turn) -> set[str]:
    """Everyone whose turn the mind must never write: the person, and whoever it recalled."""
    speaker = turn.speaker or Speaker(turn.user_id)
    names = {speaker.user_id, speaker.name or "", turn.user_id}
    return names | {str(hit.provenance.get("speaker") or "") for hit in turn.remembered}


def _cut(session: Session) -> bool:
    """Whether the reply's last call stopped at the token cap."""
    replies = [call for call in session.calls if call.purpose != "perceive"]
    return bool(replies) and replies[-1].response.finish_reason == "length"


def _intent_record(turn: Turn) -> dict[str, object]:
    """The response intent as `response_generated` records it."""
    recorded: dict[str, object] = {
        "kind": turn.intent.kind,
        "profile": turn.profile.name,
        "sources": list(turn.intent.source_ids),
    }
    if turn.rendered:
        recorded["rendered"] = turn.rendered
    return recorded


def _as_response(result: ReasoningResult, session: Session, model: Model) -> ModelResponse:
    """A strategy's answer seen as one model response, for conduct to review."""
    provider, _, name = _spoken_by(session, model).partition(":")
    return ModelResponse(text=result.text, provider=provider, model=name, usage=result.usage)


_ADMITTED = ("approve", "approve-with-warning")


def _worth_remembering(fields: Mapping[str, object]) -> bool:
    """An answered exchange, or a message that passed pre-review even though the reply itself
    was withheld afterwards: what the person said stays recallable. A request refused or
    redirected before generation is not something to recall later."""
    verdicts = fields.get("verdicts")
    pre = verdicts.get("pre") if isinstance(verdicts, Mapping) else None
    return fields.get("kind", "ok") == "ok" or pre in _ADMITTED
