"""Named crash points, so that tests can kill a real process exactly where it hurts.

When ENTELECHY_FAULT_KILL_AT names a stage, the process sends itself SIGKILL on reaching it: no
cleanup, no flush, no `finally` — what a power cut or the OOM killer does. Unset, a checkpoint
costs one dictionary look-up.
"""

from __future__ import annotations

import os
import signal

KILL_VARIABLE = "ENTELECHY_FAULT_KILL_AT"
STAGES = (
    "sleep:started",
    "sleep:dreamt",
    "sleep:recording",
    "sleep:recorded",
    "wake:consolidating",
    "wake:committed",
)


def checkpoint(stage: str) -> None:
    if os.environ.get(KILL_VARIABLE) == stage:
        os.kill(os.getpid(), signal.SIGKILL)
