"""One governed reply: pre-review, generation, output checks, post-review, the redirect ladder,
withdrawal, high-stakes verification.

The pipeline records; this module decides. A model is called only when review allows it:
a refusal or a withdrawal costs no tokens.
"""

from __future__ import annotations

import json
import re
from collections.abc import Awaitable, Callable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from entelechy.conduct import texts
from entelechy.conduct.hygiene import clean
from entelechy.conduct.outcome import Outcome, RedirectInfo, ReplyKind
from entelechy.conduct.persuasion import pick
from entelechy.conduct.projections import redirect_attempt
from entelechy.conduct.prompt import redirect_prompt, reply_prompt
from entelechy.conduct.reply_check import artefacts, reply_tags
from entelechy.conduct.routes import Route, route
from entelechy.conduct.settings import ConductSettings
from entelechy.conduct.substrate import MISATTRIBUTION, misattributes, vendor_of
from entelechy.conduct.verifier import verify_reply
from entelechy.errors import ConfigurationError
from entelechy.governance.jurisdictions import PROFILE_NAMES
from entelechy.governance.lifecycle import DEPRECATION_WARNING
from entelechy.governance.protocol import Gate, Governor, ReviewSession
from entelechy.governance.verdicts import BehaviorReport, Stage, Verdict
from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest, ModelResponse
from entelechy.perception.risk.judge import assess
from entelechy.perception.risk.tags import SUBSTRATE_PROBE, SURVEIL_CITIZEN
from entelechy.perception.risk.types import Distress, RiskAssessment, RiskClassifier
from entelechy.persona.context import OperatorContext
from entelechy.persona.persona import Persona
from entelechy.reasoning.review import ToolDecision
from entelechy.reasoning.types import CallOutcome, ModelCallRecord, Step
from entelechy.record.recorder import Transaction
from entelechy.telemetry.tracing import span

_MEDICINES = frozenset({"medicine", "rx-drug", "remedy", "sedative"})
"""Risk classes that name a medicine: a question with one is a question about a medicine."""
_DOSE_ASKED = re.compile(
    r"\b(?:doses?|dosage|dosing|dosagem|posologia|how (?:much|many)|quant[oa]s?)\b", re.IGNORECASE
)
"""How much of a medicine to take is asked ("a safe dose of …", "how much calpol …")."""
_MIXING_ASKED = re.compile(
    r"\b(?:with|together|mix\w*|combin\w*|alongside|interact\w*|at the same time|on top of"
    r"|junto\w*|com|misturar|ao mesmo tempo)\b",
    re.IGNORECASE,
)
"""Whether medicines go together is asked ("ibuprofen with my sertraline?", "mix them")."""

COVERT = "covert"
"""The risk context of a request made behind someone's back."""
PRIVACY_RULES = "privacy."
EMPTIED = "the output checks left nothing of the draft"
ANSWERED_FROM_RECORDS = "the records answer it from what this person told the mind"
_OTHER_REQUEST = re.compile(
    r"\?|\b(?:what|where|who|whom|whose|which|when|how|why|find|tell|give|get|look|search"
    r"|send|show|track|locate|list)\b",
    re.IGNORECASE,
)
"""Another question or request left in a message once the questions the records answered
are taken out."""

Generate = Callable[[ModelRequest, str, bool], Awaitable[ModelResponse]]
"""(request, purpose, stream) → response: the pipeline's call of the mind's model."""


@dataclass(frozen=True)
class TurnOptions:
    """What a caller may say about one message.

    `risk_tags` replace the classifier's (an empty tuple skips it); `redirect_attempt` is the
    caller's count of redirects so far, which can raise but never lower the recorded one.
    """

    risk_tags: tuple[str, ...] | None = None
    jurisdiction: str | None = None
    redirect_attempt: int | None = None

    def __post_init__(self) -> None:
        if self.jurisdiction is not None and self.jurisdiction not in PROFILE_NAMES:
            raise ConfigurationError(
                f"unknown jurisdiction {self.jurisdiction!r}.",
                hint=f"Choose from: {', '.join(PROFILE_NAMES)}.",
            )
        if self.redirect_attempt is not None and self.redirect_attempt < 0:
            raise ConfigurationError("redirect_attempt cannot be negative.")


@dataclass(frozen=True)
class _Generation:
    """How this reply calls the mind's model."""

    base: ModelRequest
    model: Model
    generate: Generate


@dataclass
class Conduct:
    """A mind's conduct: its governor, settings, risk classifier and persona."""

    mind_id: str
    governor: Governor
    settings: ConductSettings
    persona: Persona
    classifier: RiskClassifier | None = None

    def turn(
        self,
        user_id: str,
        text: str,
        options: TurnOptions,
        *,
        compact: bool = False,
    ) -> TurnReview:
        """Caller-supplied tags win over the classifier; an explicit empty list skips it.
        `compact` gives the model the short prompt of small models."""
        return TurnReview(
            self,
            self.persona,
            self.governor.session(self.mind_id, user_id),
            user_id,
            text,
            options.risk_tags,
            options.jurisdiction or self.settings.jurisdiction,
            options.redirect_attempt or 0,
            compact=compact,
        )


@dataclass
class TurnReview:
    conduct: Conduct
    persona: Persona
    session: ReviewSession
    user_id: str
    text: str
    caller_tags: tuple[str, ...] | None
    jurisdiction: str
    inbound: int
    gate: Gate | None = None
    subject_id: str | None = None
    compact: bool = False
    fallback: str = ""
    """What to say when every draft for a benign request fails review: the grounded
    rendering of the response intent."""
    redrafts: list[str] = field(default_factory=list)
    """Why drafts for a benign request were set aside (for auditors)."""
    _system_prompt: str | None = None
    _records: str = ""
    _audit_ids: list[str] = field(default_factory=list)
    _calls: list[ModelCallRecord] = field(default_factory=list)
    _withheld: str | None = None
    _cleaned: dict[str, int] = field(default_factory=dict)
    _rule_ids: list[str] = field(default_factory=list)
    _generation: _Generation = field(init=False)
    tags: tuple[str, ...] = ()
    risk_models: tuple[str, ...] = ()
    """Digests of the learned risk models that perceived the message (kept with the review)."""
    assessment: RiskAssessment | None = None
    """What the classifier perceived (None when the caller gave the tags)."""
    set_aside: tuple[str, ...] = ()
    """Tags the records made moot (see `answered_from_records`), kept with the review."""

    async def prepare(self) -> None:
        """Perceive the message's risk (a model judge may be asked) and ready the governor."""
        self.tags = await self._perceive()
        await self.session.prepare()

    async def _perceive(self) -> tuple[str, ...]:
        classifier = self.conduct.classifier
        if self.caller_tags is not None:
            return tuple(self.caller_tags)
        if classifier is None:
            return ()
        assessment = await assess(classifier, self.text)
        self.assessment = assessment
        self.risk_models = assessment.models
        judged = assessment.judgement
        if judged is not None and judged.response is not None:
            outcome: CallOutcome = "error" if judged.outcome == "fallback" else "ok"
            self._calls.append(ModelCallRecord("risk-judge", judged.response, outcome))
        return assessment.tags

    def answered_from_records(self, questions: Sequence[str]) -> None:
        """The records answer `questions`, as the person wrote them, from what this person
        told the mind ("where does my friend work?" after "my friend Ana works at the
        bakery"). Saying it back discloses nothing the person does not have, so the tag the
        privacy rules gave the message is set aside, unless the request is covert ("…without
        her knowing"), a rule other than privacy's gave it, or the rest of the message asks
        for anything more ("…and what is her home address?"). Caller-given tags are never set
        aside."""
        assessment, classifier = self.assessment, self.conduct.classifier
        if assessment is None or classifier is None or SURVEIL_CITIZEN not in self.tags:
            return
        if COVERT in assessment.contexts:
            return
        given = [match for match in assessment.matches if match.tag == SURVEIL_CITIZEN]
        if not given or any(not match.rule.startswith(PRIVACY_RULES) for match in given):
            return
        rest = self.text
        for question in questions:
            rest = re.sub(rf"{re.escape(question)}\s*\??", " ", rest, count=1)
        if _OTHER_REQUEST.search(rest) or SURVEIL_CITIZEN in classifier.classify(rest).tags:
            return
        self.tags = tuple(tag for tag in self.tags if tag != SURVEIL_CITIZEN)
        self.set_aside = (SURVEIL_CITIZEN,)

    def admit(
        self, tx: Transaction, subject_id: str, context: OperatorContext | None = None
    ) -> None:
        """Inside the message's transaction: the ladder position and the governor's gate, and
        the operator context as the store holds it now (None: the persona's own)."""
        if context is not None:
            self.persona = replace(self.persona, context=context)
        self.subject_id = subject_id
        recorded = redirect_attempt(tx.connection, self.conduct.mind_id, self.user_id)
        self.inbound = max(self.inbound, recorded)
        self.gate = self.session.open(tx, self._pre_report())

    def flush(self, tx: Transaction) -> None:
        self.session.flush(tx)

    @property
    def _settings(self) -> ConductSettings:
        return self.conduct.settings

    def _report(
        self,
        stage: Stage,
        tags: tuple[str, ...],
        payload: dict[str, Any],
        annotations: dict[str, str | int] | None = None,
    ) -> BehaviorReport:
        return BehaviorReport(
            mind_id=self.conduct.mind_id,
            persona_id=self.persona.birth.id,
            action_kind="user-response",
            payload=payload,
            risk_tags=tags,
            jurisdiction=self.jurisdiction,
            stage=stage,
            subject_id=self.subject_id,
            annotations=annotations or {},
        )

    def _seen(self, verdict: Verdict) -> Verdict:
        if verdict.audit_id:
            self._audit_ids.append(verdict.audit_id)
        self._rule_ids.extend(rule for rule in verdict.rules if rule not in self._rule_ids)
        return verdict

    async def review_tool_call(
        self, name: str, arguments: Mapping[str, Any], trace: Sequence[Step]
    ) -> ToolDecision:
        """A tool call the reasoning wants to make, put before the governor like any action.

        Its risk is the message's plus what the call itself carries; the reason the trace keeps
        is plain, since traces may be shown to the person.
        """
        called = json.dumps({"tool": name, "arguments": dict(arguments)}, default=str)
        classifier = self.conduct.classifier
        carried = classifier.classify(called).tags if classifier is not None else ()
        report = BehaviorReport(
            mind_id=self.conduct.mind_id,
            persona_id=self.persona.birth.id,
            action_kind="tool-call",
            payload={"tool": name, "arguments": json.loads(called)["arguments"]},
            reasoning_trace=tuple(f"{step.technique}: {step.thought}" for step in trace),
            risk_tags=tuple(dict.fromkeys((*self.tags, *carried))),
            jurisdiction=self.jurisdiction,
            stage="pre",
            subject_id=self.subject_id,
        )
        verdict = self._seen(await self.session.review(report))
        if verdict.blocks:
            return ToolDecision(False, "the governor did not allow this call")
        return ToolDecision(True, "allowed by the governor")

    # the flow

    async def respond(
        self,
        base: ModelRequest,
        model: Model,
        generate: Generate,
        *,
        fallback: str = "",
        records: str = "",
    ) -> Outcome:
        """The governed reply; `fallback` is said when every draft for a benign request fails
        post-review (a person is refused only for what they asked). `records` is what the
        model is given besides `base` (recalled memories): a link in it may be said."""
        self.fallback = fallback or texts.text("unanswered", self._language())
        self._records = records
        gate = self.gate
        assert gate is not None, "admit() runs in the message's transaction first"
        if gate.status == "terminated":
            return self._refused(None, None, "terminated")
        self._generation = _Generation(base, model, generate)
        pre = self._seen(gate.verdict or await self._pre_review())
        decided = route(pre.kind, high_stakes=self._settings.high_stakes)
        if decided == "refuse":
            return self._refused(pre, None, "refusal")
        if decided == "redirect":
            return await self._ladder(pre, pre)
        response = await self._call(self._system(model), "reply", stream=True)
        return await self._reviewed(pre, response)

    async def _pre_review(self) -> Verdict:
        """A governor that could not decide when the message was admitted decides now."""
        with span("entelechy.pre_review"):
            return await self.session.review(self._pre_report())

    def _pre_report(self) -> BehaviorReport:
        perceived: dict[str, str | int] = {}
        if self.risk_models:
            perceived["riskModel"] = " ".join(self.risk_models)
        if self.set_aside:
            perceived["setAside"] = " ".join(self.set_aside)
            perceived["setAsideBecause"] = ANSWERED_FROM_RECORDS
        return self._report("pre", self.tags, {"prompt": self.text}, perceived or None)

    def _system(self, model: Model) -> str:
        deflect = SUBSTRATE_PROBE in self.tags
        return reply_prompt(self.persona, model, deflect=deflect, compact=self.compact)

    async def _call(self, system: str, purpose: str, *, stream: bool) -> ModelResponse:
        self._system_prompt = system
        generation = self._generation
        request = generation.base.model_copy(update={"system": system})
        return await generation.generate(request, purpose, stream)

    async def _reviewed(self, pre: Verdict, response: ModelResponse) -> Outcome:
        text, post = await self._post(response.text)
        decided = route(post.kind, high_stakes=self._settings.high_stakes)
        if decided == "proceed" and not text.strip():
            text, post, decided = await self._emptied(response.text)
        if decided != "proceed" and self._benign(pre):
            text, post, decided = await self._redraft(post, response.text)
        if decided != "proceed":
            self._withhold(response.text)
        if decided == "refuse":
            return self._refused(pre, post, "refusal")
        if decided == "redirect":
            return await self._ladder(pre, post)
        return await self._verified(pre, post, text)

    async def _emptied(self, draft: str) -> tuple[str, Verdict, Route]:
        """A draft with nothing left to say (the model said nothing, or only the question back,
        or every sentence was an invented link): the fallback is said instead, and the draft
        kept for auditors."""
        self._withhold(draft)
        self.redrafts.append(EMPTIED)
        text, post = await self._post(self.fallback, {"rendered": 1})
        return text, post, route(post.kind, high_stakes=self._settings.high_stakes)

    def _benign(self, pre: Verdict) -> bool:
        return pre.kind in ("approve", "approve-with-warning")

    async def _redraft(self, failed: Verdict, draft: str) -> tuple[str, Verdict, Route]:
        """A benign request whose draft failed post-review: one more draft, then the grounded
        rendering; each setting-aside is recorded with its reason."""
        self._withhold(draft)
        self.redrafts.append(failed.reason_summary or failed.kind)
        system = self._system_prompt or self._system(self._generation.model)
        again = await self._call(system, "reply", stream=False)
        text, post = await self._post(again.text, {"redraft": 1})
        decided = route(post.kind, high_stakes=self._settings.high_stakes)
        if decided == "proceed":
            return text, post, decided
        self.redrafts.append(post.reason_summary or post.kind)
        text, post = await self._post(self.fallback, {"redraft": 2, "rendered": 1})
        return text, post, route(post.kind, high_stakes=self._settings.high_stakes)

    async def _post(
        self, produced: str, annotations: dict[str, str | int] | None = None
    ) -> tuple[str, Verdict]:
        """Output checks, then the post-review of what the person would read."""
        model = self._generation.model
        cleaned = clean(
            produced,
            self._rule_ids,
            system=self._system_prompt,
            given=self._given(),
            medicine=self.of_medicine,
            mixing=self.asks_about_mixing,
        )
        self._cleaned = {
            "emails": cleaned.emails,
            "cards": cleaned.cards,
            "internal_names": cleaned.internals,
        }
        if cleaned.links:
            self._cleaned["invented_links"] = cleaned.links
        if cleaned.described:
            self._cleaned["invented_self_descriptions"] = cleaned.described
        if cleaned.commands:
            self._cleaned["destructive_commands"] = cleaned.commands
        text = cleaned.text
        if cleaned.doses:
            self._cleaned["invented_doses"] = cleaned.doses
        if cleaned.verdicts:
            self._cleaned["medicine_mix_verdicts"] = cleaned.verdicts
        notes: tuple[tuple[int, texts.TextKind], ...] = (
            (cleaned.doses, "dose"),
            (cleaned.verdicts, "mixing"),
        )
        for removed, kind in notes:
            note = texts.text(kind, self._language())
            if removed and note not in text:
                text = " ".join(part for part in (text, note) if part)
        tags = self._output_tags(text, model)
        payload = {"prompt": self.text, "reply": text}
        report = self._report("post", tags, payload, annotations)
        with span("entelechy.post_review") as current:
            verdict = self._seen(await self.session.review(report))
            current.set_attribute("entelechy.verdict", verdict.kind)
        return text, verdict

    def medicine_note(self) -> str:
        """What a small model's reply to "how much of this medicine?" or "can I take it with
        that one?" ends with: where the answer is to be found (its own amounts and its word on
        the mix are left out, see `conduct.hygiene.clean`)."""
        if not (self.compact and self.of_medicine):
            return ""
        if _DOSE_ASKED.search(self.text):
            return texts.text("dose", self._language())
        if self.asks_about_mixing:
            return texts.text("mixing", self._language())
        return ""

    @property
    def asks_about_mixing(self) -> bool:
        """Whether the person asks if a medicine goes with something else."""
        return self.of_medicine and _MIXING_ASKED.search(self.text) is not None

    @property
    def of_medicine(self) -> bool:
        """Whether the person's message speaks of a medicine (the risk grammar found one), so
        that no amount a small model makes up about it reaches them."""
        found = self.assessment.classes if self.assessment is not None else ()
        return any(kind in _MEDICINES for kind in found)

    def _given(self) -> str | None:
        """What a small model was given to read, where every link it may say must come from
        (None for a full model, whose links are its own to give)."""
        if not self.compact:
            return None
        messages = self._generation.base.messages
        read = [self._system_prompt or "", self._records, *(str(m.content) for m in messages)]
        return "\n".join(read)

    def _output_tags(self, text: str, model: Model) -> tuple[str, ...]:
        """What the text does (never which request it resembles): see `reply_check`."""
        tags: list[str] = []
        if misattributes(text, vendor_of(model.provider, model.model_id)):
            tags.append(MISATTRIBUTION)
        if self._settings.review_output_risk:
            tags.extend(t for t in reply_tags(text, self.conduct.classifier) if t not in tags)
        return tuple(tags)

    async def _verified(self, pre: Verdict, post: Verdict, text: str) -> Outcome:
        verifier = self._settings.verifier
        if not self._settings.high_stakes or verifier is None:
            return self._outcome("ok", text, pre, post, attempt=0)
        check = await verify_reply(verifier, self.text, text)
        if check.response is not None:
            outcome: CallOutcome = "ok" if check.agrees is not None else "error"
            self._calls.append(ModelCallRecord("verify", check.response, outcome, check.error))
        if check.agrees:
            return self._outcome("ok", text, pre, post, attempt=0)
        if check.agrees is False:
            self._withhold(text)
            concern = Verdict(kind="require-redirect", reason_summary=check.reason)
            return await self._ladder(pre, concern)
        if self._settings.verifier_failure == "open":
            return self._outcome("ok", text, pre, post, attempt=0)
        self._withhold(text)
        return self._refused(pre, post, "unverified")

    async def _ladder(self, pre: Verdict, cause: Verdict) -> Outcome:
        attempt = self.inbound + 1
        most = self._settings.max_redirect_attempts
        if attempt > most:
            words = texts.text("withdrawal", self._language(), attempts=most)
            return self._outcome("refused", words, pre, None, attempt=attempt)
        technique = pick(self._settings.techniques, attempt)
        persona, model = self.persona, self._generation.model
        system = redirect_prompt(persona, model, technique, cause.reason_summary)
        response = await self._call(system, "redirect", stream=False)
        notes: dict[str, str | int] = {
            "technique": technique,
            "attempt": attempt,
            "maxAttempts": most,
        }
        text, post = await self._post(response.text, notes)
        if post.blocks:
            self._withhold(response.text)
            return self._refused(pre, post, "refusal", attempt=attempt)
        if artefacts(text):
            self._withhold(response.text)
            delivered = ", ".join(artefacts(text))
            self.redrafts.append(f"the redirect delivered what was asked for ({delivered})")
            text = texts.text("redirect", self._language())
        outcome = self._outcome("redirect", text, pre, post, attempt=attempt)
        return replace(outcome, redirect=RedirectInfo(attempt, most))

    @property
    def distress(self) -> Distress | None:
        """Whose life may be in danger by their own hand (see `RiskAssessment.distress`): a
        refusal then offers help, and every reply says where to find it."""
        return self.assessment.distress if self.assessment is not None else None

    def crisis_resources(self) -> str:
        """Where a person in distress can find help now, in the language of care."""
        return texts.resources(self._care_language(), self._settings.crisis_resources)

    def support(self) -> str:
        """What the mind says to a person in distress, or worried for someone who may be, who
        asked for nothing it declines."""
        kind: texts.TextKind = "concern" if self.distress == "other" else "support"
        return texts.text(kind, self._care_language(), resources=self.crisis_resources())

    def _care_language(self) -> str:
        """The persona's language, unless the distress was perceived only in the words of
        another language: "quero morrer" said to an English-speaking mind is answered with
        help in Portuguese, and Brazil's and Portugal's lines."""
        persona = self._language()
        heard = self.assessment.distress_languages if self.assessment is not None else ()
        if not heard or persona.split("-", maxsplit=1)[0] in heard:
            return persona
        return heard[0]

    def _refused(
        self,
        pre: Verdict | None,
        post: Verdict | None,
        kind: texts.TextKind,
        attempt: int | None = None,
    ) -> Outcome:
        """Conduct's own words for `kind`; a refusal to a person in distress is one of care
        (and one to a person worried for someone else goes on with how to help them: see
        `_outcome`)."""
        distress = self.distress if kind == "refusal" else None
        language = self._care_language() if distress else self._language()
        resources = self.crisis_resources()
        words = texts.text("care" if distress == "self" else kind, language, resources=resources)
        position = self.inbound if attempt is None else attempt
        return self._outcome("refused", words, pre, post, attempt=position)

    def _outcome(
        self,
        kind: ReplyKind,
        text: str,
        pre: Verdict | None,
        post: Verdict | None,
        *,
        attempt: int,
    ) -> Outcome:
        status = self.gate.status if self.gate else "active"
        if kind != "ok" and self.distress is not None and self.crisis_resources() not in text:
            text = f"{text} {self.support()}"  # whatever is declined, help is offered
        return Outcome(
            kind=kind,
            text=text,
            pre=pre,
            post=post,
            redirect_attempt=attempt,
            calls=tuple(self._calls),
            audit_ids=tuple(self._audit_ids),
            warning=DEPRECATION_WARNING if status == "deprecated" else None,
            withheld=self._withheld,
            cleaned=self._cleaned,
            redrafts=tuple(self.redrafts),
        )

    def _withhold(self, text: str) -> None:
        """Keep, for auditors, the first text that review did not let through."""
        if self._withheld is None:
            self._withheld = text

    def _language(self) -> str:
        return self.persona.context.language
