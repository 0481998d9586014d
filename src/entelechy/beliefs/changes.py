"""Belief changes inside one transaction: form, add evidence, evaluate, contradict, supersede.

Each change is an event appended to the mind's chain with every number it implies; the
projections only copy those numbers into rows. Candidates for contradiction and supersession come
from the (mind, slot) index, never from a scan of all beliefs.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace

from sqlalchemy import Connection

from entelechy.beliefs import constants as c
from entelechy.beliefs import events as kinds
from entelechy.beliefs import queries
from entelechy.beliefs.confidence import Breakdown, Item, band, evaluate
from entelechy.beliefs.projections import belief_values
from entelechy.beliefs.propositions import Proposition, conflict, one_valued
from entelechy.beliefs.temporal import PERSISTENT_PREDICATES
from entelechy.clock import parse_timestamp
from entelechy.errors import NotFoundError
from entelechy.ids import IdFactory
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.record.recorder import Transaction


@dataclass(frozen=True)
class Source:
    """Where a piece of evidence comes from, and how it was derived."""

    family: str
    trust: str
    derivation: str
    source: str
    root_event_ids: tuple[str, ...] = ()
    root_memory_ids: tuple[str, ...] = ()
    strength: float = 1.0
    note: str = ""


@dataclass
class Believed:
    """What one `believe` call changed."""

    belief: queries.BeliefRow
    formed: bool
    evidence_id: str | None
    contradicted: list[str] = field(default_factory=list)
    superseded: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class Context:
    """Who acts, for events appended by belief changes."""

    actor: str
    user_id: str | None = None
    causation_id: str | None = None
    correlation_id: str | None = None


class BeliefChanges:
    """The belief operations of one transaction on one mind's chain."""

    def __init__(self, tx: Transaction, ids: IdFactory, context: Context) -> None:
        self._tx = tx
        self._ids = ids
        self._context = context

    @property
    def mind_id(self) -> str:
        return self._tx.mind_id

    @property
    def connection(self) -> Connection:
        return self._tx.connection

    def new_id(self, prefix: str) -> str:
        return self._ids.new(prefix)

    def append(self, kind: str, payload: dict[str, object]) -> StoredEvent:
        ctx = self._context
        return self._tx.append(
            NewEvent(
                kind,
                payload,
                actor=ctx.actor,
                user_id=ctx.user_id,
                causation_id=ctx.causation_id,
                correlation_id=ctx.correlation_id,
            )
        )

    def get(self, belief_id: str) -> queries.BeliefRow:
        found = queries.belief(self._tx.connection, self.mind_id, belief_id)
        if found is None:
            raise NotFoundError(
                f"there is no belief {belief_id!r} in this mind.",
                hint="`entelechy beliefs list` shows belief ids (they start with bel_).",
            )
        return found

    def believe(
        self,
        proposition: Proposition,
        kind: str,
        source: Source,
        observed_at: str,
        *,
        change: bool = False,
    ) -> Believed:
        """Add `source` as evidence for `proposition`, forming the belief if it is new (one
        event either way, carrying the evaluation), then settle any conflict with beliefs of the
        same slot (`change`: the words reported a change of state, see `_supersedes`)."""
        existing = queries.belief_by_key(self._tx.connection, self.mind_id, proposition.key)
        if existing is None and proposition.owner:
            existing = self._told_before(proposition, source)
        if existing is not None and existing.status != "superseded":
            evidence_id, row = self.add_evidence(existing, "for", source, "evidence added")
            return Believed(row, False, evidence_id)
        key = proposition.key if existing is None else f"{proposition.key}@{observed_at}"
        outcome = self.form(proposition, kind, source, observed_at, key=key)
        self._settle_conflicts(proposition, outcome, change)
        if outcome.contradicted:
            outcome.belief = self.get(outcome.belief.id)
        return outcome

    def _told_before(self, proposition: Proposition, source: Source) -> queries.BeliefRow | None:
        """The belief this teller formed with the same words before "me" and "my" were keyed
        to whoever said them, if only they told it (a store written by an earlier release)."""
        unowned = replace(proposition, owner="").key
        found = queries.belief_by_key(self._tx.connection, self.mind_id, unowned)
        if found is None:
            return None
        told = queries.evidence_of(self._tx.connection, found.id)
        return found if all(item.family == source.family for item in told) else None

    def form(
        self,
        proposition: Proposition,
        kind: str,
        source: Source,
        observed_at: str,
        *,
        key: str,
    ) -> Believed:
        """A new belief with its first evidence and first version, in one event."""
        belief_id = self._ids.new("bel_")
        prior = c.PRIORS[kind]
        domain = proposition.domain
        item = self._evidence(belief_id, domain, "for", source)
        arithmetic = evaluate(prior, [_as_item(item)])
        formed = self.append(
            kinds.BELIEF_FORMED,
            {
                "belief_id": belief_id,
                "proposition": proposition.to_json(),
                "slot": proposition.slot,
                "key": key,
                "kind": kind,
                "prior": prior,
                "domain": domain,
                "observed_at": observed_at,
                "valid_from": observed_at if proposition.scope == "transient" else None,
                "evidence": item,
                "evaluation": _evaluation(0, False, arithmetic, "formed"),
            },
        )
        row = queries.BeliefRow(**belief_values(formed))
        return Believed(row, True, str(item["evidence_id"]))

    def add_evidence(
        self, row: queries.BeliefRow, polarity: str, source: Source, reason: str
    ) -> tuple[str | None, queries.BeliefRow]:
        """Record evidence and the evaluation it causes, in one event; no event (None) when the
        belief already cites the same roots the same way. A superseded belief's score stays."""
        current = [e for e in queries.evidence_of(self._tx.connection, row.id) if not e.retracted]
        if any(_same_roots(existing, polarity, source) for existing in current):
            return None, row
        item = self._evidence(row.id, row.domain, polarity, source)
        evaluation = None
        if row.status != "superseded":
            arithmetic = evaluate(row.prior, [*(e.item() for e in current), _as_item(item)])
            evaluation = _evaluation(row.version, bool(row.pinned), arithmetic, reason)
        added = self.append(kinds.EVIDENCE_ADDED, {**item, "evaluation": evaluation})
        if evaluation is None:
            return str(item["evidence_id"]), row
        return str(item["evidence_id"]), _scored(row, evaluation, added.at)

    def _evidence(
        self, belief_id: str, domain: str, polarity: str, source: Source
    ) -> dict[str, object]:
        base = c.TRUST_CREDIBILITY[source.trust]
        factor = self.track_factor(source.family, domain)
        return {
            "evidence_id": self._ids.new("evd_"),
            "belief_id": belief_id,
            "polarity": polarity,
            "strength": round(source.strength, 6),
            "credibility": round(min(1.0, max(0.05, base * factor)), 6),
            "base_credibility": base,
            "track_factor": round(factor, 6),
            "derivation": source.derivation,
            "family": source.family,
            "source": source.source,
            "root_event_ids": list(source.root_event_ids),
            "root_memory_ids": list(source.root_memory_ids),
            "note": source.note,
        }

    def track_factor(self, family: str, domain: str) -> float:
        """How a family's record in `domain` scales its credibility (1.0 below three outcomes)."""
        correct, wrong = queries.track_record(self._tx.connection, self.mind_id, family, domain)
        outcomes = correct + wrong
        if outcomes < c.TRACK_MIN_OUTCOMES:
            return 1.0
        factor = 2 * (correct + 1) / (outcomes + 2)
        return min(c.TRACK_MAX_FACTOR, max(c.TRACK_MIN_FACTOR, factor))

    def breakdown(self, row: queries.BeliefRow) -> Breakdown:
        live = [
            e.item() for e in queries.evidence_of(self._tx.connection, row.id) if not e.retracted
        ]
        return evaluate(row.prior, live)

    def evaluate(self, belief_id: str, reason: str) -> queries.BeliefRow:
        """Recompute a belief's confidence and append the version that records it."""
        row = self.get(belief_id)
        if row.status == "superseded":
            return row
        evaluation = _evaluation(row.version, bool(row.pinned), self.breakdown(row), reason)
        evaluated = self.append(kinds.BELIEF_EVALUATED, {"belief_id": row.id, **evaluation})
        return _scored(row, evaluation, evaluated.at)

    def _settle_conflicts(self, proposition: Proposition, outcome: Believed, change: bool) -> None:
        new = outcome.belief
        opposed = None if one_valued(proposition) else proposition.polarity
        candidates = queries.in_slot(
            self._tx.connection, self.mind_id, proposition.slot, opposed_to=opposed
        )
        for old in candidates:
            if old.id == new.id:
                continue
            reason = conflict(proposition, _proposition_of(old))
            if reason is None:
                continue
            if _supersedes(new, old, change):
                self.supersede(old, new)
                outcome.superseded.append(old.id)
            elif not queries.contradiction_between(
                self._tx.connection, self.mind_id, new.id, old.id
            ):
                new = self.contradict(new, old, reason)
                outcome.contradicted.append(old.id)

    def supersede(
        self, old: queries.BeliefRow, new: queries.BeliefRow, reason: str = "state changed"
    ) -> None:
        """Close a belief `new` replaces (a state changed, or what it says was said of the
        wrong one). Its score and breakdown stay as they were."""
        versions = queries.versions_of(self._tx.connection, self.mind_id, old.id)
        arithmetic = versions[-1].breakdown if versions else self.breakdown(old).to_json()
        self.append(
            kinds.BELIEF_SUPERSEDED,
            {
                "belief_id": old.id,
                "version": old.version + 1,
                "confidence": old.confidence,
                "status": "superseded",
                "reason": reason,
                "breakdown": arithmetic,
                "by": new.id,
                "valid_until": new.observed_at,
                "link_id": self._ids.new("lnk_"),
            },
        )

    def contradict(
        self, a: queries.BeliefRow, b: queries.BeliefRow, reason: str
    ) -> queries.BeliefRow:
        """Record a contradiction, link the pair, and make each counter-evidence for the other;
        `a` as it stands afterwards."""
        contradiction_id = self._ids.new("ctr_")
        self.append(
            kinds.CONTRADICTION_DETECTED,
            {
                "contradiction_id": contradiction_id,
                "link_id": self._ids.new("lnk_"),
                "belief_a": a.id,
                "belief_b": b.id,
                "reason": reason,
            },
        )
        counter_a, counter_b = self._counter(b), self._counter(a)
        _, a = self.add_evidence(a, "against", counter_a, f"contradicted by {b.id}")
        self.add_evidence(b, "against", counter_b, f"contradicted by {a.id}")
        return a

    def _counter(self, other: queries.BeliefRow) -> Source:
        """`other`, as evidence against its rival: its own families and roots, derived."""
        rows = [
            e
            for e in queries.evidence_of(self._tx.connection, other.id)
            if not e.retracted and e.polarity == "for"
        ]
        strongest = max(rows, key=lambda e: (e.strength * e.credibility, e.id), default=None)
        roots = tuple(dict.fromkeys(root for e in rows for root in e.root_event_ids))
        memories = tuple(dict.fromkeys(root for e in rows for root in e.root_memory_ids))
        return Source(
            family=strongest.family if strongest else f"belief:{other.id}",
            trust="record",
            derivation="inference",
            source=f"belief {other.id}",
            root_event_ids=roots,
            root_memory_ids=memories,
            strength=other.confidence,
            note=f"contradicts: {other.proposition}",
        )


def _evaluation(
    version: int, pinned: bool, arithmetic: Breakdown, reason: str
) -> dict[str, object]:
    """The next version of a belief: its score, its band and the arithmetic behind them."""
    breakdown = arithmetic.to_json()
    status, confidence = band(arithmetic), arithmetic.confidence
    if pinned:
        status, confidence = "rejected", c.FLOOR
        breakdown["pinned"] = "rejected"
    return {
        "version": version + 1,
        "confidence": confidence,
        "status": status,
        "reason": reason,
        "breakdown": breakdown,
    }


def _scored(row: queries.BeliefRow, evaluation: dict[str, object], at: str) -> queries.BeliefRow:
    return replace(
        row,
        confidence=float(str(evaluation["confidence"])),
        status=str(evaluation["status"]),
        version=int(str(evaluation["version"])),
        updated_at=at,
    )


def _as_item(evidence: dict[str, object]) -> Item:
    return Item(
        str(evidence["evidence_id"]),
        str(evidence["polarity"]),
        float(str(evidence["strength"])),
        float(str(evidence["credibility"])),
        str(evidence["derivation"]),
        str(evidence["family"]),
    )


def _same_roots(existing: queries.EvidenceRow, polarity: str, source: Source) -> bool:
    """Whether `existing` already records this source's roots the same way."""
    return bool(source.root_event_ids + source.root_memory_ids) and (
        existing.root_event_ids == source.root_event_ids
        and existing.root_memory_ids == source.root_memory_ids
        and existing.polarity == polarity
        and existing.derivation == source.derivation
    )


def _proposition_of(row: queries.BeliefRow) -> Proposition:
    """A stored belief's proposition as it was keyed: its object's words from its key, where
    "me" and "my" were resolved to whoever said them."""
    keyed_object = row.key.split("|")[2]
    return Proposition(
        row.proposition,
        row.subject,
        row.predicate,
        keyed_object,
        row.polarity,
        row.scope,
        tense=row.tense,
    )


def _for_good(row: queries.BeliefRow) -> bool:
    """Whether a belief says what never changes: where or when one was born, where one is from,
    one's name."""
    return row.predicate in PERSISTENT_PREDICATES or row.subject.endswith(" name")


def _supersedes(new: queries.BeliefRow, old: queries.BeliefRow, change: bool) -> bool:
    """A later report about a transient state closes the older belief: at once when its words
    say the state changed ("I moved to Porto"), else when observed at least a minute after it
    (closer than that, two plain reports contradict each other). A report whose words say it
    changes or corrects what was said ("my favourite colour is now blue", "Actually, it's
    blue") closes an older belief of unknown scope too, and one of what someone is ("I'm not a
    nurse anymore"); a fact that never changes ("I was born in Faro", a name) is never closed,
    only contradicted."""
    if _for_good(old) or _for_good(new):
        return False
    if "persistent" in (old.scope, new.scope):
        return change
    if old.scope != "transient" or new.scope != "transient":
        return change
    elapsed = parse_timestamp(new.observed_at) - parse_timestamp(old.observed_at)
    return elapsed.total_seconds() >= (0.0 if change else c.SUPERSESSION_SECONDS)
