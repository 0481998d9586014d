"""What one person may see of a mind's beliefs: those about them or resting on what they said,
and none that rests on anyone else's words."""

from __future__ import annotations

import pytest

from entelechy import Mind
from entelechy.errors import NotFoundError


async def _propositions(mind: Mind, user_id: str) -> set[str]:
    return {row.proposition for row in await mind.beliefs.list(user_id=user_id)}


async def test_a_person_sees_beliefs_about_them_and_those_they_told(mind: Mind) -> None:
    await mind.respond("I live in Lisbon.", user_id="ana")
    await mind.respond("I live in Oslo.", user_id="bob")
    await mind.respond("Ana likes jazz.", user_id="bob")
    everything = {row.proposition for row in await mind.beliefs.list()}
    assert everything == {"ana lives in Lisbon", "bob lives in Oslo", "Ana likes jazz"}
    assert await _propositions(mind, "ana") == {"ana lives in Lisbon"}  # not what bob said
    assert await _propositions(mind, "bob") == {"bob lives in Oslo", "Ana likes jazz"}
    assert await _propositions(mind, "cleo") == set()


async def test_a_belief_resting_on_two_people_is_hidden_from_both(mind: Mind) -> None:
    await mind.respond("I live in Lisbon.", user_id="ana")
    await mind.respond("Ana lives in Rome.", user_id="bob")
    assert {row.status for row in await mind.beliefs.list()} == {"contested"}
    assert await _propositions(mind, "ana") == set()
    assert await _propositions(mind, "bob") == set()


async def test_a_belief_out_of_sight_is_not_found(mind: Mind) -> None:
    await mind.respond("I live in Lisbon.", user_id="ana")
    (own,) = await mind.beliefs.list(user_id="ana")
    assert "ana lives in Lisbon" in await mind.why(own.id, user_id="ana")
    with pytest.raises(NotFoundError, match="this person may see"):
        await mind.why(own.id, user_id="bob")
    await mind.respond("Ana lives in Rome.", user_id="bob")
    with pytest.raises(NotFoundError):
        await mind.beliefs.show(own.id, user_id="ana")
    assert (await mind.beliefs.show(own.id)).links


async def test_links_between_beliefs_a_person_may_see_are_kept(mind: Mind) -> None:
    await mind.respond("I live in Lisbon.", user_id="ana")
    await mind.respond("I live in Porto.", user_id="ana")
    seen = await mind.beliefs.list(user_id="ana")
    assert {row.status for row in seen} == {"contested"}
    for row in seen:
        page = await mind.beliefs.show(row.id, user_id="ana")
        assert [link.kind for link in page.links] == ["contradicts"]
        assert list(page.related.values()) == [other.proposition for other in seen if other != row]
