"""Start-up: how long a whole `entelechy` process takes, from the interpreter's start to its exit,
for `--version`, `--help` and a lexical `recall` on a small fresh store; and, for `recall`, how
long until the query itself starts (what start-up costs before any work is done).

Each command runs as its own process (`python -m entelechy`), as a person runs it. The point where
recall starts is found by a prelude that wraps `MindMemory.recall` to write the wall-clock time
when it is entered; the prelude imports the memory before the command line does, which moves
that import earlier but adds nothing, since `recall` imports it anyway.

Usage: python bench/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

from common import machine_speed, percentile, table

TURNS = [
    ("Ann", "We spent a week in Lisbon last spring, mostly walking up and down Alfama."),
    ("Bo", "The trams in Lisbon are slow but the views from them are worth it."),
    ("Ann", "Next time I want to see Porto and the Douro valley."),
    ("Bo", "My sister moved to Lisbon for work; she teaches chemistry there."),
]
MARK = "recall-begins "
PRELUDE = f"""
import sys, time
from entelechy.memory.service import MindMemory
from entelechy.surfaces.cli.launch import main

recall = MindMemory.recall

async def marked(self, *arguments, **options):
    sys.stderr.write("{MARK}" + repr(time.time()) + "\\n")
    return await recall(self, *arguments, **options)

MindMemory.recall = marked
sys.argv = ["entelechy", *sys.argv[1:]]
main()
"""


@dataclass(frozen=True)
class Run:
    """One whole process: when it was started (wall clock), how long it took, what it wrote to
    standard error."""

    started: float
    seconds: float
    errors: str


def entelechy(*arguments: str, prelude: str | None = None) -> Run:
    command = ["-c", prelude, *arguments] if prelude else ["-m", "entelechy", *arguments]
    started = time.time()
    done = subprocess.run(
        [sys.executable, *command], capture_output=True, text=True, check=True, env=_quiet()
    )
    return Run(started, time.time() - started, done.stderr)


def _quiet() -> dict[str, str]:
    """The environment without settings that would change what is measured."""
    return {key: value for key, value in os.environ.items() if not key.startswith("ENTELECHY_")}


def fresh_store(directory: Path) -> list[str]:
    """A store with one mind that remembers a few turns; the global options that reach it."""
    turns = directory / "turns.jsonl"
    turns.write_text("".join(json.dumps({"speaker": s, "text": t}) + "\n" for s, t in TURNS))
    where = ["--home", str(directory)]
    entelechy(*where, "ingest", str(turns))
    return where


def recall_times(where: list[str], runs: int) -> tuple[list[float], list[float]]:
    """Whole-process times of `recall Lisbon`, and the times until the query started."""
    wholes, begins = [], []
    for _ in range(runs):
        run = entelechy(*where, "recall", "Lisbon", prelude=PRELUDE)
        marked = next(line for line in run.errors.splitlines() if line.startswith(MARK))
        wholes.append(run.seconds)
        begins.append(float(marked.removeprefix(MARK)) - run.started)
    return wholes, begins


def row(label: str, samples: list[float]) -> list[str]:
    return [label, f"{percentile(samples, 0.5):.3f}", f"{percentile(samples, 0.9):.3f}"]


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--runs", type=int, default=5)
    runs = parser.parse_args().runs
    rows = [
        row(f"entelechy {flag}", [entelechy(flag).seconds for _ in range(runs)])
        for flag in ("--version", "--help")
    ]
    with tempfile.TemporaryDirectory() as directory:
        where = fresh_store(Path(directory))
        plain = [entelechy(*where, "recall", "Lisbon").seconds for _ in range(runs)]
        wholes, begins = recall_times(where, runs)
    rows.append(row("entelechy recall Lisbon (whole process)", plain))
    rows.append(row("  the same, with the start of recall marked", wholes))
    rows.append(row("  until recall starts", begins))
    print(f"{runs} runs each, seconds, whole process unless said")
    print(table(["command", "p50", "p90"], rows))
    print(machine_speed())


if __name__ == "__main__":
    main()
