"""`entelechy redact`: audited forgetting from the command line."""

from __future__ import annotations

from typing import Annotated

import typer

from entelechy.errors import ConfigurationError
from entelechy.mind import Mind
from entelechy.privacy.service import ForgetRequest, RedactionReport
from entelechy.privacy.targets import TARGET_KINDS, TargetKind
from entelechy.surfaces.cli.context import console, escape, fail, options, print_json, run

KINDS = ", ".join(kind for kind in TARGET_KINDS if kind != "user")


def redact(
    ctx: typer.Context,
    kind: Annotated[
        str | None,
        typer.Argument(help=f"What to redact: {KINDS}; or `requests` for people's requests."),
    ] = None,
    target: Annotated[str | None, typer.Argument(help="Its id.")] = None,
    user: Annotated[
        str | None, typer.Option("--user", help="Redact everything of this person.")
    ] = None,
    reason: Annotated[str, typer.Option("--reason", help="Why (kept in the audit).")] = "",
    confirm: Annotated[
        str | None, typer.Option("--confirm", help="With `requests`: carry out this request.")
    ] = None,
    dry_run: Annotated[
        bool, typer.Option("--dry-run", help="List what would change; change nothing.")
    ] = False,
    as_json: Annotated[bool, typer.Option("--json", help="Print JSON.")] = False,
) -> None:
    """Make content irrecoverable, audited: content becomes a marker, ids, links, times and
    scores stay, derived events and rows follow (listed first with --dry-run), and the chain
    still verifies. See docs/privacy.md."""
    settings = options(ctx)

    async def work(mind: Mind) -> RedactionReport | list[ForgetRequest]:
        if kind == "requests":
            if confirm is None:
                return await mind.redactions.requests()
            return await mind.redactions.confirm(confirm, dry_run=dry_run)
        chosen, chosen_target = _target(kind, target, user)
        return await mind.redact(chosen, chosen_target, reason=reason, dry_run=dry_run)

    async def opened() -> RedactionReport | list[ForgetRequest]:
        mind = await settings.open_mind(create=False)
        try:
            return await work(mind)
        finally:
            await mind.close()

    result = run(opened())
    if isinstance(result, list):
        _print_requests(result, as_json)
    elif as_json:
        print_json(result.to_json())
    else:
        _print_report(result)


def _target(kind: str | None, target: str | None, user: str | None) -> tuple[TargetKind, str]:
    if user is not None:
        if kind is not None:
            fail(ConfigurationError("give either --user or KIND ID, not both."))
        return "user", user
    if kind not in TARGET_KINDS or kind == "user" or not target:
        fail(
            ConfigurationError(
                "say what to redact.",
                hint=f'entelechy redact KIND ID --reason "…" (KIND: {KINDS}), entelechy '
                'redact --user U --reason "…", or entelechy redact requests.',
            )
        )
    return kind, target


def _print_report(report: RedactionReport) -> None:
    data = report.to_json()
    verb = "Would redact" if report.redaction_id is None else "Redacted"
    console.print(
        f"[bold]{verb}[/] {escape(report.target_kind)} {escape(report.target_id)}: "
        f"{len(data['events'])} event(s), "
        f"{sum(data['rows'].values())} row(s) in {len(data['rows'])} table(s)."
    )
    for item in data["events"]:
        console.print(f"  event #{item['seq']} {item['event_id']} ({escape(item['kind'])})")
    for table, count in data["rows"].items():
        console.print(f"  {escape(table)}: {count} row(s)")
    if report.redaction_id:
        console.print(f"Redaction {report.redaction_id} is in the audit; the chain still verifies.")


def _print_requests(requests: list[ForgetRequest], as_json: bool) -> None:
    if as_json:
        print_json([request.to_json() for request in requests])
        return
    if not requests:
        console.print("No pending requests to be forgotten.")
        return
    for request in requests:
        console.print(f"{request.request_id}  {escape(request.user_id)}  asked at {request.at}")
    console.print("Carry one out with `entelechy redact requests --confirm REQUEST_ID`.")
