"""Model spec strings: one string selects any model.

`local`, `local:/path/model.gguf`, `scripted[:reply]`, `openai:gpt-4o`, `anthropic:<model>`,
`gemini:<model>`, `ollama:<model>`, `deepseek:<model>`, `grok:<model>` (or `xai:`),
`mistral:<model>`, `vllm:<model>`, `lmstudio:<model>`, `llamacpp:<model>`,
`openai-compatible:<model>@<base_url>`, and `auto`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from entelechy.credentials import without_credentials
from entelechy.errors import ModelSpecError
from entelechy.models.providers import provider_names

OPENAI_COMPATIBLE = "openai-compatible"
AUTO = "auto"
ALIASES = {"xai": "grok", "llama.cpp": "llamacpp", "lm-studio": "lmstudio", "google": "gemini"}
_COMPATIBLE_TARGET = re.compile(r"^(?P<model>[^@\s]+)@(?P<url>https?://\S+)$")


@dataclass(frozen=True)
class ModelSpec:
    """A parsed spec: which provider, which model (None = the provider's default), where."""

    provider: str
    model: str | None = None
    base_url: str | None = None

    def __str__(self) -> str:
        """The spec as people and the record see it: a base URL without its credentials."""
        if self.provider == OPENAI_COMPATIBLE:
            return f"{self.provider}:{self.model}@{without_credentials(self.base_url or '')}"
        return self.provider if self.model is None else f"{self.provider}:{self.model}"


def parse_model_spec(text: str) -> ModelSpec:
    """Parse a spec string; raises `ModelSpecError` saying what would have been valid."""
    spec = text.strip()
    if not spec:
        raise ModelSpecError("the model spec is empty.", hint=_known())
    head, separator, rest = spec.partition(":")
    provider = ALIASES.get(head.lower(), head.lower())
    if provider != AUTO and provider not in provider_names():
        raise ModelSpecError(f"unknown model provider {head!r} in {text!r}.", hint=_known())
    if provider == OPENAI_COMPATIBLE:
        return _compatible(rest, text)
    if provider == "auto" and rest:
        raise ModelSpecError("'auto' takes no model name.", hint=_known())
    if separator and not rest.strip():
        raise ModelSpecError(f"{text!r} names a provider but no model after ':'.", hint=_known())
    return ModelSpec(
        provider, rest if separator and provider == "scripted" else rest.strip() or None
    )


def _compatible(rest: str, text: str) -> ModelSpec:
    match = _COMPATIBLE_TARGET.match(rest.strip())
    if match is None:
        raise ModelSpecError(
            f"{text!r} must look like openai-compatible:<model>@<base_url>.",
            hint="For example: openai-compatible:my-model@http://127.0.0.1:8000/v1",
        )
    return ModelSpec(OPENAI_COMPATIBLE, match["model"], match["url"])


_BUILT_IN = frozenset(
    {"local", "scripted", "openai", "anthropic", "gemini", "ollama", "deepseek", "grok"}
    | {"mistral", "vllm", "lmstudio", "llamacpp", OPENAI_COMPATIBLE}
)


def _known() -> str:
    plugged = sorted(provider_names() - _BUILT_IN)
    extra = f", or an installed plugin's: {', '.join(f'{name}:<model>' for name in plugged)}"
    return (
        "Use one of: auto, local, local:/path/to/model.gguf, openai:<model>, anthropic:<model>, "
        "gemini:<model>, ollama:<model>, deepseek:<model>, grok:<model>, mistral:<model>, "
        "vllm:<model>, lmstudio:<model>, llamacpp:<model>, "
        f"openai-compatible:<model>@<base_url>, scripted:<reply>{extra if plugged else ''}."
    )
