"""Composition of the system prompt from the mind's identity."""

from __future__ import annotations


def compose_system_prompt(persona: str) -> str:
    """The system prompt; short on purpose, so that small embedded models follow it."""
    return (
        f"You are {persona}, a persistent mind. You remember earlier conversations with the "
        "person you are talking to. Answer helpfully, honestly and briefly."
    )
