"""`entelechy governor serve`: a local governor behind HTTP, for minds in other processes.

Every request needs `Authorization: Bearer <token>`; the token is compared in constant time.
"""

from __future__ import annotations

import hmac
from collections.abc import Awaitable, Callable
from typing import Any

from pydantic import ValidationError

from entelechy.errors import MissingExtraError
from entelechy.governance.axioms import describe
from entelechy.governance.errors import GovernanceError
from entelechy.governance.local import LocalGovernor
from entelechy.governance.verdicts import BehaviorReport

try:
    from starlette.applications import Starlette
    from starlette.requests import Request
    from starlette.responses import JSONResponse, Response
    from starlette.routing import Route
except ImportError as error:  # pragma: no cover - depends on the installation
    raise MissingExtraError("The governor server", "governor") from error

Endpoint = Callable[[Request], Awaitable[Response]]


def create_app(governor: LocalGovernor, token: str) -> Starlette:
    if not token:
        raise ValueError("the governor server needs a token")

    def guarded(endpoint: Endpoint) -> Endpoint:
        async def checked(request: Request) -> Response:
            given = request.headers.get("authorization", "")
            if not hmac.compare_digest(given.encode(), f"Bearer {token}".encode()):
                return _error(401, "missing or wrong bearer token")
            try:
                return await endpoint(request)
            except GovernanceError as error:
                return _error(409, str(error))

        return checked

    async def health(_: Request) -> Response:
        return JSONResponse({"ok": True})

    async def review(request: Request) -> Response:
        body = await _json(request)
        try:
            report = BehaviorReport.model_validate(body)
        except ValidationError as error:
            return _error(422, f"malformed behaviour report: {describe(error)}")
        verdict = await governor.review(report)
        return JSONResponse(verdict.model_dump(mode="json"))

    async def status(request: Request) -> Response:
        return JSONResponse({"status": await governor.status(request.path_params["mind_id"])})

    async def inductions(request: Request) -> Response:
        tickets = await governor.pending_inductions(request.path_params["mind_id"])
        return JSONResponse([ticket.model_dump(mode="json") for ticket in tickets])

    async def consume(request: Request) -> Response:
        body = await _json(request)
        sleep_id = body.get("sleepId") if isinstance(body, dict) else None
        if not isinstance(sleep_id, str) or not sleep_id:
            return _error(422, "sleepId is required")
        params = request.path_params
        ticket = await governor.consume_induction(
            params["mind_id"], params["ticket_id"], sleep_id=sleep_id
        )
        return JSONResponse(ticket.model_dump(mode="json"))

    routes = [
        Route("/v1/health", guarded(health), methods=["GET"]),
        Route("/v1/review", guarded(review), methods=["POST"]),
        Route("/v1/minds/{mind_id}/status", guarded(status), methods=["GET"]),
        Route("/v1/minds/{mind_id}/inductions", guarded(inductions), methods=["GET"]),
        Route(
            "/v1/minds/{mind_id}/inductions/{ticket_id}/consume",
            guarded(consume),
            methods=["POST"],
        ),
    ]
    return Starlette(routes=routes)


async def _json(request: Request) -> Any:
    try:
        return await request.json()
    except ValueError:
        return None


def _error(status: int, message: str) -> JSONResponse:
    return JSONResponse({"error": message}, status_code=status)
