"""Who may reach what, over every route: a missing or revoked token answers 401, a person on
an operator's route 403, and another person's ids 404 — as if they did not exist. A test fails
when a route is added without a row here."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import pytest
from fastapi.routing import APIRoute
from web_support import Web

from entelechy.access.tokens import TOKEN_PREFIX


@dataclass(frozen=True)
class Route:
    method: str
    path: str
    operator: bool = False
    json: dict[str, Any] | None = None
    form: dict[str, str] | None = None

    @property
    def ids(self) -> bool:
        """Whether the path names someone's things (bob's, in these tests)."""
        return "{" in self.path

    def url(self, ids: dict[str, str]) -> str:
        return self.path.format(**ids)


M = "/api/minds/default"
ROUTES = (
    Route("GET", "/api/me"),
    Route("GET", "/api/minds"),
    Route("GET", M + "/persona"),
    Route("GET", M + "/bodies", operator=True),
    Route("GET", M + "/conversations"),
    Route("POST", M + "/conversations", json={}),
    Route("GET", M + "/conversations/{conversation}/messages"),
    Route("POST", M + "/conversations/{conversation}/messages", json={"text": "hi"}),
    Route("POST", M + "/ask", json={"text": "hi"}),
    Route("GET", M + "/replies/{reply}"),
    Route("GET", M + "/recall?q=Porto"),
    Route("GET", M + "/beliefs"),
    Route("GET", M + "/beliefs/{belief}"),
    Route("GET", M + "/beliefs/{belief}/why"),
    Route("POST", M + "/beliefs/{belief}/wrong", operator=True, json={"reason": "moved"}),
    Route("GET", M + "/sleeps"),
    Route("GET", M + "/dreams"),
    Route("POST", M + "/sleep", operator=True, json={}),
    Route("POST", M + "/wake", operator=True),
    Route(
        "POST",
        M + "/redactions",
        operator=True,
        json={"kind": "user", "target": "bob", "reason": "asked", "dry_run": True},
    ),
    Route("GET", "/api/audit", operator=True),
    Route("GET", "/metrics", operator=True),
    Route("GET", "/"),
    Route("GET", "/minds"),
    Route("GET", "/audit", operator=True),
    Route("GET", "/minds/default/chat"),
    Route("GET", "/minds/default/chat?conversation={conversation}"),
    Route("POST", "/minds/default/conversations"),
    Route("POST", "/minds/default/conversations/{conversation}/messages", form={"text": "hi"}),
    Route("GET", "/minds/default/replies/{reply}"),
    Route("GET", "/minds/default/beliefs"),
    Route("GET", "/minds/default/beliefs/{belief}"),
    Route("GET", "/minds/default/sleep"),
)
PUBLIC = {"/healthz", "/readyz", "/login", "/logout"}


async def _call(web: Web, route: Route, token: str | None, ids: dict[str, str]) -> Any:
    return await web.client.request(
        route.method, route.url(ids), json=route.json, data=route.form, headers=web.auth(token)
    )


def _label(route: Route) -> str:
    return f"{route.method} {route.path}"


def test_every_route_has_a_row(web: Web) -> None:
    served = {
        (method, route.path)
        for route in web.app.routes
        if isinstance(route, APIRoute) and route.include_in_schema is not None
        for method in route.methods
    }
    drawn = {
        (
            r.method,
            r.path.split("?")[0]
            .replace("{conversation}", "{conversation_id}")
            .replace("{reply}", "{reply_id}")
            .replace("{belief}", "{belief_id}")
            .replace("/api/minds/default", "/api/minds/{mind}")
            .replace("/minds/default", "/minds/{mind}"),
        )
        for r in ROUTES
    }
    missing = {(m, p) for m, p in served - drawn if p not in PUBLIC}
    assert not missing


@pytest.mark.parametrize("route", ROUTES, ids=_label)
async def test_without_a_valid_token_every_route_answers_401(web: Web, route: Route) -> None:
    for token in (None, web.revoked, TOKEN_PREFIX + "made-up", "not-even-a-token"):
        answer = await _call(web, route, token, web.ids)
        assert answer.status_code == 401, (token, answer.text)
        assert web.revoked not in answer.text


@pytest.mark.parametrize("route", [r for r in ROUTES if r.operator], ids=_label)
async def test_a_person_on_an_operator_route_gets_403(web: Web, route: Route) -> None:
    answer = await _call(web, route, web.ana, web.ids)
    assert answer.status_code == 403, answer.text


@pytest.mark.parametrize("route", [r for r in ROUTES if r.ids and not r.operator], ids=_label)
async def test_another_persons_ids_answer_404(web: Web, route: Route) -> None:
    answer = await _call(web, route, web.ana, web.ids)
    assert answer.status_code == 404, answer.text
    assert "Porto" not in answer.text


@pytest.mark.parametrize("route", ROUTES, ids=_label)
async def test_the_owner_or_the_operator_is_let_in(web: Web, route: Route) -> None:
    token = web.operator if route.operator else web.bob
    answer = await _call(web, route, token, web.ids)
    assert answer.status_code in (200, 201, 303), answer.text
    assert token not in answer.text
