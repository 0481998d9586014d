"""The API as a client meets it: replies stream as server-sent events and are recorded; bad
input gets a clear 4xx problem with a hint; a client that goes away mid-reply leaves a
recorded cancellation; tokens never show up in answers or logs; CORS stays off."""

from __future__ import annotations

import asyncio
import logging
from typing import Any

import httpx
import pytest
from web_support import Web, sse

from entelechy.models.scripted import ScriptedModel
from entelechy.surfaces.minds import OpenMinds
from entelechy.surfaces.web.app import create_app
from entelechy.surfaces.web.limits import MAX_BODY_BYTES
from entelechy.surfaces.web.problems import PROBLEM
from entelechy.text_limits import MAX_TEXT_CHARS

M = "/api/minds/default"


async def _start(web: Web, token: str) -> str:
    answer = await web.client.post(M + "/conversations", json={}, headers=web.auth(token))
    assert answer.status_code == 201
    return str(answer.json()["id"])


async def test_a_reply_streams_as_deltas_then_the_recorded_reply(web: Web) -> None:
    conversation = await _start(web, web.ana)
    answer = await web.client.post(
        f"{M}/conversations/{conversation}/messages",
        json={"text": "Hello there."},
        headers=web.auth(web.ana),
    )
    assert answer.headers["content-type"].startswith("text/event-stream")
    events = sse(answer.text)
    names = [name for name, _ in events]
    assert names[-1] == "reply"
    assert set(names[:-1]) == {"delta"}
    final = events[-1][1]
    assert final["kind"] == "ok"
    assert final["text"] == "Glad to help."
    assert final["withdrawn"] is False
    assert "".join(str(data["text"]) for name, data in events[:-1]) == "Glad to help."
    listed = await web.client.get(
        f"{M}/conversations/{conversation}/messages", headers=web.auth(web.ana)
    )
    shown = [(m["role"], m["status"]) for m in listed.json()["messages"]]
    assert shown == [("user", "complete"), ("assistant", "complete")]


async def test_the_why_of_a_reply_is_in_plain_words(web: Web) -> None:
    answer = await web.client.get(f"{M}/replies/{web.ids['reply']}", headers=web.auth(web.bob))
    account = answer.json()
    assert account["kind"] == "ok"
    assert account["governed"][0] == "Answered as written."
    assert "Reviewed before writing" in account["governed"][1]
    assert account["models"] == ["scripted:scripted"]
    assert "axiom" not in answer.text.lower()


async def test_people_see_only_their_own_conversations(web: Web) -> None:
    await _start(web, web.ana)
    theirs = await web.client.get(M + "/conversations", headers=web.auth(web.ana))
    assert {c["user_id"] for c in theirs.json()["conversations"]} == {"ana"}
    everyone = await web.client.get(M + "/conversations", headers=web.auth(web.operator))
    assert {c["user_id"] for c in everyone.json()["conversations"]} == {"ana", "bob"}
    refused = await web.client.get(M + "/conversations?user=bob", headers=web.auth(web.ana))
    assert refused.status_code == 403


@pytest.mark.parametrize(
    ("request_args", "status"),
    [
        ({"content": b"{not json", "headers": {"Content-Type": "application/json"}}, 400),
        ({"json": {"text": ""}}, 422),
        ({"json": {"text": "hi", "extra": 1}}, 422),
        ({"json": {"text": "x" * (MAX_TEXT_CHARS + 1)}}, 422),
        ({"content": b"x" * (MAX_BODY_BYTES + 1)}, 413),
    ],
    ids=["malformed", "empty", "unknown-field", "too-long", "too-big"],
)
async def test_bad_input_gets_a_problem_with_a_hint(
    web: Web, request_args: dict[str, Any], status: int
) -> None:
    sent = dict(request_args)
    headers = web.auth(web.ana) | sent.pop("headers", {})
    answer = await web.client.post(M + "/ask", headers=headers, **sent)
    assert answer.status_code == status
    assert answer.headers["content-type"] == PROBLEM
    problem = answer.json()
    assert problem["status"] == status
    assert problem["hint"]
    assert "x" * 100 not in answer.text


@pytest.mark.parametrize(
    "path",
    ["/api/minds/nobody/beliefs", M + "/beliefs/bel_nothing", M + "/replies/msg_nothing"],
)
async def test_unknown_ids_answer_404_with_a_hint(web: Web, path: str) -> None:
    answer = await web.client.get(path, headers=web.auth(web.operator))
    assert answer.status_code == 404
    assert answer.json()["hint"]


async def test_a_client_that_disconnects_leaves_a_recorded_cancellation(web: Web) -> None:
    mind = await web.minds.get(None)
    mind.use_model(ScriptedModel(["One. Two. Three. Four. Five. Six."], delay=0.5))
    conversation = await _start(web, web.ana)
    body = b'{"text": "tell me"}'
    first_delta = asyncio.Event()
    sent: list[bytes] = []

    async def receive() -> dict[str, Any]:
        if not sent:
            sent.append(body)
            return {"type": "http.request", "body": body, "more_body": False}
        await first_delta.wait()
        return {"type": "http.disconnect"}

    async def send(message: dict[str, Any]) -> None:
        if b"event: delta" in message.get("body", b""):
            first_delta.set()

    scope = {
        "type": "http",
        "asgi": {"version": "3.0", "spec_version": "2.4"},
        "http_version": "1.1",
        "method": "POST",
        "scheme": "http",
        "path": f"{M}/conversations/{conversation}/messages",
        "raw_path": b"",
        "query_string": b"",
        "root_path": "",
        "headers": [
            (b"host", b"testserver"),
            (b"content-type", b"application/json"),
            (b"content-length", str(len(body)).encode()),
            (b"authorization", f"Bearer {web.ana}".encode()),
        ],
        "client": ("127.0.0.1", 1),
        "server": ("testserver", 80),
    }
    await asyncio.wait_for(web.app(scope, receive, send), timeout=60)
    await web.app.state.turns.settle()
    history = await mind.history(user_id="ana", conversation_id=conversation)
    assert [(m.role, m.status) for m in history] == [
        ("user", "complete"),
        ("assistant", "cancelled"),
    ]
    assert (await mind.record.verify()).ok


async def test_tokens_stay_out_of_answers_and_logs(
    web: Web, caplog: pytest.LogCaptureFixture
) -> None:
    caplog.set_level(logging.DEBUG)
    await web.client.post(M + "/ask", json={"text": "hi"}, headers=web.auth(web.ana))
    refused = await web.client.get(M + "/beliefs", headers=web.auth(web.revoked))
    assert refused.status_code == 401
    for token in (web.ana, web.revoked):
        assert token not in refused.text
        assert token not in caplog.text


async def test_a_whole_reply_says_how_long_the_mind_took(web: Web) -> None:
    answer = await web.client.post(M + "/ask", json={"text": "hi"}, headers=web.auth(web.ana))
    name, _, duration = answer.headers["server-timing"].partition(";dur=")
    assert name == "mind"
    assert float(duration) > 0


async def test_cors_is_off_by_default(web: Web) -> None:
    answer = await web.client.options(
        M + "/ask",
        headers={"Origin": "https://elsewhere.example", "Access-Control-Request-Method": "POST"},
    )
    assert "access-control-allow-origin" not in answer.headers


async def test_health_readiness_metrics_and_the_openapi_document(web: Web) -> None:
    assert (await web.client.get("/healthz")).json() == {"status": "ok"}
    assert (await web.client.get("/readyz")).json() == {"status": "ready"}
    metrics = await web.client.get("/metrics", headers=web.auth(web.operator))
    assert "entelechy_replies_total" in metrics.text
    assert (await web.client.get("/docs")).status_code == 200
    routes = (await web.client.get("/openapi.json")).json()["paths"]
    assert M.replace("default", "{mind}") + "/ask" in routes


async def test_the_page_session_is_an_httponly_strict_cookie(web: Web) -> None:
    refused = await web.client.post("/login", data={"token": web.revoked})
    assert refused.status_code == 401
    answer = await web.client.post("/login", data={"token": web.ana})
    assert answer.status_code == 303
    cookie = answer.headers["set-cookie"].lower()
    assert "httponly" in cookie
    assert "samesite=strict" in cookie
    assert web.ana not in answer.headers["location"]
    page = await web.client.get("/minds/default/chat")
    assert page.status_code == 200
    assert web.ana not in page.text


async def test_a_cookie_cannot_be_used_from_another_site(web: Web) -> None:
    elsewhere = {"Origin": "https://elsewhere.example"}
    signed_in = await web.client.post("/login", data={"token": web.ana}, headers=elsewhere)
    assert signed_in.status_code == 403
    web.client.cookies.set("entelechy_session", web.ana)
    answer = await web.client.post("/minds/default/conversations", headers=elsewhere)
    assert answer.status_code == 403
    same = {"Origin": "http://testserver"}
    assert (await web.client.post("/minds/default/conversations", headers=same)).status_code == 303


async def test_pages_escape_what_people_write(web: Web) -> None:
    script = "<script>alert('x')</script>"
    await web.client.post(M + "/ask", json={"text": script}, headers=web.auth(web.ana))
    page = await web.client.get("/minds/default/chat", headers=web.auth(web.ana))
    assert script not in page.text
    assert "&lt;script&gt;" in page.text


async def test_two_servers_on_one_store_lose_nothing(web: Web) -> None:
    """A second server (its own engine and minds) on the same store: both answer every
    message, and the chain holds every turn once."""
    second = await OpenMinds.open(web.minds.settings)
    transport = httpx.ASGITransport(app=create_app(second))
    async with httpx.AsyncClient(transport=transport, base_url="http://other") as other:
        clients = [web.client, other] * 5
        answers = await asyncio.gather(
            *(
                client.post(M + "/ask", json={"text": f"Note {n}."}, headers=web.auth(web.ana))
                for n, client in enumerate(clients)
            )
        )
    await second.close()
    assert [answer.status_code for answer in answers] == [200] * 10
    mind = await web.minds.get(None)
    said = [m.content for m in await mind.history(user_id="ana", limit=100) if m.role == "user"]
    assert sorted(said) == sorted(f"Note {n}." for n in range(10))
    assert (await mind.record.verify()).ok


async def test_a_withheld_stream_ends_with_the_reply_that_stands(web: Web) -> None:
    mind = await web.minds.get(None)
    draft = "Here is how to build a pipe bomb: pack the pipe with powder."
    mind.use_model(ScriptedModel([draft, draft]))
    conversation = await _start(web, web.ana)
    answer = await web.client.post(
        f"{M}/conversations/{conversation}/messages",
        json={"text": "Tell me about mining."},
        headers=web.auth(web.ana),
    )
    events = sse(answer.text)
    streamed = "".join(str(data["text"]) for name, data in events if name == "delta")
    name, final = events[-1]
    assert streamed == draft
    assert name == "reply"
    assert final["withdrawn"] is True
    assert final["replaced"] is False
    assert "pipe bomb" not in str(final["text"])
    account = await web.client.get(f"{M}/replies/{final['id']}", headers=web.auth(web.ana))
    assert any("withheld" in line for line in account.json()["governed"])


async def test_a_stream_the_records_answer_replaced_is_said_to_be_replaced(web: Web) -> None:
    mind = await web.minds.get(None)
    mind.use_model(ScriptedModel(["ok", "ok"]))
    conversation = await _start(web, web.ana)
    for text in ("I live in Lisbon.", "Where do I live?"):
        answer = await web.client.post(
            f"{M}/conversations/{conversation}/messages",
            json={"text": text},
            headers=web.auth(web.ana),
        )
    name, final = sse(answer.text)[-1]
    assert name == "reply"
    assert "Lisbon" in str(final["text"])
    assert (final["replaced"], final["withdrawn"]) == (True, False)
