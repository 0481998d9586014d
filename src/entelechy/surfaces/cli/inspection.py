"""`entelechy models`, `entelechy verify` and `entelechy replay`: what is here, and is it intact."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, TypeVar

import typer
from rich.table import Table

from entelechy.catalog import Catalog
from entelechy.errors import ConfigurationError, EntelechyError
from entelechy.models import detect, provider_statuses
from entelechy.record.replay import ReplayReport
from entelechy.record.verify import ChainReport, Head
from entelechy.surfaces.cli.context import (
    JsonOption,
    Options,
    console,
    escape,
    fail,
    options,
    print_json,
    run,
)

T = TypeVar("T")


def models(as_json: JsonOption = False) -> None:
    """Which model adapters are installed and configured here, and what `auto` picks."""
    statuses = provider_statuses()
    try:
        chosen = str(detect())
    except EntelechyError as error:
        chosen = f"none ({error})"
    if as_json:
        print_json({"auto": chosen, "providers": [asdict(status) for status in statuses]})
        return
    table = Table("provider", "installed", "configured", "default model", "note")
    for status in statuses:
        table.add_row(
            status.provider,
            _mark(status.installed),
            _mark(status.configured),
            escape(status.default_model),
            escape(status.note),
        )
    console.print(table)
    console.print(f"auto → {escape(chosen)}")


def verify(
    ctx: typer.Context,
    as_json: JsonOption = False,
    heads: Annotated[
        Path | None,
        typer.Option(
            "--heads",
            help="A file of chain heads kept elsewhere (the output of verify --json): each "
            "must still be in the store, which finds even a rewrite with recomputed hashes.",
        ),
    ] = None,
) -> None:
    """Re-derive every hash of every mind's chain from the stored bytes; exit code 1 at the
    first broken event. Opens the store read-only: a copy on read-only media verifies too."""
    settings = options(ctx)
    try:
        kept = load_heads(heads) if heads else []
    except EntelechyError as error:
        fail(error)

    async def check(catalog: Catalog) -> tuple[list[ChainReport], list[tuple[Head, str]]]:
        return await catalog.verify(), await catalog.check_heads(kept)

    reports, missing = run(_with_catalog(settings, check, read_only=True))
    if as_json:
        print_json([_chain_json(report, missing) for report in reports])
    else:
        for report in reports:
            _print_chain(report)
        for head, reason in missing:
            console.print(f"[bold red]rewritten[/] {head.mind_id}: {escape(reason)}")
    if any(not report.ok for report in reports) or missing:
        raise typer.Exit(1)


def load_heads(path: Path) -> list[Head]:
    """Chain heads from a `verify --json` file; a clear error for anything else."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return [
            Head(str(item["mind_id"]), int(item["head"]["seq"]), str(item["head"]["hash"]))
            for item in data
        ]
    except OSError as error:
        raise ConfigurationError(
            f"cannot read {path}: {error.strerror}.", hint="Give the file verify --json wrote."
        ) from error
    except (ValueError, KeyError, TypeError, RecursionError) as error:
        raise ConfigurationError(
            f"{path} is not a file of chain heads.",
            hint="Keep the output of `entelechy verify --json` and pass it back with --heads.",
        ) from error


def replay(
    ctx: typer.Context,
    check: Annotated[
        bool, typer.Option("--check/--no-check", help="Compare with the live projections.")
    ] = True,
    into: Annotated[
        Path | None,
        typer.Option("--into", help="Keep the rebuilt projections in this new SQLite file."),
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Rebuild every projection from the ledger and report any difference (exit code 1)."""
    settings = options(ctx)
    sandbox = f"sqlite:///{into}" if into else None
    reports = run(_with_catalog(settings, lambda catalog: catalog.replay(sandbox)))
    if as_json:
        print_json([_replay_json(report, check) for report in reports])
    else:
        for report in reports:
            _print_replay(report, check)
    if any(report.broken for report in reports) or (
        check and any(not report.identical for report in reports)
    ):
        raise typer.Exit(1)


async def _with_catalog(
    settings: Options, action: Callable[[Catalog], Awaitable[T]], *, read_only: bool = False
) -> T:
    home = str(settings.home) if settings.home else None
    catalog = await Catalog.open(home=home, database_url=settings.database_url, read_only=read_only)
    try:
        return await action(catalog)
    finally:
        await catalog.close()


def _mark(value: bool) -> str:
    return "yes" if value else "no"


def _chain_json(report: ChainReport, missing: list[tuple[Head, str]]) -> dict[str, object]:
    rewritten = [reason for head, reason in missing if head.mind_id == report.mind_id]
    return report.to_json() | {"ok": report.ok and not rewritten, "heads_missing": rewritten}


def _print_chain(report: ChainReport) -> None:
    if report.ok:
        console.print(f"[green]ok[/]      {report.mind_id}: {report.events_checked} events verify")
        return
    assert report.broken is not None
    console.print(
        f"[bold red]broken[/]  {report.mind_id}: event #{report.broken.seq} "
        f"({report.broken.event_id}): {escape(report.broken.reason)}"
    )


def _replay_json(report: ReplayReport, check: bool) -> dict[str, object]:
    return {
        "mind_id": report.mind_id,
        "events": report.events_replayed,
        "broken": asdict(report.broken) if report.broken else None,
        "identical": report.identical if check else None,
        "differences": [asdict(d) for d in report.differences] if check else [],
    }


def _print_replay(report: ReplayReport, check: bool) -> None:
    if report.broken:
        console.print(
            f"[bold red]stopped[/] {report.mind_id}: the chain breaks at event "
            f"#{report.broken.seq}: {escape(report.broken.reason)}"
        )
    elif not check or report.identical:
        console.print(
            f"[green]ok[/]      {report.mind_id}: {report.events_replayed} events replayed"
        )
    else:
        console.print(f"[bold red]differs[/] {report.mind_id}:")
        for difference in report.differences:
            console.print(
                f"  {difference.table}: {len(difference.missing)} rows missing, "
                f"{len(difference.unexpected)} unexpected"
            )
