"""Who is asking: the principal of each request, from a bearer token in the `Authorization`
header (the API) or the page's session cookie. Every request resolves its token again (the
server remembers a known token for a moment, `surfaces.minds.token_memory`), so revoking a token
stops it within that moment; the token itself is never logged, recorded or
put into an answer."""

from __future__ import annotations

from typing import Annotated

from fastapi import Depends, Request

from entelechy.access.tokens import AccessTokens, Principal
from entelechy.errors import ForbiddenError
from entelechy.surfaces.permissions import require_operator
from entelechy.surfaces.web.problems import NotSignedInError

SESSION_COOKIE = "entelechy_session"
"""The page's session: the person's own token, in a cookie scripts cannot read (HttpOnly),
that other sites cannot make the browser send (SameSite=Strict)."""


def presented(request: Request) -> str | None:
    """The token a request presents: its bearer header first, then the session cookie."""
    scheme, _, value = request.headers.get("authorization", "").partition(" ")
    if scheme.lower() == "bearer" and value.strip():
        return value.strip()
    return request.cookies.get(SESSION_COOKIE) or None


async def caller(request: Request) -> Principal:
    """The request's principal; 401 without a token the store knows."""
    token = presented(request)
    if token is not None and "authorization" not in request.headers:
        refuse_cross_site(request)
    tokens: AccessTokens = request.app.state.minds.tokens
    principal = None if token is None else await tokens.resolve(token)
    if principal is None:
        raise NotSignedInError()
    return principal


async def operator(principal: Annotated[Principal, Depends(caller)], request: Request) -> Principal:
    """The request's principal, who must be the operator (403 for a person)."""
    route = request.scope.get("route")
    require_operator(principal, f"{request.method} {getattr(route, 'path', request.url.path)}")
    return principal


def refuse_cross_site(request: Request) -> None:
    """Refuse a change a page of another origin asks of the browser (signing in, or anything
    with the session cookie, whose SameSite=Strict already keeps browsers from sending it:
    this is the second lock)."""
    origin = request.headers.get("origin")
    if request.method in ("GET", "HEAD") or origin is None:
        return
    if origin != f"{request.url.scheme}://{request.url.netloc}":
        raise ForbiddenError(
            "this request comes from another site.", hint="Use the page on this server."
        )


Caller = Annotated[Principal, Depends(caller)]
Operator = Annotated[Principal, Depends(operator)]
