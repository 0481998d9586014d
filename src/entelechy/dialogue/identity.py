"""Who a mind is, as its first event (`mind_created`) records it."""

from __future__ import annotations

from dataclasses import dataclass

from entelechy.errors import ConfigurationError, NotFoundError

NAME_LIMIT = 64


@dataclass(frozen=True)
class MindIdentity:
    id: str
    name: str
    persona: str


def check_mind_name(name: str) -> None:
    """Refuse a name no mind can have, before the store is asked about it."""
    if not name or len(name) > NAME_LIMIT or not name.replace("-", "").replace("_", "").isalnum():
        raise ConfigurationError(
            f"{name!r} is not a valid mind name.",
            hint=f"Use up to {NAME_LIMIT} letters, digits, '-' or '_'.",
        )


def no_mind_called(name: str) -> NotFoundError:
    """The error for a mind name the store does not know."""
    return NotFoundError(
        f"there is no mind called {name!r} in this store.",
        hint="List minds with `entelechy minds list`, or create one with "
        "`entelechy minds create NAME`.",
    )
