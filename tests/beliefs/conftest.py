"""A mind on each backend, with a scripted model and an injected clock."""

from __future__ import annotations

from collections.abc import AsyncIterator

import pytest

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.models.scripted import ScriptedModel


@pytest.fixture
async def mind(store_url: str, clock: ManualClock) -> AsyncIterator[Mind]:
    opened = await Mind.open(
        "ada", database_url=store_url, clock=clock, seed=7, model=ScriptedModel(default="ok")
    )
    try:
        yield opened
    finally:
        await opened.close()
