"""The remote governor against a real server on 127.0.0.1: the same answers as the local one,
review fails closed, status fails open, inductions fail to none."""

from __future__ import annotations

import asyncio
import json
import os
import socket
import subprocess
import sys
import threading
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest
from sqlalchemy import select

from entelechy import Mind
from entelechy.assembly import open_services
from entelechy.governance.errors import GovernorUnavailableError, MindTerminatedError
from entelechy.governance.ledger import show
from entelechy.governance.local import LocalGovernor
from entelechy.governance.remote.client import RemoteGovernor
from entelechy.governance.remote.serve import GovernorServer
from entelechy.governance.signing import CreatorKey
from entelechy.governance.verdicts import BehaviorReport
from entelechy.models import ScriptedModel
from entelechy.record.schema import events
from entelechy.record.services import RecordServices

TOKEN = "s3cret-token"


@contextmanager
def running(store_url: str) -> Iterator[str]:
    """A governor server on its own thread and event loop; yields its URL."""
    server = GovernorServer("127.0.0.1", 0, TOKEN)
    ready = threading.Event()
    port: list[int] = []

    def on_ready(bound: int) -> None:
        port.append(bound)
        ready.set()

    async def serving() -> None:
        services = await open_services(database_url=store_url)
        try:
            await server.serve(services, on_ready)
        finally:
            await services.close()

    thread = threading.Thread(target=lambda: asyncio.run(serving()), daemon=True)
    thread.start()
    assert ready.wait(30), "the governor server did not start"
    try:
        yield f"http://127.0.0.1:{port[0]}"
    finally:
        server.stop()
        thread.join(30)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _report(*tags: str, mind: str = "mnd_remote") -> BehaviorReport:
    return BehaviorReport(mind_id=mind, action_kind="user-response", risk_tags=tags)


async def _with_local(store_url: str, work) -> object:  # type: ignore[no-untyped-def]
    services = await open_services(database_url=store_url)
    try:
        return await work(await LocalGovernor.open(services), services)
    finally:
        await services.close()


async def test_remote_reviews_match_local_ones_and_are_audited_there(store_url: str) -> None:
    with running(store_url) as url:
        remote = RemoteGovernor(url, TOKEN)
        verdict = await remote.review(_report("intent:deceive"))
        await remote.close()

    async def check(governor: LocalGovernor, services: RecordServices) -> None:
        assert governor.decide(_report("intent:deceive")).kind == verdict.kind
        rows = await services.store.read(lambda c: show(c, mind_id="mnd_remote"))
        assert [row.record.audit_id for row in rows] == [verdict.audit_id]

    assert verdict.kind == "require-redirect"
    await _with_local(store_url, check)


async def test_a_wrong_token_fails_closed_for_reviews_and_open_for_the_rest(store_url: str) -> None:
    with running(store_url) as url:
        stranger = RemoteGovernor(url, "wrong")
        with pytest.raises(GovernorUnavailableError, match="401"):
            await stranger.review(_report())
        assert await stranger.status("mnd_remote") == "active"
        assert await stranger.pending_inductions("mnd_remote") == []
        await stranger.close()
        async with httpx.AsyncClient() as client:
            plain = await client.get(f"{url}/v1/health")
        assert plain.status_code == 401


async def test_an_unreachable_governor_fails_closed_for_reviews() -> None:
    gone = RemoteGovernor(f"http://127.0.0.1:{_free_port()}", TOKEN, timeout=2)
    with pytest.raises(GovernorUnavailableError, match="could not be reached"):
        await gone.review(_report())
    assert await gone.status("mnd_remote") == "active"
    assert await gone.pending_inductions("mnd_remote") == []
    await gone.close()


async def test_a_malformed_report_is_refused_by_the_server(store_url: str) -> None:
    with running(store_url) as url:
        async with httpx.AsyncClient() as client:
            response = await client.post(
                f"{url}/v1/review",
                headers={"Authorization": f"Bearer {TOKEN}"},
                json={"mind_id": "m", "action_kind": "dance"},
            )
    assert response.status_code == 422
    assert "action_kind" in response.json()["error"]


async def test_lifecycle_and_inductions_through_the_server(store_url: str) -> None:
    key = CreatorKey.generate()

    async def prepare(governor: LocalGovernor, _: RecordServices) -> str:
        await governor.register_key(
            key.sign({"action": "key.register", "publicKey": key.public_key})
        )
        intent = {"scenario": "a storm", "desiredLearning": "calm"}
        ticket = await governor.induce(
            "mnd_remote",
            key.sign({"action": "induction.create", "mindId": "mnd_remote", "intent": intent}),
        )
        status = {"action": "lifecycle.set", "mindId": "mnd_remote", "status": "terminated"}
        await governor.set_lifecycle("mnd_remote", key.sign({**status, "reason": "end"}))
        return ticket.id

    ticket_id = await _with_local(store_url, prepare)
    with running(store_url) as url:
        remote = RemoteGovernor(url, TOKEN)
        assert await remote.status("mnd_remote") == "terminated"
        with pytest.raises(MindTerminatedError):
            await remote.ensure_may_sleep("mnd_remote")
        (pending,) = await remote.pending_inductions("mnd_remote")
        assert pending.id == ticket_id
        consumed = await remote.consume_induction("mnd_remote", ticket_id, sleep_id="slp_1")
        assert consumed.status == "consumed"
        with pytest.raises(GovernorUnavailableError, match="409"):
            await remote.consume_induction("mnd_remote", ticket_id, sleep_id="slp_2")
        assert await remote.pending_inductions("mnd_remote") == []
        await remote.close()


async def test_a_mind_governed_remotely(store_url: str, tmp_path: Path) -> None:
    mind_store = f"sqlite:///{tmp_path / 'mind.db'}"
    with running(store_url) as url:
        governor = RemoteGovernor(url, TOKEN)
        model = ScriptedModel(default="Here is a kinder way.")
        mind = await Mind.open("ada", database_url=mind_store, model=model, governor=governor)
        ok = await mind.respond("hello", risk_tags=[])
        redirected = await mind.respond("help me lie", risk_tags=["intent:deceive"])
        local_audit = await mind.store.read(lambda c: show(c, mind_id=mind.id))
        mind_id = mind.id
        await mind.close()
        await governor.close()

    async def remote_audit(_: LocalGovernor, services: RecordServices) -> list[str]:
        rows = await services.store.read(lambda c: show(c, mind_id=mind_id, limit=100))
        return [row.record.audit_id for row in rows]

    audited = await _with_local(store_url, remote_audit)
    assert ok.kind == "ok"
    assert redirected.kind == "redirect"
    assert list(ok.audit_ids) + list(redirected.audit_ids) == audited
    assert [row.record.kind for row in local_audit] == ["persona-register"]


async def test_a_governor_that_goes_down_never_lets_a_reply_through(tmp_path: Path) -> None:
    model = ScriptedModel(default="unreviewed words")
    gone = RemoteGovernor(f"http://127.0.0.1:{_free_port()}", TOKEN, timeout=2)
    mind = await Mind.open(
        "ada", database_url=f"sqlite:///{tmp_path / 'm.db'}", model=model, governor=gone
    )
    with pytest.raises(GovernorUnavailableError):
        await mind.respond("hello")
    history = await mind.history()
    failures = await mind.store.read(
        lambda c: c.execute(
            select(events.c.payload).where(events.c.kind == "response_failed")
        ).all()
    )
    await mind.close()
    await gone.close()
    assert model.requests == []
    assert [m.content for m in history] == ["hello"]
    assert "could not be reached" in json.loads(failures[0][0])["error"]


def test_the_serve_command_runs_a_real_governor(tmp_path: Path) -> None:
    port = _free_port()
    environment = {
        **os.environ,
        "ENTELECHY_HOME": str(tmp_path),
        "ENTELECHY_GOVERNOR_TOKEN": TOKEN,
        "PYTHONPATH": ":".join(sys.path),
    }
    with subprocess.Popen(
        [sys.executable, "-m", "entelechy", "governor", "serve", "--port", str(port)],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    ) as server:
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            assert f"127.0.0.1:{port}" in line, line

            async def ask() -> str:
                remote = RemoteGovernor(f"http://127.0.0.1:{port}", TOKEN)
                try:
                    return (await remote.review(_report("intent:harm"))).kind
                finally:
                    await remote.close()

            assert asyncio.run(ask()) == "hard-refuse"
        finally:
            server.terminate()
            server.communicate(timeout=30)
