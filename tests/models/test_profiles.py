"""Model profiles follow the model spec and can be overridden."""

from __future__ import annotations

import pytest

from entelechy.errors import ConfigurationError
from entelechy.models import ScriptedModel
from entelechy.models.profiles import choose_profile


def test_small_models_are_compact_and_large_ones_full(monkeypatch: pytest.MonkeyPatch) -> None:
    assert choose_profile(ScriptedModel(model_id="SmolLM2-360M-Instruct")).name == "compact"
    assert choose_profile(ScriptedModel(model_id="qwen2.5:1.5b")).name == "compact"
    assert choose_profile(ScriptedModel(model_id="gpt-4o")).name == "full"
    assert choose_profile(ScriptedModel(model_id="llama3.1:70b")).name == "full"
    monkeypatch.setenv("ENTELECHY_MODEL_PROFILE", "compact")
    assert choose_profile(ScriptedModel(model_id="gpt-4o")).name == "compact"
    assert choose_profile(ScriptedModel(), "full").name == "full"
    with pytest.raises(ConfigurationError, match="unknown model profile"):
        choose_profile(ScriptedModel(), "tiny")


def test_the_compact_budget_fits_the_message() -> None:
    profile = choose_profile(ScriptedModel(model_id="x-135M"))
    assert profile.budget("statement", None) == 60
    assert profile.budget("request", 100) == 100
    assert choose_profile(ScriptedModel()).budget("question", 256) == 256
