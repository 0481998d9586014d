"""What projection handlers are given: every NUL stood in for, everything else as recorded."""

from __future__ import annotations

from typing import Any

from hypothesis import given
from hypothesis import strategies as st
from sqlalchemy import Connection

from entelechy.record.ledger import StoredEvent
from entelechy.record.projections import NUL_STAND_IN, Projections
from stored_events import stored_event

_TEXT = st.text(alphabet=st.sampled_from(["a", "\x00", "\\", "u", "0", "é", "\u2400"]))
_JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | _TEXT,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(_TEXT, inner, max_size=3),
    max_leaves=12,
)


def _handled(payload: dict[str, Any]) -> Any:
    projections = Projections(declares=["noted"])
    seen: list[Any] = []

    @projections.on("noted")
    def keep(_connection: Connection, event: StoredEvent) -> None:
        seen.append(event.payload)

    projections.apply(None, stored_event("noted", payload))  # type: ignore[arg-type]
    return seen[0]


def _stood_in(value: Any) -> Any:
    if isinstance(value, str):
        return value.replace("\x00", NUL_STAND_IN)
    if isinstance(value, dict):
        return {_stood_in(key): _stood_in(item) for key, item in value.items()}
    if isinstance(value, list):
        return [_stood_in(item) for item in value]
    return value


@given(st.dictionaries(_TEXT, _JSON, max_size=4))
def test_handlers_see_each_nul_stood_in_for_and_nothing_else_changed(
    payload: dict[str, Any],
) -> None:
    assert _handled(payload) == _stood_in(payload)


def test_the_six_characters_of_an_escaped_nul_are_text_not_a_nul() -> None:
    assert _handled({"content": "\\u0000 is how JSON writes it"}) == {
        "content": "\\u0000 is how JSON writes it"
    }
