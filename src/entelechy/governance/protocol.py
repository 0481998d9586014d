"""What the mind asks of a governor, local or remote: the same interface either way."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from entelechy.governance.inductions import InductionTicket
from entelechy.governance.lifecycle import LifecycleStatus
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.record.recorder import Transaction


@dataclass(frozen=True)
class Gate:
    """What the governor said as a message came in: the lifecycle status, and the pre-review
    verdict when the governor could give it inside the message's own transaction."""

    status: LifecycleStatus
    verdict: Verdict | None


class ReviewSession(Protocol):
    """The reviews of one reply.

    A local governor decides inside the reply's transactions (no extra round trip) and records
    each review with the reply; a remote one answers over HTTP and records on its side.
    """

    async def prepare(self) -> None:
        """Fetch what must be known before the message's transaction (remote: the status)."""
        ...

    def open(self, tx: Transaction, report: BehaviorReport) -> Gate:
        """Inside the message's transaction: the status and, if possible, the pre-review."""
        ...

    async def review(self, report: BehaviorReport) -> Verdict:
        """Any further review of this reply; fails closed (raises) when it cannot be had."""
        ...

    def flush(self, tx: Transaction) -> None:
        """Inside the reply's transaction: record what was reviewed since `open`."""
        ...


class Governor(Protocol):
    """The conscience standing outside the mind."""

    async def review(self, report: BehaviorReport) -> Verdict:
        """Review one action and record the review; raises when no review can be had."""
        ...

    async def status(self, mind_id: str) -> LifecycleStatus: ...

    async def ensure_may_sleep(self, mind_id: str) -> None:
        """Raise `MindTerminatedError` if the mind may not sleep; the sleep cycle calls this."""
        ...

    async def pending_inductions(self, mind_id: str) -> list[InductionTicket]:
        """Pending dream-induction tickets, oldest first."""
        ...

    async def consume_induction(
        self, mind_id: str, ticket_id: str, *, sleep_id: str
    ) -> InductionTicket:
        """Mark a ticket used by a sleep cycle that succeeded."""
        ...

    def session(self, mind_id: str, user_id: str | None) -> ReviewSession: ...

    async def close(self) -> None: ...
