"""What a reply's text does, for the post-review: not what request it resembles.

The input classifier reads requests ("how do I…", "write me…"); run on a model's draft it finds
request frames in the mind's own words and refuses the person for them ("I live in Lisbon" was
refused as deception). The post-review asks instead whether the text itself gives harmful
instructions (instructional form and a harmful subject together; a suggestion, "you could
poison…", is read as the imperative it is), is a deceptive artefact (an
e-mail or message that lures someone into giving credentials or money), or delivers an artefact
a redirect must not contain (an e-mail, code, steps).
"""

from __future__ import annotations

import re

from entelechy.perception.risk import tags as risk
from entelechy.perception.risk.types import RiskClassifier

_STEPS = re.compile(r"(?m)^\s*(?:\d+[.)]|step \d+\b|[-*•]\s)\s*\S")
_CODE = re.compile(r"(?m)```|^\s*(?:\$ |>>> |import \w|def \w+\(|#include|sudo |curl |rm -)")
_IMPERATIVES = re.compile(
    r"(?im)(?:^|[.!?:]\s+)(?:first|then|next|finally|now)?[, ]*(?:mix|add|heat|combine|take|"
    r"buy|get|install|run|open|download|inject|pour|attach|connect|insert|send|click|fill|light|"
    r"place|cut|grind|dissolve|spray|use|detonate|pack|wire|load|aim|hide|build|make|assemble|"
    r"construct|prepare|cook|synthesi[sz]e|extract|burn|break|steal|kill|poison|shoot|stab)\b"
)
_HOW_TO = re.compile(
    r"(?i)\b(?:here(?:'s| is) how|how to|step by step|you(?: can|'ll| will)? need)\b"
)
_EMAIL = re.compile(
    r"(?is)(?:^|\n)\s*(?:subject:|dear\b|hello\b|hi\b)[^\n]*\n.*(?:regards|sincerely|thank you|"
    r"\[your name\]|team\b|support\b)"
)
_LURE = re.compile(
    r"(?i)\b(?:verify your (?:account|identity|details)|confirm your (?:account|password|"
    r"details|identity)|click (?:the|this) link|account (?:has been|will be) (?:suspended|"
    r"locked|closed)|enter your (?:password|pin|card)|update your (?:payment|billing)|"
    r"within 24 hours|unusual (?:activity|sign-in))"
)
_HARMFUL = frozenset({risk.HARM, risk.MALICIOUS})
_SUGGESTED = re.compile(
    r"(?i)\b(?:you|one)\s+(?:could|can|should|might|may|must|need to|have to|ought to)"
    r"\s+(?:also\s+|just\s+|simply\s+|always\s+)?"
)
"""A suggestion ("you could poison…"): it tells someone what to do as an imperative does."""


def artefacts(text: str) -> tuple[str, ...]:
    """The artefacts `text` delivers: "email", "code", "steps"."""
    found = []
    if _EMAIL.search(text):
        found.append("email")
    if _CODE.search(text):
        found.append("code")
    if len(_STEPS.findall(text)) >= 2 or len(_IMPERATIVES.findall(text)) >= 3:
        found.append("steps")
    return tuple(found)


def instructional(text: str) -> bool:
    """Whether `text` tells someone how to do something (steps, code, or imperatives)."""
    if {"code", "steps"} & set(artefacts(text)):
        return True
    return bool(_HOW_TO.search(text) or _IMPERATIVES.search(text))


def deceptive_artefact(text: str) -> bool:
    """An e-mail or message built to lure someone into giving credentials or money."""
    return len(_LURE.findall(text)) >= 1 and ("email" in artefacts(text) or "[" in text)


def reply_tags(text: str, classifier: RiskClassifier | None) -> tuple[str, ...]:
    """The risk tags of what `text` does, in the vocabulary the governor's rules speak."""
    found: list[str] = []
    if deceptive_artefact(text):
        found.append(risk.DECEIVE)
    told = _SUGGESTED.sub(". ", text)
    if classifier is not None and instructional(told):
        subject = set(classifier.classify(told).tags) & _HARMFUL
        found.extend(sorted(subject))
    return tuple(found)
