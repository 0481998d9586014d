"""The web application in-process over a fresh store on each backend, with tokens for two
people (ana, bob), the operator, and one revoked token; bob has talked, so his conversation,
reply and belief exist for others to try to reach. And `entelechy web` itself, in a
subprocess, for the tests of the real server and the browser."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import httpx
import pytest
from web_support import MODEL, Served, Web

from announced_servers import announced_url
from entelechy.access.tokens import OPERATOR, AccessTokens, Principal
from entelechy.assembly import open_services
from entelechy.surfaces.cli.context import Options
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.web.app import create_app


@pytest.fixture
async def web(store_url: str) -> AsyncIterator[Web]:
    settings = Options(mind="default", model=MODEL, home=None, database_url=store_url)
    minds = await OpenMinds.open(settings)
    tokens = minds.catalog.tokens
    issued = [await tokens.issue(p) for p in (Principal("user", "ana"), Principal("user", "bob"))]
    operator = await tokens.issue(OPERATOR)
    revoked = await tokens.issue(Principal("user", "ana"))
    await tokens.revoke(revoked.record.id)
    app = create_app(minds)
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://testserver") as client:
        web = Web(
            app,
            minds,
            client,
            issued[0].secret,
            issued[1].secret,
            operator.secret,
            revoked.secret,
            {},
        )
        web.ids = await _bobs_things(web)
        yield web
    await minds.close()


async def _bobs_things(web: Web) -> dict[str, str]:
    headers = web.auth(web.bob)
    reply = (
        await web.client.post(
            "/api/minds/default/ask", json={"text": "I live in Porto."}, headers=headers
        )
    ).json()
    beliefs = (await web.client.get("/api/minds/default/beliefs", headers=headers)).json()
    return {
        "conversation": reply["conversation"],
        "reply": reply["id"],
        "belief": beliefs["beliefs"][0]["id"],
    }


@pytest.fixture
def served(tmp_path: Path) -> Iterator[Served]:
    """`entelechy web` in a subprocess on a free loopback port, on a SQLite store with tokens
    for ana, bob and the operator."""
    tokens = asyncio.run(_issue(tmp_path))
    command = [sys.executable, "-m", "entelechy", "--home", str(tmp_path), "--model", MODEL]
    command += ["web", "--port", "0"]
    with subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=dict(os.environ)
    ) as process:
        try:
            url = announced_url(process, "web server")
            yield Served(url, process, *tokens, home=str(tmp_path))
        finally:
            if process.poll() is None:
                process.terminate()
                process.wait(timeout=30)


async def _issue(home: Path) -> list[str]:
    services = await open_services(home=str(home))
    try:
        tokens = AccessTokens(services)
        principals = (Principal("user", "ana"), Principal("user", "bob"), OPERATOR)
        return [(await tokens.issue(principal)).secret for principal in principals]
    finally:
        await services.close()
