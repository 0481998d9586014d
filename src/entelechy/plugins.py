"""Extensions by entry points: one loader for every kind of plugin.

A distribution extends Entelechy by declaring entry points in one of the groups below (in its
`pyproject.toml`, `[project.entry-points."entelechy.models"]` and so on); Entelechy's own
built-ins are declared the same way. Each registry asks this loader for its group when it is
first used, so installing a plugin is all it takes, and nothing registers as a side effect of an
import.
"""

from __future__ import annotations

from collections.abc import Mapping
from importlib.metadata import EntryPoint, entry_points

from entelechy.errors import ConfigurationError

MODELS = "entelechy.models"
"""Model providers: `name = "module:factory"`, a `factory(spec, timeout) -> Model`; the
provider's specs are `name:<model>`."""
RISK_PACKS = "entelechy.risk_packs"
"""Risk language packs: `code = "module:pack"`, a `LanguagePack` (see docs/risk.md)."""
EMBEDDERS = "entelechy.embedders"
"""Embedders for recall: `name = "module:factory"`, a `factory() -> Embedder`."""
TOOLS = "entelechy.tools"
"""Tools reasoning strategies may call: `name = "module:tool"`, a `Tool`."""

GROUPS = (MODELS, RISK_PACKS, EMBEDDERS, TOOLS)


def declared(group: str) -> Mapping[str, EntryPoint]:
    """The entry points of `group` by name (the first of two distributions declaring one name
    wins, as importlib.metadata lists them)."""
    found: dict[str, EntryPoint] = {}
    for point in entry_points(group=group):
        found.setdefault(point.name, point)
    return found


def load(point: EntryPoint) -> object:
    """The object an entry point names, or an error that says which plugin failed and how."""
    try:
        return point.load()
    except Exception as error:
        origin = point.dist.name if point.dist is not None else "an installed distribution"
        raise ConfigurationError(
            f"the plugin {point.name!r} ({point.value}, from {origin}) cannot be loaded: "
            f"{type(error).__name__}: {error}",
            hint=f"Reinstall or remove {origin}; `pip show {origin}` says where it is.",
        ) from error
