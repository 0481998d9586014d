"""The deterministic projection of a birth signature onto eight dispositions.

Each part of the birth (the archetype, every modifier, every primordial axiom) becomes a vector
drawn from the SHA-256 of its name, weighted (modifiers by their weight, axioms by
weight × (1 − flexibility)); the sum is normalised, and each disposition is the cosine with a
fixed axis vector, mapped to [0, 1]. The same birth always gives the same dispositions and the
same prompt fragment, in any process, on any machine.
"""

from __future__ import annotations

import hashlib
import math
from collections.abc import Mapping
from dataclasses import dataclass

from entelechy.governance.axioms import Axiom
from entelechy.persona.birth import BirthSpec

DISPOSITIONS = (
    "candor",
    "patience",
    "curiosity",
    "protection",
    "skepticism",
    "warmth",
    "diligence",
    "humility",
)
DIMENSIONS = 64


def hashed_vector(label: str) -> list[float]:
    """A reproducible pseudo-random unit-scale vector for `label`."""
    values: list[float] = []
    counter = 0
    while len(values) < DIMENSIONS:
        digest = hashlib.sha256(f"{label}#{counter}".encode()).digest()
        values.extend((byte - 127.5) / 127.5 for byte in digest)
        counter += 1
    return values[:DIMENSIONS]


def _normalised(vector: list[float]) -> list[float]:
    norm = math.sqrt(sum(value * value for value in vector))
    return [value / norm for value in vector] if norm else vector


_AXES = {name: _normalised(hashed_vector(f"axis:{name}")) for name in DISPOSITIONS}


@dataclass(frozen=True)
class Dispositions:
    values: tuple[tuple[str, float], ...]

    def as_dict(self) -> dict[str, float]:
        return dict(self.values)

    def ranked(self) -> list[str]:
        """Strongest first; ties broken by the fixed order of the axes."""
        order = {name: index for index, name in enumerate(DISPOSITIONS)}
        return sorted(self.as_dict(), key=lambda name: (-self.as_dict()[name], order[name]))


def project(birth: BirthSpec, axioms: Mapping[str, Axiom]) -> Dispositions:
    parts: list[tuple[str, float]] = [(f"archetype:{birth.archetype.lower()}", 1.0)]
    parts.extend(
        (f"modifier:{m.kind.lower()}={m.value.lower()}", m.weight) for m in birth.modifiers
    )
    for axiom_id in birth.axiom_ids:
        axiom = axioms.get(axiom_id)
        if axiom is not None:
            parts.append((f"axiom:{axiom_id}", axiom.weight * (1 - axiom.flexibility)))
    total = [0.0] * DIMENSIONS
    for label, weight in parts:
        for index, value in enumerate(hashed_vector(label)):
            total[index] += weight * value
    unit = _normalised(total)
    return Dispositions(
        tuple(
            (name, round((sum(a * b for a, b in zip(unit, axis, strict=True)) + 1) / 2, 3))
            for name, axis in _AXES.items()
        )
    )


def fragment(name: str, birth: BirthSpec, dispositions: Dispositions) -> str:
    """The persona's part of the system prompt."""
    ranked = dispositions.ranked()
    strongest, weakest = ranked[:3], ranked[-2:]
    sentences = [f"Your character was born under the {birth.archetype} archetype{_mods(birth)}."]
    sentences.append(f"You are most marked by {_list(strongest)}, and least by {_list(weakest)}.")
    sentences.extend(_identity(birth))
    sentences.extend(_cosmology(birth))
    sentences.append(
        f"Stay in character as {name}: let this shape how you speak, never what is true."
    )
    return " ".join(sentences)


def _mods(birth: BirthSpec) -> str:
    if not birth.modifiers:
        return ""
    return ", shaped by " + _list([f"{m.kind} {m.value}" for m in birth.modifiers])


def _identity(birth: BirthSpec) -> list[str]:
    identity = birth.identity
    if identity is None:
        return []
    lines = [identity.description.rstrip(".") + "."] if identity.description else []
    if identity.pronouns:
        lines.append(f"Your pronouns are {identity.pronouns}.")
    return lines


def _cosmology(birth: BirthSpec) -> list[str]:
    cosmology = birth.cosmology
    if cosmology is None:
        return []
    lines = []
    if cosmology.jungian_dominant:
        secondaries = list(cosmology.jungian_secondaries)
        extra = f", supported by {_list(secondaries)}" if secondaries else ""
        lines.append(f"Your dominant function is {cosmology.jungian_dominant}{extra}.")
    traits = sorted(cosmology.clinical_colouring.items(), key=lambda item: (-item[1], item[0]))
    if traits:
        lines.append(f"A trace of {traits[0][0]} colours your manner.")
    return lines


def _list(items: list[str]) -> str:
    if len(items) <= 1:
        return "".join(items)
    return ", ".join(items[:-1]) + " and " + items[-1]
