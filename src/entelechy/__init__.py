"""Entelechy: a persistent, governed mind that talks to people through a language model."""

from entelechy.errors import EntelechyError
from entelechy.mind import Mind, SyncMind
from entelechy.reply.types import Reply, ReplyDelta

__version__ = "0.1.0"

__all__ = ["EntelechyError", "Mind", "Reply", "ReplyDelta", "SyncMind", "__version__"]
