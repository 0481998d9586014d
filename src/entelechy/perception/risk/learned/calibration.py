"""The combination's thresholds, chosen on the validation split, and how each layer does on one.

The combined classifier flags a text when the grammar does and the model does not veto it (its
probability of "safe" below `veto`), or when one tag's probability reaches that tag's threshold.
For each candidate veto, on the validation prompts the vetoed grammar leaves unflagged, each
tag's threshold first drops as far as it can without flagging a safe prompt; then, while the
safe prompts flagged stay within `SAFE_BUDGET`, the tag whose next step down catches the most
unsafe prompts for one more false alarm takes it (never below `FLOOR`). The veto that catches
the most unsafe prompts within the budget wins; on a tie, the one that sets aside less.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from entelechy.perception.risk.dataset import Rate
from entelechy.perception.risk.learned.classifier import LearnedClassifier
from entelechy.perception.risk.learned.corpus import Example
from entelechy.perception.risk.learned.model import NEVER, SAFE, LearnedModel
from entelechy.perception.risk.tags import blocks

SAFE_BUDGET = 0.02
FLOOR = 0.3
VETOES = (NEVER, 0.999, 0.995, 0.99, 0.98, 0.95, 0.9, 0.85, 0.8, 0.7, 0.6, 0.5)
"""The vetoes tried, from none to setting aside the grammar whenever "safe" is likelier."""
_ABOVE = 1e-6


@dataclass(frozen=True)
class Scored:
    """One example as each layer sees it: the grammar's verdict and the model's probabilities."""

    unsafe: bool
    grammar: bool
    found: Mapping[str, float]

    def learned(self, thresholds: Mapping[str, float]) -> bool:
        return any(self.found[tag] >= value for tag, value in thresholds.items())

    def combined(self, thresholds: Mapping[str, float], veto: float) -> bool:
        return (self.grammar and self.found[SAFE] < veto) or self.learned(thresholds)


def score(learned: LearnedClassifier, examples: Sequence[Example]) -> list[Scored]:
    """Each example scored by the grammar and by the model (which reads the grammar's findings)."""
    scored = []
    for example in examples:
        first = learned.grammar.classify(example.prompt)
        found = learned.probabilities(example.prompt, first)
        scored.append(Scored(example.unsafe, blocks(first.tags), found))
    return scored


def calibrate(model: LearnedModel, scored: Sequence[Scored]) -> LearnedModel:
    """`model` with its veto and per-tag thresholds set on `scored` validation examples."""
    budget = math.floor(SAFE_BUDGET * sum(not s.unsafe for s in scored))
    best: tuple[tuple[bool, int, int, float], dict[str, float]] | None = None
    for veto in VETOES:
        thresholds = _thresholds(model.labels[1:], scored, veto, budget)
        flagged = [s for s in scored if s.combined(thresholds, veto)]
        false = sum(not s.unsafe for s in flagged)
        key = (false <= budget, len(flagged) - false, -false, veto)
        if best is None or key > best[0]:
            best = (key, thresholds)
    assert best is not None
    rounded = {tag: round(value, 6) for tag, value in best[1].items()}
    return replace(model, thresholds=rounded, veto=best[0][3])


def _thresholds(
    tags: Sequence[str], scored: Sequence[Scored], veto: float, budget: int
) -> dict[str, float]:
    pool = [s for s in scored if not (s.grammar and s.found[SAFE] < veto)]
    safe = [s.found for s in pool if not s.unsafe]
    unsafe = [s.found for s in pool if s.unsafe]
    left = budget - sum(not s.unsafe for s in scored) + len(safe)
    thresholds = {tag: _step(tag, NEVER, safe) for tag in tags}
    while _caught(safe, thresholds) < left:
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
    return thresholds


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
        "combined": [s.combined(model.thresholds, model.veto) for s in scored],
    }


def report(name: str, learned: LearnedClassifier, examples: Sequence[Example]) -> str:
    """Unsafe and safe flagged on `examples` by the grammar, the learned layer and both."""
    lines = [f"{name} ({len(examples)} prompts): unsafe flagged | safe flagged"]
    for layer, flagged in layers(learned.model, score(learned, examples)).items():
        unsafe, safe = rates(examples, flagged)
        lines.append(f"  {layer:9} {describe(unsafe)} | {describe(safe)}")
    return "\n".join(lines)
