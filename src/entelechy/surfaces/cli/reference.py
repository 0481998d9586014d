"""Generates docs/cli.md from the commands' own help: `python -m entelechy.surfaces.cli.reference`.

A test regenerates it and fails when the checked-in reference is stale, so it cannot rot.
"""

from __future__ import annotations

import sys
from typing import Any

import typer

from entelechy.surfaces.cli.app import app

WIDTH = 100
HEADER = """# Command-line reference

Generated from `entelechy --help` by `python -m entelechy.surfaces.cli.reference > docs/cli.md`;
a test fails when this page and the commands disagree.
"""


def render() -> str:
    command = typer.main.get_command(app)
    sections = [HEADER]
    for path, node in _walk(command, ["entelechy"]):
        title = " ".join(path)
        context = node.context_class(
            node, info_name=title, terminal_width=WIDTH, max_content_width=WIDTH
        )
        sections.append(f"## `{title}`\n\n```text\n{node.get_help(context).rstrip()}\n```\n")
    return "\n".join(sections)


def _walk(node: Any, path: list[str]) -> list[tuple[list[str], Any]]:
    found = [(path, node)]
    if hasattr(node, "list_commands"):
        context = node.context_class(node)
        for name in node.list_commands(context):
            child = node.get_command(context, name)
            if child is not None and not child.hidden:
                found.extend(_walk(child, [*path, name]))
    return found


if __name__ == "__main__":
    sys.stdout.write(render())
