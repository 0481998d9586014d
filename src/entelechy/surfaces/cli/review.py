"""How the console shows what review did to a reply that was being streamed."""

from __future__ import annotations

from entelechy.reply.types import Reply
from entelechy.surfaces.cli.context import console, escape

WITHDRAWN = "[dim](the text above was withdrawn after review)[/]"
REPLACED = "[dim](the text above was replaced by what my records say)[/]"


def show_final(reply: Reply, streamed: str) -> None:
    """After the stream: replace what review did not let through, or a wording the records'
    own answer replaced (it dropped or added to what they say), and annotate the outcome."""
    if reply.text != streamed:
        if streamed:
            console.print(REPLACED if reply.intent.rendered else WITHDRAWN)
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
