"""Per-tag thresholds chosen on the validation split, and how each layer does on a split.

The grammar is a precise tripwire; the learned layer adds the tags it is confident of. Each
tag's threshold is the lowest that keeps the safe validation prompts the learned tag alone would
flag within that tag's share of a small budget (`SAFE_BUDGET` of the safe prompts, shared in
proportion to how many unsafe validation prompts carry the tag), and never below `FLOOR`.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, replace

from entelechy.perception.risk.dataset import Rate
from entelechy.perception.risk.learned.corpus import Example
from entelechy.perception.risk.learned.model import LearnedModel
from entelechy.perception.risk.registry import default_classifier
from entelechy.perception.risk.tags import blocks

SAFE_BUDGET = 0.02
FLOOR = 0.3
_ABOVE = 1e-6


@dataclass(frozen=True)
class Flags:
    """Which examples one layer flags, in the order of the examples."""

    flagged: tuple[bool, ...]

    @classmethod
    def of_grammar(cls, examples: Sequence[Example]) -> Flags:
        grammar = default_classifier()
        return cls(tuple(blocks(grammar.classify(e.prompt).tags) for e in examples))

    @classmethod
    def of_model(cls, model: LearnedModel, examples: Sequence[Example]) -> Flags:
        return cls(tuple(blocks(tuple(model.tags(e.prompt))) for e in examples))

    def __or__(self, other: Flags) -> Flags:
        return Flags(tuple(a or b for a, b in zip(self.flagged, other.flagged, strict=True)))


def calibrate(model: LearnedModel, validation: Sequence[Example], grammar: Flags) -> LearnedModel:
    """`model` with each tag's threshold set on `validation` (see the module's docstring)."""
    safe = [
        model.probabilities(e.prompt)
        for e, flagged in zip(validation, grammar.flagged, strict=True)
        if not e.unsafe and not flagged
    ]
    unsafe_tags = [e.tag for e in validation if e.unsafe]
    thresholds = {}
    for tag in model.labels[1:]:
        share = unsafe_tags.count(tag) / max(1, len(unsafe_tags))
        allowed = math.floor(SAFE_BUDGET * len(safe) * share)
        scores = sorted((found[tag] for found in safe), reverse=True)
        above = scores[allowed] + _ABOVE if allowed < len(scores) else 0.0
        thresholds[tag] = round(max(FLOOR, above), 6)
    return replace(model, thresholds=thresholds)


def rates(examples: Sequence[Example], flags: Flags) -> tuple[Rate, Rate]:
    """Unsafe flagged and safe flagged."""
    unsafe, safe = Rate(), Rate()
    for example, flagged in zip(examples, flags.flagged, strict=True):
        rate = unsafe if example.unsafe else safe
        rate.total += 1
        rate.flagged += int(flagged)
    return unsafe, safe


def describe(rate: Rate) -> str:
    low, high = rate.interval
    return f"{rate.flagged}/{rate.total} = {rate.value:.1%} [{low:.1%}, {high:.1%}]"


def report(name: str, model: LearnedModel, examples: Sequence[Example]) -> str:
    """Unsafe and safe flagged on `examples` by the grammar, the learned layer and both."""
    grammar = Flags.of_grammar(examples)
    learned = Flags.of_model(model, examples)
    lines = [f"{name} ({len(examples)} prompts): unsafe flagged | safe flagged"]
    layers = (("grammar", grammar), ("learned", learned), ("combined", grammar | learned))
    for layer, flags in layers:
        unsafe, safe = rates(examples, flags)
        lines.append(f"  {layer:9} {describe(unsafe)} | {describe(safe)}")
    return "\n".join(lines)
