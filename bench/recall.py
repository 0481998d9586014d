"""Recall at scale: query latency at 100k and 1M items, import throughput, and the time recall
adds to a reply.

The large stores are filled directly (episodes and their index rows, no ledger), since a query
reads only those tables; import throughput goes through the real path (`Mind.ingest`: events,
hash chain, projections, index) and the reply overhead through `Mind.respond` with a scripted
model, recall on and off.

Usage: python bench/recall.py [--sizes 100000,1000000] [--queries 300] [--turns 20000]
                              [--replies 200]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from common import percentile, table
from reply_overhead import TimedModel

from entelechy import Mind
from entelechy.assembly import open_services
from entelechy.memory.conversations import Conversation, Turn
from entelechy.memory.recall import RecallQuery
from entelechy.memory.service import MindMemory
from entelechy.record.store import Store, open_store
from entelechy.reply.options import ReplySettings

MIND = "mnd_bench"
_SYLLABLES = [c + v for c in "bdfgklmnprstvz" for v in "aeiou"]


def vocabulary(size: int, rng: random.Random) -> list[str]:
    words: dict[str, None] = {}
    while len(words) < size:
        words["".join(rng.choices(_SYLLABLES, k=rng.randint(2, 4)))] = None
    return list(words)


class Texts:
    """Sentences of Zipf-distributed words, like the long tail of real conversation."""

    def __init__(self, seed: int = 7, words: int = 30_000) -> None:
        self.rng = random.Random(seed)
        self.words = vocabulary(words, self.rng)
        weights = [1 / (rank + 1) for rank in range(words)]
        total, running = sum(weights), 0.0
        self.cumulative = []
        for weight in weights:
            running += weight / total
            self.cumulative.append(running)

    def sentence(self) -> str:
        count = self.rng.randint(8, 24)
        return " ".join(self.rng.choices(self.words, cum_weights=self.cumulative, k=count))

    def question(self, about: str) -> str:
        distinct = sorted(set(about.split()))
        picked = self.rng.sample(distinct, k=min(4, len(distinct)))
        return "what did they say about " + " ".join(picked) + "?"


def _fill(connection, items: list[str], offset: int) -> None:  # type: ignore[no-untyped-def]
    episodes, index = [], []
    previous = ""
    for n, body in enumerate(items, start=offset):
        item = f"epi_{n:012d}"
        at = f"2024-{1 + n % 12:02d}-{1 + n % 28:02d}T12:00:00.000000Z"
        conversation = f"c{n // 20}"
        episodes.append(
            (
                item,
                MIND,
                n + 1,
                None,
                conversation,
                at,
                "[]",
                "bench",
                body,
                "[]",
                0.5,
                "ingest",
                f"x{n}",
                at,
                f"evt_{n}",
            )
        )
        index.append((item, MIND, "episode", body, previous if n % 20 else "", "bench"))
        previous = body
    connection.exec_driver_sql(
        "INSERT INTO episodes (id, mind_id, seq, user_id, conversation_id, occurred_at, "
        "participants, speaker, text, message_ids, importance, source, external_id, "
        "recorded_at, event_id) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
        episodes,
    )
    connection.exec_driver_sql(
        "INSERT INTO recall_index (item_id, mind_id, item_kind, body, context, speaker) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        index,
    )


async def filled_store(path: Path, size: int, texts: Texts) -> tuple[Store, list[str]]:
    store = await open_store(f"sqlite:///{path}")
    samples: list[str] = []
    for start in range(0, size, 50_000):
        chunk = [texts.sentence() for _ in range(min(50_000, size - start))]
        samples.extend(texts.rng.sample(chunk, k=min(50, len(chunk))))
        await store.write(lambda c, items=chunk, first=start: _fill(c, items, first))
    await store.write(
        lambda c: c.exec_driver_sql("INSERT INTO recall_index(recall_index) VALUES ('optimize')")
    )
    return store, samples


async def latency(size: int, queries: int, texts: Texts) -> list[str]:
    with tempfile.TemporaryDirectory() as directory:
        started = time.perf_counter()
        store, samples = await filled_store(Path(directory) / "bench.db", size, texts)
        filled = time.perf_counter() - started
        services = await open_services(store=store)
        memory = MindMemory(services, MIND)
        asked = [texts.question(texts.rng.choice(samples)) for _ in range(queries)]
        for question in asked[:20]:
            await memory.recall(RecallQuery(question))
        timings = []
        for question in asked:
            begun = time.perf_counter()
            await memory.recall(RecallQuery(question))
            timings.append((time.perf_counter() - begun) * 1000)
        await store.close()
    return [
        f"{size:,}",
        f"{percentile(timings, 0.5):.2f}",
        f"{percentile(timings, 0.95):.2f}",
        f"{filled:.0f}",
    ]


def _moment(second: int) -> str:
    hours, minutes, seconds = (second // 3600) % 24, (second // 60) % 60, second % 60
    return f"2024-01-01T{hours:02d}:{minutes:02d}:{seconds:02d}.000000Z"


def conversation(turns: int, texts: Texts) -> Conversation:
    made = tuple(
        Turn(
            external_id=f"t{n}",
            speaker="Ann" if n % 2 else "Bo",
            text=texts.sentence(),
            occurred_at=_moment(n),
            conversation=f"ingest:bench:{n // 200}",
            participants=("Ann", "Bo"),
        )
        for n in range(turns)
    )
    return Conversation("bench", made)


async def ingest_rate(turns: int, texts: Texts) -> float:
    with tempfile.TemporaryDirectory() as directory:
        mind = await Mind.open("bench", home=directory, model=TimedModel())
        source = [conversation(turns, texts)]
        started = time.perf_counter()
        report = await mind.ingest(source)
        seconds = time.perf_counter() - started
        await mind.close()
    assert report.added == turns
    return turns / seconds


async def reply_overhead(replies: int, texts: Texts) -> list[list[str]]:
    rows = []
    for label, settings in (
        ("recall off", ReplySettings(recall_limit=0)),
        ("recall on", ReplySettings()),
    ):
        with tempfile.TemporaryDirectory() as directory:
            model = TimedModel()
            mind = await Mind.open("bench", home=directory, model=model, settings=settings)
            await mind.ingest([conversation(10_000, Texts(seed=3))])
            timings = []
            for n in range(replies):
                prompt = texts.question(texts.sentence())
                model.seconds = 0.0
                begun = time.perf_counter()
                await mind.respond(prompt, user_id=f"user{n % 5}")
                timings.append((time.perf_counter() - begun - model.seconds) * 1000)
            await mind.close()
        rows.append([label, f"{percentile(timings, 0.5):.2f}", f"{percentile(timings, 0.95):.2f}"])
    return rows


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--sizes", default="100000,1000000")
    parser.add_argument("--queries", type=int, default=300)
    parser.add_argument("--turns", type=int, default=20_000)
    parser.add_argument("--replies", type=int, default=200)
    arguments = parser.parse_args()
    texts = Texts()
    rows = [
        await latency(int(size), arguments.queries, texts) for size in arguments.sizes.split(",")
    ]
    print("Recall latency (SQLite, one mind, lexical)")
    print(table(["items", "p50 ms", "p95 ms", "fill s"], rows))
    print()
    rate = await ingest_rate(arguments.turns, texts)
    print(f"Import throughput (Mind.ingest, SQLite file): {rate:,.0f} turns/s")
    print()
    print("Reply overhead beyond the model (10k episodes in the mind)")
    print(table(["reply", "p50 ms", "p95 ms"], await reply_overhead(arguments.replies, texts)))


if __name__ == "__main__":
    asyncio.run(main())
