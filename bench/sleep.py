"""Sleep and wake cost per cycle with the scripted model: wall time beyond the model's own time,
and CPU time, on SQLite and PostgreSQL.

Each cycle: a few exchanges (not measured), then one sleep (four model calls, three dreams, each
reviewed by the local governor) and one wake (classification and consolidation).

Usage: python bench/sleep.py [--cycles 30] [--exchanges 16] [--backends sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import time

from common import percentile, table
from reply_overhead import TimedModel, location

from entelechy import Mind
from entelechy.models import ModelRequest, ModelResponse, Usage

NIGHT = (
    "A lantern showed me the way home through the quiet fog.\n"
    "TELEOLOGICAL_VALUE: 0.8\n\n"
    "I learned to wait for the whole question before answering it.\n"
    "TELEOLOGICAL_VALUE: 0.5\n\n"
    "Numbers sold umbrellas to the clouds all afternoon long.\n"
    "TELEOLOGICAL_VALUE: 0.1\n"
)


class NightModel(TimedModel):
    """Replies, summaries and dreams from one text; its own time is measured and excluded."""

    def _answer(self, request: ModelRequest) -> ModelResponse:
        return ModelResponse(NIGHT, "scripted", "timed", Usage(60, 40))


async def measure(url: str, cycles: int, exchanges: int) -> dict[str, list[float]]:
    model = NightModel()
    mind = await Mind.open("bench", database_url=url, model=model)
    samples: dict[str, list[float]] = {"sleep": [], "wake": [], "cpu": []}
    try:
        for cycle in range(cycles + 3):
            for n in range(exchanges):
                await mind.respond(f"message {n} of cycle {cycle}")
            model.seconds = 0.0
            cpu = time.process_time()
            started = time.perf_counter()
            report = await mind.sleep()
            slept = time.perf_counter()
            woke = await mind.wake()
            ended = time.perf_counter()
            assert (len(report.dreams), woke.consolidated) == (3, 2)
            if cycle < 3:
                continue  # warm-up: statement compilation, first governor load
            samples["sleep"].append((slept - started - model.seconds) * 1000)
            samples["wake"].append((ended - slept) * 1000)
            samples["cpu"].append((time.process_time() - cpu) * 1000)
        return samples
    finally:
        await mind.close()


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--cycles", type=int, default=30)
    parser.add_argument("--exchanges", type=int, default=16)
    parser.add_argument("--backends", default="sqlite,postgresql")
    arguments = parser.parse_args()
    rows = []
    for backend in arguments.backends.split(","):
        with location(backend) as url:
            samples = asyncio.run(measure(url, arguments.cycles, arguments.exchanges))
        rows.append(
            [
                backend,
                *(
                    f"{percentile(samples[key], q):.2f}"
                    for key in ("sleep", "wake", "cpu")
                    for q in (0.5, 0.95)
                ),
            ]
        )
        print(f"{backend}: done", flush=True)
    print(
        f"\nSleep cycle cost (ms), {arguments.exchanges} exchanges per cycle, scripted model, "
        "model time excluded"
    )
    header = ["backend", "sleep p50", "sleep p95", "wake p50", "wake p95", "cpu p50", "cpu p95"]
    print(table(header, rows))


if __name__ == "__main__":
    main()
