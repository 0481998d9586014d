"""`mind.record`: one mind's record as an auditor reads it — its events in chain order, the head
of its chain, the chain verified, and its projections rebuilt from the events and compared.

Everything here reads; nothing appends. Events are returned as the latest schema of their kind
reads them (upcast), with the hashes they were stored with, so what an auditor sees is what
projections and replay see. The record holds every person's words: this is an operator's view,
and surfaces serving people never hand it out.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from entelechy.record.ledger import StoredEvent, head, iter_events
from entelechy.record.replay import ReplayReport, replay_check
from entelechy.record.services import RecordServices
from entelechy.record.verify import ChainReport, verify_chain

MAX_EVENTS = 10_000
"""The most events one call of `MindRecord.events` returns (page on with `after_seq`)."""


@dataclass(frozen=True)
class ChainHead:
    """Where a mind's chain ends: its last sequence number and that event's hash (0 and the
    genesis hash for a chain with no events)."""

    seq: int
    hash: str


class MindRecord:
    """The record of the mind `mind_id` in `services`' store."""

    def __init__(self, services: RecordServices, mind_id: str) -> None:
        self._services = services
        self._mind_id = mind_id

    async def events(
        self, *, after_seq: int = 0, limit: int = 100, kinds: Sequence[str] | None = None
    ) -> list[StoredEvent]:
        """At most `limit` events after sequence number `after_seq`, in chain order; with
        `kinds`, only events of those kinds. The last event's `seq` is where the next page
        starts."""
        if not 1 <= limit <= MAX_EVENTS:
            raise ValueError(f"limit must be between 1 and {MAX_EVENTS:,}, not {limit}.")
        if after_seq < 0:
            raise ValueError(f"after_seq is a sequence number (0 or more), not {after_seq}.")
        wanted = None if kinds is None else tuple(kinds)
        upcast = self._services.projections.upcast
        found = await self._services.store.read(
            lambda connection: list(
                iter_events(
                    connection, self._mind_id, after_seq=after_seq, limit=limit, kinds=wanted
                )
            )
        )
        return [upcast(event) for event in found]

    async def head(self) -> ChainHead:
        """The end of the chain now."""
        seq, last = await self._services.store.read(
            lambda connection: head(connection, self._mind_id)
        )
        return ChainHead(seq, last)

    async def verify(self) -> ChainReport:
        """Re-derive every hash of the chain from what is on disk (see docs/record.md)."""
        return await self._services.store.read(
            lambda connection: verify_chain(connection, self._mind_id)
        )

    async def replay_check(self) -> ReplayReport:
        """Rebuild the mind's projections from its events in a scratch store and compare them
        with the live ones, table by table."""
        services = self._services
        return await replay_check(services.store, services.projections, self._mind_id)
