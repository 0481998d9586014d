"""Registration of the built-in adapters, through the public `register_provider`."""

from __future__ import annotations

from entelechy.models.presets import PRESETS
from entelechy.models.protocol import Model
from entelechy.models.registry import register_provider
from entelechy.models.spec import ModelSpec


def _local(spec: ModelSpec, _timeout: float) -> Model:
    from entelechy.models.local import LocalModel  # noqa: PLC0415 - keeps start-up light

    return LocalModel(spec.model)


def _scripted(spec: ModelSpec, _timeout: float) -> Model:
    from entelechy.models.scripted import ScriptedModel  # noqa: PLC0415

    return ScriptedModel(default=spec.model if spec.model is not None else "Hello.")


def _anthropic(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.anthropic import AnthropicModel  # noqa: PLC0415

    return AnthropicModel(spec.model, timeout=timeout)


def _gemini(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.gemini import GeminiModel  # noqa: PLC0415

    return GeminiModel(spec.model, timeout=timeout)


def _openai_compatible(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.openai_compatible import OpenAICompatibleModel  # noqa: PLC0415

    preset = PRESETS[spec.provider]
    model = spec.model or preset.default_model
    return OpenAICompatibleModel(model, preset, base_url=spec.base_url, timeout=timeout)


def register_builtins() -> None:
    register_provider("local", _local)
    register_provider("scripted", _scripted)
    register_provider("anthropic", _anthropic)
    register_provider("gemini", _gemini)
    for name in PRESETS:
        register_provider(name, _openai_compatible)


register_builtins()
