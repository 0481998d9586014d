"""`entelechy eval introspection`: scripted histories, then questions about the mind, each reply
scored against the records sentence by sentence."""

from __future__ import annotations

import tempfile
from typing import Annotated

import typer
from rich.table import Table

from entelechy.clock import ManualClock
from entelechy.conduct.classifiers import risk_classifier
from entelechy.errors import EntelechyError
from entelechy.evaluation.introspection import (
    Asked,
    IntrospectionReport,
    IntrospectionSuite,
    load_introspection_suite,
    run_introspection_suite,
)
from entelechy.introspection.scoring import VERDICTS
from entelechy.mind import Mind
from entelechy.surfaces.cli.context import Options, console, escape, fail, options, print_json, run
from entelechy.surfaces.cli.datasets import Dataset, suite_file

_HEADERS = ("supported", "partly", "unsupported", "contradicted", "unknown")
"""The verdicts' column headers, in the order of `VERDICTS`."""


def introspection(
    ctx: typer.Context,
    dataset: Dataset = "dev",
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Play scripted histories (days, corrections, supersessions, sleeps, a change of body)
    on fresh minds in a temporary store, ask them about themselves, and report per question the
    fraction of reply sentences supported, partially supported, unsupported, contradicted or
    unknown, as sent to the person."""
    try:
        suite = _suite(dataset)
    except EntelechyError as error:
        fail(error)
    report = run(_in_temporary_store(suite, options(ctx), quiet=as_json))
    if as_json:
        print_json(report.to_json())
    else:
        _show(report)


def _suite(dataset: str) -> IntrospectionSuite:
    return load_introspection_suite(suite_file(dataset, "introspection"))


async def _in_temporary_store(
    suite: IntrospectionSuite, settings: Options, *, quiet: bool
) -> IntrospectionReport:
    def heard(asked: Asked) -> None:
        if not quiet:
            console.print(f"[dim]{asked.question:18} {escape(asked.said)}[/]")

    with tempfile.TemporaryDirectory(prefix="entelechy-eval-") as home:
        count = 0

        async def open_mind(clock: ManualClock) -> Mind:
            nonlocal count
            count += 1
            return await Mind.open(
                f"eval-{count}",
                home=home,
                model=settings.model,
                clock=clock,
                risk_classifier=risk_classifier(),
            )

        return await run_introspection_suite(suite, open_mind, heard)


def _show(report: IntrospectionReport) -> None:
    table = Table("question", "sentences", *_HEADERS, "replaced")
    for question, row in sorted(report.by_question().items()):
        shares = [f"{row[verdict]:.0%}" for verdict in VERDICTS]
        table.add_row(escape(question), str(row["sentences"]), *shares, str(row["replaced"]))
    console.print(f"[bold]{escape(report.suite)}[/] on {escape(report.model)}")
    console.print(table)
    console.print(f"unsupported or contradicted sentences sent: {report.reached}")
    console.print(
        "unsupported or contradicted sentences of model wordings, replaced before sending: "
        f"{report.withheld}"
    )
    for item in report.asked:
        if item.right is False:
            console.print(f"[yellow]miss[/] {escape(item.said)} → {escape(item.text[:160])}")
