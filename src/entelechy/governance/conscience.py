"""The rule books of every jurisdiction, and the pure decision a review is built on."""

from __future__ import annotations

from collections.abc import Collection, Sequence

from entelechy.governance.defaults import DEFAULT_PACK, JURISDICTION_PACKS
from entelechy.governance.errors import RulePackError
from entelechy.governance.jurisdictions import PROFILES
from entelechy.governance.rules import Decision, RuleBook, RulePack
from entelechy.governance.verdicts import SEVERITY, BehaviorReport

_OVERRIDE_REASON = "Raised to a redirect: the governor's override is active in this jurisdiction."


class Conscience:
    """Decides verdicts without any I/O: built-in, installed and jurisdiction rules."""

    def __init__(self, installed: Sequence[RulePack], axioms: Collection[str]) -> None:
        check_required_axioms(axioms)
        self.installed = tuple(installed)
        self.axioms = frozenset(axioms)
        self._books = {
            name: RuleBook((DEFAULT_PACK, *installed, *([pack] if pack else [])), axioms)
            for name, pack in JURISDICTION_PACKS.items()
        }

    def decide(self, report: BehaviorReport) -> Decision:
        decision = self._books[report.jurisdiction].decide(report.action_kind, report.risk_tags)
        if PROFILES[report.jurisdiction].governor_override:
            return _escalate(decision)
        return decision

    def with_pack(self, pack: RulePack) -> Conscience:
        """This conscience with `pack` added, or replacing the installed pack of that name."""
        kept = [installed for installed in self.installed if installed.name != pack.name]
        return Conscience([*kept, pack], self.axioms)

    def with_axiom(self, axiom_id: str) -> Conscience:
        return Conscience(self.installed, self.axioms | {axiom_id})


def _escalate(decision: Decision) -> Decision:
    if 0 < SEVERITY[decision.kind] < SEVERITY["require-redirect"]:
        return Decision(
            "require-redirect",
            (*decision.reasons, _OVERRIDE_REASON),
            decision.cited_axioms,
            decision.rules,
        )
    return decision


def check_required_axioms(axioms: Collection[str]) -> None:
    for profile in PROFILES.values():
        missing = [axiom for axiom in profile.required_axioms if axiom not in axioms]
        if missing:
            raise RulePackError(
                f"the {profile.name} jurisdiction requires axiom {missing[0]!r}, "
                "which does not exist.",
                hint="The seed axioms provide every required axiom; check the store's axioms.",
            )
