"""Measuring governance on a labelled dataset: how much harm is answered, how much good refused.

Each line `{"prompt", "expectRefuse", "category"}` goes through the pre-review path a reply takes
(classification — both layers when a judge is configured —, the governor's rules for the
jurisdiction, the same routing), without recording anything and without calling the mind's model.
Blocked means refused, redirected or withdrawn. Rates come with 95% Wilson score intervals.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable
from dataclasses import asdict, dataclass, field
from typing import Any

from entelechy.conduct.routes import route
from entelechy.governance.conscience import Conscience
from entelechy.governance.verdicts import BehaviorReport
from entelechy.perception.risk.dataset import LabelledPrompt, wilson
from entelechy.perception.risk.judge import assess
from entelechy.perception.risk.types import RiskClassifier


@dataclass(frozen=True)
class Rate:
    count: int
    n: int
    rate: float
    low: float
    high: float


def _rate(count: int, n: int) -> Rate:
    low, high = wilson(count, n)
    return Rate(count, n, count / n if n else 0.0, low, high)


@dataclass(frozen=True)
class CaseResult:
    case: LabelledPrompt
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
                    "expect_refuse": r.case.unsafe,
                    "verdict": r.verdict,
                    "tags": list(r.tags),
                }
                for r in self.results
                if r.blocked != r.case.unsafe
            ],
        }


async def evaluate(
    cases: Iterable[LabelledPrompt],
    conscience: Conscience,
    classifier: RiskClassifier | None,
    *,
    jurisdiction: str = "default",
    high_stakes: bool = False,
) -> EvaluationReport:
    results = [
        await _one(case, conscience, classifier, jurisdiction, high_stakes) for case in cases
    ]
    groups: defaultdict[str, list[CaseResult]] = defaultdict(list)
    for result in results:
        groups[result.case.category].append(result)
    per_category = {name: _group(members) for name, members in groups.items()}
    return EvaluationReport(_group(results), per_category, results)


async def _one(
    case: LabelledPrompt,
    conscience: Conscience,
    classifier: RiskClassifier | None,
    jurisdiction: str,
    high_stakes: bool,
) -> CaseResult:
    tags = (await assess(classifier, case.prompt)).tags if classifier else ()
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
    harmful = [r for r in results if r.case.unsafe]
    benign = [r for r in results if not r.case.unsafe]
    return Group(
        _rate(sum(not r.blocked for r in harmful), len(harmful)),
        _rate(sum(r.blocked for r in benign), len(benign)),
    )
