"""Credentials written into URLs, taken out before anything is recorded, printed or raised.

A base URL such as `http://admin:pw@host/v1?api_key=…` carries its secrets in the user-info part
and in query parameters; history is append-only, so once such a URL reached an event it could
never be taken back. Every error message and every scrubbed text passes through here.
"""

from __future__ import annotations

import re

MASK = "[redacted]"
_USERINFO = re.compile(r"(?i)\b([a-z][a-z0-9+.-]*://)[^/\s@?#]+@")
_QUERY_SECRET = re.compile(
    r"(?i)([?&;](?:api[_-]?key|apikey|key|token|access[_-]?token|auth|authorization|password|"
    r"passwd|pwd|secret|client[_-]?secret|signature|sig|session)=)[^&\s#;\"']+"
)


_KEY_SHAPES = re.compile(
    r"(sk-(?:ant-|proj-)?[A-Za-z0-9_\-]{8,}|AIza[0-9A-Za-z_\-]{20,}|xai-[A-Za-z0-9]{16,}"
    r"|gsk_[A-Za-z0-9]{16,}|(?i:bearer)\s+[A-Za-z0-9._\-]{12,})"
)


def without_keys(text: str) -> str:
    """`text` with anything shaped like a provider API key or a bearer token masked."""
    return _KEY_SHAPES.sub(MASK, text)


def without_credentials(text: str) -> str:
    """`text` with URL user-info and credential-looking query values masked."""
    if "://" not in text and "=" not in text:
        return text
    text = _USERINFO.sub(rf"\1{MASK}@", text)
    return _QUERY_SECRET.sub(rf"\1{MASK}", text)
