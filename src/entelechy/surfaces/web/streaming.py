"""A reply as server-sent events: `delta` events as the model speaks, then one `reply` event
with the recorded reply (its kind; `withdrawn` when review replaced what had streamed, `replaced`
when the records' own answer did), or
one `error` event (a problem document). A client that disconnects cancels the turn: the mind
records what was said until then as a cancelled reply.

The mind's stream runs in a task of its own (a `Turn`), fed to the response through a queue.
The response's task is cancelled by its server when the client goes away, and keeps being
cancelled at every await from then on; a turn's own task is cancelled once, so recording the
cancellation can finish. `Turns` holds the turns in flight, so a stopping server waits for them
before it closes the minds."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from collections.abc import AsyncGenerator, AsyncIterator
from dataclasses import dataclass
from typing import Any

from sse_starlette import EventSourceResponse, ServerSentEvent

from entelechy.errors import EntelechyError
from entelechy.mind import Mind
from entelechy.reply.types import Reply, ReplyDelta, ReplyEvent
from entelechy.surfaces.web.problems import status_of

_log = logging.getLogger(__name__)
_UNFINISHED = EntelechyError(
    "the reply could not be finished.", hint="Try again; the server's log says what failed."
)
PING_SECONDS = 15
"""A comment line this often keeps proxies from closing a stream that is thinking."""


Fed = ReplyEvent | EntelechyError | None
"""What a turn feeds the response: an event, the error that ended it, or None at its end."""


@dataclass(frozen=True)
class Turn:
    """One reply in flight: the task that runs the mind's stream, and the queue it feeds."""

    task: asyncio.Task[None]
    queue: asyncio.Queue[Fed]

    def stop(self) -> None:
        """Cancel the reply if it is still being written (the client went away)."""
        if not self.task.done():
            self.task.cancel()


class Turns:
    """The replies in flight on one server."""

    def __init__(self) -> None:
        self._running: set[asyncio.Task[None]] = set()

    def start(self, events: AsyncGenerator[ReplyEvent, None]) -> Turn:
        """Run `events` in a task of its own, feeding what it yields (then None) to a queue."""
        queue: asyncio.Queue[Fed] = asyncio.Queue()
        task = asyncio.create_task(_feed(events, queue))
        self._running.add(task)
        task.add_done_callback(self._running.discard)
        return Turn(task, queue)

    async def settle(self) -> None:
        """Wait until every turn in flight is recorded, complete or cancelled."""
        while self._running:
            await asyncio.gather(*self._running, return_exceptions=True)


def reply_events(
    turns: Turns, mind: Mind, text: str, user_id: str, conversation_id: str
) -> EventSourceResponse:
    """The response that streams the mind's reply to `text`."""
    stream = mind.stream(text, user_id=user_id, conversation_id=conversation_id, channel="web")
    events = _events(turns.start(stream))
    return EventSourceResponse(events, ping=PING_SECONDS, headers={"Cache-Control": "no-store"})


def replied(reply: Reply, streamed: str) -> dict[str, Any]:
    """The final event's data: the reply, and what became of the words streamed — withdrawn
    after review, or replaced by what the records say (a wording that dropped or added to
    them); they are never both."""
    changed = bool(streamed) and streamed != reply.text
    by_records = changed and bool(reply.intent.rendered)
    return reply.to_json() | {"withdrawn": changed and not by_records, "replaced": by_records}


async def _feed(events: AsyncGenerator[ReplyEvent, None], queue: asyncio.Queue[Fed]) -> None:
    try:
        async with contextlib.aclosing(events):
            async for event in events:
                await queue.put(event)
    except EntelechyError as error:
        await queue.put(error)
    except Exception:
        _log.exception("a streamed reply failed")
        await queue.put(_UNFINISHED)
    finally:
        queue.put_nowait(None)


async def _events(turn: Turn) -> AsyncIterator[ServerSentEvent]:
    streamed: list[str] = []
    try:
        while (item := await turn.queue.get()) is not None:
            if isinstance(item, ReplyDelta):
                streamed.append(item.text)
                yield _event("delta", {"text": item.text})
            elif isinstance(item, Reply):
                yield _event("reply", replied(item, "".join(streamed)))
            else:
                problem = {"status": status_of(item), "detail": item.message, "hint": item.hint}
                yield _event("error", problem)
    finally:
        turn.stop()


def _event(name: str, data: dict[str, Any]) -> ServerSentEvent:
    return ServerSentEvent(json.dumps(data, ensure_ascii=False), event=name)
