"""The foreground scheduler on both backends, driven by a manual clock."""

from __future__ import annotations

from datetime import timedelta
from typing import cast

from sleep_support import creator_of, night, text_model

from entelechy import Mind
from entelechy.catalog import Catalog
from entelechy.clock import ManualClock
from entelechy.governance.local import LocalGovernor
from entelechy.scheduler import Scheduler, TickResult


async def test_idle_minds_sleep_and_drift_into_limbo(store_url: str, clock: ManualClock) -> None:
    model = text_model(night())
    ada = await Mind.open("ada", database_url=store_url, model=model, clock=clock)
    ended = await Mind.open("ended", database_url=store_url, model=model, clock=clock)
    await ada.respond("hello")
    await ended.respond("hello")
    key = await creator_of(ended)
    change = {"action": "lifecycle.set", "mindId": ended.id, "status": "terminated", "reason": "x"}
    await cast(LocalGovernor, ended.governor).set_lifecycle(ended.id, key.sign(change))
    catalog = await Catalog.open(database_url=store_url)
    seen: list[TickResult] = []
    scheduler = Scheduler(catalog, model, clock=clock, report=seen.append)

    async def tick() -> tuple[str, str, str]:
        results = {r.mind: r for r in await scheduler.tick()}
        assert results["ended"].action == "skipped"
        found = results["ada"]
        return found.action, found.limbo, found.detail

    try:
        clock.advance(timedelta(minutes=1))
        assert await tick() == ("awake", "awake", "nothing calls for sleep")
        clock.advance(timedelta(minutes=30))
        assert await tick() == ("slept", "awake", "idle for 31 minutes")
        assert (await ada.sleeping.sleeps())[0].trigger_kind == "idle-timeout"
        assert (await ada.sleeping.sleeps())[0].status == "woken"
        clock.advance(timedelta(hours=7))
        assert (await tick())[:2] == ("awake", "drifting")
        clock.advance(timedelta(hours=48))
        assert (await tick())[:2] == ("awake", "deep-coma")
        await ada.respond("are you there?")
        assert (await tick())[:2] == ("awake", "returning")
        assert (await tick())[:2] == ("awake", "awake")
        assert len(seen) == 12
    finally:
        await scheduler.close()
        await catalog.close()
        await ada.close()
        await ended.close()
