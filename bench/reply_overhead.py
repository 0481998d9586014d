"""Runtime overhead per reply: everything except the model's own time, with a scripted model.

Usage: python bench/reply_overhead.py [--replies 300] [--events 10000,100000]
                                       [--backends sqlite,postgresql]

On SQLite it also counts what a reply does, which the machine's speed does not move: the
statements it runs (BEGIN and COMMIT included) and the pages it writes to the WAL.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
import time
from collections.abc import AsyncIterator, Iterator
from contextlib import contextmanager
from typing import Any

from common import machine_speed, percentile, postgres_schema, table
from sqlalchemy import event

from entelechy import Mind
from entelechy.dialogue import events as kinds
from entelechy.models import (
    Completed,
    ModelRequest,
    ModelResponse,
    ScriptedModel,
    StreamEvent,
    Usage,
)
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction


class TimedModel(ScriptedModel):
    """A scripted model that measures its own time, so it can be subtracted."""

    def __init__(self) -> None:
        super().__init__(self._answer)
        self.seconds = 0.0

    def _answer(self, request: ModelRequest) -> ModelResponse:
        return ModelResponse("An answer of a few words.", "scripted", "timed", Usage(40, 6))

    async def generate(self, request: ModelRequest) -> ModelResponse:
        started = time.perf_counter()
        try:
            return await super().generate(request)
        finally:
            self.seconds += time.perf_counter() - started

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        """The whole reply at once: the scripted model's word splitting is not runtime cost."""
        yield Completed(await self.generate(request))


async def seed(mind: Mind, events: int) -> None:
    """Fill the mind's chain with realistic exchanges, in large transactions."""
    ids = mind._parts.services.ids
    conversation = ids.new("cnv_")

    def batch(tx: Transaction, size: int, first: bool) -> None:
        if first:
            tx.append(
                NewEvent(
                    kinds.CONVERSATION_STARTED,
                    {"conversation_id": conversation},
                    "user:seed",
                    "seed",
                )
            )
        for n in range(size // 2):
            message = ids.new("msg_")
            tx.append(
                NewEvent(
                    kinds.MESSAGE_RECEIVED,
                    {
                        "message_id": message,
                        "conversation_id": conversation,
                        "content": f"seed message {n}",
                        "channel": "bench",
                    },
                    "user:seed",
                    "seed",
                )
            )
            tx.append(
                NewEvent(
                    kinds.RESPONSE_GENERATED,
                    {
                        "message_id": ids.new("msg_"),
                        "conversation_id": conversation,
                        "in_reply_to": message,
                        "content": "seed reply",
                        "kind": "ok",
                        "model_call_ids": [],
                        "tokens": {"in": 1, "out": 1},
                    },
                    "mind",
                    "seed",
                )
            )

    step = 2000
    for start in range(0, events, step):
        await mind._parts.services.recorder.transaction(
            mind.id, lambda tx, s=start: batch(tx, min(step, events - s), s == 0)
        )


async def measure(url: str, prior: int, replies: int) -> list[float]:
    model = TimedModel()
    mind = await Mind.open("bench", database_url=url, model=model)
    try:
        await seed(mind, prior)
        for _ in range(20):
            await mind.respond("warm up")
        overheads = []
        for n in range(replies):
            model.seconds = 0.0
            started = time.perf_counter()
            await mind.respond(f"question number {n}")
            overheads.append((time.perf_counter() - started - model.seconds) * 1000)
        return overheads
    finally:
        await mind.close()


async def work(prior: int, replies: int = 10) -> tuple[float, float]:
    """Statements run and WAL pages written per reply on SQLite (fewer replies than fill the
    WAL before a checkpoint starts it afresh)."""
    with tempfile.TemporaryDirectory() as home:
        database = f"{home}/entelechy.db"
        mind = await Mind.open("bench", database_url=f"sqlite:///{database}", model=TimedModel())
        try:
            await seed(mind, prior)
            for _ in range(20):
                await mind.respond("warm up")
            store = mind._parts.services.store
            await store.compact([])
            statements = 0

            def count(statement: str) -> None:
                """Statements the mind runs; not those SQLite runs for them (`-- ...`: a
                trigger's, or the full-text index's on its own tables)."""
                nonlocal statements
                statements += not statement.startswith("--")

            def trace(connection: Any, _record: Any, _proxy: Any) -> None:
                connection.set_trace_callback(count)

            for engine in {store._writer, store._reader}:
                event.listen(engine, "checkout", trace)
            before = _frames(f"{database}-wal")
            for n in range(replies):
                await mind.respond(f"question number {n}")
            return statements / replies, (_frames(f"{database}-wal") - before) / replies
        finally:
            await mind.close()


def _frames(wal: str) -> float:
    """How many pages a WAL file holds (its header says how large a page is)."""
    with open(wal, "rb") as file:
        page_size = int.from_bytes(file.read(12)[8:12], "big")
    return (os.path.getsize(wal) - 32) / (page_size + 24)


@contextmanager
def location(backend: str) -> Iterator[str]:
    if backend == "postgresql":
        with postgres_schema() as url:
            yield url
    else:
        with tempfile.TemporaryDirectory() as home:
            yield f"sqlite:///{home}/entelechy.db"


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--replies", type=int, default=300)
    parser.add_argument("--events", default="10000,100000")
    parser.add_argument("--backends", default="sqlite,postgresql")
    arguments = parser.parse_args()
    rows = []
    for backend in arguments.backends.split(","):
        for prior in (int(n) for n in arguments.events.split(",")):
            with location(backend) as url:
                samples = asyncio.run(measure(url, prior, arguments.replies))
            rows.append(
                [
                    backend,
                    f"{prior:,}",
                    f"{percentile(samples, 0.5):.2f}",
                    f"{percentile(samples, 0.99):.2f}",
                ]
            )
            print(f"{backend} {prior}: done", flush=True)
    print("\nRuntime overhead per reply (ms), scripted model, model time excluded")
    print(table(["backend", "prior events", "p50 ms", "p99 ms"], rows))
    print(machine_speed())
    if "sqlite" in arguments.backends.split(","):
        counted = []
        for prior in (int(n) for n in arguments.events.split(",")):
            statements, pages = asyncio.run(work(prior))
            counted.append([f"{prior:,}", f"{statements:.1f}", f"{pages:.1f}"])
        print("\nWork per reply on SQLite")
        print(table(["prior events", "statements", "WAL pages written"], counted))


if __name__ == "__main__":
    main()
