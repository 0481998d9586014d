"""Retries: only what is retryable, with growing, bounded delays."""

from __future__ import annotations

import random

import pytest
from servers import FAST

from entelechy.errors import ModelError
from entelechy.models.retry import RetryPolicy, with_retries


def _never(error: Exception) -> ModelError:
    return ModelError(str(error), provider="test")


async def test_retryable_errors_are_retried_until_success() -> None:
    calls = []

    async def flaky() -> str:
        calls.append(1)
        if len(calls) < 3:
            raise ModelError("busy", provider="test", retryable=True)
        return "ok"

    assert await with_retries(flaky, FAST, _never) == "ok"
    assert len(calls) == 3


async def test_permanent_errors_are_not_retried() -> None:
    calls = []

    async def broken() -> str:
        calls.append(1)
        raise ModelError("bad key", provider="test")

    with pytest.raises(ModelError, match="bad key"):
        await with_retries(broken, FAST, _never)
    assert len(calls) == 1


async def test_foreign_errors_are_translated_and_chained() -> None:
    async def foreign() -> str:
        raise ValueError("sdk said no")

    with pytest.raises(ModelError) as caught:
        await with_retries(foreign, FAST, _never)
    assert isinstance(caught.value.__cause__, ValueError)


def test_delays_grow_exponentially_within_the_cap() -> None:
    policy = RetryPolicy(attempts=6, base_delay=0.5, max_delay=4.0)
    rng = random.Random(0)
    for attempt in range(1, 7):
        ceiling = min(4.0, 0.5 * 2 ** (attempt - 1))
        assert all(0 <= policy.delay(attempt, rng) <= ceiling for _ in range(50))
