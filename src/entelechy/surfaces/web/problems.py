"""Failures as answers: our errors become `application/problem+json` (RFC 9457) with the
hint, in exactly one place. An error never carries a token: the messages are ours, written
without the request's credentials, and request bodies are never echoed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from http import HTTPStatus
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse
from starlette.exceptions import HTTPException
from starlette.responses import Response

from entelechy.errors import (
    AlreadyExistsError,
    ConfigurationError,
    EntelechyError,
    ForbiddenError,
    ModelError,
    NotFoundError,
    StoreBusyError,
    StoreError,
)

PROBLEM = "application/problem+json"


class NotSignedInError(EntelechyError):
    """The request carries no token, or one the store does not know (or has revoked)."""

    def __init__(self) -> None:
        super().__init__(
            "this request carries no valid access token.",
            hint="Send `Authorization: Bearer <token>` with a token from "
            "`entelechy tokens create`, or sign in on the page.",
        )


class TooLargeError(EntelechyError):
    """A request body is over the limit the server reads."""


_STATUS: tuple[tuple[type[EntelechyError], int], ...] = (
    (NotSignedInError, 401),
    (ForbiddenError, 403),
    (NotFoundError, 404),
    (AlreadyExistsError, 409),
    (TooLargeError, 413),
    (StoreBusyError, 503),
    (StoreError, 503),
    (ModelError, 502),
    (ConfigurationError, 400),
)


def status_of(error: EntelechyError) -> int:
    """The HTTP status an error answers with (400: the request asked for something we cannot
    do as asked)."""
    return next((status for kind, status in _STATUS if isinstance(error, kind)), 400)


def problem(status: int, detail: str, hint: str = "", **extra: Any) -> JSONResponse:
    """A problem document: what happened (`detail`) and what to do next (`hint`)."""
    body = {"type": "about:blank", "title": _title(status), "status": status, "detail": detail}
    body |= {"hint": hint} if hint else {}
    return JSONResponse(body | extra, status_code=status, media_type=PROBLEM)


def error_problem(error: EntelechyError) -> JSONResponse:
    return problem(status_of(error), error.message, error.hint)


PageFailure = Callable[[Request, int, str, str], Awaitable[Response]]
"""How the pages show a failure: the request, its status, what happened and the hint."""


def install(app: FastAPI, api_prefix: str, page: PageFailure) -> None:
    """Answer every failure under `api_prefix` as a problem document, and every other one
    (the pages') as `page` shows it."""

    async def failed(request: Request, error: Exception) -> Response:
        answer = _answer(error)
        if request.url.path.startswith(api_prefix) or request.url.path.startswith("/metrics"):
            return answer
        detail = _detail(error)
        return await page(request, answer.status_code, *detail)

    for kind in (EntelechyError, RequestValidationError, HTTPException):
        app.add_exception_handler(kind, failed)


def _answer(error: Exception) -> JSONResponse:
    if isinstance(error, EntelechyError):
        return error_problem(error)
    if isinstance(error, RequestValidationError):
        return _invalid(error)
    assert isinstance(error, HTTPException)
    return _http(error)


def _detail(error: Exception) -> tuple[str, str]:
    if isinstance(error, EntelechyError):
        return error.message, error.hint
    if isinstance(error, HTTPException):
        return str(error.detail), ""
    return "the request does not have the fields this page takes.", ""


def _invalid(error: RequestValidationError) -> JSONResponse:
    found = [_where(item) for item in error.errors()]
    if any(item["type"] == "json_invalid" for item in found):
        return problem(400, "the request body is not valid JSON.", "Send a JSON object.")
    return problem(
        422,
        "the request does not have the fields this route takes.",
        "See the route in /docs.",
        errors=found,
    )


def _where(item: Any) -> dict[str, Any]:
    """A validation error without the rejected input (which may be someone's words)."""
    return {"type": item["type"], "loc": list(item["loc"]), "msg": item["msg"]}


def _http(error: HTTPException) -> JSONResponse:
    hint = "See /docs for the routes." if error.status_code == 404 else ""
    return problem(error.status_code, str(error.detail), hint)


def _title(status: int) -> str:
    return HTTPStatus(status).phrase
