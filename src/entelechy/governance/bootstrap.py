"""Loading a store's governance state, recording the seed axioms the first time."""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import Connection

from entelechy.errors import StoreError
from entelechy.governance import events as kinds
from entelechy.governance import queries
from entelechy.governance.conscience import Conscience
from entelechy.governance.seeds import SEED_AXIOMS, SEED_IDS
from entelechy.record.ledger import NewEvent, head
from entelechy.record.recorder import Transaction
from entelechy.record.services import RecordServices


@dataclass(frozen=True)
class Loaded:
    """The rule books, and the length of the governance stream they were built from."""

    version: int
    conscience: Conscience


async def load(services: RecordServices) -> Loaded:
    loaded = await services.store.read(_load)
    if loaded.version < 0:
        await _record_seeds(services)
        loaded = await services.store.read(_load)
    return loaded


def refresh(connection: Connection, loaded: Loaded, version: int) -> Loaded:
    """`loaded`, or the store's current state if the governance stream has grown to `version`
    since (another process minted an axiom or installed a pack)."""
    return loaded if version == loaded.version else _load(connection)


def _load(connection: Connection) -> Loaded:
    """The store's rule books; version -1 when the seed axioms were never recorded."""
    version, _ = head(connection, kinds.GOVERNANCE_STREAM)
    axioms = queries.axiom_ids(connection)
    conscience = Conscience(queries.installed_packs(connection), axioms | SEED_IDS)
    return Loaded(version if axioms >= SEED_IDS else -1, conscience)


async def _record_seeds(services: RecordServices) -> None:
    """Two processes opening a new store at once may race; the loser finds the seeds there."""
    try:
        await services.recorder.transaction(
            kinds.GOVERNANCE_STREAM, lambda tx: _append_seeds(tx, services)
        )
    except StoreError:
        present = await services.store.read(queries.axiom_ids)
        if not present >= SEED_IDS:
            raise


def _append_seeds(tx: Transaction, services: RecordServices) -> None:
    present = queries.axiom_ids(tx.connection)
    for axiom in SEED_AXIOMS:
        if axiom.id in present:
            continue
        data = {
            "axiomId": axiom.id,
            "rank": axiom.rank,
            "source": axiom.source,
            "origin": "seed",
            "axiom": axiom.record(),
        }
        payload = kinds.audit_payload(services.ids.new(), data)
        tx.append(NewEvent(kinds.AXIOM_MINTED, payload, actor=kinds.GOVERNOR_ACTOR))
