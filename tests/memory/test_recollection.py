"""Recall without opening the whole mind answers as the mind's own recall does."""

from __future__ import annotations

import pytest

from entelechy import Mind
from entelechy.errors import ConfigurationError, NotFoundError
from entelechy.memory.recall import RecallQuery
from entelechy.memory.recollection import recall_from


async def test_recall_from_the_store_answers_as_the_mind_does(store_url: str) -> None:
    mind = await Mind.open("ada", database_url=store_url, model="scripted:Noted.")
    try:
        await mind.respond("We spent a week in Lisbon.", user_id="ann")
        await mind.respond("My sister teaches chemistry.", user_id="bo")
        for user in ("ann", "bo", None):
            query = RecallQuery("Lisbon chemistry", 5, user_id=user)
            alone = await recall_from("ada", query, database_url=store_url)
            whole = await mind.recall("Lisbon chemistry", 5, user_id=user)
            assert [hit.to_json() for hit in alone] == [hit.to_json() for hit in whole]
            assert alone or user is None
    finally:
        await mind.close()


async def test_an_unknown_or_impossible_mind_name_is_refused(store_url: str) -> None:
    with pytest.raises(NotFoundError, match="minds list"):
        await recall_from("nobody", RecallQuery("Lisbon"), database_url=store_url)
    with pytest.raises(ConfigurationError, match="valid mind name"):
        await recall_from("no/such", RecallQuery("Lisbon"), database_url=store_url)
