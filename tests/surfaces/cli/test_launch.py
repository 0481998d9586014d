"""`entelechy --version` answers before any command (or the mind) is imported."""

from __future__ import annotations

import subprocess
import sys

from entelechy import __version__


def test_version_needs_none_of_the_mind() -> None:
    probe = (
        "import sys; sys.argv = ['entelechy', '--version'];"
        "from entelechy.surfaces.cli.launch import main; main();"
        "print(sorted(m for m in sys.modules if m.startswith('entelechy.')))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=60, check=True
    )
    printed, loaded = done.stdout.splitlines()
    assert printed == f"entelechy {__version__}"
    assert (
        loaded
        == "['entelechy.surfaces', 'entelechy.surfaces.cli', 'entelechy.surfaces.cli.launch']"
    )


def test_anything_else_goes_to_the_full_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "entelechy", "--help"],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert "Usage" in done.stdout
