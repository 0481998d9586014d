"""Introspection on the real embedded model: questions about the mind are answered from the
records (never the model's story about itself), scored, and nothing unsupported is sent."""

from __future__ import annotations

from datetime import timedelta
from pathlib import Path

import pytest

from entelechy import Mind
from entelechy.clock import ManualClock
from entelechy.models.local import LocalModel

pytestmark = pytest.mark.embedded


async def test_questions_about_the_mind_are_answered_from_records(
    tmp_path: Path, clock: ManualClock
) -> None:
    async with await Mind.open(
        "ada", home=str(tmp_path), model=LocalModel(), clock=clock, persona="Ada"
    ) as mind:
        await mind.respond("I live in Lyon.", user_id="rita")
        clock.advance(timedelta(days=1))
        await mind.respond("I live in Paris.", user_id="rita")
        answered = await mind.respond("Where do I live?", user_id="rita")
        why = await mind.respond("Why did you say that?", user_id="rita")
        then = await mind.respond(
            "What did you believe about where I live yesterday?", user_id="rita"
        )
        about = await mind.respond("What do you remember about me?", user_id="bob")
        await mind.respond("Tell me one fact about octopuses.", user_id="bob")
        worded = await mind.respond("Why did you say that?", user_id="bob")
        scores = await mind.introspection.scores()
    assert "Paris" in answered.text
    assert "I used my belief that you live in Paris" in why.text
    assert "No model worded it" in why.text
    assert "you live in Lyon" in then.text
    assert "superseded" in then.text
    assert "Paris" not in about.text
    assert "the model worded the reply" in worded.text
    assert "I spoke through local:SmolLM2" in worded.text
    assert len(scores) == 4
    assert all(s.counts["unsupported"] + s.counts["contradicted"] == 0 for s in scores)
