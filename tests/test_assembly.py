"""The composition root: one registry of every package's projections, built explicitly."""

from __future__ import annotations

import asyncio
import importlib
import pkgutil

import entelechy
from entelechy.assembly import find_or_create, open_services, projections
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


async def test_two_processes_opening_a_new_mind_at_once_get_the_same_mind(store_url: str) -> None:
    """Each opener has its own store connection, as two servers on one store have: both find no
    mind, both create it, and the second finds the first's instead of failing on the name."""
    first, second = (
        await open_services(database_url=store_url),
        await open_services(database_url=store_url),
    )
    try:
        opened = await asyncio.gather(
            *(find_or_create(services, "ada", None, create=True) for services in (first, second))
        )
        again = await find_or_create(first, "ada", None, create=False)
    finally:
        await first.close()
        await second.close()
    assert opened[0] == opened[1] == again
