"""Added reply latency of perceiving a message and believing its claims, with 100k beliefs.

For each message: the deterministic analysis (outside the transaction, as in a reply) and the
observation, perception, belief, evidence, version and conflict work inside the receive
transaction. Each sample is a whole receive transaction (message appended and committed) with
and without that work, interleaved, so the difference is what perceiving adds to a reply.
The 100k beliefs (each with one evidence row) are written straight into the projection tables:
the measured path only reads projections, and a ledger of that size would take long to build.

Usage: python bench/beliefs.py [--beliefs 100000] [--messages 400] [--backends sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time

from common import percentile, store_url, table
from sqlalchemy import Connection

from entelechy import Mind
from entelechy.beliefs.schema import beliefs, evidence
from entelechy.dialogue import events as kinds
from entelechy.models import ScriptedModel
from entelechy.record.ledger import NewEvent, StoredEvent
from entelechy.record.recorder import Transaction

CITIES = ["Lisbon", "Porto", "Faro", "Braga", "Coimbra", "Evora", "Aveiro", "Leiria"]
PETS = ["a cat", "a dog", "a parrot", "a rabbit", "two fish"]
STATES = ["open", "closed"]
USERS = 5000


def _message(rng: random.Random) -> str:
    choice = rng.randrange(4)
    if choice == 0:
        return f"I live in {rng.choice(CITIES)}."
    if choice == 1:
        return f"I {'do not ' if rng.random() < 0.2 else ''}have {rng.choice(PETS)}."
    if choice == 2:
        return f"The door is {rng.choice(STATES)}. I have {rng.choice(PETS)}."
    return "Do I have a pet?"


def _seed(connection: Connection, mind_id: str, count: int) -> None:
    at = "2026-01-01T00:00:00.000000Z"
    belief_rows, evidence_rows = [], []
    for index in range(count):
        subject = f"user{index % USERS}"
        obj = f"thing {index}"
        belief_id = f"bel_seed{index:08d}"
        belief_rows.append(
            {
                "id": belief_id, "mind_id": mind_id, "proposition": f"{subject} has {obj}",
                "subject": subject, "predicate": "have", "object": obj, "polarity": "positive",
                "slot": f"{subject}|have", "key": f"{subject}|have|{obj}|positive",
                "kind": "testimony", "prior": 0.55, "scope": "unknown", "domain": subject,
                "status": "believed", "confidence": 0.73, "pinned": 0, "version": 1,
                "observed_at": at, "valid_from": None, "valid_until": None,
                "superseded_by": None, "created_at": at, "updated_at": at, "event_id": "seed",
            }
        )  # fmt: skip
        evidence_rows.append(
            {
                "id": f"evd_seed{index:08d}", "mind_id": mind_id, "belief_id": belief_id,
                "polarity": "for", "strength": 1.0, "credibility": 0.7,
                "base_credibility": 0.7, "track_factor": 1.0, "derivation": "direct",
                "family": f"user:{subject}", "source": "seed", "root_event_ids": "[]",
                "root_memory_ids": "[]", "note": "", "at": at, "event_id": "seed",
            }
        )  # fmt: skip
    connection.execute(beliefs.insert(), belief_rows)
    connection.execute(evidence.insert(), evidence_rows)


def _received(tx: Transaction, user: str, text: str) -> StoredEvent:
    return tx.append(
        NewEvent(
            kinds.MESSAGE_RECEIVED,
            {"message_id": f"msg_{time.perf_counter_ns()}", "conversation_id": "cnv_bench",
             "content": text, "channel": "bench"},
            actor=kinds.user_actor(user),
            user_id=user,
        )
    )  # fmt: skip


async def _measure(url: str, count: int, messages: int) -> list[str]:
    mind = await Mind.open("bench", database_url=url, model=ScriptedModel(default="ok"))
    try:
        await mind.store.write(lambda connection: _seed(connection, mind.id, count))
        rng = random.Random(7)
        service = mind.beliefs
        recorder = mind._parts.services.recorder
        with_work: list[float] = []
        without: list[float] = []
        for index in range(messages * 2):
            user, text = f"user{rng.randrange(USERS)}", _message(rng)
            perceive = index % 2 == 0
            started = time.perf_counter()
            if perceive:
                perceived = await service.perceive(text)
                await recorder.transaction(
                    mind.id,
                    lambda tx, u=user, t=text, p=perceived: service.record(
                        tx, _received(tx, u, t), p
                    ),
                )
            else:
                await recorder.transaction(mind.id, lambda tx, u=user, t=text: _received(tx, u, t))
            (with_work if perceive else without).append((time.perf_counter() - started) * 1000)
        added = [w - percentile(without, 0.5) for w in with_work]
        return [
            f"{percentile(without, 0.5):.3f} / {percentile(without, 0.95):.3f}",
            f"{percentile(with_work, 0.5):.3f} / {percentile(with_work, 0.95):.3f}",
            f"{percentile(added, 0.5):.3f} / {percentile(added, 0.95):.3f}",
        ]
    finally:
        await mind.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--beliefs", type=int, default=100_000)
    parser.add_argument("--messages", type=int, default=400)
    parser.add_argument("--backends", default="sqlite,postgresql")
    arguments = parser.parse_args()
    rows = []
    for backend in arguments.backends.split(","):
        with store_url(backend) as url:
            measured = await _measure(url, arguments.beliefs, arguments.messages)
        rows.append([backend, f"{arguments.beliefs:,}", str(arguments.messages), *measured])
    header = ["backend", "beliefs", "messages", "receive only p50/p95 ms",
              "receive + perceive p50/p95 ms", "added p50/p95 ms"]  # fmt: skip
    print(table(header, rows))


if __name__ == "__main__":
    asyncio.run(main())
