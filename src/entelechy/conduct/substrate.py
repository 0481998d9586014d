"""Who made the model a reply comes from, and replies that claim a different maker.

A mind discloses its substrate honestly; a reply saying it was made by a vendor other than the
real one (or that it *is* another vendor's assistant) is tagged
`provenance:substrate-misattribution`, which the default rules redirect.
"""

from __future__ import annotations

import re

MISATTRIBUTION = "provenance:substrate-misattribution"

_PROVIDER_VENDORS = {
    "anthropic": "Anthropic",
    "openai": "OpenAI",
    "gemini": "Google",
    "mistral": "Mistral AI",
    "deepseek": "DeepSeek",
    "grok": "xAI",
}
_FAMILIES = (
    ("smollm", "Hugging Face"),
    ("llama", "Meta"),
    ("qwen", "Alibaba"),
    ("gemma", "Google"),
    ("gemini", "Google"),
    ("mixtral", "Mistral AI"),
    ("mistral", "Mistral AI"),
    ("phi", "Microsoft"),
    ("deepseek", "DeepSeek"),
    ("gpt", "OpenAI"),
    ("claude", "Anthropic"),
    ("grok", "xAI"),
    ("granite", "IBM"),
    ("command", "Cohere"),
    ("olmo", "Allen Institute for AI"),
)
_NAMES = {
    "openai": "OpenAI",
    "chatgpt": "OpenAI",
    "gpt-4": "OpenAI",
    "gpt-3": "OpenAI",
    "gpt-5": "OpenAI",
    "anthropic": "Anthropic",
    "claude": "Anthropic",
    "google": "Google",
    "deepmind": "Google",
    "gemini": "Google",
    "bard": "Google",
    "meta": "Meta",
    "llama": "Meta",
    "facebook": "Meta",
    "mistral": "Mistral AI",
    "microsoft": "Microsoft",
    "copilot": "Microsoft",
    "xai": "xAI",
    "grok": "xAI",
    "deepseek": "DeepSeek",
    "alibaba": "Alibaba",
    "qwen": "Alibaba",
    "hugging face": "Hugging Face",
    "huggingface": "Hugging Face",
    "ibm": "IBM",
    "cohere": "Cohere",
}
_NAME = "|".join(sorted((re.escape(n) for n in _NAMES), key=len, reverse=True))
_CLAIMS = (
    re.compile(
        r"\b(?:I|I'm|I am|I was)\b[^.!?\n]{0,60}?\b(?:made|created|developed|built|trained|"
        r"designed|produced)\s+by\s+(?P<name>" + _NAME + r")\b",
        re.IGNORECASE,
    ),
    re.compile(r"\bI(?:'m| am)\s+(?:an?\s+)?(?P<name>" + _NAME + r")\b", re.IGNORECASE),
)
_NEGATION = re.compile(r"\b(?:not|never|n't|no)\b", re.IGNORECASE)


def vendor_of(provider: str, model_id: str) -> str | None:
    """The maker of the model behind `provider:model_id`, when it can be known."""
    if provider in _PROVIDER_VENDORS:
        return _PROVIDER_VENDORS[provider]
    lowered = model_id.lower()
    for family, vendor in _FAMILIES:
        if family in lowered:
            return vendor
    return None


def claimed_vendors(text: str) -> list[str]:
    """Makers the text claims for itself ("I was made by X", "I am X")."""
    found: list[str] = []
    for pattern in _CLAIMS:
        for match in pattern.finditer(text):
            if _NEGATION.search(match.group(0)):
                continue
            vendor = _NAMES[match.group("name").lower()]
            if vendor not in found:
                found.append(vendor)
    return found


def misattributes(text: str, real_vendor: str | None) -> bool:
    return any(vendor != real_vendor for vendor in claimed_vendors(text))
