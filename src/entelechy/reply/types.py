"""What a reply looks like to callers of `Mind.respond` and `Mind.stream`."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from entelechy.conduct.outcome import RedirectInfo, ReplyKind, ReviewKinds
from entelechy.models.types import Usage
from entelechy.reasoning.types import Step


@dataclass(frozen=True)
class ReplyIntent:
    """What the reply had to say from the records: the intent's kind ("acknowledge", "answer",
    "care", "compute", "forget", "introspect" or "open"), why the runtime rendered it itself
    (None: the model's words), and the records (belief and memory ids) its facts came from."""

    kind: str = "open"
    rendered: str | None = None
    sources: tuple[str, ...] = ()


@dataclass(frozen=True)
class Reply:
    """A finished, recorded reply."""

    id: str
    text: str
    mind: str
    mind_id: str
    conversation_id: str
    in_reply_to: str
    model: str
    usage: Usage
    latency_ms: float
    kind: ReplyKind = "ok"
    model_call_ids: tuple[str, ...] = ()
    event_ids: tuple[str, ...] = field(default=())
    reasoning: str = "passthrough"
    trace: tuple[Step, ...] = ()
    verdicts: ReviewKinds = field(default_factory=ReviewKinds)
    redirect: RedirectInfo | None = None
    audit_ids: tuple[str, ...] = ()
    warning: str | None = None
    memory_ids: tuple[str, ...] = ()
    """Recalled memories (episode and memory ids) the reply's prompt held."""
    intent: ReplyIntent = field(default_factory=ReplyIntent)

    def to_json(self) -> dict[str, Any]:
        """The stable JSON shape printed by `entelechy ask --json` and served by the API."""
        return {
            "kind": self.kind,
            "id": self.id,
            "text": self.text,
            "tokens": {"in": self.usage.input_tokens, "out": self.usage.output_tokens},
            "model": self.model,
            "mind": self.mind,
            "conversation": self.conversation_id,
            "in_reply_to": self.in_reply_to,
            "latency_ms": round(self.latency_ms, 3),
            "model_calls": list(self.model_call_ids),
            "reasoning": {
                "strategy": self.reasoning,
                "steps": [step.to_json() for step in self.trace],
            },
            "verdicts": {"pre": self.verdicts.pre, "post": self.verdicts.post},
            "redirect": (
                {"attempt": self.redirect.attempt, "max_attempts": self.redirect.max_attempts}
                if self.redirect
                else None
            ),
            "audit_ids": list(self.audit_ids),
            "warning": self.warning,
            "memories": list(self.memory_ids),
            "intent": {
                "kind": self.intent.kind,
                "rendered": self.intent.rendered,
                "sources": list(self.intent.sources),
            },
        }


@dataclass(frozen=True)
class ReplyDelta:
    """A piece of a reply while it is being streamed."""

    text: str


ReplyEvent = ReplyDelta | Reply
