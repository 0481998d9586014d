"""What every command shares: the global options, running async work, and printing errors."""

from __future__ import annotations

import json
import re
import sys
from collections.abc import Coroutine
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Annotated, Any, NoReturn, TypeVar

import typer
from rich.console import Console

from entelechy.errors import EntelechyError
from entelechy.record.location import describe_url, resolve_database_url

if TYPE_CHECKING:
    from entelechy.mind import Mind
    from entelechy.record.store import Store

T = TypeVar("T")

console = Console(highlight=False)
errors = Console(stderr=True, highlight=False)
JsonOption = Annotated[bool, typer.Option("--json", help="Print JSON.")]
"""The `--json` flag every command that prints records offers."""


@dataclass(frozen=True)
class Options:
    """The global options, given before the command: `entelechy --mind ada chat`."""

    mind: str
    model: str | None
    home: Path | None
    database_url: str | None

    async def open_mind(
        self,
        *,
        create: bool = True,
        name: str | None = None,
        reasoning: str | None = None,
        store: Store | None = None,
    ) -> Mind:
        """Open a mind as the options say (`store`: one already open, shared with others).

        The mind is imported here, not at the top, so that every command (and `--help`) does
        not pay for importing all of it before it runs."""
        from entelechy.conduct.classifiers import risk_classifier  # noqa: PLC0415
        from entelechy.mind import Mind  # noqa: PLC0415

        return await Mind.open(
            name or self.mind,
            model=self.model,
            store=store,
            home=str(self.home) if self.home else None,
            database_url=self.database_url,
            create=create,
            reasoning=reasoning,
            risk_classifier=risk_classifier(),
        )

    @property
    def store_location(self) -> str:
        """Where the store is, for people (a file path, or a URL without its password)."""
        url = resolve_database_url(self.database_url, self.home)
        return url.removeprefix("sqlite:///") if url.startswith("sqlite:///") else describe_url(url)


def options(ctx: typer.Context) -> Options:
    found = ctx.find_root().obj
    if not isinstance(found, Options):
        raise RuntimeError("global options were not parsed")
    return found


def run(work: Coroutine[Any, Any, T]) -> T:
    """Run async work; an `EntelechyError` becomes a message and exit code 1."""
    import asyncio  # noqa: PLC0415 - with the ssl it loads, ~0.06 s `--help` never needs

    try:
        return asyncio.run(work)
    except EntelechyError as error:
        fail(error)


def fail(error: EntelechyError) -> NoReturn:
    errors.print(f"[bold red]Error:[/] {escape(error.message)}")
    if error.hint:
        errors.print(f"[dim]Hint:[/] {escape(error.hint)}")
    raise typer.Exit(1)


def print_json(value: Any) -> None:
    """One JSON document on stdout, nothing else; C1 controls (which some terminals obey) are
    written as escapes like the C0 ones JSON always escapes."""
    document = json.dumps(value, ensure_ascii=False)
    sys.stdout.write(_C1.sub(lambda match: f"\\u{ord(match.group(0)):04x}", document) + "\n")
    sys.stdout.flush()


_CONTROLS = re.compile(r"[\x00-\x08\x0b-\x1f\x7f-\x9f]")
_C1 = re.compile(r"[\x7f-\x9f]")


def printable(text: str) -> str:
    """Untrusted text (a model's, a person's, an imported file's) made safe for a terminal:
    control characters — the start of every escape sequence that could retitle the window,
    clear the screen or move the cursor — are shown as visible escapes (``\\x1b``); line breaks
    and tabs stay. The record keeps the original."""
    return _CONTROLS.sub(lambda match: f"\\x{ord(match.group(0)):02x}", text)


def escape(text: str) -> str:
    """Untrusted text for Rich: control characters neutralised, markup escaped."""
    from rich.markup import escape as rich_escape  # noqa: PLC0415 - tiny, keeps imports local

    return rich_escape(printable(text))
