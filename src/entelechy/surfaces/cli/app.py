"""The `entelechy` command: global options and the commands that use them."""

from __future__ import annotations

import enum
from pathlib import Path
from typing import Annotated

import typer

from entelechy import __version__
from entelechy.errors import ConfigurationError, EntelechyError
from entelechy.record.location import in_memory
from entelechy.surfaces.cli import (
    beliefs,
    chat,
    conversations,
    demo,
    inspection,
    introspection,
    introspection_eval,
    mcp_server,
    memory,
    minds,
    privacy,
    show,
    sleeping,
    tokens,
    web_server,
)
from entelechy.surfaces.cli.audit import audit_app, import_app
from entelechy.surfaces.cli.context import Options, console, fail
from entelechy.surfaces.cli.evaluation import eval_app
from entelechy.surfaces.cli.governor import governor_app
from entelechy.surfaces.cli.persona import persona_app
from entelechy.surfaces.cli.sleeping import dreams_app
from entelechy.surfaces.cli.telemetry import metrics
from entelechy.telemetry import logs

LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


class LogFormatChoice(enum.Enum):
    text = "text"
    json = "json"


app = typer.Typer(
    name="entelechy",
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


app.command("chat")(chat.chat)
app.command("ask")(chat.ask)
app.add_typer(minds.app, name="minds")
app.command("models")(inspection.models)
app.command("verify")(inspection.verify)
app.command("replay")(inspection.replay)
app.add_typer(show.app, name="show")
app.command("demo")(demo.demo)
app.add_typer(audit_app, name="audit")
app.add_typer(governor_app, name="governor")
app.add_typer(persona_app, name="persona")
app.add_typer(import_app, name="import")
app.add_typer(eval_app, name="eval")
app.command("ingest")(memory.ingest)
app.command("recall")(memory.recall)
eval_app.command("recall")(memory.eval_recall)
eval_app.command("conversation")(conversations.conversation)
eval_app.command("introspection")(introspection_eval.introspection)
app.command("sleep")(sleeping.sleep)
app.command("wake")(sleeping.wake)
app.add_typer(dreams_app, name="dreams")
app.command("serve")(sleeping.serve)
app.add_typer(beliefs.app, name="beliefs")
app.command("why")(beliefs.why)
app.command("explain")(introspection.explain)
app.command("believed")(introspection.believed)
app.command("changes")(introspection.changes)
app.command("scores")(introspection.scores)
app.command("redact")(privacy.redact)
app.command("metrics")(metrics)
app.add_typer(tokens.app, name="tokens")
app.command("mcp")(mcp_server.mcp)
app.command("web")(web_server.web)


def main() -> None:
    """Console entry point."""
    try:
        app()
    except EntelechyError as error:
        try:
            fail(error)
        except typer.Exit as done:
            raise SystemExit(done.exit_code) from None
