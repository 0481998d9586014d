"""The index's candidates: the best items a query may return, checked as they are joined."""

from __future__ import annotations

from memory_support import consolidated

from entelechy.memory.events import MEMORY_KIND
from entelechy.memory.lexical import Admission, Candidate, lexical_candidates
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.ledger import NewEvent
from entelechy.record.store import Store


def _memory(n: int, user_id: str | None, words: int) -> NewEvent:
    """A memory that says "kite" `words` times among other words: more of them match better."""
    filler = " ".join(f"filler{k}" for k in range(12 - words))
    return consolidated(f"mem_{n:03}", f"{'kite ' * words}{filler}", user_id=user_id)


async def _candidates(mind: Mind, limit: int, admission: Admission) -> list[Candidate]:
    return await mind._parts.services.store.read(
        lambda connection: lexical_candidates(
            connection, mind.id, ["kite"], [MEMORY_KIND], limit=limit, admission=admission
        )
    )


async def test_the_candidates_are_the_best_admitted_items_not_the_best_of_any(
    store: Store,
) -> None:
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="Noted."))
    people = ("bob", "alice", None)
    events = [_memory(n, people[n % 3], 1 + n % 10) for n in range(60)]
    await mind._parts.services.recorder.record(mind.id, *events)
    classes = Admission(("lasting-identity",))
    everything = await _candidates(mind, 100, classes)
    assert len(everything) == 60
    best = sorted(everything, key=lambda c: -c.score)
    top = await _candidates(mind, 7, classes)
    assert sorted(c.score for c in top) == sorted(c.score for c in best[:7])

    alices = Admission(("lasting-identity",), user_id="alice")
    seen = await _candidates(mind, 7, alices)
    assert len(seen) == 7
    assert {c.user_id for c in seen} <= {"alice", None}
    admitted = [c for c in best if c.user_id in ("alice", None)]
    assert sorted(c.score for c in seen) == sorted(c.score for c in admitted[:7])

    other_class = Admission(("traumatic",), user_id="alice")
    assert await _candidates(mind, 7, other_class) == []
    await mind.close()
