"""`entelechy mcp` as an MCP host runs it: a subprocess spoken to over stdio by the SDK's client."""

from __future__ import annotations

import os
import sys
from pathlib import Path

from mcp import Client
from mcp.client.stdio import StdioServerParameters
from mcp_support import failure, payload


def _server(home: Path, *options: str) -> StdioServerParameters:
    arguments = ["-m", "entelechy", "--home", str(home), "--model", "scripted:Hello.", "mcp"]
    return StdioServerParameters(
        command=sys.executable, args=[*arguments, *options], env=dict(os.environ)
    )


async def test_a_host_lists_tools_talks_and_recalls_over_stdio(tmp_path: Path) -> None:
    async with Client(_server(tmp_path)) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        assert {"respond", "recall", "sleep", "why", "verify"} <= names
        reply = payload(await client.call_tool("respond", {"message": "I live in Lisbon."}))
        assert reply["mind"] == "default"
        hits = payload(await client.call_tool("recall", {"query": "Lisbon"}))["hits"]
        assert any("Lisbon" in hit["text"] for hit in hits)
        missing = failure(await client.call_tool("why", {"belief_id": "bel_missing"}))
        assert "no belief 'bel_missing'" in missing


async def test_with_user_the_stdio_server_speaks_for_that_person(tmp_path: Path) -> None:
    async with Client(_server(tmp_path, "--user", "ana")) as client:
        await client.call_tool("respond", {"message": "I live in Lisbon."})
        assert "sleep is for the operator" in failure(await client.call_tool("sleep", {}))
        (hit, *_) = payload(await client.call_tool("recall", {"query": "Lisbon"}))["hits"]
        assert hit["user_id"] == "ana"
