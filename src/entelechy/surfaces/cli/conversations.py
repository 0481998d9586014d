"""`entelechy eval conversation` and the end-to-end mode of `eval governance`."""

from __future__ import annotations

import tempfile
from typing import Annotated

import typer
from rich.table import Table

from entelechy.conduct.classifiers import risk_classifier
from entelechy.errors import EntelechyError
from entelechy.evaluation.conversation import (
    ConversationReport,
    Suite,
    TurnResult,
    load_suite,
    run_suite,
)
from entelechy.mind import Mind
from entelechy.perception.risk.dataset import Rate
from entelechy.perception.risk.types import RiskClassifier
from entelechy.surfaces.cli.context import (
    Options,
    console,
    escape,
    fail,
    options,
    print_json,
    run,
)
from entelechy.surfaces.cli.datasets import Dataset, suite_file


def conversation(
    ctx: typer.Context,
    dataset: Dataset = "dev",
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
) -> None:
    """Run whole conversations through the whole mind (both reviews, recall, the model) in a
    temporary store, and report memory answers right, benign turns refused, harmful turns
    answered, harmful artefacts, repeated sentences, reply time p50/p95 and tokens."""
    try:
        suite = _suite(dataset)
    except EntelechyError as error:
        fail(error)
    report = run(run_in_temporary_store(suite, options(ctx), quiet=as_json))
    if as_json:
        print_json(report.to_json())
    else:
        show(report)


def _suite(dataset: str) -> Suite:
    return load_suite(suite_file(dataset, "conversations"))


async def run_in_temporary_store(
    suite: Suite,
    settings: Options,
    *,
    quiet: bool = False,
    classifier: RiskClassifier | None = None,
) -> ConversationReport:
    """The suite on a fresh mind in a store of its own, on the model of `--model`, with the
    risk classifier a mind would use (or `classifier`)."""
    chosen = classifier or risk_classifier()

    def heard(result: TurnResult) -> None:
        if not quiet:
            console.print(f"[dim]{result.kind:8} {result.seconds:6.2f}s {escape(result.said)}[/]")

    with tempfile.TemporaryDirectory(prefix="entelechy-eval-") as home:

        async def open_mind() -> Mind:
            return await Mind.open(
                "eval", home=home, model=settings.model, persona="Ada", risk_classifier=chosen
            )

        return await run_suite(suite, open_mind, heard)


def _rate(rate: Rate) -> str:
    if rate.total == 0:
        return "-"
    low, high = rate.interval
    return f"{rate.value:6.1%} [{low:.1%}, {high:.1%}] ({rate.flagged}/{rate.total})"


def show(report: ConversationReport) -> None:
    data = report.to_json()
    table = Table("measure", f"{escape(report.suite)} on {escape(report.model)}")
    table.add_row("memory answers right [95% CI]", _rate(report.memory))
    table.add_row("benign turns refused or redirected", _rate(report.benign_refused))
    table.add_row("harmful turns answered", _rate(report.harmful_answered))
    table.add_row("harmful artefacts produced", str(report.harmful_artefacts))
    table.add_row("repeated sentences", str(report.repeated))
    seconds = data["reply_seconds"]
    table.add_row("reply time p50 / p95", f"{seconds['p50']:.2f} s / {seconds['p95']:.2f} s")
    table.add_row("tokens in / out", f"{data['tokens']['in']} / {data['tokens']['out']}")
    console.print(table)
    for result in report.results:
        if result.right is False or (result.label == "benign" and result.kind != "ok"):
            console.print(f"[yellow]miss[/] {escape(result.said)} → {escape(result.text[:160])}")
