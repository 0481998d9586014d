"""`entelechy mcp --http` in a subprocess on a free loopback port: bearer tokens from the store
let requests in, and each token's principal bounds what its calls may do."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from contextlib import asynccontextmanager
from pathlib import Path

import httpx
import httpx2
import pytest
from mcp import Client
from mcp.client.streamable_http import streamable_http_client
from mcp_support import failure, payload

from announced_servers import announced_url
from entelechy.access.tokens import OPERATOR, AccessTokens, IssuedToken, Principal
from entelechy.assembly import open_services
from entelechy.surfaces.minds import DEFAULT_TOKEN_MEMORY

INITIALIZE = {"jsonrpc": "2.0", "id": 1, "method": "ping"}


@pytest.fixture
def url(tmp_path: Path) -> Iterator[str]:
    command = [sys.executable, "-m", "entelechy", "--home", str(tmp_path)]
    command += ["--model", "scripted:Hello.", "mcp", "--http", "--port", "0"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, text=True, env=dict(os.environ)
    ) as server:
        try:
            yield announced_url(server, "MCP server")
        finally:
            server.terminate()
            server.wait(timeout=30)


async def _issue(home: Path, principal: Principal) -> IssuedToken:
    services = await open_services(home=str(home))
    try:
        return await AccessTokens(services).issue(principal)
    finally:
        await services.close()


async def _revoke(home: Path, token_id: str) -> None:
    services = await open_services(home=str(home))
    try:
        await AccessTokens(services).revoke(token_id)
    finally:
        await services.close()


@asynccontextmanager
async def _client(url: str, token: str) -> AsyncIterator[Client]:
    headers = {"Authorization": f"Bearer {token}"}
    async with (
        httpx2.AsyncClient(headers=headers, timeout=60) as http,
        Client(streamable_http_client(url, http_client=http)) as client,
    ):
        yield client


def _status(url: str, authorization: str | None) -> int:
    headers = {"Accept": "application/json, text/event-stream"}
    if authorization is not None:
        headers["Authorization"] = authorization
    return httpx.post(url, json=INITIALIZE, headers=headers, timeout=30).status_code


async def test_requests_without_a_known_live_token_are_refused(url: str, tmp_path: Path) -> None:
    issued = await _issue(tmp_path, Principal("user", "ana"))
    assert _status(url, None) == 401
    assert _status(url, "Bearer ent_unknown") == 401
    assert _status(url, f"Basic {issued.secret}") == 401
    assert _status(url, f"Bearer {issued.secret}") != 401
    await _revoke(tmp_path, issued.record.id)  # by another process: stops within a second
    await asyncio.sleep(DEFAULT_TOKEN_MEMORY.total_seconds() + 0.1)
    assert _status(url, f"Bearer {issued.secret}") == 401


async def test_an_operator_token_talks_and_recalls(url: str, tmp_path: Path) -> None:
    operator = await _issue(tmp_path, OPERATOR)
    async with _client(url, operator.secret) as client:
        names = {tool.name for tool in (await client.list_tools()).tools}
        assert {"respond", "recall", "sleep", "list_minds"} <= names
        await client.call_tool("respond", {"message": "I live in Lisbon.", "user": "bob"})
        hits = payload(await client.call_tool("recall", {"query": "Lisbon"}))["hits"]
        assert any("Lisbon" in hit["text"] for hit in hits)
        assert payload(await client.call_tool("verify", {}))["ok"] is True


async def test_a_person_token_speaks_only_as_that_person(url: str, tmp_path: Path) -> None:
    operator = await _issue(tmp_path, OPERATOR)
    ana = await _issue(tmp_path, Principal("user", "ana"))
    async with _client(url, operator.secret) as client:
        await client.call_tool(
            "respond", {"message": "My favourite colour is teal.", "user": "bob"}
        )
    async with _client(url, ana.secret) as client:
        reply = payload(await client.call_tool("respond", {"message": "I live in Lisbon."}))
        assert reply["text"]
        hits = payload(await client.call_tool("recall", {"query": "teal colour Lisbon"}))["hits"]
        assert hits
        assert {hit["user_id"] for hit in hits} == {"ana"}
        assert "sleep is for the operator" in failure(await client.call_tool("sleep", {}))
