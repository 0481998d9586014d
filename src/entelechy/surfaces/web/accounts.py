""" "Why this reply", from the record: what a reply drew on (the memories and beliefs it used,
with how sure the mind is of each), how it was governed, in words a person understands, and
what it cost. Never an axiom, a rule or a technique: the record of a reply keeps only the
kinds of the reviews, and these are what we put into words."""

from __future__ import annotations

import contextlib
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from entelechy.beliefs.queries import BeliefRow
from entelechy.errors import NotFoundError
from entelechy.memory.recall import RecallHit
from entelechy.mind import Mind
from entelechy.reasoning.queries import Conduct, RecordedReply

_KIND = {
    "ok": "Answered as written.",
    "redirect": "Steered the conversation somewhere safer instead of answering as asked.",
    "refused": "Declined what was asked.",
}
_REVIEW = {
    None: "not reviewed",
    "approve": "approved",
    "approve-with-warning": "approved, with a caution",
    "soft-correct": "approved after a correction",
    "induce-dream": "approved",
    "require-redirect": "asked for a gentler direction",
    "hard-refuse": "declined",
    "escalate-creator": "held for the people responsible for the mind",
}
_STATUS = {
    "complete": "",
    "cancelled": "Stopped before it was finished: what is shown is what was said until then.",
}


@dataclass(frozen=True)
class ReplyAccount:
    """A reply as its why-panel shows it."""

    reply: RecordedReply
    memories: list[RecallHit]
    beliefs: list[BeliefRow]

    @property
    def governed(self) -> list[str]:
        """How the reply was governed, in sentences."""
        conduct = self.reply.conduct
        said = [_KIND.get(conduct.kind, _KIND["ok"]), _reviews(conduct)]
        if conduct.withheld:
            said.append("The first words written were withheld after review and replaced.")
        if _STATUS.get(self.reply.status):
            said.append(_STATUS[self.reply.status])
        return said

    @property
    def models(self) -> list[str]:
        """The models that spoke (or the runtime itself, when none did)."""
        return sorted({call.model for call in self.reply.calls})

    def to_json(self) -> dict[str, Any]:
        usage = self.reply.usage
        return {
            "reply": self.reply.id,
            "conversation": self.reply.conversation_id,
            "kind": self.reply.conduct.kind,
            "status": self.reply.status,
            "governed": self.governed,
            "memories": [_memory(hit) for hit in self.memories],
            "beliefs": [_belief(row) for row in self.beliefs],
            "models": self.models,
            "tokens": {"in": usage.input_tokens, "out": usage.output_tokens},
            "reasoning": self.reply.strategy,
            "model_calls": len(self.reply.calls),
        }


async def account(mind: Mind, reply_id: str, user_id: str | None) -> ReplyAccount:
    """The account of `reply_id`, as the person `user_id` may see it (None: the operator)."""
    reply = await mind.recorded_reply(reply_id, user_id=user_id)
    conduct = reply.conduct
    sources = [*conduct.memory_ids, *conduct.source_ids]
    memories = await mind.memory.items(_unique(sources), user_id=user_id)
    beliefs = []
    for belief_id in _unique(item for item in conduct.source_ids if item.startswith("bel_")):
        with contextlib.suppress(NotFoundError):
            beliefs.append((await mind.beliefs.show(belief_id, user_id=user_id)).belief)
    return ReplyAccount(reply, memories, beliefs)


def _reviews(conduct: Conduct) -> str:
    before, after = _REVIEW.get(conduct.pre, "reviewed"), _REVIEW.get(conduct.post, "reviewed")
    return f"Reviewed before writing: {before}. Reviewed after writing: {after}."


def _memory(hit: RecallHit) -> dict[str, Any]:
    return {
        "id": hit.id,
        "class": hit.memory_class,
        "text": hit.text,
        "at": hit.at,
        "importance": round(hit.importance, 3),
    }


def _belief(row: BeliefRow) -> dict[str, Any]:
    return {
        "id": row.id,
        "proposition": row.proposition,
        "confidence": round(row.confidence, 3),
        "status": row.status,
    }


def _unique(ids: Iterable[str]) -> list[str]:
    return list(dict.fromkeys(ids))
