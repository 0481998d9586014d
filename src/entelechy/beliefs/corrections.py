"""Operator corrections and outcomes: assert, add evidence, mark wrong, forbid an inference,
retract a memory, and resolve a prediction. Each is a set of events; nothing is overwritten."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import select

from entelechy.beliefs import constants as c
from entelechy.beliefs import events as kinds
from entelechy.beliefs import queries
from entelechy.beliefs.changes import BeliefChanges, Believed, Source
from entelechy.beliefs.propositions import stated
from entelechy.beliefs.schema import evidence
from entelechy.errors import ConfigurationError

OPERATOR_TRUST = "operator"


def operator_source(
    operator: str,
    note: str,
    root_event_id: str,
    *,
    strength: float = 1.0,
    memories: tuple[str, ...] = (),
) -> Source:
    return Source(
        family=f"operator:{operator}",
        trust=OPERATOR_TRUST,
        derivation="operator",
        source=f"operator {operator}",
        root_event_ids=(root_event_id,),
        root_memory_ids=memories,
        strength=strength,
        note=note,
    )


@dataclass(frozen=True)
class Issued:
    """A recorded command: who gave it, when, and the event that records it."""

    operator: str
    at: str
    root: str


def assert_belief(engine: BeliefChanges, issued: Issued, text: str, kind: str) -> Believed:
    """An operator states a proposition; the statement itself is its evidence."""
    check_kind(kind)
    source = operator_source(issued.operator, text, issued.root)
    return engine.believe(stated(text), kind, source, issued.at)


def add_evidence(
    engine: BeliefChanges,
    issued: Issued,
    belief_id: str,
    *,
    polarity: str,
    strength: float,
    note: str,
    memories: tuple[str, ...] = (),
) -> queries.BeliefRow:
    if polarity not in ("for", "against"):
        raise ConfigurationError(
            f"evidence is 'for' or 'against' a belief, not {polarity!r}.",
            hint="Use --against for counter-evidence.",
        )
    if not 0 < strength <= 1:
        raise ConfigurationError(
            f"strength must be in (0, 1], not {strength}.", hint="Try 0.5 or 1."
        )
    source = operator_source(
        issued.operator, note, issued.root, strength=strength, memories=memories
    )
    _, row = engine.add_evidence(engine.get(belief_id), polarity, source, f"operator {polarity}")
    return row


def mark_wrong(engine: BeliefChanges, belief_id: str, reason: str) -> queries.BeliefRow:
    """Pin a belief as rejected (its history stays) and count the outcome for its sources."""
    row = engine.get(belief_id)
    versions = queries.versions_of(engine.connection, engine.mind_id, row.id)
    arithmetic = dict(versions[-1].breakdown) if versions else engine.breakdown(row).to_json()
    arithmetic["pinned"] = "rejected"
    engine.append(
        kinds.BELIEF_MARKED_WRONG,
        {
            "belief_id": row.id,
            "version": row.version + 1,
            "confidence": c.FLOOR,
            "status": "rejected",
            "reason": f"marked wrong by an operator: {reason}",
            "breakdown": arithmetic,
        },
    )
    resolve(engine, row, correct=False, cause=f"marked wrong: {reason}")
    return engine.get(row.id)


def resolve(engine: BeliefChanges, row: queries.BeliefRow, *, correct: bool, cause: str) -> None:
    """An outcome for every family that spoke on `row`: those for it were right iff `correct`."""
    families: dict[str, str] = {}
    for item in queries.evidence_of(engine.connection, row.id):
        if item.retracted is None:
            families.setdefault(item.family, item.polarity)
    for family, polarity in sorted(families.items()):
        right = correct == (polarity == "for")
        good, bad = queries.track_record(engine.connection, engine.mind_id, family, row.domain)
        good, bad = (good + 1, bad) if right else (good, bad + 1)
        engine.append(
            kinds.SOURCE_OUTCOME,
            {
                "family": family,
                "domain": row.domain,
                "outcome": "correct" if right else "wrong",
                "belief_id": row.id,
                "cause": cause,
                "correct": good,
                "wrong": bad,
            },
        )


def forbid(engine: BeliefChanges, pattern: str, reason: str) -> str:
    if not pattern.strip():
        raise ConfigurationError(
            "an empty pattern would forbid every inference.",
            hint="Give the words a forbidden hypothesis contains.",
        )
    forbid_id = engine.new_id("fbd_")
    engine.append(
        kinds.INFERENCE_FORBIDDEN,
        {"forbid_id": forbid_id, "pattern": pattern.strip(), "reason": reason},
    )
    return forbid_id


def retract_memory(engine: BeliefChanges, memory_id: str, reason: str) -> list[str]:
    """Retract every evidence row citing `memory_id` and re-evaluate the beliefs concerned."""
    affected: dict[str, None] = {}
    for evidence_id in queries.evidence_citing(engine.connection, engine.mind_id, memory_id):
        belief_id = _belief_of(engine, evidence_id)
        engine.append(
            kinds.EVIDENCE_RETRACTED,
            {"evidence_id": evidence_id, "belief_id": belief_id, "reason": reason},
        )
        affected.setdefault(belief_id, None)
    for belief_id in affected:
        engine.evaluate(belief_id, f"evidence retracted: {reason}")
    return list(affected)


def _belief_of(engine: BeliefChanges, evidence_id: str) -> str:
    query = select(evidence.c.belief_id).where(evidence.c.id == evidence_id)
    return str(engine.connection.execute(query).scalar_one())


def check_kind(kind: str) -> None:
    if kind not in c.PRIORS:
        raise ConfigurationError(
            f"{kind!r} is not an epistemic kind.", hint=f"Use one of {', '.join(c.PRIORS)}."
        )
