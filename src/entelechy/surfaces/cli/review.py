"""How the console shows what review did to a reply that was being streamed."""

from __future__ import annotations

from entelechy.reply.types import Reply
from entelechy.surfaces.cli.context import console, escape

WITHDRAWN = "[dim](the text above was withdrawn after review)[/]"


def show_final(reply: Reply, streamed: str) -> None:
    """After the stream: replace what review did not let through, and annotate the outcome."""
    if reply.text != streamed:
        if streamed:
            console.print(WITHDRAWN)
        console.print(escape(reply.text))
    if reply.kind == "refused":
        console.print("[dim](refused)[/]")
    elif reply.redirect is not None:
        console.print(f"[dim](redirect {reply.redirect.attempt}/{reply.redirect.max_attempts})[/]")
    if reply.warning:
        console.print(f"[yellow]{escape(reply.warning)}[/]")


def show_interrupted(streamed: str) -> None:
    """The reply failed after some of it was shown (e.g. the governor went down)."""
    if streamed:
        console.print()
        console.print(WITHDRAWN)
