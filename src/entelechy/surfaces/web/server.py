"""Serving the web application on uvicorn until interrupted. Stopping (Ctrl-C, SIGTERM) lets
the streams in flight end, then closes every mind the server opened and the store."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import uvicorn

from entelechy.governance.remote.serve import listen
from entelechy.surfaces.cli.context import Options
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.web.app import create_app

SHUTDOWN_SECONDS = 10
"""How long a stopping server waits for replies still streaming."""


async def serve(
    settings: Options,
    host: str,
    port: int,
    on_ready: Callable[[str], None],
    cors_origins: Sequence[str] = (),
) -> None:
    """Serve on `host:port` (0 picks a free port); `on_ready` gets the URL once it listens."""
    listening = listen(host, port)
    minds = await OpenMinds.open(settings)
    app = create_app(minds, cors_origins=cors_origins)
    config = uvicorn.Config(
        app,
        log_level="warning",
        timeout_graceful_shutdown=SHUTDOWN_SECONDS,
        proxy_headers=True,
    )
    server = uvicorn.Server(config)
    bound = listening.getsockname()
    authority = f"[{bound[0]}]:{bound[1]}" if ":" in bound[0] else f"{bound[0]}:{bound[1]}"
    on_ready(f"http://{authority}")
    await server.serve(sockets=[listening])
