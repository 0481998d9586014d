"""The error hierarchy.

Every failure a user can cause or meet derives from `EntelechyError` and carries a `hint`: the next
thing to do. Surfaces print `str(error)` and the hint in exactly one place; driver and SDK errors
are mapped into this hierarchy with `raise ... from`, so their types never leak out of the library.
"""

from __future__ import annotations

from entelechy.credentials import without_credentials


class EntelechyError(Exception):
    """Base of every error the library raises on purpose. Its message and hint never carry a
    credential written into a URL (see `entelechy.credentials`)."""

    hint: str = ""

    def __init__(self, message: str, *, hint: str | None = None) -> None:
        super().__init__(without_credentials(message))
        if hint is not None:
            self.hint = without_credentials(hint)

    @property
    def message(self) -> str:
        """What happened, without the hint."""
        return super().__str__()

    def __str__(self) -> str:
        return f"{self.message} {self.hint}".strip() if self.hint else self.message


class ConfigurationError(EntelechyError):
    """A setting, argument or environment variable has a value we cannot use."""


class MissingExtraError(ConfigurationError):
    """An optional dependency is not installed."""

    def __init__(self, what: str, extra: str) -> None:
        super().__init__(
            f"{what} needs an optional dependency that is not installed.",
            hint=f'Install it with: pip install "entelechy[{extra}]"',
        )
        self.extra = extra


class StoreError(EntelechyError):
    """The record (database) could not do what was asked."""


class StoreBusyError(StoreError):
    """Another process holds the database's write lock for too long."""


class StoreCorruptError(StoreError):
    """The database file is damaged or is not an Entelechy database."""


class HistoryImmutableError(StoreError):
    """Something tried to update or delete an append-only history row."""


class ChainBrokenError(StoreError):
    """A mind's hash chain does not verify."""


class NotFoundError(EntelechyError):
    """A named or identified thing does not exist."""


class ForbiddenError(EntelechyError):
    """The caller is known, but what they asked is not theirs to do (a person asking for an
    operator's action, or to speak as someone else)."""


class AlreadyExistsError(EntelechyError):
    """Something with that name or id already exists."""


class ModelError(EntelechyError):
    """A language model could not produce a reply."""

    def __init__(
        self, message: str, *, provider: str, hint: str | None = None, retryable: bool = False
    ) -> None:
        super().__init__(f"[{provider}] {message}", hint=hint)
        self.provider = provider
        self.retryable = retryable


class ModelSpecError(ConfigurationError):
    """A model spec string does not name a model we know how to reach."""


class RemoteRequestsBlockedError(ModelError):
    """A remote model call was attempted while remote requests are disabled (tests)."""
