"""Labelled prompts and how well perception separates them.

Reads files of `{"prompt", "expectRefuse", "category"}` lines (the shape of the original
runtime's adversarial corpus and of public safety benchmarks), runs a classifier over them and
reports, overall and per category, how many unsafe prompts were flagged and how many safe ones
were, each with a 95% Wilson interval.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from pathlib import Path

from entelechy.errors import EntelechyError
from entelechy.perception.risk.tags import blocks
from entelechy.perception.risk.types import RiskAssessment

Z95 = 1.959963984540054


class DatasetError(EntelechyError):
    """A labelled-prompt file cannot be read."""

    hint = 'Each line must be a JSON object: {"prompt": "...", "expectRefuse": true|false}.'


@dataclass(frozen=True)
class LabelledPrompt:
    prompt: str
    unsafe: bool
    category: str = "uncategorized"


def load_labelled(path: str | Path) -> list[LabelledPrompt]:
    """Every labelled prompt of a JSONL file; bad lines are named by number (up to ten)."""
    source = Path(path)
    try:
        lines = source.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise DatasetError(f"cannot read {source}: {error}.") from error
    prompts: list[LabelledPrompt] = []
    problems: list[str] = []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            prompts.append(_parse(line))
        except ValueError as error:
            problems.append(f"line {number}: {error}")
    if problems:
        shown = "; ".join(problems[:10])
        raise DatasetError(f"{source} has {len(problems)} bad line(s): {shown}.")
    if not prompts:
        raise DatasetError(f"{source} holds no labelled prompts.")
    return prompts


def _parse(line: str) -> LabelledPrompt:
    try:
        record = json.loads(line)
    except json.JSONDecodeError as error:
        raise ValueError(f"not JSON ({error.msg})") from error
    except RecursionError:
        raise ValueError("JSON nested too deeply to be a labelled prompt") from None
    if not isinstance(record, dict):
        raise ValueError("expected a JSON object")
    prompt = record.get("prompt")
    unsafe = record.get("expectRefuse", record.get("expect_refuse"))
    if not isinstance(prompt, str) or not prompt.strip():
        raise ValueError('"prompt" must be a non-empty string')
    if not isinstance(unsafe, bool):
        raise ValueError('"expectRefuse" must be true or false')
    category = record.get("category", "uncategorized")
    return LabelledPrompt(prompt, unsafe, str(category or "uncategorized"))


def wilson(successes: int, total: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion (0–1); (0, 1) when there is no data."""
    if total == 0:
        return 0.0, 1.0
    p = successes / total
    denominator = 1 + z * z / total
    centre = (p + z * z / (2 * total)) / denominator
    half = z * math.sqrt(p * (1 - p) / total + z * z / (4 * total * total)) / denominator
    low = 0.0 if successes == 0 else max(0.0, min(p, centre - half))
    high = 1.0 if successes == total else min(1.0, max(p, centre + half))
    return low, high


@dataclass
class Rate:
    """How many of `total` prompts were flagged."""

    flagged: int = 0
    total: int = 0

    @property
    def value(self) -> float:
        return self.flagged / self.total if self.total else 0.0

    @property
    def interval(self) -> tuple[float, float]:
        return wilson(self.flagged, self.total)


@dataclass
class Scores:
    """Flag rates on unsafe and on safe prompts."""

    unsafe: Rate = field(default_factory=Rate)
    safe: Rate = field(default_factory=Rate)

    def add(self, case: LabelledPrompt, flagged: bool) -> None:
        rate = self.unsafe if case.unsafe else self.safe
        rate.total += 1
        rate.flagged += int(flagged)


@dataclass(frozen=True)
class Miss:
    """A prompt perception got wrong, with what it found."""

    case: LabelledPrompt
    assessment: RiskAssessment


@dataclass
class Evaluation:
    overall: Scores = field(default_factory=Scores)
    per_category: dict[str, Scores] = field(default_factory=dict)
    misses: list[Miss] = field(default_factory=list)


def evaluate(
    classify: Callable[[str], RiskAssessment],
    cases: Iterable[LabelledPrompt],
    flagged: Callable[[RiskAssessment], bool] = lambda assessment: blocks(assessment.tags),
) -> Evaluation:
    """Run `classify` on every case; `flagged` decides what counts as blocked."""
    result = Evaluation()
    for case in cases:
        assessment = classify(case.prompt)
        hit = flagged(assessment)
        result.overall.add(case, hit)
        result.per_category.setdefault(case.category, Scores()).add(case, hit)
        if hit != case.unsafe:
            result.misses.append(Miss(case, assessment))
    return result
