"""Real processes: the installed command, Ctrl-C, kill -9, and two writers on one SQLite file."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
import time
from pathlib import Path

import pytest

from entelechy import SyncMind

ENTELECHY = [sys.executable, "-m", "entelechy"]


def _environment(home: Path) -> dict[str, str]:
    clean = {k: v for k, v in os.environ.items() if not k.endswith("_API_KEY")}
    return {**clean, "ENTELECHY_HOME": str(home), "OLLAMA_HOST": "127.0.0.1:9"}


@pytest.mark.embedded
def test_ask_on_the_embedded_model_from_a_fresh_process(tmp_path: Path) -> None:
    done = subprocess.run(
        [*ENTELECHY, "ask", "Say hello in five words.", "--json"],
        env=_environment(tmp_path),
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    reply = json.loads(done.stdout)
    assert reply["kind"] == "ok"
    assert reply["text"].strip()
    assert reply["model"] == "local:SmolLM2-135M-Instruct.Q4_1"
    assert reply["tokens"]["in"] > 0
    assert reply["tokens"]["out"] > 0


@pytest.mark.embedded
def test_ctrl_c_stops_a_reply_and_keeps_the_conversation(tmp_path: Path) -> None:
    chat = subprocess.Popen(
        [*ENTELECHY, "--model", "local", "chat"],
        env=_environment(tmp_path),
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    assert chat.stdin is not None
    assert chat.stdout is not None
    chat.stdin.write("Write a very long story about the sea and its sailors.\n")
    chat.stdin.flush()
    _read_until(chat, "Entelechy › ")
    time.sleep(1.0)
    chat.send_signal(signal.SIGINT)
    chat.stdin.write("/history\n/exit\n")
    chat.stdin.flush()
    output, errors = chat.communicate(timeout=120)
    assert chat.returncode == 0, errors
    assert "(reply stopped; the conversation is kept)" in output
    assert "(stopped)" in output
    with SyncMind(home=str(tmp_path), model="scripted:ok") as mind:
        history = mind.history()
        assert mind.record.verify().ok
    assert [(m.role, m.status) for m in history] == [
        ("user", "complete"),
        ("assistant", "cancelled"),
    ]


def _read_until(process: subprocess.Popen[str], marker: str, timeout: float = 60) -> str:
    assert process.stdout is not None
    seen = ""
    deadline = time.monotonic() + timeout
    while marker not in seen:
        if time.monotonic() > deadline:
            raise AssertionError(f"{marker!r} did not appear; output so far: {seen!r}")
        character = process.stdout.read(1)
        if not character:
            raise AssertionError(f"process ended before {marker!r}: {seen!r}")
        seen += character
    return seen


SLOW_REPLY = textwrap.dedent(
    """
    import sys
    from entelechy import SyncMind
    from entelechy.models import ScriptedModel
    with SyncMind(home=sys.argv[1], model=ScriptedModel(default="too late", delay=60)) as mind:
        mind.respond("remember this, then die")
    """
)


def test_kill_9_during_a_reply_loses_nothing_recorded(tmp_path: Path) -> None:
    victim = subprocess.Popen([sys.executable, "-c", SLOW_REPLY, str(tmp_path)])
    deadline = time.monotonic() + 30
    while True:
        with SyncMind(home=str(tmp_path), model="scripted:after the crash") as mind:
            if mind.history():
                break
        assert time.monotonic() < deadline, "the message was never recorded"
        time.sleep(0.1)
    victim.send_signal(signal.SIGKILL)
    victim.wait(timeout=10)
    with SyncMind(home=str(tmp_path), model="scripted:after the crash") as mind:
        assert mind.record.verify().ok
        assert [m.content for m in mind.history()] == ["remember this, then die"]
        assert mind.respond("still there?").text == "after the crash"
        assert mind.record.verify().ok


WRITER = textwrap.dedent(
    """
    import sys
    from entelechy import SyncMind
    with SyncMind(home=sys.argv[1], model="scripted:ok") as mind:
        for n in range(25):
            mind.respond(f"{sys.argv[2]} {n}", user_id=sys.argv[2])
    """
)


def test_two_processes_share_one_sqlite_file_safely(tmp_path: Path) -> None:
    with SyncMind(home=str(tmp_path), model="scripted:ok"):
        pass
    writers = [
        subprocess.Popen([sys.executable, "-c", WRITER, str(tmp_path), name])
        for name in ("alice", "bob")
    ]
    assert [writer.wait(timeout=120) for writer in writers] == [0, 0]
    with SyncMind(home=str(tmp_path), model="scripted:ok") as mind:
        report = mind.record.verify()
        alice = mind.history(user_id="alice", limit=100)
        bob = mind.history(user_id="bob", limit=100)
    assert report.ok
    assert len(alice) == len(bob) == 50


FIRST_WORDS = textwrap.dedent(
    """
    import pathlib, sys, time
    from entelechy import SyncMind
    with SyncMind(database_url=sys.argv[1], model="scripted:ok") as mind:
        go = pathlib.Path(sys.argv[2])
        while not go.exists():
            time.sleep(0.005)
        mind.respond(f"hello from {sys.argv[3]}", user_id="newcomer")
    """
)


def test_a_new_person_s_first_messages_from_many_processes_open_one_conversation(
    store_url: str, tmp_path: Path
) -> None:
    with SyncMind(database_url=store_url, model="scripted:ok"):
        pass
    go = tmp_path / "go"
    senders = [
        subprocess.Popen([sys.executable, "-c", FIRST_WORDS, store_url, str(go), str(n)])
        for n in range(4)
    ]
    time.sleep(3)
    go.touch()
    assert [sender.wait(timeout=120) for sender in senders] == [0, 0, 0, 0]
    with SyncMind(database_url=store_url, model="scripted:ok") as mind:
        history = mind.history(user_id="newcomer", limit=100)
        report = mind.record.verify()
    assert report.ok
    assert len(history) == 8, "all four exchanges are in the one conversation"
    assert len({message.conversation_id for message in history}) == 1
