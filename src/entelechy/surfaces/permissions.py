"""What a principal may do on a surface that serves many people (the MCP server, the web
server): whose words a message may be, whose data a read may reach, and which actions are the
operator's. Every surface asks here, so the rules are one set."""

from __future__ import annotations

from entelechy.access.tokens import Principal
from entelechy.errors import ForbiddenError
from entelechy.mind import DEFAULT_USER


def require_operator(principal: Principal, action: str) -> None:
    """Refuse a person's call to an operator's action."""
    if not principal.is_operator:
        raise ForbiddenError(
            f"{action} is for the operator; this connection speaks for {principal.label}.",
            hint="Use an operator token (`entelechy tokens create --operator`).",
        )


def speaker(principal: Principal, asked: str | None) -> str:
    """Whose words a message is: a person's connection speaks only as that person; the
    operator may speak as anyone (default: the local user)."""
    if principal.is_operator:
        return asked or DEFAULT_USER
    assert principal.user_id is not None
    if asked not in (None, principal.user_id):
        raise ForbiddenError(
            f"this connection speaks for {principal.label}; it cannot speak as {asked!r}.",
            hint="Leave the person out, or use an operator token.",
        )
    return principal.user_id


def scope(principal: Principal, asked: str | None) -> str | None:
    """Whose data a read may reach: a person's connection only theirs (and the mind's own);
    the operator everyone's, or one person's when asked."""
    return asked if principal.is_operator else speaker(principal, asked)
