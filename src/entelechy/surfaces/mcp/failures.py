"""Our errors as MCP errors: what happened and what to do next, never a traceback, and nothing
the message did not already say (errors never carry a credential; see `entelechy.errors`)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from entelechy.errors import EntelechyError


def described(error: EntelechyError) -> str:
    """The error's message, then its hint."""
    return f"{error.message} Hint: {error.hint}" if error.hint else error.message


@contextmanager
def reported_as(kind: type[Exception]) -> Iterator[None]:
    """Turn an `EntelechyError` raised inside into `kind` (the SDK's `ToolError`, which the
    caller sees as a tool result with isError, or `ResourceError`)."""
    try:
        yield
    except EntelechyError as error:
        raise kind(described(error)) from None
