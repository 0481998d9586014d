"""A trained sparse softmax model over hashed n-grams, read from a small gzipped JSON file.

Inference is pure Python: a window's score for each label is the bias plus the weights of the
buckets present, and a long text's probability for a tag is its highest over the text's windows.
The model names itself by the SHA-256 of its file, which every assessment it informs records.
"""

from __future__ import annotations

import gzip
import hashlib
import json
import math
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from entelechy.errors import EntelechyError
from entelechy.perception.risk.learned.features import FeatureSpec, window_parts

FORMAT = 2
SAFE = ""
"""The label of a prompt that carries no tag."""
WEIGHTS_FILE = "weights.json.gz"
NEVER = 2.0
"""A threshold no probability reaches."""
Sums = dict[frozenset[int], list[float]]
"""Each label's weights summed over a set of buckets, by the set."""


class ModelFileError(EntelechyError):
    """A learned risk model's file cannot be read."""

    hint = "Rebuild it with `python -m entelechy.perception.risk.learned.training`."


@dataclass(frozen=True)
class LearnedModel:
    """Weights per hashed bucket, one per label (the first is `SAFE`), and per-tag thresholds."""

    spec: FeatureSpec
    labels: tuple[str, ...]
    bias: tuple[float, ...]
    weights: Mapping[int, tuple[float, ...]]
    thresholds: Mapping[str, float]
    digest: str = ""

    def probabilities(self, text: str, context: Sequence[str] = ()) -> dict[str, float]:
        """Each tag's probability: its softmax share, at its highest over the text's windows.
        `context` holds whole-text features (what the grammar found).

        A window's buckets all weigh the same (one over the root of their number), so its score
        for a label is the bias plus that weight times the sum of the label's weights over its
        buckets. That sum is the sum over its two halves less the buckets they share: each half
        of a long text is summed once, and a window repeated is scored once."""
        best = dict.fromkeys(self.labels[1:], 0.0)
        parts = window_parts(text, self.spec, context)
        sums: Sums = {}
        shared = self._sum(parts.shared, sums)
        seen: set[tuple[frozenset[int], frozenset[int]]] = set()
        for halves in parts.halves:
            if halves in seen:
                continue
            seen.add(halves)
            first, second = halves
            both = first & second
            size = len(parts.shared) + len(first) + len(second) - len(both)
            totals = map(
                _net, shared, self._sum(first, sums), self._sum(second, sums), self._sum(both, sums)
            )
            for label, value in zip(self.labels, self._softmax(size, totals), strict=True):
                if label != SAFE and value > best[label]:
                    best[label] = value
        return best

    def tags(self, text: str, context: Sequence[str] = ()) -> dict[str, float]:
        """The tags whose probability reaches their threshold, with that probability."""
        return self.tags_of(self.probabilities(text, context))

    def tags_of(self, found: Mapping[str, float]) -> dict[str, float]:
        """The tags of `found` (probabilities) that reach their threshold."""
        return {tag: found[tag] for tag in self.labels[1:] if found[tag] >= self.thresholds[tag]}

    def _sum(self, buckets: frozenset[int], known: Sums) -> list[float]:
        """Each label's weights summed over `buckets` (remembered in `known`); the sums run label
        by label over the rows of the buckets the model has, in C."""
        found = known.get(buckets)
        if found is None:
            rows = list(map(self.weights.__getitem__, filter(self.weights.__contains__, buckets)))
            found = list(map(sum, zip(*rows, strict=True))) if rows else [0.0] * len(self.bias)
            known[buckets] = found
        return found

    def _softmax(self, size: int, totals: Iterable[float]) -> list[float]:
        """Each label's share of the scores of a window of `size` buckets whose weights sum to
        `totals`, label by label."""
        weight = 1 / math.sqrt(size) if size else 0.0
        scores = [bias + weight * total for bias, total in zip(self.bias, totals, strict=True)]
        top = max(scores)
        exps = [math.exp(score - top) for score in scores]
        total = sum(exps)
        return [value / total for value in exps]

    def to_json(self) -> dict[str, Any]:
        return {
            "format": FORMAT,
            "spec": self.spec.to_json(),
            "labels": list(self.labels),
            "bias": list(self.bias),
            "thresholds": dict(self.thresholds),
            "weights": {str(bucket): list(row) for bucket, row in sorted(self.weights.items())},
        }


def save(model: LearnedModel, path: Path) -> str:
    """Write `model` (byte-for-byte reproducible) and return its `sha256:` digest."""
    text = json.dumps(model.to_json(), separators=(",", ":"), sort_keys=True)
    data = gzip.compress(text.encode(), mtime=0)
    path.write_bytes(data)
    return digest_of(data)


def load(path: Path | None = None) -> LearnedModel:
    """The model in `path`, or the one shipped with the package."""
    try:
        data = path.read_bytes() if path else _shipped().read_bytes()
        record = json.loads(gzip.decompress(data))
        return _model(record, digest_of(data))
    except (OSError, ValueError, KeyError, TypeError) as error:
        raise ModelFileError(f"cannot read the learned risk model: {error}.") from error


def digest_of(data: bytes) -> str:
    return "sha256:" + hashlib.sha256(data).hexdigest()


def _net(shared: float, first: float, second: float, both: float) -> float:
    """A window's sum for one label: its shared features', and its halves' less their overlap."""
    return shared + first + second - both


def _shipped() -> Any:
    return resources.files(__package__).joinpath(WEIGHTS_FILE)


def _model(record: dict[str, Any], digest: str) -> LearnedModel:
    if record.get("format") != FORMAT:
        raise ValueError(f"format {record.get('format')!r}, expected {FORMAT}")
    labels = tuple(str(label) for label in record["labels"])
    weights = {int(bucket): tuple(map(float, row)) for bucket, row in record["weights"].items()}
    if any(len(row) != len(labels) for row in weights.values()):
        raise ValueError("a weight row does not have one weight per label")
    return LearnedModel(
        FeatureSpec.from_json(record["spec"]),
        labels,
        tuple(map(float, record["bias"])),
        weights,
        {str(tag): float(value) for tag, value in record["thresholds"].items()},
        digest,
    )
