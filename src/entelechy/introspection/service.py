"""`Introspection`: a mind's answers about itself, for the SDK and the CLI (`mind.introspection`).

Each method reads the store in one transaction and returns an `Answer` whose sentences carry the
ids of the records they rest on. `user_id` scopes an answer to one person (surfaces serving
people pass it; operators' tools do not).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime

from sqlalchemy import Connection

from entelechy.clock import format_timestamp
from entelechy.introspection import history, memories, person, replies
from entelechy.introspection.answer import Answer
from entelechy.introspection.moments import record_time
from entelechy.introspection.questions import Asked, answer
from entelechy.introspection.scores import ScoreRow, scores
from entelechy.record.services import RecordServices


class Introspection:
    """What one mind can say about itself, from its records only."""

    def __init__(self, services: RecordServices, mind_id: str) -> None:
        self._services = services
        self._mind_id = mind_id

    async def explain_reply(self, reply_id: str, *, user_id: str | None = None) -> Answer:
        """Why a reply was what it was: perception, records used, review, model and strategy."""
        return await self._read(
            lambda c: replies.explain_reply(c, self._mind_id, reply_id, user_id)
        )

    async def explain_memory(self, memory_id: str, *, user_id: str | None = None) -> Answer:
        """Why a memory (or an episode) exists: its sleep, dream and class, or its exchange."""
        return await self._read(
            lambda c: memories.explain_memory(c, self._mind_id, memory_id, user_id)
        )

    async def explain_sleep(self, sleep_id: str) -> Answer:
        """What a sleep considered, dreamt and kept."""
        return await self._read(lambda c: memories.explain_sleep(c, self._mind_id, sleep_id))

    async def believed(
        self, question: str, *, at: str | datetime | None = None, user_id: str | None = None
    ) -> Answer:
        """What the mind believed at `at` (ISO-8601, UTC when no zone; None: now) about what
        `question` asks ("where does rita live"), and which of those states ended since."""
        moment = self._moment(at)
        return await self._read(
            lambda c: history.believed(c, self._mind_id, question, moment, user_id)
        )

    async def changes(
        self,
        *,
        since: str | datetime,
        until: str | datetime | None = None,
        user_id: str | None = None,
    ) -> Answer:
        """How the mind changed in a period: beliefs, operators' corrections, bodies, sleeps."""
        start = self._moment(since)
        end = None if until is None else self._moment(until)
        return await self._read(lambda c: history.changes(c, self._mind_id, start, end, user_id))

    async def about_person(self, user_id: str) -> Answer:
        """What the mind holds about one person, from what they told it (theirs only)."""
        return await self._read(lambda c: person.about_person(c, self._mind_id, user_id))

    async def about_self(self) -> Answer:
        """What the mind is and what it runs on, from its persona and body records."""
        return await self._read(lambda c: person.about_self(c, self._mind_id))

    async def ask(self, text: str, *, user_id: str, last_reply: str | None = None) -> Answer | None:
        """The records' answer to an introspective question put in words, as a reply would
        give it to `user_id`; None when `text` asks nothing about the mind."""
        asked = Asked(text, user_id, self._services.clock.now(), last_reply=last_reply)
        return await self._services.store.read(lambda c: answer(c, self._mind_id, asked))

    async def scores(
        self, *, reply_id: str | None = None, warnings_only: bool = False, limit: int = 50
    ) -> list[ScoreRow]:
        """Introspective replies as scored against the records, latest first; of one reply,
        or only those that raised `unsupported_explanation` or `action_claim_without_record`."""
        return await self._services.store.read(
            lambda c: scores(
                c, self._mind_id, reply_id=reply_id, warnings_only=warnings_only, limit=limit
            )
        )

    def _moment(self, at: str | datetime | None) -> str:
        if at is None:
            return format_timestamp(self._services.clock.now())
        return format_timestamp(at) if isinstance(at, datetime) else record_time(at)

    async def _read(self, work: Callable[[Connection], Answer]) -> Answer:
        return await self._services.store.read(work)
