"""The `entelechy` command's entry point: answers `--version` before importing any command, so
asking for it costs only the interpreter's start; everything else goes to the full app."""

from __future__ import annotations

import sys

from entelechy import __version__


def main() -> None:
    if sys.argv[1:] == ["--version"]:
        print(f"entelechy {__version__}")
        return
    from entelechy.surfaces.cli.app import main as run  # noqa: PLC0415 - the point of this module

    run()
