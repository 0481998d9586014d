"""`entelechy --version` answers before any command (or the mind) is imported, and `--help`
lists the commands without importing them."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import typer

from entelechy import __version__
from entelechy.surfaces.cli.app import app
from entelechy.surfaces.cli.lazy import LazyGroup


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


def test_help_needs_none_of_the_mind() -> None:
    printed, loaded = _run_and_list_modules(["--help"])
    assert "Commands:" in printed
    for heavy in ("entelechy.mind", "entelechy.record.store", "sqlalchemy", "pydantic", "asyncio"):
        assert f"'{heavy}'" not in loaded, heavy


def test_the_table_says_what_the_commands_say() -> None:
    """`--help` lists the commands from `Commands.table`; built from the commands themselves,
    the listing is the same (names, order, help), so the table cannot drift from them."""
    group = typer.main.get_command(app)
    context = group.context_class(group, info_name="entelechy")
    from_the_table = group.get_help(context)
    assert isinstance(group, LazyGroup)
    built = [group.get_command(context, name) for name in group.list_commands(context)]
    assert all(built)
    assert group.get_help(context) == from_the_table, "update Commands.table in cli/app.py"


def test_recall_opens_the_memory_not_the_mind(tmp_path: Path) -> None:
    home = ["--home", str(tmp_path)]
    turns = tmp_path / "turns.jsonl"
    turns.write_text('{"speaker": "Ann", "text": "We spent a week in Lisbon."}\n')
    subprocess.run(
        [sys.executable, "-m", "entelechy", *home, "ingest", str(turns)],
        capture_output=True,
        timeout=120,
        check=True,
    )
    printed, loaded = _run_and_list_modules([*home, "recall", "Lisbon"])
    assert "Lisbon" in printed
    for heavy in ("entelechy.mind", "entelechy.reply.pipeline", "entelechy.models", "alembic"):
        assert f"'{heavy}'" not in loaded, heavy


def _run_and_list_modules(arguments: list[str]) -> tuple[str, str]:
    """Run `entelechy ARGUMENTS` in a fresh interpreter: what it printed, and then the modules
    it had imported by the end (as the printed list of their names)."""
    probe = (
        f"import sys; sys.argv = ['entelechy', *{arguments!r}];"
        "from entelechy.surfaces.cli.launch import main\n"
        "try: main()\n"
        "except SystemExit: pass\n"
        "print(sorted(sys.modules))"
    )
    done = subprocess.run(
        [sys.executable, "-c", probe], capture_output=True, text=True, timeout=120, check=True
    )
    return done.stdout, done.stdout.splitlines()[-1]
