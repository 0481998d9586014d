"""The web API's cost: what it adds to `Mind.respond` per message, and many conversations
streaming at once, with the scripted model on loopback, on SQLite and PostgreSQL.

The server (uvicorn) runs in this process's event loop. The overhead on loopback is measured
by a plain keep-alive HTTP client in a thread of its own: each request's round trip minus the
time the mind took inside it (the reply's `Server-Timing` header), so it counts HTTP on TCP,
uvicorn, the application and the client's own few microseconds. The application's own overhead
calls it as uvicorn does once a request's bytes are parsed (one ASGI call: no client library,
no TCP), paired with a `Mind.respond` of the same size. The concurrent streams use httpx.

Usage: python bench/web.py [--messages 200] [--conversations 50] [--seconds 60]
                           [--backends sqlite,postgresql]
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import http.client
import json
import time
from collections.abc import AsyncIterator, Awaitable
from contextlib import asynccontextmanager
from dataclasses import dataclass, field

import httpx
import uvicorn
from common import percentile, store_url, table
from starlette.types import ASGIApp, Message

from entelechy.access.tokens import OPERATOR, Principal
from entelechy.governance.remote.serve import listen
from entelechy.surfaces.cli.context import Options
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.web.app import create_app

MODEL = "scripted:Glad to help. Tell me more about what you are planning."


@dataclass
class Served:
    minds: OpenMinds
    url: str
    people: list[str]


@dataclass
class Load:
    first_delta: list[float] = field(default_factory=list)
    replies: int = 0
    errors: int = 0


@asynccontextmanager
async def serve(url: str, people: int) -> AsyncIterator[Served]:
    """A web server on a free loopback port, with a token for each of `people`."""
    minds = await OpenMinds.open(Options("default", MODEL, None, url))
    tokens = [(await minds.catalog.tokens.issue(OPERATOR)).secret]
    for n in range(people):
        tokens.append((await minds.catalog.tokens.issue(Principal("user", f"p{n}"))).secret)
    listening = listen("127.0.0.1", 0)
    server = uvicorn.Server(uvicorn.Config(create_app(minds), log_level="warning"))
    task = asyncio.create_task(server.serve(sockets=[listening]))
    async with httpx.AsyncClient() as probe:
        await probe.get(f"http://127.0.0.1:{listening.getsockname()[1]}/healthz")
    try:
        yield Served(minds, f"http://127.0.0.1:{listening.getsockname()[1]}", tokens[1:])
    finally:
        server.should_exit = True
        await task


async def overhead(served: Served, messages: int) -> tuple[float, float, float, float]:
    """p50 of `Mind.respond` alone, of POST /ask on loopback, of each request's round trip less
    the mind's own time in it, and of what the application alone adds, called as its server
    calls it (one ASGI call), as the median of paired differences (ms)."""
    mind = await served.minds.get(None)
    direct, api, around, added = [], [], [], []
    application = create_app(served.minds)
    client = LoopbackClient(served.url, served.people[0])
    try:
        for n in range(messages):
            direct.append(await timed(mind.respond(f"How was day {n}?", user_id="p0")))
            total, inside = await asyncio.to_thread(client.ask, f"And day {n}?")
            api.append(total)
            around.append(total - inside)
            alone = await timed(mind.respond(f"And then day {n}?", user_id="p0"))
            through = await timed(asgi_ask(application, served.people[0], f"Then day {n}?"))
            added.append(through - alone)
    finally:
        client.close()
    return (
        percentile(direct, 0.5),
        percentile(api, 0.5),
        percentile(around, 0.5),
        percentile(added, 0.5),
    )


class LoopbackClient:
    """POST /ask over one keep-alive connection, from a thread: a client that costs little."""

    def __init__(self, url: str, token: str) -> None:
        host, port = url.removeprefix("http://").split(":")
        self._connection = http.client.HTTPConnection(host, int(port), timeout=60)
        self._headers = {"Authorization": f"Bearer {token}", "Content-Type": "application/json"}

    def ask(self, text: str) -> tuple[float, float]:
        """The round trip and the mind's time inside it (from `Server-Timing`), in ms."""
        body = json.dumps({"text": text})
        started = time.perf_counter()
        self._connection.request("POST", "/api/minds/default/ask", body, self._headers)
        answer = self._connection.getresponse()
        answer.read()
        total = (time.perf_counter() - started) * 1000
        if answer.status != 200:
            raise RuntimeError(f"POST /ask answered {answer.status}")
        timing = answer.getheader("Server-Timing", "")
        return total, float(timing.partition(";dur=")[2])

    def close(self) -> None:
        self._connection.close()


async def asgi_ask(application: ASGIApp, token: str, text: str) -> None:
    """POST /ask as uvicorn hands it to the application, once its bytes are parsed."""
    body = json.dumps({"text": text}).encode()
    headers = [
        (b"host", b"app"),
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"authorization", f"Bearer {token}".encode()),
    ]
    scope = {
        "type": "http",
        "asgi": {"version": "3.0"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": "/api/minds/default/ask",
        "raw_path": b"/api/minds/default/ask",
        "query_string": b"",
        "root_path": "",
        "headers": headers,
        "client": ("127.0.0.1", 1),
        "server": ("app", 80),
    }
    messages = [{"type": "http.request", "body": body, "more_body": False}]
    statuses: list[int] = []

    async def receive() -> Message:
        if messages:
            return messages.pop()
        await asyncio.Event().wait()  # the client never goes away
        raise AssertionError

    async def send(message: Message) -> None:
        if message["type"] == "http.response.start":
            statuses.append(message["status"])

    await application(scope, receive, send)
    assert statuses == [200], statuses


async def timed(work: Awaitable[object]) -> float:
    started = time.perf_counter()
    await work
    return (time.perf_counter() - started) * 1000


async def converse(served: Served, token: str, until: float, load: Load) -> None:
    """One person streaming messages into their own conversation until `until`."""
    headers = {"Authorization": f"Bearer {token}"}
    async with httpx.AsyncClient(base_url=served.url, headers=headers, timeout=60) as client:
        started = await client.post("/api/minds/default/conversations", json={})
        path = f"/api/minds/default/conversations/{started.json()['id']}/messages"
        while time.monotonic() < until:
            try:
                await one_stream(client, path, load)
            except httpx.HTTPError:
                load.errors += 1


async def one_stream(client: httpx.AsyncClient, path: str, load: Load) -> None:
    sent = time.perf_counter()
    first = None
    async with client.stream("POST", path, json={"text": "What should I cook?"}) as answer:
        if answer.status_code != 200:
            load.errors += 1
            return
        async for line in answer.aiter_lines():
            if first is None and line.startswith("event: delta"):
                first = (time.perf_counter() - sent) * 1000
            if line.startswith("event: error"):
                load.errors += 1
            if line.startswith("event: reply"):
                load.replies += 1
    if first is not None:
        load.first_delta.append(first)


async def concurrency(served: Served, conversations: int, seconds: float) -> Load:
    load = Load()
    until = time.monotonic() + seconds
    async with asyncio.TaskGroup() as group:
        for token in served.people[:conversations]:
            group.create_task(converse(served, token, until, load))
    return load


async def run(backend: str, args: argparse.Namespace) -> list[str]:
    with store_url(backend) as url:
        async with serve(url, args.conversations) as served:
            direct, api, around, app = await overhead(served, args.messages)
            load = await concurrency(served, args.conversations, args.seconds)
    first = load.first_delta or [float("nan")]
    return [
        backend,
        f"{direct:.2f}",
        f"{api:.2f}",
        f"{around:.2f}",
        f"{app:.2f}",
        str(args.conversations),
        f"{load.replies / args.seconds:.1f}",
        str(load.errors),
        f"{percentile(first, 0.5):.0f}",
        f"{percentile(first, 0.99):.0f}",
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--messages", type=int, default=200)
    parser.add_argument("--conversations", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--backends", default="sqlite,postgresql")
    args = parser.parse_args()
    rows = [asyncio.run(run(backend, args)) for backend in args.backends.split(",")]
    header = [
        "backend",
        "respond p50 ms",
        "POST /ask p50 ms",
        "overhead on loopback p50 ms",
        "overhead of the application p50 ms",
        "streams",
        "replies/s",
        "errors",
        "first delta p50 ms",
        "first delta p99 ms",
    ]
    print(table(header, rows))


if __name__ == "__main__":
    with contextlib.suppress(KeyboardInterrupt):
        main()
