"""Which language packs the default classifier runs.

Packs come from the `entelechy.risk_packs` entry-point group, where the built-in English and
Portuguese packs are declared exactly as a plugin's are; `register_pack` adds one in code.
"""

from __future__ import annotations

import threading
from collections.abc import Callable

from entelechy import plugins
from entelechy.errors import AlreadyExistsError, NotFoundError
from entelechy.perception.risk.classifier import PackClassifier, combine
from entelechy.perception.risk.pack import LanguagePack
from entelechy.perception.risk.types import RiskAssessment, RiskClassifier

_PACKS: dict[str, LanguagePack] = {}
_DEFAULT: list[PackClassifier] = []
_DISCOVERED: list[bool] = []
_COMPILING = threading.RLock()
"""Held while the packs are discovered, changed or compiled into the default classifier: a mind
preparing it in a worker thread and a first message classifying on the event loop compile it
once between them, and a pack registered meanwhile is never left out. Reentrant, since a
plugin's pack may itself ask for the packs while it is loaded."""


def _packs() -> dict[str, LanguagePack]:
    """The packs known here: the declared ones are loaded the first time any is asked for."""
    with _COMPILING:
        if not _DISCOVERED:
            _DISCOVERED.append(True)
            for _, point in sorted(plugins.declared(plugins.RISK_PACKS).items()):
                pack = plugins.load(point)
                if not isinstance(pack, LanguagePack):
                    raise TypeError(f"the entry point {point.value} is not a LanguagePack")
                _PACKS.setdefault(pack.name, pack)
        return _PACKS


def register_pack(pack: LanguagePack, *, replace: bool = False) -> None:
    """Add `pack` to the default classifier (or replace a pack of the same name)."""
    with _COMPILING:
        if pack.name in _packs() and not replace:
            raise AlreadyExistsError(
                f"a risk pack named {pack.name!r} is already registered.",
                hint="Pass replace=True to replace it, or choose another name.",
            )
        _packs()[pack.name] = pack
        _DEFAULT.clear()


def unregister_pack(name: str) -> None:
    """Remove a registered pack (tests, or an operator who wants one language only)."""
    with _COMPILING:
        if _packs().pop(name, None) is None:
            raise NotFoundError(f"no risk pack named {name!r} is registered.")
        _DEFAULT.clear()


def registered_packs() -> tuple[LanguagePack, ...]:
    return tuple(_packs().values())


def get_pack(name: str) -> LanguagePack:
    try:
        return _packs()[name]
    except KeyError:
        raise NotFoundError(
            f"no risk pack named {name!r} is registered.",
            hint=f"Registered packs: {', '.join(_packs()) or 'none'}.",
        ) from None


def default_classifier() -> PackClassifier:
    """A classifier over every registered pack, compiled once and reused."""
    with _COMPILING:
        if not _DEFAULT:
            _DEFAULT.append(combine(*_packs().values()))
        return _DEFAULT[0]


class OnFirstUse:
    """A classifier made by `make` when it first classifies rather than when a mind is opened
    with it: compiling every pack's grammar (and reading the learned layer's weights) takes
    about half a second, which a mind opened only to recall, sleep or be inspected never needs
    to spend."""

    def __init__(self, make: Callable[[], RiskClassifier]) -> None:
        self._make = make
        self._made: RiskClassifier | None = None

    def classify(self, text: str) -> RiskAssessment:
        if self._made is None:
            self._made = self._make()
        return self._made.classify(text)
