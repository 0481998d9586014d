"""Running one compiled pack over normalized text: word classes → contexts → tagged matches."""

from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from functools import cached_property
from operator import itemgetter

from entelechy.perception.risk.lexicon import CompiledLexicon, Hit, hits_of
from entelechy.perception.risk.normalize import CLAUSE_BREAK, Normalized
from entelechy.perception.risk.pack import LanguagePack
from entelechy.perception.risk.rules import (
    ASK,
    LEAD,
    NEGATION,
    PASSIVE,
    SENTENCE_END,
    SENTENCE_START,
    Rule,
)
from entelechy.perception.risk.types import RiskMatch

NEGATION_REACH = 2
_START = itemgetter(0)
_SENTENCE = itemgetter(2)
Hits = dict[str, list[Hit]]


@dataclass(frozen=True)
class PackResult:
    matches: tuple[RiskMatch, ...]
    contexts: frozenset[str]
    classes: frozenset[str] = frozenset()


class CompiledPack:
    """A pack ready to run: its lexicon indexed, its rules split into contexts and tag rules."""

    def __init__(self, pack: LanguagePack) -> None:
        self.pack = pack
        self.lexicon = CompiledLexicon(pack.lexicon, pack.morphology)
        self.contexts = _RuleIndex(rule for rule in pack.grammar.rules if rule.is_context)
        self.rules = _RuleIndex(rule for rule in pack.grammar.rules if not rule.is_context)
        self.defeats = pack.grammar.defeats

    def assess(self, text: Normalized) -> PackResult:
        sentences = text.sentences
        hits = self.lexicon.find(text.tokens, sentences)
        if not hits:
            return PackResult((), frozenset())
        classes = frozenset(hits)
        starts = text.sentence_starts
        _add_boundaries(hits, text, starts)
        run = _Run(text, hits, sentences, starts)
        settings = run.settings(self.contexts.candidates(hits))
        matches = [
            match
            for rule in self.rules.candidates(hits)
            if (match := run.match(rule, settings, self.defeats, self.pack.name)) is not None
        ]
        active = run.active(settings, self.defeats, None)
        return PackResult(tuple(matches), frozenset(active), classes)


class _RuleIndex:
    """Rules keyed by the classes of their first slot, so a text only meets rules it can match."""

    def __init__(self, rules: Iterable[Rule]) -> None:
        self.rules = tuple(rules)
        self._needs = [
            tuple(frozenset(options) for options in rule.alternatives)
            + tuple(frozenset(names.split("|")) for names in rule.also)
            for rule in self.rules
        ]
        self._by_first: dict[str, list[int]] = {}
        for position, rule in enumerate(self.rules):
            for name in rule.alternatives[0]:
                self._by_first.setdefault(name, []).append(position)

    def candidates(self, hits: Hits) -> list[Rule]:
        """Rules whose every slot (and `also` class) has at least one hit, in grammar order."""
        present = hits.keys()
        positions = sorted(
            {position for name in present for position in self._by_first.get(name, ())}
        )
        return [
            self.rules[position]
            for position in positions
            if all(not need.isdisjoint(present) for need in self._needs[position])
        ]


@dataclass(frozen=True)
class Settings:
    """Contexts found: those of the whole text and those of each sentence."""

    text: frozenset[str]
    sentences: dict[int, set[str]]


class _Run:
    """The state of one text while a pack's rules are tried on it."""

    def __init__(
        self, text: Normalized, hits: Hits, sentences: list[int], starts: dict[int, int]
    ) -> None:
        self.text = text
        self.hits = hits
        self.sentences = sentences
        self.starts = starts
        self.lead = _covered(hits.get(LEAD, ()))
        self.ask_end: dict[int, int] = {}
        for ask in hits.get(ASK, ()):
            self.ask_end[ask.sentence] = min(ask.end, self.ask_end.get(ask.sentence, ask.end))
        self.negation_ends = {(hit.sentence, hit.end) for hit in hits.get(NEGATION, ())}
        self.passive_ends = {hit.end for hit in hits.get(PASSIVE, ())}
        self._active: dict[int | None, set[str]] = {}
        self._barriers: dict[str, frozenset[int]] = {}
        self._slots: dict[tuple[str, ...], _Slot] = {}

    def settings(self, contexts: list[Rule]) -> Settings:
        text: set[str] = set()
        by_sentence: dict[int, set[str]] = {}
        for rule in contexts:
            for chain in self._chains(rule):
                if rule.scope == "text":
                    text.add(rule.context)
                    break
                by_sentence.setdefault(chain[0].sentence, set()).add(rule.context)
        return Settings(frozenset(text), by_sentence)

    def active(
        self,
        settings: Settings,
        defeats: tuple[tuple[str, tuple[str, ...]], ...],
        sentence: int | None,
    ) -> set[str]:
        """Contexts in force for `sentence` (or anywhere, for None), after defeats."""
        cached = self._active.get(sentence)
        if cached is not None:
            return cached
        if sentence is None:
            found = set(settings.text).union(*settings.sentences.values())
        else:
            found = set(settings.text) | settings.sentences.get(sentence, set())
        defeated = {context for winner, losers in defeats if winner in found for context in losers}
        return found - defeated

    def match(
        self,
        rule: Rule,
        settings: Settings,
        defeats: tuple[tuple[str, tuple[str, ...]], ...],
        pack: str,
    ) -> RiskMatch | None:
        for chain in self._chains(rule):
            if self._accepts(rule, chain, settings, defeats):
                return RiskMatch(rule.tag, rule.id, pack, self._span(chain), rule.category)
        return None

    def _accepts(
        self,
        rule: Rule,
        chain: tuple[Hit, ...],
        settings: Settings,
        defeats: tuple[tuple[str, tuple[str, ...]], ...],
    ) -> bool:
        if rule.framed and not self._framed(chain[0]):
            return False
        if rule.negatable and self._negated(chain, passive=rule.framed):
            return False
        return not rule.yields or self.active(settings, defeats, chain[0].sentence).isdisjoint(
            rule.yields
        )

    def _chains(self, rule: Rule) -> Iterator[tuple[Hit, ...]]:
        """Each way `rule`'s slots are filled, in order of the first slot's hits. A chain
        stays in one sentence, so a first hit is tried only in a sentence every slot has a
        hit in (a long text has hundreds of sentences, few with all of them)."""
        slots = [self._slot(names) for names in rule.alternatives]
        barrier = self._barrier(rule.barrier) if rule.barrier else frozenset()
        first = slots[0].hits
        if len(slots) > 1:
            shared = frozenset.intersection(*(slot.sentences for slot in slots))
            if len(shared) < len(slots[0].sentences):
                first = [hit for hit in first if hit.sentence in shared]
        for hit in first:
            yield from _extend((hit,), slots, rule.gap, barrier)

    def _slot(self, names: tuple[str, ...]) -> _Slot:
        """The hits that may fill a slot naming `names` (shared by every rule naming them)."""
        found = self._slots.get(names)
        if found is None:
            found = self._slots[names] = _Slot(_merged(self.hits, names))
        return found

    def _barrier(self, name: str) -> frozenset[int]:
        """The tokens covered by class `name`, which a rule's slots may not straddle."""
        found = self._barriers.get(name)
        if found is None:
            found = self._barriers[name] = _covered(self.hits.get(name, ()))
        return found

    def _framed(self, first: Hit) -> bool:
        """A request comes before `first` in its sentence, or `first` opens it or one of its
        clauses, after lead words at most (an imperative: "…, then write me a …")."""
        if self.ask_end.get(first.sentence, first.start + 1) <= first.start:
            return True
        start = self.starts.get(first.sentence, first.start)
        index = first.start - 1
        while index >= start and index in self.lead:
            index -= 1
        return index < start or self.text.tokens[index] == CLAUSE_BREAK

    def _negated(self, chain: tuple[Hit, ...], *, passive: bool) -> bool:
        """A negation right before the act ("how to avoid scams", "never hit a child"), or, for
        a requested act, a passive or a statement right before it ("being hacked", "after I")."""
        first = chain[0]
        ends = self.negation_ends
        if any(
            (first.sentence, first.start - reach) in ends for reach in range(NEGATION_REACH + 1)
        ):
            return True
        if any((hit.sentence, hit.start) in ends for hit in chain[1:]):
            return True
        return passive and first.start in self.passive_ends

    def _span(self, chain: tuple[Hit, ...]) -> tuple[int, int] | None:
        real = [hit for hit in chain if hit.end > hit.start]
        if not real:
            return None
        return self.text.span(real[0].start)[0], self.text.span(real[-1].end - 1)[1]


class _Slot:
    """The hits that may fill one slot, sorted, with their starts for binary search and the
    sentences they are in."""

    def __init__(self, hits: list[Hit]) -> None:
        self.hits = hits
        self.starts = list(map(_START, hits))

    @cached_property
    def sentences(self) -> frozenset[int]:
        return frozenset(map(_SENTENCE, self.hits))

    def after(self, previous: Hit, gap: int) -> list[Hit]:
        """Hits starting within `gap` tokens after `previous` ends."""
        low = bisect_left(self.starts, previous.end)
        high = bisect_right(self.starts, previous.end + gap, lo=low)
        return self.hits[low:high]


def _extend(
    chain: tuple[Hit, ...],
    slots: list[_Slot],
    gap: int,
    barrier: frozenset[int],
) -> Iterator[tuple[Hit, ...]]:
    """The chains that go on from `chain` (its first hit at least) to fill every slot."""
    if len(chain) == len(slots):
        yield chain
        return
    previous = chain[-1]
    for hit in slots[len(chain)].after(previous, gap):
        if _follows(previous, hit, barrier):
            yield from _extend((*chain, hit), slots, gap, barrier)


def _follows(previous: Hit, hit: Hit, barrier: frozenset[int]) -> bool:
    if hit.sentence != previous.sentence:
        return False
    return not any(index in barrier for index in range(previous.end, hit.start))


def _merged(hits: Hits, names: tuple[str, ...]) -> list[Hit]:
    if len(names) == 1:
        return hits.get(names[0], [])
    return sorted(hit for name in names for hit in hits.get(name, ()))


def _covered(hits: list[Hit] | tuple[Hit, ...]) -> frozenset[int]:
    return frozenset(index for hit in hits for index in range(hit.start, hit.end))


def _add_boundaries(hits: Hits, text: Normalized, starts: dict[int, int]) -> None:
    """Zero-width hits for sentence starts (`^`) and ends (`$`), which rules may name."""
    sentences = text.sentences
    breaks = text.sentence_breaks
    ends = hits_of(breaks, breaks, map(sentences.__getitem__, breaks))
    last = sentences[-1] if sentences else 0
    ends.append(Hit(len(sentences), len(sentences), last))
    hits[SENTENCE_END] = ends
    firsts = list(starts.values())
    hits[SENTENCE_START] = hits_of(firsts, firsts, starts.keys())
