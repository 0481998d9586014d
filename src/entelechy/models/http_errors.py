"""Turning a provider's HTTP failure into a `ModelError` that names the provider and the fix."""

from __future__ import annotations

from entelechy.errors import ModelError
from entelechy.models.secrets import scrub

RETRYABLE_STATUS = frozenset({408, 409, 425, 429, 500, 502, 503, 504, 529})


def status_error(
    provider: str, status: int, detail: str, *, key_env: str, secret: str | None
) -> ModelError:
    """An error for an HTTP status from a provider, never containing the key."""
    detail = scrub(detail, [secret])[:300]
    if status in (401, 403):
        hint = f"Check the API key in {key_env}." if key_env else "Check the server's credentials."
        return ModelError(
            f"the provider refused the credentials (HTTP {status}).", provider=provider, hint=hint
        )
    if status == 404:
        return ModelError(
            f"the model or endpoint was not found (HTTP 404): {detail}",
            provider=provider,
            hint="Check the model name in --model and the provider's base URL.",
        )
    if status == 429:
        return ModelError(
            "the provider is rate-limiting requests (HTTP 429).",
            provider=provider,
            hint="Wait and try again, or lower the request rate.",
            retryable=True,
        )
    return ModelError(
        f"the provider answered HTTP {status}: {detail}",
        provider=provider,
        hint="Try again later." if status in RETRYABLE_STATUS else "Check the request settings.",
        retryable=status in RETRYABLE_STATUS,
    )


def connection_error(
    provider: str, where: str, error: BaseException, *, timeout: bool
) -> ModelError:
    if timeout:
        return ModelError(
            f"the request to {where} timed out.",
            provider=provider,
            hint="Try again, or raise the timeout with ENTELECHY_MODEL_TIMEOUT.",
            retryable=True,
        )
    return ModelError(
        f"cannot reach {where} ({type(error).__name__}).",
        provider=provider,
        hint="Check that the server is running and reachable, or choose another --model.",
        retryable=True,
    )


def missing_key(provider: str, key_env: tuple[str, ...]) -> ModelError:
    names = " or ".join(key_env)
    return ModelError(
        "no API key is configured.",
        provider=provider,
        hint=f"Set {names}, or choose another model with --model (e.g. --model local).",
    )
