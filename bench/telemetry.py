"""Telemetry overhead per reply: the spans, metric updates and log call one reply makes, timed
without an OpenTelemetry SDK (the API's no-op) and with the SDK and an in-memory exporter; and a
whole reply through `Mind.respond` (scripted model, SQLite) in both states, for scale.

A reply opens eight spans (the reply, perceive, recall, pre-review, prompt, one model call,
post-review, record), sets its attributes, updates the reply, model-call and recall instruments
and writes one log record (below the default level, so it is filtered). The two states run in
one process, the no-op one first: the API lets a process set its tracer provider once.

    python bench/telemetry.py [--replies 20000] [--whole 200]
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import tempfile
import time
from pathlib import Path

from common import percentile, table
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

from entelechy import Mind
from entelechy.models import ScriptedModel
from entelechy.telemetry import metrics
from entelechy.telemetry.tracing import set_attributes, span

STAGES = ("perceive", "recall", "pre_review", "prompt", "chat", "post_review", "record")
logger = logging.getLogger("entelechy.bench")


def one_reply() -> None:
    """Everything telemetry does for one reply, nothing else."""
    with span("entelechy.reply", {"entelechy.mind": "bench", "entelechy.channel": "sdk"}) as root:
        for stage in STAGES:
            with span(f"entelechy.{stage}") as current:
                set_attributes(current, {"gen_ai.usage.input_tokens": 120, "x": None})
        set_attributes(root, {"entelechy.reply.kind": "ok", "entelechy.conversation": "cnv_1"})
    metrics.model_called("scripted", "scripted", "ok", 0.001, (120, 8))
    metrics.recalled("bench", 0.001)
    metrics.reply_recorded("bench", "ok", 0.01, 128)
    logger.info("reply recorded", extra={"mind": "bench"})


def instrumentation_ms(replies: int) -> list[float]:
    for _ in range(200):
        one_reply()
    samples = []
    for _ in range(replies):
        started = time.perf_counter()
        one_reply()
        samples.append((time.perf_counter() - started) * 1000)
    return samples


async def whole_replies_ms(count: int) -> list[float]:
    with tempfile.TemporaryDirectory() as home:
        url = f"sqlite:///{Path(home) / 'bench.db'}"
        mind = await Mind.open("bench", database_url=url, model=ScriptedModel(default="Fine."))
        for _ in range(20):
            await mind.respond("Tell me about the sea.")
        samples = []
        for _ in range(count):
            started = time.perf_counter()
            await mind.respond("Tell me about the sea.")
            samples.append((time.perf_counter() - started) * 1000)
        await mind.close()
    return samples


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--replies", type=int, default=20000)
    parser.add_argument("--whole", type=int, default=200)
    arguments = parser.parse_args()
    rows = []
    for state in ("no SDK (API no-op)", "SDK + in-memory exporter"):
        if state.startswith("SDK"):
            exporter = InMemorySpanExporter()
            provider = TracerProvider()
            provider.add_span_processor(SimpleSpanProcessor(exporter))
            trace.set_tracer_provider(provider)
        telemetry = instrumentation_ms(arguments.replies)
        whole = asyncio.run(whole_replies_ms(arguments.whole))
        rows.append(
            [
                state,
                f"{percentile(telemetry, 0.5):.4f}",
                f"{percentile(telemetry, 0.99):.4f}",
                f"{percentile(whole, 0.5):.2f}",
                f"{percentile(whole, 0.99):.2f}",
            ]
        )
    header = ["tracing", "telemetry p50 ms", "p99 ms", "whole reply p50 ms", "p99 ms"]
    print(table(header, rows))


if __name__ == "__main__":
    main()
