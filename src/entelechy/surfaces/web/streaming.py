"""A reply as server-sent events: `delta` events as the model speaks, then one `reply` event
with the recorded reply (its kind, and `withdrawn` when review replaced what had streamed), or
one `error` event (a problem document). A client that disconnects cancels the turn: the mind
records what was said until then as a cancelled reply."""

from __future__ import annotations

import contextlib
import json
from collections.abc import AsyncIterator
from typing import Any

from sse_starlette import EventSourceResponse, ServerSentEvent

from entelechy.errors import EntelechyError
from entelechy.mind import Mind
from entelechy.reply.types import Reply, ReplyDelta
from entelechy.surfaces.web.problems import status_of

PING_SECONDS = 15
"""A comment line this often keeps proxies from closing a stream that is thinking."""


def reply_events(mind: Mind, text: str, user_id: str, conversation_id: str) -> EventSourceResponse:
    """The response that streams the mind's reply to `text`."""
    events = _events(mind, text, user_id, conversation_id)
    return EventSourceResponse(events, ping=PING_SECONDS, headers={"Cache-Control": "no-store"})


def replied(reply: Reply, streamed: str) -> dict[str, Any]:
    """The final event's data: the reply, and whether it withdrew the words streamed."""
    return reply.to_json() | {"withdrawn": bool(streamed) and streamed != reply.text}


async def _events(
    mind: Mind, text: str, user_id: str, conversation_id: str
) -> AsyncIterator[ServerSentEvent]:
    streamed: list[str] = []
    stream = mind.stream(text, user_id=user_id, conversation_id=conversation_id, channel="web")
    async with contextlib.aclosing(stream) as events:
        try:
            async for event in events:
                if isinstance(event, ReplyDelta):
                    streamed.append(event.text)
                    yield _event("delta", {"text": event.text})
                else:
                    yield _event("reply", replied(event, "".join(streamed)))
        except EntelechyError as error:
            problem = {"status": status_of(error), "detail": error.message, "hint": error.hint}
            yield _event("error", problem)


def _event(name: str, data: dict[str, Any]) -> ServerSentEvent:
    return ServerSentEvent(json.dumps(data, ensure_ascii=False), event=name)
