"""The JSON API under /api: minds, conversations and their messages (replies stream as
server-sent events), one-shot questions, recall, beliefs, sleeps and dreams, the persona; and
for the operator the minds' bodies, sleep and wake, corrections, redaction and the audit log.
Every route names its principal's scope; nothing here reaches the store but through `Mind`,
`Catalog` and `Oversight`."""

from __future__ import annotations

import time
from typing import Annotated, Any

from fastapi import APIRouter, Path, Query, Request, Response
from sse_starlette import EventSourceResponse

from entelechy.surfaces.permissions import scope, speaker
from entelechy.surfaces.web import bodies, reads
from entelechy.surfaces.web.accounts import account
from entelechy.surfaces.web.auth import Caller, Operator
from entelechy.surfaces.web.state import ChosenMind, open_minds
from entelechy.surfaces.web.streaming import reply_events

PREFIX = "/api"
Limit = Annotated[int, Query(ge=1, le=500, description="How many at most.")]
Id = Annotated[str, Path(min_length=1, max_length=100, description="An id from another answer.")]

router = APIRouter(prefix=PREFIX)
_MIND = "/minds/{mind}"


@router.get("/me", tags=["access"])
async def me(principal: Caller) -> dict[str, Any]:
    """Whom the presented token speaks for."""
    return {"role": principal.role, "user": principal.user_id}


@router.get("/minds", tags=["minds"])
async def list_minds(request: Request, principal: Caller) -> dict[str, Any]:
    """The minds of this store (the operator also sees each one's activity and model)."""
    return {"minds": await reads.minds(open_minds(request), principal)}


@router.get(_MIND + "/persona", tags=["minds"])
async def persona(mind: ChosenMind, _: Caller) -> dict[str, Any]:
    """Who the mind is: its birth signature, dispositions and the operator's context."""
    return mind.persona.to_json()


@router.get(_MIND + "/bodies", tags=["operator"])
async def bodies_of(mind: ChosenMind, _: Operator) -> dict[str, Any]:
    """Every model the mind has spoken through, oldest first."""
    return {"bodies": [body.__dict__ for body in await mind.body_history()]}


@router.get(_MIND + "/conversations", tags=["conversations"])
async def conversations(
    mind: ChosenMind, principal: Caller, user: str | None = None, limit: Limit = 50
) -> dict[str, Any]:
    """Conversations, most recent first: a person's own; the operator's choice of person, or
    everyone's."""
    found = await mind.conversations(user_id=scope(principal, user), limit=limit)
    return {"conversations": [view.to_json() for view in found]}


@router.post(_MIND + "/conversations", status_code=201, tags=["conversations"])
async def start_conversation(
    mind: ChosenMind, principal: Caller, body: bodies.NewConversation
) -> dict[str, Any]:
    """Start a new conversation (the operator may start one for a person)."""
    started = await mind.start_conversation(speaker(principal, body.user))
    return (await mind.conversation(started)).to_json()


@router.get(_MIND + "/conversations/{conversation_id}/messages", tags=["conversations"])
async def messages(mind: ChosenMind, principal: Caller, conversation_id: Id) -> dict[str, Any]:
    """A conversation's messages, oldest first (stopped replies included, marked cancelled)."""
    found, history = await reads.conversation(mind, principal, conversation_id)
    shown = [message.__dict__ for message in history]
    return {"conversation": found.to_json(), "messages": shown}


@router.post(
    _MIND + "/conversations/{conversation_id}/messages",
    tags=["conversations"],
    response_class=EventSourceResponse,
    responses={200: {"content": {"text/event-stream": {}}, "description": "The reply."}},
)
async def send(
    request: Request,
    mind: ChosenMind,
    principal: Caller,
    conversation_id: Id,
    body: bodies.NewMessage,
) -> EventSourceResponse:
    """Say something in a conversation; the reply streams as server-sent events (`delta`s,
    then `reply`, or `error`). Disconnecting cancels the reply, and the record says so."""
    found = await mind.conversation(conversation_id, user_id=scope(principal, None))
    return reply_events(request.app.state.turns, mind, body.text, found.user_id, found.id)


@router.post(_MIND + "/ask", tags=["conversations"])
async def ask(
    mind: ChosenMind, principal: Caller, body: bodies.Question, response: Response
) -> dict[str, Any]:
    """Say something and get the whole reply at once (default: the latest conversation). The
    `Server-Timing` header says how long the mind took (`mind;dur=` in ms): the rest of a
    request's time is the server's and the network's."""
    started = time.perf_counter()
    reply = await mind.respond(
        body.text,
        user_id=speaker(principal, body.user),
        conversation_id=body.conversation,
        channel="web",
    )
    response.headers["Server-Timing"] = f"mind;dur={(time.perf_counter() - started) * 1000:.3f}"
    return reply.to_json()


@router.get(_MIND + "/replies/{reply_id}", tags=["conversations"])
async def why_reply(mind: ChosenMind, principal: Caller, reply_id: Id) -> dict[str, Any]:
    """Why a reply said what it did: the memories and beliefs it used, how it was governed,
    the models and tokens — from the record."""
    return (await account(mind, reply_id, scope(principal, None))).to_json()


@router.get(_MIND + "/recall", tags=["memory"])
async def recall(
    mind: ChosenMind,
    principal: Caller,
    q: Annotated[str, Query(min_length=1, max_length=2000, description="What to remember.")],
    limit: Annotated[int, Query(ge=1, le=100, description="How many at most.")] = 10,
    user: str | None = None,
) -> dict[str, Any]:
    """What the mind remembers about `q`, best first, each with where it came from."""
    hits = await mind.recall(q, limit, user_id=scope(principal, user))
    return {"hits": [hit.to_json() for hit in hits]}


@router.get(_MIND + "/beliefs", tags=["beliefs"])
async def beliefs(mind: ChosenMind, principal: Caller, limit: Limit = 100) -> dict[str, Any]:
    """Beliefs, most recently changed first (a person's: those about them or resting on what
    they said)."""
    rows = await mind.beliefs.list(limit=limit, user_id=scope(principal, None))
    return {"beliefs": [row.to_json() for row in rows]}


@router.get(_MIND + "/beliefs/{belief_id}", tags=["beliefs"])
async def belief(mind: ChosenMind, principal: Caller, belief_id: Id) -> dict[str, Any]:
    """One belief: its arithmetic, evidence for and against by source, links and history."""
    return (await mind.beliefs.show(belief_id, user_id=scope(principal, None))).to_json()


@router.get(_MIND + "/beliefs/{belief_id}/why", tags=["beliefs"])
async def why(mind: ChosenMind, principal: Caller, belief_id: Id) -> dict[str, Any]:
    """Why the mind holds (or held) a belief, in words, from its records only."""
    return {"belief": belief_id, "why": await mind.why(belief_id, user_id=scope(principal, None))}


@router.post(_MIND + "/beliefs/{belief_id}/wrong", tags=["operator"])
async def wrong(
    mind: ChosenMind, _: Operator, belief_id: Id, body: bodies.Correction
) -> dict[str, Any]:
    """Correct a belief: the operator says it is wrong, and it is retracted with that reason."""
    return (await mind.beliefs.wrong(belief_id, body.reason)).to_json()


@router.get(_MIND + "/sleeps", tags=["sleep"])
async def sleeps(mind: ChosenMind, principal: Caller, limit: Limit = 20) -> dict[str, Any]:
    """Sleeps, most recent first (a person's: those over their conversations)."""
    return {"sleeps": [view.to_json() for view in await reads.sleeps(mind, principal, limit)]}


@router.get(_MIND + "/dreams", tags=["sleep"])
async def dreams(mind: ChosenMind, principal: Caller, limit: Limit = 20) -> dict[str, Any]:
    """Dreams, most recent first, with what waking made of them."""
    return {"dreams": [view.to_json() for view in await reads.dreams(mind, principal, limit)]}


@router.post(_MIND + "/sleep", tags=["operator"])
async def sleep(mind: ChosenMind, _: Operator, body: bodies.Sleep) -> dict[str, Any]:
    """Sleep once (N1–N4 summaries, REM dreams); wake afterwards to keep what is worth it."""
    return (await mind.sleep(induce=body.induce, learning=body.learning)).to_json()


@router.post(_MIND + "/wake", tags=["operator"])
async def wake(mind: ChosenMind, _: Operator) -> dict[str, Any]:
    """Classify the dreams of every sleep not yet woken, and consolidate the lasting ones."""
    return (await mind.wake()).to_json()


@router.post(_MIND + "/redactions", tags=["operator"])
async def redact(mind: ChosenMind, _: Operator, body: bodies.Redaction) -> dict[str, Any]:
    """Make a target's content irrecoverable, audited (see docs/privacy.md)."""
    report = await mind.redact(body.kind, body.target, reason=body.reason, dry_run=body.dry_run)
    return report.to_json()


@router.get("/audit", tags=["operator"])
async def audit(
    request: Request, _: Operator, kind: str | None = None, limit: Limit = 100
) -> dict[str, Any]:
    """The audit log, most recent last, and whether every chain of the store verifies."""
    oversight = open_minds(request).oversight
    rows = await oversight.audit(kind=kind, limit=limit)
    report = await oversight.verify_audit()
    return {"verified": report.ok, "records": [row.to_json() for row in rows]}
