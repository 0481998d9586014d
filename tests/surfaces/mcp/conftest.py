"""An MCP server in-process over a fresh store, reached with the SDK's own client, speaking for
a chosen principal."""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest
from mcp import Client
from mcp_support import Connect

from entelechy.access.tokens import Principal
from entelechy.surfaces.cli.context import Options
from entelechy.surfaces.mcp.principals import fixed
from entelechy.surfaces.mcp.server import build_server
from entelechy.surfaces.minds import OpenMinds

SCRIPTED = "scripted:Hello from the mind."


@pytest.fixture
async def minds(tmp_path: Path) -> AsyncIterator[OpenMinds]:
    opened = await OpenMinds.open(Options("default", SCRIPTED, tmp_path, None))
    try:
        yield opened
    finally:
        await opened.close()


@pytest.fixture
def connect(minds: OpenMinds) -> Connect:
    @asynccontextmanager
    async def connected(principal: Principal) -> AsyncIterator[Client]:
        async with Client(build_server(minds, fixed(principal))) as client:
            yield client

    return connected
