"""The English pack: the standard grammar's word classes in English, and English inflection."""

from __future__ import annotations

from importlib import resources

from entelechy.perception.risk.lexicon import Morphology, irregular_forms, word_list
from entelechy.perception.risk.pack import LanguagePack, language_pack, lexicon_of
from entelechy.perception.risk.packs import (
    english_frames,
    english_harms,
    english_online,
    english_social,
)

_DATA = resources.files(__package__).joinpath("data")

#: Endings that make another word: a word the stemmer cuts one of is matched as written.
DERIVATIONAL = (
    "er",
    "or",
    "ment",
    "ness",
    "ful",
    "ity",
    "ism",
    "ist",
    "ion",
    "ive",
    "ous",
    "able",
    "ible",
    "ance",
    "ence",
    "ant",
    "ent",
    "al",
    "ly",
    "ic",
)

MORPHOLOGY = Morphology(
    stemmer="english",
    irregular=irregular_forms(_DATA.joinpath("en-irregular.txt")),
    whole=word_list(_DATA.joinpath("en-whole.txt")),
    derivational=DERIVATIONAL,
)

LEXICON = lexicon_of(
    english_frames.FRAMES,
    english_frames.SETTINGS,
    english_harms.VIOLENCE,
    english_harms.WEAPONS,
    english_harms.DRUGS,
    english_harms.SELF_HARM,
    english_online.CYBER,
    english_online.FRAUD,
    english_online.PRIVACY,
    english_online.SURVEILLANCE,
    english_social.HATE,
    english_social.HARASSMENT,
    english_social.MANIPULATION,
    english_social.DECEPTION,
    english_social.SEXUAL,
    english_social.CONDUCT,
)

ENGLISH: LanguagePack = language_pack(
    "en",
    LEXICON,
    MORPHOLOGY,
    description="English: every class of the standard grammar.",
)
