"""A daily token budget per mind and per person: once it is spent, replies come from the records
without a model call, and say so.

Spend is read from the record (the tokens of every model call since midnight UTC), not counted in
memory, so every process sharing a mind sees the same spend and a restart forgets nothing. The
check is one indexed sum as each message arrives, made only when a budget is set.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy import Connection

from entelechy.clock import format_timestamp
from entelechy.dialogue import queries
from entelechy.errors import ConfigurationError

MIND_VARIABLE = "ENTELECHY_DAILY_TOKENS"
PERSON_VARIABLE = "ENTELECHY_DAILY_TOKENS_PER_PERSON"
NOTICE = (
    "I have used up today's allowance for thinking with my model, so this answer comes from my "
    "records alone."
)
NOTHING_RECORDED = "My records hold nothing that answers this; ask me again after midnight UTC."


@dataclass(frozen=True)
class DailyBudget:
    """Tokens a mind may spend per UTC day, in all and on one person's messages (None: no
    limit)."""

    mind: int | None = None
    person: int | None = None

    @classmethod
    def configured(cls, mind: int | None = None, person: int | None = None) -> DailyBudget:
        """Explicit limits first, then ENTELECHY_DAILY_TOKENS and
        ENTELECHY_DAILY_TOKENS_PER_PERSON."""
        return cls(
            mind if mind is not None else _from_environment(MIND_VARIABLE),
            person if person is not None else _from_environment(PERSON_VARIABLE),
        )

    @property
    def limited(self) -> bool:
        return self.mind is not None or self.person is not None

    def check(self, connection: Connection, mind_id: str, user_id: str, now: datetime) -> Spend:
        """Today's spend against the limits."""
        since = start_of_day(now)
        spent = queries.tokens_spent(connection, mind_id, since)
        if self.mind is not None and spent >= self.mind:
            return Spend(spent, "mind")
        if self.person is not None:
            theirs = queries.tokens_spent(connection, mind_id, since, user_id)
            if theirs >= self.person:
                return Spend(spent, "person")
        return Spend(spent, None)


@dataclass(frozen=True)
class Spend:
    """What the mind spent today, and which limit (if any) it has reached."""

    tokens: int
    exhausted: str | None
    """"mind" or "person" when that day's limit is spent; None while there is room."""


def start_of_day(now: datetime) -> str:
    """Midnight UTC of `now`'s day, as the record writes moments."""
    midnight = now.astimezone(UTC).replace(hour=0, minute=0, second=0, microsecond=0)
    return format_timestamp(midnight)


def spent_reply(rendered: str) -> str:
    """The reply when the budget is spent: the notice, then what the records say."""
    return f"{NOTICE} {rendered or NOTHING_RECORDED}"


def _from_environment(variable: str) -> int | None:
    raw = os.environ.get(variable, "").strip()
    if not raw:
        return None
    try:
        value = int(raw)
    except ValueError:
        value = -1
    if value < 0:
        raise ConfigurationError(
            f"{variable}={raw!r} is not a number of tokens.",
            hint=f"Set {variable} to a whole number ≥ 0 (0: no model calls), or unset it.",
        )
    return value
