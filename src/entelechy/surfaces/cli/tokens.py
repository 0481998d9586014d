"""`entelechy tokens create|list|revoke`: the bearer tokens that let the operator or one person
reach this store's minds from elsewhere (the MCP server over HTTP)."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Annotated, TypeVar

import typer
from rich.table import Column, Table

from entelechy.access.tokens import OPERATOR, AccessTokens, Principal, TokenRecord
from entelechy.catalog import Catalog
from entelechy.errors import ConfigurationError
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
app = typer.Typer(help="Access tokens: create (shown once), list and revoke.", no_args_is_help=True)


@app.command("create")
def create(
    ctx: typer.Context,
    user: Annotated[
        str | None, typer.Option("--user", help="The person the token speaks for.")
    ] = None,
    operator: Annotated[
        bool, typer.Option("--operator", help="A token with the operator's full access.")
    ] = False,
    label: Annotated[str, typer.Option("--name", help="A label to recognise it by.")] = "",
) -> None:
    """Create a token and print it once: only its digest is kept, so it cannot be shown again.
    Give exactly one of --user NAME and --operator."""
    if operator == (user is not None):
        fail(
            ConfigurationError(
                "say whom the token is for.", hint="Give exactly one of --user NAME and --operator."
            )
        )
    principal = OPERATOR if operator else Principal("user", user)
    issued = _with_tokens(options(ctx), lambda tokens: tokens.issue(principal, label))
    print(issued.secret)
    typer.echo(f"{issued.record.id}: {principal.label}; it is shown only now.", err=True)


@app.command("list")
def list_tokens(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Every token issued, revoked ones marked (never the tokens themselves)."""
    found = _with_tokens(options(ctx), lambda tokens: tokens.list())
    if as_json:
        print_json([record.to_json() for record in found])
        return
    table = Table(
        Column("id", no_wrap=True, min_width=30), "role", "user", "label", "created", "revoked"
    )
    for record in found:
        table.add_row(*(escape(value or "") for value in _cells(record)))
    console.print(table)


@app.command("revoke")
def revoke(
    ctx: typer.Context,
    token_id: Annotated[str, typer.Argument(help="The token's id (tok_...).")],
) -> None:
    """Revoke a token: requests carrying it are refused from now on."""
    record = _with_tokens(options(ctx), lambda tokens: tokens.revoke(token_id))
    console.print(f"revoked {record.id} ({record.revoked_at})")


def _cells(record: TokenRecord) -> tuple[str | None, ...]:
    return (
        record.id,
        record.role,
        record.user_id,
        record.label,
        record.created_at[:19],
        record.revoked_at and record.revoked_at[:19],
    )


def _with_tokens(settings: Options, action: Callable[[AccessTokens], Awaitable[T]]) -> T:
    async def work() -> T:
        home = str(settings.home) if settings.home else None
        catalog = await Catalog.open(home=home, database_url=settings.database_url)
        try:
            return await action(catalog.tokens)
        finally:
            await catalog.close()

    return run(work())
