"""Ledger appends per second: one writer, and four concurrent writers (one mind each, and all on
one mind). Each append is its own transaction, as in a running mind.

Usage: python bench/ledger_throughput.py [--events 2000] [--backends sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import tempfile
import time

from common import postgres_schema, table

from entelechy.clock import SystemClock
from entelechy.ids import IdFactory
from entelechy.record.ledger import Ledger, NewEvent
from entelechy.record.projections import Projections
from entelechy.record.recorder import Recorder
from entelechy.record.store import Store, open_store

PAYLOAD = {"content": "a message of ordinary length, with a few words in it", "n": 1}


async def writer(store: Store, mind: str, count: int) -> None:
    recorder = Recorder(store, Ledger(SystemClock(), IdFactory()), Projections())
    for n in range(count):
        await recorder.record(mind, NewEvent("benchmarked", {**PAYLOAD, "n": n}, "bench"))


async def rate(url: str, writers: int, per_writer: int, shared_mind: bool) -> float:
    stores = [await open_store(url) for _ in range(writers)]
    try:
        started = time.perf_counter()
        await asyncio.gather(
            *(
                writer(store, "shared" if shared_mind else f"mind-{i}", per_writer)
                for i, store in enumerate(stores)
            )
        )
        return writers * per_writer / (time.perf_counter() - started)
    finally:
        for store in stores:
            await store.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--events", type=int, default=2000)
    parser.add_argument("--backends", default="sqlite,postgresql")
    arguments = parser.parse_args()
    rows = []
    for backend in arguments.backends.split(","):
        for writers, shared in ((1, False), (4, False), (4, True)):
            per_writer = arguments.events // writers
            if backend == "postgresql":
                with postgres_schema() as url:
                    value = asyncio.run(rate(url, writers, per_writer, shared))
            else:
                with tempfile.TemporaryDirectory() as home:
                    value = asyncio.run(rate(f"sqlite:///{home}/e.db", writers, per_writer, shared))
            label = "one mind" if shared or writers == 1 else "a mind each"
            rows.append([backend, str(writers), label, f"{value:,.0f}"])
    print("Ledger appends per second (one event per transaction)")
    print(table(["backend", "writers", "chains", "events/s"], rows))


if __name__ == "__main__":
    main()
