"""Doubles shared by the reasoning tests."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator

import pytest

from entelechy.models import Capabilities, ModelRequest, ModelResponse, StreamEvent


class Hanging:
    """A model whose calls never finish; it counts the calls it saw start and get cancelled."""

    provider = "hanging"
    model_id = "hanging"
    capabilities = Capabilities(streaming=True)

    def __init__(self) -> None:
        self.started = 0
        self.cancelled = 0
        self._progress = asyncio.Condition()

    async def generate(self, request: ModelRequest) -> ModelResponse:
        async with self._progress:
            self.started += 1
            self._progress.notify_all()
        try:
            await asyncio.Event().wait()
        except asyncio.CancelledError:
            self.cancelled += 1
            raise
        raise AssertionError("unreachable")

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        yield await self.generate(request)  # type: ignore[misc]

    async def started_at_least(self, calls: int) -> None:
        async with self._progress:
            await self._progress.wait_for(lambda: self.started >= calls)


@pytest.fixture
def hanging() -> Hanging:
    return Hanging()
