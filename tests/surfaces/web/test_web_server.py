"""`entelechy web` as deployed: it listens, answers health and readiness, and stops cleanly
on SIGTERM (streams ended, minds and store closed, exit status 0)."""

from __future__ import annotations

import asyncio
import os
import signal
import subprocess
import sys

import httpx
from web_support import MODEL, Served

from announced_servers import announced_url
from entelechy import Mind


def test_the_server_answers_and_stops_gracefully(served: Served) -> None:
    assert httpx.get(served.url + "/healthz").json() == {"status": "ok"}
    assert httpx.get(served.url + "/readyz").json() == {"status": "ready"}
    headers = {"Authorization": f"Bearer {served.ana}"}
    reply = httpx.post(
        served.url + "/api/minds/default/ask", json={"text": "hello"}, headers=headers, timeout=60
    )
    assert reply.json()["text"] == "Glad to help."
    served.process.send_signal(signal.SIGTERM)
    assert served.process.wait(timeout=30) == 0
    assert served.process.stdout is not None
    assert "Web server stopped." in served.process.stdout.read()
    assert served.process.stderr is not None
    errors = served.process.stderr.read()
    assert "Traceback" not in errors
    assert served.ana not in errors


def test_a_second_server_process_on_the_same_store_loses_nothing(served: Served) -> None:
    home = served.home
    command = [sys.executable, "-m", "entelechy", "--home", home, "--model", MODEL, "web"]
    with subprocess.Popen(
        [*command, "--port", "0"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=dict(os.environ),
    ) as second:
        try:
            other = announced_url(second, "web server")
            answers = asyncio.run(_ask_both(served, [served.url, other], each=6))
        finally:
            second.terminate()
            second.wait(timeout=30)
    assert [status for status, _ in answers] == [200] * 12
    assert {text for _, text in answers} == {"Glad to help."}

    async def check() -> tuple[bool, int]:
        async with await Mind.open("default", home=home, create=False) as mind:
            history = await mind.history(user_id="ana", limit=100)
            return (await mind.record.verify()).ok, len(history)

    verified, messages = asyncio.run(check())
    assert verified
    assert messages == 24


async def _ask_both(served: Served, urls: list[str], each: int) -> list[tuple[int, str]]:
    headers = {"Authorization": f"Bearer {served.ana}"}
    async with httpx.AsyncClient(headers=headers, timeout=120) as client:

        async def ask(url: str, index: int) -> tuple[int, str]:
            answer = await client.post(
                url + "/api/minds/default/ask", json={"text": f"Message number {index}."}
            )
            return answer.status_code, str(answer.json().get("text"))

        calls = [ask(url, index) for url in urls for index in range(each)]
        return list(await asyncio.gather(*calls))
