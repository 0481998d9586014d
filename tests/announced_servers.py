"""Servers started as subprocesses in tests: waiting for the line where one says where it
listens."""

from __future__ import annotations

import select
import subprocess
import time


def announced_url(process: subprocess.Popen[str], what: str, timeout: float = 60) -> str:
    """The URL `process` prints after "listening on "; fails if it does not within `timeout`."""
    assert process.stdout is not None
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        ready, _, _ = select.select([process.stdout], [], [], 1)
        if ready:
            line = process.stdout.readline()
            if "listening on " in line:
                return line.split("listening on ", 1)[1].strip()
    raise AssertionError(f"the {what} did not start")
