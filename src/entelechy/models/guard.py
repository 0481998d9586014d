"""A switch that makes any call to a non-local model endpoint fail loudly (used by tests)."""

from __future__ import annotations

from urllib.parse import urlparse

from entelechy.errors import RemoteRequestsBlockedError

_LOOPBACK = {"127.0.0.1", "localhost", "::1", "[::1]"}
_state = {"allowed": True}


def allow_remote_requests(allowed: bool) -> None:
    """Allow or forbid requests to endpoints that are not on this machine."""
    _state["allowed"] = allowed


def check_endpoint(base_url: str, provider: str) -> None:
    if _state["allowed"]:
        return
    host = urlparse(base_url).hostname or ""
    if host not in _LOOPBACK:
        raise RemoteRequestsBlockedError(
            f"refused a request to {host or base_url}: remote model requests are disabled.",
            provider=provider,
            hint="Use a scripted or local model, or call allow_remote_requests(True).",
        )
