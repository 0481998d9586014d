"""What text the mind takes in: how long one message or imported turn may be, and which text is
not valid Unicode (a lone surrogate, as bytes that are not UTF-8 become). Shared by the reply
path and the importer, so a message and an imported turn are held to the same rules."""

from __future__ import annotations

import re

MAX_TEXT_CHARS = 100_000
_LONE_SURROGATE = re.compile("[\ud800-\udfff]")


def lone_surrogate(text: str) -> re.Match[str] | None:
    """The first lone surrogate in `text`, if any."""
    return _LONE_SURROGATE.search(text)
