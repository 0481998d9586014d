"""The `entelechy` command: global options, and the table of commands that use them (each
imported only when it is asked for)."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from entelechy import __version__
from entelechy.errors import ConfigurationError, EntelechyError
from entelechy.record.location import in_memory
from entelechy.surfaces.cli.context import Options, console, fail
from entelechy.surfaces.cli.lazy import Lazy, LazyGroup
from entelechy.telemetry import logs

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class LogFormatChoice(enum.Enum):
    text = "text"
    json = "json"


class Commands(LazyGroup):
    """Every command, in the order `--help` lists them (commands, then groups of commands), with
    the module it lives in: each module is imported only when its command is asked for."""

    table = (
        Lazy("chat", "chat:chat", "Talk with the mind; replies stream as they are written."),
        Lazy("ask", "chat:ask", "Send one message and print the reply."),
        Lazy(
            "models",
            "inspection:models",
            "Which model adapters are installed and configured here, and what `auto` picks.",
        ),
        Lazy(
            "verify",
            "inspection:verify",
            "Re-derive every hash of every mind's chain from the stored bytes; exit code 1 at the "
            "first broken event.",
        ),
        Lazy(
            "replay",
            "inspection:replay",
            "Rebuild every projection from the ledger and report any difference (exit code 1).",
        ),
        Lazy(
            "demo",
            "demo:demo",
            "Create a mind in a temporary store, talk to it, restart it, and verify its record.",
        ),
        Lazy("ingest", "memory:ingest", "Import past conversations as episodes."),
        Lazy(
            "recall",
            "memory:recall",
            "Recall what the mind remembers about QUERY, best first, with where each item came "
            "from.",
        ),
        Lazy(
            "sleep",
            "sleeping:sleep",
            "Sleep once: N1 fragments, N2–N4 summaries, REM dreams; then wake and consolidate.",
        ),
        Lazy(
            "wake",
            "sleeping:wake",
            "Consolidate the dreams of every sleep not yet woken (safe to run again at any time).",
        ),
        Lazy(
            "serve",
            "sleeping:serve",
            "Run in the foreground and put idle or saturated minds to sleep (Ctrl-C stops).",
        ),
        Lazy(
            "why",
            "beliefs:why",
            "Why the mind holds (or held) a belief, explained from its records only.",
        ),
        Lazy(
            "explain",
            "introspection:explain",
            "Why a reply was what it was (perception, records used, review, model and strategy), "
            "why a memory exists (its sleep, dream and class, or its exchange), what a sleep did.",
        ),
        Lazy(
            "believed",
            "introspection:believed",
            "What the mind believed at a past time, and which of those beliefs ended since, when.",
        ),
        Lazy(
            "changes",
            "introspection:changes",
            "How the mind changed: beliefs formed, revised, contested, rejected or superseded, "
            "operators' corrections, the bodies it spoke through, its sleeps.",
        ),
        Lazy(
            "scores",
            "introspection:scores",
            "Introspective replies as scored against the records, latest first: sentences per "
            "verdict, `unsupported_explanation` / `action_claim_without_record` warnings, and "
            "whether the records' rendering replaced the model's wording.",
        ),
        Lazy(
            "redact",
            "privacy:redact",
            "Make content irrecoverable, audited: content becomes a marker, ids, links, times and "
            "scores stay, derived events and rows follow (listed first with --dry-run), and the "
            "chain still verifies.",
        ),
        Lazy(
            "metrics",
            "telemetry:metrics",
            "Serve what every mind of the store did — replies by kind, model calls and tokens by "
            "model, errors by provider, sleeps, dreams by class, spend today — as Prometheus "
            "metrics, counted from the record (so every process sharing the store counts).",
        ),
        Lazy(
            "mcp",
            "mcp_server:mcp",
            "Serve the minds of this store over the Model Context Protocol.",
        ),
        Lazy(
            "web",
            "web_server:web",
            "Serve the minds of this store over HTTP: a JSON API (OpenAPI at /docs) and a chat "
            "page.",
        ),
        Lazy("minds", "minds:app", "List, create and inspect the minds of this store."),
        Lazy("show", "show:app", "Show one recorded thing in full."),
        Lazy("audit", "audit:audit_app", "Verify, list and export the hash-chained audit ledger."),
        Lazy(
            "governor",
            "governor:governor_app",
            "Serve the governor, and make the changes only a creator may sign.",
        ),
        Lazy(
            "persona",
            "persona:persona_app",
            "The mind's persona: birth, dispositions, operator context, bodies.",
        ),
        Lazy("import", "audit:import_app", "Import records written by other runtimes."),
        Lazy("eval", "evaluation:eval_app", "Measure the mind against labelled datasets."),
        Lazy("dreams", "sleeping:dreams_app", "The mind's dreams: list, show, export, import."),
        Lazy("beliefs", "beliefs:app", "What the mind believes, and operator corrections."),
        Lazy("tokens", "tokens:app", "Access tokens: create (shown once), list and revoke."),
    )


app = typer.Typer(
    name="entelechy",
    cls=Commands,
    help="Talk to a persistent mind that remembers, and inspect its record.",
    no_args_is_help=True,
    add_completion=False,
    rich_markup_mode=None,
)


def _version(value: bool) -> None:
    if value:
        console.print(f"entelechy {__version__}")
        raise typer.Exit()


@app.callback()
def global_options(
    ctx: typer.Context,
    mind: Annotated[
        str, typer.Option("--mind", envvar="ENTELECHY_MIND", help="Name of the mind to talk to.")
    ] = "default",
    model: Annotated[
        str | None,
        typer.Option(
            "--model",
            envvar="ENTELECHY_MODEL",
            help="Model spec, e.g. local, openai:gpt-4o, ollama:llama3.2 (default: auto).",
        ),
    ] = None,
    home: Annotated[
        Path | None,
        typer.Option(
            "--home",
            envvar="ENTELECHY_HOME",
            help="Directory of the SQLite store (default: the user data directory, e.g. "
            "~/.local/share/entelechy).",
        ),
    ] = None,
    database_url: Annotated[
        str | None,
        typer.Option(
            "--database-url",
            envvar="ENTELECHY_DATABASE_URL",
            help="Database URL, e.g. postgresql://user@host/db (overrides --home).",
        ),
    ] = None,
    log_format: Annotated[
        LogFormatChoice,
        typer.Option(
            "--log-format",
            envvar="ENTELECHY_LOG_FORMAT",
            help="How logs are written to standard error: text, or json (one object a line).",
        ),
    ] = LogFormatChoice.text,
    log_level: Annotated[
        str,
        typer.Option(
            "--log-level",
            envvar="ENTELECHY_LOG_LEVEL",
            help="The least severe log level written: debug, info, warning or error.",
        ),
    ] = "warning",
    version: Annotated[
        bool,
        typer.Option("--version", callback=_version, is_eager=True, help="Print the version."),
    ] = False,
) -> None:
    if database_url is not None and in_memory(database_url):
        fail(
            ConfigurationError(
                f"{database_url!r} is an in-memory store: the command would answer and then "
                "keep nothing.",
                hint="Use a file (sqlite:///path/to/entelechy.db, three slashes and a path) or "
                "--home DIR; in-memory stores are for tests through the Python API.",
            )
        )
    level = log_level.strip().upper()
    if level not in LOG_LEVELS:
        fail(
            ConfigurationError(
                f"{log_level!r} is not a log level.",
                hint="Use debug, info, warning or error.",
            )
        )
    logs.configure(log_format.value, level)
    ctx.obj = Options(mind=mind, model=model, home=home, database_url=database_url)


def main() -> None:
    """Console entry point."""
    try:
        app()
    except EntelechyError as error:
        try:
            fail(error)
        except typer.Exit as done:
            raise SystemExit(done.exit_code) from None
