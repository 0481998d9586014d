"""The `--dataset` option of the suite commands: a suite file, or one shipped with the package."""

from __future__ import annotations

from importlib.resources import files
from pathlib import Path
from typing import Annotated

import typer

BUILT_IN = ("dev", "heldout")
"""Suites shipped with the package: `dev` is tuned on; `heldout` never is."""

Dataset = Annotated[
    str,
    typer.Option(
        "--dataset",
        help="A suite file (JSON), or a built-in suite: dev (tuned on) or heldout (never).",
    ),
]


def suite_file(dataset: str, family: str) -> Path:
    """The file of the built-in suite `dataset` of `family` ("conversations", …), or `dataset`
    itself, a path."""
    if dataset in BUILT_IN:
        return Path(str(files("entelechy.evaluation") / "data" / f"{family}-{dataset}.json"))
    return Path(dataset)
