"""The pages people use: sign in with a token, chat (replies stream; each has its "why this
reply" panel), beliefs with their arithmetic and history, sleeps and dreams; for the operator
the minds with their bodies and the audit log. Rendered on the server from Jinja templates,
which escape everything a person or a model wrote."""

from __future__ import annotations

from pathlib import Path as FilePath
from typing import Annotated, Any

from fastapi import APIRouter, Form, Path, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse, Response
from fastapi.templating import Jinja2Templates

from entelechy.surfaces.permissions import scope, speaker
from entelechy.surfaces.web import reads
from entelechy.surfaces.web.accounts import account
from entelechy.surfaces.web.auth import SESSION_COOKIE, Caller, Operator, refuse_cross_site
from entelechy.surfaces.web.state import ChosenMind, open_minds
from entelechy.text_limits import MAX_TEXT_CHARS

templates = Jinja2Templates(directory=FilePath(__file__).parent / "templates")
router = APIRouter(include_in_schema=False)
Id = Annotated[str, Path(min_length=1, max_length=100)]
_MIND = "/minds/{mind}"


def render(request: Request, template: str, code: int = 200, **values: Any) -> HTMLResponse:
    """A page answering `code`; `values` are escaped by the template wherever they are shown."""
    return templates.TemplateResponse(request, template, values, status_code=code)


async def failure(request: Request, status: int, detail: str, hint: str) -> Response:
    """A failed page: the sign-in form when the token is missing or revoked, else why."""
    if status == 401:
        return render(request, "login.html", 401)
    return render(request, "error.html", status, status=status, detail=detail, hint=hint)


@router.get("/login")
async def login_page(request: Request) -> HTMLResponse:
    return render(request, "login.html")


@router.post("/login")
async def login(request: Request, token: Annotated[str, Form(max_length=200)]) -> Response:
    """Keep the token in the session cookie if the store knows it; the page never shows it."""
    refuse_cross_site(request)
    principal = await open_minds(request).tokens.resolve(token.strip())
    if principal is None:
        return render(request, "login.html", 401, failed=True)
    answer = RedirectResponse("/", status_code=303)
    answer.set_cookie(
        SESSION_COOKIE,
        token.strip(),
        httponly=True,
        samesite="strict",
        secure=request.url.scheme == "https",
        path="/",
    )
    return answer


@router.post("/logout")
async def logout() -> Response:
    answer = RedirectResponse("/login", status_code=303)
    answer.delete_cookie(SESSION_COOKIE, path="/")
    return answer


@router.get("/")
async def home(request: Request, _: Caller) -> Response:
    return RedirectResponse(f"/minds/{open_minds(request).settings.mind}/chat", status_code=303)


@router.get(_MIND + "/chat")
async def chat(
    request: Request,
    mind: ChosenMind,
    principal: Caller,
    conversation: Annotated[str | None, Query(max_length=100)] = None,
) -> HTMLResponse:
    """The chat: the chosen conversation (default: the latest) beside the list of them."""
    listed = await mind.conversations(user_id=scope(principal, None), limit=50)
    chosen = conversation or (listed[0].id if listed else None)
    current, messages = (
        (None, []) if chosen is None else await reads.conversation(mind, principal, chosen)
    )
    return render(
        request,
        "chat.html",
        principal=principal,
        mind=mind.name,
        persona=mind.identity.persona,
        conversations=listed,
        current=current,
        messages=messages,
        limit=MAX_TEXT_CHARS,
    )


@router.post(_MIND + "/conversations")
async def new_conversation(mind: ChosenMind, principal: Caller) -> Response:
    started = await mind.start_conversation(speaker(principal, None))
    return RedirectResponse(f"/minds/{mind.name}/chat?conversation={started}", status_code=303)


@router.post(_MIND + "/conversations/{conversation_id}/messages")
async def send(
    mind: ChosenMind,
    principal: Caller,
    conversation_id: Id,
    text: Annotated[str, Form(min_length=1, max_length=MAX_TEXT_CHARS)],
) -> Response:
    """Without scripts: say something, wait for the whole reply, see the conversation."""
    found, _ = await reads.conversation(mind, principal, conversation_id)
    await mind.respond(text, user_id=found.user_id, conversation_id=found.id, channel="web")
    return RedirectResponse(f"/minds/{mind.name}/chat?conversation={found.id}", status_code=303)


@router.get(_MIND + "/replies/{reply_id}")
async def reply(
    request: Request, mind: ChosenMind, principal: Caller, reply_id: Id, part: str = ""
) -> HTMLResponse:
    """A reply's "why" panel: alone (for the chat to insert), or as a page of its own."""
    found = await account(mind, reply_id, scope(principal, None))
    template = "why_panel.html" if part == "panel" else "reply.html"
    return render(request, template, principal=principal, mind=mind.name, account=found)


@router.get(_MIND + "/beliefs")
async def beliefs(request: Request, mind: ChosenMind, principal: Caller) -> HTMLResponse:
    rows = await mind.beliefs.list(limit=200, user_id=scope(principal, None))
    return render(request, "beliefs.html", principal=principal, mind=mind.name, beliefs=rows)


@router.get(_MIND + "/beliefs/{belief_id}")
async def belief(
    request: Request, mind: ChosenMind, principal: Caller, belief_id: Id
) -> HTMLResponse:
    """A belief's page: its arithmetic, its evidence for and against, and its history."""
    user_id = scope(principal, None)
    page = await mind.beliefs.show(belief_id, user_id=user_id)
    explained = await mind.why(belief_id, user_id=user_id)
    return render(
        request, "belief.html", principal=principal, mind=mind.name, page=page, why=explained
    )


@router.get(_MIND + "/sleep")
async def sleep(request: Request, mind: ChosenMind, principal: Caller) -> HTMLResponse:
    return render(
        request,
        "sleep.html",
        principal=principal,
        mind=mind.name,
        sleeps=await reads.sleeps(mind, principal, 50),
        dreams=await reads.dreams(mind, principal, 50),
    )


@router.get("/minds")
async def minds(request: Request, principal: Caller) -> HTMLResponse:
    """The store's minds; the operator also sees each one's bodies."""
    found = await reads.minds(open_minds(request), principal)
    bodies = {}
    if principal.is_operator:
        for row in found:
            opened = await open_minds(request).get(row["name"])
            bodies[row["name"]] = await opened.body_history()
    home = open_minds(request).settings.mind
    return render(request, "minds.html", principal=principal, mind=home, minds=found, bodies=bodies)


@router.get("/audit")
async def audit(request: Request, principal: Operator) -> HTMLResponse:
    oversight = open_minds(request).oversight
    report = await oversight.verify_audit()
    rows = await oversight.audit(limit=200)
    home = open_minds(request).settings.mind
    return render(request, "audit.html", principal=principal, mind=home, report=report, rows=rows)
