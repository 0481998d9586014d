"""What the governance commands share: opening the store's oversight and the creator's key."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Annotated, TypeVar

import typer

from entelechy.assembly import open_services
from entelechy.errors import ConfigurationError
from entelechy.governance.errors import KeyFileError
from entelechy.governance.oversight import Oversight
from entelechy.governance.signing import CreatorKey
from entelechy.surfaces.cli.context import Options, options, run

T = TypeVar("T")

KeyOption = Annotated[
    Path | None,
    typer.Option(
        "--key",
        envvar="ENTELECHY_CREATOR_KEY_FILE",
        help="The creator's private key file (or set ENTELECHY_CREATOR_KEY).",
    ),
]
MindIdOption = Annotated[
    str | None,
    typer.Option("--mind-id", help="A mind id (for minds whose store is elsewhere)."),
]


def with_oversight(ctx: typer.Context, action: Callable[[Oversight], Awaitable[T]]) -> T:
    settings = options(ctx)
    return run(_with(settings, action))


async def _with(settings: Options, action: Callable[[Oversight], Awaitable[T]]) -> T:
    home = str(settings.home) if settings.home else None
    services = await open_services(home=home, database_url=settings.database_url)
    oversight = await Oversight.open(services)
    try:
        return await action(oversight)
    finally:
        await oversight.close()


def creator_key(path: Path | None) -> CreatorKey:
    key = CreatorKey.load(path) if path else CreatorKey.from_environment()
    if key is None:
        raise KeyFileError(
            "this needs the creator's signature, and no creator key was given.",
            hint="Pass --key FILE, or set ENTELECHY_CREATOR_KEY_FILE or ENTELECHY_CREATOR_KEY; "
            "create a key with `entelechy governor keygen FILE`.",
        )
    return key


async def target_mind(oversight: Oversight, ctx: typer.Context, mind_id: str | None) -> str:
    return mind_id or await oversight.mind_id(options(ctx).mind)


def read_text(path: Path) -> str:
    """A UTF-8 file given on the command line, or an error naming it."""
    try:
        return path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as error:
        raise ConfigurationError(f"cannot read {path}: {error}.") from error
