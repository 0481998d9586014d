"""The part of streaming every HTTP adapter shares: chunks in, deltas and one completion out."""

from __future__ import annotations

from collections.abc import AsyncIterator, Callable
from typing import Any, Protocol

from entelechy.errors import ModelError
from entelechy.models.types import Completed, ModelResponse, StreamEvent, TextDelta


class ChunkState(Protocol):
    """Accumulates a provider's stream chunks into text deltas and a final response."""

    def absorb(self, chunk: Any) -> str: ...

    def response(self, provider: str, started: float) -> ModelResponse: ...


async def relay_chunks(
    chunks: AsyncIterator[Any],
    state: ChunkState,
    provider: str,
    started: float,
    translate: Callable[[Exception], ModelError],
) -> AsyncIterator[StreamEvent]:
    """Yield each chunk's text, then the whole response; SDK errors become `ModelError`s."""
    try:
        async for chunk in chunks:
            delta = state.absorb(chunk)
            if delta:
                yield TextDelta(delta)
    except Exception as error:
        raise (error if isinstance(error, ModelError) else translate(error)) from error
    yield Completed(state.response(provider, started))
