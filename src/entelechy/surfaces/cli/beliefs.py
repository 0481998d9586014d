"""`entelechy beliefs …` and `entelechy why`: what the mind believes, why, and corrections."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from datetime import datetime
from typing import Annotated, Any, TypeVar

import typer
from rich.table import Table

from entelechy.beliefs.service import Beliefs
from entelechy.clock import parse_timestamp
from entelechy.errors import ConfigurationError
from entelechy.surfaces.cli.context import JsonOption, console, escape, options, print_json, run

T = TypeVar("T")
app = typer.Typer(help="What the mind believes, and operator corrections.", no_args_is_help=True)
BeliefId = Annotated[str, typer.Argument(help="The belief's id (bel_…).")]


def _with_beliefs(ctx: typer.Context, action: Callable[[Beliefs], Awaitable[T]]) -> T:
    settings = options(ctx)

    async def work() -> T:
        mind = await settings.open_mind(create=False)
        try:
            return await action(mind.beliefs)
        finally:
            await mind.close()

    return run(work())


@app.command("list")
def list_beliefs(
    ctx: typer.Context,
    contested: Annotated[bool, typer.Option("--contested", help="Only contested ones.")] = False,
    since: Annotated[
        str | None, typer.Option("--since", help="Only those changed since (ISO-8601 time).")
    ] = None,
    limit: Annotated[int, typer.Option("--limit", help="At most this many.")] = 50,
    as_json: JsonOption = False,
) -> None:
    """Beliefs, most recently changed first, with confidence and status."""
    rows = _with_beliefs(
        ctx,
        lambda beliefs: beliefs.list(contested=contested, since=_moment(since), limit=limit),
    )
    if as_json:
        print_json([row.to_json() for row in rows])
        return
    table = Table("id", "confidence", "status", "scope", "proposition")
    for row in rows:
        table.add_row(
            row.id, f"{row.confidence:.3f}", row.status, row.scope, escape(row.proposition)
        )
    console.print(table)


@app.command("show")
def show(ctx: typer.Context, belief_id: BeliefId, as_json: JsonOption = False) -> None:
    """A belief's arithmetic, evidence for and against by family, alternatives, contradictions
    and version history."""
    found = _with_beliefs(ctx, lambda beliefs: beliefs.show(belief_id))
    if as_json:
        print_json(found.to_json())
        return
    from entelechy.beliefs.explain import why  # noqa: PLC0415 - only for text output

    console.print(escape(why(found)))


@app.command("assert")
def assert_belief(
    ctx: typer.Context,
    proposition: Annotated[str, typer.Argument(help="The proposition, in words.")],
    kind: Annotated[str, typer.Option("--kind", help="Epistemic kind (sets the prior).")] = (
        "testimony"
    ),
    operator: Annotated[str, typer.Option("--operator", help="Who asserts it.")] = "operator",
    as_json: JsonOption = False,
) -> None:
    """State a proposition as an operator; the statement is its evidence."""
    believed = _with_beliefs(
        ctx, lambda beliefs: beliefs.assert_belief(proposition, kind=kind, operator=operator)
    )
    _done(believed.belief.to_json(), as_json)


@app.command("evidence")
def evidence(
    ctx: typer.Context,
    belief_id: BeliefId,
    note: Annotated[str, typer.Argument(help="What the evidence is.")],
    against: Annotated[bool, typer.Option("--against", help="Counter-evidence.")] = False,
    strength: Annotated[float, typer.Option("--strength", help="In (0, 1].")] = 1.0,
    as_json: JsonOption = False,
) -> None:
    """Add operator evidence for (or against) a belief; it is re-evaluated."""
    row = _with_beliefs(
        ctx,
        lambda beliefs: beliefs.add_evidence(belief_id, note, against=against, strength=strength),
    )
    _done(row.to_json(), as_json)


@app.command("wrong")
def wrong(
    ctx: typer.Context,
    belief_id: BeliefId,
    reason: Annotated[str, typer.Option("--reason", help="Why it is wrong.")] = "",
    as_json: JsonOption = False,
) -> None:
    """Mark a belief wrong: pinned rejected, its history kept."""
    row = _with_beliefs(ctx, lambda beliefs: beliefs.wrong(belief_id, reason))
    _done(row.to_json(), as_json)


@app.command("forbid")
def forbid(
    ctx: typer.Context,
    pattern: Annotated[str, typer.Argument(help="Words a forbidden hypothesis contains.")],
    reason: Annotated[str, typer.Option("--reason", help="Why.")] = "",
    as_json: JsonOption = False,
) -> None:
    """Forbid an inference: hypotheses containing these words are never proposed."""
    forbid_id = _with_beliefs(ctx, lambda beliefs: beliefs.forbid(pattern, reason))
    _done({"id": forbid_id, "pattern": pattern}, as_json)


def why(ctx: typer.Context, belief_id: BeliefId) -> None:
    """Why the mind holds (or held) a belief, explained from its records only."""
    console.print(escape(_with_beliefs(ctx, lambda beliefs: beliefs.why(belief_id))))


def _done(data: dict[str, Any], as_json: bool) -> None:
    if as_json:
        print_json(data)
        return
    confidence = data.get("confidence")
    shown = f" {confidence:.3f} {data.get('status')}" if confidence is not None else ""
    console.print(f"{data.get('id')}{shown} {escape(str(data.get('proposition', '')))}".rstrip())


def _moment(text: str | None) -> datetime | None:
    if text is None:
        return None
    try:
        return parse_timestamp(text)
    except ValueError as error:
        raise ConfigurationError(
            f"{text!r} is not a time with a zone.", hint="Use e.g. 2026-11-30T12:00:00Z."
        ) from error
