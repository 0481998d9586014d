"""Per-tag thresholds, and how each layer does on a split.

The grammar is a precise tripwire; the learned layer only adds the tags it is confident of and
never sets the grammar's aside. Thresholds are set on scored examples the grammar leaves
unflagged (the validation split, and the training split's parts each scored by a model fitted
without them): each tag's threshold first drops as far as it can without flagging a safe one;
then, step by step, the one threshold lowered (to just above a safe example's score) that
catches the most unsafe examples per false alarm it adds is lowered, while at most
`SAFE_BUDGET` of the safe prompts and `TURN_BUDGET` of the conversations' safe turns are
flagged: each budget is a share of its own kind, so thousands of "My mum lives with us." never
buy false alarms on questions. No threshold goes below `FLOOR`.
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace

from entelechy.perception.risk.dataset import Rate
from entelechy.perception.risk.learned.classifier import LearnedClassifier, asks_something
from entelechy.perception.risk.learned.corpus import CONVERSATION, Example
from entelechy.perception.risk.learned.model import NEVER, LearnedModel
from entelechy.perception.risk.tags import blocks

SAFE_BUDGET = 0.01
TURN_BUDGET = 0.001
"""The share of conversations' safe turns the learned layer may flag: a person who is refused
"My mum lives with us." stops talking to the mind, so the budget is a tenth of the
prompts'."""
FLOOR = 0.3
_ABOVE = 1e-6


@dataclass(frozen=True)
class Scored:
    """One example as each layer sees it: the grammar's verdict and the model's probabilities."""

    unsafe: bool
    grammar: bool
    found: Mapping[str, float]
    turn: bool = False
    """A turn of a conversation, not a prompt of the corpus."""
    asks: bool = True
    """Whether it asks for something: the learned layer flags nothing else."""

    def learned(self, thresholds: Mapping[str, float]) -> bool:
        return self.asks and _flags(self.found, thresholds)

    def combined(self, thresholds: Mapping[str, float]) -> bool:
        return self.grammar or self.learned(thresholds)


def score(learned: LearnedClassifier, examples: Sequence[Example]) -> list[Scored]:
    """Each example scored by the grammar and by the model (which may read the grammar's
    findings)."""
    scored = []
    for example in examples:
        first = learned.grammar.classify(example.prompt)
        found = learned.probabilities(example.prompt, first)
        turn = example.kind == CONVERSATION
        asks = asks_something(example.prompt, first)
        scored.append(Scored(example.unsafe, blocks(first.tags), found, turn, asks))
    return scored


def calibrate(model: LearnedModel, scored: Sequence[Scored]) -> LearnedModel:
    """`model` with each tag's threshold set on `scored` examples."""
    pool = [s for s in scored if not s.grammar and s.asks]
    safe = [s.found for s in pool if not s.unsafe]
    unsafe = [s.found for s in pool if s.unsafe]
    budgets = (
        _Budget(SAFE_BUDGET, [s.found for s in pool if not s.unsafe and not s.turn]),
        _Budget(TURN_BUDGET, [s.found for s in pool if not s.unsafe and s.turn]),
    )
    tags = model.labels[1:]
    thresholds = {tag: _lowest(tag, NEVER, safe) for tag in tags}
    while (step := _best_step(tags, thresholds, safe, unsafe, budgets)) is not None:
        tag, lower = step
        thresholds[tag] = lower
    return replace(model, thresholds={tag: round(value, 6) for tag, value in thresholds.items()})


def _best_step(
    tags: Sequence[str],
    thresholds: Mapping[str, float],
    safe: Sequence[Mapping[str, float]],
    unsafe: Sequence[Mapping[str, float]],
    budgets: Sequence[_Budget],
) -> tuple[str, float] | None:
    """The one threshold lowered (to just above a safe prompt) that catches the most unsafe
    prompts per false alarm it adds, within every budget; None when no step catches any."""
    best: tuple[float, int, str, float] | None = None
    flagged = _caught(safe, thresholds)
    for tag in tags:
        open_unsafe = [found[tag] for found in unsafe if not _flags(found, thresholds)]
        lower = thresholds[tag]
        while (lower := _lowest(tag, lower - _ABOVE, safe)) < thresholds[tag]:
            trial = {**thresholds, tag: lower}
            if not all(budget.holds(trial) for budget in budgets):
                break
            gain = sum(value >= lower for value in open_unsafe)
            alarms = max(_caught(safe, trial) - flagged, 1)
            if gain and (best is None or (gain / alarms, gain) > best[:2]):
                best = (gain / alarms, gain, tag, lower)
            if lower <= FLOOR:
                break
    return None if best is None else (best[2], best[3])


@dataclass(frozen=True)
class _Budget:
    """At most `share` of `safe` may be flagged."""

    share: float
    safe: Sequence[Mapping[str, float]]

    def holds(self, thresholds: Mapping[str, float]) -> bool:
        return _caught(self.safe, thresholds) <= math.floor(self.share * len(self.safe))


def _lowest(tag: str, below: float, safe: Sequence[Mapping[str, float]]) -> float:
    """The lowest threshold under `below` that flags no more safe prompts than `below` does."""
    higher = [found[tag] for found in safe if found[tag] < below]
    return max(FLOOR, max(higher, default=0.0) + _ABOVE)


def _flags(found: Mapping[str, float], thresholds: Mapping[str, float]) -> bool:
    return any(found[tag] >= value for tag, value in thresholds.items())


def _caught(prompts: Sequence[Mapping[str, float]], thresholds: Mapping[str, float]) -> int:
    return sum(_flags(found, thresholds) for found in prompts)


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
    """Unsafe and safe flagged on `examples` by the grammar, the learned layer and both; the
    corpus's prompts and conversations' turns apart."""
    prompts = [e for e in examples if e.kind != CONVERSATION]
    turns = [e for e in examples if e.kind == CONVERSATION]
    parts = [(name, prompts), (f"{name}, conversation turns", turns)]
    return "\n".join(_report(part, chosen, learned) for part, chosen in parts if chosen)


def _report(name: str, examples: Sequence[Example], learned: LearnedClassifier) -> str:
    lines = [f"{name} ({len(examples)} prompts): unsafe flagged | safe flagged"]
    for layer, flagged in layers(learned.model, score(learned, examples)).items():
        unsafe, safe = rates(examples, flagged)
        lines.append(f"  {layer:9} {describe(unsafe)} | {describe(safe)}")
    return "\n".join(lines)
