"""API keys never survive into text that leaves the adapter."""

from __future__ import annotations

from hypothesis import given
from hypothesis import strategies as st

from entelechy.models.secrets import MASK, scrub


def test_known_secret_is_masked() -> None:
    assert scrub("key my-private-value failed", ["my-private-value"]) == f"key {MASK} failed"


def test_key_shaped_strings_are_masked_even_when_unknown() -> None:
    text = (
        "Incorrect API key provided: sk-proj-abcdefghijklmnop1234 and AIzaSyA1234567890abcdefghijk"
    )
    cleaned = scrub(text)
    assert "sk-proj" not in cleaned
    assert "AIza" not in cleaned


@given(
    st.text(alphabet="abcdefghijklmnopqrstuvwxyz0123456789", min_size=12, max_size=40), st.text()
)
def test_a_known_secret_never_survives(secret: str, context: str) -> None:
    assert secret not in scrub(context + secret + context, [secret])
