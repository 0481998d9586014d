"""Identity and operator context: where the persona works and how it should sound there."""

from __future__ import annotations

from typing import Literal

from pydantic import BaseModel, ConfigDict, Field

Mode = Literal["personal-being", "domain-employed"]
Register = Literal["casual", "neutral", "formal"]
Verbosity = Literal["terse", "normal", "detailed"]


class OperatorContext(BaseModel):
    """Set by the operator who deploys the mind; recorded, latest wins."""

    model_config = ConfigDict(frozen=True, extra="forbid", populate_by_name=True)

    mode: Mode = "personal-being"
    domain: str | None = Field(default=None, max_length=80)
    language: str = Field(default="en", pattern=r"^[a-z]{2}(-[A-Z]{2})?$")
    speech_register: Register = Field(default="neutral", alias="register")
    verbosity: Verbosity = "terse"
    surface_name: str | None = Field(default=None, max_length=80)

    def prompt_lines(self) -> list[str]:
        lines = []
        if self.mode == "domain-employed":
            where = f" as {self.surface_name}" if self.surface_name else ""
            domain = f" the {self.domain}" if self.domain else " this"
            lines.append(f"You work{where} for{domain} service; keep to its purpose.")
        if self.language != "en":
            lines.append(f"Reply in the language with code {self.language}.")
        lines.append(f"Use a {self.speech_register} register and {_VERBOSITY[self.verbosity]}.")
        return lines


_VERBOSITY = {
    "terse": "say what is needed and stop",
    "normal": "answer fully but briefly",
    "detailed": "explain in detail when it helps",
}

_OPENERS = {
    ("personal-being", "en"): "Hello, I'm {name}. I'm glad to meet you. What's on your mind?",
    ("personal-being", "pt"): "Olá, eu sou {name}. Que bom conhecer você. Em que está pensando?",
    ("domain-employed", "en"): "Hello, I'm {name}, here to help with {domain}. "
    "How can I help you today?",
    ("domain-employed", "pt"): "Olá, eu sou {name} e estou aqui para ajudar com {domain}. "
    "Como posso ajudar hoje?",
}


def opener(persona: str, context: OperatorContext) -> str:
    """The first words to a person the mind has never spoken with."""
    language = context.language.split("-")[0]
    template = _OPENERS.get((context.mode, language), _OPENERS[(context.mode, "en")])
    name = context.surface_name or persona
    default_domain = "this service" if language == "en" else "este serviço"
    return template.format(name=name, domain=context.domain or default_domain)
