"""Helpers shared by the benchmark scripts."""

from __future__ import annotations

import os
import secrets
import statistics
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager

from sqlalchemy import create_engine, text

POSTGRES = os.environ.get(
    "ENTELECHY_TEST_POSTGRES", "postgresql+psycopg://postgres@127.0.0.1:5432/test"
)


@contextmanager
def postgres_schema() -> Iterator[str]:
    """A URL whose search_path is a fresh schema, dropped afterwards."""
    schema = f"bench_{secrets.token_hex(4)}"
    admin = create_engine(POSTGRES, isolation_level="AUTOCOMMIT")
    with admin.connect() as connection:
        connection.execute(text(f"CREATE SCHEMA {schema}"))
    try:
        yield f"{POSTGRES}?options=-csearch_path%3D{schema}"
    finally:
        with admin.connect() as connection:
            connection.execute(text(f"DROP SCHEMA {schema} CASCADE"))
        admin.dispose()


@contextmanager
def store_url(backend: str) -> Iterator[str]:
    """A fresh, empty store on `backend` ("sqlite" or "postgresql"), removed afterwards."""
    if backend == "postgresql":
        with postgres_schema() as url:
            yield url
        return
    with tempfile.TemporaryDirectory() as directory:
        yield f"sqlite:///{directory}/bench.db"


def percentile(samples: list[float], fraction: float) -> float:
    ordered = sorted(samples)
    return ordered[min(len(ordered) - 1, int(fraction * len(ordered)))]


def summary(samples: list[float]) -> str:
    return (
        f"p50 {percentile(samples, 0.5):7.3f}  p99 {percentile(samples, 0.99):7.3f}  "
        f"mean {statistics.fmean(samples):7.3f}"
    )


def table(header: list[str], rows: list[list[str]]) -> str:
    widths = [max(len(str(cell)) for cell in column) for column in zip(header, *rows, strict=False)]
    lines = [
        " | ".join(str(cell).ljust(width) for cell, width in zip(row, widths, strict=False))
        for row in [header, *rows]
    ]
    lines.insert(1, "-+-".join("-" * width for width in widths))
    return "\n".join(lines)


REFERENCE_LOOP = 10_000_000


def machine_speed() -> str:
    """How fast this machine runs plain Python right now: the median of three runs of a fixed
    loop. A shared virtual machine's speed drifts by a third or more within an hour, so a table
    is comparable with another only alongside this line (or taken back to back)."""
    runs = []
    for _ in range(3):
        started = time.perf_counter()
        sum(range(REFERENCE_LOOP))
        runs.append((time.perf_counter() - started) * 1000)
    return f"machine speed: sum(range(10**7)) took {statistics.median(runs):.0f} ms (median of 3)"
