"""Recall: the items of a mind's memory that bear on a query, best first, with provenance.

Candidates come from the database's full-text index (and, with an embedder, from a dense index
too; see `entelechy.memory.vectors`). Each is then scored as a blend: how well its text matches
(normalised to the best candidate), how recent it is (exponential decay with a half-life) and how
important it was judged to be. A turn right before a strongly matching turn of the same
conversation shares part of its score, since what a question asks about is often set up by the
turn before the answer. Only the final few items are read in full.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from sqlalchemy import Connection

from entelechy.clock import parse_timestamp
from entelechy.errors import EntelechyError
from entelechy.memory import events as kinds
from entelechy.memory.lexical import (
    Admission,
    Candidate,
    ColumnWeights,
    described,
    lexical_candidates,
)
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
    dense: float = 0.5
    recency: float = 0.02
    importance: float = 0.02
    half_life_days: float = 30.0
    next_turn: float = 0.3
    session: float = 0.1
    session_top: int = 3
    neighbour_gap: int = 2
    candidates: int = 100
    columns: ColumnWeights = field(default_factory=ColumnWeights)
    drop_stopwords: bool = True


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
        imported = self.provenance.get("source") == "ingest"
        speaker = self.provenance.get("speaker") if imported else None
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


@dataclass(slots=True)
class _Scored:
    """A candidate being scored; the sharing steps raise `score` in place."""

    candidate: Candidate
    text_score: float
    recency: float = 0.0
    score: float = 0.0


def recall(
    connection: Connection,
    mind_id: str,
    query: RecallQuery,
    now: datetime,
    *,
    weights: RecallWeights = RecallWeights(),
    dense: Sequence[Candidate] = (),
) -> list[RecallHit]:
    """The best `query.limit` items for `query`; `dense` candidates (scored in [0, 1] by a
    dense index) are blended in with the lexical ones."""
    classes = query.chosen_classes()
    item_kinds = _kinds(classes)
    terms = search_terms(query.text, drop_stopwords=weights.drop_stopwords)
    admission = Admission(
        tuple(name for name in classes if name != EPISODE_CLASS),
        query.user_id,
        query.since,
        query.until,
    )
    found = lexical_candidates(
        connection,
        mind_id,
        terms,
        item_kinds,
        limit=weights.candidates,
        weights=weights.columns,
        admission=admission,
    )
    merged = _merge(found, described(connection, mind_id, dense), weights)
    scored = [_blend(item, now, weights) for item in merged if _admitted(item, query, classes)]
    _share_with_previous_turn(scored, weights)
    _share_with_session(scored, weights)
    scored.sort(key=lambda item: (-item.score, item.candidate.item_id))
    return _hydrated(connection, mind_id, scored[: query.limit])


def _kinds(classes: Sequence[str]) -> list[str]:
    chosen = []
    if EPISODE_CLASS in classes:
        chosen.append(kinds.EPISODE_KIND)
    if any(name in kinds.MEMORY_CLASSES for name in classes):
        chosen.append(kinds.MEMORY_KIND)
    return chosen


def _merge(
    lexical: list[Candidate], dense: Sequence[Candidate], weights: RecallWeights
) -> list[_Scored]:
    """One item per candidate, its text score `text` × its lexical score (normalised to the
    best) + `dense` × its dense one."""
    best = max((candidate.score for candidate in lexical), default=0.0)
    scale = weights.text / best if best > 0 else 0.0
    merged = {c.item_id: _Scored(c, c.score * scale) for c in lexical}
    for candidate in dense:
        item = merged.setdefault(candidate.item_id, _Scored(candidate, 0.0))
        item.text_score += weights.dense * candidate.score
    return list(merged.values())


def _admitted(item: _Scored, query: RecallQuery, classes: Sequence[str]) -> bool:
    candidate = item.candidate
    if (candidate.memory_class or EPISODE_CLASS) not in classes:
        return False
    if query.since is not None and candidate.at < query.since:
        return False
    if query.until is not None and candidate.at > query.until:
        return False
    return query.user_id is None or candidate.user_id in (None, query.user_id)


def _blend(item: _Scored, now: datetime, w: RecallWeights) -> _Scored:
    age_days = max((now - parse_timestamp(item.candidate.at)).total_seconds() / 86400, 0.0)
    item.recency = math.exp(-math.log(2) * age_days / w.half_life_days)
    item.score = (
        item.text_score + w.recency * item.recency + w.importance * item.candidate.importance
    )
    return item


def _share_with_previous_turn(items: list[_Scored], weights: RecallWeights) -> None:
    """A turn followed closely by a better-matching turn of the same conversation gains part
    of the difference."""
    if weights.next_turn <= 0:
        return
    by_position = {
        (item.candidate.conversation_id, item.candidate.seq): item.text_score for item in items
    }
    for item in items:
        conversation, seq = item.candidate.conversation_id, item.candidate.seq
        if conversation is None:
            continue
        following = max(
            by_position.get((conversation, seq + gap), 0.0)
            for gap in range(1, weights.neighbour_gap + 1)
        )
        item.score += weights.next_turn * max(following - item.text_score, 0.0)


def _share_with_session(items: list[_Scored], weights: RecallWeights) -> None:
    """Turns of a conversation (or imported session) where several turns match gain a share
    of that conversation's best text scores: the topic is there even where the words are not."""
    if weights.session <= 0:
        return
    by_conversation: dict[str, list[float]] = {}
    for item in items:
        if item.candidate.conversation_id is not None:
            by_conversation.setdefault(item.candidate.conversation_id, []).append(item.text_score)
    totals = {
        key: sum(sorted(scores, reverse=True)[: weights.session_top])
        for key, scores in by_conversation.items()
    }
    best = max(totals.values(), default=0.0)
    if best <= 0:
        return
    for item in items:
        if item.candidate.conversation_id is not None:
            item.score += weights.session * totals[item.candidate.conversation_id] / best


def _hydrated(connection: Connection, mind_id: str, chosen: list[_Scored]) -> list[RecallHit]:
    """Read the chosen items in full, keeping their order."""
    ids = {
        kind: [s.candidate.item_id for s in chosen if s.candidate.kind == kind] for kind in _BOTH
    }
    rows: dict[str, Episode | Memory] = {
        row.id: row for row in episodes_by_id(connection, mind_id, ids[kinds.EPISODE_KIND])
    }
    rows.update(
        (row.id, row) for row in memories_by_id(connection, mind_id, ids[kinds.MEMORY_KIND])
    )
    return [_hit(rows[s.candidate.item_id], s) for s in chosen if s.candidate.item_id in rows]


_BOTH = (kinds.EPISODE_KIND, kinds.MEMORY_KIND)


def remembered(
    connection: Connection, mind_id: str, ids: Sequence[str], user_id: str | None = None
) -> list[RecallHit]:
    """The items `ids` name (a reply's recorded memories), in that order, with no scores:
    nothing was searched. With `user_id`, only that person's items and the mind's own."""
    rows: list[Episode | Memory] = [
        *episodes_by_id(connection, mind_id, list(ids)),
        *memories_by_id(connection, mind_id, list(ids)),
    ]
    found = {row.id: row for row in rows if user_id is None or row.user_id in (None, user_id)}
    return [
        _hit(found[item], _Scored(Candidate(item, "", 0.0), 0.0)) for item in ids if item in found
    ]


def _hit(row: Episode | Memory, scored: _Scored) -> RecallHit:
    provenance: dict[str, Any] = {"event_id": row.event_id, "seq": row.seq}
    if isinstance(row, Episode):
        kind, memory_class, at = kinds.EPISODE_KIND, EPISODE_CLASS, row.occurred_at
        provenance |= {
            "source": row.source,
            "conversation_id": row.conversation_id,
            "message_ids": list(row.message_ids),
            "external_id": row.external_id,
            "speaker": row.speaker,
        }
    else:
        kind, memory_class, at = kinds.MEMORY_KIND, row.memory_class, row.created_at
        provenance |= {
            "dream_id": row.dream_id,
            "sleep_id": row.sleep_id,
            "episode_ids": list(row.episode_ids),
        }
    return RecallHit(
        id=row.id,
        kind=kind,
        memory_class=memory_class,
        text=row.text,
        at=at,
        score=scored.score,
        text_score=scored.text_score,
        recency=scored.recency,
        importance=row.importance,
        user_id=row.user_id,
        provenance=provenance,
    )
