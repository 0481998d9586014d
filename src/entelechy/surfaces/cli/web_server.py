"""`entelechy web`: serve this store's minds over HTTP: the API, and the page people chat on."""

from __future__ import annotations

import asyncio
import signal
from types import FrameType
from typing import Annotated

import typer

from entelechy.errors import ConfigurationError
from entelechy.surfaces.cli.context import console, fail, options


def web(
    ctx: typer.Context,
    host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (0 picks a free one).")] = 8000,
    cors_origin: Annotated[
        list[str] | None,
        typer.Option(
            "--cors-origin",
            help="A web origin whose pages may call the API (repeat for more; default: none).",
        ),
    ] = None,
) -> None:
    """Serve the minds of this store over HTTP: a JSON API (OpenAPI at /docs) and a chat page.
    Every request needs an access token from `entelechy tokens create` (a person's, or the
    operator's). Put a TLS proxy in front when it is reached from other machines. See
    docs/web.md."""
    from entelechy.surfaces.web import server  # noqa: PLC0415 - needs the web extra

    def ready(url: str) -> None:
        console.print(f"Web server listening on {url}", soft_wrap=True)
        console.file.flush()

    serving = server.serve(options(ctx), host, port, ready, cors_origin or ())
    signal.signal(signal.SIGTERM, _interrupt)
    try:
        asyncio.run(serving)
    except KeyboardInterrupt:
        console.print("Web server stopped.")
    except OSError as error:
        fail(ConfigurationError(f"cannot listen on {host}:{port}: {error.strerror}."))


def _interrupt(_: int, __: FrameType | None) -> None:
    """SIGTERM (a service manager stopping us) ends the server as Ctrl-C does: uvicorn lets
    streams finish and the application closes its minds, then hands the signal back here."""
    raise KeyboardInterrupt
