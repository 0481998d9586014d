"""`entelechy sleep`, `entelechy wake`, `entelechy dreams list|show|export|import`, and
`entelechy serve` (the foreground scheduler that puts idle minds to sleep)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import timedelta
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import typer
from rich.progress import Progress, SpinnerColumn, TaskID, TextColumn
from rich.table import Column, Table

from entelechy.catalog import Catalog
from entelechy.mind import Mind
from entelechy.models.registry import resolve_model
from entelechy.scheduler import Scheduler, TickResult
from entelechy.sleep.cycle import SleepReport
from entelechy.sleep.queries import DreamView
from entelechy.sleep.rhythm import RhythmSettings
from entelechy.sleep.wake import WakeReport
from entelechy.surfaces.cli.context import (
    JsonOption,
    Options,
    console,
    escape,
    options,
    print_json,
    run,
)

T = TypeVar("T")
WakeOption = Annotated[
    bool, typer.Option("--wake/--no-wake", help="Wake afterwards: dreams become memories.")
]
PHASE_NAMES = {
    "N1": "N1  fragments of recent interactions",
    "N2": "N2  emotional charge",
    "N3": "N3  durable insight",
    "N4": "N4  what is safe to forget",
    "REM": "REM dreams",
}

dreams_app = typer.Typer(
    help="The mind's dreams: list, show, export, import.", no_args_is_help=True
)


def _with_mind(
    settings: Options, work: Callable[[Mind], Awaitable[T]], *, create: bool = True
) -> T:
    """`work` done with the mind the options name; a command that only reads (`create=False`)
    says there is no such mind rather than create one for a mistyped name."""

    async def go() -> T:
        mind = await settings.open_mind(create=create)
        try:
            return await work(mind)
        finally:
            await mind.close()

    return run(go())


def sleep(
    ctx: typer.Context,
    induce: Annotated[
        str | None, typer.Option("--induce", help="A scenario to dream about (creator-induced).")
    ] = None,
    learning: Annotated[
        str | None, typer.Option("--learning", help="What the induced dream should teach.")
    ] = None,
    tone: Annotated[str | None, typer.Option("--tone", help="The induced dream's tone.")] = None,
    wake_after: WakeOption = True,
    as_json: JsonOption = False,
) -> None:
    """Sleep once: N1 fragments, N2–N4 summaries, REM dreams; then wake and consolidate."""
    settings = options(ctx)

    async def work(mind: Mind) -> tuple[SleepReport, WakeReport | None]:
        with _PhaseDisplay(silent=as_json) as display:
            report = await mind.sleep(
                induce=induce, learning=learning, tone=tone, on_phase=display.update
            )
        woke = await mind.wake() if wake_after else None
        return report, woke

    report, woke = _with_mind(settings, work)
    if as_json:
        print_json({"sleep": report.to_json(), "wake": woke.to_json() if woke else None})
        return
    _print_sleep(report)
    if woke is not None:
        _print_wake(woke)


def wake(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Consolidate the dreams of every sleep not yet woken (safe to run again at any time)."""
    woke = _with_mind(options(ctx), lambda mind: mind.wake())
    if as_json:
        print_json(woke.to_json())
        return
    _print_wake(woke)


@dreams_app.command("list")
def list_dreams(
    ctx: typer.Context,
    limit: Annotated[int, typer.Option("--limit", min=1, help="How many sleeps.")] = 20,
    as_json: JsonOption = False,
) -> None:
    """The latest sleeps and their dreams, newest first."""

    async def work(mind: Mind) -> list[tuple[Any, list[DreamView]]]:
        found = []
        for view in await mind.sleeping.sleeps(limit):
            _, _, dreams = await mind.sleeping.record(view.id)
            found.append((view, dreams))
        return found

    found = _with_mind(options(ctx), work, create=False)
    if as_json:
        print_json(
            [{**view.to_json(), "dream_list": [d.to_json() for d in ds]} for view, ds in found]
        )
        return
    if not found:
        console.print("No sleeps yet. `entelechy sleep` puts the mind to sleep.")
        return
    table = Table("when", "trigger / class", "status / value", "text")
    table.columns.insert(0, Column("sleep / dream", no_wrap=True, min_width=32))
    for view, dreams in found:
        table.add_row(view.id, view.started_at[:19], view.trigger_kind, view.status, "")
        for dream in dreams:
            table.add_row(
                f"  {dream.id}",
                "",
                dream.memory_class or "(not woken)",
                f"{dream.teleological_value:.2f}",
                escape(_short(dream.narrative)),
            )
    console.print(table)


@dreams_app.command("show")
def show_dream(
    ctx: typer.Context,
    identifier: Annotated[str, typer.Argument(help="A dream id (drm-…) or a sleep id (slp_…).")],
    as_json: JsonOption = False,
) -> None:
    """One dream, or one sleep with its phases and dreams."""

    async def work(mind: Mind) -> dict[str, Any]:
        if identifier.startswith("drm-"):
            return {"dream": (await mind.sleeping.dream(identifier)).to_json()}
        view, phases, dreams = await mind.sleeping.record(identifier)
        return {
            "sleep": view.to_json(),
            "phases": [phase.to_json() for phase in phases],
            "dreams": [dream.to_json() for dream in dreams],
        }

    found = _with_mind(options(ctx), work, create=False)
    if as_json:
        print_json(found)
        return
    if "dream" in found:
        _print_dream(found["dream"])
        return
    view = found["sleep"]
    console.print(
        f"[bold]sleep {view['id']}[/] ({view['status']}, {view['trigger_kind']}) "
        f"{view['started_at']} → {view['ended_at'] or '…'}"
    )
    for phase in found["phases"]:
        content = phase["content"]
        text = content.get("summary") or "; ".join(content.get("fragments", [])[:3])
        if content["kind"] == "dreams":
            text = f"{len(content['dreams'])} dream(s)"
        console.print(
            f"  {phase['phase']:<4}{phase['outcome']:<7} {phase['input_tokens']}+"
            f"{phase['output_tokens']} tokens  {escape(_short(text or phase['error'] or ''))}"
        )
    for dream in found["dreams"]:
        _print_dream(dream)


@dreams_app.command("export")
def export(
    ctx: typer.Context,
    directory: Annotated[Path, typer.Argument(help="Where to write the files.")],
    file_format: Annotated[
        Literal["yaml"], typer.Option("--format", help="The file format (yaml).")
    ] = "yaml",
    as_json: JsonOption = False,
) -> None:
    """Write each completed sleep as a dream record (YAML, schema version 1)."""
    written = _with_mind(options(ctx), lambda mind: mind.sleeping.export(directory), create=False)
    if as_json:
        print_json({"files": [str(path) for path in written]})
        return
    console.print(f"Wrote {len(written)} dream record(s) to {escape(str(directory))}.")


@dreams_app.command("import")
def import_dreams(
    ctx: typer.Context,
    paths: Annotated[list[Path], typer.Argument(help="Dream record files or directories.")],
    wake_after: WakeOption = True,
    as_json: JsonOption = False,
) -> None:
    """Import dream records (all validated first: one bad file imports nothing)."""

    async def work(mind: Mind) -> tuple[Any, WakeReport | None]:
        report = await mind.sleeping.import_records(paths)
        return report, (await mind.wake() if wake_after else None)

    report, woke = _with_mind(options(ctx), work)
    if as_json:
        print_json({"import": report.to_json(), "wake": woke.to_json() if woke else None})
        return
    console.print(
        f"Imported {len(report.imported)} sleep(s) with {report.dreams} dream(s); "
        f"skipped {len(report.skipped)} already imported; {report.rejected} dream(s) rejected."
    )
    if woke is not None:
        _print_wake(woke)


def serve(
    ctx: typer.Context,
    interval: Annotated[
        float, typer.Option("--interval", min=0.1, help="Seconds between looks at the minds.")
    ] = 60.0,
    idle_minutes: Annotated[
        float, typer.Option("--idle-minutes", min=0.0, help="Idle time before a mind sleeps.")
    ] = 30.0,
    saturation: Annotated[
        int, typer.Option("--saturation", min=1, help="Interactions that call for sleep.")
    ] = 64,
    once: Annotated[bool, typer.Option("--once", help="Look once, then stop.")] = False,
) -> None:
    """Run in the foreground and put idle or saturated minds to sleep (Ctrl-C stops)."""
    settings = options(ctx)
    rhythm = RhythmSettings(saturation=saturation, idle=timedelta(minutes=idle_minutes))

    async def work() -> None:
        catalog = await Catalog.open(
            home=str(settings.home) if settings.home else None,
            database_url=settings.database_url,
        )
        scheduler = Scheduler(
            catalog, resolve_model(settings.model), rhythm=rhythm, report=_print_tick
        )
        try:
            if once:
                await scheduler.tick()
            else:
                console.print(f"Watching the minds of {escape(catalog.where)} (Ctrl-C stops).")
                await scheduler.run(interval)
        finally:
            await scheduler.close()
            await catalog.close()

    try:
        run(work())
    except KeyboardInterrupt:
        console.print("Stopped.")


class _PhaseDisplay:
    """A line per phase, with a spinner while it runs."""

    def __init__(self, *, silent: bool) -> None:
        self._progress = Progress(
            SpinnerColumn(), TextColumn("{task.description}"), console=console, transient=False
        )
        self._silent = silent
        self._enabled = not silent and console.is_terminal
        self._tasks: dict[str, TaskID] = {}

    def __enter__(self) -> _PhaseDisplay:
        if self._enabled:
            self._progress.start()
        return self

    def __exit__(self, *_: object) -> None:
        if self._enabled:
            self._progress.stop()

    def update(self, phase: str, state: str) -> None:
        label = PHASE_NAMES.get(phase, phase)
        if self._silent:
            return
        if not self._enabled:
            if state != "running":
                console.print(f"{label}: {state}")
            return
        if phase not in self._tasks:
            self._tasks[phase] = self._progress.add_task(label, total=1)
        if state != "running":
            self._progress.update(self._tasks[phase], completed=1, description=f"{label}: {state}")


def _print_sleep(report: SleepReport) -> None:
    usage = report.usage
    console.print(
        f"[bold]Slept[/] ({report.trigger}): {report.interactions} interaction(s), "
        f"{len(report.dreams)} dream(s) kept, {report.rejected} rejected; "
        f"{usage.input_tokens} tokens in, {usage.output_tokens} out; "
        f"{report.elapsed_ms / 1000:.1f} s. Sleep {report.sleep_id}."
    )
    if report.sleeps:
        console.print("One sleep per person, so no one's words are dreamt with another's:")
        for sleep in report.sleeps:
            whose = escape(sleep.user_id) if sleep.user_id else "the mind's own"
            console.print(
                f"  {sleep.sleep_id} ({whose}): {sleep.interactions} interaction(s), "
                f"{len(sleep.dreams)} dream(s)"
            )
    for dream in report.dreams:
        console.print(f"  {dream.id} [{dream.value:.2f}] {escape(_short(dream.narrative))}")
    if report.induction_consumed:
        console.print(f"Induction ticket {report.induction_id} consumed.")


def _print_wake(woke: WakeReport) -> None:
    if not woke.sleeps:
        console.print("Nothing to wake from.")
        return
    affect = f"; waking with {woke.affect.kind}" if woke.affect else ""
    console.print(
        f"[bold]Woke[/] from {len(woke.sleeps)} sleep(s): {woke.consolidated} memor"
        f"{'y' if woke.consolidated == 1 else 'ies'} consolidated "
        f"({woke.traumatic} traumatic), {woke.noise} noise discarded{affect}."
    )


def _print_dream(dream: dict[str, Any]) -> None:
    induced = f", induced by {dream['induced_by']}" if dream["induced"] else ""
    console.print(
        f"[bold]{dream['id']}[/] value {dream['teleological_value']:.2f} "
        f"({dream['memory_class'] or 'not woken'}{induced})"
    )
    console.print(f"  {escape(dream['narrative'])}")


def _print_tick(result: TickResult) -> None:
    extra = f" → {result.sleep_id}, {result.consolidated} memories" if result.sleep_id else ""
    console.print(
        f"{escape(result.mind)}: {result.action} ({escape(result.detail)}; "
        f"limbo {result.limbo}){extra}"
    )


def _short(text: str, limit: int = 90) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"
