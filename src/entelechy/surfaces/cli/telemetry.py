"""`entelechy metrics`: the store's record as Prometheus metrics, for operators to scrape."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING, Annotated

import typer

from entelechy.catalog import Catalog
from entelechy.errors import ConfigurationError
from entelechy.surfaces.cli.context import Options, console, fail, options, run
from entelechy.telemetry.recorded import Sample, Snapshot

if TYPE_CHECKING:
    from wsgiref.simple_server import WSGIServer

    from prometheus_client import CollectorRegistry


def metrics(
    ctx: typer.Context,
    port: Annotated[int, typer.Option("--port", help="Port to serve /metrics on.")] = 9464,
    host: Annotated[str, typer.Option("--host", help="Address to listen on.")] = "127.0.0.1",
    interval: Annotated[
        float, typer.Option("--interval", min=1.0, help="Seconds between reads of the store.")
    ] = 15.0,
    once: Annotated[
        bool, typer.Option("--once", help="Print the metrics once and exit (no server).")
    ] = False,
) -> None:
    """Serve what every mind of the store did — replies by kind, model calls and tokens by
    model, errors by provider, sleeps, dreams by class, spend today — as Prometheus metrics,
    counted from the record (so every process sharing the store counts). Ctrl-C stops."""
    settings = options(ctx)
    snapshot = Snapshot()
    snapshot.update(run(_read(settings)))
    from prometheus_client import CollectorRegistry  # noqa: PLC0415 - only this command needs it
    from prometheus_client.exposition import generate_latest  # noqa: PLC0415

    registry = CollectorRegistry(auto_describe=False)
    registry.register(snapshot)
    if once:
        typer.echo(generate_latest(registry).decode(), nl=False)
        return
    server = _serve(registry, host, port)
    console.print(f"Serving metrics of {settings.store_location} at http://{host}:{port}/metrics")
    stop = threading.Event()
    try:
        while not stop.wait(interval):
            snapshot.update(run(_read(settings)))
    except KeyboardInterrupt:
        pass
    finally:
        server.shutdown()


async def _read(settings: Options) -> list[Sample]:
    home = str(settings.home) if settings.home else None
    catalog = await Catalog.open(home=home, database_url=settings.database_url, read_only=True)
    try:
        return await catalog.usage()
    finally:
        await catalog.close()


def _serve(registry: CollectorRegistry, host: str, port: int) -> WSGIServer:
    from prometheus_client import start_http_server  # noqa: PLC0415 - only this command needs it

    try:
        server, _ = start_http_server(port, addr=host, registry=registry)
    except OSError as error:
        fail(
            ConfigurationError(
                f"cannot listen on {host}:{port} ({error.strerror}).",
                hint="Choose another --port, or stop what is listening there.",
            )
        )
    return server
