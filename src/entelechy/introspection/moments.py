"""Moments as the record writes them: any ISO-8601 time (UTC when it names no zone), and the
few relative times people use when asking about the past ("yesterday", "3 days ago")."""

from __future__ import annotations

import re
from datetime import UTC, datetime, timedelta

from entelechy.clock import format_timestamp
from entelechy.errors import ConfigurationError

_ISO = re.compile(
    r"\b\d{4}-\d{2}-\d{2}(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)?(?:Z|[+-]\d{2}:?\d{2})?"
)
_AGO = re.compile(r"\b(\d+|an?|one|two|three) (minute|hour|day|week)s? ago\b")
_NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3}
_NAMED = {"yesterday": timedelta(days=1), "last week": timedelta(days=7)}


def record_time(text: str) -> str:
    """`text` (ISO-8601) in the record's form; a time with no zone is UTC."""
    try:
        moment = datetime.fromisoformat(text.strip().replace("Z", "+00:00"))
    except ValueError as error:
        raise ConfigurationError(
            f"{text!r} is not an ISO-8601 time.", hint="Use e.g. 2026-11-30T10:00 (UTC)."
        ) from error
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return format_timestamp(moment)


def mentioned_time(text: str, now: datetime) -> str | None:
    """The moment a question names ("yesterday", "2 days ago", an ISO date), if any."""
    found = _ISO.search(text)
    if found:
        return record_time(found.group(0).replace(" ", "T"))
    lowered = text.lower()
    ago = _AGO.search(lowered)
    if ago:
        count = int(ago.group(1)) if ago.group(1).isdigit() else _NUMBERS[ago.group(1)]
        return format_timestamp(now - timedelta(**{f"{ago.group(2)}s": count}))
    for name, delta in _NAMED.items():
        if name in lowered:
            return format_timestamp(now - delta)
    return None


def shown(at: str) -> str:
    """A recorded moment as a person reads it: "2026-11-30 13:00 UTC"."""
    return f"{at[:10]} {at[11:16]} UTC" if len(at) >= 16 else at
