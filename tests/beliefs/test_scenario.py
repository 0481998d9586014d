"""The milestone scenario: facts over several sessions, a moved home, a repeated fact, a
contradiction and an operator correction; then a restart, and every belief, confidence, version
and link is as expected and explained from records."""

from __future__ import annotations

import math
from datetime import timedelta

import pytest

from entelechy import Mind
from entelechy.beliefs import constants as c
from entelechy.clock import ManualClock
from entelechy.models.scripted import ScriptedModel

USER = 0.7  # credibility of a person's word
PRIOR = c.PRIORS["testimony"]


def _confidence(support: float, diversity: float, opposition: float = 0.0) -> float:
    log_odds = math.log(PRIOR / (1 - PRIOR)) + c.SLOPE * (support * diversity - opposition)
    return round(min(c.CEILING, max(c.FLOOR, 1 / (1 + math.exp(-log_odds)))), 6)


ONCE = _confidence(USER, 0.75)
THRICE = _confidence(min(USER + 0.25 * USER * 2, 1.5 * USER), 0.75)
CONTESTED = _confidence(USER, 0.75, ONCE)


async def _open(url: str, clock: ManualClock) -> Mind:
    return await Mind.open(
        "ada", database_url=url, clock=clock, seed=3, model=ScriptedModel(default="ok")
    )


async def _session(mind: Mind, clock: ManualClock, *messages: str) -> None:
    clock.advance(timedelta(hours=1))
    mind.new_conversation()
    for message in messages:
        await mind.respond(message)


async def test_scenario_survives_a_restart(store_url: str, clock: ManualClock) -> None:
    mind = await _open(store_url, clock)
    await _session(mind, clock, "I live in Lisbon.", "I have a cat. My sister is a doctor.")
    await _session(mind, clock, "I moved to Porto.", "I have a cat.", "I work at Google.")
    await _session(mind, clock, "I have a cat.", "I don't work at Google.")
    ids = {row.proposition: row.id for row in await mind.beliefs.list()}
    await mind.beliefs.wrong(ids["the person's sister is a doctor"], "she is a nurse")
    await mind.close()

    mind = await _open(store_url, clock)
    try:
        expected = {
            "the person lives in Lisbon": ("superseded", ONCE, ["believed", "superseded"]),
            "the person lives in Porto": ("believed", ONCE, ["believed"]),
            "the person has a cat": ("believed", THRICE, ["believed"] * 3),
            "the person's sister is a doctor": ("rejected", c.FLOOR, ["believed", "rejected"]),
            "the person works at Google": ("contested", CONTESTED, ["believed", "contested"]),
            "the person does not work at Google": (
                "contested",
                CONTESTED,
                ["believed", "contested"],
            ),
        }
        rows = {row.proposition: row for row in await mind.beliefs.list()}
        assert set(rows) == set(expected)
        for proposition, (status, confidence, versions) in expected.items():
            page = await mind.beliefs.show(rows[proposition].id)
            assert page.belief.status == status, proposition
            assert page.belief.confidence == pytest.approx(confidence, abs=1e-6), proposition
            assert [v.status for v in page.versions] == versions, proposition
        lisbon = await mind.beliefs.show(rows["the person lives in Lisbon"].id)
        porto_id = rows["the person lives in Porto"].id
        assert [(link.kind, link.from_id) for link in lisbon.links] == [("supersedes", porto_id)]
        google = await mind.beliefs.show(rows["the person works at Google"].id)
        assert [link.kind for link in google.links] == ["contradicts"]
        cat = await mind.beliefs.show(rows["the person has a cat"].id)
        assert len(cat.evidence) == 3
        assert cat.arithmetic["families"][0]["weight"] == pytest.approx(1.5 * USER)
        for row in rows.values():
            explanation = await mind.why(row.id)
            assert explanation.startswith(f"{row.id}: {row.proposition}")
        assert '"I have a cat."' in await mind.why(rows["the person has a cat"].id)
        assert "marked wrong by an operator: she is a nurse" in await mind.why(
            rows["the person's sister is a doctor"].id
        )
        assert "supersedes" in await mind.why(porto_id)
        report = await mind.record.replay_check()
        assert report.identical, report.differences
    finally:
        await mind.close()
