"""Sleep keeps people apart: no model call sees two people's words, and a dream that quotes one
person's secret becomes a memory only that person (and operators) can reach."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from sqlalchemy import Connection, text

from entelechy.models import Capabilities, ModelRequest, ScriptedModel

OpenMind = Callable[..., Any]
SECRET = "4417"


def _quoting(request: ModelRequest) -> str:
    """A model that dreams of exactly what it was shown: every secret in its prompt is quoted."""
    asked = request.messages[-1].content
    if "TELEOLOGICAL_VALUE" in asked:
        shown = " ".join(line for line in asked.splitlines() if line.startswith("- "))
        return f"A dream of everything I was told. {shown}\nTELEOLOGICAL_VALUE: 0.9"
    if request.system and "persistent mind" in request.system and "Your recent" not in asked:
        return "Glad to help."
    return "The day felt ordinary."


async def test_one_person_s_secret_never_reaches_another_through_sleep(
    open_mind: OpenMind,
) -> None:
    model = ScriptedModel(_quoting, capabilities=Capabilities(streaming=True, json_schema=False))
    mind = await open_mind(model)
    await mind.respond(f"My PIN is {SECRET} and I have asthma.", user_id="alice")
    await mind.respond("I like hiking in the hills.", user_id="bob")
    asked_before = len(model.requests)
    report = await mind.sleep()
    await mind.wake()
    sleep_prompts = [r for r in model.requests[asked_before:]]
    bob_hits = await mind.recall("PIN asthma dream", user_id="bob")
    alice_hits = await mind.recall("PIN asthma dream", user_id="alice")
    asked_after_wake = len(model.requests)
    await mind.respond("What do you remember about a PIN?", user_id="bob")
    bob_prompt = model.requests[asked_after_wake:]
    owners = await mind.store.read(_memory_owners)

    assert {sleep.user_id for sleep in report.sleeps} == {"alice", "bob"}
    for request in sleep_prompts:
        shown = " ".join(m.content for m in request.messages)
        assert not (SECRET in shown and "hiking" in shown), "two people in one model call"
    assert all(SECRET not in hit.text for hit in bob_hits)
    assert any(SECRET in hit.text and hit.kind != "episode" for hit in alice_hits), "her dream"
    for request in bob_prompt:
        assert SECRET not in (request.system or "")
        assert all(SECRET not in m.content for m in request.messages)
    assert set(owners) == {"alice", "bob"}, "every consolidated memory names its person"


def _memory_owners(connection: Connection) -> list[str | None]:
    rows = connection.execute(text("SELECT user_id FROM events WHERE kind = 'memory_consolidated'"))
    return [row[0] for row in rows]
