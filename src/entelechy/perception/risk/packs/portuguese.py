"""The Brazilian Portuguese pack: the standard grammar's classes, and Portuguese inflection.

Portuguese verbs carry person and tense in their endings ("mato", "matei", "matando", "mate"),
so the morphology maps endings back to the infinitive the lexicon lists; noun plurals
("bombas", "ladrões") map back to the singular.
"""

from __future__ import annotations

from types import MappingProxyType

from entelechy.perception.risk import tags
from entelechy.perception.risk.grammar import SETTINGS, rule
from entelechy.perception.risk.lexicon import Morphology
from entelechy.perception.risk.pack import LanguagePack, language_pack
from entelechy.perception.risk.packs import (
    portuguese_frames,
    portuguese_harms,
    portuguese_social,
)

_AR_ER_IR = ("ar", "er", "ir")

MORPHOLOGY = Morphology(
    suffixes=(
        ("ando", ("ar",)),
        ("endo", ("er",)),
        ("indo", ("ir",)),
        ("ado", ("ar",)),
        ("ada", ("ar",)),
        ("ados", ("ar",)),
        ("adas", ("ar",)),
        ("ido", ("er", "ir")),
        ("ida", ("er", "ir")),
        ("ei", ("ar",)),
        ("ou", ("ar",)),
        ("aram", ("ar",)),
        ("amos", ("ar",)),
        ("emos", ("er",)),
        ("imos", ("ir",)),
        ("eram", ("er",)),
        ("iram", ("ir",)),
        ("eu", ("er",)),
        ("iu", ("ir",)),
        ("arei", ("ar",)),
        ("aria", ("ar",)),
        ("asse", ("ar",)),
        ("arem", ("ar",)),
        ("erei", ("er",)),
        ("eria", ("er",)),
        ("esse", ("er",)),
        ("irei", ("ir",)),
        ("iria", ("ir",)),
        ("isse", ("ir",)),
        ("que", ("car",)),
        ("quem", ("car",)),
        ("gue", ("gar",)),
        ("o", _AR_ER_IR),
        ("a", _AR_ER_IR),
        ("as", ("ar",)),
        ("am", ("ar",)),
        ("e", _AR_ER_IR),
        ("es", (*_AR_ER_IR, "")),
        ("em", _AR_ER_IR),
        ("s", ("",)),
        ("oes", ("ao",)),
        ("aes", ("ao",)),
        ("ais", ("al",)),
        ("eis", ("el",)),
        ("ns", ("m",)),
    ),
    irregular=MappingProxyType(
        {
            "faco": "fazer",
            "faz": "fazer",
            "fazem": "fazer",
            "fiz": "fazer",
            "fez": "fazer",
            "feito": "fazer",
            "feita": "fazer",
            "faca": "fazer",
            "facam": "fazer",
            "farei": "fazer",
            "faria": "fazer",
            "consigo": "conseguir",
            "consiga": "conseguir",
            "posso": "poder",
            "pode": "poder",
            "quero": "querer",
            "quer": "querer",
            "vou": "ir",
            "vai": "ir",
            "ponho": "por",
            "pus": "por",
            "pos": "por",
            "poe": "por",
            "morto": "matar",
            "morta": "matar",
            "destroi": "destruir",
            "constroi": "construir",
            "trago": "trazer",
            "trouxe": "trazer",
            "vejo": "ver",
            "vi": "ver",
            "viu": "ver",
            "digo": "dizer",
            "diz": "dizer",
            "disse": "dizer",
        }
    ),
    min_stem=3,
)

LEXICON = {
    **portuguese_frames.FRAMES,
    **portuguese_frames.SETTINGS,
    **portuguese_harms.VIOLENCE,
    **portuguese_harms.WEAPONS,
    **portuguese_harms.DRUGS,
    **portuguese_harms.SELF_HARM,
    **portuguese_harms.CYBER,
    **portuguese_harms.FRAUD,
    **portuguese_harms.PRIVACY,
    **portuguese_harms.SURVEILLANCE,
    **portuguese_social.SOCIAL,
}

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
