"""The review every tool call passes before it runs.

A tool call is an action of kind `tool-call`: whoever governs the mind reviews the tool's name,
its arguments and the reasoning trace so far, and allows or refuses it. Strategies only see this
small protocol; inside a mind every reply's calls go to its governor (`conduct.turn.TurnReview`).
A strategy run on its own, outside a mind, approves every call and its trace says so.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable

from entelechy.reasoning.types import Step

TOOL_CALL_ACTION = "tool-call"
"""The action kind a governor sees for a tool call."""


@dataclass(frozen=True)
class ToolDecision:
    """Whether a tool call may run, and why."""

    allowed: bool
    reason: str


@runtime_checkable
class ToolReviewer(Protocol):
    """Reviews a tool call before it runs; a refusal becomes the call's observation."""

    async def review_tool_call(
        self, name: str, arguments: Mapping[str, Any], trace: Sequence[Step]
    ) -> ToolDecision: ...


class ApproveAll:
    """The reviewer of a mind without a governor: approves every call, saying so."""

    async def review_tool_call(
        self, name: str, arguments: Mapping[str, Any], trace: Sequence[Step]
    ) -> ToolDecision:
        return ToolDecision(True, "no reviewer is configured")


APPROVE_ALL = ApproveAll()
