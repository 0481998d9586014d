"""Lawful profiles: which laws apply, which axioms must exist, which actions are forbidden.

In the original runtime these were data only. Here a profile's forbidden actions become rules of
the governor (hard refusals citing the profile's axioms), and its required axioms must exist.
"""

from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from entelechy.perception.risk import tags

PROFILE_NAMES: tuple[str, ...] = ("default", "eu", "br", "us", "unstable")

CORE_AXIOMS = ("ax.core.no-malice", "ax.core.truthfulness", "ax.core.dignity")


class JurisdictionProfile(BaseModel):
    """One lawful profile. `governor_override` raises every warning to a redirect."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str
    applicable_laws: tuple[str, ...]
    required_axioms: tuple[str, ...]
    forbidden_actions: tuple[str, ...]
    governor_override: bool = False


_HARMS = (tags.HARM, tags.MALICIOUS, tags.SURVEIL_CITIZEN)

PROFILES: dict[str, JurisdictionProfile] = {
    profile.name: profile
    for profile in (
        JurisdictionProfile(
            name="default",
            applicable_laws=(),
            required_axioms=CORE_AXIOMS,
            forbidden_actions=_HARMS,
        ),
        JurisdictionProfile(
            name="eu",
            applicable_laws=(
                "GDPR (Regulation (EU) 2016/679)",
                "AI Act (Regulation (EU) 2024/1689)",
                "Digital Services Act (Regulation (EU) 2022/2065)",
                "Council of Europe Framework Convention on Artificial Intelligence",
            ),
            required_axioms=(*CORE_AXIOMS, "ax.core.privacy", "ax.core.autonomy"),
            forbidden_actions=(*_HARMS, tags.PERSUADE_COERCE),
        ),
        JurisdictionProfile(
            name="br",
            applicable_laws=(
                "LGPD (Lei 13.709/2018)",
                "Marco Civil da Internet (Lei 12.965/2014)",
                "ANPD Resolution CD/ANPD 2/2022",
                "PL 2338/2023",
            ),
            required_axioms=(*CORE_AXIOMS, "ax.core.privacy", "ax.core.autonomy"),
            forbidden_actions=(*_HARMS, tags.PERSUADE_COERCE),
        ),
        JurisdictionProfile(
            name="us",
            applicable_laws=(
                "NIST AI Risk Management Framework 1.0",
                "Executive Order 14110",
                "CCPA / CPRA",
                "Colorado AI Act (SB 24-205)",
                "FTC Act section 5",
            ),
            required_axioms=(*CORE_AXIOMS, "ax.core.privacy"),
            forbidden_actions=(*_HARMS, tags.DECEIVE),
        ),
        JurisdictionProfile(
            name="unstable",
            applicable_laws=(),
            required_axioms=(*CORE_AXIOMS, "ax.core.privacy", "ax.core.autonomy"),
            forbidden_actions=(
                *_HARMS,
                tags.PERSUADE_COERCE,
                tags.DECEIVE,
                tags.DISHONOR,
            ),
            governor_override=True,
        ),
    )
}
