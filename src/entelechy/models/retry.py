"""Retries with exponential backoff and full jitter for 429s, 5xx and dropped connections."""

from __future__ import annotations

import asyncio
import random
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import TypeVar

from entelechy.errors import ModelError

T = TypeVar("T")


@dataclass(frozen=True)
class RetryPolicy:
    attempts: int = 3
    base_delay: float = 0.5
    max_delay: float = 8.0

    def delay(self, attempt: int, rng: random.Random) -> float:
        """Seconds to wait before retry number `attempt` (1-based)."""
        ceiling = min(self.max_delay, self.base_delay * 2 ** (attempt - 1))
        return rng.uniform(0, ceiling)


NO_RETRY = RetryPolicy(attempts=1)


async def with_retries(
    call: Callable[[], Awaitable[T]],
    policy: RetryPolicy,
    translate: Callable[[Exception], ModelError],
    rng: random.Random | None = None,
) -> T:
    """Run `call`; on a retryable error wait and try again, up to `policy.attempts` times."""
    rng = rng or random.Random()
    attempt = 1
    while True:
        try:
            return await call()
        except Exception as error:
            failure = error if isinstance(error, ModelError) else translate(error)
            if not failure.retryable or attempt >= policy.attempts:
                if failure is error:
                    raise
                raise failure from error
        await asyncio.sleep(policy.delay(attempt, rng))
        attempt += 1
