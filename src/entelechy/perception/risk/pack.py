"""Language packs: a lexicon and a morphology for one language, over a grammar of rules.

A pack is data. `language_pack(...)` builds one on top of the standard grammar, so a pack for a new
language is a dictionary of word classes plus a Snowball stemmer's name, and it is registered with
`register_pack` exactly as the built-in English and Portuguese packs are.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from entelechy.perception.risk.grammar import STANDARD
from entelechy.perception.risk.lexicon import Morphology, parse_entries
from entelechy.perception.risk.rules import MASK_PREFIX, Grammar, PackError, Rule


@dataclass(frozen=True)
class LanguagePack:
    """Word classes and inflection rules for one language, and the grammar they serve."""

    name: str
    lexicon: Mapping[str, str]
    morphology: Morphology = field(default_factory=Morphology)
    grammar: Grammar = STANDARD
    description: str = ""

    def __post_init__(self) -> None:
        if not self.name or not self.name.replace("-", "").isalnum():
            raise PackError(f"a pack name must be a short word, not {self.name!r}.")
        object.__setattr__(self, "lexicon", MappingProxyType(dict(self.lexicon)))
        _validate(self)

    @property
    def missing_classes(self) -> frozenset[str]:
        """Classes the grammar reads that this pack leaves empty (its rules then never match)."""
        defined = self._defined()
        return frozenset(self.grammar.classes() - defined - {f"{name}'s" for name in defined})

    def _defined(self) -> set[str]:
        return {name for name in self.lexicon if not name.startswith(MASK_PREFIX)}


def lexicon_of(*parts: Mapping[str, str]) -> dict[str, str]:
    """One lexicon from a pack's parts (its frames, its harms, …), each class defined once: a
    class two parts define would keep the later one's words and silently lose the other's."""
    merged: dict[str, str] = {}
    for part in parts:
        twice = sorted(merged.keys() & part.keys())
        if twice:
            raise PackError(f"classes defined twice in one lexicon: {', '.join(twice)}.")
        merged.update(part)
    return merged


def language_pack(
    name: str,
    lexicon: Mapping[str, str],
    morphology: Morphology | None = None,
    *,
    extra_rules: Iterable[Rule] = (),
    defeats: Iterable[tuple[str, tuple[str, ...]]] = (),
    description: str = "",
) -> LanguagePack:
    """A pack on the standard grammar, plus any rules of its own (e.g. a language's word order)."""
    grammar = STANDARD + Grammar(tuple(extra_rules), tuple(defeats))
    return LanguagePack(name, lexicon, morphology or Morphology(), grammar, description)


def _validate(pack: LanguagePack) -> None:
    read = pack.grammar.classes()
    possessive_bases = {name.removesuffix("'s") for name in read if name.endswith("'s")}
    for name, source in pack.lexicon.items():
        target = name.removeprefix(MASK_PREFIX)
        if target not in read and target not in possessive_bases:
            raise PackError(
                f"pack {pack.name!r}: class {name!r} is defined but no rule reads it "
                "(a misspelt class name?)."
            )
        try:
            parse_entries(source)
        except PackError as error:
            raise PackError(f"pack {pack.name!r}, class {name!r}: {error.message}") from error
    _validate_own_rules(pack)


def _validate_own_rules(pack: LanguagePack) -> None:
    """Rules a pack adds must only read classes it defines (the standard ones may be left out)."""
    defined = pack._defined() | {f"{name}'s" for name in pack._defined()}
    standard = {rule.id for rule in STANDARD.rules}
    for rule in pack.grammar.rules:
        if rule.id in standard:
            continue
        unknown = sorted(rule.classes() - defined)
        if unknown:
            raise PackError(f"pack {pack.name!r}: rule {rule.id!r} reads undefined {unknown}.")
