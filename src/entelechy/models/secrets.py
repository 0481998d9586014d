"""Keeping API keys out of every message, log line, event and export."""

from __future__ import annotations

import re
from collections.abc import Iterable

from entelechy.credentials import MASK, without_credentials

_KEY_SHAPES = re.compile(
    r"(sk-(?:ant-|proj-)?[A-Za-z0-9_\-]{8,}|AIza[0-9A-Za-z_\-]{20,}|xai-[A-Za-z0-9]{16,}"
    r"|gsk_[A-Za-z0-9]{16,}|(?i:bearer)\s+[A-Za-z0-9._\-]{12,})"
)


def scrub(text: str, secrets: Iterable[str | None] = ()) -> str:
    """Remove known secrets, anything shaped like a provider key, and credentials written into
    URLs from `text`."""
    for secret in secrets:
        if secret and len(secret) >= 4:
            text = text.replace(secret, MASK)
    return without_credentials(_KEY_SHAPES.sub(MASK, text))
