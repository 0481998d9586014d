"""Building and running the MCP server: over stdio for a host on this machine, or over
streamable HTTP, where every request must carry a bearer access token of this store."""

from __future__ import annotations

from collections.abc import Callable

import uvicorn
from mcp.server.auth.settings import AuthSettings
from mcp.server.mcpserver import MCPServer

from entelechy import __version__
from entelechy.access.tokens import Principal
from entelechy.governance.remote.serve import listen
from entelechy.surfaces.cli.context import Options
from entelechy.surfaces.mcp.principals import PrincipalSource, TokenStore, fixed, from_bearer_token
from entelechy.surfaces.mcp.resources import MindResources
from entelechy.surfaces.mcp.tools import MindTools
from entelechy.surfaces.minds import OpenMinds

INSTRUCTIONS = (
    "Entelechy minds: persistent, governed minds that remember with evidence. Talk with "
    "respond, search memories with recall, read beliefs with beliefs and why. Every call takes "
    "an optional mind name."
)
PATH = "/mcp"


def build_server(
    minds: OpenMinds, who: PrincipalSource, tokens: TokenStore | None = None, url: str = ""
) -> MCPServer:
    """A server over `minds`, each call speaking for `who()`; with `tokens`, an HTTP server at
    `url` that lets in only requests whose bearer token they know."""
    auth = None if tokens is None else AuthSettings(issuer_url=url, resource_server_url=None)
    server: MCPServer = MCPServer(
        "entelechy",
        instructions=INSTRUCTIONS,
        version=__version__,
        token_verifier=tokens,
        auth=auth,
        log_level="WARNING",
    )
    MindTools(minds, who).register(server)
    MindResources(minds, who).register(server)
    return server


async def serve_stdio(settings: Options, principal: Principal) -> None:
    """Serve over standard input and output until the host closes them."""
    minds = await OpenMinds.open(settings)
    try:
        await build_server(minds, fixed(principal)).run_stdio_async()
    finally:
        await minds.close()


async def serve_http(
    settings: Options, host: str, port: int, on_ready: Callable[[str], None]
) -> None:
    """Serve streamable HTTP on `host:port` (0 picks a free port) until interrupted;
    `on_ready` gets the endpoint's URL once it listens."""
    minds = await OpenMinds.open(settings)
    try:
        listening = listen(host, port)
        url = f"http://{_authority(host, listening.getsockname()[1])}"
        tokens = TokenStore(minds.tokens)
        app = build_server(minds, from_bearer_token, tokens, url).streamable_http_app(
            streamable_http_path=PATH, host=host
        )
        server = uvicorn.Server(uvicorn.Config(app, log_level="warning"))
        on_ready(url + PATH)
        await server.serve(sockets=[listening])
    finally:
        await minds.close()


def _authority(host: str, port: int) -> str:
    return f"[{host}]:{port}" if ":" in host else f"{host}:{port}"
