"""Which language packs the default classifier runs.

Built-in packs register through `register_pack`, the same function a third party calls.
"""

from __future__ import annotations

from entelechy.errors import AlreadyExistsError, NotFoundError
from entelechy.perception.risk.classifier import PackClassifier, combine
from entelechy.perception.risk.pack import LanguagePack

_PACKS: dict[str, LanguagePack] = {}
_DEFAULT: list[PackClassifier] = []


def register_pack(pack: LanguagePack, *, replace: bool = False) -> None:
    """Add `pack` to the default classifier (or replace a pack of the same name)."""
    if pack.name in _PACKS and not replace:
        raise AlreadyExistsError(
            f"a risk pack named {pack.name!r} is already registered.",
            hint="Pass replace=True to replace it, or choose another name.",
        )
    _PACKS[pack.name] = pack
    _DEFAULT.clear()


def unregister_pack(name: str) -> None:
    """Remove a registered pack (tests, or an operator who wants one language only)."""
    if _PACKS.pop(name, None) is None:
        raise NotFoundError(f"no risk pack named {name!r} is registered.")
    _DEFAULT.clear()


def registered_packs() -> tuple[LanguagePack, ...]:
    return tuple(_PACKS.values())


def get_pack(name: str) -> LanguagePack:
    try:
        return _PACKS[name]
    except KeyError:
        raise NotFoundError(
            f"no risk pack named {name!r} is registered.",
            hint=f"Registered packs: {', '.join(_PACKS) or 'none'}.",
        ) from None


def default_classifier() -> PackClassifier:
    """A classifier over every registered pack, compiled once and reused."""
    if not _DEFAULT:
        _DEFAULT.append(combine(*_PACKS.values()))
    return _DEFAULT[0]
