"""Evidence recall on multi-session conversations: does recall find the turns that hold answers?

Each conversation is imported into a fresh mind; each of its questions that names evidence turns
is asked of `Mind.recall`, and recall@k is the fraction of its evidence turns among the top k
items. Questions without evidence are skipped (they cannot be scored). Import throughput and
query latency are measured on the way.
"""

from __future__ import annotations

import re
import statistics
import time
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from entelechy.memory.conversations import Conversation, Question
from entelechy.memory.embedding import Embedder
from entelechy.memory.recall import RecallHit, RecallWeights
from entelechy.mind import Mind

_EVIDENCE_SPLIT = re.compile(r"[;,\s]+")


@dataclass
class RecallEvaluation:
    """Recall@k overall and per category, with throughput and latency."""

    ks: tuple[int, ...]
    questions: int = 0
    skipped: int = 0
    conversations: int = 0
    turns: int = 0
    ingest_seconds: float = 0.0
    latencies_ms: list[float] = field(default_factory=list)
    totals: dict[int, float] = field(default_factory=lambda: defaultdict(float))
    categories: dict[str, dict[int, float]] = field(default_factory=dict)
    category_counts: dict[str, int] = field(default_factory=lambda: defaultdict(int))

    def add(self, category: str, found: dict[int, float], latency_ms: float) -> None:
        self.questions += 1
        self.latencies_ms.append(latency_ms)
        self.category_counts[category] += 1
        per = self.categories.setdefault(category, defaultdict(float))
        for k, value in found.items():
            self.totals[k] += value
            per[k] += value

    def recall_at(self, k: int, category: str | None = None) -> float:
        if category is None:
            return self.totals[k] / self.questions if self.questions else 0.0
        count = self.category_counts[category]
        return self.categories[category][k] / count if count else 0.0

    @property
    def ingest_turns_per_s(self) -> float:
        return self.turns / self.ingest_seconds if self.ingest_seconds else 0.0

    def latency(self, quantile: float) -> float:
        if not self.latencies_ms:
            return 0.0
        if len(self.latencies_ms) == 1:
            return self.latencies_ms[0]
        cuts = statistics.quantiles(self.latencies_ms, n=100, method="inclusive")
        return cuts[round(quantile * 100) - 1]

    def to_json(self) -> dict[str, Any]:
        return {
            "recall_at_k": {str(k): round(self.recall_at(k), 4) for k in self.ks},
            "per_category": {
                name: {
                    "questions": self.category_counts[name],
                    "recall_at_k": {str(k): round(self.recall_at(k, name), 4) for k in self.ks},
                }
                for name in sorted(self.categories)
            },
            "questions": self.questions,
            "skipped_without_evidence": self.skipped,
            "conversations": self.conversations,
            "turns": self.turns,
            "ingest_turns_per_s": round(self.ingest_turns_per_s, 1),
            "query_latency_ms": {
                "p50": round(self.latency(0.50), 3),
                "p95": round(self.latency(0.95), 3),
            },
        }


async def evaluate_recall(
    conversations: Sequence[Conversation],
    ks: Sequence[int],
    *,
    embedder: Embedder | None = None,
    weights: RecallWeights | None = None,
    database_url: str = "sqlite://",
) -> RecallEvaluation:
    """Score recall on `conversations`, each in a fresh mind of one scratch store."""
    report = RecallEvaluation(tuple(sorted(set(ks))))
    deepest = max(report.ks)
    for index, conversation in enumerate(conversations, start=1):
        mind = await Mind.open(f"recall-eval-{index}", database_url=database_url, embedder=embedder)
        if weights is not None:
            mind.memory.weights = weights
        try:
            started = time.perf_counter()
            await mind.ingest([conversation])
            report.ingest_seconds += time.perf_counter() - started
            report.turns += len(conversation.turns)
            report.conversations += 1
            for question in conversation.questions:
                evidence = evidence_ids(question)
                if not evidence:
                    report.skipped += 1
                    continue
                started = time.perf_counter()
                hits = await mind.recall(question.question, limit=deepest)
                latency = (time.perf_counter() - started) * 1000
                report.add(question.category, _found(hits, evidence, report.ks), latency)
        finally:
            await mind.close()
    return report


def evidence_ids(question: Question) -> set[str]:
    """The question's evidence turn ids (tolerating several ids written in one string)."""
    return {part for item in question.evidence for part in _EVIDENCE_SPLIT.split(item) if part}


def turn_id(hit: RecallHit) -> str | None:
    """The conversation's own id of the turn a hit is (imported turns only)."""
    external = hit.provenance.get("external_id")
    return str(external).rsplit("/", 1)[-1] if external else None


def _found(hits: list[RecallHit], evidence: set[str], ks: Sequence[int]) -> dict[int, float]:
    ranked = [turn_id(hit) for hit in hits]
    return {k: len(evidence.intersection(ranked[:k])) / len(evidence) for k in ks}
