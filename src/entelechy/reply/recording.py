"""How a turn ends on the record: the reply (or its cancellation or failure), with its reviews,
every model call and reasoning step, the body it spoke through, the episode it makes and a
person's request to be forgotten, in one transaction."""

from __future__ import annotations

import time
from collections.abc import Mapping

from entelechy.beliefs.propositions import speaker_label
from entelechy.conduct.outcome import Outcome
from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.dialogue.calls import model_call
from entelechy.dialogue.identity import MindIdentity
from entelechy.errors import EntelechyError
from entelechy.introspection.events import INTROSPECTION_SCORED
from entelechy.introspection.measurement import measured
from entelechy.memory.importance import importance_of
from entelechy.memory.records import EpisodeDraft, episode_event
from entelechy.models.protocol import model_label
from entelechy.models.secrets import scrub
from entelechy.privacy import events as privacy_kinds
from entelechy.reasoning.events import REASONING_STEP, reasoning_summary, step_payload
from entelechy.reasoning.spec import spec_label
from entelechy.reasoning.types import ModelCallRecord
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices
from entelechy.reply.generation import spoken_by
from entelechy.reply.intent import Speaker
from entelechy.reply.turn import Turn
from entelechy.reply.types import Reply, ReplyIntent

_ADMITTED = ("approve", "approve-with-warning")


class TurnRecorder:
    def __init__(self, services: RecordServices, mind: MindIdentity) -> None:
        self._services = services
        self._mind = mind

    async def reply(self, turn: Turn, outcome: Outcome) -> Reply:
        reply_id = self._services.ids.new("msg_")
        usage = turn.session.usage + outcome.usage
        fields = {
            "message_id": reply_id,
            "content": outcome.text,
            "tokens": {"in": usage.input_tokens, "out": usage.output_tokens},
            "memory_ids": [hit.id for hit in turn.remembered],
            "intent": _intent_record(turn),
            **outcome.record(),
        }
        stopped = turn.result.stopped if turn.result else None
        call_ids, recorded = await self._end(
            turn, kinds.RESPONSE_GENERATED, fields, stopped, reviewed=True, extra=outcome.calls
        )
        return Reply(
            id=reply_id,
            text=outcome.text,
            mind=self._mind.name,
            mind_id=self._mind.id,
            conversation_id=turn.conversation_id,
            in_reply_to=turn.message_id,
            model=spoken_by(turn.session, turn.model),
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

    async def failure(self, turn: Turn, error: Exception) -> None:
        reason = str(error) if isinstance(error, EntelechyError) else repr(error)
        fields = {"error": scrub(reason), "error_type": type(error).__name__}
        await self._end(turn, kinds.RESPONSE_FAILED, fields, None, reviewed=True)

    async def cancelled(self, turn: Turn) -> None:
        pending = turn.shaper.pending if turn.shaper else ""
        partial = "".join(turn.parts) + pending
        fields = {"message_id": self._services.ids.new("msg_"), "partial": partial}
        actor = kinds.user_actor(turn.user_id)
        await self._end(turn, kinds.RESPONSE_CANCELLED, fields, "cancelled", actor)

    async def _end(
        self,
        turn: Turn,
        kind: str,
        fields: Mapping[str, object],
        stopped: str | None,
        actor: str = kinds.MIND_ACTOR,
        *,
        reviewed: bool = False,
        extra: tuple[ModelCallRecord, ...] = (),
    ) -> tuple[list[str], list[StoredEvent]]:
        """Record how the turn ended, with its reviews (unless it was cancelled) and every model
        call and reasoning step it made (and `extra` calls made outside the session, such as a
        verifier's), in one transaction; the model calls' ids and every event appended."""

        def record(tx: Transaction) -> tuple[list[str], list[StoredEvent]]:
            self._embody(tx, turn)
            if reviewed:
                turn.review.flush(tx)
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
            if kind == kinds.RESPONSE_GENERATED and fields.get("kind", "ok") == "ok":
                for scored in self._scored(turn, ended):
                    tx.append(scored)
            return call_ids, list(tx.appended)

        return await self._services.recorder.transaction(self._mind.id, record)

    def _embody(self, tx: Transaction, turn: Turn) -> None:
        """A body is recorded once a model has answered through it (not when it was chosen,
        nor when it failed), and from the store, so processes sharing a mind agree."""
        if not any(call.outcome == "ok" for call in turn.session.calls):
            return
        model = turn.model
        spec = model_label(model)
        if queries.current_model(tx.connection, self._mind.id) == spec:
            return
        tx.append(
            NewEvent(
                kinds.MIND_EMBODIED,
                {
                    "embodiment_id": self._services.ids.new("emb_"),
                    "provider": model.provider,
                    "model": model.model_id,
                    "spec": spec,
                },
                actor=kinds.SYSTEM_ACTOR,
            )
        )

    def _scored(self, turn: Turn, reply: StoredEvent) -> list[NewEvent]:
        """An introspective reply's score against the records, with the model's wording it
        replaced (if it did)."""
        if turn.introspection is None:
            return []
        sent = {key: str(reply.payload[key]) for key in ("message_id", "in_reply_to", "content")}
        score_id = self._services.ids.new("scr_")
        payload = measured(score_id, sent, turn.introspection, turn.replaced)
        return [turn.caused(INTROSPECTION_SCORED, payload)]

    def _forget_request(self, turn: Turn) -> NewEvent:
        """The person asked to be forgotten: recorded for an operator to confirm."""
        request: dict[str, object] = {
            "request_id": self._services.ids.new("req_"),
            "user_id": turn.user_id,
            "message_id": turn.message_id,
        }
        return turn.caused(privacy_kinds.REDACTION_REQUESTED, request, actor=turn.received.actor)

    def _episode(self, turn: Turn, reply: StoredEvent) -> NewEvent:
        """The exchange as an episode, recorded with the reply it ends with; each line names
        its speaker as they named themselves."""
        said, answered = turn.content, str(reply.payload["content"])
        speaker = turn.speaker or Speaker(turn.user_id)
        who = speaker_label(speaker.user_id, speaker.name)
        draft = EpisodeDraft(
            episode_id=self._services.ids.new("epi_"),
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
            call_id = self._services.ids.new("call_")
            payload = model_call(call_id, call.purpose, call.response, call.outcome, call.error)
            tx.append(turn.caused(kinds.MODEL_CALLED, payload))
            call_ids.append(call_id)
        steps = [
            tx.append(turn.caused(REASONING_STEP, step_payload(step, turn.message_id))).id
            for step in turn.session.steps
        ]
        return call_ids, steps


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


def _worth_remembering(fields: Mapping[str, object]) -> bool:
    """An answered exchange, or a message that passed pre-review even though the reply itself
    was withheld afterwards: what the person said stays recallable. A request refused or
    redirected before generation is not something to recall later."""
    verdicts = fields.get("verdicts")
    pre = verdicts.get("pre") if isinstance(verdicts, Mapping) else None
    return fields.get("kind", "ok") == "ok" or pre in _ADMITTED
