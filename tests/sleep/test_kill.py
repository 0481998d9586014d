"""Kill a real sleeping process anywhere with SIGKILL, run again: no memory lost, none twice."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Connection, select

from entelechy import SyncMind
from entelechy.memory import events as memory_kinds
from entelechy.record.schema import events
from entelechy.sleep.faults import KILL_VARIABLE, STAGES
from entelechy.sleep.schema import dream_classes, dreams, sleep_records

ENTELECHY = [sys.executable, "-m", "entelechy"]
NIGHT = (
    "A lantern showed me the way home through the quiet fog.\n"
    "TELEOLOGICAL_VALUE: 0.8\n\n"
    "I learned to wait for the whole question before answering it.\n"
    "TELEOLOGICAL_VALUE: 0.5\n\n"
    "Numbers sold umbrellas to the clouds all afternoon long.\n"
    "TELEOLOGICAL_VALUE: 0.1\n"
)


Where = dict[str, str]
"""The store a run uses: ENTELECHY_HOME or ENTELECHY_DATABASE_URL."""


def _run(
    where: Where, *arguments: str, kill_at: str | None = None
) -> subprocess.CompletedProcess[str]:
    environment = {
        k: v
        for k, v in os.environ.items()
        if not k.endswith("_API_KEY") and k not in ("ENTELECHY_HOME", "ENTELECHY_DATABASE_URL")
    }
    environment.update({**where, "OLLAMA_HOST": "127.0.0.1:9"})
    environment.pop(KILL_VARIABLE, None)
    if kill_at is not None:
        environment[KILL_VARIABLE] = kill_at
    return subprocess.run(
        [*ENTELECHY, "--model", f"scripted:{NIGHT}", *arguments],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )


def _state(where: Where) -> dict[str, Any]:
    store = {
        "home": where.get("ENTELECHY_HOME"),
        "database_url": where.get("ENTELECHY_DATABASE_URL"),
    }
    with SyncMind(**store, model="scripted:ok") as sync:
        mind = sync.mind

        def read(connection: Connection) -> dict[str, Any]:
            memories = [
                json.loads(row[0])
                for row in connection.execute(
                    select(events.c.payload).where(
                        events.c.mind_id == mind.id,
                        events.c.kind == memory_kinds.MEMORY_CONSOLIDATED,
                    )
                )
            ]
            return {
                "memories": memories,
                "dreams": [row[0] for row in connection.execute(select(dreams.c.id))],
                "classified": [
                    row[0] for row in connection.execute(select(dream_classes.c.dream_id))
                ],
                "statuses": [
                    row[0]
                    for row in connection.execute(
                        select(sleep_records.c.status).order_by(sleep_records.c.started_at)
                    )
                ],
            }

        state = sync.store.read(read)
        state["verified"] = sync.record.verify().ok
        state["replayed"] = sync.record.replay_check().identical
    return state


def _killed_then_again(where: Where, stage: str) -> None:
    assert _run(where, "ask", "hello there").returncode == 0
    killed = _run(where, "sleep", "--json", kill_at=stage)
    assert killed.returncode == -signal.SIGKILL, killed.stderr
    again = _run(where, "sleep", "--json")
    assert again.returncode == 0, again.stderr
    state = _state(where)
    memory_dreams = [memory["dream_id"] for memory in state["memories"]]
    assert len(memory_dreams) == len(set(memory_dreams)), "a dream became two memories"
    assert len({m["memory_id"] for m in state["memories"]}) == len(state["memories"])
    assert sorted(state["classified"]) == sorted(state["dreams"]), "a dream was never woken"
    assert len(state["memories"]) == 2 * len(state["dreams"]) // 3
    assert state["statuses"][-1] == "woken"
    assert set(state["statuses"]) <= {"woken", "abandoned"}
    assert state["verified"]
    assert state["replayed"]


@pytest.mark.slow
@pytest.mark.parametrize("stage", STAGES)
def test_killed_anywhere_then_run_again(tmp_path: Path, stage: str) -> None:
    _killed_then_again({"ENTELECHY_HOME": str(tmp_path)}, stage)


@pytest.mark.slow
@pytest.mark.parametrize("stage", ["sleep:recording", "wake:consolidating"])
def test_killed_inside_a_postgresql_transaction(postgres_url: str, stage: str) -> None:
    _killed_then_again({"ENTELECHY_DATABASE_URL": postgres_url}, stage)


@pytest.mark.slow
def test_serve_runs_in_the_foreground_until_ctrl_c(tmp_path: Path) -> None:
    where = {"ENTELECHY_HOME": str(tmp_path)}
    assert _run(where, "ask", "hello there").returncode == 0
    environment = {**os.environ, **where, "OLLAMA_HOST": "127.0.0.1:9"}
    environment.pop(KILL_VARIABLE, None)
    command = ["serve", "--interval", "0.2", "--idle-minutes", "0"]
    serving = subprocess.Popen(
        [*ENTELECHY, "--model", f"scripted:{NIGHT}", *command],
        env=environment,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert serving.stdout is not None
    seen = ""
    while "default: awake" not in " ".join(seen.split()):
        line = serving.stdout.readline()
        assert line, "serve stopped by itself"
        seen += line
    serving.send_signal(signal.SIGINT)
    output, errors = serving.communicate(timeout=60)
    assert serving.returncode == 0, errors
    told = " ".join((seen + output).split())
    assert told.startswith("Watching the minds of")
    assert "default: slept (idle for 0 minutes" in told
    assert told.endswith("Stopped.")
    assert _state(where)["statuses"] == ["woken"]
