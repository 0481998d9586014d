"""`entelechy explain reply|memory|sleep ID`, `entelechy believed "…" --at ISO` and
`entelechy changes --since ISO`: the mind's answers about itself, from its records, each
sentence with the ids of the records it rests on; `entelechy scores`: how its introspective
replies scored against those records."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from enum import StrEnum
from typing import Annotated

import typer

from entelechy.introspection.answer import Answer
from entelechy.introspection.scores import ScoreRow
from entelechy.introspection.service import Introspection
from entelechy.surfaces.cli.context import console, escape, options, print_json, run

AsJson = Annotated[bool, typer.Option("--json", help="Print JSON.")]
Ask = Callable[[Introspection], Awaitable[Answer]]


class Explained(StrEnum):
    """What `entelechy explain` explains."""

    reply = "reply"
    memory = "memory"
    sleep = "sleep"


def explain(
    ctx: typer.Context,
    what: Annotated[Explained, typer.Argument(help="reply, memory or sleep.")],
    record_id: Annotated[
        str, typer.Argument(help="Its id: msg_… (a reply), mem_… or epi_… (a memory), slp_….")
    ],
    as_json: AsJson = False,
) -> None:
    """Why a reply was what it was (perception, records used, review, model and strategy), why
    a memory exists (its sleep, dream and class, or its exchange), what a sleep did."""
    asks: dict[Explained, Ask] = {
        Explained.reply: lambda mind: mind.explain_reply(record_id),
        Explained.memory: lambda mind: mind.explain_memory(record_id),
        Explained.sleep: lambda mind: mind.explain_sleep(record_id),
    }
    _show(ctx, asks[what], as_json)


def believed(
    ctx: typer.Context,
    question: Annotated[str, typer.Argument(help='What about, e.g. "where does rita live".')],
    at: Annotated[
        str | None, typer.Option("--at", help="ISO-8601 time (UTC when no zone); default now.")
    ] = None,
    as_json: AsJson = False,
) -> None:
    """What the mind believed at a past time, and which of those beliefs ended since, when."""
    _show(ctx, lambda mind: mind.believed(question, at=at), as_json)


def changes(
    ctx: typer.Context,
    since: Annotated[str, typer.Option("--since", help="ISO-8601 start (UTC when no zone).")],
    until: Annotated[str | None, typer.Option("--until", help="ISO-8601 end.")] = None,
    as_json: AsJson = False,
) -> None:
    """How the mind changed: beliefs formed, revised, contested, rejected or superseded,
    operators' corrections, the bodies it spoke through, its sleeps."""
    _show(ctx, lambda mind: mind.changes(since=since, until=until), as_json)


def scores(
    ctx: typer.Context,
    warnings: Annotated[
        bool, typer.Option("--warnings", help="Only replies that raised a warning.")
    ] = False,
    limit: Annotated[int, typer.Option("--limit", min=1, help="At most this many.")] = 20,
    as_json: AsJson = False,
) -> None:
    """Introspective replies as scored against the records, latest first: sentences per
    verdict, `unsupported_explanation` / `action_claim_without_record` warnings, and whether
    the records' rendering replaced the model's wording."""
    settings = options(ctx)

    async def work() -> list[ScoreRow]:
        mind = await settings.open_mind(create=False)
        try:
            return await mind.introspection.scores(warnings_only=warnings, limit=limit)
        finally:
            await mind.close()

    found = run(work())
    if as_json:
        print_json([row.to_json() for row in found])
        return
    for row in found:
        counts = " ".join(f"{verdict}={count}" for verdict, count in row.counts.items() if count)
        replaced = " replaced" if row.replaced else ""
        warned = f" [yellow]{', '.join(row.warnings)}[/]" if row.warnings else ""
        console.print(f"{row.at} {row.reply_id} {row.question}: {counts}{replaced}{warned}")


def _show(ctx: typer.Context, ask: Ask, as_json: bool) -> None:
    settings = options(ctx)

    async def work() -> Answer:
        mind = await settings.open_mind(create=False)
        try:
            return await ask(mind.introspection)
        finally:
            await mind.close()

    answer = run(work())
    if as_json:
        print_json(answer.to_json())
        return
    for sentence in answer.sentences:
        cited = f" [dim]({', '.join(sentence.record_ids)})[/]" if sentence.record_ids else ""
        console.print(f"{escape(sentence.text)}{cited}")
