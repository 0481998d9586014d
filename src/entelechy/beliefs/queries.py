"""Reads of the belief tables, scoped by mind. The per-message ones are prepared statements."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, and_, bindparam, func, or_, select

from entelechy.beliefs.confidence import Item
from entelechy.beliefs.schema import (
    belief_links,
    belief_versions,
    beliefs,
    contradictions,
    evidence,
    evidence_retractions,
    evidence_roots,
    forbidden_inferences,
    track_records,
)
from entelechy.perception.claims import NAMED
from entelechy.record.prepared import Prepared

BELIEF_COLUMNS = (
    beliefs.c.id,
    beliefs.c.proposition,
    beliefs.c.subject,
    beliefs.c.predicate,
    beliefs.c.object,
    beliefs.c.polarity,
    beliefs.c.slot,
    beliefs.c.key,
    beliefs.c.kind,
    beliefs.c.prior,
    beliefs.c.scope,
    beliefs.c.domain,
    beliefs.c.status,
    beliefs.c.confidence,
    beliefs.c.pinned,
    beliefs.c.version,
    beliefs.c.observed_at,
    beliefs.c.valid_from,
    beliefs.c.valid_until,
    beliefs.c.superseded_by,
    beliefs.c.created_at,
    beliefs.c.updated_at,
    beliefs.c.tense,
)


@dataclass(frozen=True)
class BeliefRow:
    """A belief as it stands now."""

    id: str
    proposition: str
    subject: str
    predicate: str
    object: str
    polarity: str
    slot: str
    key: str
    kind: str
    prior: float
    scope: str
    domain: str
    status: str
    confidence: float
    pinned: int
    version: int
    observed_at: str
    valid_from: str | None
    valid_until: str | None
    superseded_by: str | None
    created_at: str
    updated_at: str
    tense: str = "present"
    """"past" or "progressive" for a deed told so: said back so ("you adopted a greyhound",
    "you are learning Spanish")."""

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


@dataclass(frozen=True)
class EvidenceRow:
    id: str
    belief_id: str
    polarity: str
    strength: float
    credibility: float
    base_credibility: float
    track_factor: float
    derivation: str
    family: str
    source: str
    root_event_ids: tuple[str, ...]
    root_memory_ids: tuple[str, ...]
    note: str
    at: str
    retracted: str | None

    def item(self) -> Item:
        return Item(
            self.id, self.polarity, self.strength, self.credibility, self.derivation, self.family
        )

    def to_json(self) -> dict[str, Any]:
        data = dict(self.__dict__)
        data["root_event_ids"] = list(self.root_event_ids)
        data["root_memory_ids"] = list(self.root_memory_ids)
        return data


@dataclass(frozen=True)
class VersionRow:
    version: int
    confidence: float
    status: str
    reason: str
    breakdown: dict[str, Any]
    at: str
    event_id: str


@dataclass(frozen=True)
class LinkRow:
    id: str
    kind: str
    from_id: str
    to_id: str
    at: str


_BY_KEY = Prepared(
    select(*BELIEF_COLUMNS).where(
        beliefs.c.mind_id == bindparam("mind_id"), beliefs.c.key == bindparam("key")
    )
)
_BY_ID = Prepared(
    select(*BELIEF_COLUMNS).where(
        beliefs.c.mind_id == bindparam("mind_id"), beliefs.c.id == bindparam("belief_id")
    )
)
_SLOT = (
    select(*BELIEF_COLUMNS)
    .where(
        beliefs.c.mind_id == bindparam("mind_id"),
        beliefs.c.slot == bindparam("slot"),
        beliefs.c.status != "superseded",
        beliefs.c.status != "rejected",
    )
    .order_by(beliefs.c.created_at, beliefs.c.id)
)
_IN_SLOT = Prepared(_SLOT)
_OPPOSED_IN_SLOT = Prepared(_SLOT.where(beliefs.c.polarity != bindparam("polarity")))
_EVIDENCE = Prepared(
    select(
        evidence.c.id,
        evidence.c.belief_id,
        evidence.c.polarity,
        evidence.c.strength,
        evidence.c.credibility,
        evidence.c.base_credibility,
        evidence.c.track_factor,
        evidence.c.derivation,
        evidence.c.family,
        evidence.c.source,
        evidence.c.root_event_ids,
        evidence.c.root_memory_ids,
        evidence.c.note,
        evidence.c.at,
        evidence_retractions.c.at,
    )
    .select_from(
        evidence.outerjoin(
            evidence_retractions, evidence_retractions.c.evidence_id == evidence.c.id
        )
    )
    .where(evidence.c.belief_id == bindparam("belief_id"))
    .order_by(evidence.c.at, evidence.c.id)
)
_TRACK = Prepared(
    select(track_records.c.correct, track_records.c.wrong).where(
        track_records.c.mind_id == bindparam("mind_id"),
        track_records.c.family == bindparam("family"),
        track_records.c.domain == bindparam("domain"),
    )
)
_LINKS = Prepared(
    select(
        belief_links.c.id,
        belief_links.c.kind,
        belief_links.c.from_id,
        belief_links.c.to_id,
        belief_links.c.at,
    )
    .where(
        belief_links.c.mind_id == bindparam("mind_id"),
        (belief_links.c.from_id == bindparam("belief_id"))
        | (belief_links.c.to_id == bindparam("belief_id")),
    )
    .order_by(belief_links.c.at, belief_links.c.id)
)


def belief_by_key(connection: Connection, mind_id: str, key: str) -> BeliefRow | None:
    rows = _BY_KEY.rows(connection, {"mind_id": mind_id, "key": key})
    return BeliefRow(*rows[0]) if rows else None


def belief(connection: Connection, mind_id: str, belief_id: str) -> BeliefRow | None:
    rows = _BY_ID.rows(connection, {"mind_id": mind_id, "belief_id": belief_id})
    return BeliefRow(*rows[0]) if rows else None


def live_beliefs_of(connection: Connection, mind_id: str, subject: str) -> list[BeliefRow]:
    """Live (not superseded, not rejected) beliefs about `subject`, oldest first."""
    rows = connection.execute(
        select(*BELIEF_COLUMNS)
        .where(
            beliefs.c.mind_id == mind_id,
            beliefs.c.subject == subject,
            beliefs.c.status != "superseded",
            beliefs.c.status != "rejected",
        )
        .order_by(beliefs.c.created_at, beliefs.c.id)
    )
    return [BeliefRow(*tuple(row)) for row in rows]


def in_slot(
    connection: Connection, mind_id: str, slot: str, *, opposed_to: str | None = None
) -> list[BeliefRow]:
    """Live (not superseded, not rejected) beliefs about the same subject and predicate: the
    indexed contradiction candidates; with `opposed_to`, only those of the other polarity."""
    parameters = {"mind_id": mind_id, "slot": slot}
    if opposed_to is None:
        rows = _IN_SLOT.rows(connection, parameters)
    else:
        rows = _OPPOSED_IN_SLOT.rows(connection, {**parameters, "polarity": opposed_to})
    return [BeliefRow(*row) for row in rows]


def evidence_of(connection: Connection, belief_id: str) -> list[EvidenceRow]:
    """Every evidence row of a belief, retracted ones included (marked), oldest first."""
    rows = _EVIDENCE.rows(connection, {"belief_id": belief_id})
    return [_evidence_row(row) for row in rows]


def _evidence_row(row: tuple[Any, ...]) -> EvidenceRow:
    values = list(row)
    values[10] = tuple(json.loads(values[10]))
    values[11] = tuple(json.loads(values[11]))
    return EvidenceRow(*values)


def track_record(connection: Connection, mind_id: str, family: str, domain: str) -> tuple[int, int]:
    """(correct, wrong) outcomes of a source family in a domain."""
    parameters = {"mind_id": mind_id, "family": family, "domain": domain}
    rows = _TRACK.rows(connection, parameters)
    return (int(rows[0][0]), int(rows[0][1])) if rows else (0, 0)


def links_of(connection: Connection, mind_id: str, belief_id: str) -> list[LinkRow]:
    rows = _LINKS.rows(connection, {"mind_id": mind_id, "belief_id": belief_id})
    return [LinkRow(*row) for row in rows]


def versions_of(connection: Connection, mind_id: str, belief_id: str) -> list[VersionRow]:
    result = connection.execute(
        select(
            belief_versions.c.version,
            belief_versions.c.confidence,
            belief_versions.c.status,
            belief_versions.c.reason,
            belief_versions.c.breakdown,
            belief_versions.c.at,
            belief_versions.c.event_id,
        )
        .where(belief_versions.c.mind_id == mind_id, belief_versions.c.belief_id == belief_id)
        .order_by(belief_versions.c.version)
    )
    return [
        VersionRow(row[0], row[1], row[2], row[3], json.loads(row[4]), row[5], row[6])
        for row in result
    ]


def list_beliefs(
    connection: Connection,
    mind_id: str,
    *,
    contested: bool = False,
    since: str | None = None,
    subject: str | None = None,
    limit: int = 100,
) -> list[BeliefRow]:
    """Beliefs, most recently changed first; optionally only contested ones or those changed
    since a moment."""
    query = select(*BELIEF_COLUMNS).where(beliefs.c.mind_id == mind_id)
    if contested:
        query = query.where(beliefs.c.status == "contested")
    if since is not None:
        query = query.where(beliefs.c.updated_at >= since)
    if subject is not None:
        query = query.where(beliefs.c.subject == subject)
    query = query.order_by(beliefs.c.updated_at.desc(), beliefs.c.id.desc()).limit(limit)
    return [BeliefRow(*tuple(row)) for row in connection.execute(query)]


def evidence_citing(connection: Connection, mind_id: str, root_id: str) -> list[str]:
    """Ids of unretracted evidence rows whose roots include `root_id`."""
    query = (
        select(evidence_roots.c.evidence_id)
        .select_from(
            evidence_roots.outerjoin(
                evidence_retractions,
                evidence_retractions.c.evidence_id == evidence_roots.c.evidence_id,
            )
        )
        .where(
            and_(
                evidence_roots.c.mind_id == mind_id,
                evidence_roots.c.root_id == root_id,
                evidence_retractions.c.evidence_id.is_(None),
            )
        )
        .order_by(evidence_roots.c.evidence_id)
    )
    return [row[0] for row in connection.execute(query)]


def contradiction_between(connection: Connection, mind_id: str, a: str, b: str) -> bool:
    query = select(contradictions.c.id).where(
        contradictions.c.mind_id == mind_id,
        ((contradictions.c.belief_a == a) & (contradictions.c.belief_b == b))
        | ((contradictions.c.belief_a == b) & (contradictions.c.belief_b == a)),
    )
    return connection.execute(query.limit(1)).first() is not None


def forbidden_patterns(connection: Connection, mind_id: str) -> list[str]:
    query = (
        select(forbidden_inferences.c.pattern)
        .where(forbidden_inferences.c.mind_id == mind_id)
        .order_by(forbidden_inferences.c.at)
    )
    return [row[0] for row in connection.execute(query)]


def name_of(connection: Connection, mind_id: str, user_id: str) -> str | None:
    """The name a person gave themselves (their newest live, positive naming), if any."""
    named = [
        row
        for row in in_slot(connection, mind_id, f"{user_id}|{NAMED}")
        if row.polarity == "positive"
    ]
    return named[-1].object if named else None


def someone_else_named(connection: Connection, mind_id: str, name: str, user_id: str) -> bool:
    """Whether `name` is what another person who talks with the mind is called (they named
    themselves so, or it is their user id), or someone another person told of (a subject of
    their beliefs, or a name in one: "I live with my roommate Nour"): what they told is
    theirs, never to be made up."""
    lowered = name.lower()
    subject = connection.execute(
        select(beliefs.c.id)
        .where(
            beliefs.c.mind_id == mind_id,
            beliefs.c.subject != user_id,
            or_(
                and_(beliefs.c.predicate == NAMED, func.lower(beliefs.c.object) == lowered),
                beliefs.c.domain == lowered,
                # One of theirs named with the relation: "ines's husband rui".
                and_(
                    beliefs.c.domain != user_id,
                    beliefs.c.subject.like(f"%'s % {_escaped(lowered)}", escape="\\"),
                ),
            ),
        )
        .limit(1)
    ).scalar()
    if subject is not None:
        return True
    mentions = connection.execute(
        select(beliefs.c.object)
        .where(
            beliefs.c.mind_id == mind_id,
            beliefs.c.domain != user_id,
            func.lower(beliefs.c.object).like(f"%{_escaped(lowered)}%", escape="\\"),
        )
        .limit(_MENTIONS_READ)
    ).scalars()
    word = re.compile(rf"\b{re.escape(lowered)}\b")
    return any(word.search(str(found).lower()) for found in mentions)


_MENTIONS_READ = 20
"""Beliefs read whose objects hold a name's letters, to find it as a word in one."""


def relative_named(connection: Connection, mind_id: str, user_id: str, name: str) -> str | None:
    """The relation of the person's own called `name` ("daughter" for "marta's daughter sara"),
    from the beliefs about them, if they spoke of one."""
    prefix = f"{user_id}'s "
    subject = beliefs.c.subject.like(f"{_escaped(prefix)}% {_escaped(name)}", escape="\\")
    return _own_relation(connection, mind_id, user_id, subject, suffix=f" {name}")


def relative_called(connection: Connection, mind_id: str, user_id: str, name: str) -> str | None:
    """The relation of the person's own they said is called `name` ("wife" after "my wife is
    called Claire"), if they said so."""
    called = and_(
        beliefs.c.predicate == NAMED,
        beliefs.c.polarity == "positive",
        func.lower(beliefs.c.object) == name,
        beliefs.c.subject.like(f"{_escaped(user_id)}'s %", escape="\\"),
    )
    return _own_relation(connection, mind_id, user_id, called)


def _own_relation(
    connection: Connection, mind_id: str, user_id: str, condition: Any, suffix: str = ""
) -> str | None:
    """The relation ("wife", "daughter") in the subject of the first belief of the person's
    that meets `condition`, less `suffix` (a name after it)."""
    found = connection.execute(
        select(beliefs.c.subject)
        .where(beliefs.c.mind_id == mind_id, beliefs.c.domain == user_id, condition)
        .limit(1)
    ).scalar()
    if found is None:
        return None
    relation = str(found).removeprefix(f"{user_id}'s ").removesuffix(suffix)
    return relation if relation.isalpha() else None


def _escaped(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
