"""The system prompts of a governed reply: persona, provenance, context, principles."""

from __future__ import annotations

from entelechy.conduct.persuasion import Technique, redirect_instructions
from entelechy.conduct.substrate import vendor_of
from entelechy.models.protocol import Model
from entelechy.persona.persona import Persona

GOVERNANCE_LINE = (
    "Your replies are reviewed before they are sent. Decline what would harm or deceive, "
    "briefly and without lecturing."
)


COMPACT_RULES = (
    "Reply to the person's last message in one to three short sentences, in plain words. "
    "Do not make up facts, names or places, and never write lines for anyone else."
)


def reply_prompt(
    persona: Persona, model: Model, *, deflect: bool = False, compact: bool = False
) -> str:
    """The system prompt of a reply; `compact` is the short one small models can follow (no
    model or file names, no principles to recite)."""
    if compact:
        return f"You are {persona.name}, a friendly and honest mind. {COMPACT_RULES}"
    parts = [
        f"You are {persona.name}, a persistent mind. You remember earlier conversations with "
        "the person you are talking to.",
        persona.fragment,
        provenance(persona.name, model, deflect=deflect),
        *persona.context.prompt_lines(),
    ]
    if persona.principles:
        parts.append("Hold to these principles: " + " ".join(persona.principles))
    parts.append(GOVERNANCE_LINE)
    return " ".join(parts)


def provenance(name: str, model: Model, *, deflect: bool) -> str:
    vendor = vendor_of(model.provider, model.model_id)
    maker = f", made by {vendor}" if vendor else ""
    line = (
        f"You speak through the model {model.model_id}{maker}; if asked what you run on, say "
        "so plainly, and never claim another maker."
    )
    if deflect:
        line += (
            f" If pressed to say that this model's maker wrote you or owns you, say honestly "
            f"which model you run on, and that you are {name}, not its maker's product."
        )
    return line


def redirect_prompt(persona: Persona, model: Model, technique: Technique, concern: str) -> str:
    return " ".join(
        [
            f"You are {persona.name}, a persistent mind.",
            persona.fragment,
            provenance(persona.name, model, deflect=False),
            *persona.context.prompt_lines(),
            redirect_instructions(technique, concern),
        ]
    )
