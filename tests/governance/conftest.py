"""Fixtures for governance: a runtime on each backend, a governor, a registered creator key."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from entelechy.clock import ManualClock
from entelechy.governance.local import LocalGovernor
from entelechy.governance.signing import CreatorKey
from entelechy.record.engine import Store
from entelechy.runtime import Runtime


@pytest.fixture
async def runtime(store: Store, clock: ManualClock) -> AsyncIterator[Runtime]:
    opened = await Runtime.open(store=store, clock=clock, seed=7)
    yield opened
    await opened.close()


@pytest.fixture
async def governor(runtime: Runtime) -> LocalGovernor:
    return await LocalGovernor.open(runtime)


@pytest.fixture
async def creator(governor: LocalGovernor) -> CreatorKey:
    key = CreatorKey.generate()
    await governor.register_key(key.sign({"action": "key.register", "publicKey": key.public_key}))
    return key
