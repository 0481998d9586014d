"""What recalled memories add to a reply's system prompt."""

from __future__ import annotations

from collections.abc import Sequence


def with_memories(system: str | None, remembered: Sequence[str]) -> str | None:
    """`system` followed by recalled memories, one line each (already cut to the budget)."""
    if not remembered:
        return system
    lines = "\n".join(f"- {line}" for line in remembered)
    section = f"Things you remember that may bear on this:\n{lines}"
    return f"{system}\n{section}" if system else section
