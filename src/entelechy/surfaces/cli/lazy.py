"""A command group that imports a command's module only when that command is asked for.

Each command module imports what its command works with (the mind, the store, governance), so
importing them all at start made every invocation, `--help` included, pay for the whole mind.
A `LazyGroup` knows each command's name, module and one-line help from a table: `--help` lists
the commands from the table alone, and a command's module is imported when it runs or shows its
own help. A test checks the table against the commands themselves, so it cannot drift.
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Iterator, MutableMapping
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, ClassVar

import typer
from typer.core import TyperCommand, TyperGroup

if TYPE_CHECKING:
    from typer._click import Command, Context, HelpFormatter


@dataclass(frozen=True)
class Lazy:
    """A command known before it is imported: `home` is "module:attribute" (a module of this
    package), the attribute a command function or a `typer.Typer` of commands; `summary` is the
    help the listing shows, its first sentence (the listing shortens it as it would the whole)."""

    name: str
    home: str
    summary: str

    def load(self) -> Callable[..., Any] | typer.Typer:
        module, attribute = self.home.split(":")
        found: Callable[..., Any] | typer.Typer = getattr(
            importlib.import_module(f"{__package__}.{module}"), attribute
        )
        return found

    def stand_in(self) -> TyperCommand:
        """What the listing needs of the command (its name and help), without importing it."""
        return TyperCommand(self.name, help=self.summary)


class LazyGroup(TyperGroup):
    """A Typer group whose commands come from `table` (set it in a subclass, and pass the
    subclass as `typer.Typer(cls=...)`) and are imported and built on first use."""

    table: ClassVar[tuple[Lazy, ...]] = ()

    def __init__(self, **attrs: Any) -> None:
        super().__init__(**attrs)
        entries: dict[str, Lazy | Command] = {entry.name: entry for entry in self.table}
        entries.update(self.commands)
        self._lazy = _Commands(entries, self._build)
        self.commands = self._lazy

    def list_commands(self, ctx: Context) -> list[str]:
        return list(self._lazy)

    def format_commands(self, ctx: Context, formatter: HelpFormatter) -> None:
        """The listing of `--help`, from stand-ins for the commands not imported yet."""
        TyperGroup(commands=self._lazy.listing()).format_commands(ctx, formatter)

    def _build(self, entry: Lazy) -> Command:
        """The command as registering it on this group's app would have built it: registered
        on a Typer of its own with the app's markup mode, which Typer hands down to it."""
        found = entry.load()
        holder = typer.Typer(rich_markup_mode=self.rich_markup_mode)
        if isinstance(found, typer.Typer):
            holder.add_typer(found, name=entry.name)
        else:
            holder.command(entry.name)(found)
        return typer.main.get_group(holder).commands[entry.name]


class _Commands(MutableMapping[str, "Command"]):
    """A group's commands by name, each built the first time it is looked up: its name (for
    the listing, for "did you mean") costs nothing."""

    def __init__(self, entries: dict[str, Lazy | Command], build: Callable[[Lazy], Command]):
        self._entries = entries
        self._build = build

    def __getitem__(self, name: str) -> Command:
        found = self._entries[name]
        if isinstance(found, Lazy):
            found = self._entries[name] = self._build(found)
        return found

    def __setitem__(self, name: str, command: Command) -> None:
        self._entries[name] = command

    def __delitem__(self, name: str) -> None:
        del self._entries[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._entries)

    def __len__(self) -> int:
        return len(self._entries)

    def listing(self) -> dict[str, Command]:
        """Every command as the listing shows it: the built ones, and stand-ins for the rest."""
        return {
            name: found.stand_in() if isinstance(found, Lazy) else found
            for name, found in self._entries.items()
        }
