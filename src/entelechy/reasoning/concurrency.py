"""Running samples and branches side by side, so that one failure does not sink the others."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Iterable
from typing import TypeVar

T = TypeVar("T")


async def settle_all(work: Iterable[Awaitable[T]]) -> list[T | Exception]:
    """Await everything concurrently; each result is a value or the exception it raised.

    Cancelling the caller cancels every task still running (a task group), so no model call
    outlives the reply that asked for it.
    """

    async def settle(item: Awaitable[T]) -> T | Exception:
        try:
            return await item
        except Exception as error:
            return error

    async with asyncio.TaskGroup() as group:
        tasks = [group.create_task(settle(item)) for item in work]
    return [task.result() for task in tasks]
