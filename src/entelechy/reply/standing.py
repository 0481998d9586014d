"""How the mind stands at the start of a turn, read from the store rather than kept in memory:
the operator context it works in and the affect its latest wake left. A context set or a wake
made by another process sharing the mind holds here from the next message on."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection

from entelechy.persona.context import OperatorContext
from entelechy.persona.persona import current_context
from entelechy.sleep.affect import Affect, biased_temperature
from entelechy.sleep.queries import latest_affect


@dataclass(frozen=True)
class Standing:
    context: OperatorContext
    affect: Affect | None

    @classmethod
    def read(cls, connection: Connection, mind_id: str) -> Standing:
        recorded = latest_affect(connection, mind_id)
        affect = None if recorded is None else Affect.from_json(recorded)
        return cls(current_context(connection, mind_id), affect)

    def temperature(self, base: float | None, now: datetime) -> float | None:
        """`base` under what is left of the wake affect at `now`."""
        return base if self.affect is None else biased_temperature(base, self.affect, now)
