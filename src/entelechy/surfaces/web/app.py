"""The application: the API, the pages, health and metrics over one set of open minds.

`create_app` is the factory (tests drive it in-process); `entelechy web` serves it on uvicorn.
CORS is off unless origins are given: the pages are same-origin, and a browser on another
site cannot read the API's answers."""

from __future__ import annotations

from collections.abc import AsyncIterator, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.middleware.cors import CORSMiddleware
from fastapi.responses import JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from prometheus_client import CONTENT_TYPE_LATEST

from entelechy import __version__
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.web import api, pages, problems
from entelechy.surfaces.web.auth import Operator
from entelechy.surfaces.web.limits import BodyLimit
from entelechy.surfaces.web.state import open_minds
from entelechy.surfaces.web.streaming import Turns
from entelechy.telemetry.metrics import exposition

DESCRIPTION = (
    "Talk with the minds of one store, and read what they remember, believe and dreamt. "
    "Every route but health needs `Authorization: Bearer <token>` "
    "(`entelechy tokens create --user NAME` or `--operator`)."
)


def create_app(minds: OpenMinds, *, cors_origins: Sequence[str] = ()) -> FastAPI:
    """The web application over `minds`, which it closes when it shuts down (once every
    reply in flight is recorded)."""
    turns = Turns()

    @asynccontextmanager
    async def lifespan(_: FastAPI) -> AsyncIterator[None]:
        try:
            yield
        finally:
            await turns.settle()
            await minds.close()

    app = FastAPI(
        title="Entelechy", version=__version__, description=DESCRIPTION, lifespan=lifespan
    )
    app.state.minds = minds
    app.state.turns = turns
    problems.install(app, api.PREFIX, pages.failure)
    app.include_router(api.router)
    app.include_router(pages.router)
    app.add_api_route("/healthz", healthz, methods=["GET"], tags=["health"])
    app.add_api_route("/readyz", readyz, methods=["GET"], tags=["health"])
    app.add_api_route("/metrics", metrics, methods=["GET"], tags=["operator"])
    static = Path(__file__).parent / "static"
    app.mount("/static", StaticFiles(directory=static), name="static")
    app.add_middleware(BodyLimit)
    if cors_origins:
        app.add_middleware(
            CORSMiddleware,
            allow_origins=list(cors_origins),
            allow_methods=["GET", "POST"],
            allow_headers=["Authorization", "Content-Type"],
        )
    return app


async def healthz() -> dict[str, Any]:
    """The process answers."""
    return {"status": "ok"}


async def readyz(request: Request) -> Response:
    """The store answers (503 when it does not)."""
    try:
        await open_minds(request).catalog.reachable()
    except Exception as error:
        detail = {"status": "unavailable", "store": type(error).__name__}
        return JSONResponse(detail, status_code=503)
    return JSONResponse({"status": "ready"})


async def metrics(_: Operator) -> Response:
    """This process's Prometheus instruments (see docs/telemetry.md)."""
    return Response(exposition(), media_type=CONTENT_TYPE_LATEST)
