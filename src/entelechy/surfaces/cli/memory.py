"""`entelechy ingest`, `entelechy recall` and `entelechy eval recall`: a mind's long memory."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Annotated

import typer
from rich.table import Table

from entelechy.clock import SystemClock
from entelechy.memory.embedding import EMBEDDER_VARIABLE, resolve_embedder
from entelechy.memory.recall import ALL_CLASSES, RecallHit, RecallQuery
from entelechy.memory.recollection import recall_from
from entelechy.surfaces.cli.context import (
    JsonOption,
    Options,
    console,
    escape,
    options,
    print_json,
    run,
)

if TYPE_CHECKING:
    from entelechy.evaluation.recall import RecallEvaluation
    from entelechy.memory.conversations import Conversation
    from entelechy.memory.ingest import IngestReport

EmbedderOption = Annotated[
    str | None,
    typer.Option(
        "--embedder",
        envvar=EMBEDDER_VARIABLE,
        help="Dense embedder for hybrid recall: minilm, none, or module:factory.",
    ),
]


def ingest(
    ctx: typer.Context,
    file: Annotated[Path, typer.Argument(help="JSONL turns or multi-session conversations.")],
    user: Annotated[
        str | None, typer.Option("--user", help="Whose memories these are (default: the mind's).")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Import past conversations as episodes. Importing the same file again adds nothing."""
    # Only importing needs the progress bar: `recall`, in this module too, starts without it.
    from rich.progress import (  # noqa: PLC0415
        BarColumn,
        MofNCompleteColumn,
        Progress,
        TextColumn,
        TimeElapsedColumn,
    )

    settings = options(ctx)
    conversations = run(_parsed(file))
    with Progress(
        TextColumn("importing"),
        BarColumn(),
        MofNCompleteColumn(),
        TimeElapsedColumn(),
        console=console,
        transient=True,
        disable=as_json,
    ) as progress:
        task = progress.add_task("turns", total=sum(len(c.turns) for c in conversations))

        def advance(done: int, total: int) -> None:
            progress.update(task, completed=done, total=total)

        async def work() -> IngestReport:
            mind = await settings.open_mind()
            try:
                return await mind.ingest(conversations, user_id=user, on_progress=advance)
            finally:
                await mind.close()

        report = run(work())
    if as_json:
        print_json(
            {
                "turns": report.turns,
                "added": report.added,
                "skipped": report.skipped,
                "conversations": report.conversations,
            }
        )
        return
    console.print(
        f"{report.added} episodes added, {report.skipped} already known "
        f"({report.turns} turns in {report.conversations} conversations)."
    )


async def _parsed(file: Path) -> list[Conversation]:
    from entelechy.memory.conversations import read_conversations  # noqa: PLC0415

    return read_conversations(file, SystemClock().now())


def recall(
    ctx: typer.Context,
    query: Annotated[str, typer.Argument(help="What to remember.")],
    limit: Annotated[int, typer.Option("--limit", "-n", min=1, max=1000)] = 10,
    classes: Annotated[
        list[str] | None,
        typer.Option(
            "--class",
            help=f"Only these classes (repeatable): {', '.join(ALL_CLASSES)}. "
            "Default: all but traumatic.",
        ),
    ] = None,
    since: Annotated[str | None, typer.Option("--since", help="ISO-8601 UTC lower bound.")] = None,
    until: Annotated[str | None, typer.Option("--until", help="ISO-8601 UTC upper bound.")] = None,
    user: Annotated[
        str | None, typer.Option("--user", help="Only this person's memories and the mind's own.")
    ] = None,
    embedder: EmbedderOption = None,
    as_json: JsonOption = False,
) -> None:
    """Recall what the mind remembers about QUERY, best first, with where each item came from."""
    settings = options(ctx)
    hits = run(_recall(settings, query, limit, classes, since, until, user, embedder))
    if as_json:
        print_json([hit.to_json() for hit in hits])
        return
    if not hits:
        console.print("Nothing recalled.")
        return
    table = Table("score", "class", "when", "text", "from")
    for hit in hits:
        table.add_row(
            f"{hit.score:.3f}",
            hit.memory_class,
            hit.at[:16],
            escape(hit.line(160).split("] ", 1)[1]),
            escape(_origin(hit)),
        )
    console.print(table)


async def _recall(
    settings: Options,
    query: str,
    limit: int,
    classes: list[str] | None,
    since: str | None,
    until: str | None,
    user: str | None,
    embedder: str | None,
) -> list[RecallHit]:
    chosen = tuple(classes) if classes else None
    return await recall_from(
        settings.mind,
        RecallQuery(query, limit, chosen, since, until, user),
        home=str(settings.home) if settings.home else None,
        database_url=settings.database_url,
        embedder=embedder,
    )


def _origin(hit: RecallHit) -> str:
    provenance = hit.provenance
    if hit.kind == "memory":
        return f"dream {provenance.get('dream_id')}, sleep {provenance.get('sleep_id')}"
    return str(provenance.get("external_id") or provenance.get("source"))


def eval_recall(
    dataset: Annotated[
        Path, typer.Option("--dataset", help="JSON array of multi-session conversations with qa.")
    ],
    k: Annotated[str, typer.Option("--k", help="Comma-separated cut-offs.")] = "1,5,10",
    embedder: EmbedderOption = None,
    as_json: JsonOption = False,
) -> None:
    """Import each conversation into a fresh mind, ask its questions, and report how many of the
    evidence turns recall finds in its top k (overall and per category), with import throughput
    and query latency. Questions without evidence are skipped."""
    ks = _cutoffs(k)
    report = run(_evaluate(dataset, ks, embedder))
    if as_json:
        print_json(report.to_json())
        return
    _print_evaluation(report)


def _cutoffs(text: str) -> list[int]:
    try:
        values = [int(part) for part in text.split(",") if part.strip()]
    except ValueError:
        values = []
    if not values or any(value < 1 for value in values):
        raise typer.BadParameter("use positive whole numbers separated by commas, e.g. 1,5,10")
    return values


async def _evaluate(dataset: Path, ks: list[int], embedder: str | None) -> RecallEvaluation:
    # Opens whole minds: imported only when an evaluation runs, not for `recall`.
    from entelechy.evaluation.recall import evaluate_recall  # noqa: PLC0415
    from entelechy.memory.conversations import read_conversations  # noqa: PLC0415

    conversations = read_conversations(dataset, SystemClock().now())
    return await evaluate_recall(conversations, ks, embedder=resolve_embedder(embedder))


def _print_evaluation(report: RecallEvaluation) -> None:
    table = Table("category", "questions", *(f"recall@{k}" for k in report.ks))
    for name in sorted(report.categories):
        values = (f"{report.recall_at(k, name):.1%}" for k in report.ks)
        table.add_row(escape(name), str(report.category_counts[name]), *values)
    table.add_row("all", str(report.questions), *(f"{report.recall_at(k):.1%}" for k in report.ks))
    console.print(table)
    console.print(
        f"{report.conversations} conversations, {report.turns} turns imported at "
        f"{report.ingest_turns_per_s:,.0f} turns/s; query latency p50 "
        f"{report.latency(0.5):.2f} ms, p95 {report.latency(0.95):.2f} ms; "
        f"{report.skipped} questions without evidence skipped."
    )
