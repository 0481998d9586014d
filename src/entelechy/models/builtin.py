"""The built-in model providers' factories, declared as entry points of the group
`entelechy.models` in Entelechy's own `pyproject.toml`, exactly as a plugin declares its own."""

from __future__ import annotations

from entelechy.models.presets import PRESETS
from entelechy.models.protocol import Model
from entelechy.models.spec import ModelSpec


def local(spec: ModelSpec, _timeout: float) -> Model:
    from entelechy.models.local import LocalModel  # noqa: PLC0415 - keeps start-up light

    return LocalModel(spec.model)


def scripted(spec: ModelSpec, _timeout: float) -> Model:
    from entelechy.models.scripted import ScriptedModel  # noqa: PLC0415

    return ScriptedModel(default=spec.model if spec.model is not None else "Hello.")


def anthropic(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.anthropic import AnthropicModel  # noqa: PLC0415

    return AnthropicModel(spec.model, timeout=timeout)


def gemini(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.gemini import GeminiModel  # noqa: PLC0415

    return GeminiModel(spec.model, timeout=timeout)


def openai_compatible(spec: ModelSpec, timeout: float) -> Model:
    from entelechy.models.openai_compatible import OpenAICompatibleModel  # noqa: PLC0415

    preset = PRESETS[spec.provider]
    model = spec.model or preset.default_model
    return OpenAICompatibleModel(model, preset, base_url=spec.base_url, timeout=timeout)
