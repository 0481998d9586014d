"""Prometheus instruments of this process: replies, refusals, redirects, latency, tokens, model
errors, sleeps, dreams and recall.

They live on a registry of Entelechy's own (`registry()`), not the global default, so an
application embedding a mind decides where they are exposed (`/metrics` of the web app,
`prometheus_client.start_http_server(port, registry=registry())`, or its own registry through
`registry().register`). `prometheus_client` is imported on first use: commands that never record a
reply do not pay for it. Labels are bounded (mind, kind, provider, model, class) and never name a
person.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from prometheus_client import CollectorRegistry, Counter, Gauge, Histogram

LATENCY_BUCKETS = (0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0, 10.0, 30.0, 60.0)
TOKEN_BUCKETS = (16, 32, 64, 128, 256, 512, 1024, 2048, 4096, 8192, 16384)


@dataclass(frozen=True)
class Instruments:
    registry: CollectorRegistry
    replies: Counter
    refusals: Counter
    redirects: Counter
    reply_seconds: Histogram
    reply_tokens: Histogram
    model_tokens: Counter
    model_calls: Counter
    model_errors: Counter
    model_seconds: Histogram
    sleeps: Counter
    dreams: Counter
    recall_seconds: Histogram
    tokens_spent_today: Gauge


@cache
def instruments() -> Instruments:
    """The process's instruments, created once on their own registry."""
    from prometheus_client import (  # noqa: PLC0415 - imported when first needed
        CollectorRegistry,
        Counter,
        Gauge,
        Histogram,
    )

    registry = CollectorRegistry(auto_describe=True)

    def seconds(name: str, documentation: str, labels: list[str]) -> Histogram:
        return Histogram(name, documentation, labels, buckets=LATENCY_BUCKETS, registry=registry)

    return Instruments(
        registry=registry,
        replies=Counter(
            "entelechy_replies", "Replies by kind.", ["mind", "kind"], registry=registry
        ),
        refusals=Counter(
            "entelechy_refusals", "Replies that refused or withdrew.", ["mind"], registry=registry
        ),
        redirects=Counter(
            "entelechy_redirects", "Replies that redirected.", ["mind"], registry=registry
        ),
        reply_seconds=seconds(
            "entelechy_reply_seconds", "Time from message to recorded reply.", ["mind"]
        ),
        reply_tokens=Histogram(
            "entelechy_reply_tokens",
            "Tokens (in + out) spent on one reply.",
            ["mind"],
            buckets=TOKEN_BUCKETS,
            registry=registry,
        ),
        model_tokens=Counter(
            "entelechy_model_tokens",
            "Tokens by model and direction (input, output).",
            ["provider", "model", "direction"],
            registry=registry,
        ),
        model_calls=Counter(
            "entelechy_model_calls",
            "Model calls by outcome.",
            ["provider", "model", "outcome"],
            registry=registry,
        ),
        model_errors=Counter(
            "entelechy_model_call_errors",
            "Model calls that failed, by provider.",
            ["provider"],
            registry=registry,
        ),
        model_seconds=seconds(
            "entelechy_model_call_seconds", "Duration of model calls.", ["provider"]
        ),
        sleeps=Counter("entelechy_sleep_cycles", "Completed sleeps.", ["mind"], registry=registry),
        dreams=Counter(
            "entelechy_dreams",
            "Dreams classified at wake, by class.",
            ["mind", "memory_class"],
            registry=registry,
        ),
        recall_seconds=seconds("entelechy_recall_seconds", "Duration of one recall.", ["mind"]),
        tokens_spent_today=Gauge(
            "entelechy_tokens_spent_today",
            "Tokens a mind spent today (UTC), as last checked against its budget.",
            ["mind"],
            registry=registry,
        ),
    )


def registry() -> CollectorRegistry:
    """The registry every Entelechy instrument of this process is on."""
    return instruments().registry


def exposition() -> bytes:
    """The instruments in Prometheus' text format."""
    from prometheus_client import generate_latest  # noqa: PLC0415 - imported when first needed

    return generate_latest(registry())


def reply_recorded(mind: str, kind: str, seconds: float, tokens: int) -> None:
    """A reply reached the record: `kind` is ok, redirect, refused, cancelled or failed."""
    measured = instruments()
    measured.replies.labels(mind, kind).inc()
    if kind == "refused":
        measured.refusals.labels(mind).inc()
    elif kind == "redirect":
        measured.redirects.labels(mind).inc()
    measured.reply_seconds.labels(mind).observe(seconds)
    measured.reply_tokens.labels(mind).observe(tokens)


def model_called(
    provider: str, model: str, outcome: str, seconds: float, tokens: tuple[int, int]
) -> None:
    """One model call ended (`outcome` ok, error or cancelled); `tokens` are (in, out)."""
    measured = instruments()
    measured.model_calls.labels(provider, model, outcome).inc()
    measured.model_seconds.labels(provider).observe(seconds)
    if outcome == "error":
        measured.model_errors.labels(provider).inc()
    measured.model_tokens.labels(provider, model, "input").inc(tokens[0])
    measured.model_tokens.labels(provider, model, "output").inc(tokens[1])


def slept(mind: str, sleeps: int) -> None:
    instruments().sleeps.labels(mind).inc(sleeps)


def dreams_classified(mind: str, classes: dict[str, int]) -> None:
    measured = instruments()
    for memory_class, count in classes.items():
        measured.dreams.labels(mind, memory_class).inc(count)


def recalled(mind: str, seconds: float) -> None:
    instruments().recall_seconds.labels(mind).observe(seconds)


def spent_today(mind: str, tokens: int) -> None:
    """What a mind spent today, as its budget check last read it from the record."""
    instruments().tokens_spent_today.labels(mind).set(tokens)
