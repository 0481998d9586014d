"""Fixtures for sleep: a mind on each backend with an injected clock."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable

import pytest

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.models.scripted import ScriptedModel


@pytest.fixture
async def open_mind(store_url: str, clock: ManualClock) -> AsyncIterator[Callable[..., object]]:
    opened: list[Mind] = []

    async def make(model: ScriptedModel, name: str = "ada") -> Mind:
        mind = await Mind.open(name, database_url=store_url, model=model, clock=clock, seed=3)
        opened.append(mind)
        return mind

    yield make
    for mind in opened:
        await mind.close()
