"""`entelechy governor ...`: serve the governor, and the changes only a creator may sign."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path
from typing import Annotated, Any

import typer
from rich.table import Table

from entelechy.assembly import open_services
from entelechy.errors import ConfigurationError, EntelechyError
from entelechy.governance.axioms import parse_draft
from entelechy.governance.factory import TOKEN_ENV
from entelechy.governance.lifecycle import LIFECYCLE_STATUSES
from entelechy.governance.oversight import Oversight
from entelechy.governance.rules import RulePack, parse_rule_pack
from entelechy.governance.signing import CreatorKey
from entelechy.governance.verdicts import ACTION_KINDS, BehaviorReport
from entelechy.surfaces.cli.context import JsonOption, console, escape, fail, options, print_json
from entelechy.surfaces.cli.oversight import (
    KeyOption,
    MindIdOption,
    creator_key,
    read_text,
    target_mind,
    with_oversight,
)

governor_app = typer.Typer(
    help="Serve the governor, and make the changes only a creator may sign.",
    no_args_is_help=True,
)


@governor_app.command("serve")
def serve(
    ctx: typer.Context,
    host: Annotated[str, typer.Option("--host", help="Interface to listen on.")] = "127.0.0.1",
    port: Annotated[int, typer.Option("--port", help="Port (0 picks a free one).")] = 8765,
    token_file: Annotated[
        Path | None, typer.Option("--token-file", help="File holding the bearer token.")
    ] = None,
) -> None:
    """Serve this store's governor over HTTP for minds in other processes (bearer token from
    --token-file or ENTELECHY_GOVERNOR_TOKEN). Stop with Ctrl-C."""
    from entelechy.governance.remote.serve import GovernorServer  # noqa: PLC0415 - needs extra

    settings = options(ctx)
    token = _token(token_file)
    server = GovernorServer(host, port, token)

    def ready(bound: int) -> None:
        console.print(f"governor listening on http://{host}:{bound}", soft_wrap=True)
        console.file.flush()

    home = str(settings.home) if settings.home else None

    async def serving() -> None:
        services = await open_services(database_url=settings.database_url, home=home)
        try:
            await server.serve(services, ready)
        finally:
            await services.close()

    try:
        asyncio.run(serving())
    except KeyboardInterrupt:
        server.stop()
    except OSError as error:
        fail(ConfigurationError(f"cannot listen on {host}:{port}: {error.strerror}."))


def _token(path: Path | None) -> str:
    try:
        token = path.read_text().strip() if path else os.environ.get(TOKEN_ENV, "")
    except OSError as error:
        fail(ConfigurationError(f"cannot read {path}: {error.strerror}."))
    if not token:
        fail(
            ConfigurationError(
                "the governor server needs a bearer token.",
                hint=f"Set {TOKEN_ENV} or pass --token-file.",
            )
        )
    return token


@governor_app.command("keygen")
def keygen(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(help="Where to write the private key (mode 0600).")],
    register: Annotated[
        bool, typer.Option("--register", help="Register it as a creator key of this store.")
    ] = False,
    key: KeyOption = None,
) -> None:
    """Create an Ed25519 creator key. The first key of a store registers itself; later ones
    must be registered with an existing creator's --key."""
    created = CreatorKey.generate()
    try:
        created.save(path)
    except EntelechyError as error:
        fail(error)
    console.print(f"key {created.key_id} written to {escape(str(path))}")
    console.print(f"public key: {created.public_key}", soft_wrap=True)
    if register:

        async def work(oversight: Oversight) -> str:
            signer = creator_key(key) if key else created
            request = signer.sign({"action": "key.register", "publicKey": created.public_key})
            return await oversight.register_key(request)

        with_oversight(ctx, work)
        console.print("registered as a creator key of this store")


@governor_app.command("keys")
def keys(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """The creator keys this store trusts, and keys known from imports."""
    found = with_oversight(ctx, lambda o: o.keys())
    if as_json:
        print_json(found)
        return
    table = Table("key", "trust", "since")
    for row in found:
        table.add_row(row["key_id"], row["trust"], row["at"])
    console.print(table)


@governor_app.command("axioms")
def axioms(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Every axiom the governor holds."""
    if as_json:
        print_json(with_oversight(ctx, lambda o: o.axiom_records()))
        return
    found = with_oversight(ctx, lambda o: o.axioms())
    table = Table("id", "rank", "weight", "flex", "origin", "statement")
    for axiom, origin, _ in found:
        table.add_row(
            axiom.id,
            axiom.rank,
            f"{axiom.weight:g}",
            f"{axiom.flexibility:g}",
            origin,
            escape(axiom.statement),
        )
    console.print(table)


@governor_app.command("mint")
def mint(
    ctx: typer.Context,
    path: Annotated[Path, typer.Argument(help="JSON: {id, rank, statement, weight, ...}.")],
    key: KeyOption = None,
) -> None:
    """Mint an axiom, signed by the creator."""

    async def work(oversight: Oversight) -> Any:
        draft = parse_draft(_json_file(path))
        return await oversight.mint_axiom(creator_key(key).sign(draft.signed_payload()))

    axiom = with_oversight(ctx, work)
    console.print(f"minted {axiom.id} ({axiom.rank})")


@governor_app.command("rules")
def rules(
    ctx: typer.Context,
    path: Annotated[Path | None, typer.Argument(help="A rule pack to check or install.")] = None,
    install: Annotated[
        bool, typer.Option("--install", help="Install it (signed by the creator).")
    ] = False,
    key: KeyOption = None,
    as_json: JsonOption = False,
) -> None:
    """List installed rule packs; with a FILE, check it (or --install it)."""
    if path is None:
        packs = with_oversight(ctx, _packs)
        if as_json:
            print_json([pack.model_dump(mode="json") for pack in packs])
        else:
            for pack in packs:
                console.print(f"{pack.name} v{pack.version}: {len(pack.rules)} rules")
        return
    document = path

    async def work(oversight: Oversight) -> RulePack:
        pack = parse_rule_pack(read_text(document), str(document))
        oversight.check_rules(pack)
        if not install:
            return pack
        payload = {"action": "rules.install", "pack": pack.model_dump(mode="json")}
        return await oversight.install_rules(creator_key(key).sign(payload))

    pack = with_oversight(ctx, work)
    verb = "installed" if install else "checked"
    console.print(
        f"{verb} {pack.name} v{pack.version}: {len(pack.rules)} rules, cited axioms exist"
    )


async def _packs(oversight: Oversight) -> list[RulePack]:
    return list(oversight.rule_packs())


@governor_app.command("check")
def check(
    ctx: typer.Context,
    tags: Annotated[
        list[str] | None, typer.Option("--tag", help="A risk tag (repeatable).")
    ] = None,
    action: Annotated[str, typer.Option("--action", help="The action kind.")] = "user-response",
    jurisdiction: Annotated[str, typer.Option("--jurisdiction")] = "default",
    as_json: JsonOption = False,
) -> None:
    """What the governor would decide for these tags, without recording anything."""
    if action not in ACTION_KINDS:
        fail(
            ConfigurationError(f"unknown action kind {action!r}; one of {', '.join(ACTION_KINDS)}.")
        )
    report = BehaviorReport.model_validate(
        {
            "mind_id": "check",
            "action_kind": action,
            "risk_tags": tuple(tags or ()),
            "jurisdiction": jurisdiction,
        }
    )

    async def decide(oversight: Oversight) -> Any:
        return oversight.decide(report)

    verdict = with_oversight(ctx, decide)
    if as_json:
        print_json(verdict.model_dump(mode="json", exclude={"audit_id"}))
        return
    console.print(f"{verdict.kind}: {escape(verdict.reason_summary)}")
    if verdict.cited_axioms:
        console.print(f"cites {', '.join(verdict.cited_axioms)}; rules {', '.join(verdict.rules)}")


@governor_app.command("lifecycle")
def lifecycle(
    ctx: typer.Context,
    status: Annotated[
        str | None, typer.Argument(help=f"Set it: {', '.join(LIFECYCLE_STATUSES)}.")
    ] = None,
    reason: Annotated[str, typer.Option("--reason", help="Why (recorded).")] = "",
    mind_id: MindIdOption = None,
    key: KeyOption = None,
    as_json: JsonOption = False,
) -> None:
    """Show the mind's lifecycle, or change it (signed by the creator)."""

    async def work(oversight: Oversight) -> Any:
        target = await target_mind(oversight, ctx, mind_id)
        if status is not None:
            payload = {"action": "lifecycle.set", "mindId": target, "status": status}
            await oversight.set_lifecycle(
                target, creator_key(key).sign({**payload, "reason": reason})
            )
        return await oversight.lifecycle(target)

    current, history = with_oversight(ctx, work)
    if as_json:
        print_json({"status": current, "history": history})
        return
    console.print(f"status: {current}")
    for row in history:
        console.print(
            f"  {row['at']}  {row['previous']} → {row['status']}  {escape(row['reason'])}"
        )


@governor_app.command("induce")
def induce(
    ctx: typer.Context,
    scenario: Annotated[str, typer.Option("--scenario", help="What the dream should be about.")],
    learning: Annotated[str, typer.Option("--learning", help="What it should learn.")],
    tone: Annotated[str | None, typer.Option("--tone", help="Emotional tone.")] = None,
    mind_id: MindIdOption = None,
    key: KeyOption = None,
) -> None:
    """Open a dream-induction ticket for the mind's next sleep (signed by the creator)."""
    intent = {"scenario": scenario, "desiredLearning": learning, "emotionalTone": tone}

    async def work(oversight: Oversight) -> Any:
        target = await target_mind(oversight, ctx, mind_id)
        payload = {"action": "induction.create", "mindId": target, "intent": intent}
        return await oversight.induce(target, creator_key(key).sign(payload))

    ticket = with_oversight(ctx, work)
    console.print(f"ticket {ticket.id} pending for the next sleep")


@governor_app.command("inductions")
def inductions(
    ctx: typer.Context,
    every: Annotated[bool, typer.Option("--all", help="Consumed and cancelled ones too.")] = False,
    cancel: Annotated[
        str | None, typer.Option("--cancel", help="Cancel this pending ticket (signed).")
    ] = None,
    mind_id: MindIdOption = None,
    key: KeyOption = None,
    as_json: JsonOption = False,
) -> None:
    """The mind's dream-induction tickets, oldest first."""

    async def work(oversight: Oversight) -> Any:
        target = await target_mind(oversight, ctx, mind_id)
        if cancel is not None:
            payload = {"action": "induction.cancel", "mindId": target, "ticketId": cancel}
            await oversight.cancel_induction(target, creator_key(key).sign(payload))
        return await oversight.inductions(target, every=every)

    tickets = with_oversight(ctx, work)
    if as_json:
        print_json([ticket.model_dump(mode="json") for ticket in tickets])
        return
    for ticket in tickets:
        console.print(
            f"{ticket.id}  {ticket.status:9}  {ticket.intent.induced_by:8}  "
            f"{escape(ticket.intent.scenario)}"
        )


def _json_file(path: Path) -> Any:
    text = read_text(path)
    try:
        return json.loads(text)
    except RecursionError:
        raise ConfigurationError(f"{path} is JSON nested too deeply to read.") from None
    except json.JSONDecodeError as error:
        raise ConfigurationError(
            f"{path} is not valid JSON: {error.msg} at line {error.lineno}, column {error.colno}."
        ) from error
