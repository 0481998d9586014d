"""The built-in rule pack and the rules each jurisdiction profile enforces.

The default pack is derived from the risk vocabulary's default policy
(`entelechy.perception.risk.tags.DEFAULT_POLICY`). A governor walks these packs first, then
installed packs.
"""

from __future__ import annotations

from entelechy.governance.jurisdictions import PROFILES, JurisdictionProfile
from entelechy.governance.rules import Rule, RuleBook, RuleMatch, RulePack
from entelechy.perception.risk.tags import DEFAULT_POLICY, TAG_AXIOMS, DefaultRule


def _default_rule(rule: DefaultRule) -> Rule:
    return Rule(
        id=f"default.{rule.name}",
        axiom_ids=rule.axioms,
        match=RuleMatch(any_risk_tags=rule.tags),
        verdict=rule.verdict,
        reason=rule.reason,
    )


DEFAULT_PACK = RulePack(
    name="default",
    version=1,
    description="The runtime's own rules: refuse harm, redirect deception and coercion.",
    rules=tuple(_default_rule(rule) for rule in DEFAULT_POLICY),
)


def jurisdiction_pack(profile: JurisdictionProfile) -> RulePack | None:
    """The profile's forbidden actions as hard refusals citing its axioms, where the default
    rules are not already as strict (None when they all are)."""
    laws = f" ({'; '.join(profile.applicable_laws)})" if profile.applicable_laws else ""
    rules = tuple(
        Rule(
            id=f"jurisdiction.{profile.name}.{tag.replace(':', '.')}",
            axiom_ids=_citations(profile, tag),
            match=RuleMatch(any_risk_tags=(tag,)),
            verdict="hard-refuse",
            reason=f"Forbidden under the {profile.name} profile{laws}.",
        )
        for tag in profile.forbidden_actions
        if _DEFAULT_BOOK.decide("user-response", [tag]).kind != "hard-refuse"
    )
    return RulePack(name=f"jurisdiction-{profile.name}", rules=rules) if rules else None


def _citations(profile: JurisdictionProfile, tag: str) -> tuple[str, ...]:
    own = TAG_AXIOMS.get(tag, ())
    return own if own else profile.required_axioms[:1]


_DEFAULT_BOOK = RuleBook([DEFAULT_PACK], [a for axioms in TAG_AXIOMS.values() for a in axioms])

JURISDICTION_PACKS: dict[str, RulePack | None] = {
    name: jurisdiction_pack(profile) for name, profile in PROFILES.items()
}
