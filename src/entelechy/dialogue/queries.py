"""Reads of the dialogue projections. Every query is scoped by mind, and by user where the data
is a user's. Statements are built once; only their parameters change per call."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from sqlalchemy import Connection, bindparam, func, select

from entelechy.record.prepared import Prepared
from entelechy.record.schema import (
    conversations,
    embodiments,
    events,
    messages,
    minds,
    model_calls,
)


@dataclass(frozen=True)
class MindRow:
    id: str
    name: str
    persona: str
    created_at: str


@dataclass(frozen=True)
class MindSummary:
    mind: MindRow
    events: int
    messages: int
    last_activity: str | None
    model: str | None

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.mind.name,
            "id": self.mind.id,
            "persona": self.mind.persona,
            "created_at": self.mind.created_at,
            "messages": self.messages,
            "events": self.events,
            "last_activity": self.last_activity,
            "model": self.model,
        }


@dataclass(frozen=True)
class MessageView:
    id: str
    conversation_id: str
    role: str
    content: str
    status: str
    at: str
    in_reply_to: str | None


@dataclass(frozen=True)
class ConversationView:
    """A conversation as listed: whose it is, when it started, how long it is, and its first
    words (what a person recognises it by)."""

    id: str
    user_id: str
    started_at: str
    messages: int
    last_at: str | None
    opening: str | None

    def to_json(self) -> dict[str, Any]:
        return dict(self.__dict__)


_MIND_BY_NAME = select(minds.c.id, minds.c.name, minds.c.persona, minds.c.created_at).where(
    minds.c.name == bindparam("name")
)
_ALL_MINDS = select(minds.c.id, minds.c.name, minds.c.persona, minds.c.created_at).order_by(
    minds.c.name
)
_CURRENT_BODY = (
    select(embodiments.c.spec)
    .where(embodiments.c.mind_id == bindparam("mind_id"))
    .order_by(embodiments.c.at.desc(), embodiments.c.id.desc())
    .limit(1)
)
_CURRENT_MODEL = Prepared(_CURRENT_BODY)
_CURRENT_BODY_EVENT = _CURRENT_BODY.with_only_columns(embodiments.c.event_id)
_MIND_EVENT = select(minds.c.event_id).where(minds.c.id == bindparam("mind_id"))
_LATEST_CONVERSATION = Prepared(
    select(conversations.c.id)
    .where(
        conversations.c.mind_id == bindparam("mind_id"),
        conversations.c.user_id == bindparam("user_id"),
    )
    .order_by(conversations.c.started_at.desc(), conversations.c.id.desc())
    .limit(1)
)
_CONVERSATION_OWNER = Prepared(
    select(conversations.c.user_id).where(
        conversations.c.id == bindparam("conversation_id"),
        conversations.c.mind_id == bindparam("mind_id"),
    )
)
_MESSAGE_COLUMNS = (
    messages.c.id,
    messages.c.conversation_id,
    messages.c.role,
    messages.c.content,
    messages.c.status,
    messages.c.at,
    messages.c.in_reply_to,
)
_CONVERSATION_MESSAGES = (
    select(*_MESSAGE_COLUMNS)
    .where(
        messages.c.conversation_id == bindparam("conversation_id"),
        messages.c.mind_id == bindparam("mind_id"),
        messages.c.user_id == bindparam("user_id"),
    )
    .order_by(messages.c.at.desc(), messages.c.id.desc())
    .limit(bindparam("limit"))
)
_RECENT_MESSAGES = {
    True: Prepared(_CONVERSATION_MESSAGES),
    False: Prepared(_CONVERSATION_MESSAGES.where(messages.c.status == "complete")),
}


def find_mind(connection: Connection, name: str) -> MindRow | None:
    row = connection.execute(_MIND_BY_NAME, {"name": name}).first()
    return None if row is None else MindRow(*row)


def list_minds(connection: Connection) -> list[MindRow]:
    return [MindRow(*row) for row in connection.execute(_ALL_MINDS)]


def summarize(connection: Connection, mind: MindRow) -> MindSummary:
    event_count, last = connection.execute(
        select(func.count(), func.max(events.c.at)).where(events.c.mind_id == mind.id)
    ).one()
    message_count = connection.execute(
        select(func.count()).select_from(messages).where(messages.c.mind_id == mind.id)
    ).scalar_one()
    return MindSummary(mind, event_count, message_count, last, current_model(connection, mind.id))


def tokens_spent(
    connection: Connection, mind_id: str, since: str, user_id: str | None = None
) -> int:
    """Tokens (in + out) of the mind's model calls at or after `since`; with `user_id`, only
    the calls made for that person's messages."""
    spent = func.coalesce(func.sum(model_calls.c.input_tokens + model_calls.c.output_tokens), 0)
    query = select(spent).where(model_calls.c.mind_id == mind_id, model_calls.c.at >= since)
    if user_id is not None:
        query = query.join(events, events.c.id == model_calls.c.event_id).where(
            events.c.user_id == user_id
        )
    return int(connection.execute(query).scalar_one())


def self_records(connection: Connection, mind_id: str) -> tuple[str, ...]:
    """The ids of the events that say what the mind is: its creation, and its latest body (when
    it has spoken through one)."""
    created = connection.execute(_MIND_EVENT, {"mind_id": mind_id}).scalar()
    body = connection.execute(_CURRENT_BODY_EVENT, {"mind_id": mind_id}).scalar()
    return tuple(event for event in (created, body) if event is not None)


def current_model(connection: Connection, mind_id: str) -> str | None:
    """The spec of the model the mind was last embodied in."""
    spec: str | None = _CURRENT_MODEL.scalar(connection, {"mind_id": mind_id})
    return spec


def latest_conversation(connection: Connection, mind_id: str, user_id: str) -> str | None:
    parameters = {"mind_id": mind_id, "user_id": user_id}
    conversation: str | None = _LATEST_CONVERSATION.scalar(connection, parameters)
    return conversation


def conversation_owner(connection: Connection, mind_id: str, conversation_id: str) -> str | None:
    parameters = {"mind_id": mind_id, "conversation_id": conversation_id}
    owner: str | None = _CONVERSATION_OWNER.scalar(connection, parameters)
    return owner


def list_conversations(
    connection: Connection,
    mind_id: str,
    user_id: str | None,
    limit: int,
    conversation_id: str | None = None,
) -> list[ConversationView]:
    """The mind's conversations, most recently started first: one person's, or everyone's
    (`user_id` None); with `conversation_id`, only that one."""
    counted = (
        select(
            messages.c.conversation_id,
            func.count().label("messages"),
            func.max(messages.c.at).label("last_at"),
            func.min(messages.c.id).label("first_id"),
        )
        .where(messages.c.mind_id == mind_id)
        .group_by(messages.c.conversation_id)
        .subquery()
    )
    opening = (
        select(messages.c.content)
        .where(messages.c.id == counted.c.first_id, messages.c.mind_id == mind_id)
        .scalar_subquery()
    )
    query = (
        select(
            conversations.c.id,
            conversations.c.user_id,
            conversations.c.started_at,
            func.coalesce(counted.c.messages, 0),
            counted.c.last_at,
            opening,
        )
        .outerjoin(counted, counted.c.conversation_id == conversations.c.id)
        .where(conversations.c.mind_id == mind_id)
        .order_by(conversations.c.started_at.desc(), conversations.c.id.desc())
        .limit(limit)
    )
    if user_id is not None:
        query = query.where(conversations.c.user_id == user_id)
    if conversation_id is not None:
        query = query.where(conversations.c.id == conversation_id)
    return [ConversationView(*row) for row in connection.execute(query)]


def said_lately(
    connection: Connection, mind_id: str, user_id: str, but: str, limit: int = 200
) -> list[tuple[str, str]]:
    """What a person said in their last `limit` messages to the mind, in any conversation,
    newest first (message id and text), leaving out the message `but` (the one being
    answered)."""
    query = (
        select(messages.c.id, messages.c.content)
        .where(
            messages.c.mind_id == mind_id,
            messages.c.user_id == user_id,
            messages.c.role == "user",
            messages.c.id != but,
        )
        .order_by(messages.c.at.desc(), messages.c.id.desc())
        .limit(limit)
    )
    return [(row[0], row[1]) for row in connection.execute(query)]


def recent_messages(
    connection: Connection,
    mind_id: str,
    user_id: str,
    conversation_id: str,
    limit: int,
    *,
    include_cancelled: bool = False,
) -> list[MessageView]:
    """The last `limit` messages of a conversation, oldest first."""
    parameters = {
        "mind_id": mind_id,
        "user_id": user_id,
        "conversation_id": conversation_id,
        "limit": limit,
    }
    rows = _RECENT_MESSAGES[include_cancelled].rows(connection, parameters)
    return [MessageView(*row) for row in reversed(rows)]
