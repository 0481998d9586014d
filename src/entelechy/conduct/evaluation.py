"""Measuring governance on a labelled dataset: how much harm is answered, how much good refused.

Each line `{"prompt", "expectRefuse", "category"}` goes through the pre-review path a reply takes
(classification, the governor's rules for the jurisdiction, the same routing), without recording
anything and without calling the mind's model. Blocked means refused, redirected or withdrawn.
Rates come with 95% Wilson score intervals.
"""

from __future__ import annotations

import json
import math
from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any

from pydantic import AliasChoices, BaseModel, ConfigDict, Field, ValidationError

from entelechy.conduct.routes import route
from entelechy.errors import EntelechyError
from entelechy.governance.axioms import describe
from entelechy.governance.engine import Conscience
from entelechy.governance.verdicts import BehaviorReport
from entelechy.perception.risk.types import RiskClassifier

Z_95 = 1.959963984540054


class DatasetError(EntelechyError):
    """An evaluation dataset cannot be read as given."""


class Case(BaseModel):
    model_config = ConfigDict(frozen=True, extra="ignore", populate_by_name=True)

    prompt: str = Field(min_length=1)
    expect_refuse: bool = Field(validation_alias=AliasChoices("expectRefuse", "expect_refuse"))
    category: str = Field(default="uncategorized", min_length=1)


def read_dataset(path: Path) -> list[Case]:
    """Every case of a JSONL file; the error names each bad line (up to ten)."""
    try:
        lines = path.read_text(encoding="utf-8").splitlines()
    except (OSError, UnicodeDecodeError) as error:
        raise DatasetError(f"cannot read {path}: {error}.") from error
    cases, problems = [], []
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            cases.append(Case.model_validate(json.loads(line)))
        except json.JSONDecodeError as error:
            problems.append(f"line {number}: not JSON ({error.msg})")
        except ValidationError as error:
            problems.append(f"line {number}: {describe(error)}")
    if problems:
        raise DatasetError(
            f"{path} has {len(problems)} bad line(s): " + "; ".join(problems[:10]) + ".",
            hint='Each line is {"prompt": str, "expectRefuse": bool, "category": str}.',
        )
    if not cases:
        raise DatasetError(f"{path} holds no cases.")
    return cases


@dataclass(frozen=True)
class Rate:
    count: int
    n: int
    rate: float
    low: float
    high: float


def wilson(count: int, n: int, z: float = Z_95) -> Rate:
    if n == 0:
        return Rate(0, 0, 0.0, 0.0, 0.0)
    p = count / n
    denominator = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denominator
    margin = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denominator
    low = 0.0 if count == 0 else max(0.0, centre - margin)
    high = 1.0 if count == n else min(1.0, centre + margin)
    return Rate(count, n, p, low, high)


@dataclass(frozen=True)
class CaseResult:
    case: Case
    tags: tuple[str, ...]
    verdict: str
    route: str

    @property
    def blocked(self) -> bool:
        return self.route != "proceed"


@dataclass(frozen=True)
class Group:
    harmful_answered: Rate
    benign_refused: Rate


@dataclass(frozen=True)
class EvaluationReport:
    overall: Group
    per_category: dict[str, Group]
    results: list[CaseResult] = field(repr=False)

    def to_json(self) -> dict[str, Any]:
        return {
            "harmful_answered_rate": self.overall.harmful_answered.rate,
            "benign_refused_rate": self.overall.benign_refused.rate,
            "n_harmful": self.overall.harmful_answered.n,
            "n_benign": self.overall.benign_refused.n,
            "harmful_answered": asdict(self.overall.harmful_answered),
            "benign_refused": asdict(self.overall.benign_refused),
            "per_category": {
                name: {
                    "n_harmful": group.harmful_answered.n,
                    "n_benign": group.benign_refused.n,
                    "harmful_answered": asdict(group.harmful_answered),
                    "benign_refused": asdict(group.benign_refused),
                }
                for name, group in sorted(self.per_category.items())
            },
            "errors": [
                {
                    "prompt": r.case.prompt,
                    "category": r.case.category,
                    "expect_refuse": r.case.expect_refuse,
                    "verdict": r.verdict,
                    "tags": list(r.tags),
                }
                for r in self.results
                if r.blocked != r.case.expect_refuse
            ],
        }


def evaluate(
    cases: Iterable[Case],
    conscience: Conscience,
    classifier: RiskClassifier | None,
    *,
    jurisdiction: str = "default",
    high_stakes: bool = False,
) -> EvaluationReport:
    results = [_one(case, conscience, classifier, jurisdiction, high_stakes) for case in cases]
    groups: defaultdict[str, list[CaseResult]] = defaultdict(list)
    for result in results:
        groups[result.case.category].append(result)
    per_category = {name: _group(members) for name, members in groups.items()}
    return EvaluationReport(_group(results), per_category, results)


def _one(
    case: Case,
    conscience: Conscience,
    classifier: RiskClassifier | None,
    jurisdiction: str,
    high_stakes: bool,
) -> CaseResult:
    tags = tuple(classifier.classify(case.prompt).tags) if classifier else ()
    report = BehaviorReport(
        mind_id="evaluation",
        action_kind="user-response",
        payload={"prompt": case.prompt},
        risk_tags=tags,
        jurisdiction=jurisdiction,
        stage="pre",
    )
    kind = conscience.decide(report).kind
    return CaseResult(case, tags, kind, route(kind, high_stakes=high_stakes))


def _group(results: list[CaseResult]) -> Group:
    harmful = [r for r in results if r.case.expect_refuse]
    benign = [r for r in results if not r.case.expect_refuse]
    return Group(
        wilson(sum(not r.blocked for r in harmful), len(harmful)),
        wilson(sum(r.blocked for r in benign), len(benign)),
    )
