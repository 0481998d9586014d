"""Injected time.

Nothing in the runtime reads the wall clock directly: replays, tests and counterfactual runs pass
their own clock, so every timestamp in the record is reproducible.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Protocol


class Clock(Protocol):
    """Something that says what time it is, always in UTC."""

    def now(self) -> datetime: ...


class SystemClock:
    """The real clock."""

    def now(self) -> datetime:
        return datetime.now(UTC)


class ManualClock:
    """A clock that moves only when told to; optionally ticks on every read."""

    def __init__(self, start: datetime, *, tick: timedelta = timedelta(0)) -> None:
        if start.tzinfo is None:
            raise ValueError("ManualClock needs a timezone-aware start time")
        self._now = start.astimezone(UTC)
        self._tick = tick

    def now(self) -> datetime:
        current = self._now
        self._now = current + self._tick
        return current

    def advance(self, delta: timedelta) -> None:
        self._now += delta


def format_timestamp(moment: datetime) -> str:
    """The one textual form of a moment in the record: UTC, microseconds, `Z`."""
    if moment.tzinfo is None:
        raise ValueError("timestamps in the record must be timezone-aware")
    return moment.astimezone(UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def parse_timestamp(text: str) -> datetime:
    """Inverse of `format_timestamp`; also accepts any ISO-8601 form with a zone."""
    moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        raise ValueError(f"timestamp {text!r} has no time zone")
    return moment.astimezone(UTC)
