"""How long a server remembers a resolved token: one second unless configured, within bounds."""

from __future__ import annotations

from datetime import timedelta

import pytest

from entelechy.errors import ConfigurationError
from entelechy.surfaces.minds import TOKEN_MEMORY_VARIABLE, token_memory


def test_a_server_remembers_a_token_for_a_second_unless_told_otherwise(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    assert token_memory() == timedelta(seconds=1)
    monkeypatch.setenv(TOKEN_MEMORY_VARIABLE, "0")
    assert token_memory() == timedelta(0)
    monkeypatch.setenv(TOKEN_MEMORY_VARIABLE, " 2.5 ")
    assert token_memory() == timedelta(seconds=2.5)


@pytest.mark.parametrize("given", ["-1", "soon", "3601", "nan"])
def test_a_bad_token_memory_is_refused_with_its_range(
    monkeypatch: pytest.MonkeyPatch, given: str
) -> None:
    monkeypatch.setenv(TOKEN_MEMORY_VARIABLE, given)
    with pytest.raises(ConfigurationError, match="0 to 3600"):
        token_memory()
