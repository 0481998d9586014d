"""Event kinds of memory and the payloads they carry (schema version 1)."""

from __future__ import annotations

from typing import Final, Literal

EPISODE_RECORDED: Final = "episode_recorded"
"""{episode_id, conversation_id, occurred_at, participants, speaker, text, message_ids,
importance, source, external_id} — one exchange (a reply, or an imported turn). The event's
user_id says whose it is."""

MEMORY_CONSOLIDATED: Final = "memory_consolidated"
"""{memory_id, text, memory_class, importance, dream_id, sleep_id, episode_ids, user_id} — a
memory kept at wake, with where it came from."""

MemoryClass = Literal["lasting-identity", "temporary-emotion", "traumatic"]
MEMORY_CLASSES: Final[tuple[MemoryClass, ...]] = (
    "lasting-identity",
    "temporary-emotion",
    "traumatic",
)
DEFAULT_RECALL_CLASSES: Final[tuple[MemoryClass, ...]] = ("lasting-identity", "temporary-emotion")
"""Traumatic memories are kept but surface only when asked for by class."""

EPISODE_KIND: Final = "episode"
MEMORY_KIND: Final = "memory"
"""The two kinds of item recall returns."""

KINDS: Final = frozenset({EPISODE_RECORDED, MEMORY_CONSOLIDATED})
"""Every event kind of memory."""
