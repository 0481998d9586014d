"""`entelechy mcp`: serve this store's minds to MCP hosts (stdio, or HTTP with tokens)."""

from __future__ import annotations

import asyncio
from typing import Annotated

import typer

from entelechy.access.tokens import OPERATOR, Principal
from entelechy.errors import ConfigurationError
from entelechy.surfaces.cli.context import console, fail, options


def mcp(
    ctx: typer.Context,
    user: Annotated[
        str | None,
        typer.Option("--user", help="Over stdio, speak for this person (with their access)."),
    ] = None,
    http: Annotated[
        bool, typer.Option("--http", help="Serve streamable HTTP instead of stdio.")
    ] = False,
    host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (0 picks a free one).")] = 8766,
) -> None:
    """Serve the minds of this store over the Model Context Protocol. Over stdio (the default)
    the local operator has full access, or a person's with --user. Over HTTP every request needs
    `Authorization: Bearer <token>` from `entelechy tokens create`. See docs/mcp.md."""
    from entelechy.surfaces.mcp import server  # noqa: PLC0415 - needs the mcp extra

    settings = options(ctx)
    if http and user is not None:
        fail(
            ConfigurationError(
                "--user is for stdio: over HTTP each token says whom it speaks for.",
                hint="Create a person's token with `entelechy tokens create --user NAME`.",
            )
        )
    if user is not None and not user.strip():
        fail(ConfigurationError("--user needs the person's name."))

    def ready(url: str) -> None:
        console.print(f"MCP server listening on {url}", soft_wrap=True)
        console.file.flush()

    principal = OPERATOR if user is None else Principal("user", user)
    serving = (
        server.serve_http(settings, host, port, ready)
        if http
        else server.serve_stdio(settings, principal)
    )
    try:
        asyncio.run(serving)
    except KeyboardInterrupt:
        pass
    except OSError as error:
        if not http:
            raise
        fail(ConfigurationError(f"cannot listen on {host}:{port}: {error.strerror}."))
