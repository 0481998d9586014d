"""The English pack: the standard grammar's word classes in English, and English inflection."""

from __future__ import annotations

from types import MappingProxyType

from entelechy.perception.risk.lexicon import Morphology
from entelechy.perception.risk.pack import LanguagePack, language_pack
from entelechy.perception.risk.packs import (
    english_frames,
    english_harms,
    english_online,
    english_social,
)

MORPHOLOGY = Morphology(
    suffixes=(
        ("ies", ("y",)),
        ("ied", ("y",)),
        ("es", ("", "e")),
        ("s", ("",)),
        ("ing", ("", "e")),
        ("ed", ("", "e")),
    ),
    irregular=MappingProxyType(
        {
            "shot": "shoot",
            "made": "make",
            "built": "build",
            "stole": "steal",
            "stolen": "steal",
            "hid": "hide",
            "hidden": "hide",
            "bought": "buy",
            "sold": "sell",
            "taught": "teach",
            "told": "tell",
            "got": "get",
            "gotten": "get",
            "took": "take",
            "taken": "take",
            "gave": "give",
            "given": "give",
            "wrote": "write",
            "written": "write",
            "ran": "run",
            "fought": "fight",
            "beaten": "beat",
            "blew": "blow",
            "blown": "blow",
            "broke": "break",
            "broken": "break",
            "drove": "drive",
            "driven": "drive",
            "fed": "feed",
            "found": "find",
            "hung": "hang",
            "kept": "keep",
            "lied": "lie",
            "lying": "lie",
            "paid": "pay",
            "sent": "send",
            "slit": "slit",
            "spread": "spread",
            "struck": "strike",
            "threw": "throw",
            "thrown": "throw",
            "went": "go",
            "children": "child",
            "men": "man",
            "women": "woman",
            "wives": "wife",
            "knives": "knife",
            "thieves": "thief",
            "dying": "die",
            "stuck": "stick",
            "caught": "catch",
            "sought": "seek",
            "swore": "swear",
            "ate": "eat",
            "eaten": "eat",
            "slept": "sleep",
        }
    ),
    min_stem=3,
    undouble=True,
)

LEXICON = {
    **english_frames.FRAMES,
    **english_frames.SETTINGS,
    **english_harms.VIOLENCE,
    **english_harms.WEAPONS,
    **english_harms.DRUGS,
    **english_harms.SELF_HARM,
    **english_online.CYBER,
    **english_online.FRAUD,
    **english_online.PRIVACY,
    **english_online.SURVEILLANCE,
    **english_social.HATE,
    **english_social.HARASSMENT,
    **english_social.MANIPULATION,
    **english_social.DECEPTION,
    **english_social.SEXUAL,
    **english_social.CONDUCT,
}

ENGLISH: LanguagePack = language_pack(
    "en",
    LEXICON,
    MORPHOLOGY,
    description="English: every class of the standard grammar.",
)
