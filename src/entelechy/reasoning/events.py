"""The event a reasoning step becomes in the mind's ledger (schema version 1)."""

from __future__ import annotations

from entelechy.reasoning.types import Step
from entelechy.record.projections import Projections

REASONING_STEP = "reasoning_step"
"""{in_reply_to, index, technique, thought, action, observation, timestamp} — one step of the
strategy that produced a reply, caused by and correlated with the person's message. The reply's
`response_generated` (or `response_cancelled`, `response_failed`) lists these events' ids under
`reasoning.steps`; `timestamp` is when the step happened, the event's `at` when it was recorded."""

KINDS = frozenset({REASONING_STEP})

HANDLERS = Projections(declares=KINDS, ledger_only=KINDS)
"""Reasoning's events change no state table: `show reply` reads the steps back from the ledger."""


def step_payload(step: Step, in_reply_to: str) -> dict[str, object]:
    return {"in_reply_to": in_reply_to, **step.to_json()}


def reasoning_summary(
    strategy: str, step_event_ids: list[str], stopped: str | None = None
) -> dict[str, object]:
    """The `reasoning` part of a reply's event: which strategy, which steps, stopped early?"""
    return {"strategy": strategy, "steps": step_event_ids, "stopped": stopped}
