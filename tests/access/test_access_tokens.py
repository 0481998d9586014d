"""Access tokens on each backend: issued once, resolved to their principal, revoked for good,
and never stored as themselves."""

from __future__ import annotations

import json
from collections.abc import AsyncIterator
from datetime import timedelta
from pathlib import Path

import pytest
from sqlalchemy import Connection, text

from entelechy.access.tokens import OPERATOR, AccessTokens, Principal, digest
from entelechy.assembly import open_services
from entelechy.clock import ManualClock
from entelechy.errors import ConfigurationError, HistoryImmutableError, NotFoundError
from entelechy.record.services import RecordServices


@pytest.fixture
async def services(store_url: str, clock: ManualClock) -> AsyncIterator[RecordServices]:
    opened = await open_services(database_url=store_url, clock=clock, seed=3)
    try:
        yield opened
    finally:
        await opened.close()


async def test_a_token_resolves_to_its_principal_until_revoked(services: RecordServices) -> None:
    tokens = AccessTokens(services)
    ana = await tokens.issue(Principal("user", "ana"), "ana's laptop")
    operator = await tokens.issue(OPERATOR)
    assert ana.secret.startswith("ent_")
    assert len(ana.secret) > 40
    assert await tokens.resolve(ana.secret) == Principal("user", "ana", ana.record.id)
    assert await tokens.resolve(operator.secret) == Principal("operator", None, operator.record.id)
    revoked = await tokens.revoke(ana.record.id)
    assert revoked.revoked_at is not None
    assert await tokens.resolve(ana.secret) is None
    assert (await tokens.revoke(ana.record.id)).revoked_at == revoked.revoked_at
    assert await tokens.resolve(operator.secret) is not None


async def test_a_server_remembers_a_token_for_a_moment_and_forgets_it_when_revoked(
    services: RecordServices, clock: ManualClock
) -> None:
    issuer = AccessTokens(services)
    server = issuer.remembering(timedelta(seconds=1))
    ana = await issuer.issue(Principal("user", "ana"))
    bob = await issuer.issue(Principal("user", "bob"))
    assert (await server.resolve(ana.secret)) == Principal("user", "ana", ana.record.id)
    assert (await server.resolve(bob.secret)) is not None
    await issuer.revoke(ana.record.id)  # another process: the server still remembers ana
    assert (await server.resolve(ana.secret)) == Principal("user", "ana", ana.record.id)
    clock.advance(timedelta(seconds=1))
    assert await server.resolve(ana.secret) is None  # its moment ended: read again, refused
    await server.revoke(bob.record.id)  # revoked by the server itself: forgotten at once
    assert await server.resolve(bob.secret) is None
    unknown = "ent_" + "x" * 43
    assert await server.resolve(unknown) is None
    carol = await issuer.issue(Principal("user", "carol"))  # never remembered as unknown
    assert (await server.resolve(carol.secret)) is not None


async def test_unknown_and_malformed_tokens_resolve_to_no_one(services: RecordServices) -> None:
    tokens = AccessTokens(services)
    issued = await tokens.issue(OPERATOR)
    for presented in (
        "",
        "ent_",
        issued.secret + "x",
        issued.secret[4:],
        "Bearer " + issued.secret,
    ):
        assert await tokens.resolve(presented) is None
    with pytest.raises(NotFoundError, match="tokens list"):
        await tokens.revoke("tok_nope")
    with pytest.raises(ConfigurationError, match="--user"):
        await tokens.issue(Principal("user", " "))


async def test_the_list_says_everything_but_the_token(services: RecordServices) -> None:
    tokens = AccessTokens(services)
    first = await tokens.issue(Principal("user", "ana"))
    second = await tokens.issue(OPERATOR, "ci")
    await tokens.revoke(first.record.id)
    listed = await tokens.list()
    assert [(r.id, r.role, r.user_id, r.label) for r in listed] == [
        (first.record.id, "user", "ana", ""),
        (second.record.id, "operator", None, "ci"),
    ]
    assert listed[0].revoked_at is not None
    assert listed[1].revoked_at is None
    shown = json.dumps([record.to_json() for record in listed])
    assert first.secret not in shown
    assert second.secret not in shown


async def test_only_the_digest_is_stored_and_history_is_kept(
    services: RecordServices, store_url: str
) -> None:
    tokens = AccessTokens(services)
    issued = await tokens.issue(Principal("user", "ana"))
    await tokens.revoke(issued.record.id)

    def dump(connection: Connection) -> str:
        rows = [
            tuple(row)
            for table in ("access_tokens", "access_token_revocations")
            for row in connection.execute(text(f"SELECT * FROM {table}"))
        ]
        return repr(rows)

    stored = await services.store.read(dump)
    assert issued.secret not in stored
    assert digest(issued.secret) in stored
    with pytest.raises(HistoryImmutableError):
        await services.store.write(
            lambda connection: connection.execute(text("DELETE FROM access_token_revocations"))
        )
    if store_url.startswith("sqlite:///"):
        await services.store.close()
        path = Path(store_url.removeprefix("sqlite:///"))
        for file in path.parent.glob(path.name + "*"):
            assert issued.secret.encode() not in file.read_bytes()
