"""Recall: the items of a mind's memory that bear on a query, best first, with provenance.

Candidates come from the database's full-text index (and, with an embedder, from a dense index
too; see `entelechy.memory.hybrid`). Each is then scored as a blend: how well its text matches
(normalised to the best candidate), how recent it is (exponential decay with a half-life) and how
important it was judged to be. A turn right before a strongly matching turn of the same
conversation shares a little of its score, since questions are answered in the next turn.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from datetime import datetime
from typing import Any

from sqlalchemy import Connection

from entelechy.clock import parse_timestamp
from entelechy.errors import EntelechyError
from entelechy.memory import events as kinds
from entelechy.memory.lexical import Candidate, lexical_candidates
from entelechy.memory.queries import Episode, Memory, episodes_by_id, memories_by_id
from entelechy.memory.terms import search_terms

EPISODE_CLASS = "episode"
"""The class name of episodes in a recall filter (consolidated memories use their own)."""
ALL_CLASSES = (EPISODE_CLASS, *kinds.MEMORY_CLASSES)
DEFAULT_CLASSES = (EPISODE_CLASS, *kinds.DEFAULT_RECALL_CLASSES)


class RecallError(EntelechyError):
    """A recall query cannot be run as given."""


@dataclass(frozen=True)
class RecallWeights:
    """How the blend is weighed; the defaults were chosen by measurement (docs/memory.md)."""

    text: float = 1.0
    recency: float = 0.05
    importance: float = 0.05
    half_life_days: float = 30.0
    next_turn: float = 0.3
    neighbour_gap: int = 2
    candidates: int = 100


@dataclass(frozen=True)
class RecallQuery:
    """What to recall: `classes` None means episodes and non-traumatic memories."""

    text: str
    limit: int = 10
    classes: tuple[str, ...] | None = None
    since: str | None = None
    until: str | None = None
    user_id: str | None = None

    def chosen_classes(self) -> tuple[str, ...]:
        chosen = self.classes if self.classes is not None else DEFAULT_CLASSES
        unknown = [name for name in chosen if name not in ALL_CLASSES]
        if unknown:
            raise RecallError(
                f"unknown memory class {unknown[0]!r}.",
                hint=f"Use one of {', '.join(ALL_CLASSES)}.",
            )
        return tuple(chosen)


@dataclass(frozen=True)
class RecallHit:
    """One recalled item: its text, its score and the parts of it, and where it came from."""

    id: str
    kind: str
    memory_class: str
    text: str
    at: str
    score: float
    text_score: float
    recency: float
    importance: float
    user_id: str | None
    provenance: dict[str, Any] = field(default_factory=dict)

    def line(self, chars: int = 240) -> str:
        """One line for a prompt or a listing: date, who spoke (for an imported turn), text."""
        speaker = (
            self.provenance.get("speaker") if self.provenance.get("source") == "ingest" else None
        )
        said = " ".join(self.text.split())
        said = f"{speaker}: {said}" if speaker else said
        if len(said) > chars:
            said = said[: chars - 1].rstrip() + "…"
        return f"[{self.at[:10]}] {said}"

    def to_json(self) -> dict[str, Any]:
        return {
            "id": self.id,
            "kind": self.kind,
            "class": self.memory_class,
            "text": self.text,
            "at": self.at,
            "score": round(self.score, 6),
            "text_score": round(self.text_score, 6),
            "recency": round(self.recency, 6),
            "importance": round(self.importance, 6),
            "user_id": self.user_id,
            "provenance": self.provenance,
        }


def recall(
    connection: Connection,
    mind_id: str,
    query: RecallQuery,
    now: datetime,
    *,
    weights: RecallWeights = RecallWeights(),
    extra: Sequence[Candidate] = (),
) -> list[RecallHit]:
    """The best `query.limit` items for `query`; `extra` candidates (already scored in [0, 1],
    e.g. from a dense index) are blended in with the lexical ones."""
    classes = query.chosen_classes()
    item_kinds = _kinds(classes)
    terms = search_terms(query.text)
    pool = weights.candidates * (4 if query.since or query.until or query.user_id else 1)
    found = _normalised(lexical_candidates(connection, mind_id, terms, item_kinds, pool))
    merged = _merge(found, extra)
    hits = _hydrate(connection, mind_id, merged, now, weights)
    kept = [hit for hit in hits if _admitted(hit, query, classes)]
    kept = _share_with_previous_turn(kept, weights)
    kept.sort(key=lambda hit: (-hit.score, hit.id))
    return kept[: query.limit]


def _kinds(classes: Sequence[str]) -> list[str]:
    chosen = []
    if EPISODE_CLASS in classes:
        chosen.append(kinds.EPISODE_KIND)
    if any(name in kinds.MEMORY_CLASSES for name in classes):
        chosen.append(kinds.MEMORY_KIND)
    return chosen


def _normalised(candidates: list[Candidate]) -> list[Candidate]:
    best = max((candidate.score for candidate in candidates), default=0.0)
    if best <= 0:
        return candidates
    return [replace(candidate, score=candidate.score / best) for candidate in candidates]


def _merge(lexical: list[Candidate], extra: Sequence[Candidate]) -> dict[str, Candidate]:
    merged = {candidate.item_id: candidate for candidate in lexical}
    for candidate in extra:
        known = merged.get(candidate.item_id)
        score = candidate.score + (known.score if known else 0.0)
        merged[candidate.item_id] = replace(candidate, score=score)
    return merged


def _hydrate(
    connection: Connection,
    mind_id: str,
    merged: dict[str, Candidate],
    now: datetime,
    weights: RecallWeights,
) -> list[RecallHit]:
    wanted = {kind: [c.item_id for c in merged.values() if c.kind == kind] for kind in _BOTH}
    hits = [
        _episode_hit(episode, merged[episode.id].score, now, weights)
        for episode in episodes_by_id(connection, mind_id, wanted[kinds.EPISODE_KIND])
    ]
    hits += [
        _memory_hit(memory, merged[memory.id].score, now, weights)
        for memory in memories_by_id(connection, mind_id, wanted[kinds.MEMORY_KIND])
    ]
    return hits


_BOTH = (kinds.EPISODE_KIND, kinds.MEMORY_KIND)


def _blend(
    text_score: float, at: str, importance: float, now: datetime, w: RecallWeights
) -> tuple[float, float]:
    age_days = max((now - parse_timestamp(at)).total_seconds() / 86400, 0.0)
    recency = math.exp(-math.log(2) * age_days / w.half_life_days)
    return w.text * text_score + w.recency * recency + w.importance * importance, recency


def _episode_hit(episode: Episode, text_score: float, now: datetime, w: RecallWeights) -> RecallHit:
    score, recency = _blend(text_score, episode.occurred_at, episode.importance, now, w)
    provenance = {
        "event_id": episode.event_id,
        "seq": episode.seq,
        "source": episode.source,
        "conversation_id": episode.conversation_id,
        "message_ids": list(episode.message_ids),
        "external_id": episode.external_id,
        "speaker": episode.speaker,
    }
    return RecallHit(
        episode.id,
        kinds.EPISODE_KIND,
        EPISODE_CLASS,
        episode.text,
        episode.occurred_at,
        score,
        text_score,
        recency,
        episode.importance,
        episode.user_id,
        provenance,
    )


def _memory_hit(memory: Memory, text_score: float, now: datetime, w: RecallWeights) -> RecallHit:
    score, recency = _blend(text_score, memory.created_at, memory.importance, now, w)
    provenance = {
        "event_id": memory.event_id,
        "seq": memory.seq,
        "dream_id": memory.dream_id,
        "sleep_id": memory.sleep_id,
        "episode_ids": list(memory.episode_ids),
    }
    return RecallHit(
        memory.id,
        kinds.MEMORY_KIND,
        memory.memory_class,
        memory.text,
        memory.created_at,
        score,
        text_score,
        recency,
        memory.importance,
        memory.user_id,
        provenance,
    )


def _admitted(hit: RecallHit, query: RecallQuery, classes: Sequence[str]) -> bool:
    if hit.memory_class not in classes:
        return False
    if query.since is not None and hit.at < query.since:
        return False
    if query.until is not None and hit.at > query.until:
        return False
    return query.user_id is None or hit.user_id in (None, query.user_id)


def _share_with_previous_turn(hits: list[RecallHit], weights: RecallWeights) -> list[RecallHit]:
    """A turn followed closely by a matching turn of the same conversation gains part of its
    text score: the question before an answer is often what the evidence is."""
    if weights.next_turn <= 0:
        return hits
    by_position = {
        (hit.provenance.get("conversation_id"), hit.provenance["seq"]): hit
        for hit in hits
        if hit.kind == kinds.EPISODE_KIND and hit.provenance.get("conversation_id")
    }
    shared = []
    for hit in hits:
        key = hit.provenance.get("conversation_id")
        following = [
            by_position.get((key, hit.provenance["seq"] + gap))
            for gap in range(1, weights.neighbour_gap + 1)
        ]
        best = max((other.text_score for other in following if other), default=0.0)
        bonus = weights.next_turn * weights.text * max(best - hit.text_score, 0.0)
        shared.append(replace(hit, score=hit.score + bonus) if key and bonus else hit)
    return shared
