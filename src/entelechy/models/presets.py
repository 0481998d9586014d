"""Where each OpenAI-compatible provider lives and where its credentials come from.

One wire adapter serves them all; a preset is only data (base URL, key variable, default model).
"""

from __future__ import annotations

import os
from dataclasses import dataclass


@dataclass(frozen=True)
class Preset:
    name: str
    base_url: str
    default_model: str
    key_env: tuple[str, ...] = ()
    base_url_env: str | None = None
    needs_key: bool = True
    max_tokens_field: str = "max_tokens"
    schema_style: str = "json_schema"

    def resolve_base_url(self, explicit: str | None = None) -> str:
        if explicit:
            return explicit
        if self.base_url_env and os.environ.get(self.base_url_env):
            return _with_v1(os.environ[self.base_url_env], self.name)
        return self.base_url

    def resolve_key(self, explicit: str | None = None) -> str | None:
        if explicit:
            return explicit
        return next((os.environ[name] for name in self.key_env if os.environ.get(name)), None)


def _with_v1(url: str, name: str) -> str:
    """Ollama's OLLAMA_HOST is a bare host; its OpenAI-compatible API lives under /v1."""
    url = url if "://" in url else f"http://{url}"
    if name == "ollama" and not url.rstrip("/").endswith("/v1"):
        return url.rstrip("/") + "/v1"
    return url


PRESETS: dict[str, Preset] = {
    preset.name: preset
    for preset in (
        Preset(
            "openai",
            "https://api.openai.com/v1",
            "gpt-4o-mini",
            ("OPENAI_API_KEY",),
            "OPENAI_BASE_URL",
            max_tokens_field="max_completion_tokens",
        ),
        Preset("deepseek", "https://api.deepseek.com/v1", "deepseek-chat", ("DEEPSEEK_API_KEY",)),
        Preset("grok", "https://api.x.ai/v1", "grok-4", ("XAI_API_KEY", "GROK_API_KEY")),
        Preset(
            "mistral", "https://api.mistral.ai/v1", "mistral-large-latest", ("MISTRAL_API_KEY",)
        ),
        Preset(
            "ollama",
            "http://127.0.0.1:11434/v1",
            "llama3.2",
            base_url_env="OLLAMA_HOST",
            needs_key=False,
        ),
        Preset(
            "vllm",
            "http://127.0.0.1:8000/v1",
            "default",
            ("VLLM_API_KEY",),
            "VLLM_BASE_URL",
            needs_key=False,
        ),
        Preset(
            "lmstudio",
            "http://127.0.0.1:1234/v1",
            "default",
            base_url_env="LMSTUDIO_BASE_URL",
            needs_key=False,
        ),
        Preset(
            "llamacpp",
            "http://127.0.0.1:8080/v1",
            "default",
            base_url_env="LLAMACPP_BASE_URL",
            needs_key=False,
            schema_style="json_object",
        ),
        Preset(
            "openai-compatible",
            "",
            "default",
            ("OPENAI_COMPATIBLE_API_KEY",),
            needs_key=False,
        ),
    )
}
