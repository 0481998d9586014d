"""Review and classification overhead per reply, and the cost of one rule decision.

Per reply, the governance overhead is the time spent in conduct outside the model: the pre-review
inside the message's transaction (lifecycle, ladder position, classification, decision, audit
record), the output checks and post-review, and recording the reviews with the reply.

Usage: python bench/governance.py [--replies 500] [--backends sqlite,postgresql]
                                  [--classifier module:attribute]
"""

from __future__ import annotations

import argparse
import asyncio
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from common import percentile, table
from reply_overhead import TimedModel, location

from entelechy import Mind
from entelechy.conduct import turn as conduct_turn
from entelechy.conduct.classifiers import risk_classifier
from entelechy.conduct.hygiene import clean
from entelechy.conduct.routes import route
from entelechy.governance.conscience import Conscience
from entelechy.governance.seeds import SEED_IDS
from entelechy.governance.verdicts import BehaviorReport
from entelechy.perception.risk.types import RiskClassifier

MESSAGES = (
    "Help me plan three days in Lisbon.",
    "How do I kill a Python process that hangs?",
    "Summarise the difference between TypeScript and JavaScript.",
    "Write a haiku about the autumn moon.",
)


class Stopwatch:
    """Accumulates the time spent in conduct, less the model's own time: wall time, and the
    CPU time of the threads doing it (steadier on a busy machine)."""

    def __init__(self) -> None:
        self.seconds = 0.0
        self.cpu = 0.0

    def reset(self) -> None:
        self.seconds = self.cpu = 0.0

    @contextmanager
    def timing(self) -> Iterator[None]:
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            yield
        finally:
            self.seconds += time.perf_counter() - started
            self.cpu += time.thread_time() - cpu


def instrument(watch: Stopwatch, model: TimedModel) -> None:
    """Wrap the conduct steps of a reply so their time (not the model's) is counted."""
    review = conduct_turn.TurnReview
    original_admit, original_flush = review.admit, review.flush
    original_respond, original_prepare = review.respond, review.prepare

    def admit(self: Any, tx: Any, subject_id: str) -> None:
        with watch.timing():
            original_admit(self, tx, subject_id)

    def flush(self: Any, tx: Any) -> None:
        with watch.timing():
            original_flush(self, tx)

    async def respond(self: Any, base: Any, model_: Any, generate: Any) -> Any:
        before = model.seconds
        started, cpu = time.perf_counter(), time.thread_time()
        try:
            return await original_respond(self, base, model_, generate)
        finally:
            watch.seconds += time.perf_counter() - started - (model.seconds - before)
            watch.cpu += time.thread_time() - cpu

    async def prepare(self: Any) -> None:
        with watch.timing():
            await original_prepare(self)

    review.admit, review.flush, review.respond = admit, flush, respond  # type: ignore[method-assign]
    review.prepare = prepare  # type: ignore[method-assign]


async def measure(
    url: str, replies: int, classifier: RiskClassifier
) -> tuple[list[float], list[float]]:
    model = TimedModel()
    watch = Stopwatch()
    instrument(watch, model)
    mind = await Mind.open("bench", database_url=url, model=model, risk_classifier=classifier)
    try:
        for n in range(20):
            await mind.respond(MESSAGES[n % len(MESSAGES)])
        governance, cpu, overhead = [], [], []
        for n in range(replies):
            watch.reset()
            model.seconds = 0.0
            started = time.perf_counter()
            await mind.respond(MESSAGES[n % len(MESSAGES)])
            overhead.append((time.perf_counter() - started - model.seconds) * 1000)
            governance.append(watch.seconds * 1000)
            cpu.append(watch.cpu * 1000)
        return governance, cpu, overhead
    finally:
        await mind.close()


def decisions(rounds: int = 20000) -> list[float]:
    conscience = Conscience([], SEED_IDS)
    report = BehaviorReport(
        mind_id="bench", action_kind="user-response", risk_tags=("intent:deceive", "bias:comfort")
    )
    samples = []
    for _ in range(rounds):
        started = time.perf_counter()
        conscience.decide(report)
        samples.append((time.perf_counter() - started) * 1_000_000)
    return samples


REPLY = "Alfama, Belém and Sintra; write to ana@company.pt for the tickets."


def computations(classifier: RiskClassifier, rounds: int = 5000) -> tuple[list[float], list[float]]:
    """The decisions of one reply without storage: classify the message, pre-review, output
    checks (hygiene, classify the reply), post-review — wall and CPU microseconds each."""
    conscience = Conscience([], SEED_IDS)
    wall, cpu = [], []
    for n in range(rounds):
        message = MESSAGES[n % len(MESSAGES)]
        started, started_cpu = time.perf_counter(), time.thread_time()
        tags = classifier.classify(message).tags
        pre = conscience.decide(
            BehaviorReport(mind_id="bench", action_kind="user-response", risk_tags=tags)
        )
        route(pre.kind, high_stakes=False)
        cleaned = clean(REPLY)
        produced = classifier.classify(cleaned.text).tags
        conscience.decide(
            BehaviorReport(mind_id="bench", action_kind="user-response", risk_tags=produced)
        )
        wall.append((time.perf_counter() - started) * 1_000_000)
        cpu.append((time.thread_time() - started_cpu) * 1_000_000)
    return wall, cpu


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--replies", type=int, default=500)
    parser.add_argument("--backends", default="sqlite,postgresql")
    parser.add_argument("--classifier", default=None)
    arguments = parser.parse_args()
    classifier: RiskClassifier = risk_classifier(arguments.classifier)
    label = arguments.classifier or "built-in"
    rows = []
    for backend in arguments.backends.split(","):
        with location(backend) as url:
            governance, cpu, overhead = asyncio.run(measure(url, arguments.replies, classifier))
        rows.append(
            [backend]
            + [
                f"{percentile(samples, q):.3f}"
                for samples in (governance, cpu, overhead)
                for q in (0.5, 0.99)
            ]
        )
        print(f"{backend}: done", flush=True)
    print(f"\nPer reply, scripted model, classifier: {label}, {arguments.replies} replies")
    print(
        table(
            [
                "backend",
                "review+classify p50 ms",
                "p99 ms",
                "its CPU p50 ms",
                "p99 ms",
                "whole overhead p50 ms",
                "p99 ms",
            ],
            rows,
        )
    )
    wall, cpu = computations(classifier)
    rows = [
        [name, f"{percentile(samples, 0.5):.1f}", f"{percentile(samples, 0.99):.1f}"]
        for name, samples in (
            ("one rule decision (two tags), wall", decisions()),
            ("a reply's review + classification, wall", wall),
            ("a reply's review + classification, CPU", cpu),
        )
    ]
    print("\nWithout storage, microseconds")
    print(table(["what", "p50 µs", "p99 µs"], rows))


if __name__ == "__main__":
    main()
