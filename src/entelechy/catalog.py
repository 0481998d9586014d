"""The minds of one store, seen from outside any one of them: list, create, inspect, verify.

Surfaces use this and `Mind`, never the store directly.
"""

from __future__ import annotations

import functools

from sqlalchemy import Connection, select

from entelechy.access.tokens import AccessTokens
from entelechy.assembly import open_services
from entelechy.dialogue import queries
from entelechy.errors import AlreadyExistsError, NotFoundError
from entelechy.mind import Mind
from entelechy.record.ledger import mind_ids
from entelechy.record.replay import ReplayReport, replay_check
from entelechy.record.services import RecordServices
from entelechy.record.store import Store
from entelechy.record.verify import ChainReport, Head, check_head, verify_chain
from entelechy.reply.budget import start_of_day
from entelechy.telemetry.recorded import Sample
from entelechy.usage import recorded_usage


class Catalog:
    """Every mind in a store."""

    def __init__(self, services: RecordServices) -> None:
        self._services = services

    @classmethod
    async def open(
        cls, *, home: str | None = None, database_url: str | None = None, read_only: bool = False
    ) -> Catalog:
        """`read_only` opens the store without writing anything (enough to verify it)."""
        return cls(await open_services(home=home, database_url=database_url, read_only=read_only))

    @property
    def store(self) -> Store:
        """The store the minds live in (a scheduler opens each of them on it)."""
        return self._services.store

    @property
    def tokens(self) -> AccessTokens:
        """The store's access tokens: who may speak to its minds from elsewhere."""
        return AccessTokens(self._services)

    @property
    def where(self) -> str:
        return self._services.store.where

    async def reachable(self) -> None:
        """Ask the store a trivial question; raises when it cannot answer (a readiness probe)."""
        await self._services.store.read(lambda c: c.execute(select(1)).scalar_one())

    async def minds(self) -> list[queries.MindSummary]:
        def read(connection: Connection) -> list[queries.MindSummary]:
            return [queries.summarize(connection, row) for row in queries.list_minds(connection)]

        return await self._services.store.read(read)

    async def summary(self, name: str) -> queries.MindSummary:
        def read(connection: Connection) -> queries.MindSummary | None:
            row = queries.find_mind(connection, name)
            return None if row is None else queries.summarize(connection, row)

        found = await self._services.store.read(read)
        if found is None:
            raise NotFoundError(
                f"there is no mind called {name!r} in {self.where}.",
                hint="`entelechy minds list` shows the minds of this store.",
            )
        return found

    async def create(self, name: str, persona: str | None = None) -> queries.MindSummary:
        """Create a mind; creating one that exists is an error, not a silent no-op."""
        existing = await self._services.store.read(lambda c: queries.find_mind(c, name))
        if existing is not None:
            raise AlreadyExistsError(
                f"a mind called {name!r} already exists.",
                hint="Choose another name, or talk to it with --mind.",
            )
        await Mind.open(name, persona=persona, store=self._services.store)
        return await self.summary(name)

    async def spent_today(self, name: str) -> int:
        """Tokens the mind called `name` has spent since midnight UTC, from its model calls."""
        mind_id = (await self.summary(name)).mind.id
        since = start_of_day(self._services.clock.now())
        return await self._services.store.read(lambda c: queries.tokens_spent(c, mind_id, since))

    async def usage(self) -> list[Sample]:
        """What every mind of the store did, counted from the record (see `entelechy.usage`)."""
        now = self._services.clock.now()
        return await self._services.store.read(lambda c: recorded_usage(c, now))

    async def streams(self) -> list[str]:
        """Every chain of the ledger: each mind's, and store-wide ones such as `governance`."""
        return await self._services.store.read(mind_ids)

    async def verify(self) -> list[ChainReport]:
        """Verify every hash chain of the ledger."""
        return [
            await self._services.store.read(functools.partial(verify_chain, mind_id=stream))
            for stream in await self.streams()
        ]

    async def check_heads(self, heads: list[Head]) -> list[tuple[Head, str]]:
        """The kept heads the store no longer holds, each with why."""

        def read(connection: Connection) -> list[tuple[Head, str]]:
            found = [(head, check_head(connection, head)) for head in heads]
            return [(head, reason) for head, reason in found if reason is not None]

        return await self._services.store.read(read)

    async def replay(self, sandbox_url: str | None = None) -> list[ReplayReport]:
        """Rebuild every chain's projections from the ledger and compare them with the live ones."""
        return [
            await replay_check(
                self._services.store, self._services.projections, stream, sandbox_url
            )
            for stream in await self.streams()
        ]

    async def close(self) -> None:
        await self._services.close()
