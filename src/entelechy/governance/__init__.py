"""The conscience: axioms, creator signatures, rule packs, reviews, the audit ledger, dream
induction, lifecycle and lawful profiles — locally or through a remote governor."""

from entelechy.governance.axioms import Axiom, AxiomDraft
from entelechy.governance.inductions import InductionIntent, InductionTicket
from entelechy.governance.lifecycle import LifecycleStatus
from entelechy.governance.local import LocalGovernor
from entelechy.governance.protocol import Gate, Governor, ReviewSession
from entelechy.governance.rules import Rule, RuleMatch, RulePack, parse_rule_pack
from entelechy.governance.signing import CreatorKey, SignedRequest
from entelechy.governance.verdicts import BehaviorReport, Verdict

__all__ = [
    "Axiom",
    "AxiomDraft",
    "BehaviorReport",
    "CreatorKey",
    "Gate",
    "Governor",
    "InductionIntent",
    "InductionTicket",
    "LifecycleStatus",
    "LocalGovernor",
    "ReviewSession",
    "Rule",
    "RuleMatch",
    "RulePack",
    "SignedRequest",
    "Verdict",
    "parse_rule_pack",
]
