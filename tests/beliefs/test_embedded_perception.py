"""Perception enriched by the real embedded model: whatever SmolLM2 writes, the reply, the
record and the beliefs hold together."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from sqlalchemy import select

from entelechy import Mind
from entelechy.beliefs.schema import perceptions
from entelechy.models.local import LocalModel
from entelechy.perception.enrich import Budget
from entelechy.reply.options import ReplySettings

pytestmark = pytest.mark.embedded


async def test_enrichment_on_the_embedded_model(tmp_path: Path) -> None:
    mind = await Mind.open(
        "ada", home=str(tmp_path), model=LocalModel(), settings=ReplySettings(max_output_tokens=24)
    )
    try:
        mind.beliefs.budget = Budget(calls=1, max_output_tokens=48)
        reply = await mind.respond("I live in Lisbon and my sister Ana plays the piano.")
        assert reply.text
        rows = await mind.store.read(
            lambda c: c.execute(select(perceptions.c.enrichment)).scalars().all()
        )
        [enrichment] = [json.loads(row) for row in rows]
        assert enrichment["status"] in ("ok", "garbage", "empty", "failed")
        assert enrichment["used"]["calls"] == 1
        beliefs = await mind.beliefs.list()
        assert "the person lives in Lisbon" in [row.proposition for row in beliefs]
        recorded = await mind.recorded_reply(reply.id)
        assert recorded.calls[0].purpose == "perceive"
        report = await mind.record.replay_check()
        assert report.identical, report.differences
    finally:
        await mind.close()
