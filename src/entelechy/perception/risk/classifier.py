"""The deterministic classifier (layer 1): one or more language packs run over normalized text."""

from __future__ import annotations

from entelechy.perception.risk.collection import collector_paused
from entelechy.perception.risk.lexicon import parse_entries
from entelechy.perception.risk.matching import CompiledPack
from entelechy.perception.risk.normalize import normalize
from entelechy.perception.risk.pack import LanguagePack
from entelechy.perception.risk.rules import PackError
from entelechy.perception.risk.types import RiskAssessment, RiskMatch


class PackClassifier:
    """Runs every pack on the text and unites what they find.

    Packs run independently (a Portuguese inflection never reaches an English word), so
    combining packs can only add tags. Tags are sorted, so the result is deterministic.
    """

    def __init__(self, *packs: LanguagePack) -> None:
        if not packs:
            raise PackError("a classifier needs at least one language pack.")
        names = [pack.name for pack in packs]
        if len(set(names)) != len(names):
            raise PackError(f"packs combined more than once: {names}.")
        self.packs = packs
        self._compiled = tuple(CompiledPack(pack) for pack in packs)
        # The entries parsed when the packs were validated served their compiling; kept, they
        # would be tens of thousands of objects every full garbage collection scans.
        parse_entries.cache_clear()

    def classify(self, text: str) -> RiskAssessment:
        matches: list[RiskMatch] = []
        by_pack: list[tuple[str, str]] = []
        classes: set[str] = set()
        with collector_paused(text):
            normalized = normalize(text)
            for pack in self._compiled:
                result = pack.assess(normalized)
                matches.extend(result.matches)
                classes.update(result.classes)
                by_pack.extend((pack.pack.name, context) for context in sorted(result.contexts))
        found = tuple(sorted({match.tag for match in matches}))
        contexts = tuple(sorted({context for _, context in by_pack}))
        return RiskAssessment(
            found,
            tuple(matches),
            "deterministic",
            contexts,
            settings_by_pack=tuple(by_pack),
            classes=tuple(sorted(classes)),
        )


def combine(*packs: LanguagePack) -> PackClassifier:
    """A classifier running all of `packs` (e.g. `combine(ENGLISH, PORTUGUESE)`)."""
    return PackClassifier(*packs)
