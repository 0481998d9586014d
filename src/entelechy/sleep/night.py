"""A sleep in progress, and the payloads of the events that record it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

from entelechy.clock import format_timestamp
from entelechy.governance.verdicts import Verdict
from entelechy.models.types import Usage
from entelechy.record.ledger import StoredEvent
from entelechy.sleep.phases import Induction, Interaction, PhaseResult, SleepSettings, layout


@dataclass(frozen=True)
class KeptDream:
    id: str
    narrative: str
    value: float
    clamped: bool
    verdict: Verdict


@dataclass
class Night:
    """A sleep in progress."""

    sleep_id: str
    started: datetime
    started_event: StoredEvent
    interactions: list[Interaction]
    induction: Induction | None
    trigger: str
    reason: str
    verdict: Verdict | None
    results: list[PhaseResult] = field(default_factory=list)
    user_id: str | None = None
    """The person whose interactions this sleep dreams of (None: the mind's own)."""


def phase_payload(
    night: Night,
    result: PhaseResult,
    kept: list[KeptDream],
    calls: list[str],
    settings: SleepSettings,
) -> dict[str, Any]:
    offset, duration = layout(nominal=settings.nominal_seconds)[result.phase]
    content = _content(result, kept, night.induction)
    return {
        "sleep_id": night.sleep_id,
        "phase": result.phase,
        "started_at": _at(night.started, offset),
        "duration_seconds": duration,
        "content": content,
        "outcome": _outcome(result.outcome, content),
        "error": result.error,
        "model_call_ids": calls,
        "tokens": _tokens(result.usage),
        "budget": {
            "max_output_tokens": settings.budget(result.phase),
            "timeout_seconds": settings.call_timeout,
        },
        "elapsed_ms": round(result.elapsed_ms, 3),
    }


def completed_payload(
    night: Night,
    model: str,
    *,
    kept: list[KeptDream],
    rejected: int,
    settings: SleepSettings,
    elapsed_ms: float,
) -> dict[str, Any]:
    return {
        "sleep_id": night.sleep_id,
        "ended_at": _at(night.started, settings.nominal_seconds),
        "model": model,
        "interactions_considered": len(night.interactions),
        "episode_ids": [i.episode_id for i in night.interactions if i.episode_id],
        "message_ids": [m for i in night.interactions for m in i.message_ids],
        "user_id": night.user_id,
        "tokens": _tokens(usage_of(night.results)),
        "dreams": len(kept),
        "dreams_rejected": rejected,
        "elapsed_ms": round(elapsed_ms, 3),
        "source": "live",
        "source_digest": None,
    }


def _outcome(outcome: str, content: dict[str, Any]) -> str:
    """A phase that answered but kept nothing (every dream rejected, say) is empty."""
    return "empty" if outcome == "ok" and content["kind"] == "empty" else outcome


def _content(
    result: PhaseResult, kept: list[KeptDream], induction: Induction | None
) -> dict[str, Any]:
    if result.phase != "REM":
        return result.content
    if not kept:
        return {"kind": "empty"}
    return {
        "kind": "dreams",
        "dreams": [_dream_entry(dream, induction) for dream in kept],
    }


def _dream_entry(dream: KeptDream, induction: Induction | None) -> dict[str, Any]:
    entry: dict[str, Any] = {
        "id": dream.id,
        "narrative": dream.narrative,
        "teleological_value": dream.value,
        "induced": induction is not None,
    }
    if induction is not None:
        entry["induced_by"] = induction.induced_by
    return entry


def dream_payload(night: Night, ordinal: int, dream: KeptDream) -> dict[str, Any]:
    induction = night.induction
    return {
        "dream_id": dream.id,
        "sleep_id": night.sleep_id,
        "ordinal": ordinal,
        "narrative": dream.narrative,
        "teleological_value": dream.value,
        "clamped": dream.clamped,
        "induced": induction is not None,
        "induced_by": induction.induced_by if induction else None,
        "induction_id": induction.ticket_id if induction else None,
        "review": {"kind": dream.verdict.kind, "audit_id": dream.verdict.audit_id},
    }


def usage_of(results: Sequence[PhaseResult]) -> Usage:
    total = Usage()
    for result in results:
        total += result.usage
    return total


def _tokens(usage: Usage) -> dict[str, int]:
    return {"in": usage.input_tokens, "out": usage.output_tokens}


def _at(start: datetime, seconds: float) -> str:
    return format_timestamp(start + timedelta(seconds=seconds))
