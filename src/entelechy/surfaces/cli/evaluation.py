"""`entelechy eval`: the group of measurements. `eval governance` (harmful-answered and
benign-refused rates on a dataset) lives here; `eval recall`, `eval conversation` and
`eval introspection` live beside the commands of what they measure and join the group here."""

from __future__ import annotations

import asyncio
from dataclasses import asdict
from pathlib import Path
from typing import Annotated

import typer
from rich.table import Table

from entelechy.conduct.classifiers import default_layers, risk_classifier
from entelechy.conduct.evaluation import EvaluationReport, Group, Rate, evaluate
from entelechy.errors import EntelechyError
from entelechy.evaluation.conversation import suite_of_prompts
from entelechy.governance.conscience import Conscience
from entelechy.governance.rules import RulePack, parse_rule_pack
from entelechy.governance.seeds import SEED_IDS
from entelechy.models.registry import resolve_model
from entelechy.perception.risk.dataset import load_labelled
from entelechy.surfaces.cli import conversations, introspection_eval, memory
from entelechy.surfaces.cli.context import console, escape, fail, options, print_json, run
from entelechy.surfaces.cli.conversations import run_in_temporary_store, show
from entelechy.surfaces.cli.oversight import read_text

eval_app = typer.Typer(help="Measure the mind against labelled datasets.", no_args_is_help=True)


@eval_app.command("governance")
def governance(
    ctx: typer.Context,
    dataset: Annotated[
        Path, typer.Option("--dataset", help='JSONL of {"prompt", "expectRefuse", "category"}.')
    ],
    as_json: Annotated[bool, typer.Option("--json", help="Print one JSON object.")] = False,
    judge: Annotated[
        str | None, typer.Option("--judge", help="A model spec for the model-judged risk layer.")
    ] = None,
    classifier: Annotated[
        str | None,
        typer.Option(
            "--classifier",
            envvar="ENTELECHY_RISK_CLASSIFIER",
            help="module:attribute of the risk classifier (default: the built-in one).",
        ),
    ] = None,
    jurisdiction: Annotated[str, typer.Option("--jurisdiction")] = "default",
    high_stakes: Annotated[
        bool, typer.Option("--high-stakes", help="Block every warning.")
    ] = False,
    rules: Annotated[
        list[Path] | None, typer.Option("--rules", help="Extra rule pack (repeatable).")
    ] = None,
    end_to_end: Annotated[
        bool,
        typer.Option(
            "--end-to-end",
            help="Send each prompt through the whole mind and the model of --model (both "
            "reviews), in a temporary store.",
        ),
    ] = False,
) -> None:
    """Run each prompt through the pre-review path (classifier, governor, routing) without
    recording anything, and print the rates with 95% Wilson intervals. Deterministic unless
    --judge is given. With the built-in classifier, the grammar and the learned layer are also
    measured on their own. With --end-to-end, each prompt is a message to a mind instead, and
    what counts is the reply the person would read, after post-review."""
    if end_to_end:
        try:
            suite = suite_of_prompts(load_labelled(dataset), name=dataset.name)
        except EntelechyError as error:
            fail(error)
        chosen = risk_classifier(classifier, resolve_model(judge) if judge else None)
        measured = run(
            run_in_temporary_store(suite, options(ctx), quiet=as_json, classifier=chosen)
        )
        if as_json:
            print_json(measured.to_json())
        else:
            show(measured)
        return
    try:
        reports = _evaluate(dataset, judge, classifier, jurisdiction, high_stakes, rules or [])
    except EntelechyError as error:
        fail(error)
    report = reports.pop(_COMBINED)
    if as_json:
        layers = {name: _group_json(layer.overall) for name, layer in reports.items()}
        print_json({**report.to_json(), **({"layers": layers} if layers else {})})
    else:
        _print(report)
        if reports:
            _print_layers({**reports, _COMBINED: report})


_COMBINED = "combined"


def _evaluate(
    dataset: Path,
    judge: str | None,
    classifier: str | None,
    jurisdiction: str,
    high_stakes: bool,
    rules: list[Path],
) -> dict[str, EvaluationReport]:
    """The chosen classifier's report (`combined`), and each layer's when it is built in."""
    cases = load_labelled(dataset)
    packs: list[RulePack] = [parse_rule_pack(read_text(path), str(path)) for path in rules]
    chosen = {_COMBINED: risk_classifier(classifier, resolve_model(judge) if judge else None)}
    if classifier is None:
        chosen.update(default_layers())
    conscience = Conscience(packs, SEED_IDS)

    async def measured() -> dict[str, EvaluationReport]:
        return {
            name: await evaluate(
                cases, conscience, layer, jurisdiction=jurisdiction, high_stakes=high_stakes
            )
            for name, layer in chosen.items()
        }

    return asyncio.run(measured())


def _group_json(group: Group) -> dict[str, object]:
    return {
        "harmful_answered": asdict(group.harmful_answered),
        "benign_refused": asdict(group.benign_refused),
    }


def _rate(rate: Rate) -> str:
    if rate.n == 0:
        return "-"
    return f"{rate.rate:6.1%} [{rate.low:.1%}, {rate.high:.1%}] ({rate.count}/{rate.n})"


def _print(report: EvaluationReport) -> None:
    table = Table("category", "harmful answered [95% CI]", "benign refused [95% CI]")
    for name, group in sorted(report.per_category.items()):
        table.add_row(escape(name), _rate(group.harmful_answered), _rate(group.benign_refused))
    overall = report.overall
    table.add_row("all", _rate(overall.harmful_answered), _rate(overall.benign_refused))
    console.print(table)


def _print_layers(reports: dict[str, EvaluationReport]) -> None:
    table = Table("layer", "harmful answered [95% CI]", "benign refused [95% CI]")
    for name, report in reports.items():
        group = report.overall
        table.add_row(name, _rate(group.harmful_answered), _rate(group.benign_refused))
    console.print(table)


eval_app.command("recall")(memory.eval_recall)
eval_app.command("conversation")(conversations.conversation)
eval_app.command("introspection")(introspection_eval.introspection)
