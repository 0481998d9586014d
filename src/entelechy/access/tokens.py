"""Bearer access tokens: issue, list, revoke, and resolve a presented token to a principal.

A token is shown once, when it is issued, and only its SHA-256 digest is stored: whoever reads
the store (a backup, a replica, an export) cannot speak with it. A server may remember what a
token resolved to for a moment (`remembering`), sparing a store read per request; a revocation
then reaches it within that moment, and at once in the process that revoked.

A token names its principal: the operator (everything an operator may do) or one person
(`user_id`), whose messages, memories and beliefs it may reach. Revoking is a row of its own,
so the history of who could get in is kept.
"""

from __future__ import annotations

import dataclasses
import hashlib
import hmac
import secrets
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Literal

from sqlalchemy import Connection, Join, select

from entelechy.access.schema import access_token_revocations, access_tokens
from entelechy.clock import format_timestamp
from entelechy.errors import ConfigurationError, NotFoundError
from entelechy.record.services import RecordServices

Role = Literal["operator", "user"]
TOKEN_PREFIX = "ent_"
_DIGEST_PREFIX = "sha256:"
REMEMBERED_AT_MOST = 1024
"""How many resolved tokens a server remembers at once (the oldest are forgotten first)."""


@dataclass(frozen=True)
class Principal:
    """Who a token speaks for: the operator, or the person `user_id`."""

    role: Role
    user_id: str | None = None
    token_id: str | None = None

    @property
    def is_operator(self) -> bool:
        return self.role == "operator"

    @property
    def label(self) -> str:
        return "operator" if self.is_operator else f"user {self.user_id}"


OPERATOR = Principal("operator")
"""The local operator: whoever runs the command on this machine."""


@dataclass(frozen=True)
class TokenRecord:
    """A token as listed: everything about it except the token itself."""

    id: str
    role: Role
    user_id: str | None
    label: str
    created_at: str
    revoked_at: str | None

    def to_json(self) -> dict[str, str | None]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class IssuedToken:
    """A token just issued: `secret` is the bearer token, shown to the caller once."""

    record: TokenRecord
    secret: str


def digest(secret: str) -> str:
    """The stored form of a token (it carries its algorithm)."""
    return _DIGEST_PREFIX + hashlib.sha256(secret.encode()).hexdigest()


class AccessTokens:
    """The access tokens of one store."""

    def __init__(self, services: RecordServices, *, remember: timedelta = timedelta(0)) -> None:
        self._services = services
        self._remember = remember
        self._remembered: dict[str, tuple[Principal, datetime]] = {}

    def remembering(self, period: timedelta) -> AccessTokens:
        """These tokens, with each known token's principal remembered for `period` after it
        was read from the store (unknown and revoked tokens are never remembered)."""
        return AccessTokens(self._services, remember=period)

    async def issue(self, principal: Principal, label: str = "") -> IssuedToken:
        """A new token for `principal`; the returned secret is never stored or shown again."""
        if principal.role == "user" and not (principal.user_id or "").strip():
            raise ConfigurationError(
                "a user token needs the person's name.", hint="Pass --user NAME."
            )
        secret = TOKEN_PREFIX + secrets.token_urlsafe(32)
        record = TokenRecord(
            self._services.ids.new("tok_"),
            principal.role,
            principal.user_id if principal.role == "user" else None,
            label,
            format_timestamp(self._services.clock.now()),
            None,
        )

        def write(connection: Connection) -> None:
            values = {k: v for k, v in record.to_json().items() if k != "revoked_at"}
            connection.execute(access_tokens.insert().values(digest=digest(secret), **values))

        await self._services.store.write(write)
        return IssuedToken(record, secret)

    async def list(self) -> list[TokenRecord]:
        """Every token ever issued, oldest first, revoked ones marked."""
        return await self._services.store.read(_records)

    async def revoke(self, token_id: str) -> TokenRecord:
        """Revoke a token from now on; revoking one already revoked changes nothing."""
        at = format_timestamp(self._services.clock.now())

        def write(connection: Connection) -> TokenRecord:
            found = next(iter(_records(connection, token_id)), None)
            if found is None:
                raise NotFoundError(
                    f"there is no access token {token_id!r}.",
                    hint="`entelechy tokens list` shows token ids (they start with tok_).",
                )
            if found.revoked_at is not None:
                return found
            connection.execute(access_token_revocations.insert().values(token_id=token_id, at=at))
            return dataclasses.replace(found, revoked_at=at)

        revoked = await self._services.store.write(write)
        self._forget(token_id)
        return revoked

    async def resolve(self, presented: str) -> Principal | None:
        """The principal a presented token speaks for; None when it is unknown or revoked."""
        if not presented.startswith(TOKEN_PREFIX):
            return None
        wanted = digest(presented)
        remembered = self._recalled(wanted)
        if remembered is not None:
            return remembered
        query = (
            select(
                access_tokens.c.id,
                access_tokens.c.digest,
                access_tokens.c.role,
                access_tokens.c.user_id,
                access_token_revocations.c.at,
            )
            .select_from(_with_revocations())
            .where(access_tokens.c.digest == wanted)
        )
        row = await self._services.store.read(lambda c: c.execute(query).first())
        # Found by its digest, so lookup timing says nothing about the token; the final
        # comparison is constant-time all the same.
        if row is None or row[4] is not None or not hmac.compare_digest(row[1], wanted):
            return None
        principal = Principal(row[2], row[3], row[0])
        if self._remember > timedelta(0):
            self._remembered.pop(wanted, None)
            self._remembered[wanted] = (principal, self._services.clock.now() + self._remember)
            while len(self._remembered) > REMEMBERED_AT_MOST:
                del self._remembered[next(iter(self._remembered))]
        return principal

    def _recalled(self, wanted: str) -> Principal | None:
        """The principal remembered for a token's digest, while it is still fresh."""
        found = self._remembered.get(wanted)
        if found is None:
            return None
        principal, until = found
        if self._services.clock.now() >= until:
            del self._remembered[wanted]
            return None
        return principal

    def _forget(self, token_id: str) -> None:
        """Forget a revoked token at once (other processes forget it when their moment ends)."""
        for wanted, (principal, _) in list(self._remembered.items()):
            if principal.token_id == token_id:
                del self._remembered[wanted]


def _with_revocations() -> Join:
    return access_tokens.outerjoin(
        access_token_revocations, access_token_revocations.c.token_id == access_tokens.c.id
    )


def _records(connection: Connection, token_id: str | None = None) -> list[TokenRecord]:
    query = (
        select(
            access_tokens.c.id,
            access_tokens.c.role,
            access_tokens.c.user_id,
            access_tokens.c.label,
            access_tokens.c.created_at,
            access_token_revocations.c.at,
        )
        .select_from(_with_revocations())
        .order_by(access_tokens.c.created_at, access_tokens.c.id)
    )
    if token_id is not None:
        query = query.where(access_tokens.c.id == token_id)
    return [TokenRecord(*row) for row in connection.execute(query)]
