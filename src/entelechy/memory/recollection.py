"""Recall from a mind's memory without opening the whole mind.

A recall reads the store and nothing else: no model, governor, persona or reply pipeline takes
part, so the command line (`entelechy recall`) opens only the store and this mind's memory and is
answering in a fraction of the time a whole mind takes to open. It writes nothing.
"""

from __future__ import annotations

from entelechy.dialogue.identity import check_mind_name, no_mind_called
from entelechy.dialogue.queries import find_mind
from entelechy.memory.embedding import resolve_embedder
from entelechy.memory.recall import RecallHit, RecallQuery
from entelechy.memory.service import MindMemory
from entelechy.record.projections import Projections
from entelechy.record.services import RecordServices


async def recall_from(
    name: str,
    query: RecallQuery,
    *,
    home: str | None = None,
    database_url: str | None = None,
    embedder: str | None = None,
) -> list[RecallHit]:
    """What the mind called `name` remembers about `query` (as `Mind.recall` answers it)."""
    check_mind_name(name)
    # Nothing is appended here, so no projection is needed to open the store.
    services = await RecordServices.open(Projections(), home=home, database_url=database_url)
    try:
        row = await services.store.read(lambda connection: find_mind(connection, name))
        if row is None:
            raise no_mind_called(name)
        memory = MindMemory(services, row.id, embedder=resolve_embedder(embedder), label=name)
        return await memory.recall(query)
    finally:
        await services.close()
