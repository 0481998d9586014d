"""Metrics read from a store rather than counted by a process: what every process sharing the
store did, surviving restarts (`entelechy metrics`). A `Sample` is one value of one family;
`Snapshot` serves the latest set to Prometheus' collector protocol."""

from __future__ import annotations

import threading
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

if TYPE_CHECKING:
    from prometheus_client.metrics_core import Metric


@dataclass(frozen=True)
class Sample:
    family: str
    help: str
    kind: Literal["counter", "gauge"]
    labels: tuple[tuple[str, str], ...]
    value: float


class Snapshot:
    """A Prometheus collector that answers with the samples it was last given (thread-safe: the
    exporter's thread reads while the refreshing thread writes)."""

    def __init__(self) -> None:
        self._samples: Sequence[Sample] = ()
        self._lock = threading.Lock()

    def update(self, samples: Sequence[Sample]) -> None:
        with self._lock:
            self._samples = tuple(samples)

    def collect(self) -> Iterator[Metric]:
        from prometheus_client.metrics_core import (  # noqa: PLC0415 - imported when first needed
            CounterMetricFamily,
            GaugeMetricFamily,
        )

        with self._lock:
            samples = self._samples
        families: dict[str, CounterMetricFamily | GaugeMetricFamily] = {}
        for sample in samples:
            names = [name for name, _ in sample.labels]
            family = families.get(sample.family)
            if family is None:
                kind = CounterMetricFamily if sample.kind == "counter" else GaugeMetricFamily
                family = kind(sample.family, sample.help, labels=names)
                families[sample.family] = family
            family.add_metric([value for _, value in sample.labels], sample.value)
        yield from families.values()
