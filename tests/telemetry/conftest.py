"""An OpenTelemetry SDK with an in-memory exporter, installed once per test process (the API
allows one tracer provider per process); each test starts with no finished spans."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from opentelemetry import trace
from opentelemetry.sdk.trace import TracerProvider
from opentelemetry.sdk.trace.export import SimpleSpanProcessor
from opentelemetry.sdk.trace.export.in_memory_span_exporter import InMemorySpanExporter

_EXPORTER = InMemorySpanExporter()


@pytest.fixture(scope="session")
def _provider() -> InMemorySpanExporter:
    provider = TracerProvider()
    provider.add_span_processor(SimpleSpanProcessor(_EXPORTER))
    trace.set_tracer_provider(provider)
    return _EXPORTER


@pytest.fixture
def exporter(_provider: InMemorySpanExporter) -> Iterator[InMemorySpanExporter]:
    _provider.clear()
    yield _provider
    _provider.clear()
