"""The store's governance as operators, creators and auditors see it from outside any mind.

Surfaces use this (and `Mind`), never the store directly.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from entelechy.clock import format_timestamp, parse_timestamp
from entelechy.dialogue import queries as dialogue
from entelechy.errors import ConfigurationError, NotFoundError
from entelechy.governance import events as kinds
from entelechy.governance import ledger, queries
from entelechy.governance.audit import millis
from entelechy.governance.axioms import Axiom
from entelechy.governance.importing import ImportReport
from entelechy.governance.inductions import InductionTicket
from entelechy.governance.lifecycle import LifecycleStatus
from entelechy.governance.local import LocalGovernor
from entelechy.governance.rules import RulePack
from entelechy.governance.signing import SignedRequest
from entelechy.governance.verdicts import BehaviorReport, Verdict
from entelechy.record.services import RecordServices


class Oversight:
    def __init__(self, services: RecordServices, governor: LocalGovernor) -> None:
        self._services = services
        self.governor = governor

    @classmethod
    async def open(cls, services: RecordServices) -> Oversight:
        """Oversight of `services`' store; closing it closes the store."""
        try:
            return cls(services, await LocalGovernor.open(services))
        except BaseException:
            await services.close()
            raise

    async def close(self) -> None:
        await self._services.close()

    async def mind_id(self, name: str) -> str:
        row = await self._services.store.read(lambda c: dialogue.find_mind(c, name))
        if row is None:
            raise NotFoundError(
                f"there is no mind called {name!r} in this store.",
                hint="List minds with `entelechy minds list`, or give --mind-id.",
            )
        return row.id

    # the audit ledger

    async def verify_audit(self) -> ledger.AuditReport:
        return await self._services.store.read(ledger.verify_audit)

    async def audit(
        self,
        *,
        kind: str | None = None,
        since: str | None = None,
        mind: str | None = None,
        chain: str | None = None,
        limit: int = 100,
    ) -> list[ledger.AuditRow]:
        mind_id = await self.mind_id(mind) if mind else None
        after = _since(since) if since else None
        return await self._services.store.read(
            lambda c: ledger.show(
                c, kind=kind, since=after, mind_id=mind_id, chain_id=chain, limit=limit
            )
        )

    async def export(self, chain: str) -> list[str]:
        chains = await self._services.store.read(ledger.chain_ids)
        if chain not in chains:
            raise NotFoundError(
                f"there is no audit chain {chain!r}.",
                hint="`entelechy audit verify` lists the chains of this store.",
            )
        return await self._services.store.read(lambda c: list(ledger.export(c, chain)))

    async def import_teleologyhi(self, path: Path) -> ImportReport:
        return await self.governor.import_teleologyhi(path)

    # creator keys, axioms, rules

    async def keys(self) -> list[dict[str, Any]]:
        return await self._services.store.read(queries.keys)

    async def register_key(self, request: SignedRequest) -> str:
        return await self.governor.register_key(request)

    async def axioms(self) -> list[tuple[Axiom, str, str | None]]:
        """Each axiom with its origin (seed, signed, imported) and signing key."""
        found = await self.governor.axioms()
        origins = await self._services.store.read(queries.axiom_origins)
        return [(axiom, *origins.get(axiom.id, ("seed", None))) for axiom in found]

    async def axiom_records(self) -> list[dict[str, Any]]:
        """Each axiom as the audit records it, with its origin and signing key (`keyId`)."""
        found = await self.axioms()
        return [axiom.record() | {"origin": origin, "keyId": key} for axiom, origin, key in found]

    async def mint_axiom(self, request: SignedRequest) -> Axiom:
        return await self.governor.mint_axiom(request)

    def check_rules(self, pack: RulePack) -> None:
        """Raise `RulePackError` if `pack` cites an axiom this store does not hold."""
        self.governor.conscience.with_pack(pack)

    def rule_packs(self) -> tuple[RulePack, ...]:
        return self.governor.conscience.installed

    async def install_rules(self, request: SignedRequest) -> RulePack:
        return await self.governor.install_rules(request)

    def decide(self, report: BehaviorReport) -> Verdict:
        """What the governor would say, without recording anything."""
        return self.governor.decide(report)

    # lifecycle and inductions

    async def lifecycle(self, mind_id: str) -> tuple[LifecycleStatus, list[dict[str, Any]]]:
        status = await self.governor.status(mind_id)
        return status, await self.governor.lifecycle_history(mind_id)

    async def set_lifecycle(self, mind_id: str, request: SignedRequest) -> LifecycleStatus:
        return await self.governor.set_lifecycle(mind_id, request)

    async def inductions(self, mind_id: str, *, every: bool = False) -> list[InductionTicket]:
        return await self.governor.inductions(mind_id, None if every else "pending")

    async def induce(self, mind_id: str, request: SignedRequest) -> InductionTicket:
        return await self.governor.induce(mind_id, request)

    async def cancel_induction(self, mind_id: str, request: SignedRequest) -> InductionTicket:
        return await self.governor.cancel_induction(mind_id, request)


def _since(text: str) -> str:
    try:
        moment = parse_timestamp(text if "T" in text else f"{text}T00:00:00Z")
    except ValueError as error:
        raise ConfigurationError(
            f"{text!r} is not a date or time.", hint="Use e.g. 2026-07-05 or 2026-07-05T21:49Z."
        ) from error
    return millis(format_timestamp(moment))


GOVERNANCE_CHAIN = kinds.GOVERNANCE_STREAM
