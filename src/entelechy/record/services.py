"""What every part of a mind needs to read and write its store: the store, the recorder (ledger
and projections), the clock and the id factory."""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TypedDict

from entelechy.clock import Clock, SystemClock
from entelechy.ids import IdFactory
from entelechy.record.ledger import Ledger
from entelechy.record.location import resolve_database_url
from entelechy.record.projections import Projections
from entelechy.record.recorder import Recorder
from entelechy.record.store import Store, open_read_only, open_store


class StoreOptions(TypedDict, total=False):
    """Where the store is and how it is opened (see `RecordServices.open`)."""

    store: Store | None
    home: str | None
    database_url: str | None
    clock: Clock | None
    seed: int | None
    read_only: bool


@dataclass
class RecordServices:
    store: Store
    recorder: Recorder
    clock: Clock
    ids: IdFactory
    projections: Projections
    owns_store: bool

    @classmethod
    async def open(
        cls,
        projections: Projections,
        *,
        store: Store | None = None,
        home: str | None = None,
        database_url: str | None = None,
        clock: Clock | None = None,
        seed: int | None = None,
        read_only: bool = False,
    ) -> RecordServices:
        """Open (or adopt) a store, written with `projections` (the composition root's
        registry, `entelechy.assembly.projections()`). Explicit arguments win over ENTELECHY_*
        variables. `read_only` opens it without migrating or writing anything (verification)."""
        owns_store = store is None
        if store is None:
            url = resolve_database_url(database_url, home)
            store = await (open_read_only(url) if read_only else open_store(url))
        clock = clock or SystemClock()
        rng = random.Random(seed) if seed is not None else None
        ids = IdFactory(clock, rng)
        recorder = Recorder(store, Ledger(clock, ids), projections)
        return cls(store, recorder, clock, ids, projections, owns_store)

    async def close(self) -> None:
        if self.owns_store:
            await self.store.close()
