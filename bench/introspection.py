"""Introspection: answering a question about the mind from its records at many events (model
time excluded: these answers call no model), and scoring a reply against the records.

Usage: python bench/introspection.py [--events 100000] [--people 20] [--samples 200]
                                     [--backends sqlite,postgresql]

The chain is filled with exchanges (as `reply_overhead.py` does), then each of `--people`
people tells the mind where they live and where they work, twice a day apart (so beliefs are
superseded), through `Mind.respond` on a scripted model.
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Awaitable, Callable
from datetime import UTC, datetime, timedelta

from common import percentile, table
from reply_overhead import location, seed

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.introspection.answer import Answer
from entelechy.introspection.scoring import score
from entelechy.models import ScriptedModel

START = datetime(2026, 11, 1, 9, 0, tzinfo=UTC)
WORDING = (
    "Yesterday I believed that you live in Lyon, with confidence 0.73. Then you told me you "
    "moved, so now I believe that you live in Paris. I checked my notes before answering."
)


async def _histories(mind: Mind, clock: ManualClock, people: int) -> str:
    """Every person's two days of statements; the id of person-0's last reply."""
    last = ""
    for day, (city, job) in enumerate((("Lyon", "a bakery"), ("Paris", "a library"))):
        for n in range(people):
            user = f"person-{n}"
            await mind.respond(f"I live in {city}.", user_id=user)
            reply = await mind.respond(f"I work at {job}.", user_id=user)
            last = reply.id if n == 0 else last
        if day == 0:
            clock.advance(timedelta(days=1))
    return last


async def _timed(call: Callable[[], Awaitable[Answer]], samples: int) -> list[float]:
    for _ in range(5):
        await call()
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        await call()
        times.append((time.perf_counter() - started) * 1000)
    return times


async def measure(url: str, events: int, people: int, samples: int) -> list[list[str]]:
    clock = ManualClock(START, tick=timedelta(milliseconds=1))
    mind = await Mind.open(
        "bench", database_url=url, clock=clock, model=ScriptedModel(default="ok")
    )
    try:
        await seed(mind, events)
        reply = await _histories(mind, clock, people)
        clock.advance(timedelta(hours=1))
        at = (START + timedelta(hours=12)).isoformat()
        asks = {
            "explain reply": lambda: mind.introspection.explain_reply(reply, user_id="person-0"),
            "believed at": lambda: mind.introspection.believed(
                "where do I live", at=at, user_id="person-0"
            ),
            "changes since": lambda: mind.introspection.changes(
                since=START.isoformat(), user_id="person-0"
            ),
            "about person": lambda: mind.introspection.about_person("person-0"),
        }
        rows = []
        for name, call in asks.items():
            times = await _timed(call, samples)
            rows.append([name, f"{percentile(times, 0.5):.2f}", f"{percentile(times, 0.95):.2f}"])
        answer = await asks["believed at"]()
        assert answer.recorded, "the benchmark must answer from records"
        rows.append(_scoring(answer, samples * 10))
        return rows
    finally:
        await mind.close()


def _scoring(answer: Answer, samples: int) -> list[str]:
    times = []
    for _ in range(samples):
        started = time.perf_counter()
        score(WORDING, answer)
        times.append((time.perf_counter() - started) * 1000)
    return ["score a reply", f"{percentile(times, 0.5):.3f}", f"{percentile(times, 0.95):.3f}"]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--events", type=int, default=100_000)
    parser.add_argument("--people", type=int, default=20)
    parser.add_argument("--samples", type=int, default=200)
    parser.add_argument("--backends", default="sqlite,postgresql")
    arguments = parser.parse_args()
    for backend in arguments.backends.split(","):
        with location(backend) as url:
            rows = asyncio.run(measure(url, arguments.events, arguments.people, arguments.samples))
        print(f"\n{backend}, {arguments.events} prior events, {arguments.people} people (ms)")
        print(table(["answer from records", "p50", "p95"], rows))


if __name__ == "__main__":
    main()
