"""`entelechy show reply ID`: a reply as the record keeps it, with its reasoning trace."""

from __future__ import annotations

from typing import Annotated

import typer

from entelechy.reasoning.queries import RecordedReply
from entelechy.surfaces.cli.context import console, escape, options, print_json, run

app = typer.Typer(help="Show one recorded thing in full.", no_args_is_help=True)


@app.command("reply")
def reply(
    ctx: typer.Context,
    reply_id: Annotated[
        str, typer.Argument(help="The reply's id (msg_…), as `ask --json` prints.")
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """A reply of the mind: its text, tokens, model calls and every reasoning step."""
    settings = options(ctx)

    async def work() -> RecordedReply:
        mind = await settings.open_mind(create=False)
        try:
            return await mind.recorded_reply(reply_id)
        finally:
            await mind.close()

    recorded = run(work())
    if as_json:
        print_json(recorded.to_json())
        return
    _print(recorded)


def _print(recorded: RecordedReply) -> None:
    usage = recorded.usage
    stopped = f" (stopped: {recorded.stopped})" if recorded.stopped else ""
    console.print(f"[bold]reply {recorded.id}[/] ({recorded.status}, {recorded.at})")
    console.print(f"strategy: {escape(recorded.strategy)}{escape(stopped)}")
    console.print(
        f"tokens: {usage.input_tokens} in, {usage.output_tokens} out, "
        f"over {len(recorded.calls)} model call(s)"
    )
    console.print(escape(recorded.text))
    if recorded.steps:
        console.print("\n[bold]reasoning[/]")
    for step in recorded.steps:
        console.print(f"[dim]#{step.index} {step.timestamp}[/] [bold]{escape(step.technique)}[/]")
        _field("thought", step.thought)
        _field("action", step.action)
        _field("observation", step.observation)
    if recorded.calls:
        console.print("\n[bold]model calls[/]")
    for call in recorded.calls:
        outcome = call.outcome if call.error is None else f"{call.outcome}: {call.error}"
        console.print(
            f"{call.id} {escape(call.purpose)} {escape(call.model)}: "
            f"{call.usage.input_tokens} in, {call.usage.output_tokens} out, "
            f"{call.latency_ms:.1f} ms, {escape(outcome)}"
        )


def _field(label: str, value: str | None) -> None:
    if value:
        console.print(f"  {label}: {escape(value)}")
