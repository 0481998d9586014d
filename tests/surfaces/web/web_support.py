"""What the web tests share: the application under test with its people's tokens, the
server in a subprocess, and reading a stream of server-sent events."""

from __future__ import annotations

import json
import subprocess
from dataclasses import dataclass

import httpx
from fastapi import FastAPI

from entelechy.surfaces.minds import OpenMinds

MODEL = "scripted:Glad to help."


@dataclass
class Web:
    app: FastAPI
    minds: OpenMinds
    client: httpx.AsyncClient
    ana: str
    bob: str
    operator: str
    revoked: str
    ids: dict[str, str]

    def auth(self, token: str | None) -> dict[str, str]:
        return {} if token is None else {"Authorization": f"Bearer {token}"}


def sse(text: str) -> list[tuple[str, dict[str, object]]]:
    """The events of a server-sent event stream, as (name, data)."""
    found = []
    for block in text.replace("\r\n", "\n").split("\n\n"):
        lines = dict(line.split(": ", 1) for line in block.splitlines() if ": " in line)
        if "event" in lines:
            found.append((lines["event"], json.loads(lines["data"])))
    return found


@dataclass
class Served:
    url: str
    process: subprocess.Popen[str]
    ana: str
    bob: str
    operator: str
    home: str
    """The store's directory (another process may open it too)."""
