"""Which parts of recall earn their keep: evidence recall@k of each variant on a conversation
file, from a plain BM25 over turns to the full lexical blend, and hybrid with an embedder.

`--distractors` adds every other conversation's sessions to each conversation (speakers
renamed), which multiplies its length and the near misses a query meets.

Usage: python bench/recall_quality.py [--dataset tests/data/memory/conversations.json]
                                      [--distractors] [--embedder minilm]
"""

from __future__ import annotations

import argparse
import asyncio
import dataclasses
from pathlib import Path

from common import table

from entelechy.clock import SystemClock
from entelechy.evaluation.recall import evaluate_recall
from entelechy.memory.conversations import Conversation, read_conversations
from entelechy.memory.embedding import resolve_embedder
from entelechy.memory.lexical import ColumnWeights
from entelechy.memory.recall import RecallWeights

DATASET = Path(__file__).parents[1] / "tests" / "data" / "memory" / "conversations.json"
PLAIN = RecallWeights(
    recency=0.0,
    importance=0.0,
    next_turn=0.0,
    session=0.0,
    columns=ColumnWeights(context=0.0),
    drop_stopwords=False,
)
STOPWORDS = dataclasses.replace(PLAIN, drop_stopwords=True)
CONTEXT = dataclasses.replace(STOPWORDS, columns=ColumnWeights())
NEXT_TURN = dataclasses.replace(CONTEXT, next_turn=RecallWeights().next_turn)
SESSION = dataclasses.replace(NEXT_TURN, session=RecallWeights().session)
VARIANTS = {
    "plain BM25 over turns": PLAIN,
    "+ stopwords": STOPWORDS,
    "+ two previous turns indexed": CONTEXT,
    "+ speaker column (weight 0.4)": dataclasses.replace(
        CONTEXT, columns=ColumnWeights(speaker=0.4)
    ),
    "+ next turn shares score": NEXT_TURN,
    "+ session shares score": SESSION,
    "full lexical (+ recency, importance)": RecallWeights(),
}


def with_distractors(conversations: list[Conversation]) -> list[Conversation]:
    longer = []
    for conversation in conversations:
        speakers = conversation.turns[0].participants
        others = [
            dataclasses.replace(
                turn,
                external_id=f"{conversation.key}/distractor/{turn.external_id}",
                speaker=speakers[n % len(speakers)],
                dia_id=None,
            )
            for other in conversations
            if other is not conversation
            for n, turn in enumerate(other.turns)
        ]
        longer.append(dataclasses.replace(conversation, turns=(*others, *conversation.turns)))
    return longer


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--dataset", type=Path, default=DATASET)
    parser.add_argument("--distractors", action="store_true")
    parser.add_argument("--embedder", default=None)
    arguments = parser.parse_args()
    conversations = read_conversations(arguments.dataset, SystemClock().now())
    if arguments.distractors:
        conversations = with_distractors(conversations)
    variants = dict(VARIANTS)
    embedder = resolve_embedder(arguments.embedder) if arguments.embedder else None
    rows = []
    for name, weights in variants.items():
        report = await evaluate_recall(conversations, [1, 5, 10], weights=weights)
        rows.append([name, *(f"{report.recall_at(k):.1%}" for k in (1, 5, 10))])
    if embedder is not None:
        for name, weights in (
            ("dense only", dataclasses.replace(PLAIN, text=0.0)),
            ("hybrid (full lexical + dense × 0.5)", RecallWeights()),
            ("hybrid, dense × 1.0", dataclasses.replace(RecallWeights(), dense=1.0)),
        ):
            report = await evaluate_recall(
                conversations, [1, 5, 10], embedder=embedder, weights=weights
            )
            rows.append([name, *(f"{report.recall_at(k):.1%}" for k in (1, 5, 10))])
    turns = sum(len(c.turns) for c in conversations)
    print(f"{len(conversations)} conversations, {turns} turns, {report.questions} questions")
    print(table(["variant", "recall@1", "recall@5", "recall@10"], rows))


if __name__ == "__main__":
    asyncio.run(main())
