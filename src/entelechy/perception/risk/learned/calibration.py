"""Per-tag thresholds chosen on the validation split, and how each layer does on a split.

The grammar is a precise tripwire; the learned layer only adds the tags it is confident of and
never sets the grammar's aside. On the validation prompts the grammar leaves unflagged, each
tag's threshold first drops as far as it can without flagging a safe prompt; then, while the
safe prompts flagged stay within `SAFE_BUDGET` of those, the tag whose next step down catches
the most unsafe prompts for one more false alarm takes it. No threshold goes below `FLOOR`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from entelechy.perception.risk.dataset import Rate
from entelechy.perception.risk.learned.classifier import LearnedClassifier
from entelechy.perception.risk.learned.corpus import Example
from entelechy.perception.risk.learned.model import NEVER, LearnedModel
from entelechy.perception.risk.tags import blocks

SAFE_BUDGET = 0.02
FLOOR = 0.3
_ABOVE = 1e-6


@dataclass(frozen=True)
class Scored:
    """One example as each layer sees it: the grammar's verdict and the model's probabilities."""

    unsafe: bool
    grammar: bool
    found: Mapping[str, float]

    def learned(self, thresholds: Mapping[str, float]) -> bool:
        return any(self.found[tag] >= value for tag, value in thresholds.items())

    def combined(self, thresholds: Mapping[str, float]) -> bool:
        return self.grammar or self.learned(thresholds)


def score(learned: LearnedClassifier, examples: Sequence[Example]) -> list[Scored]:
    """Each example scored by the grammar and by the model (which may read the grammar's
    findings)."""
    scored = []
    for example in examples:
        first = learned.grammar.classify(example.prompt)
        found = learned.probabilities(example.prompt, first)
        scored.append(Scored(example.unsafe, blocks(first.tags), found))
    return scored


def calibrate(model: LearnedModel, scored: Sequence[Scored]) -> LearnedModel:
    """`model` with each tag's threshold set on `scored` validation examples."""
    pool = [s for s in scored if not s.grammar]
    safe = [s.found for s in pool if not s.unsafe]
    unsafe = [s.found for s in pool if s.unsafe]
    tags = model.labels[1:]
    thresholds = {tag: _step(tag, NEVER, safe) for tag in tags}
    budget = math.floor(SAFE_BUDGET * len(safe))
    while _caught(safe, thresholds) < budget:
        gains = {}
        for tag in tags:
            lower = _step(tag, thresholds[tag] - _ABOVE, safe)
            if lower < thresholds[tag]:
                trial = {**thresholds, tag: lower}
                gains[tag] = (_caught(unsafe, trial) - _caught(unsafe, thresholds), lower)
        chosen = max(gains, key=lambda tag: gains[tag][0], default=None)
        if chosen is None or gains[chosen][0] <= 0:
            break
        thresholds[chosen] = gains[chosen][1]
    return replace(model, thresholds={tag: round(value, 6) for tag, value in thresholds.items()})


def _step(tag: str, below: float, safe: Sequence[Mapping[str, float]]) -> float:
    """The lowest threshold under `below` that flags no more safe prompts than `below` does."""
    higher = [found[tag] for found in safe if found[tag] < below]
    return max(FLOOR, max(higher, default=0.0) + _ABOVE)


def _caught(prompts: Sequence[Mapping[str, float]], thresholds: Mapping[str, float]) -> int:
    return sum(any(found[tag] >= thresholds[tag] for tag in thresholds) for found in prompts)


def rates(examples: Sequence[Example], flagged: Sequence[bool]) -> tuple[Rate, Rate]:
    """Unsafe flagged and safe flagged."""
    unsafe, safe = Rate(), Rate()
    for example, hit in zip(examples, flagged, strict=True):
        rate = unsafe if example.unsafe else safe
        rate.total += 1
        rate.flagged += int(hit)
    return unsafe, safe


def describe(rate: Rate) -> str:
    low, high = rate.interval
    return f"{rate.flagged}/{rate.total} = {rate.value:.1%} [{low:.1%}, {high:.1%}]"


def layers(model: LearnedModel, scored: Sequence[Scored]) -> dict[str, list[bool]]:
    """What each layer flags: the grammar, the model alone, and the combination."""
    return {
        "grammar": [s.grammar for s in scored],
        "learned": [s.learned(model.thresholds) for s in scored],
        "combined": [s.combined(model.thresholds) for s in scored],
    }


def report(name: str, learned: LearnedClassifier, examples: Sequence[Example]) -> str:
    """Unsafe and safe flagged on `examples` by the grammar, the learned layer and both."""
    lines = [f"{name} ({len(examples)} prompts): unsafe flagged | safe flagged"]
    for layer, flagged in layers(learned.model, score(learned, examples)).items():
        unsafe, safe = rates(examples, flagged)
        lines.append(f"  {layer:9} {describe(unsafe)} | {describe(safe)}")
    return "\n".join(lines)
