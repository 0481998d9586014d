"""A mind on each backend with a scripted model and an injected clock, and a short history:
rita says she lives in Lyon, a day later in Paris, then asks where she lives; bob says where he
lives."""

from __future__ import annotations

from collections.abc import AsyncIterator
from datetime import timedelta

import pytest
from introspection_support import History

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.models.scripted import ScriptedModel


@pytest.fixture
async def history(store_url: str, clock: ManualClock) -> AsyncIterator[History]:
    mind = await Mind.open(
        "ada", database_url=store_url, clock=clock, seed=7, model=ScriptedModel(default="ok")
    )
    try:
        await mind.respond("I live in Lyon.", user_id="rita")
        await mind.respond("I live in Oslo.", user_id="bob")
        clock.advance(timedelta(days=1))
        await mind.respond("I live in Paris.", user_id="rita")
        answered = await mind.respond("Where do I live?", user_id="rita")
        yield History(mind, clock, answered)
    finally:
        await mind.close()
