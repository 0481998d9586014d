"""`entelechy persona show|context|create`: who the mind is, and where it works."""

from __future__ import annotations

from dataclasses import asdict
from typing import Annotated, Any

import typer
from pydantic import ValidationError

from entelechy.errors import AlreadyExistsError, ConfigurationError, NotFoundError
from entelechy.governance.axioms import describe
from entelechy.mind import Mind
from entelechy.persona.birth import BirthSpec, Modifier
from entelechy.persona.context import OperatorContext
from entelechy.surfaces.cli.context import (
    JsonOption,
    Options,
    console,
    escape,
    options,
    print_json,
    run,
)

persona_app = typer.Typer(
    help="The mind's persona: birth, dispositions, operator context, bodies.",
    no_args_is_help=True,
)


async def _open(settings: Options, name: str | None = None, **extra: Any) -> Mind:
    home = str(settings.home) if settings.home else None
    return await Mind.open(
        name or settings.mind, home=home, database_url=settings.database_url, **extra
    )


@persona_app.command("show")
def show(ctx: typer.Context, as_json: JsonOption = False) -> None:
    """Birth signature, dispositions, prompt fragment, operator context and body history."""
    settings = options(ctx)

    async def work() -> dict[str, Any]:
        mind = await _open(settings, create=False)
        try:
            bodies = await mind.body_history()
            return mind.persona.to_json() | {"bodies": [asdict(body) for body in bodies]}
        finally:
            await mind.close()

    shown = run(work())
    if as_json:
        print_json(shown)
        return
    birth = shown["birth"]
    console.print(f"[bold]{escape(shown['name'])}[/] ({birth['id']}, born {birth['born_at']})")
    console.print(f"archetype: {escape(birth['archetype'])}")
    for name, value in shown["dispositions"].items():
        console.print(f"  {name:<11} {value:.3f} {'█' * round(value * 20)}")
    console.print(escape(shown["fragment"]))
    console.print(f"context: {escape(str(shown['context']))}")
    for index, body in enumerate(shown["bodies"]):
        label = "born in" if index == 0 else "reincarnated in"
        console.print(f"  {body['at']}  {label} {escape(body['spec'])}")


@persona_app.command("context")
def context(
    ctx: typer.Context,
    mode: Annotated[
        str | None, typer.Option("--mode", help="personal-being or domain-employed.")
    ] = None,
    domain: Annotated[str | None, typer.Option("--domain", help="What it works on.")] = None,
    language: Annotated[str | None, typer.Option("--language", help="e.g. en, pt.")] = None,
    register: Annotated[
        str | None, typer.Option("--register", help="casual, neutral or formal.")
    ] = None,
    verbosity: Annotated[
        str | None, typer.Option("--verbosity", help="terse, normal or detailed.")
    ] = None,
    surface_name: Annotated[
        str | None, typer.Option("--surface-name", help="The name it goes by here.")
    ] = None,
    as_json: JsonOption = False,
) -> None:
    """Show the operator context, or change the given parts of it (recorded)."""
    settings = options(ctx)
    changes = {
        "mode": mode,
        "domain": domain,
        "language": language,
        "register": register,
        "verbosity": verbosity,
        "surface_name": surface_name,
    }

    async def work() -> OperatorContext:
        mind = await _open(settings, create=False)
        try:
            current = mind.persona.context.model_dump(by_alias=True)
            given = {key: value for key, value in changes.items() if value is not None}
            if given:
                await mind.set_operator_context(_context({**current, **given}))
            return mind.persona.context
        finally:
            await mind.close()

    chosen = run(work())
    shown = chosen.model_dump(mode="json", by_alias=True)
    if as_json:
        print_json(shown)
    else:
        for key, value in shown.items():
            console.print(f"{key:>13}  {escape(str(value))}")


def _context(values: dict[str, Any]) -> OperatorContext:
    try:
        return OperatorContext.model_validate(values)
    except ValidationError as error:
        raise ConfigurationError(f"invalid operator context: {describe(error)}.") from error


@persona_app.command("create")
def create(
    ctx: typer.Context,
    name: Annotated[str, typer.Argument(help="The new mind's name.")],
    archetype: Annotated[str, typer.Option("--archetype", help="The primary archetype.")],
    persona: Annotated[str | None, typer.Option("--persona", help="The name it speaks as.")] = None,
    modifiers: Annotated[
        list[str] | None,
        typer.Option("--modifier", help="kind=value:weight, e.g. element=water:0.6."),
    ] = None,
    axioms: Annotated[
        list[str] | None, typer.Option("--axiom", help="A primordial axiom id (repeatable).")
    ] = None,
) -> None:
    """Create a mind with a chosen birth signature."""
    settings = options(ctx)
    spec = _birth(archetype, modifiers or [], axioms or [])

    async def work() -> Mind:
        try:
            existing = await _open(settings, name, create=False)
        except NotFoundError:
            return await _open(settings, name, persona=persona, birth=spec)
        await existing.close()
        raise AlreadyExistsError(f"a mind called {name!r} already exists.")

    mind = run(work())
    run(mind.close())
    console.print(f"Created mind {escape(name)!r}: {escape(mind.persona.fragment)}")


def _birth(archetype: str, modifiers: list[str], axioms: list[str]) -> BirthSpec:
    parsed = [_modifier(text) for text in modifiers]
    extra = {"axiom_ids": tuple(axioms)} if axioms else {}
    try:
        return BirthSpec(archetype=archetype, modifiers=tuple(parsed), **extra)
    except ValueError as error:
        raise typer.BadParameter(str(error)) from error


def _modifier(text: str) -> Modifier:
    kind, _, rest = text.partition("=")
    value, _, weight = rest.rpartition(":")
    try:
        return Modifier(kind=kind, value=value, weight=float(weight))
    except ValueError as error:
        raise typer.BadParameter(
            f"{text!r} is not kind=value:weight (weight in [0, 1])."
        ) from error
