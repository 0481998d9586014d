"""A request body over the limit is refused before it is read: a message may be as long as the
reply path takes (`MAX_TEXT_CHARS` characters, up to four bytes each in UTF-8), with room for
the JSON around it, and no longer."""

from __future__ import annotations

from starlette.types import ASGIApp, Receive, Scope, Send

from entelechy.surfaces.web.problems import problem
from entelechy.text_limits import MAX_TEXT_CHARS

MAX_BODY_BYTES = 4 * MAX_TEXT_CHARS + 16_384


class BodyLimit:
    """ASGI middleware: 413 for a declared length over the limit. (A body sent without its
    length is held to the message limit when it is parsed; a proxy in front caps it too, see
    docs/web.md.)"""

    def __init__(self, app: ASGIApp, limit: int = MAX_BODY_BYTES) -> None:
        self._app = app
        self._limit = limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self._app(scope, receive, send)
            return
        declared = dict(scope["headers"]).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self._limit:
            await self._refuse(scope, receive, send)
            return
        await self._app(scope, receive, send)

    async def _refuse(self, scope: Scope, receive: Receive, send: Send) -> None:
        answer = problem(
            413,
            f"the request body is over the limit of {self._limit} bytes.",
            f"A message may be up to {MAX_TEXT_CHARS} characters.",
        )
        await answer(scope, receive, send)
