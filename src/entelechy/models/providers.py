"""The registry of model providers: every factory declared in the `entelechy.models` entry-point
group (the built-ins and any installed plugin), and those registered in code."""

from __future__ import annotations

from collections.abc import Callable
from importlib.metadata import EntryPoint
from typing import TYPE_CHECKING

from entelechy import plugins

if TYPE_CHECKING:
    from entelechy.models.protocol import Model
    from entelechy.models.spec import ModelSpec

Factory = Callable[["ModelSpec", float], "Model"]

_REGISTERED: dict[str, Factory] = {}


def register_provider(name: str, factory: Factory) -> None:
    """Make `name:<model>` specs build models with `factory(spec, timeout)` in this process
    (a distribution declares an entry point in `entelechy.models` instead)."""
    _REGISTERED[name] = factory


def provider_names() -> frozenset[str]:
    """Every provider a spec may name (besides `auto`)."""
    return frozenset(_REGISTERED) | frozenset(_declared())


def factory_for(name: str) -> Factory | None:
    if name in _REGISTERED:
        return _REGISTERED[name]
    point = _declared().get(name)
    if point is None:
        return None
    factory = plugins.load(point)
    if not callable(factory):
        raise TypeError(f"the entry point {point.value} is not a model factory")
    return factory


def _declared() -> dict[str, EntryPoint]:
    return dict(plugins.declared(plugins.MODELS))
