"""From spec to model, and auto-detection: keys, then a local Ollama, then the embedded model."""

from __future__ import annotations

import pytest

from entelechy.errors import MissingExtraError, ModelError, ModelSpecError
from entelechy.models import (
    ModelSpec,
    ScriptedModel,
    detect,
    provider_statuses,
    providers,
    resolve_model,
)
from entelechy.models.providers import register_provider


def test_detection_prefers_provider_keys_in_order(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MISTRAL_API_KEY", "m")
    monkeypatch.setenv("GEMINI_API_KEY", "g")
    assert detect(lambda: None) == ModelSpec("gemini")
    monkeypatch.setenv("ANTHROPIC_API_KEY", "a")
    assert detect(lambda: None) == ModelSpec("anthropic")


def test_detection_falls_back_to_ollama_then_embedded() -> None:
    assert detect(lambda: "llama3.2:1b") == ModelSpec("ollama", "llama3.2:1b")
    assert detect(lambda: None) == ModelSpec("local")


def test_the_real_probe_finds_no_ollama_here() -> None:
    assert detect() == ModelSpec("local")


def test_environment_chooses_the_model(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENTELECHY_MODEL", "scripted:from the environment")
    model = resolve_model()
    assert isinstance(model, ScriptedModel)


@pytest.mark.parametrize(
    ("spec", "variable"),
    [
        ("openai:gpt-4o", "OPENAI_API_KEY"),
        ("anthropic:claude-sonnet-4-5", "ANTHROPIC_API_KEY"),
        ("gemini", "GEMINI_API_KEY"),
        ("deepseek:deepseek-chat", "DEEPSEEK_API_KEY"),
        ("grok", "XAI_API_KEY"),
        ("mistral", "MISTRAL_API_KEY"),
    ],
)
def test_a_missing_key_names_the_variable_to_set(spec: str, variable: str) -> None:
    with pytest.raises(ModelError) as caught:
        resolve_model(spec)
    assert variable in caught.value.hint
    assert "--model" in caught.value.hint


def test_keyless_presets_need_no_key() -> None:
    model = resolve_model("ollama:llama3.2")
    assert (model.provider, model.model_id) == ("ollama", "llama3.2")


def test_third_party_providers_register_like_built_ins() -> None:
    register_provider("echo", lambda spec, timeout: ScriptedModel(default=spec.model or ""))
    try:
        model = resolve_model(ModelSpec("echo", "hi"))
        parsed = resolve_model("echo:hello")
    finally:
        providers._REGISTERED.pop("echo")
    assert isinstance(model, ScriptedModel)
    assert isinstance(parsed, ScriptedModel)


def test_a_bad_timeout_setting_is_reported(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ENTELECHY_MODEL_TIMEOUT", "soon")
    with pytest.raises(ModelSpecError, match="ENTELECHY_MODEL_TIMEOUT"):
        resolve_model("ollama:x")


def test_statuses_cover_every_provider() -> None:
    names = {status.provider for status in provider_statuses()}
    assert {
        "local",
        "openai",
        "anthropic",
        "gemini",
        "ollama",
        "deepseek",
        "grok",
        "mistral",
    } <= names


def test_a_missing_extra_names_the_install_command() -> None:
    error = MissingExtraError("The Gemini adapter", "gemini")
    assert 'pip install "entelechy[gemini]"' in str(error)
