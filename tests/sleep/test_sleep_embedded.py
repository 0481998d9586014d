"""A whole sleep and wake on the real embedded model: whatever it writes, the night is recorded."""

from __future__ import annotations

from pathlib import Path

import pytest

from entelechy import Mind
from entelechy.models.local import LocalModel
from entelechy.reply.options import ReplySettings
from entelechy.sleep.phases import SleepSettings

pytestmark = pytest.mark.embedded


async def test_a_full_night_on_the_embedded_model(tmp_path: Path) -> None:
    model = LocalModel()
    mind = await Mind.open(
        "ada", home=str(tmp_path), model=model, settings=ReplySettings(max_output_tokens=24)
    )
    try:
        await mind.respond("I am learning to play the cello and it is hard.")
        report = await mind.sleep(
            induce="a concert hall with no audience",
            learning="practice is its own reward",
            settings=SleepSettings(summary_tokens=40, rem_tokens=160),
        )
        woke = await mind.wake()
        view, phases, dreams = await mind.sleeping.record(report.sleep_id)
        replay = await mind.record.replay_check()
    finally:
        await mind.close()
    assert [p.phase for p in phases] == ["N1", "N2", "N3", "N4", "REM"]
    assert phases[0].content["kind"] == "fragments"
    assert all(len(p.model_call_ids) == 1 for p in phases[1:])
    assert all(p.output_tokens > 0 for p in phases[1:] if p.outcome != "failed")
    assert 0 <= len(dreams) <= 3
    assert all(0.0 <= d.teleological_value <= 1.0 for d in dreams)
    assert all(len(d.narrative.split()) >= 6 for d in dreams)
    assert view.status == "woken"
    assert view.model == "local:SmolLM2-135M-Instruct.Q4_1"
    assert woke.consolidated + woke.noise == len(report.dreams), "every sleep of the night"
    whose = {sleep.user_id for sleep in report.sleeps}
    assert whose == {"local", None}, "the person's sleep, and the mind's own for the induction"
    assert report.trigger == "creator-induced"
    assert replay.identical
