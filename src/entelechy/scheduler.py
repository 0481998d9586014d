"""The rhythm of a store's minds in one foreground process: idle minds are put to sleep.

Each tick looks at every mind of the store: the limbo machine moves on, and a mind whose
readiness says so (the governor asked, it is saturated, or it has been idle long enough since its
last interactions) sleeps and wakes. Terminated minds are left alone. Time comes from the
store's clock, so a test can drive the whole thing with a manual clock.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from dataclasses import dataclass

from entelechy.catalog import Catalog
from entelechy.clock import Clock
from entelechy.errors import EntelechyError
from entelechy.mind import Mind
from entelechy.models.protocol import Model
from entelechy.sleep.dreamfile import TriggerKind
from entelechy.sleep.phases import SleepSettings
from entelechy.sleep.rhythm import ReadinessReason, RhythmSettings

logger = logging.getLogger(__name__)

_TRIGGERS: dict[ReadinessReason, TriggerKind] = {
    "idle": "idle-timeout",
    "saturation": "scheduled",
    "governor-request": "maic-induced",
    "awake": "explicit",
}


@dataclass(frozen=True)
class TickResult:
    """What one tick did for one mind."""

    mind: str
    action: str
    """slept, awake, skipped or failed."""
    detail: str
    limbo: str
    sleep_id: str | None = None
    consolidated: int = 0


class Scheduler:
    def __init__(
        self,
        catalog: Catalog,
        model: Model,
        *,
        rhythm: RhythmSettings | None = None,
        sleep: SleepSettings | None = None,
        report: Callable[[TickResult], None] | None = None,
        clock: Clock | None = None,
    ) -> None:
        self._catalog = catalog
        self._model = model
        self._rhythm = rhythm or RhythmSettings()
        self._sleep = sleep or SleepSettings()
        self._report = report or (lambda result: None)
        self._clock = clock
        self._minds: dict[str, Mind] = {}

    async def tick(self) -> list[TickResult]:
        results = []
        for summary in await self._catalog.minds():
            name = summary.mind.name
            try:
                result = await self._visit(await self._open(name))
            except EntelechyError as error:
                logger.warning("mind %s: %s", name, error)
                result = TickResult(name, "failed", str(error), "unknown")
            self._report(result)
            results.append(result)
        return results

    async def run(self, interval: float, stop: asyncio.Event | None = None) -> None:
        """Tick every `interval` seconds until `stop` is set (or the task is cancelled)."""
        halt = stop or asyncio.Event()
        while not halt.is_set():
            await self.tick()
            try:
                await asyncio.wait_for(halt.wait(), timeout=interval)
            except TimeoutError:
                continue

    async def close(self) -> None:
        for mind in self._minds.values():
            await mind.close()
        self._minds.clear()

    async def _open(self, name: str) -> Mind:
        if name not in self._minds:
            self._minds[name] = await Mind.open(
                name, store=self._catalog.store, model=self._model, create=False, clock=self._clock
            )
        return self._minds[name]

    async def _visit(self, mind: Mind) -> TickResult:
        sleeping = mind.sleeping
        limbo = await sleeping.limbo(settings=self._rhythm)
        if await mind.governor.status(mind.id) == "terminated":
            return TickResult(mind.name, "skipped", "terminated", limbo)
        readiness = await sleeping.readiness(settings=self._rhythm)
        if not readiness.ready:
            return TickResult(mind.name, "awake", readiness.detail, limbo)
        report = await mind.sleep(
            trigger=_TRIGGERS[readiness.reason], reason=readiness.detail, settings=self._sleep
        )
        woke = await mind.wake()
        return TickResult(
            mind.name, "slept", readiness.detail, limbo, report.sleep_id, woke.consolidated
        )
