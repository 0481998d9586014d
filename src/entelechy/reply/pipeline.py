"""The reply pipeline: record the message, let conduct decide, think with the model, record.

The person's message is committed before the model is called, so a crash, a kill or a model
failure never loses it; a local governor's pre-review is recorded in that same transaction. What
to say (a reply thought through with the mind's reasoning strategy, a redirect, a refusal) is
conduct's decision (`entelechy.conduct`); the reply, its model calls, its reasoning steps, its
reviews and its usage are committed together afterwards (`recording`). Streaming and
non-streaming replies run this same code; cancellation and failure record what was said and
thought so far. Each job has its module: routing the conversation (`routing`), the prompt
(`prompting`), the words (`generation`), the record (`recording`).
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable
from dataclasses import replace
from typing import TypeVar

from entelechy.beliefs.grounding import told_by
from entelechy.beliefs.queries import name_of, someone_else_named
from entelechy.beliefs.service import Beliefs, Perceived
from entelechy.conduct.projections import withheld
from entelechy.conduct.substrate import vendor_of
from entelechy.conduct.turn import Conduct, TurnReview
from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.dialogue.identity import MindIdentity
from entelechy.introspection.questions import Asked
from entelechy.introspection.questions import answer as introspective_answer
from entelechy.memory.recall import RecallHit, RecallQuery
from entelechy.memory.service import MindMemory
from entelechy.models.profiles import ModelProfile, choose_profile
from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest, ModelResponse
from entelechy.perception.analysis import after
from entelechy.reasoning import AnyStrategy, Session
from entelechy.reasoning.session import REPLY_PURPOSE
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices
from entelechy.reply.answering import describing_self
from entelechy.reply.budget import DailyBudget
from entelechy.reply.generation import (
    DeltaSink,
    collecting,
    introspected,
    render,
    shaped,
    thought_through,
    unspent,
)
from entelechy.reply.intent import Body, Records, Speaker
from entelechy.reply.options import ReplyOptions, ReplySettings
from entelechy.reply.planning import plan, supportive
from entelechy.reply.prompting import budgeted, grounded_system, reply_request
from entelechy.reply.recording import TurnRecorder
from entelechy.reply.routing import ConversationRouter
from entelechy.reply.standing import Standing
from entelechy.reply.turn import Incoming, Turn
from entelechy.reply.types import Reply
from entelechy.reply.validation import validate_message, validate_user
from entelechy.telemetry import metrics
from entelechy.telemetry.tracing import set_attributes, set_content, span

R = TypeVar("R")
logger = logging.getLogger(__name__)


class ReplyPipeline:
    """Runs one reply through its stages. It is handed every collaborator (by the composition
    root, `entelechy.assembly`) and holds no state about the mind that another process could
    change: conversation, context and affect are read from the store at each message."""

    def __init__(
        self,
        services: RecordServices,
        mind: MindIdentity,
        settings: ReplySettings,
        *,
        conduct: Conduct,
        beliefs: Beliefs,
        memory: MindMemory,
    ) -> None:
        self._services = services
        self._mind = mind
        self._settings = settings
        self._conduct = conduct
        self._beliefs = beliefs
        self._memory = memory
        self._router = ConversationRouter(mind, services.ids)
        self._recorder = TurnRecorder(services, mind)
        self._budget = DailyBudget.configured(
            settings.daily_tokens, settings.daily_tokens_per_person
        )

    def start_afresh(self, user_id: str) -> None:
        """Start a new conversation for this person on their next message."""
        self._router.start_afresh(user_id)

    async def start_conversation(self, user_id: str) -> str:
        """Record a new conversation for this person now, and return its id: a surface that
        names conversations (the web page) gets one it can send the first message to."""
        return await self._services.recorder.transaction(
            self._mind.id, lambda tx: self._router.begin(tx, user_id)
        )

    async def run(
        self,
        text: str,
        model: Model,
        strategy: AnyStrategy,
        options: ReplyOptions,
        on_delta: DeltaSink | None = None,
    ) -> Reply:
        content = validate_message(text)
        validate_user(options.user_id)
        started = time.perf_counter()
        attributes = {"entelechy.mind": self._mind.name, "entelechy.channel": options.channel}
        with span("entelechy.reply", attributes) as current:
            set_content(current, "entelechy.message", content)
            incoming = Incoming(
                content, options.user_id, options.conversation_id, options.channel, started
            )
            reply = await self._run(incoming, model, strategy, options, on_delta)
            set_attributes(
                current,
                {
                    "entelechy.reply.kind": reply.kind,
                    "entelechy.conversation": reply.conversation_id,
                    "gen_ai.usage.input_tokens": reply.usage.input_tokens,
                    "gen_ai.usage.output_tokens": reply.usage.output_tokens,
                },
            )
            set_content(current, "entelechy.reply", reply.text)
            return reply

    async def _run(
        self,
        incoming: Incoming,
        model: Model,
        strategy: AnyStrategy,
        options: ReplyOptions,
        on_delta: DeltaSink | None,
    ) -> Reply:
        receiving = asyncio.ensure_future(self._received(incoming, model, strategy, options))
        try:
            turn, perceived = await asyncio.shield(receiving)
        except asyncio.CancelledError:
            # Stopped before the message was recorded (a first message waits for the risk
            # grammar to compile): it is recorded all the same, with the reply it never got.
            turn, _ = await receiving
            await self._stopped(turn)
            raise
        sink = collecting(turn, on_delta)

        async def generate(request: ModelRequest, purpose: str, stream: bool) -> ModelResponse:
            """A call of the mind's model for this reply: the reply itself is thought through
            with the turn's strategy (and streamed), or rendered from the records when the
            intent is grounded and the model too small to word it, or when today's token
            budget is spent; redirects are one call."""
            if turn.budget_spent is not None:
                return await unspent(turn, sink if stream else None, purpose)
            if purpose != REPLY_PURPOSE:
                return shaped(turn, await turn.session.direct(model, request, purpose))
            if turn.intent.rendered_by(turn.profile):
                return await render(turn, sink if stream else None, "records answer it")
            request = request.model_copy(update={"system": grounded_system(turn, request.system)})
            if turn.introspection is not None:
                return await introspected(turn, request, sink if stream else None)
            return await thought_through(turn, request, sink if stream else None)

        with span("entelechy.prompt"):
            request = reply_request(turn, self._settings, perceived.analysis.intent)
        try:
            outcome = await turn.review.respond(
                request,
                model,
                generate,
                fallback=turn.intent.render(),
                records="\n".join(hit.line() for hit in turn.remembered),
            )
        except asyncio.CancelledError:
            await self._stopped(turn)
            raise
        except Exception as error:
            await self._ended(turn, "failed", self._recorder.failure(turn, error))
            raise
        return await self._ended(turn, outcome.kind, self._recorder.reply(turn, outcome))

    async def _received(
        self, incoming: Incoming, model: Model, strategy: AnyStrategy, options: ReplyOptions
    ) -> tuple[Turn, Perceived]:
        """Perceive the message, recall what bears on it and record it with its pre-review:
        the turn every reply starts from."""
        content = incoming.content
        profile = choose_profile(model, self._settings.profile)
        review = self._conduct.turn(
            options.user_id, content, options.turn, compact=profile.compact_prompt
        )
        spent = await self._spent(options.user_id)
        with span("entelechy.perceive"):
            await review.prepare()
            perceived = await self._beliefs.perceive(content, None if spent else model)
        with span("entelechy.recall"):
            recalled = await self._recall(content, options.user_id)
        turn = await self._services.recorder.transaction(
            self._mind.id,
            lambda tx: self._receive(
                tx, incoming, (review, perceived), (recalled, profile, model, strategy)
            ),
        )
        self._router.committed(turn.user_id)
        turn.budget_spent = spent
        turn.remembered = budgeted(recalled, turn.history, self._settings, profile)
        return turn, perceived

    async def _stopped(self, turn: Turn) -> None:
        """Record the turn as cancelled, whatever cancels the caller meanwhile."""
        await asyncio.shield(self._ended(turn, "cancelled", self._recorder.cancelled(turn)))

    async def _ended(self, turn: Turn, kind: str, recording: Awaitable[R]) -> R:
        """Record how the turn ended (in its own span) and count it."""
        with span("entelechy.record"):
            recorded = await recording
        seconds = time.perf_counter() - turn.started
        usage = turn.session.usage
        metrics.reply_recorded(self._mind.name, kind, seconds, usage.total)
        fields = {
            "mind": self._mind.name,
            "reply_kind": kind,
            "latency_ms": round(seconds * 1000, 1),
            "input_tokens": usage.input_tokens,
            "output_tokens": usage.output_tokens,
            "budget_spent": turn.budget_spent,
        }
        logger.info("reply recorded", extra=fields)
        return recorded

    async def _recall(self, content: str, user_id: str) -> list[RecallHit]:
        """Memories bearing on the message: this person's and the mind's own, never another's."""
        if self._settings.recall_limit <= 0:
            return []
        limit = self._settings.recall_limit + self._settings.history_window
        return await self._memory.recall(RecallQuery(content, limit=limit, user_id=user_id))

    def _receive(
        self,
        tx: Transaction,
        incoming: Incoming,
        reviewed: tuple[TurnReview, Perceived],
        planned: tuple[list[RecallHit], ModelProfile, Model, AnyStrategy],
    ) -> Turn:
        """Inside the message's transaction: route it, record it and what it claims, plan what
        the reply must say from the records, and admit it to review (which knows, by then,
        whether the records answer it)."""
        user_id = incoming.user_id
        conversation = self._router.route(tx, user_id, incoming.conversation_id)
        received = tx.append(
            NewEvent(
                kinds.MESSAGE_RECEIVED,
                {
                    "message_id": self._services.ids.new("msg_"),
                    "conversation_id": conversation,
                    "content": incoming.content,
                    "channel": incoming.channel,
                },
                actor=kinds.user_actor(user_id),
                user_id=user_id,
            )
        )
        review, perceived = reviewed
        standing = Standing.read(tx.connection, self._mind.id)
        history = queries.recent_messages(
            tx.connection, self._mind.id, user_id, conversation, self._settings.history_window
        )
        *older, earlier = _said_before(history, str(received.payload["message_id"])) or [""]
        analysis = after(perceived.analysis, earlier, incoming.content, older)
        perceived = replace(perceived, analysis=analysis)
        grounding = self._beliefs.record(tx, received, perceived)
        replied = any(view.role == "assistant" for view in history)
        not_answered = (
            frozenset(withheld(tx.connection, self._mind.id, user_id, history[0].at))
            if replied
            else frozenset()
        )
        recalled, profile, model, strategy = planned
        session = Session(self._services.clock, reviewer=review)
        session.calls.extend(perceived.calls)
        turn = Turn(
            user_id,
            conversation,
            received,
            history,
            incoming.started,
            strategy,
            session,
            review,
            model,
            profile,
        )
        base = self._settings.temperature
        turn.temperature = standing.temperature(
            profile.temperature if base is None else base, self._services.clock.now()
        )
        turn.grounding = grounding.text
        turn.withheld = not_answered
        turn.speaker = Speaker(user_id, name_of(tx.connection, self._mind.id, user_id))
        body = Body(
            self._mind.persona,
            model.model_id,
            model.provider,
            vendor_of(model.provider, model.model_id),
            lambda: queries.self_records(tx.connection, self._mind.id),
        )
        turn.introspection = introspective_answer(
            tx.connection,
            self._mind.id,
            Asked(
                incoming.content,
                user_id,
                self._services.clock.now(),
                perceived.analysis.introspection,
                _last_reply(history),
                _last_reply([view for view in history if view.id in not_answered]),
            ),
        )
        records = Records(
            beliefs=grounding.known,
            recalled=recalled,
            body=body,
            about=lambda subject: told_by(tx.connection, self._mind.id, subject, user_id),
            introspection=turn.introspection,
            someone_else=lambda name: someone_else_named(
                tx.connection, self._mind.id, name, user_id
            ),
            said=lambda: queries.said_lately(
                tx.connection, self._mind.id, user_id, str(received.payload["message_id"])
            ),
        )
        turn.intent = plan(incoming.content, perceived.analysis, turn.speaker, records)
        turn.introspection = turn.introspection or describing_self(turn.intent, body)
        if turn.intent.answered:
            review.answered_from_records(turn.intent.asked)
        with span("entelechy.pre_review"):
            review.admit(tx, str(received.payload["message_id"]), standing.context)
        if review.distress is not None:
            turn.intent = supportive(review.support(), review.crisis_resources())
        return turn

    async def _spent(self, user_id: str) -> str | None:
        """Which daily token limit this message finds spent, if any (read before any model is
        asked anything about the message; no read at all without a limit)."""
        if not self._budget.limited:
            return None
        now = self._services.clock.now()
        spend = await self._services.store.read(
            lambda connection: self._budget.check(connection, self._mind.id, user_id, now)
        )
        metrics.spent_today(self._mind.name, spend.tokens)
        return spend.exhausted


def _said_before(history: list[queries.MessageView], message_id: str) -> list[str]:
    """What the person said before the message `message_id`, in this conversation, oldest
    first."""
    return [view.content for view in history if view.role == "user" and view.id != message_id]


def _last_reply(history: list[queries.MessageView]) -> str | None:
    """The mind's latest reply in the conversation ("why did you say that?" asks about it)."""
    return next((m.id for m in reversed(history) if m.role == "assistant"), None)
