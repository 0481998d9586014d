"""`entelechy minds list|create|show`."""

from __future__ import annotations

from typing import Annotated

import typer
from rich.table import Table

from entelechy.catalog import Catalog
from entelechy.dialogue.queries import MindSummary
from entelechy.reply.budget import DailyBudget
from entelechy.surfaces.cli.context import (
    JsonOption,
    Options,
    console,
    escape,
    options,
    print_json,
    run,
)

app = typer.Typer(help="List, create and inspect the minds of this store.", no_args_is_help=True)


async def _catalog(settings: Options) -> Catalog:
    home = str(settings.home) if settings.home else None
    return await Catalog.open(home=home, database_url=settings.database_url)


@app.command("list")
def list_minds(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Every mind in the store, with its activity."""
    settings = options(ctx)

    async def work() -> list[MindSummary]:
        catalog = await _catalog(settings)
        try:
            return await catalog.minds()
        finally:
            await catalog.close()

    summaries = run(work())
    if as_json:
        print_json([summary.to_json() for summary in summaries])
        return
    location = f"[dim]store: {escape(settings.store_location)}[/]"
    if not summaries:
        console.print("No minds yet. `entelechy chat` creates one called 'default'.")
        console.print(location)
        return
    table = Table("name", "persona", "messages", "events", "last activity", "model")
    for summary in summaries:
        table.add_row(
            escape(summary.mind.name),
            escape(summary.mind.persona),
            str(summary.messages),
            str(summary.events),
            summary.last_activity or "",
            escape(summary.model or ""),
        )
    console.print(table)
    console.print(location)


@app.command("create")
def create(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="Letters, digits, '-' or '_'.")],
    persona: Annotated[
        str | None, typer.Option("--persona", help="The name the mind speaks as.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Create a new mind."""
    settings = options(ctx)

    async def work() -> MindSummary:
        catalog = await _catalog(settings)
        try:
            return await catalog.create(name, persona)
        finally:
            await catalog.close()

    summary = run(work())
    if as_json:
        print_json(summary.to_json())
    else:
        console.print(
            f"Created mind {escape(summary.mind.name)!r} ({escape(summary.mind.persona)})."
        )


@app.command("show")
def show(
    ctx: typer.Context,
    name: Annotated[str | None, typer.Argument(help="Mind name (default: --mind).")] = None,
    as_json: JsonOption = False,
) -> None:
    """Details of one mind."""
    settings = options(ctx)

    async def work() -> tuple[MindSummary, int, DailyBudget]:
        budget = DailyBudget.configured()
        catalog = await _catalog(settings)
        try:
            chosen = name or settings.mind
            return await catalog.summary(chosen), await catalog.spent_today(chosen), budget
        finally:
            await catalog.close()

    summary, spent, budget = run(work())
    shown = {
        **summary.to_json(),
        "tokens_today": spent,
        "daily_tokens": budget.mind,
        "daily_tokens_per_person": budget.person,
    }
    if as_json:
        print_json(shown)
        return
    width = max(len(label) for label in shown)
    for label, value in shown.items():
        shown_value = escape(str(value if value is not None else "-"))
        console.print(f"[bold]{label:>{width}}[/]  {shown_value}")
