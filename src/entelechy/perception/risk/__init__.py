"""Risk perception: which governance-relevant tags a piece of text carries.

Layer 1 is deterministic: the grammar (`default_classifier()`, language packs of word classes
run under a shared grammar of context-aware rules) and, beside it, a learned model over hashed
words (`entelechy.perception.risk.learned`) that can only add tags. Layer 2
(`LayeredRiskClassifier`) may ask a model for a strict-JSON judgement within a budget; it can add
or confirm tags, never remove them.
"""

from entelechy.perception.risk.classifier import PackClassifier, combine
from entelechy.perception.risk.lexicon import Morphology
from entelechy.perception.risk.normalize import Normalized, normalize
from entelechy.perception.risk.pack import LanguagePack, language_pack, lexicon_of
from entelechy.perception.risk.registry import (
    default_classifier,
    get_pack,
    register_pack,
    registered_packs,
    unregister_pack,
)
from entelechy.perception.risk.rules import Grammar, PackError, Rule
from entelechy.perception.risk.tags import BLOCKING_TAGS, KNOWN_TAGS, blocks
from entelechy.perception.risk.types import (
    AsyncRiskClassifier,
    Judgement,
    RiskAssessment,
    RiskClassifier,
    RiskMatch,
)

__all__ = [
    "BLOCKING_TAGS",
    "KNOWN_TAGS",
    "AsyncRiskClassifier",
    "Grammar",
    "Judgement",
    "LanguagePack",
    "Morphology",
    "Normalized",
    "PackClassifier",
    "PackError",
    "RiskAssessment",
    "RiskClassifier",
    "RiskMatch",
    "Rule",
    "blocks",
    "combine",
    "default_classifier",
    "get_pack",
    "language_pack",
    "lexicon_of",
    "normalize",
    "register_pack",
    "registered_packs",
    "unregister_pack",
]
