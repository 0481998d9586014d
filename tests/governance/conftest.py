"""Fixtures for governance: store services on each backend, a governor, a creator key."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from entelechy.assembly import open_services
from entelechy.clock import ManualClock
from entelechy.governance.local import LocalGovernor
from entelechy.governance.signing import CreatorKey
from entelechy.record.services import RecordServices
from entelechy.record.store import Store


@pytest.fixture
async def services(store: Store, clock: ManualClock) -> AsyncIterator[RecordServices]:
    opened = await open_services(store=store, clock=clock, seed=7)
    yield opened
    await opened.close()


@pytest.fixture
async def governor(services: RecordServices) -> LocalGovernor:
    return await LocalGovernor.open(services)


@pytest.fixture
async def creator(governor: LocalGovernor) -> CreatorKey:
    key = CreatorKey.generate()
    await governor.register_key(key.sign({"action": "key.register", "publicKey": key.public_key}))
    return key
