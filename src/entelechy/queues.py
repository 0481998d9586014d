"""Handing a stream from a producer (a task or a thread) to an async consumer."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from typing import Any


async def queued_until(queue: asyncio.Queue[Any], final: type) -> AsyncIterator[Any]:
    """Yield queued items up to and including the first `final` one; re-raise queued errors.

    Producers put items and, on failure, the exception; the consumer sees them in order.
    """
    while True:
        item = await queue.get()
        if isinstance(item, BaseException):
            raise item
        yield item
        if isinstance(item, final):
            return
