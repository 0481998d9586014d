"""Privacy costs: redacting one person with N episodes, and verify throughput.

    python bench/privacy.py [--people-episodes 10000] [--verify-events 100000] [--backend all]

Redaction: a mind holds one person's N imported episodes and another person's N; the first is
redacted (`Mind.redact("user", …)`): seconds, events and rows rewritten, payload bytes rewritten.
Verify: `mind.record.verify()` over a chain of M events: events per second.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))
from common import postgres_schema, table

from entelechy import Mind
from entelechy.models import ScriptedModel


def _turns(path: Path, count: int, who: str) -> None:
    with path.open("w", encoding="utf-8") as handle:
        for n in range(count):
            text = f"{who} note {n}: I walked the dog past the old mill and thought about {n}."
            handle.write(json.dumps({"speaker": who, "text": text}) + "\n")


async def _redaction(url: str, episodes: int, work: Path) -> list[str]:
    mind = await Mind.open("bench", database_url=url, model=ScriptedModel(default="ok"))
    try:
        for who in ("ann", "bo"):
            path = work / f"{who}.jsonl"
            _turns(path, episodes, who)
            await mind.ingest(path, user_id=who)
        started = time.perf_counter()
        report = await mind.redact("user", "ann", reason="bench")
        seconds = time.perf_counter() - started
        rewritten = sum(len(r.payload.encode()) for r in report.plan.rewrites)
        rows = sum(report.plan.rows.values())
        return [f"{seconds:.2f} s", str(len(report.plan.rewrites)), str(rows), f"{rewritten:,}"]
    finally:
        await mind.close()


async def _verify(url: str, events: int, work: Path) -> list[str]:
    mind = await Mind.open("bench", database_url=url, model=ScriptedModel(default="ok"))
    try:
        path = work / "many.jsonl"
        _turns(path, events, "cy")
        await mind.ingest(path)
        started = time.perf_counter()
        report = await mind.record.verify()
        seconds = time.perf_counter() - started
        assert report.ok
        return [
            str(report.events_checked),
            f"{seconds:.2f} s",
            f"{report.events_checked / seconds:,.0f}",
        ]
    finally:
        await mind.close()


async def _backend(name: str, arguments: argparse.Namespace) -> tuple[list[str], list[str]]:
    with tempfile.TemporaryDirectory() as directory:
        work = Path(directory)
        if name == "sqlite":
            redacted = await _redaction(f"sqlite:///{work / 'r.db'}", arguments.episodes, work)
            verified = await _verify(f"sqlite:///{work / 'v.db'}", arguments.events, work)
        else:
            with postgres_schema() as url:
                redacted = await _redaction(url, arguments.episodes, work)
            with postgres_schema() as url:
                verified = await _verify(url, arguments.events, work)
    return [name, *redacted], [name, *verified]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--people-episodes", dest="episodes", type=int, default=10_000)
    parser.add_argument("--verify-events", dest="events", type=int, default=100_000)
    parser.add_argument("--backend", choices=("sqlite", "postgresql", "all"), default="all")
    arguments = parser.parse_args()
    backends = ("sqlite", "postgresql") if arguments.backend == "all" else (arguments.backend,)
    redactions, verifies = [], []
    for backend in backends:
        redacted, verified = asyncio.run(_backend(backend, arguments))
        redactions.append(redacted)
        verifies.append(verified)
    print(f"Redacting one person with {arguments.episodes:,} episodes (another has as many)")
    print(table(["backend", "time", "events", "rows", "payload bytes"], redactions))
    print()
    print(table(["backend", "events", "verify", "events/s"], verifies))


if __name__ == "__main__":
    main()
