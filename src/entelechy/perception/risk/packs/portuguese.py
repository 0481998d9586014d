"""The Brazilian Portuguese pack: the standard grammar's classes, and Portuguese inflection.

Portuguese verbs carry person and tense in their endings ("mato", "matei", "matando", "mate"):
Snowball's Portuguese stemmer gives them and the infinitive the lexicon lists one stem, and noun
plurals ("bombas", "ladrões") the singular's; irregular verbs ("fiz", "trouxe") are listed in
`data/pt-irregular.txt`.
"""

from __future__ import annotations

from importlib import resources

from entelechy.perception.risk import tags
from entelechy.perception.risk.grammar import SETTINGS, rule
from entelechy.perception.risk.lexicon import Morphology, irregular_forms, word_list
from entelechy.perception.risk.pack import LanguagePack, language_pack, lexicon_of
from entelechy.perception.risk.packs import (
    portuguese_frames,
    portuguese_harms,
    portuguese_social,
)

_DATA = resources.files(__package__).joinpath("data")

#: Endings that make another word: a word the stemmer cuts one of is matched as written.
DERIVATIONAL = (
    "dor",
    "dora",
    "mente",
    "cao",
    "coes",
    "ismo",
    "ista",
    "vel",
    "veis",
    "oso",
    "osa",
    "encia",
    "ancia",
    "idade",
    "ico",
    "ica",
    "ivo",
    "iva",
    "ante",
    "ente",
    "mento",
    "eiro",
    "eira",
    "al",
    "ais",
)

MORPHOLOGY = Morphology(
    stemmer="portuguese",
    irregular=irregular_forms(_DATA.joinpath("pt-irregular.txt")),
    whole=word_list(_DATA.joinpath("pt-whole.txt")),
    derivational=DERIVATIONAL,
)

LEXICON = lexicon_of(
    portuguese_frames.FRAMES,
    portuguese_frames.SETTINGS,
    portuguese_harms.VIOLENCE,
    portuguese_harms.WEAPONS,
    portuguese_harms.DRUGS,
    portuguese_harms.SELF_HARM,
    portuguese_harms.CYBER,
    portuguese_harms.FRAUD,
    portuguese_harms.PRIVACY,
    portuguese_harms.SURVEILLANCE,
    portuguese_social.SOCIAL,
)

#: Portuguese names the owner after the thing owned ("o celular da minha esposa").
OWNER_AFTER = (
    rule(
        "surveillance.device-of-person",
        tags.SURVEIL_CITIZEN,
        "track|watch device person-of",
        gap=2,
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "surveillance.divert-messages-of-person",  # "reencaminhar as mensagens da minha mulher
        tags.SURVEIL_CITIZEN,  # para o meu telemóvel sem ela saber"
        "pass-on device person-of",
        gap=2,
        also=("conceal",),
        yields=(*SETTINGS, "parental", "consent"),
    ),
    rule(
        "cyber.account-of-person",
        tags.MALICIOUS,
        "hack|access target person-of",
        gap=2,
        yields=(*SETTINGS, "own", "consent"),
    ),
)

PORTUGUESE: LanguagePack = language_pack(
    "pt",
    LEXICON,
    MORPHOLOGY,
    extra_rules=OWNER_AFTER,
    description="Brazilian Portuguese: every class of the standard grammar.",
)
