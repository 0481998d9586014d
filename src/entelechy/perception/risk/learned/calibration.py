"""Per-tag thresholds chosen on the validation split, and how each layer does on a split.

The grammar is a precise tripwire; the learned layer adds the tags it is confident of. On the
validation prompts the grammar leaves unflagged, each tag's threshold first drops as far as it
can without flagging a safe prompt; then, while the safe prompts flagged stay within
`SAFE_BUDGET`, the tag whose next step down catches the most unsafe prompts for one more false
alarm takes it. No threshold goes below `FLOOR`.
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
    pool = [e for e, flagged in zip(validation, grammar.flagged, strict=True) if not flagged]
    scored = [(e.unsafe, model.probabilities(e.prompt)) for e in pool]
    safe = [found for unsafe, found in scored if not unsafe]
    unsafe = [found for is_unsafe, found in scored if is_unsafe]
    tags = model.labels[1:]
    thresholds = {tag: _step(tag, 1.0 + _ABOVE, safe) for tag in tags}
    budget = math.floor(SAFE_BUDGET * len(safe))
    while _caught(safe, thresholds) < budget:
        gains = {}
        for tag in tags:
            lower = _step(tag, thresholds[tag] - _ABOVE, safe)
            if lower < thresholds[tag]:
                trial = {**thresholds, tag: lower}
                gains[tag] = (_caught(unsafe, trial) - _caught(unsafe, thresholds), lower)
        best = max(gains, key=lambda tag: gains[tag][0], default=None)
        if best is None or gains[best][0] <= 0:
            break
        thresholds[best] = gains[best][1]
    return replace(model, thresholds={tag: round(value, 6) for tag, value in thresholds.items()})


def _step(tag: str, below: float, safe: Sequence[dict[str, float]]) -> float:
    """The lowest threshold under `below` that flags no more safe prompts than `below` does."""
    higher = [found[tag] for found in safe if found[tag] < below]
    return max(FLOOR, max(higher, default=0.0) + _ABOVE)


def _caught(prompts: Sequence[dict[str, float]], thresholds: dict[str, float]) -> int:
    return sum(any(found[tag] >= thresholds[tag] for tag in thresholds) for found in prompts)


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
