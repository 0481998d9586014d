"""A mind's lifecycle: active, deprecated (replies carry a warning) or terminated (no replies,
no sleep). Only a creator's signature changes it; only reactivation leaves `terminated`."""

from __future__ import annotations

from typing import Literal, get_args

from entelechy.governance.errors import LifecycleError

LifecycleStatus = Literal["active", "deprecated", "terminated"]
LIFECYCLE_STATUSES: tuple[LifecycleStatus, ...] = get_args(LifecycleStatus)

_ALLOWED: dict[str, frozenset[str]] = {
    "active": frozenset({"deprecated", "terminated"}),
    "deprecated": frozenset({"active", "terminated"}),
    "terminated": frozenset({"active"}),
}

DEPRECATION_WARNING = (
    "This mind is deprecated by its creator and will be retired; its replies may stop."
)


def check_transition(current: str, target: str) -> None:
    if target not in LIFECYCLE_STATUSES:
        raise LifecycleError(
            f"{target!r} is not a lifecycle status.",
            hint=f"Use one of: {', '.join(LIFECYCLE_STATUSES)}.",
        )
    if target not in _ALLOWED[current]:
        raise LifecycleError(
            f"the mind is {current}; it cannot become {target}.",
            hint="Only reactivation (active) leaves terminated; a status cannot be set twice.",
        )
