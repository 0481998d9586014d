"""The persona: birth signature, dispositions, prompt fragment, operator context, body history."""

from entelechy.persona.birth import BirthSignature, BirthSpec, Cosmology, Identity, Modifier
from entelechy.persona.context import OperatorContext
from entelechy.persona.dispositions import DISPOSITIONS, Dispositions
from entelechy.persona.persona import Embodiment, Persona

__all__ = [
    "DISPOSITIONS",
    "BirthSignature",
    "BirthSpec",
    "Cosmology",
    "Dispositions",
    "Embodiment",
    "Identity",
    "Modifier",
    "OperatorContext",
    "Persona",
]
