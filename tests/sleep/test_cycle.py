"""A whole sleep and wake on both backends, with a scripted model."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, cast

import pytest
from sleep_support import DREAMS, creator_of, night, text_model
from sqlalchemy import Connection, select

from entelechy import Mind
from entelechy.governance.errors import MindTerminatedError
from entelechy.governance.local import LocalGovernor
from entelechy.memory import events as memory_kinds
from entelechy.record.schema import events, model_calls
from entelechy.sleep.schema import sleep_records

OpenMind = Callable[..., Any]


async def _talk(mind: Mind, *lines: str) -> None:
    for line in lines:
        await mind.respond(line)


async def _payloads(mind: Mind, kind: str) -> list[dict[str, Any]]:
    def read(connection: Connection) -> list[dict[str, Any]]:
        rows = connection.execute(
            select(events.c.payload)
            .where(events.c.mind_id == mind.id, events.c.kind == kind)
            .order_by(events.c.seq)
        )
        return [json.loads(row[0]) for row in rows]

    return await mind.store.read(read)


async def test_a_sleep_records_its_phases_calls_budgets_and_dreams(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    await _talk(mind, "How do I learn patience?", "Thanks, that helps.")
    seen: list[tuple[str, str]] = []
    report = await mind.sleep(on_phase=lambda phase, state: seen.append((phase, state)))
    assert report.trigger == "explicit"
    assert report.interactions == 2
    assert [d.value for d in report.dreams] == [0.82, 0.45, 0.12]
    assert all(d.id.startswith("drm-") for d in report.dreams)
    assert ("N1", "ok") in seen
    assert ("REM", "ok") in seen
    view, phases, dreams = await mind.sleeping.record(report.sleep_id)
    assert view.status == "completed"
    assert view.model == "scripted:scripted"
    assert [p.phase for p in phases] == ["N1", "N2", "N3", "N4", "REM"]
    assert phases[0].content["fragments"][0] == (
        'user: "How do I learn patience?" -> reply: "Glad to help."'
    )
    assert phases[1].content == {"kind": "summary", "summary": "The day felt warm and curious."}
    assert [p.budget_tokens for p in phases] == [None, 128, 128, 128, 512]
    assert [p.duration_seconds for p in phases] == [6.0, 12.0, 9.0, 6.0, 27.0]
    assert phases[4].content["kind"] == "dreams"
    assert len(phases[4].content["dreams"]) == 3
    assert [len(p.model_call_ids) for p in phases] == [0, 1, 1, 1, 1]
    assert view.input_tokens == sum(p.input_tokens for p in phases) > 0
    calls = await mind.store.read(
        lambda c: c.execute(
            select(model_calls.c.id, model_calls.c.purpose).where(
                model_calls.c.purpose.like("sleep:%")
            )
        ).all()
    )
    assert sorted(purpose for _, purpose in calls) == [
        "sleep:N2",
        "sleep:N3",
        "sleep:N4",
        "sleep:REM",
    ]
    assert {call_id for call_id, _ in calls} == set(report.model_call_ids)
    assert [d.review_kind for d in dreams] == ["approve"] * 3
    assert (await mind.record.replay_check()).identical
    assert (await mind.record.verify()).ok


async def test_a_failing_phase_is_empty_and_garbage_dreams_are_none(open_mind: OpenMind) -> None:
    model = text_model(
        night(dreams="}}}} 0.9 ### TELEOLOGICAL_VALUE: banana", failing=("durable insight",))
    )
    mind = await open_mind(model)
    report = await mind.sleep()
    outcomes = {phase.phase: phase.outcome for phase in report.phases}
    assert outcomes == {"N1": "empty", "N2": "ok", "N3": "failed", "N4": "ok", "REM": "empty"}
    assert "provider is down" in (report.phases[2].error or "")
    view, phases, dreams = await mind.sleeping.record(report.sleep_id)
    assert view.status == "completed"
    assert view.dreams == 0
    assert dreams == []
    assert phases[2].outcome == "failed"
    assert len(phases[2].model_call_ids) == 1
    woke = await mind.wake()
    assert (woke.sleeps, woke.consolidated, woke.noise) == ([report.sleep_id], 0, 0)
    assert (await mind.record.replay_check()).identical


async def test_the_wake_affect_colours_the_temperature_of_later_replies(
    open_mind: OpenMind,
) -> None:
    model = text_model(night())
    mind = await open_mind(model)
    await _talk(mind, "I lost my grandmother last spring.")
    assert model.requests[-1].temperature is None
    await mind.sleep()
    woke = await mind.wake()
    assert woke.affect is not None
    assert woke.affect.kind == "fear"
    await _talk(mind, "Good morning.")
    assert model.requests[-1].temperature == pytest.approx(0.7 - 0.2 * 0.82, abs=0.01)


async def test_wake_consolidates_each_dream_once(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    await _talk(mind, "I lost my grandmother last spring.")
    report = await mind.sleep()
    woke = await mind.wake()
    assert (woke.consolidated, woke.traumatic, woke.noise) == (2, 1, 1)
    assert woke.affect is not None
    assert woke.affect.kind == "fear"
    memories = await _payloads(mind, memory_kinds.MEMORY_CONSOLIDATED)
    assert [m["memory_class"] for m in memories] == ["lasting-identity", "traumatic"]
    assert set(memories[0]) == {
        "memory_id",
        "text",
        "memory_class",
        "importance",
        "dream_id",
        "sleep_id",
        "episode_ids",
        "user_id",
    }
    assert memories[0]["dream_id"] == report.dreams[0].id
    assert memories[0]["importance"] == 0.82
    assert memories[0]["user_id"] == "local"
    view = (await mind.sleeping.sleeps())[0]
    assert (view.status, view.consolidated, view.noise, view.traumatic) == ("woken", 2, 1, 1)
    _, _, dreams = await mind.sleeping.record(report.sleep_id)
    assert [d.memory_class for d in dreams] == ["lasting-identity", "traumatic", "noise"]
    assert dreams[2].memory_id is None
    again = await mind.wake()
    assert again.sleeps == []
    assert again.consolidated == 0
    assert len(await _payloads(mind, memory_kinds.MEMORY_CONSOLIDATED)) == 2
    assert (await mind.sleeping.affect()) == woke.affect
    assert (await mind.record.replay_check()).identical


async def test_the_next_sleep_looks_only_at_what_came_after(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    await _talk(mind, "first thing")
    first = await mind.sleep()
    await _talk(mind, "second thing", "third thing")
    second = await mind.sleep()
    third = await mind.sleep()
    assert (first.interactions, second.interactions, third.interactions) == (1, 2, 0)


async def test_an_induction_ticket_is_consumed_only_after_a_kept_dream(
    open_mind: OpenMind,
) -> None:
    script = {"dreams": "garbage"}

    def answer(request: Any) -> str:
        return night(dreams=script["dreams"])(request)

    mind = await open_mind(text_model(answer))
    key = await creator_of(mind)
    governor = cast(LocalGovernor, mind.governor)
    intent = {"scenario": "a bridge that sways", "desiredLearning": "trust slow steps"}
    ticket = await governor.induce(
        mind.id, key.sign({"action": "induction.create", "mindId": mind.id, "intent": intent})
    )
    failed = await mind.sleep()
    assert failed.trigger == "creator-induced"
    assert failed.dreams == ()
    assert failed.induction_consumed is False
    assert [t.id for t in await governor.pending_inductions(mind.id)] == [ticket.id]
    script["dreams"] = DREAMS
    succeeded = await mind.sleep()
    assert succeeded.induction_id == ticket.id
    assert succeeded.induction_consumed
    assert await governor.pending_inductions(mind.id) == []
    _, _, dreams = await mind.sleeping.record(succeeded.sleep_id)
    assert {(d.induced, d.induced_by, d.induction_id) for d in dreams} == {
        (True, "creator", ticket.id)
    }
    rem = mind.model.requests[-1].messages[-1].content  # type: ignore[attr-defined]
    assert "a bridge that sways" in rem
    assert "trust slow steps" in rem
    plain = await mind.sleep()
    assert plain.trigger == "explicit"
    assert plain.induction_id is None


async def test_a_creator_induced_sleep_from_the_sdk(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    report = await mind.sleep(induce="an exam without questions", learning="ask first")
    assert report.trigger == "creator-induced"
    assert report.reason == "an exam without questions"
    _, _, dreams = await mind.sleeping.record(report.sleep_id)
    assert all(d.induced and d.induced_by == "creator" and d.induction_id is None for d in dreams)


async def test_a_terminated_mind_does_not_sleep(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    key = await creator_of(mind)
    governor = cast(LocalGovernor, mind.governor)
    change = {"action": "lifecycle.set", "mindId": mind.id, "status": "terminated", "reason": "x"}
    await governor.set_lifecycle(mind.id, key.sign(change))
    with pytest.raises(MindTerminatedError):
        await mind.sleep()
    assert await mind.sleeping.sleeps() == []


async def test_the_governor_reviews_every_dream_write(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    key = await creator_of(mind)
    pack = {
        "name": "no-dreams",
        "rules": [
            {
                "id": "dreams.none",
                "axiom_ids": [],
                "match": {"action_kinds": ["dream-write"]},
                "verdict": "hard-refuse",
                "reason": "No dreams tonight.",
            }
        ],
    }
    await cast(LocalGovernor, mind.governor).install_rules(
        key.sign({"action": "rules.install", "pack": pack})
    )
    report = await mind.sleep()
    assert report.dreams == ()
    assert report.rejected == 3
    view = (await mind.sleeping.sleeps())[0]
    assert (view.dreams, view.dreams_rejected) == (0, 3)
    reviews = await _payloads(mind, "behavior_reviewed")
    dream_reviews = [r for r in reviews if r["data"]["actionKind"] == "dream-write"]
    assert [r["data"]["verdict"]["kind"] for r in dream_reviews] == ["hard-refuse"] * 3


async def test_an_unfinished_sleep_is_marked_abandoned_by_the_next(open_mind: OpenMind) -> None:
    class Stop(BaseException):
        pass

    def explode(request: Any) -> str:
        raise Stop

    mind = await open_mind(text_model(explode))
    with pytest.raises(Stop):
        await mind.sleep()
    mind.use_model(text_model(night()))
    await mind.sleep()
    statuses = await mind.store.read(
        lambda c: [
            row[0]
            for row in c.execute(
                select(sleep_records.c.status).order_by(sleep_records.c.started_at)
            )
        ]
    )
    assert statuses == ["abandoned", "completed"]
    assert (await mind.record.replay_check()).identical


async def test_a_crash_between_recording_and_consuming_is_settled_next_time(
    open_mind: OpenMind, monkeypatch: pytest.MonkeyPatch
) -> None:
    class Killed(BaseException):
        pass

    def die_after_recording(stage: str) -> None:
        if stage == "sleep:recorded":
            raise Killed

    mind = await open_mind(text_model(night()))
    key = await creator_of(mind)
    governor = cast(LocalGovernor, mind.governor)
    intent = {"scenario": "a door with no handle", "desiredLearning": "ask for help"}
    ticket = await governor.induce(
        mind.id, key.sign({"action": "induction.create", "mindId": mind.id, "intent": intent})
    )
    monkeypatch.setattr("entelechy.sleep.cycle.checkpoint", die_after_recording)
    with pytest.raises(Killed):
        await mind.sleep()
    assert [t.id for t in await governor.pending_inductions(mind.id)] == [ticket.id]
    monkeypatch.undo()
    after = await mind.sleep()
    assert after.trigger == "explicit"
    assert after.induction_id is None
    consumed = await governor.inductions(mind.id, "consumed")
    first = (await mind.sleeping.sleeps())[-1]
    assert [(t.id, t.sleep_id) for t in consumed] == [(ticket.id, first.id)]


async def test_dreams_become_memories_with_provenance_and_recall(open_mind: OpenMind) -> None:
    mind = await open_mind(text_model(night()))
    await _talk(mind, "I lost my grandmother last spring.")
    report = await mind.sleep()
    await mind.wake()
    view = (await mind.sleeping.sleeps())[0]
    assert len(view.episode_ids) == 1
    hits = await mind.recall("library question", classes=["lasting-identity"])
    assert [hit.id for hit in hits] == ["mem_" + report.dreams[0].id.removeprefix("drm-")]
    assert hits[0].provenance["dream_id"] == report.dreams[0].id
    assert hits[0].provenance["sleep_id"] == report.sleep_id
    assert hits[0].provenance["episode_ids"] == view.episode_ids
    default = await mind.recall("funeral grief rain")
    assert all(hit.memory_class != "traumatic" for hit in default)
    traumatic = await mind.recall("funeral grief rain", classes=["traumatic"])
    assert [hit.memory_class for hit in traumatic] == ["traumatic"]
    assert (await mind.record.replay_check()).identical


async def test_ingested_conversations_are_considered_by_the_next_sleep(
    open_mind: OpenMind, tmp_path: Any
) -> None:
    mind = await open_mind(text_model(night()))
    turns = tmp_path / "past.jsonl"
    turns.write_text(
        '{"speaker": "Ann", "text": "I finally finished the marathon."}\n'
        '{"speaker": "Bo", "text": "That took years of training."}\n'
    )
    await mind.ingest(turns)
    await _talk(mind, "Hello again.")
    assert (await mind.sleeping.readiness()).detail == "nothing calls for sleep"
    report = await mind.sleep()
    assert report.interactions == 3
    imported, spoken = report.sleeps
    assert imported.user_id is None, "what the operator imported for no one is the mind's own"
    assert 'Ann: "I finally finished the marathon."' in imported.phases[0].content["fragments"]
    assert spoken.user_id == "local"
    assert spoken.phases[0].content["fragments"][-1].startswith('user: "Hello again."')
    views = await mind.sleeping.sleeps()
    assert sorted(len(view.episode_ids) for view in views) == [1, 2]
