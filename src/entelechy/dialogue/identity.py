"""Who a mind is, as its first event (`mind_created`) records it."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class MindIdentity:
    id: str
    name: str
    persona: str
