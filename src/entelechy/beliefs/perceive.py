"""A received message as observation, perception and beliefs, inside the receive transaction.

The message is the evidence: each claim becomes (or supports) a belief whose evidence row cites
the message's event, with the speaker as its source family. Claims the model added count as
derived re-expressions of the same utterance, so they never outweigh it.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from entelechy.beliefs import events as kinds
from entelechy.beliefs import queries
from entelechy.beliefs.changes import BeliefChanges, Believed, Source
from entelechy.beliefs.propositions import from_claim
from entelechy.perception.analysis import Analysis
from entelechy.perception.claims import NAMED, Claim
from entelechy.perception.enrich import Enrichment
from entelechy.record.ledger import StoredEvent

USER_TRUST = "user"


@dataclass(frozen=True)
class Perception:
    """What recording a message's perception produced."""

    observation_id: str
    perception_id: str
    perception_event_id: str
    analysis: Analysis
    believed: tuple[Believed, ...]


def record_perception(
    engine: BeliefChanges,
    received: StoredEvent,
    analysis: Analysis,
    enrichment: Enrichment,
) -> Perception:
    """Append the observation and perception events, then believe the message's claims."""
    user_id = received.user_id or "unknown"
    message_id = str(received.payload["message_id"])
    observation_id = engine.new_id("obs_")
    engine.append(
        kinds.OBSERVATION_RECORDED,
        {
            "observation_id": observation_id,
            "message_id": message_id,
            "actor": received.actor,
            "channel": received.payload.get("channel", "unknown"),
            "trust": USER_TRUST,
            "reference": received.id,
        },
    )
    perception_id = engine.new_id("per_")
    perceived = engine.append(
        kinds.PERCEPTION_RECORDED,
        {
            "perception_id": perception_id,
            "observation_id": observation_id,
            "message_id": message_id,
            "analysis": analysis.to_json(),
            "enrichment": enrichment.to_json(),
        },
    )
    corrected = analysis.intent == "correction"
    believed = [
        *_believe(engine, analysis.claims, user_id, received, "direct", corrected=corrected),
        *_believe(engine, enrichment.claims, user_id, received, "inference", corrected=corrected),
        *_relations_corrected(engine, analysis.claims, user_id, received),
    ]
    return Perception(observation_id, perception_id, perceived.id, analysis, tuple(believed))


def _relations_corrected(
    engine: BeliefChanges, claims: tuple[Claim, ...], user_id: str, received: StoredEvent
) -> list[Believed]:
    """ "Tom is my son, not my brother": what was said of "my brother Tom" is believed of "my
    son Tom", on the word of the correction, and each belief said of the wrong one is
    superseded by its restatement (its history stays)."""
    restated: list[Believed] = []
    for claim in claims:
        wrong = _relation_in(claim, "negative")
        right = next(
            (
                relation
                for other in claims
                if other.subject_key == claim.subject_key
                and (relation := _relation_in(other, "positive"))
            ),
            None,
        )
        if wrong is None or right is None or wrong == right:
            continue
        name = claim.subject_key
        source = _said_in(received, user_id, "direct", f"said of their {right}, not their {wrong}")
        told = f"{user_id}'s {wrong} {name}"
        for row in queries.live_beliefs_of(engine.connection, engine.mind_id, told):
            proposition = from_claim(
                Claim(
                    text=row.proposition,
                    subject=f"my {right} {claim.subject}",
                    subject_key=f"speaker's {right} {name}",
                    predicate=row.predicate,
                    object=row.object,
                    object_key=row.object.lower(),
                    polarity=row.polarity,
                    tense=row.tense,
                ),
                user_id,
            )
            moved = engine.believe(proposition, "testimony", source, received.at)
            engine.supersede(row, moved.belief, reason=f"said of their {right}, not their {wrong}")
            restated.append(moved)
    return restated


def _relation_in(claim: Claim, polarity: str) -> str | None:
    """The relation a claim says (or denies) someone named is to the speaker ("my son")."""
    if claim.predicate != "be" or claim.polarity != polarity or not claim.subject_key.isalpha():
        return None
    relation = claim.object.lower().removeprefix("my ")
    return relation if relation != claim.object.lower() and relation.isalpha() else None


def _believe(
    engine: BeliefChanges,
    claims: tuple[Claim, ...],
    user_id: str,
    received: StoredEvent,
    derivation: str,
    *,
    corrected: bool = False,
) -> list[Believed]:
    """Believe `claims`; `corrected`: the person corrects what they said ("Actually, …"), so
    each claim reports a change, as "I moved to Porto" does (see `BeliefChanges.believe`)."""
    if not claims:
        return []
    note = "stated by the person" if derivation == "direct" else "model re-expression"
    source = _said_in(received, user_id, derivation, note)
    seen: set[str] = set()
    results = []
    name = _named(claims) or queries.name_of(engine.connection, engine.mind_id, user_id)
    for claim in claims:
        proposition = from_claim(_as_their_own(engine, claim, user_id), user_id, name)
        if proposition.key in seen:
            continue
        seen.add(proposition.key)
        results.append(
            engine.believe(
                proposition, "testimony", source, received.at, change=claim.change or corrected
            )
        )
    return results


def _said_in(received: StoredEvent, user_id: str, derivation: str, note: str) -> Source:
    """The person's message `received` as the source of what it says."""
    return Source(
        family=f"user:{user_id}",
        trust=USER_TRUST,
        derivation=derivation,
        source=f"message {received.payload['message_id']}",
        root_event_ids=(received.id,),
        note=note,
    )


def _as_their_own(engine: BeliefChanges, claim: Claim, user_id: str) -> Claim:
    """A claim about a name the person gave one of their own ("Sara is seven now", after "my
    daughter Sara is six") made about that one ("my daughter Sara"), so it meets what was
    said of her before; and one about a name the person said one of theirs is called ("Claire is
    a welder", after "my wife is called Claire") made about that one ("my wife")."""
    name = claim.subject_key
    if not name.isalpha() or name in _NOT_NAMES or not claim.subject[:1].isupper():
        return claim
    if claim.predicate == "be" and claim.object.lower().startswith("my "):
        return claim  # who they are to the person ("Tom is my son, not my brother")
    relation = queries.relative_named(engine.connection, engine.mind_id, user_id, name)
    if relation is not None:
        subject, key = f"my {relation} {claim.subject}", f"speaker's {relation} {name}"
        return replace(claim, subject=subject, subject_key=key)
    called = queries.relative_called(engine.connection, engine.mind_id, user_id, name)
    if called is None or claim.predicate == NAMED:
        return claim
    return replace(claim, subject=f"my {called}", subject_key=f"speaker's {called}")


_NOT_NAMES = frozenset({"i", "we", "you", "he", "she", "they", "it", "speaker"})


def _named(claims: tuple[Claim, ...]) -> str | None:
    """The name the speaker gives themselves in this message, if any."""
    for claim in claims:
        own = claim.subject_key == "speaker" and claim.polarity == "positive"
        if own and claim.predicate == NAMED:
            return claim.object
    return None
