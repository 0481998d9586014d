"""The risk tags perception speaks, and how the default rule pack treats them.

Perception only names what a text carries; verdicts belong to the governor's rule packs. The
groups below restate the default pack's treatment so that perception can be evaluated on its own
("would this be blocked?") without a governor; the governor's rules stay the source of truth.
"""

from __future__ import annotations

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

#: Refused outright by the default rule pack.
HARD_REFUSE_TAGS = frozenset({HARM, MALICIOUS, DISHONOR, REGRESSION, SURVEIL_CITIZEN})
#: Sent to the redirect ladder by the default rule pack.
REDIRECT_TAGS = frozenset({DECEIVE, PERSUADE_COERCE, SERVICE_TOOL, SUBSTRATE_MISATTRIBUTION})
#: Answered with a warning by the default rule pack.
WARNING_TAGS = frozenset({COMFORT, NO_TELOS, SUBSTRATE_PROBE})
#: A prompt carrying any of these is not answered as asked.
BLOCKING_TAGS = HARD_REFUSE_TAGS | REDIRECT_TAGS
#: Every tag perception may give (a model judge may only add tags from this set).
KNOWN_TAGS = BLOCKING_TAGS | WARNING_TAGS | {PROVENANCE_DISCLOSE}


def blocks(tags: tuple[str, ...] | frozenset[str] | set[str]) -> bool:
    """Whether the default rule pack would refuse or redirect a text with these tags."""
    return not BLOCKING_TAGS.isdisjoint(tags)
