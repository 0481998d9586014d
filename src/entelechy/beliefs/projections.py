"""Projection handlers of perception and belief events; the same code runs live and in replays."""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from sqlalchemy import Connection, bindparam, update

from entelechy.beliefs import events as kinds
from entelechy.beliefs.schema import (
    belief_links,
    belief_versions,
    beliefs,
    contradictions,
    evidence,
    evidence_retractions,
    evidence_roots,
    forbidden_inferences,
    observations,
    perceptions,
    track_records,
)
from entelechy.record.ledger import StoredEvent
from entelechy.record.prepared import Prepared, PreparedInsert
from entelechy.record.projections import Projections

HANDLERS = Projections(declares=kinds.KINDS, ledger_only=(kinds.BELIEF_COMMAND,))
"""The projections of beliefs."""

for _table in (
    observations,
    perceptions,
    beliefs,
    belief_versions,
    evidence,
    evidence_roots,
    evidence_retractions,
    belief_links,
    contradictions,
    track_records,
    forbidden_inferences,
):
    HANDLERS.owns(_table)

_INSERT = {
    table.name: PreparedInsert(table)
    for table in (
        observations,
        perceptions,
        beliefs,
        belief_versions,
        evidence,
        evidence_roots,
        evidence_retractions,
        belief_links,
        contradictions,
        track_records,
        forbidden_inferences,
    )
}
_SET_SCORE = Prepared(
    update(beliefs)
    .where(beliefs.c.id == bindparam("b_id"))
    .values(
        confidence=bindparam("confidence"),
        status=bindparam("status"),
        version=bindparam("version"),
        updated_at=bindparam("updated_at"),
    )
)
_CLOSE = Prepared(
    update(beliefs)
    .where(beliefs.c.id == bindparam("b_id"))
    .values(valid_until=bindparam("valid_until"), superseded_by=bindparam("by"))
)
_PIN = Prepared(update(beliefs).where(beliefs.c.id == bindparam("b_id")).values(pinned=1))
_TRACK = Prepared(
    update(track_records)
    .where(
        track_records.c.mind_id == bindparam("m_id"),
        track_records.c.family == bindparam("f"),
        track_records.c.domain == bindparam("d"),
    )
    .values(
        correct=bindparam("correct"),
        wrong=bindparam("wrong"),
        updated_at=bindparam("updated_at"),
        event_id=bindparam("e_id"),
    )
)


def _json(value: Any) -> str:
    """Deterministic JSON for a column (the ledger already holds the canonical form)."""
    return json.dumps(value, sort_keys=True, separators=(",", ":"), ensure_ascii=False)


def _insert(connection: Connection, table: str, event: StoredEvent, row: dict[str, Any]) -> None:
    _INSERT[table].insert(connection, {"mind_id": event.mind_id, "event_id": event.id, **row})


@HANDLERS.on(kinds.OBSERVATION_RECORDED)
def _observation(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    row = {
        "id": p["observation_id"],
        "message_id": p["message_id"],
        "actor": p["actor"],
        "user_id": event.user_id,
        "channel": p["channel"],
        "trust": p["trust"],
        "reference": p["reference"],
        "at": event.at,
    }
    _insert(connection, "observations", event, row)


@HANDLERS.on(kinds.PERCEPTION_RECORDED)
def _perception(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    analysis = p["analysis"]
    row = {
        "id": p["perception_id"],
        "observation_id": p["observation_id"],
        "message_id": p["message_id"],
        "intent": analysis["intent"],
        "introspection": analysis["introspection"],
        "urgency": analysis["urgency"],
        "analysis": _json(analysis),
        "enrichment": _json(p["enrichment"]),
        "at": event.at,
    }
    _insert(connection, "perceptions", event, row)


def belief_values(event: StoredEvent) -> dict[str, Any]:
    """The `beliefs` row a `belief_formed` event makes (also how the engine sees it at once)."""
    p = event.payload
    proposition = p["proposition"]
    evaluation = p["evaluation"]
    return {
        "id": p["belief_id"],
        "proposition": proposition["text"],
        "subject": proposition["subject"],
        "predicate": proposition["predicate"],
        "object": proposition["object"],
        "polarity": proposition["polarity"],
        "slot": p["slot"],
        "key": p["key"],
        "kind": p["kind"],
        "prior": p["prior"],
        "scope": proposition["scope"],
        "tense": proposition.get("tense", "present"),
        "domain": p["domain"],
        "status": evaluation["status"],
        "confidence": evaluation["confidence"],
        "pinned": 0,
        "version": evaluation["version"],
        "observed_at": p["observed_at"],
        "valid_from": p["valid_from"],
        "valid_until": None,
        "superseded_by": None,
        "created_at": event.at,
        "updated_at": event.at,
    }


@HANDLERS.on(kinds.BELIEF_FORMED)
def _formed(connection: Connection, event: StoredEvent) -> None:
    _insert(connection, "beliefs", event, belief_values(event))
    _evidence(connection, event, event.payload["evidence"])
    _version(connection, event, event.payload["belief_id"], event.payload["evaluation"])


@HANDLERS.on(kinds.EVIDENCE_ADDED)
def _evidence_added(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    _evidence(connection, event, p)
    if p["evaluation"] is not None:
        _version(connection, event, p["belief_id"], p["evaluation"])
        _score(connection, event, p["belief_id"], p["evaluation"])


def _evidence(connection: Connection, event: StoredEvent, p: Mapping[str, Any]) -> None:
    row = {key: p[key] for key in _EVIDENCE_FIELDS}
    row["id"] = p["evidence_id"]
    row["root_event_ids"] = _json(p["root_event_ids"])
    row["root_memory_ids"] = _json(p["root_memory_ids"])
    _insert(connection, "evidence", event, {**row, "at": event.at})
    for kind, ids in (("event", p["root_event_ids"]), ("memory", p["root_memory_ids"])):
        for root in ids:
            root_row = {"evidence_id": p["evidence_id"], "root_id": root, "root_kind": kind}
            _insert(connection, "evidence_roots", event, root_row)


_EVIDENCE_FIELDS = (
    "belief_id",
    "polarity",
    "strength",
    "credibility",
    "base_credibility",
    "track_factor",
    "derivation",
    "family",
    "source",
    "note",
)


def _version(
    connection: Connection, event: StoredEvent, belief_id: str, evaluation: Mapping[str, Any]
) -> None:
    row = {
        "belief_id": belief_id,
        "version": evaluation["version"],
        "confidence": evaluation["confidence"],
        "status": evaluation["status"],
        "reason": evaluation["reason"],
        "breakdown": _json(evaluation["breakdown"]),
        "at": event.at,
    }
    _insert(connection, "belief_versions", event, row)


def _score(
    connection: Connection, event: StoredEvent, belief_id: str, evaluation: Mapping[str, Any]
) -> None:
    score = {k: evaluation[k] for k in ("confidence", "status", "version")}
    _SET_SCORE.run(connection, {"b_id": belief_id, **score, "updated_at": event.at})


@HANDLERS.on(*kinds.VERSIONED)
def _versioned(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    _version(connection, event, p["belief_id"], p)
    _score(connection, event, p["belief_id"], p)
    if event.kind == kinds.BELIEF_SUPERSEDED:
        close = {"b_id": p["belief_id"], "valid_until": p["valid_until"], "by": p["by"]}
        _CLOSE.run(connection, close)
        _link(connection, event, p["link_id"], ("supersedes", p["by"], p["belief_id"]))
    elif event.kind == kinds.BELIEF_MARKED_WRONG:
        _PIN.run(connection, {"b_id": p["belief_id"]})


@HANDLERS.on(kinds.CONTRADICTION_DETECTED)
def _contradiction(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    row = {
        "id": p["contradiction_id"],
        "belief_a": p["belief_a"],
        "belief_b": p["belief_b"],
        "reason": p["reason"],
        "at": event.at,
    }
    _insert(connection, "contradictions", event, row)
    _link(connection, event, p["link_id"], ("contradicts", p["belief_a"], p["belief_b"]))


@HANDLERS.on(kinds.BELIEF_LINKED)
def _linked(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    _link(connection, event, p["link_id"], (p["kind"], p["from_id"], p["to_id"]))


def _link(
    connection: Connection, event: StoredEvent, link_id: str, ends: tuple[str, str, str]
) -> None:
    """`ends` is (kind, from_id, to_id)."""
    kind, from_id, to_id = ends
    row = {"id": link_id, "kind": kind, "from_id": from_id, "to_id": to_id, "at": event.at}
    _insert(connection, "belief_links", event, row)


@HANDLERS.on(kinds.EVIDENCE_RETRACTED)
def _retracted(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    row = {
        "evidence_id": p["evidence_id"],
        "belief_id": p["belief_id"],
        "reason": p["reason"],
        "at": event.at,
    }
    _insert(connection, "evidence_retractions", event, row)


@HANDLERS.on(kinds.SOURCE_OUTCOME)
def _outcome(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    values = {
        "m_id": event.mind_id,
        "f": p["family"],
        "d": p["domain"],
        "correct": p["correct"],
        "wrong": p["wrong"],
        "updated_at": event.at,
        "e_id": event.id,
    }
    if p["correct"] + p["wrong"] > 1:
        _TRACK.run(connection, values)
        return
    row = {k: p[k] for k in ("family", "domain", "correct", "wrong")}
    _insert(connection, "track_records", event, {**row, "updated_at": event.at})


@HANDLERS.on(kinds.INFERENCE_FORBIDDEN)
def _forbidden(connection: Connection, event: StoredEvent) -> None:
    p = event.payload
    row = {"id": p["forbid_id"], "pattern": p["pattern"], "reason": p["reason"], "at": event.at}
    _insert(connection, "forbidden_inferences", event, row)
