"""The minds a server speaks for (the MCP server, the web server): opened on first use, kept
open for the server's life, closed when it stops. They share one store with the catalog and the
oversight the server reads."""

from __future__ import annotations

import asyncio
import os
from datetime import timedelta

from entelechy.assembly import open_services
from entelechy.catalog import Catalog
from entelechy.errors import ConfigurationError
from entelechy.governance.oversight import Oversight
from entelechy.mind import Mind
from entelechy.surfaces.cli.context import Options

TOKEN_MEMORY_VARIABLE = "ENTELECHY_TOKEN_MEMORY_SECONDS"
DEFAULT_TOKEN_MEMORY = timedelta(seconds=1)
"""How long a server trusts what a token resolved to before reading the store again: a token
revoked by another process stops within this moment (one revoked through the server, at once)."""


class OpenMinds:
    """Every mind a server has opened, by name, on one store."""

    def __init__(self, settings: Options, catalog: Catalog, oversight: Oversight) -> None:
        self.settings = settings
        self.catalog = catalog
        self.oversight = oversight
        self.tokens = catalog.tokens.remembering(token_memory())
        self._minds: dict[str, Mind] = {}
        self._lock = asyncio.Lock()

    @classmethod
    async def open(cls, settings: Options) -> OpenMinds:
        home = str(settings.home) if settings.home else None
        catalog = await Catalog.open(home=home, database_url=settings.database_url)
        try:
            oversight = await Oversight.open(await open_services(store=catalog.store))
        except BaseException:
            await catalog.close()
            raise
        return cls(settings, catalog, oversight)

    async def get(self, name: str | None) -> Mind:
        """The mind called `name` (None: the server's default mind). Only the default mind is
        created when missing: naming a mind never creates one."""
        chosen = name or self.settings.mind
        async with self._lock:
            if chosen not in self._minds:
                self._minds[chosen] = await self.settings.open_mind(
                    name=chosen, create=chosen == self.settings.mind, store=self.catalog.store
                )
            return self._minds[chosen]

    async def close(self) -> None:
        """Close every mind, then the store they share."""
        async with self._lock:
            for mind in self._minds.values():
                await mind.close()
            self._minds.clear()
        await self.oversight.close()
        await self.catalog.close()


def token_memory() -> timedelta:
    """The moment a server remembers a resolved token for ($ENTELECHY_TOKEN_MEMORY_SECONDS)."""
    given = os.environ.get(TOKEN_MEMORY_VARIABLE, "").strip()
    if not given:
        return DEFAULT_TOKEN_MEMORY
    try:
        seconds = float(given)
    except ValueError:
        seconds = -1.0
    if not 0 <= seconds <= 3600:
        raise ConfigurationError(
            f"{TOKEN_MEMORY_VARIABLE} must be a number of seconds from 0 to 3600, not {given!r}.",
            hint="0 reads the store for every request; the default is 1.",
        )
    return timedelta(seconds=seconds)
