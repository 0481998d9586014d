"""The strategies on the real embedded model, end to end through `Mind.respond`.

SmolLM2-135M rarely follows a format; what must hold is that every strategy still replies, says
in its trace how it read the model's output, and records exactly what it did.
"""

from __future__ import annotations

import asyncio
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

import entelechy
from entelechy import Mind, Reply
from entelechy.models import Usage
from entelechy.models.local import LocalModel
from entelechy.reasoning import react, registered_tools
from entelechy.reply.options import ReplySettings

pytestmark = pytest.mark.embedded
QUESTION = "A shop sells pens in boxes of 17. How many pens are in 3 boxes?"
"""A sum in words: asked plainly ("What is 17 times 3?") it is computed without the model."""


@pytest.fixture(scope="module")
def model() -> LocalModel:
    return LocalModel()


async def _ask(tmp_path: Path, model: LocalModel, reasoning: object) -> tuple[Reply, Mind]:
    mind = await Mind.open(
        "embedded",
        home=str(tmp_path),
        model=model,
        settings=ReplySettings(max_output_tokens=64),
    )
    return await mind.respond(QUESTION, reasoning=reasoning), mind  # type: ignore[arg-type]


async def _check_record(mind: Mind, reply: Reply) -> None:
    recorded = await mind.recorded_reply(reply.id)
    replay = await mind.record.replay_check()
    await mind.close()
    assert recorded.text == reply.text
    assert recorded.steps == reply.trace
    assert recorded.usage == reply.usage == sum((c.usage for c in recorded.calls), Usage())
    assert all(call.outcome == "ok" for call in recorded.calls)
    assert replay.identical


async def test_chain_of_thought(tmp_path: Path, model: LocalModel) -> None:
    reply, mind = await _ask(tmp_path, model, "cot")
    assert reply.text.strip()
    (step,) = reply.trace
    assert (step.technique, step.action, step.observation) == (
        "chain-of-thought",
        "answer",
        reply.text,
    )
    await _check_record(mind, reply)


async def test_self_consistency(tmp_path: Path, model: LocalModel) -> None:
    reply, mind = await _ask(tmp_path, model, "self-consistency:k=3/cot")
    assert reply.text.strip()
    assert len(reply.model_call_ids) == 3
    assert [step.technique for step in reply.trace] == ["chain-of-thought"] * 3 + [
        "self-consistency"
    ]
    voted = " ".join(reply.trace[-1].observation.split())
    assert " ".join(reply.text.split()) in voted, "the reply is the voted answer, shaped"
    await _check_record(mind, reply)


async def test_react_with_a_tool(tmp_path: Path, model: LocalModel) -> None:
    reply, mind = await _ask(tmp_path, model, react(registered_tools().values(), max_steps=2))
    assert {step.technique for step in reply.trace} == {"react"}
    assert reply.trace[-1].action in ("answer", "stop")
    for step in reply.trace:
        if step.action and step.action.startswith("calculate["):
            assert step.observation
    assert 1 <= len(reply.model_call_ids) <= 3
    await _check_record(mind, reply)


async def test_cancelling_stops_every_embedded_call(tmp_path: Path, model: LocalModel) -> None:
    mind = await Mind.open("embedded", home=str(tmp_path), model=model)
    task = asyncio.create_task(
        mind.respond("Write a long story about the sea.", reasoning="self-consistency:k=3")
    )
    await asyncio.sleep(2)
    task.cancel()
    with pytest.raises(asyncio.CancelledError):
        await asyncio.wait_for(task, timeout=60)
    history = await mind.history()
    await mind.close()
    assert [m.status for m in history] == ["complete", "cancelled"]


def test_ask_with_self_consistency_from_a_fresh_process(tmp_path: Path) -> None:
    environment = {
        **{k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")},
        "ENTELECHY_HOME": str(tmp_path),
        "OLLAMA_HOST": "127.0.0.1:9",
        "PYTHONPATH": str(Path(entelechy.__file__).parents[1]),  # this source tree
    }
    command = [sys.executable, "-m", "entelechy", "--model", "local"]
    asked = subprocess.run(
        [*command, "ask", QUESTION, "--reasoning", "self-consistency:k=2", "--json"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert asked.returncode == 0, asked.stderr
    reply = json.loads(asked.stdout)
    assert reply["id"].startswith("msg_")
    assert len(reply["model_calls"]) == 2
    shown = subprocess.run(
        [*command, "show", "reply", reply["id"], "--json"],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    recorded = json.loads(shown.stdout)
    assert recorded["tokens"] == reply["tokens"]
    assert reply["tokens"]["out"] == sum(c["tokens"]["out"] for c in recorded["model_calls"])
    assert recorded["reasoning"]["steps"] == reply["reasoning"]["steps"]
