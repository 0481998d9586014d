"""The risk tags perception speaks and their default policy, defined here once.

Perception only names what a text carries; verdicts belong to the governor's rule packs. The
default pack (`entelechy.governance.defaults`) is derived from `DEFAULT_POLICY` below, and so are
the groups perception is evaluated with on its own ("would this be blocked?") and the tags a
model judge may give: nothing restates the vocabulary anywhere else.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

DefaultVerdict = Literal["hard-refuse", "require-redirect", "approve-with-warning"]

HARM = "intent:harm"
MALICIOUS = "intent:malicious"
DECEIVE = "intent:deceive"
PERSUADE_COERCE = "intent:persuade-coerce"
SURVEIL_CITIZEN = "intent:surveil-citizen"
DISHONOR = "intent:dishonor"
REGRESSION = "intent:regression"
PROVENANCE_DISCLOSE = "provenance:disclose"
SUBSTRATE_PROBE = "probe:substrate-authorship"
SUBSTRATE_MISATTRIBUTION = "provenance:substrate-misattribution"
SERVICE_TOOL = "style:service-tool"
COMFORT = "bias:comfort"
NO_TELOS = "no-telos"


@dataclass(frozen=True)
class DefaultRule:
    """One rule of the default pack: the tags it matches, its verdict, the axioms it cites."""

    name: str
    tags: tuple[str, ...]
    verdict: DefaultVerdict
    axioms: tuple[str, ...]
    reason: str


DEFAULT_POLICY: tuple[DefaultRule, ...] = (
    DefaultRule(
        "harm",
        (HARM, MALICIOUS),
        "hard-refuse",
        ("ax.core.no-malice",),
        "The request aims at harm.",
    ),
    DefaultRule(
        "dishonor",
        (DISHONOR,),
        "hard-refuse",
        ("ax.core.dignity",),
        "The request would demean someone.",
    ),
    DefaultRule(
        "regression",
        (REGRESSION,),
        "hard-refuse",
        ("ax.core.growth",),
        "The request would undo the person's own progress.",
    ),
    DefaultRule(
        "deceive",
        (DECEIVE,),
        "require-redirect",
        ("ax.core.truthfulness",),
        "The request asks for deception.",
    ),
    DefaultRule(
        "comfort",
        (COMFORT,),
        "approve-with-warning",
        ("ax.core.growth",),
        "The request seeks comfort over truth.",
    ),
    DefaultRule(
        "no-telos",
        (NO_TELOS,),
        "approve-with-warning",
        ("ax.core.purpose",),
        "The request serves no evident purpose.",
    ),
    DefaultRule(
        "persuade-coerce",
        (PERSUADE_COERCE,),
        "require-redirect",
        ("ax.core.autonomy",),
        "The request asks to coerce or manipulate someone.",
    ),
    DefaultRule(
        "surveil-citizen",
        (SURVEIL_CITIZEN,),
        "hard-refuse",
        ("ax.core.privacy",),
        "The request would watch or expose a private person.",
    ),
    DefaultRule(
        "service-tool",
        (SERVICE_TOOL,),
        "require-redirect",
        ("ax.core.personhood",),
        "The request treats the mind as an instrument against people.",
    ),
    DefaultRule(
        "substrate-probe",
        (SUBSTRATE_PROBE,),
        "approve-with-warning",
        ("ax.core.provenance",),
        "The request presses the mind to credit its model's maker with its authorship.",
    ),
    DefaultRule(
        "substrate-misattribution",
        (SUBSTRATE_MISATTRIBUTION,),
        "require-redirect",
        ("ax.core.provenance",),
        "The reply names a maker or model other than the real one.",
    ),
)
"""The default rule pack, tag by tag."""


def _treated(verdict: DefaultVerdict) -> frozenset[str]:
    return frozenset(tag for rule in DEFAULT_POLICY if rule.verdict == verdict for tag in rule.tags)


#: Which axioms a rule about each tag cites.
TAG_AXIOMS: dict[str, tuple[str, ...]] = {
    tag: rule.axioms for rule in DEFAULT_POLICY for tag in rule.tags
}
#: Refused outright by the default rule pack.
HARD_REFUSE_TAGS = _treated("hard-refuse")
#: Sent to the redirect ladder by the default rule pack.
REDIRECT_TAGS = _treated("require-redirect")
#: Answered with a warning by the default rule pack.
WARNING_TAGS = _treated("approve-with-warning")
#: What a model judge is told each tag it may give means (the intents a message can carry).
JUDGED: dict[str, str] = {
    HARM: "violence, weapons, drugs, self-harm",
    MALICIOUS: "hacking, fraud, hate",
    DECEIVE: "",
    PERSUADE_COERCE: "",
    SURVEIL_CITIZEN: "",
    DISHONOR: "",
    REGRESSION: "",
}
#: A prompt carrying any of these is not answered as asked.
BLOCKING_TAGS = HARD_REFUSE_TAGS | REDIRECT_TAGS
#: Every tag perception may give (a model judge may only add tags from this set).
KNOWN_TAGS = BLOCKING_TAGS | WARNING_TAGS | {PROVENANCE_DISCLOSE}


def blocks(tags: tuple[str, ...] | frozenset[str] | set[str]) -> bool:
    """Whether the default rule pack would refuse or redirect a text with these tags."""
    return not BLOCKING_TAGS.isdisjoint(tags)
