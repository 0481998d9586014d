"""The one contract every model adapter fulfils."""

from __future__ import annotations

from collections.abc import AsyncIterator
from typing import Protocol, runtime_checkable

from entelechy.errors import ModelError
from entelechy.models.types import (
    Capabilities,
    Completed,
    ModelRequest,
    ModelResponse,
    StreamEvent,
)


@runtime_checkable
class Model(Protocol):
    """A language model: one async call for a reply, one for a stream of it.

    `stream` yields `TextDelta`s and ends with exactly one `Completed`.
    """

    provider: str
    model_id: str
    capabilities: Capabilities

    async def generate(self, request: ModelRequest) -> ModelResponse: ...

    def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]: ...


async def prepare_model(model: Model) -> None:
    """Load what a model's first call would otherwise wait for (the embedded model's weights),
    if it has anything to load (adapters that do define `prepare`)."""
    preparer = getattr(model, "prepare", None)
    if preparer is not None:
        await preparer()


async def close_model(model: Model) -> None:
    """Release a model's connections if it holds any (adapters that do define `aclose`)."""
    closer = getattr(model, "aclose", None)
    if closer is not None:
        await closer()


async def collect(stream: AsyncIterator[StreamEvent], provider: str) -> ModelResponse:
    """Drain a stream and return its final response."""
    final: ModelResponse | None = None
    async for event in stream:
        if isinstance(event, Completed):
            final = event.response
    if final is None:
        raise ModelError("the stream ended without a final response", provider=provider)
    return final


def model_label(model: Model) -> str:
    """`provider:model`, as bodies and replies name the model."""
    return f"{model.provider}:{model.model_id}"
