"""Optional model enrichment of a perception, within a per-cycle budget that is recorded.

The model is asked for the facts a message states, one `subject | predicate | object` per line.
Small models answer with anything, so nothing it says is trusted as written: a line counts only
when its subject and object are words of the message itself, and whatever else it produced is
counted as rejected. The enrichment never blocks a reply: a failing or garbled answer is recorded
as such and the deterministic analysis stands alone.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from entelechy.errors import ModelError
from entelechy.models.observed import observed
from entelechy.models.protocol import Model
from entelechy.models.types import ChatMessage, ModelRequest, ModelResponse
from entelechy.perception.analysis import Analysis
from entelechy.perception.claims import Claim, parse_claim
from entelechy.perception.text import words

PERCEIVE_PURPOSE = "perceive"
_PROMPT = (
    "List the facts the message states, one per line, as: subject | predicate | object. "
    "Write nothing else."
)
_LINE = re.compile(r"^[\s\-*\d.)]*(?P<s>[^|]+)\|(?P<p>[^|]+)\|(?P<o>[^|]+?)\s*\|?\s*$")


@dataclass(frozen=True)
class Budget:
    """How much model work one perception cycle may spend (0 calls: enrichment is off)."""

    calls: int = 0
    max_output_tokens: int = 64

    def to_json(self) -> dict[str, int]:
        return {"calls": self.calls, "max_output_tokens": self.max_output_tokens}


@dataclass(frozen=True)
class Enrichment:
    """What the model added to one perception, and what it cost."""

    status: str
    budget: Budget
    claims: tuple[Claim, ...] = ()
    rejected: int = 0
    responses: tuple[ModelResponse, ...] = field(default=(), repr=False)
    error: str | None = None

    def to_json(self) -> dict[str, object]:
        used = {
            "calls": len(self.responses),
            "input_tokens": sum(r.usage.input_tokens for r in self.responses),
            "output_tokens": sum(r.usage.output_tokens for r in self.responses),
        }
        return {
            "status": self.status,
            "budget": self.budget.to_json(),
            "used": used,
            "claims": [claim.to_json() for claim in self.claims],
            "rejected": self.rejected,
            "error": self.error,
        }


async def enrich(text: str, analysis: Analysis, model: Model | None, budget: Budget) -> Enrichment:
    """Ask `model` for the message's facts if the budget allows; never raises a model error."""
    if model is None or budget.calls <= 0:
        return Enrichment("off", budget)
    request = ModelRequest(
        system=_PROMPT,
        messages=(ChatMessage(role="user", content=text),),
        max_output_tokens=budget.max_output_tokens,
        temperature=0.0,
    )
    try:
        response = await observed(model, request, PERCEIVE_PURPOSE, lambda: model.generate(request))
    except ModelError as error:
        return Enrichment("failed", budget, error=str(error))
    claims, rejected = parse_facts(response.text, text, analysis)
    status = "ok" if claims else ("garbage" if rejected else "empty")
    return Enrichment(status, budget, claims, rejected, (response,))


def parse_facts(answer: str, message: str, analysis: Analysis) -> tuple[tuple[Claim, ...], int]:
    """Claims in a model's answer that are grounded in `message` and new to `analysis`."""
    known = {(claim.subject_key, claim.object_key) for claim in analysis.claims}
    message_words = set(words(message))
    accepted: dict[tuple[str, str, str], Claim] = {}
    rejected = 0
    for line in answer.splitlines():
        match = _LINE.match(line)
        if match is None:
            rejected += bool(line.strip())
            continue
        claim = _grounded(match.group("s"), match.group("p"), match.group("o"), message_words)
        if claim is None:
            rejected += 1
        elif (claim.subject_key, claim.object_key) not in known:
            accepted.setdefault((claim.subject_key, claim.predicate, claim.object_key), claim)
    return tuple(accepted.values()), rejected


def _grounded(subject: str, predicate: str, obj: str, message_words: set[str]) -> Claim | None:
    """The line read by the same grammar as the message, kept only if its subject and object
    are the message's own words."""
    claim = parse_claim(" ".join(" ".join(part.split()) for part in (subject, predicate, obj)))
    if claim is None or not claim.object_key:
        return None
    if not set(words(claim.subject)) | set(words(claim.object)) <= message_words:
        return None
    return claim
