"""Two processes sharing one mind see one mind: nothing either keeps in memory goes stale when
the other changes the record (its latest conversation, its body, its operator context)."""

from __future__ import annotations

import subprocess
import sys
import textwrap
from pathlib import Path

from entelechy import SyncMind
from entelechy.models.scripted import ScriptedModel

_OTHER = textwrap.dedent(
    """
    import sys
    from entelechy import SyncMind
    from entelechy.models.scripted import ScriptedModel
    from entelechy.persona.context import OperatorContext

    body = ScriptedModel(default="From the other process.", model_id="other-body")
    with SyncMind(home=sys.argv[1], model=body) as mind:
        mind.new_conversation()
        reply = mind.respond("A new conversation, from elsewhere.")
        mind.set_operator_context(OperatorContext(mode="domain-employed", domain="lighthouse"))
        print(reply.conversation_id)
    """
)


def _in_another_process(home: Path) -> str:
    done = subprocess.run(
        [sys.executable, "-c", _OTHER, str(home)],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout.strip().splitlines()[-1]


def test_a_mind_open_in_two_processes_follows_what_the_other_recorded(tmp_path: Path) -> None:
    body = ScriptedModel(default="From here.", model_id="this-body")
    with SyncMind(home=str(tmp_path), model=body) as mind:
        first = mind.respond("Hello from here.")
        elsewhere = _in_another_process(tmp_path)
        after = mind.respond("And again from here.")
        bodies = [embodiment.spec for embodiment in mind.body_history()]
    assert elsewhere != first.conversation_id
    assert after.conversation_id == elsewhere, "the latest conversation is read from the store"
    assert bodies == ["scripted:this-body", "scripted:other-body", "scripted:this-body"]
    system = body.requests[-1].system or ""
    assert "lighthouse" in system, "the operator context set elsewhere holds here"
    assert "lighthouse" not in (body.requests[0].system or "")
