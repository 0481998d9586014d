"""`entelechy audit verify|show|export` and `entelechy import teleologyhi`."""

from __future__ import annotations

import json
from dataclasses import asdict
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from entelechy.errors import EntelechyError
from entelechy.governance.importing import ImportReport
from entelechy.governance.ledger import AuditReport
from entelechy.governance.oversight import GOVERNANCE_CHAIN, Oversight
from entelechy.surfaces.cli.context import JsonOption, console, escape, fail, print_json
from entelechy.surfaces.cli.oversight import with_oversight

audit_app = typer.Typer(
    help="Verify, list and export the hash-chained audit ledger.", no_args_is_help=True
)
import_app = typer.Typer(help="Import records written by other runtimes.", no_args_is_help=True)


@audit_app.command("verify")
def verify(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Re-derive every audit hash, check each record against the ledger and every axiom
    signature; exit code 1 naming the first bad record of each chain."""
    report = with_oversight(ctx, lambda o: o.verify_audit())
    if as_json:
        print_json(_report_json(report))
    else:
        _print_report(report)
    if not report.ok:
        raise typer.Exit(1)


def _report_json(report: AuditReport) -> dict[str, Any]:
    return {
        "ok": report.ok,
        "chains": [asdict(chain) for chain in report.chains],
        "streams": [asdict(stream) | {"ok": stream.ok} for stream in report.streams],
        "axioms_verified": report.axioms_verified,
        "axiom_failures": report.axiom_failures,
    }


def _print_report(report: AuditReport) -> None:
    for chain in report.chains:
        if chain.broken is None:
            console.print(
                f"[green]ok[/]      {escape(chain.chain_id)}: {chain.records} records, "
                f"head {chain.head}"
            )
        else:
            broken = chain.broken
            console.print(
                f"[bold red]broken[/]  {escape(chain.chain_id)}: record #{broken.seq} "
                f"(auditId {escape(broken.audit_id)}): {escape(broken.reason)}"
            )
    for stream in report.streams:
        if not stream.ok and stream.broken is not None:
            console.print(
                f"[bold red]broken[/]  ledger stream {escape(stream.mind_id)}: event "
                f"#{stream.broken.seq}: {escape(stream.broken.reason)}"
            )
    for failure in report.axiom_failures:
        console.print(f"[bold red]bad signature[/] {escape(failure)}")
    console.print(f"{report.axioms_verified} axiom signatures verify")


@audit_app.command("show")
def show(
    ctx: typer.Context,
    kind: Annotated[str | None, typer.Option("--kind", help="e.g. behavior-review")] = None,
    since: Annotated[
        str | None, typer.Option("--since", help="A date or UTC time, e.g. 2026-07-05.")
    ] = None,
    mind: Annotated[str | None, typer.Option("--mind", help="Only this mind's records.")] = None,
    chain: Annotated[str | None, typer.Option("--chain", help="Only this chain.")] = None,
    limit: Annotated[int, typer.Option("--limit", min=1, help="At most this many.")] = 50,
    as_json: JsonOption = False,
) -> None:
    """The latest audit records, oldest first."""
    rows = with_oversight(
        ctx, lambda o: o.audit(kind=kind, since=since, mind=mind, chain=chain, limit=limit)
    )
    if as_json:
        print_json([row.to_json() for row in rows])
        return
    table = Table("ts", "kind", "chain", "summary")
    for row in rows:
        table.add_row(
            row.record.ts, row.record.kind, escape(row.chain_id), escape(_summary(row.record.data))
        )
    console.print(table)


def _summary(data: Any) -> str:
    if not isinstance(data, dict):
        return json.dumps(data)[:80]
    verdict = data.get("verdict")
    if isinstance(verdict, dict):
        return f"{data.get('actionKind')} {data.get('stage') or ''} → {verdict.get('kind')}"
    for key in ("axiomId", "to", "reason", "ticketId", "keyId", "source", "personaId"):
        if key in data:
            return f"{key}: {data[key]}"
    return json.dumps(data, ensure_ascii=False)[:80]


@audit_app.command("export")
def export(
    ctx: typer.Context,
    chain: Annotated[
        str, typer.Option("--chain", help="The chain: a mind id, governance, or an import.")
    ] = GOVERNANCE_CHAIN,
    mind: Annotated[str | None, typer.Option("--mind", help="This mind's chain.")] = None,
    output: Annotated[Path | None, typer.Option("--output", "-o", help="Write here.")] = None,
) -> None:
    """One chain as NDJSON in the original runtime's format ({ts, kind, auditId, data,
    prevHash, thisHash}), verifiable by either runtime."""

    async def work(oversight: Oversight) -> list[str]:
        chosen = await oversight.mind_id(mind) if mind else chain
        return await oversight.export(chosen)

    text = "".join(line + "\n" for line in with_oversight(ctx, work))
    if output is None:
        typer.echo(text, nl=False)
        return
    try:
        output.write_text(text, encoding="utf-8")
    except OSError as error:
        fail(EntelechyError(f"cannot write {output}: {error.strerror}."))


@import_app.command("teleologyhi")
def teleologyhi(
    ctx: typer.Context,
    path: Annotated[
        Path, typer.Argument(help="The original runtime's store directory, or a file.")
    ],
    as_json: JsonOption = False,
) -> None:
    """Verify and import a store of the original TypeScript runtime: audit logs (hash chains)
    and creator-signed axioms. Nothing is imported unless everything verifies."""
    report = with_oversight(ctx, lambda o: o.import_teleologyhi(path))
    if as_json:
        print_json(_import_json(report))
        return
    for chain in report.chains:
        torn = " (a torn last line was dropped)" if chain.torn_line_dropped else ""
        console.print(
            f"[green]verified[/] {escape(chain.source)}: {chain.records} records, "
            f"{chain.added} new, chain {escape(chain.chain_id)}{torn}"
        )
    for axiom in report.axioms:
        state = "imported" if axiom.added else "already here"
        console.print(f"[green]verified[/] axiom {escape(axiom.axiom_id)} ({state})")
    if report.skipped:
        console.print(f"[dim]{len(report.skipped)} other file(s) skipped[/]")


def _import_json(report: ImportReport) -> dict[str, Any]:
    return {
        "chains": [asdict(chain) for chain in report.chains],
        "axioms": [asdict(axiom) for axiom in report.axioms],
        "skipped": report.skipped,
        "audit_id": report.audit_id,
    }
