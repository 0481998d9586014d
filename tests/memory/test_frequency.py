"""Which terms are worth ranking by, and what a process may remember of their counts."""

from __future__ import annotations

import pytest
from memory_support import consolidated

from entelechy.memory import frequency
from entelechy.memory.frequency import selective
from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.record.store import Store, open_store


async def _remember(mind: Mind, first: int, texts: list[str]) -> None:
    events = [consolidated(f"mem_{first + n:03}", said) for n, said in enumerate(texts)]
    await mind._parts.services.recorder.record(mind.id, *events)


async def _selected(store: Store, terms: list[str]) -> tuple[list[str], str]:
    return await store.read(lambda connection: selective(connection, terms))


async def test_a_common_term_is_left_out_and_all_common_terms_rank_the_newest(
    store: Store, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(frequency, "FREQUENT", 4)
    mind = await Mind.open("ada", store=store, model=ScriptedModel(default="Noted."))
    await _remember(mind, 0, [f"the kite flew over hill {n}" for n in range(5)])
    await _remember(mind, 5, ["a red balloon"])
    assert await _selected(store, ["kite", "balloon"]) == (["balloon"], "RANKED")
    assert await _selected(store, ["kite", "hill"]) == (["kite", "hill"], "RECENT")
    assert await _selected(store, ["kite"]) == (["kite"], "RANKED")
    await mind.close()


async def test_a_rare_term_is_counted_again_once_the_index_may_have_made_it_common(
    store_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Two stores on one database stand for two processes: what one remembers of a count is
    bounded by what the other writes."""
    monkeypatch.setattr(frequency, "FREQUENT", 4)
    reader, writer = await open_store(store_url), await open_store(store_url)
    mind = await Mind.open("ada", store=writer, model=ScriptedModel(default="Noted."))
    await _remember(mind, 0, ["the kite flew", "a red balloon"])
    assert await _selected(reader, ["kite", "balloon"]) == (["kite", "balloon"], "RANKED")
    await _remember(mind, 2, ["a blue sky"])
    matches = await reader.read(lambda c: frequency._matches(c, ["kite", "balloon"]))
    if store_url.startswith("sqlite"):
        assert matches == [2, 2], "not counted again: one match then, at most one item since"
    else:
        assert matches == [1, 1], "PostgreSQL counts each time"
    await _remember(mind, 3, [f"another kite {n}" for n in range(3)])
    assert await _selected(reader, ["kite", "balloon"]) == (["balloon"], "RANKED")
    assert await reader.read(lambda c: frequency._matches(c, ["kite", "balloon"])) == [4, 1]
    await mind.close()
    await reader.close()
    await writer.close()
