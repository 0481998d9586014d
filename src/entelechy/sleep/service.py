"""A mind's sleep as its surfaces see it: sleep and wake, the records and dreams, export and
import, and the rhythm (readiness, wake affect, limbo) — reached through `Mind.sleeping`."""

from __future__ import annotations

import json
import logging
from collections.abc import Callable
from datetime import datetime
from pathlib import Path
from typing import Any, TypeVar

from sqlalchemy import Connection, select

from entelechy.clock import format_timestamp, parse_timestamp
from entelechy.dialogue.identity import MindIdentity
from entelechy.errors import NotFoundError
from entelechy.governance.protocol import Governor
from entelechy.models.protocol import Model
from entelechy.record.ledger import NewEvent
from entelechy.record.schema import events
from entelechy.record.services import RecordServices
from entelechy.sleep import events as kinds
from entelechy.sleep import queries, transfer
from entelechy.sleep.affect import Affect
from entelechy.sleep.classifier import DreamClassifier, Thresholds
from entelechy.sleep.cycle import PhaseListener, SleepCycle, SleepReport
from entelechy.sleep.dreamfile import TriggerKind
from entelechy.sleep.phases import Induction, SleepSettings
from entelechy.sleep.queries import DreamView, PhaseView, SleepView
from entelechy.sleep.rhythm import (
    LimboState,
    Readiness,
    RhythmSettings,
    limbo_transition,
    sleep_readiness,
)
from entelechy.sleep.wake import WakeReport, wake
from entelechy.telemetry import metrics
from entelechy.telemetry.tracing import span

T = TypeVar("T")

logger = logging.getLogger(__name__)


class Sleeper:
    def __init__(
        self, services: RecordServices, mind: MindIdentity, governor: Governor, persona_id: str
    ) -> None:
        self._services = services
        self._mind = mind
        self._governor = governor
        self._persona_id = persona_id

    async def sleep(
        self,
        model: Model,
        *,
        induction: Induction | None = None,
        trigger: TriggerKind = "explicit",
        reason: str = "",
        settings: SleepSettings | None = None,
        listener: PhaseListener | None = None,
    ) -> SleepReport:
        cycle = SleepCycle(self._services, self._mind, self._governor, self._persona_id)
        with span("entelechy.sleep", {"entelechy.mind": self._mind.name}):
            report = await cycle.run(
                model,
                induction=induction,
                trigger=trigger,
                reason=reason,
                settings=settings,
                listener=listener,
            )
        metrics.slept(self._mind.name, 1)
        fields = {
            "mind": self._mind.name,
            "dreams": len(report.dreams),
            "sleep_id": report.sleep_id,
        }
        logger.info("sleep completed", extra=fields)
        return report

    async def wake(
        self, *, thresholds: Thresholds | None = None, classifier: DreamClassifier | None = None
    ) -> WakeReport:
        with span("entelechy.wake", {"entelechy.mind": self._mind.name}):
            report = await wake(
                self._services, self._mind.id, thresholds=thresholds, classifier=classifier
            )
        metrics.dreams_classified(self._mind.name, report.classes)
        return report

    async def sleeps(self, limit: int = 20) -> list[SleepView]:
        return await self._read(lambda c: queries.sleeps(c, self._mind.id, limit))

    async def record(self, sleep_id: str) -> tuple[SleepView, list[PhaseView], list[DreamView]]:
        """One sleep with its phases and dreams."""

        def read(c: Connection) -> tuple[SleepView, list[PhaseView], list[DreamView]] | None:
            view = queries.sleep(c, self._mind.id, sleep_id)
            if view is None:
                return None
            return (
                view,
                queries.phases(c, self._mind.id, sleep_id),
                queries.dreams_of(c, self._mind.id, sleep_id),
            )

        found = await self._read(read)
        if found is None:
            raise NotFoundError(
                f"mind {self._mind.name!r} has no sleep {sleep_id!r}.",
                hint="`entelechy dreams list` shows sleeps and their dreams.",
            )
        return found

    async def dreams(self, limit: int = 20) -> list[DreamView]:
        return await self._read(lambda c: queries.dreams_of(c, self._mind.id, limit=limit))

    async def dream(self, dream_id: str) -> DreamView:
        found = await self._read(lambda c: queries.dream(c, self._mind.id, dream_id))
        if found is None:
            raise NotFoundError(
                f"mind {self._mind.name!r} has no dream {dream_id!r}.",
                hint="`entelechy dreams list` shows dream ids (drm-…).",
            )
        return found

    async def export(self, directory: Path) -> list[Path]:
        """Write every completed sleep as a dream record file into `directory`."""
        found = await self._read(lambda c: transfer.records(c, self._mind, self._persona_id))
        return transfer.write_records(found, directory)

    async def import_records(self, paths: list[Path]) -> transfer.ImportReport:
        """Validate every file, then record them all as sleeps of this mind (or none)."""
        found = transfer.read_records(paths)
        return await transfer.import_records(
            self._services, self._mind, self._governor, self._persona_id, found
        )

    async def readiness(
        self, now: datetime | None = None, settings: RhythmSettings | None = None
    ) -> Readiness:
        """Whether the mind should sleep now: the governor's request, saturation, idleness."""
        moment = now or self._services.clock.now()
        pending = await self._governor.pending_inductions(self._mind.id)

        def read(c: Connection) -> tuple[str | None, int]:
            since = queries.last_window_end(c, self._mind.id)
            last = queries.last_interaction(c, self._mind.id)
            return last, queries.interaction_count(c, self._mind.id, since)

        last, count = await self._read(read)
        return sleep_readiness(
            moment,
            last_interaction=parse_timestamp(last) if last else None,
            interactions_since_sleep=count,
            governor_requested=any(t.intent.induced_by == "governor" for t in pending),
            settings=settings,
        )

    async def affect(self) -> Affect | None:
        """The affect the latest woken sleep left (decay it with `Affect.decayed`)."""
        recorded = await self._read(lambda c: queries.latest_affect(c, self._mind.id))
        return None if recorded is None else Affect.from_json(recorded)

    async def limbo(
        self, now: datetime | None = None, settings: RhythmSettings | None = None
    ) -> LimboState:
        """Move the limbo machine on from its recorded state; a change is recorded."""
        moment = now or self._services.clock.now()

        def read(c: Connection) -> tuple[str, str | None]:
            return _limbo_state(c, self._mind.id), queries.last_interaction(c, self._mind.id)

        state, last = await self._read(read)
        idle = moment - parse_timestamp(last) if last else moment - moment
        reactivated = (
            state in ("drifting", "deep-coma")
            and last is not None
            and (idle < (settings or RhythmSettings()).active)
        )
        current: LimboState = state  # type: ignore[assignment]
        following = limbo_transition(current, idle, reactivated=reactivated, settings=settings)
        if following != current:
            payload: dict[str, Any] = {
                "from": current,
                "to": following,
                "idle_seconds": round(idle.total_seconds(), 3),
                "at": format_timestamp(moment),
            }
            await self._services.recorder.record(
                self._mind.id, NewEvent(kinds.LIMBO_CHANGED, payload, actor=kinds.SLEEP_ACTOR)
            )
        return following

    async def _read(self, work: Callable[[Connection], T]) -> T:
        return await self._services.store.read(work)


def _limbo_state(connection: Connection, mind_id: str) -> str:
    row = connection.execute(
        select(events.c.payload)
        .where(events.c.mind_id == mind_id, events.c.kind == kinds.LIMBO_CHANGED)
        .order_by(events.c.seq.desc())
        .limit(1)
    ).first()
    if row is None:
        return "awake"
    return str(json.loads(row[0])["to"])
