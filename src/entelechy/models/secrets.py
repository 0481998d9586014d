"""Keeping API keys out of every message, log line, event and export."""

from __future__ import annotations

from collections.abc import Iterable

from entelechy.credentials import MASK, without_credentials, without_keys


def scrub(text: str, secrets: Iterable[str | None] = ()) -> str:
    """Remove known secrets, anything shaped like a provider key, and credentials written into
    URLs from `text`."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, MASK)
    return without_credentials(without_keys(text))
