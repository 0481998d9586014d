"""Who is calling, and what they may do: the principal of each call (fixed over stdio, the
bearer token's over HTTP) and the checks the tools make with it."""

from __future__ import annotations

from collections.abc import Callable

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.mcpserver.exceptions import ToolError

from entelechy.access.tokens import AccessTokens, Principal, Role
from entelechy.mind import DEFAULT_USER

PrincipalSource = Callable[[], Principal]
"""The principal of the call in progress."""


def fixed(principal: Principal) -> PrincipalSource:
    """Every call speaks for `principal` (stdio: the local operator, or `--user NAME`)."""
    return lambda: principal


def from_bearer_token() -> Principal:
    """The principal the HTTP request's bearer token was verified as (see `TokenStore`)."""
    token = get_access_token()
    if token is None or not token.scopes:
        raise ToolError("this call carries no verified access token.")
    role: Role = "operator" if token.scopes == ["operator"] else "user"
    return Principal(role, token.subject, token.client_id)


class TokenStore:
    """The SDK's token verifier over the store's access tokens: every HTTP request is checked
    again, so a revoked token stops working at once. The principal travels as the scope
    (operator or user) and the subject (the person)."""

    def __init__(self, tokens: AccessTokens) -> None:
        self._tokens = tokens

    async def verify_token(self, token: str) -> AccessToken | None:
        principal = await self._tokens.resolve(token)
        if principal is None:
            return None
        return AccessToken(
            token=token,
            client_id=principal.token_id or principal.role,
            scopes=[principal.role],
            subject=principal.user_id,
        )


def require_operator(principal: Principal, tool: str) -> None:
    """Refuse a person's call to an operator's tool."""
    if not principal.is_operator:
        raise ToolError(
            f"{tool} is for the operator; this connection speaks for {principal.label}. "
            "Hint: use an operator token (`entelechy tokens create --operator`)."
        )


def speaker(principal: Principal, asked: str | None) -> str:
    """Whose words a message is: a person's connection speaks only as that person; the
    operator may speak as anyone (default: the local user)."""
    if principal.is_operator:
        return asked or DEFAULT_USER
    assert principal.user_id is not None
    if asked not in (None, principal.user_id):
        raise ToolError(
            f"this connection speaks for {principal.label}; it cannot speak as {asked!r}. "
            "Hint: leave `user` out, or use an operator token."
        )
    return principal.user_id


def scope(principal: Principal, asked: str | None) -> str | None:
    """Whose data a read may reach: a person's connection only theirs (and the mind's own);
    the operator everyone's, or one person's when asked."""
    return asked if principal.is_operator else speaker(principal, asked)
