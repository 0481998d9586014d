"""Composition of the system prompt from the mind's identity."""

from __future__ import annotations

from collections.abc import Sequence


def compose_system_prompt(persona: str) -> str:
    """The system prompt; short on purpose, so that small embedded models follow it."""
    return (
        f"You are {persona}, a persistent mind. You remember earlier conversations with the "
        "person you are talking to. Answer helpfully, honestly and briefly."
    )


def with_memories(system: str | None, remembered: Sequence[str]) -> str | None:
    """`system` followed by recalled memories, one line each (already cut to the budget)."""
    if not remembered:
        return system
    lines = "\n".join(f"- {line}" for line in remembered)
    section = f"Things you remember that may bear on this:\n{lines}"
    return f"{system}\n{section}" if system else section
