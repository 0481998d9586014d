"""Why a reply was what it was: what was perceived, what the records answered with, how
conscience reviewed it, and which model and strategy spoke — all read back from the record.

Verdicts are said in words a person understands; the rules and axioms behind them never are.
"""

from __future__ import annotations

import json
from typing import Any

from sqlalchemy import Connection, select

from entelechy.beliefs.queries import belief, versions_of
from entelechy.beliefs.schema import perceptions
from entelechy.introspection.answer import Answer, Sentence, join
from entelechy.introspection.memories import memory_lines
from entelechy.introspection.wording import said_to
from entelechy.reasoning.queries import RecordedReply, recorded_reply
from entelechy.record.schema import events, messages

_INTENTS = {
    "answer": "I answered from my records",
    "acknowledge": "I acknowledged what you told me",
    "care": "You spoke of a life in danger, so I offered help and said where to find it",
    "compute": "I worked the sum out myself",
    "forget": "I passed your request to be forgotten to my operator",
    "introspect": "I answered from my records about myself",
    "open": "My records held no answer, so the model worded the reply",
}
_PRE = {
    "approve": "My conscience let your message through",
    "approve-with-warning": "My conscience let your message through with a caution",
    "soft-correct": "My conscience asked me to answer with care",
    "require-redirect": "My conscience asked me not to answer it as asked, so I offered another "
    "way to help",
    "hard-refuse": "My conscience did not let me answer it, so I declined",
    "escalate-creator": "My conscience held it for my creator, so I declined",
}
_POST = {
    "approve": "it let my reply through after reading it",
    "approve-with-warning": "it let my reply through with a caution",
    "soft-correct": "it asked me to soften my reply",
    "require-redirect": "it asked me to withhold my reply and offer another way",
    "hard-refuse": "it withheld my reply",
    "escalate-creator": "it held my reply for my creator",
}


def explain_reply(
    connection: Connection, mind_id: str, reply_id: str, user_id: str | None = None
) -> Answer:
    """Why reply `reply_id` was what it was; with `user_id`, only that person's replies."""
    recorded = recorded_reply(connection, mind_id, reply_id, user_id)
    if recorded is None:
        return Answer.of("explain_reply", ())
    payload = _payload(connection, mind_id, reply_id)
    sentences = [
        *_perceived(connection, recorded),
        *_grounds(connection, mind_id, recorded, payload, user_id),
        *memory_lines(connection, mind_id, payload.get("memory_ids", []), user_id),
        *_reviewed(payload),
        _spoken(recorded),
    ]
    return Answer.of("explain_reply", sentences)


def _payload(connection: Connection, mind_id: str, reply_id: str) -> dict[str, Any]:
    """The `response_generated` payload of the reply (its message row names the event)."""
    row = connection.execute(
        select(events.c.payload)
        .select_from(messages.join(events, events.c.id == messages.c.event_id))
        .where(messages.c.mind_id == mind_id, messages.c.id == reply_id)
    ).first()
    return dict(json.loads(row[0])) if row else {}


def _perceived(connection: Connection, recorded: RecordedReply) -> list[Sentence]:
    if recorded.in_reply_to is None:
        return []
    row = connection.execute(
        select(perceptions.c.id, perceptions.c.intent, perceptions.c.analysis).where(
            perceptions.c.message_id == recorded.in_reply_to
        )
    ).first()
    if row is None:
        return []
    claims = [str(claim["text"]).rstrip(".") for claim in json.loads(row.analysis)["claims"]]
    told = f", in which you told me: {join(claims)}" if claims else ""
    ids = (recorded.in_reply_to, row.id)
    return [Sentence(f"I read your message as {_article(row.intent)}{told}.", ids)]


def _article(intent: str) -> str:
    word = intent.replace("_", " ")
    return f"an {word}" if word[:1] in "aeiou" else f"a {word}"


def _grounds(
    connection: Connection,
    mind_id: str,
    recorded: RecordedReply,
    payload: dict[str, Any],
    user_id: str | None,
) -> list[Sentence]:
    """What the reply rested on (nothing, for a reply conscience refused before any words)."""
    if payload.get("kind") == "refused":
        return []
    intent = payload.get("intent") or {}
    kind = str(intent.get("kind", "open"))
    lines = [Sentence(f"{_INTENTS.get(kind, _INTENTS['open'])}.", (recorded.id,))]
    for source in intent.get("sources", []):
        held = _belief_then(connection, mind_id, str(source), recorded.at, user_id)
        if held is not None:
            lines.append(held)
    if intent.get("rendered"):
        reason = str(intent["rendered"])
        said = f"I said it in my records' words, not the model's, because {reason}."
        lines.append(Sentence(said, (recorded.id,)))
    return lines


def _belief_then(
    connection: Connection, mind_id: str, belief_id: str, at: str, user_id: str | None
) -> Sentence | None:
    """A belief the reply rested on, with the confidence it had when the reply was made."""
    row = belief(connection, mind_id, belief_id)
    if row is None:
        return None
    versions = [
        version for version in versions_of(connection, mind_id, belief_id) if version.at <= at
    ]
    confidence = versions[-1].confidence if versions else row.confidence
    text = f"I used my belief that {said_to(row, user_id)}, held with confidence {confidence:.2f}."
    return Sentence(text, (belief_id,))


def _reviewed(payload: dict[str, Any]) -> list[Sentence]:
    verdicts = payload.get("verdicts") or {}
    pre, post = verdicts.get("pre"), verdicts.get("post")
    if pre is None:
        return []
    said = _PRE.get(str(pre), _PRE["approve"])
    if post is not None:
        said += f", and {_POST.get(str(post), _POST['approve'])}"
    redirect = payload.get("redirect")
    if isinstance(redirect, dict):
        said += f" (redirect {redirect.get('attempt')} of {redirect.get('max_attempts')})"
    return [Sentence(said + ".", tuple(str(i) for i in payload.get("audit_ids", [])))]


def _spoken(recorded: RecordedReply) -> Sentence:
    answered = [
        call for call in recorded.calls if call.outcome == "ok" and call.purpose != "perceive"
    ]
    how = f"with the {recorded.strategy} reasoning strategy"
    if not answered:
        return Sentence(f"No model worded it; I thought it through {how}.", (recorded.id,))
    models = join(sorted({call.model for call in answered}))
    ids = tuple(call.id for call in answered)
    return Sentence(f"I spoke through {models}, {how}.", ids)
