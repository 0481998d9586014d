"""What the MCP tests share: reading a tool's answer or its error."""

from __future__ import annotations

import json
from collections.abc import Callable
from contextlib import AbstractAsyncContextManager
from typing import Any

from mcp import Client
from mcp_types import CallToolResult

from entelechy.access.tokens import Principal

Connect = Callable[[Principal], AbstractAsyncContextManager[Client]]


def payload(result: CallToolResult) -> Any:
    """The JSON a successful tool call answered."""
    assert not result.is_error, result.content
    (content,) = result.content
    return json.loads(content.text)  # type: ignore[union-attr]


def failure(result: CallToolResult) -> str:
    """The text of a tool error."""
    assert result.is_error
    (content,) = result.content
    text = content.text  # type: ignore[union-attr]
    assert "Traceback" not in text
    return str(text)
