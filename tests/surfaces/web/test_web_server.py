"""`entelechy web` as deployed: it listens, answers health and readiness, and stops cleanly
on SIGTERM (streams ended, minds and store closed, exit status 0)."""

from __future__ import annotations

import signal

import httpx
from web_support import Served


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
