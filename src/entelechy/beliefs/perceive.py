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
    ]
    return Perception(observation_id, perception_id, perceived.id, analysis, tuple(believed))


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
    message_id = str(received.payload["message_id"])
    source = Source(
        family=f"user:{user_id}",
        trust=USER_TRUST,
        derivation=derivation,
        source=f"message {message_id}",
        root_event_ids=(received.id,),
        note="stated by the person" if derivation == "direct" else "model re-expression",
    )
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


def _as_their_own(engine: BeliefChanges, claim: Claim, user_id: str) -> Claim:
    """A claim about a name the person gave one of their own ("Sara is seven now", after "my
    daughter Sara is six") made about that one ("my daughter Sara"), so it meets what was
    said of her before; and one about a name the person said one of theirs is called ("Claire is
    a welder", after "my wife is called Claire") made about that one ("my wife")."""
    name = claim.subject_key
    if not name.isalpha() or name in _NOT_NAMES or not claim.subject[:1].isupper():
        return claim
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
