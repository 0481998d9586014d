"""Entelechy: a persistent, governed mind that talks to people through a language model.

The names below are imported when first used, so that a command which needs none of the mind
(`entelechy --version`, `--help`) does not pay for importing all of it.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from entelechy.errors import EntelechyError
    from entelechy.mind import Mind, SyncMind
    from entelechy.reply.types import Reply, ReplyDelta

__version__ = "0.1.0"

__all__ = ["EntelechyError", "Mind", "Reply", "ReplyDelta", "SyncMind", "__version__"]

_HOMES = {
    "EntelechyError": "entelechy.errors",
    "Mind": "entelechy.mind",
    "SyncMind": "entelechy.mind",
    "Reply": "entelechy.reply.types",
    "ReplyDelta": "entelechy.reply.types",
}


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module 'entelechy' has no attribute {name!r}")
    return getattr(importlib.import_module(home), name)
