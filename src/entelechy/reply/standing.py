"""How the mind stands at the start of a turn, read from the store rather than kept in memory:
the operator context it works in and the affect its latest wake left. A context set or a wake
made by another process sharing the mind holds here from the next message on. Both are read
in one statement."""

from __future__ import annotations

import json
from dataclasses import dataclass
from datetime import datetime

from sqlalchemy import Connection, select

from entelechy.persona.context import OperatorContext
from entelechy.persona.persona import LATEST_CONTEXT, context_from
from entelechy.record.prepared import Prepared
from entelechy.sleep.affect import Affect, biased_temperature
from entelechy.sleep.queries import LATEST_AFFECT

_STANDING = Prepared(select(LATEST_CONTEXT.scalar_subquery(), LATEST_AFFECT.scalar_subquery()))


@dataclass(frozen=True)
class Standing:
    context: OperatorContext
    affect: Affect | None

    @classmethod
    def read(cls, connection: Connection, mind_id: str) -> Standing:
        [(context, recorded)] = _STANDING.rows(connection, {"mind_id": mind_id})
        affect = None if recorded is None else Affect.from_json(json.loads(recorded))
        return cls(context_from(context), affect)

    def temperature(self, base: float | None, now: datetime) -> float | None:
        """`base` under what is left of the wake affect at `now`."""
        return base if self.affect is None else biased_temperature(base, self.affect, now)
