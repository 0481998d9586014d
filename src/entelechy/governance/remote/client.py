"""A governor in another process, reached over HTTP with a bearer token.

It offers the same interface as the local governor, with the original runtime's failure policy:
a review that cannot be had fails closed (`GovernorUnavailableError`: nothing unreviewed goes
out); a status that cannot be read fails open to `active`; a pending-induction list that cannot
be read is empty.
"""

from __future__ import annotations

import logging
from dataclasses import dataclass, field
from typing import Any

import httpx
from pydantic import ValidationError

from entelechy.governance.errors import GovernorUnavailableError, MindTerminatedError
from entelechy.governance.inductions import InductionTicket
from entelechy.governance.lifecycle import LIFECYCLE_STATUSES, LifecycleStatus
from entelechy.governance.protocol import Gate
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.record.recorder import Transaction

logger = logging.getLogger(__name__)

DEFAULT_TIMEOUT = 10.0
_HINT = "Check that `entelechy governor serve` is running there and that the token matches."


class RemoteGovernor:
    def __init__(
        self,
        url: str,
        token: str,
        *,
        timeout: float = DEFAULT_TIMEOUT,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self.url = url.rstrip("/")
        self._client = httpx.AsyncClient(
            base_url=self.url,
            headers={"Authorization": f"Bearer {token}"},
            timeout=timeout,
            transport=transport,
        )

    async def _call(self, method: str, path: str, body: Any = None) -> Any:
        try:
            response = await self._client.request(method, path, json=body)
        except httpx.HTTPError as error:
            raise GovernorUnavailableError(
                f"the governor at {self.url} could not be reached ({type(error).__name__}).",
                hint=_HINT,
            ) from error
        if response.status_code != 200:
            raise GovernorUnavailableError(
                f"the governor at {self.url} answered {response.status_code} to {path}: "
                f"{_error_text(response)}",
                hint=_HINT,
            )
        try:
            return response.json()
        except ValueError as error:
            raise GovernorUnavailableError(
                f"the governor at {self.url} sent something that is not JSON.", hint=_HINT
            ) from error

    async def review(self, report: BehaviorReport) -> Verdict:
        """Fails closed: any failure raises, and the reply does not go out."""
        body = await self._call("POST", "/v1/review", report.model_dump(mode="json"))
        try:
            return Verdict.model_validate(body)
        except ValidationError as error:
            raise GovernorUnavailableError(
                f"the governor at {self.url} sent a malformed verdict.", hint=_HINT
            ) from error

    async def status(self, mind_id: str) -> LifecycleStatus:
        """Fails open: an unreadable status is `active`."""
        try:
            body = await self._call("GET", f"/v1/minds/{mind_id}/status")
        except GovernorUnavailableError as error:
            logger.warning("lifecycle status unavailable, assuming active: %s", error)
            return "active"
        status = body.get("status") if isinstance(body, dict) else None
        return status if status in LIFECYCLE_STATUSES else "active"

    async def ensure_may_sleep(self, mind_id: str) -> None:
        if await self.status(mind_id) == "terminated":
            raise MindTerminatedError("the mind is terminated and may not sleep.")

    async def pending_inductions(self, mind_id: str) -> list[InductionTicket]:
        """Fails to none: an unreadable list is empty."""
        try:
            body = await self._call("GET", f"/v1/minds/{mind_id}/inductions")
            return [InductionTicket.model_validate(item) for item in body]
        except (GovernorUnavailableError, ValidationError, TypeError) as error:
            logger.warning("pending inductions unavailable, assuming none: %s", error)
            return []

    async def consume_induction(
        self, mind_id: str, ticket_id: str, *, sleep_id: str
    ) -> InductionTicket:
        path = f"/v1/minds/{mind_id}/inductions/{ticket_id}/consume"
        body = await self._call("POST", path, {"sleepId": sleep_id})
        return InductionTicket.model_validate(body)

    def session(self, mind_id: str, user_id: str | None) -> RemoteSession:
        return RemoteSession(self, mind_id)

    async def close(self) -> None:
        await self._client.aclose()


@dataclass
class RemoteSession:
    """Reviews of one reply, each a request; the governor records them on its side."""

    governor: RemoteGovernor
    mind_id: str
    _status: LifecycleStatus = field(default="active")

    async def prepare(self) -> None:
        self._status = await self.governor.status(self.mind_id)

    def open(self, tx: Transaction, report: BehaviorReport) -> Gate:
        return Gate(self._status, None)

    async def review(self, report: BehaviorReport) -> Verdict:
        return await self.governor.review(report)

    def flush(self, tx: Transaction) -> None:
        """Nothing to record here: the remote governor keeps the audit."""


def _error_text(response: httpx.Response) -> str:
    try:
        body = response.json()
    except ValueError:
        return response.text[:200]
    return str(body.get("error", body))[:200] if isinstance(body, dict) else str(body)[:200]
