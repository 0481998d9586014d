"""Which conversation a message belongs to: the one asked for (if it is the person's), else the
person's latest one in the store, else a new one."""

from __future__ import annotations

from entelechy.dialogue import events as kinds
from entelechy.dialogue import queries
from entelechy.dialogue.identity import MindIdentity
from entelechy.errors import NotFoundError
from entelechy.ids import IdFactory
from entelechy.record.ledger import NewEvent
from entelechy.record.recorder import Transaction


class ConversationRouter:
    """Routes each message inside its own transaction. Nothing is cached across messages, so
    processes sharing a mind agree on each person's latest conversation; the one thing held
    here is this process's request that a person's next message start afresh."""

    def __init__(self, mind: MindIdentity, ids: IdFactory) -> None:
        self._mind = mind
        self._ids = ids
        self._fresh: set[str] = set()

    def start_afresh(self, user_id: str) -> None:
        """The next message from `user_id` starts a new conversation."""
        self._fresh.add(user_id)

    def route(self, tx: Transaction, user_id: str, requested: str | None) -> str:
        if requested is not None:
            owner = queries.conversation_owner(tx.connection, self._mind.id, requested)
            if owner != user_id:
                raise NotFoundError(
                    f"conversation {requested!r} does not exist for this user in mind "
                    f"{self._mind.name!r}.",
                    hint="Omit the conversation id to continue the latest conversation.",
                )
            return requested
        current = None
        if user_id not in self._fresh:
            current = queries.latest_conversation(tx.connection, self._mind.id, user_id)
        return self.begin(tx, user_id) if current is None else current

    def begin(self, tx: Transaction, user_id: str) -> str:
        """Record a new conversation of `user_id` and return its id."""
        started = self._ids.new("cnv_")
        tx.append(
            NewEvent(
                kinds.CONVERSATION_STARTED,
                {"conversation_id": started},
                actor=kinds.user_actor(user_id),
                user_id=user_id,
            )
        )
        return started

    def committed(self, user_id: str) -> None:
        """The message's transaction committed: a fresh start has been made."""
        self._fresh.discard(user_id)
