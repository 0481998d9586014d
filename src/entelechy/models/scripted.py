"""A deterministic model for tests and demos: replies from a list or from a function.

It records every request it was asked, counts tokens as words, and streams word by word, so the
whole runtime can be exercised exactly and quickly without a real model.
"""

from __future__ import annotations

import asyncio
import re
from collections.abc import AsyncIterator, Callable, Iterable

from entelechy.errors import ModelError
from entelechy.models.types import (
    Capabilities,
    Completed,
    ModelRequest,
    ModelResponse,
    StreamEvent,
    TextDelta,
    Usage,
)

Script = Callable[[ModelRequest], "str | ModelResponse"]
Reply = str | ModelResponse | Exception
_WORDS = re.compile(r"\S+\s*|\s+")


class ScriptedModel:
    """Replies in order from `replies` (an item may be an exception to raise), or from `script`."""

    provider = "scripted"

    def __init__(
        self,
        replies: Iterable[Reply] | Script | None = None,
        *,
        model_id: str = "scripted",
        default: str | None = None,
        delay: float = 0.0,
        capabilities: Capabilities | None = None,
    ) -> None:
        self.model_id = model_id
        self.capabilities = capabilities or Capabilities(
            streaming=True, tools=True, json_schema=True
        )
        self.requests: list[ModelRequest] = []
        self._script = replies if callable(replies) else None
        self._queue: list[Reply] = [] if callable(replies) or replies is None else list(replies)
        self._default = default
        self._delay = delay

    async def aclose(self) -> None:
        """Nothing to release: no connections are held."""

    async def generate(self, request: ModelRequest) -> ModelResponse:
        self.requests.append(request)
        if self._delay:
            await asyncio.sleep(self._delay)
        return self._respond(request)

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        response = await self.generate(request)
        for word in _WORDS.findall(response.text):
            if self._delay:
                await asyncio.sleep(self._delay / 10)
            yield TextDelta(word)
        yield Completed(response)

    def _respond(self, request: ModelRequest) -> ModelResponse:
        reply = self._next(request)
        if isinstance(reply, Exception):
            raise reply
        if isinstance(reply, ModelResponse):
            return reply
        return ModelResponse(
            text=reply,
            provider=self.provider,
            model=self.model_id,
            usage=Usage(count_words(request), len(reply.split())),
        )

    def _next(self, request: ModelRequest) -> Reply:
        if self._script is not None:
            return self._script(request)
        if self._queue:
            return self._queue.pop(0)
        if self._default is not None:
            return self._default
        return ModelError(
            "the scripted model has no replies left.",
            provider=self.provider,
            hint="Give it more replies or a default.",
        )


def count_words(request: ModelRequest) -> int:
    """Input size in words: the scripted model's notion of tokens."""
    texts = [request.system or ""] + [message.content for message in request.messages]
    return sum(len(text.split()) for text in texts)
