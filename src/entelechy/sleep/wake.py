"""Waking: each dream of a completed sleep is classified and, unless it is noise, consolidated.

Every sleep waiting is woken in one transaction: every dream's class, the memories it becomes
and the `sleep_woken` marks are committed together, and the sleeps waiting are read inside that
transaction, so nobody can wake them first. Killing the process at any point therefore leaves
either the whole wake or none of it, and running wake again finishes the job without duplicating
a memory. Memory ids are derived from dream ids, so even a second writer could not add the same
memory twice.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from entelechy.clock import format_timestamp
from entelechy.memory.events import MEMORY_CONSOLIDATED
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices
from entelechy.sleep import events as kinds
from entelechy.sleep import queries
from entelechy.sleep.affect import Affect, wake_affect
from entelechy.sleep.classifier import DreamClassifier, Thresholds, classify_dream
from entelechy.sleep.faults import checkpoint
from entelechy.sleep.queries import DreamView, SleepView


@dataclass
class WakeReport:
    """What waking made of the dreams of every sleep it woke."""

    sleeps: list[str] = field(default_factory=list)
    consolidated: int = 0
    noise: int = 0
    traumatic: int = 0
    memory_ids: list[str] = field(default_factory=list)
    affect: Affect | None = None
    classes: dict[str, int] = field(default_factory=dict)
    """How many dreams of each class waking classified (for metrics)."""

    def to_json(self) -> dict[str, Any]:
        return {
            "sleeps": self.sleeps,
            "consolidated": self.consolidated,
            "noise": self.noise,
            "traumatic": self.traumatic,
            "memory_ids": self.memory_ids,
            "affect": self.affect.to_json() if self.affect else None,
        }


def memory_id_for(dream_id: str) -> str:
    """The one memory a dream can become."""
    return "mem_" + dream_id.removeprefix("drm-")


async def wake(
    services: RecordServices,
    mind_id: str,
    *,
    thresholds: Thresholds | None = None,
    classifier: DreamClassifier | None = None,
) -> WakeReport:
    """Consolidate every completed sleep not yet woken, oldest first."""
    limits = thresholds or Thresholds()

    def classify(narrative: str, value: float) -> Any:
        if classifier is not None:
            return classifier(narrative, value)
        return classify_dream(narrative, value, limits)

    def work(tx: Transaction) -> WakeReport:
        report = WakeReport()
        for view in queries.sleeps_with_status(tx.connection, mind_id, "completed"):
            _wake_one(tx, services, mind_id, view, classify=classify, report=report)
        return report

    report = await services.recorder.transaction(mind_id, work)
    checkpoint("wake:committed")
    return report


def _wake_one(
    tx: Transaction,
    services: RecordServices,
    mind_id: str,
    current: SleepView,
    *,
    classify: DreamClassifier,
    report: WakeReport,
) -> None:
    sleep_id = current.id
    done = queries.classified(tx.connection, mind_id, sleep_id)
    counts = {"consolidated": 0, "noise": 0, "traumatic": 0}
    kept_classes: list[str] = []
    kept_values: list[float] = []
    memory_ids: list[str] = []
    for dream in queries.dreams_of(tx.connection, mind_id, sleep_id):
        if dream.id in done:
            continue
        verdict = classify(dream.narrative, dream.teleological_value)
        report.classes[verdict.memory_class] = report.classes.get(verdict.memory_class, 0) + 1
        memory_id = memory_id_for(dream.id) if verdict.kept else None
        tx.append(
            _event(
                kinds.DREAM_CLASSIFIED,
                {
                    "dream_id": dream.id,
                    "sleep_id": sleep_id,
                    "memory_class": verdict.memory_class,
                    "themes": list(verdict.themes),
                    "memory_id": memory_id,
                },
            )
        )
        if memory_id is None:
            counts["noise"] += 1
            continue
        tx.append(_memory(memory_id, verdict.memory_class, dream, current))
        counts["consolidated"] += 1
        counts["traumatic"] += verdict.memory_class == "traumatic"
        kept_classes.append(verdict.memory_class)
        kept_values.append(dream.teleological_value)
        memory_ids.append(memory_id)
    checkpoint("wake:consolidating")
    affect = wake_affect(kept_classes, kept_values, services.clock.now())
    payload = {
        "sleep_id": sleep_id,
        **counts,
        "affect": affect.to_json() if affect else None,
        "woken_at": format_timestamp(services.clock.now()),
    }
    tx.append(_event(kinds.SLEEP_WOKEN, payload))
    report.sleeps.append(sleep_id)
    report.consolidated += counts["consolidated"]
    report.noise += counts["noise"]
    report.traumatic += counts["traumatic"]
    report.memory_ids.extend(memory_ids)
    report.affect = affect or report.affect


def _memory(memory_id: str, memory_class: str, dream: DreamView, sleep: SleepView) -> NewEvent:
    """The memory a dream becomes, in the memory package's payload."""
    return _event(
        MEMORY_CONSOLIDATED,
        {
            "memory_id": memory_id,
            "text": dream.narrative,
            "memory_class": memory_class,
            "importance": dream.teleological_value,
            "dream_id": dream.id,
            "sleep_id": sleep.id,
            "episode_ids": sleep.episode_ids,
            "user_id": sleep.user_id,
        },
    )


def _event(kind: str, payload: dict[str, Any]) -> NewEvent:
    return NewEvent(kind, payload, actor=kinds.SLEEP_ACTOR, user_id=payload.get("user_id"))
