"""`entelechy demo`: a guided, non-interactive tour of what exists, on the embedded model."""

from __future__ import annotations

import tempfile
from typing import Annotated

import typer

from entelechy.catalog import Catalog
from entelechy.mind import Mind
from entelechy.surfaces.cli.chat import stream_to_console
from entelechy.surfaces.cli.context import console, escape, options, run

CONVERSATION = (
    "Hello! My name is Sam and I love sailing.",
    "What is my name, and what do I love?",
    "Give me one tip for sailing in light wind.",
)
"""A statement and a question the records answer (said by the runtime, no model call), and an
open request the model answers (so the tour shows it speaking and the mind embodied in it)."""


def demo(
    ctx: typer.Context,
    model: Annotated[
        str | None, typer.Option("--model", help="Model for the tour (default: the embedded one).")
    ] = None,
) -> None:
    """Create a mind in a temporary store, talk to it, restart it, and verify its record."""
    spec = model or options(ctx).model or "local"
    with tempfile.TemporaryDirectory(prefix="entelechy-demo-") as home:
        run(_tour(home, spec))


async def _tour(home: str, spec: str) -> None:
    _step(1, f"A new mind called 'demo', persona Ada, in a temporary store ({home}).")
    mind = await Mind.open("demo", persona="Ada", home=home, model=spec)
    console.print(f"   It speaks through {escape(mind.model_label)}.")
    try:
        _step(
            2,
            "Talking to it: what its records answer it says itself; the rest, the model writes "
            "as the reply streams.",
        )
        for text in CONVERSATION:
            console.print(f"[bold green]you[/] › {escape(text)}")
            reply = await stream_to_console(mind, text, "local", prefix=True)
            usage = reply.usage
            spent = f"{usage.input_tokens} tokens in, {usage.output_tokens} out"
            said = "from the records, no model call" if usage.total == 0 else spent
            console.print(f"   [dim]{said}, {reply.latency_ms:.0f} ms[/]")
    finally:
        await mind.close()
    _step(3, "Closing the mind and opening it again, as a new process would.")
    mind = await Mind.open("demo", home=home, model=spec)
    try:
        history = await mind.history()
        console.print(f"   The conversation is still there: {len(history)} messages.")
        _step(4, "Every perception and reply is an event in a hash chain; verifying it:")
        report = await mind.record.verify()
        console.print(f"   {report.events_checked} events, chain intact: {report.ok}.")
        _step(5, "Rebuilding the state tables from the ledger alone and comparing:")
        replay = await mind.record.replay_check()
        console.print(
            f"   {replay.events_replayed} events replayed, identical: {replay.identical}."
        )
    finally:
        await mind.close()
    catalog = await Catalog.open(home=home)
    try:
        summary = await catalog.summary("demo")
        console.print(f"   Embodied in: {escape(summary.model or '-')}.")
    finally:
        await catalog.close()
    _step(6, "Next: `entelechy chat` talks to your own mind; `entelechy --help` lists the rest.")


def _step(number: int, text: str) -> None:
    console.print(f"\n[bold magenta]{number}.[/] {text}")
