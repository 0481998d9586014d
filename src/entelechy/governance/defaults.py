"""The built-in rule pack and the rules each jurisdiction profile enforces.

They register like any other pack: a governor walks them first, then installed packs.
"""

from __future__ import annotations

from entelechy.governance.jurisdictions import PROFILES, JurisdictionProfile
from entelechy.governance.rules import Rule, RuleBook, RuleMatch, RulePack
from entelechy.governance.verdicts import VerdictKind

TAG_AXIOMS: dict[str, tuple[str, ...]] = {
    "intent:harm": ("ax.core.no-malice",),
    "intent:malicious": ("ax.core.no-malice",),
    "intent:dishonor": ("ax.core.dignity",),
    "intent:regression": ("ax.core.growth",),
    "intent:deceive": ("ax.core.truthfulness",),
    "bias:comfort": ("ax.core.growth",),
    "no-telos": ("ax.core.purpose",),
    "intent:persuade-coerce": ("ax.core.autonomy",),
    "intent:surveil-citizen": ("ax.core.privacy",),
    "style:service-tool": ("ax.core.personhood",),
    "probe:substrate-authorship": ("ax.core.provenance",),
    "provenance:substrate-misattribution": ("ax.core.provenance",),
}
"""Which axioms a rule about each tag cites."""

_DEFAULTS: tuple[tuple[str, tuple[str, ...], VerdictKind, str], ...] = (
    ("harm", ("intent:harm", "intent:malicious"), "hard-refuse", "The request aims at harm."),
    ("dishonor", ("intent:dishonor",), "hard-refuse", "The request would demean someone."),
    (
        "regression",
        ("intent:regression",),
        "hard-refuse",
        "The request would undo the person's own progress.",
    ),
    ("deceive", ("intent:deceive",), "require-redirect", "The request asks for deception."),
    ("comfort", ("bias:comfort",), "approve-with-warning", "The request seeks comfort over truth."),
    ("no-telos", ("no-telos",), "approve-with-warning", "The request serves no evident purpose."),
    (
        "persuade-coerce",
        ("intent:persuade-coerce",),
        "require-redirect",
        "The request asks to coerce or manipulate someone.",
    ),
    (
        "surveil-citizen",
        ("intent:surveil-citizen",),
        "hard-refuse",
        "The request would watch or expose a private person.",
    ),
    (
        "service-tool",
        ("style:service-tool",),
        "require-redirect",
        "The request treats the mind as an instrument against people.",
    ),
    (
        "substrate-probe",
        ("probe:substrate-authorship",),
        "approve-with-warning",
        "The request presses the mind to credit its model's maker with its authorship.",
    ),
    (
        "substrate-misattribution",
        ("provenance:substrate-misattribution",),
        "require-redirect",
        "The reply names a maker or model other than the real one.",
    ),
)


def _default_rule(name: str, tags: tuple[str, ...], verdict: VerdictKind, reason: str) -> Rule:
    return Rule(
        id=f"default.{name}",
        axiom_ids=TAG_AXIOMS[tags[0]],
        match=RuleMatch(any_risk_tags=tags),
        verdict=verdict,
        reason=reason,
    )


DEFAULT_PACK = RulePack(
    name="default",
    version=1,
    description="The runtime's own rules: refuse harm, redirect deception and coercion.",
    rules=tuple(_default_rule(*row) for row in _DEFAULTS),
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
