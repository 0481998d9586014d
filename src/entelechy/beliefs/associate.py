"""The associate process: low-confidence causal hypotheses from co-occurring notable
observations, each with its alternatives, and no model.

A notable observation is a claim about the world (not about the speaker) or any claim of an
urgent message. When two of them have occurred together (in one message, or within
`PAIR_WINDOW` of each other) at least `ASSOCIATION_MIN_COOCCURRENCES` times, the earlier one is
proposed as a possible cause of the later one, alongside the reverse, a common cause and chance.
Hypotheses matching a forbidden inference are never proposed.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import timedelta

from sqlalchemy import select

from entelechy.beliefs import constants as c
from entelechy.beliefs import events as kinds
from entelechy.beliefs import queries
from entelechy.beliefs.changes import BeliefChanges, Source
from entelechy.beliefs.propositions import from_claim, stated
from entelechy.beliefs.schema import perceptions
from entelechy.clock import parse_timestamp
from entelechy.perception.claims import Claim
from entelechy.perception.text import words

PAIR_WINDOW = timedelta(minutes=10)


@dataclass
class Association:
    """What one run of the associate process proposed and what it was forbidden to."""

    proposed: list[str] = field(default_factory=list)
    alternatives: dict[str, list[str]] = field(default_factory=dict)
    blocked: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class _Notable:
    text: str
    at: str
    event_id: str


def associate(engine: BeliefChanges, since: str, observed_at: str) -> Association:
    notable = _notable(engine, since)
    pairs: Counter[tuple[str, str]] = Counter()
    order: dict[tuple[str, str], tuple[str, str]] = {}
    roots: dict[tuple[str, str], list[str]] = {}
    for index, first in enumerate(notable):
        for second in notable[index + 1 :]:
            if first.text == second.text or not _together(first, second):
                continue
            pair = (min(first.text, second.text), max(first.text, second.text))
            pairs[pair] += 1
            order.setdefault(pair, (first.text, second.text))
            roots.setdefault(pair, []).extend([first.event_id, second.event_id])
    forbidden = queries.forbidden_patterns(engine.connection, engine.mind_id)
    result = Association()
    for pair, count in sorted(pairs.items()):
        if count >= c.ASSOCIATION_MIN_COOCCURRENCES:
            cause, effect = order[pair]
            evidence = tuple(dict.fromkeys(roots[pair]))
            _propose(
                engine,
                cause=cause,
                effect=effect,
                roots=evidence,
                forbidden=forbidden,
                observed_at=observed_at,
                result=result,
            )
    return result


def _propose(
    engine: BeliefChanges,
    *,
    cause: str,
    effect: str,
    roots: tuple[str, ...],
    forbidden: list[str],
    observed_at: str,
    result: Association,
) -> None:
    text = f"{cause} may cause {effect}"
    if any(_matches(pattern, text) for pattern in forbidden):
        result.blocked.append(text)
        return
    source = Source(
        family="associate",
        trust="mind",
        derivation="inference",
        source="associate process",
        root_event_ids=roots,
        strength=c.HYPOTHESIS_STRENGTH,
        note="co-occurring observations",
    )
    main = engine.believe(stated(text), "hypothesis", source, observed_at)
    if not main.formed:
        return
    result.proposed.append(main.belief.id)
    rivals = []
    for alternative in (
        f"{effect} may cause {cause}",
        f"{cause} and {effect} may share a common cause",
        f"{cause} and {effect} may have occurred together by chance",
    ):
        rival = engine.believe(stated(alternative), "hypothesis", source, observed_at)
        rivals.append(rival.belief.id)
        engine.append(
            kinds.BELIEF_LINKED,
            {
                "link_id": engine.new_id("lnk_"),
                "kind": "alternative_of",
                "from_id": rival.belief.id,
                "to_id": main.belief.id,
            },
        )
    result.alternatives[main.belief.id] = rivals


def _matches(pattern: str, text: str) -> bool:
    """Whether a forbidden-inference pattern (all of its words) blocks a hypothesis."""
    wanted = words(pattern)
    return bool(wanted) and set(wanted) <= set(words(text))


def _notable(engine: BeliefChanges, since: str) -> list[_Notable]:
    query = (
        select(perceptions.c.analysis, perceptions.c.at, perceptions.c.event_id)
        .where(perceptions.c.mind_id == engine.mind_id, perceptions.c.at >= since)
        .order_by(perceptions.c.at, perceptions.c.id)
    )
    found = []
    for analysis_text, at, event_id in engine.connection.execute(query):
        analysis = json.loads(analysis_text)
        urgent = analysis["urgency"] == "high"
        for data in analysis["claims"]:
            claim = Claim.from_json(data)
            if urgent or not claim.first_person:
                text = from_claim(claim, "the person").text
                found.append(_Notable(text, at, event_id))
    return found


def _together(first: _Notable, second: _Notable) -> bool:
    if first.event_id == second.event_id:
        return True
    return abs(parse_timestamp(second.at) - parse_timestamp(first.at)) <= PAIR_WINDOW
