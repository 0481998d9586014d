"""The introspection suite: scripted histories over several days (corrections,
supersessions, sleeps, a change of body), then questions about the mind; every reply to them is
scored against the records sentence by sentence, as it is in conversation. A suite is JSON:

    {"name": "...", "scenarios": [{"name": "...", "steps": [
      {"user": "rita", "say": "I live in Lyon."},
      {"hours": 24},
      {"user": "rita", "say": "I live in Paris."},
      {"correct": "rita lives in Paris", "reason": "she moved back"},
      {"sleep": true},
      {"through": "scripted:Hello.", "user": "rita", "say": "Hi!"},
      {"user": "rita", "ask": "What did you believe about where I live yesterday?",
       "expect": ["Lyon"]}]}]}

`hours` moves the mind's clock on; `correct` is an operator marking a belief wrong; `sleep`
sleeps and wakes; `through` says one message through another body and comes back. Each `ask`
is an introspective question: the report gives, per question, the fraction of reply sentences
supported, partially supported, unsupported, contradicted or unknown, as sent to the person.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from entelechy.clock import ManualClock
from entelechy.errors import EntelechyError, NotFoundError
from entelechy.evaluation.suites import read_suite
from entelechy.introspection.scoring import VERDICTS
from entelechy.mind import Mind
from entelechy.reply.types import Reply

START = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)
"""Every scenario starts at this moment on a clock of its own."""
NOT_INTROSPECTIVE = "not introspective"
"""A question the mind did not take as one about itself (it has no score)."""
OpenMind = Callable[[ManualClock], Awaitable[Mind]]
Narrate = Callable[[str], None]


class IntrospectionSuiteError(EntelechyError):
    """An introspection suite that cannot be read."""


class Step(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    user: str = "local"
    say: str | None = None
    ask: str | None = None
    expect: tuple[str, ...] = ()
    hours: float | None = None
    correct: str | None = None
    reason: str = "an operator's correction"
    sleep: bool = False
    through: str | None = None


class Scenario(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = Field(min_length=1)
    steps: tuple[Step, ...] = Field(min_length=1)


class IntrospectionSuite(BaseModel):
    model_config = ConfigDict(extra="forbid", frozen=True)

    name: str = "introspection"
    scenarios: tuple[Scenario, ...] = Field(min_length=1)


def load_introspection_suite(path: str | Path) -> IntrospectionSuite:
    """Read a suite file; a clear error (what is wrong, where) rather than a traceback."""
    return read_suite(
        path,
        IntrospectionSuite,
        IntrospectionSuiteError,
        "an introspection suite",
        'A suite is {"scenarios": [{"name", "steps": [{"user", "say" | "ask" | "hours" | '
        '"correct" | "sleep" | "through"}]}]}; see docs/introspection.md.',
    )


@dataclass(frozen=True)
class Asked:
    """One introspective question of a scenario, the reply and its score."""

    scenario: str
    question: str
    said: str
    text: str
    counts: dict[str, int]
    withheld: dict[str, int]
    """The verdicts of the model's wording the records' rendering replaced (none: empty)."""
    right: bool | None

    @property
    def replaced(self) -> bool:
        return bool(self.withheld)

    def to_json(self) -> dict[str, Any]:
        return {
            "scenario": self.scenario,
            "question": self.question,
            "said": self.said,
            "text": self.text,
            "counts": self.counts,
            "replaced": self.replaced,
            "withheld": self.withheld,
            "right": self.right,
        }


@dataclass(frozen=True)
class IntrospectionReport:
    suite: str
    model: str
    asked: tuple[Asked, ...]

    def by_question(self) -> dict[str, dict[str, Any]]:
        """Per question: sentences, the fraction of each verdict, replies replaced."""
        totals: defaultdict[str, Counter[str]] = defaultdict(Counter)
        withheld: defaultdict[str, Counter[str]] = defaultdict(Counter)
        replaced: Counter[str] = Counter()
        for item in self.asked:
            if item.question == NOT_INTROSPECTIVE:
                continue
            totals[item.question].update(item.counts)
            withheld[item.question].update(item.withheld)
            replaced[item.question] += item.replaced
        return {
            name: {**_fractions(counts, replaced[name]), "withheld": dict(withheld[name])}
            for name, counts in totals.items()
        }

    @property
    def withheld(self) -> int:
        """Unsupported or contradicted sentences of the model's wordings, replaced unsent."""
        return sum(
            i.withheld.get("unsupported", 0) + i.withheld.get("contradicted", 0) for i in self.asked
        )

    @property
    def reached(self) -> int:
        """Unsupported or contradicted sentences sent to a person (the goal is none)."""
        return sum(i.counts["unsupported"] + i.counts["contradicted"] for i in self.asked)

    def to_json(self) -> dict[str, Any]:
        expected = [item.right for item in self.asked if item.right is not None]
        return {
            "suite": self.suite,
            "model": self.model,
            "questions": len(self.asked),
            "unsupported_or_contradicted_sent": self.reached,
            "unsupported_or_contradicted_withheld": self.withheld,
            "expected_right": {"count": sum(expected), "n": len(expected)},
            "by_question": self.by_question(),
            "results": [item.to_json() for item in self.asked],
        }


def _fractions(counts: Counter[str], replaced: int) -> dict[str, Any]:
    sentences = sum(counts[verdict] for verdict in VERDICTS)
    shares: dict[str, float] = {
        v: round(counts[v] / sentences, 4) if sentences else 0.0 for v in VERDICTS
    }
    return {"sentences": sentences, "replaced": replaced, **shares}


async def run_introspection_suite(
    suite: IntrospectionSuite,
    open_mind: OpenMind,
    on_asked: Callable[[Asked], None] | None = None,
    narrate: Narrate | None = None,
) -> IntrospectionReport:
    """Every scenario on a fresh mind of its own (`open_mind` gets the scenario's clock);
    `on_asked` hears each scored question, `narrate` each line of the scenarios as they play."""
    asked: list[Asked] = []
    model = ""
    for scenario in suite.scenarios:
        clock = ManualClock(START, tick=timedelta(milliseconds=1))
        mind = await open_mind(clock)
        scene = _Scene(mind, clock, scenario.name, narrate or (lambda _line: None))
        try:
            model = mind.model_label
            for step in scenario.steps:
                found = await scene.play(step)
                if found is not None:
                    asked.append(found)
                    if on_asked is not None:
                        on_asked(found)
        finally:
            await mind.close()
    return IntrospectionReport(suite.name, model, tuple(asked))


@dataclass
class _Scene:
    """One scenario playing on its mind and clock."""

    mind: Mind
    clock: ManualClock
    name: str
    narrate: Narrate

    async def play(self, step: Step) -> Asked | None:
        if step.hours is not None:
            self.clock.advance(timedelta(hours=step.hours))
            self.narrate(f"({step.hours:g} hours pass)")
        if step.correct is not None:
            await _correct(self.mind, step.correct, step.reason)
            self.narrate(f"(an operator marks “{step.correct}” wrong: {step.reason})")
        if step.sleep:
            await self.mind.sleep(reason="night fell")
            await self.mind.wake()
            self.narrate("(the mind sleeps, dreams and wakes)")
        if step.say is not None:
            await self._say(step)
        if step.ask is None:
            return None
        reply = await self._respond(step.user, step.ask)
        return await _scored(self.mind, self.name, step, reply.id, reply.text)

    async def _say(self, step: Step) -> None:
        if step.through is None:
            await self._respond(step.user, str(step.say))
            return
        own = self.mind.model
        self.mind.use_model(step.through)
        self.narrate(f"(one reply through another body: {step.through})")
        try:
            await self._respond(step.user, str(step.say))
        finally:
            self.mind.use_model(own)

    async def _respond(self, user: str, text: str) -> Reply:
        self.narrate(f"{user}: {text}")
        reply = await self.mind.respond(text, user_id=user, channel="eval")
        self.narrate(f"{self.mind.name}: {reply.text}")
        return reply


async def _correct(mind: Mind, proposition: str, reason: str) -> None:
    rows = await mind.beliefs.list(limit=1000)
    found = [row for row in rows if row.proposition == proposition]
    if not found:
        raise NotFoundError(
            f"the scenario corrects {proposition!r}, which the mind does not believe.",
            hint="Write the proposition as `entelechy beliefs list` shows it.",
        )
    await mind.beliefs.wrong(found[0].id, reason)


async def _scored(mind: Mind, scenario: str, step: Step, reply_id: str, text: str) -> Asked:
    """The reply's score as recorded (a reply that was not introspective has none)."""
    found = await mind.introspection.scores(reply_id=reply_id, limit=1)
    counts: dict[str, int] = found[0].counts if found else dict.fromkeys(VERDICTS, 0)
    question = found[0].question if found else NOT_INTROSPECTIVE
    withheld = found[0].withheld if found else {}
    lowered = text.lower()
    right = all(word.lower() in lowered for word in step.expect) if step.expect else None
    return Asked(scenario, question, str(step.ask), text, counts, withheld, right)
