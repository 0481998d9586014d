"""One sleep: N1 to REM, the governor's review of every dream, and the record of it all.

The cycle is recorded in two transactions. `sleep_started` goes first, so a sleep whose process
dies is visible (the next sleep marks it abandoned). Everything the phases produced — model
calls, phases, reviewed dreams, `sleep_completed` — is committed together at the end, so a sleep
is either wholly in the record or not at all. An induction ticket is consumed only after that
commit, and only if the induced sleep kept a dream; a crash between the two is settled at the
start of the next sleep, so no ticket is dreamt twice.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from entelechy.clock import format_timestamp
from entelechy.dialogue.calls import model_call
from entelechy.dialogue.events import MODEL_CALLED
from entelechy.dialogue.identity import MindIdentity
from entelechy.governance.errors import (
    GovernanceError,
    GovernorUnavailableError,
    MindTerminatedError,
)
from entelechy.governance.inductions import InductionTicket
from entelechy.governance.protocol import Gate, Governor, ReviewSession
from entelechy.governance.verdicts import BehaviorReport
from entelechy.models.protocol import Model, model_label
from entelechy.models.types import Usage
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices
from entelechy.sleep import events as kinds
from entelechy.sleep import phases as run
from entelechy.sleep import queries
from entelechy.sleep.dreamfile import TriggerKind
from entelechy.sleep.faults import checkpoint
from entelechy.sleep.night import (
    KeptDream,
    Night,
    completed_payload,
    dream_payload,
    phase_payload,
    usage_of,
)
from entelechy.sleep.parsing import ParsedDream
from entelechy.sleep.phases import Induction, PhaseResult, SleepSettings
from entelechy.telemetry.tracing import span


class SleepRefusedError(GovernanceError):
    """The governor's review of a sleep said no; nothing was dreamt."""


PhaseListener = Callable[[str, str], None]
"""Told `(phase, state)` as the cycle goes: state is running, ok, empty or failed."""
ABANDONED_REASON = "the process stopped before this sleep completed"


@dataclass(frozen=True)
class SleepReport:
    """What one sleep did: its phases, the dreams it kept, what it cost."""

    sleep_id: str
    trigger: str
    reason: str
    started_at: str
    phases: tuple[PhaseResult, ...]
    dreams: tuple[KeptDream, ...]
    rejected: int
    interactions: int
    usage: Usage
    model_call_ids: tuple[str, ...]
    induction_id: str | None
    induction_consumed: bool
    elapsed_ms: float
    user_id: str | None = None
    """Whose interactions this sleep dreamt (None: the mind's own, no one's data)."""
    sleeps: tuple[SleepReport, ...] = ()
    """Every sleep of the night, one per person, when there was more than one."""

    @classmethod
    def of_night(cls, reports: list[SleepReport]) -> SleepReport:
        """One report for a night of several sleeps (one per person): the first sleep's id,
        trigger and phases; every sleep's dreams, interactions, tokens and calls."""
        if len(reports) == 1:
            return reports[0]
        first = reports[0]
        usage = Usage()
        for report in reports:
            usage += report.usage
        inducted = next((r for r in reports if r.induction_id), None)
        return cls(
            sleep_id=first.sleep_id,
            trigger=first.trigger,
            reason=first.reason,
            started_at=first.started_at,
            phases=first.phases,
            dreams=tuple(d for r in reports for d in r.dreams),
            rejected=sum(r.rejected for r in reports),
            interactions=sum(r.interactions for r in reports),
            usage=usage,
            model_call_ids=tuple(c for r in reports for c in r.model_call_ids),
            induction_id=inducted.induction_id if inducted else None,
            induction_consumed=any(r.induction_consumed for r in reports),
            elapsed_ms=sum(r.elapsed_ms for r in reports),
            user_id=first.user_id,
            sleeps=tuple(reports),
        )

    def to_json(self) -> dict[str, Any]:
        shown = {
            "sleep_id": self.sleep_id,
            "user_id": self.user_id,
            "trigger": {"kind": self.trigger, "reason": self.reason},
            "started_at": self.started_at,
            "phases": {p.phase: {"outcome": p.outcome, "error": p.error} for p in self.phases},
            "dreams": [
                {"id": d.id, "narrative": d.narrative, "teleological_value": d.value}
                for d in self.dreams
            ],
            "dreams_rejected": self.rejected,
            "interactions_considered": self.interactions,
            "tokens": {"in": self.usage.input_tokens, "out": self.usage.output_tokens},
            "model_call_ids": list(self.model_call_ids),
            "induction_id": self.induction_id,
            "induction_consumed": self.induction_consumed,
            "elapsed_ms": round(self.elapsed_ms, 3),
        }
        if self.sleeps:
            shown["sleeps"] = [report.to_json() for report in self.sleeps]
        return shown


class SleepCycle:
    def __init__(
        self, services: RecordServices, mind: MindIdentity, governor: Governor, persona_id: str
    ) -> None:
        self._services = services
        self._mind = mind
        self._governor = governor
        self._persona_id = persona_id

    async def run(
        self,
        model: Model,
        *,
        induction: Induction | None = None,
        trigger: TriggerKind = "explicit",
        reason: str = "",
        settings: SleepSettings | None = None,
        listener: PhaseListener | None = None,
    ) -> SleepReport:
        """Sleep once: one sleep per person whose interactions the window holds, so no model
        call ever sees two people's words, and each dream belongs to the person it came from
        (a dream of no one's data, such as an induced one, is the mind's own). `induction` is
        the creator's own; without it the oldest pending ticket (if any) is dreamt."""
        chosen = settings or SleepSettings()
        tell = listener or _silent
        pending = await self.settle()
        if induction is None and pending:
            induction = _induction(pending[0])
        kind, reason = _trigger(trigger, reason, induction)
        review = self._governor.session(self._mind.id, None)
        await review.prepare()
        nights = await self._begin(review, induction, kind, reason, chosen)
        checkpoint("sleep:started")
        reports = [await self._sleep(night, review, model, chosen, tell) for night in nights]
        return SleepReport.of_night(reports)

    async def _sleep(
        self,
        night: Night,
        review: ReviewSession,
        model: Model,
        chosen: SleepSettings,
        tell: PhaseListener,
    ) -> SleepReport:
        started = time.perf_counter()
        await self._dream(night, model, chosen, tell)
        checkpoint("sleep:dreamt")
        rem = night.results[-1]
        kept, rejected = await self._review(review, night, rem.dreams)
        calls = await self._record(
            night,
            review=review,
            model=model,
            kept=kept,
            rejected=rejected,
            settings=chosen,
            started=started,
        )
        checkpoint("sleep:recorded")
        consumed = await self._consume(night, kept)
        return SleepReport(
            sleep_id=night.sleep_id,
            trigger=night.trigger,
            reason=night.reason,
            started_at=format_timestamp(night.started),
            phases=tuple(night.results),
            dreams=tuple(kept),
            rejected=rejected,
            interactions=len(night.interactions),
            usage=usage_of(night.results),
            model_call_ids=tuple(calls),
            induction_id=night.induction.ticket_id if night.induction else None,
            induction_consumed=consumed,
            elapsed_ms=(time.perf_counter() - started) * 1000,
            user_id=night.user_id,
        )

    async def settle(self) -> list[InductionTicket]:
        """Consume tickets whose sleep completed but whose consumption a crash prevented; the
        tickets still pending, oldest first."""
        pending = await self._governor.pending_inductions(self._mind.id)
        if not pending:
            return []
        done = await self._services.store.read(
            lambda c: {
                view.induction_id: view.id
                for status in ("completed", "woken")
                for view in queries.sleeps_with_status(c, self._mind.id, status)
                if view.induction_id and view.dreams
            }
        )
        for ticket in pending:
            if ticket.id in done:
                await self._governor.consume_induction(
                    self._mind.id, ticket.id, sleep_id=done[ticket.id]
                )
        return [ticket for ticket in pending if ticket.id not in done]

    async def _begin(
        self,
        review: ReviewSession,
        induction: Induction | None,
        trigger: str,
        reason: str,
        settings: SleepSettings,
    ) -> list[Night]:
        """Ask the governor (inside the transaction, where it can) whether the mind may sleep,
        then record the start of one sleep per person. A refusal is recorded without a sleep."""
        sleep_id = self._services.ids.new("slp_")
        now = self._services.clock.now()
        until = format_timestamp(now)
        asked = BehaviorReport(
            mind_id=self._mind.id,
            persona_id=self._persona_id,
            action_kind="self-reflect",
            payload={"sleep_id": sleep_id, "trigger": trigger, "reason": reason},
            stage="pre",
            subject_id=sleep_id,
        )

        def work(tx: Transaction) -> list[Night] | Gate:
            gate = review.open(tx, asked)
            if gate.status == "terminated" or (gate.verdict and gate.verdict.blocks):
                return gate
            connection = tx.connection
            for view in queries.sleeps_with_status(connection, self._mind.id, "started"):
                abandoned = {"sleep_id": view.id, "reason": ABANDONED_REASON}
                tx.append(NewEvent(kinds.SLEEP_ABANDONED, abandoned, actor=kinds.SLEEP_ACTOR))
            since = queries.last_window_end(connection, self._mind.id)
            found = queries.considered(
                connection, self._mind.id, since, until, settings.max_interactions
            )
            nights = []
            for ordinal, (user_id, group, dreamt) in enumerate(by_person(found, induction)):
                this_id = sleep_id if ordinal == 0 else self._services.ids.new("slp_")
                payload: dict[str, Any] = {
                    "sleep_id": this_id,
                    "started_at": until,
                    "trigger": {"kind": trigger, "reason": reason},
                    "nominal_seconds": settings.nominal_seconds,
                    "window": {"since": since, "until": until},
                    "induction": dreamt.to_json() if dreamt else None,
                    "user_id": user_id,
                }
                event = NewEvent(
                    kinds.SLEEP_STARTED, payload, actor=kinds.SLEEP_ACTOR, user_id=user_id
                )
                started = tx.append(event)
                nights.append(
                    Night(this_id, now, started, group, dreamt, trigger, reason, gate.verdict)
                )
                nights[-1].user_id = user_id
            return nights

        begun = await self._services.recorder.transaction(self._mind.id, work)
        if isinstance(begun, Gate):
            raise _refusal(begun)
        if begun[0].verdict is None:
            try:
                verdict = await review.review(asked)
            except GovernorUnavailableError:
                await self._abandon(begun, "the governor could not be reached")
                raise
            if verdict.blocks:
                await self._abandon(begun, "the governor did not allow this sleep")
                raise _refusal(Gate("active", verdict))
            for night in begun:
                night.verdict = verdict
        return begun

    async def _abandon(self, nights: list[Night], reason: str) -> None:
        def work(tx: Transaction) -> None:
            for night in nights:
                payload = {"sleep_id": night.sleep_id, "reason": reason}
                tx.append(self._caused(night, kinds.SLEEP_ABANDONED, payload))

        await self._services.recorder.transaction(self._mind.id, work)

    async def _dream(
        self, night: Night, model: Model, settings: SleepSettings, tell: PhaseListener
    ) -> None:
        runner = run.PhaseRunner(model, self._services.clock, self._mind.persona, settings)
        with span("entelechy.sleep.N1"):
            first = run.n1(night.interactions)
        tell("N1", first.outcome)
        fragments = first.content.get("fragments", [])
        for phase in run.NREM:
            tell(phase, "running")
        summaries = await runner.nrem(fragments)
        for result in summaries:
            tell(result.phase, result.outcome)
        said: dict[str, str] = {r.phase: r.content.get("summary", "") for r in summaries}
        tell("REM", "running")
        rem = await runner.rem(fragments, said, night.induction)
        tell("REM", rem.outcome)
        night.results = [first, *summaries, rem]

    async def _review(
        self, review: ReviewSession, night: Night, parsed: list[ParsedDream]
    ) -> tuple[list[KeptDream], int]:
        """Every dream goes before the governor as a dream write; blocked ones are not kept.
        A local governor's reviews are recorded with the dreams, in the same transaction."""
        kept: list[KeptDream] = []
        for dream in parsed:
            dream_id = self._services.ids.new("drm-")
            report = BehaviorReport(
                mind_id=self._mind.id,
                persona_id=self._persona_id,
                action_kind="dream-write",
                payload={"narrative": dream.narrative, "teleological_value": dream.value},
                subject_id=dream_id,
                annotations={"sleep": night.sleep_id},
            )
            verdict = await review.review(report)
            if not verdict.blocks:
                kept.append(
                    KeptDream(dream_id, dream.narrative, dream.value, dream.clamped, verdict)
                )
        return kept, len(parsed) - len(kept)

    async def _record(
        self,
        night: Night,
        *,
        review: ReviewSession,
        model: Model,
        kept: list[KeptDream],
        rejected: int,
        settings: SleepSettings,
        started: float,
    ) -> list[str]:
        def work(tx: Transaction) -> list[str]:
            checkpoint("sleep:recording")
            review.flush(tx)
            all_calls: list[str] = []
            for result in night.results:
                calls = self._calls(tx, night, result)
                all_calls.extend(calls)
                payload = phase_payload(night, result, kept, calls, settings)
                tx.append(self._caused(night, kinds.SLEEP_PHASE_RECORDED, payload))
            for ordinal, dream in enumerate(kept, start=1):
                tx.append(
                    self._caused(night, kinds.DREAM_RECORDED, dream_payload(night, ordinal, dream))
                )
            completed = completed_payload(
                night,
                model_label(model),
                kept=kept,
                rejected=rejected,
                settings=settings,
                elapsed_ms=(time.perf_counter() - started) * 1000,
            )
            tx.append(self._caused(night, kinds.SLEEP_COMPLETED, completed))
            return all_calls

        return await self._services.recorder.transaction(self._mind.id, work)

    def _calls(self, tx: Transaction, night: Night, result: PhaseResult) -> list[str]:
        ids = []
        for call in result.calls:
            call_id = self._services.ids.new("call_")
            payload = model_call(call_id, call.purpose, call.response, call.outcome, call.error)
            tx.append(self._caused(night, MODEL_CALLED, payload))
            ids.append(call_id)
        return ids

    def _caused(self, night: Night, kind: str, payload: dict[str, Any]) -> NewEvent:
        """An event of this sleep, belonging to the person it dreams of."""
        cause = night.started_event.id
        return NewEvent(
            kind,
            payload,
            actor=kinds.SLEEP_ACTOR,
            user_id=night.user_id,
            causation_id=cause,
            correlation_id=cause,
        )

    async def _consume(self, night: Night, kept: list[KeptDream]) -> bool:
        ticket = night.induction.ticket_id if night.induction else None
        if ticket is None or not kept:
            return False
        await self._governor.consume_induction(self._mind.id, ticket, sleep_id=night.sleep_id)
        return True


def by_person(
    found: list[run.Interaction], induction: Induction | None
) -> list[tuple[str | None, list[run.Interaction], Induction | None]]:
    """The night's sleeps: one per person with interactions in the window, in order of their
    first interaction, and the mind's own (interactions of no one, and any induction, which is
    no person's data). A night with nothing to dream of is one empty sleep of the mind's own."""
    groups: dict[str | None, list[run.Interaction]] = {}
    for interaction in found:
        groups.setdefault(interaction.user_id or None, []).append(interaction)
    if induction is not None or not groups:
        groups.setdefault(None, [])
    return [(user, group, induction if user is None else None) for user, group in groups.items()]


def _induction(ticket: InductionTicket) -> Induction:
    intent = ticket.intent
    return Induction(
        intent.scenario,
        intent.desired_learning,
        intent.induced_by,
        intent.emotional_tone,
        ticket.id,
    )


def _refusal(gate: Gate) -> GovernanceError:
    if gate.status == "terminated":
        return MindTerminatedError(
            "the mind is terminated and may not sleep.",
            hint="Only its creator can reactivate it (`entelechy governor lifecycle set active`).",
        )
    return SleepRefusedError(
        "the governor did not allow the mind to sleep now.",
        hint="`entelechy audit` shows the review; its rules decide when a mind may sleep.",
    )


def _silent(phase: str, state: str) -> None:
    """No one is watching."""


def _trigger(trigger: TriggerKind, reason: str, induction: Induction | None) -> tuple[str, str]:
    if induction is None:
        return trigger, reason
    kind = "maic-induced" if induction.induced_by == "governor" else "creator-induced"
    return kind, reason or induction.scenario
