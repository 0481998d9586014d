"""Who is calling: the principal of each call (fixed over stdio, the bearer token's over HTTP).
What a principal may do is `entelechy.surfaces.permissions`."""

from __future__ import annotations

from collections.abc import Callable

from mcp.server.auth.middleware.auth_context import get_access_token
from mcp.server.auth.provider import AccessToken
from mcp.server.mcpserver.exceptions import ToolError

from entelechy.access.tokens import AccessTokens, Principal, Role

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
    again (against what the server remembers for a moment), so a revoked token stops working
    within that moment. The principal travels as the scope
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
