"""What the introspection tests share: the history the fixture records."""

from __future__ import annotations

from dataclasses import dataclass

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.reply.types import Reply


@dataclass
class History:
    mind: Mind
    clock: ManualClock
    answered: Reply
