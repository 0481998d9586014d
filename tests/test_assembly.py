"""The composition root: one registry of every package's projections, built explicitly."""

from __future__ import annotations

import importlib
import pkgutil

import entelechy
from entelechy.assembly import projections
from entelechy.surfaces.cli.app import Commands


def test_every_declared_event_kind_is_projected_or_ledger_only() -> None:
    assert projections().unprojected() == frozenset()


def _events_modules() -> list[object]:
    found = []
    for info in pkgutil.walk_packages(entelechy.__path__, "entelechy."):
        if info.name.endswith(".events"):
            found.append(importlib.import_module(info.name))
    return found


def test_every_event_kind_a_package_defines_is_declared() -> None:
    """Each `events` module lists its kinds in `KINDS`; a kind defined and not listed there
    would be written without the registry knowing it."""
    declared = projections().declared
    for module in _events_modules():
        defined = {
            value
            for name, value in vars(module).items()
            if name.isupper()
            and isinstance(value, str)
            and not name.endswith(("_ACTOR", "_STREAM", "_KIND"))
        }
        assert defined <= declared, module


def test_the_registry_does_not_depend_on_what_was_imported() -> None:
    """Built twice, the registry has the same tables in the same order (nothing registers
    itself as a side effect of an import, such as every command's module)."""
    first = [owned.table.name for owned in projections().tables]
    projections.cache_clear()
    for command in Commands.table:
        command.load()
    second = [owned.table.name for owned in projections().tables]
    assert first == second
    assert len(first) == len(set(first))
