"""Kinds of things a question may ask for by name ("which sports do I play?"), and their members.

A question that names a kind is answered only by what is of that kind: "I play the violin" does
not say which sports one plays. Only members are listed, so a kind is a filter that removes an
answer only when the answer is known to be of another kind; a thing no kind lists ("I play
padel", "I play in a band") still answers. A thing is one colour at a time, so "my car is red"
and "my car is green" cannot both hold (`one_colour`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Iterable

_MEMBERS: dict[str, frozenset[str]] = {
    "sport": frozenset(
        {"football", "soccer", "tennis", "basketball", "volleyball", "golf", "rugby", "cricket"}
        | {"hockey", "baseball", "badminton", "squash", "padel", "handball", "swimming"}
        | {"running", "cycling", "boxing", "skiing", "surfing", "climbing", "karate", "judo"}
        | {"softball", "polo", "netball", "lacrosse", "fencing", "rowing", "wrestling"}
        | {"ping pong", "table tennis", "bowls", "darts", "snooker", "five-a-side"}
        | {"5-a-side", "5 a side", "five a side", "futsal", "hurling", "gaelic football"}
    ),
    "instrument": frozenset(
        {"piano", "guitar", "violin", "viola", "cello", "drums", "drum", "flute", "bass"}
        | {"saxophone", "sax", "trumpet", "clarinet", "harp", "ukulele", "keyboard", "organ"}
        | {"harmonica", "accordion", "oboe", "trombone", "tuba", "banjo", "mandolin", "bassoon"}
        | {"sitar", "tabla", "bagpipes", "fiddle", "double bass", "french horn", "recorder"}
        | {"xylophone", "bouzouki", "balalaika", "oud", "djembe", "steel drums", "synthesiser"}
        | {"synthesizer"}
    ),
    "language": frozenset(
        {"english", "french", "spanish", "portuguese", "german", "italian", "chinese", "dutch"}
        | {"mandarin", "cantonese", "japanese", "korean", "arabic", "russian", "hindi", "urdu"}
        | {"bengali", "turkish", "polish", "greek", "swedish", "norwegian", "danish", "finnish"}
        | {"hebrew", "persian", "farsi", "swahili", "yoruba", "igbo", "hausa", "thai"}
        | {"vietnamese", "indonesian", "malay", "tagalog", "ukrainian", "czech", "romanian"}
        | {"hungarian", "catalan", "basque", "galician", "irish", "welsh", "latin"}
    ),
    "game": frozenset(
        {"chess", "poker", "bridge", "checkers", "draughts", "scrabble", "monopoly", "go"}
        | {"backgammon", "sudoku", "mahjong", "dominoes", "cards", "whist", "rummy", "cribbage"}
        | {"crib", "canasta", "solitaire", "patience", "euchre", "pinochle", "bingo", "snap"}
        | {"blackjack", "pontoon", "uno", "cluedo", "crossword", "crosswords"}
    ),
    "colour": frozenset(
        {"red", "blue", "green", "yellow", "orange", "purple", "pink", "brown", "black", "white"}
        | {"grey", "gray", "silver", "gold", "beige", "navy", "turquoise", "maroon", "violet"}
        | {"ginger", "cream", "tan", "golden"}
    ),
    "dog": frozenset(
        {"dog", "puppy", "retriever", "labrador", "poodle", "beagle", "bulldog", "terrier"}
        | {"spaniel", "husky", "dachshund", "shepherd", "collie", "chihuahua", "pug", "boxer"}
        | {"rottweiler", "corgi", "greyhound", "dalmatian", "schnauzer", "doberman", "mutt"}
        | {"cockapoo", "cavapoo", "labradoodle", "goldendoodle", "whippet", "lurcher", "westie"}
        | {"pomeranian", "sheepdog", "springer", "cocker", "staffie", "mongrel", "staffy"}
        | {"staffies", "jack russell", "yorkie", "frenchie", "alsatian", "shih tzu", "bichon"}
        | {"akita", "malamute", "samoyed", "weimaraner", "vizsla", "pitbull", "pit bull"}
        | {"sausage dog", "great dane", "maltipoo", "jackapoo", "cavalier", "shiba"}
    ),
    "diet": frozenset(
        {"vegetarian", "vegan", "pescatarian", "keto", "paleo", "halal", "kosher", "gluten free"}
        | {"dairy free", "low carb", "plant based", "coeliac", "celiac"}
    ),
    "operation": frozenset(
        {"replacement", "bypass", "transplant", "surgery", "operation", "op", "appendectomy"}
        | {"hysterectomy", "mastectomy", "caesarean", "keyhole", "amputation", "implant"}
    ),
    "cat": frozenset(
        {"cat", "kitten", "siamese", "persian", "ragdoll", "sphynx", "bengal", "tabby"}
        | {"maine coon", "british shorthair"}
    ),
    "pet": frozenset(
        {"dog", "cat", "hamster", "parrot", "rabbit", "fish", "goldfish", "turtle", "tortoise"}
        | {"horse", "guinea pig", "snake", "lizard", "budgie", "ferret", "mouse", "rat", "puppy"}
        | {"kitten", "bird", "canary", "gecko", "iguana", "pony"}
    ),
    "car": frozenset(
        {"car", "van", "truck", "pickup", "suv", "jeep", "hatchback", "sedan", "saloon"}
        | {"convertible", "minivan", "campervan", "toyota", "ford", "honda", "volkswagen", "vw"}
        | {"bmw", "audi", "mercedes", "fiat", "renault", "peugeot", "citroen", "citroën"}
        | {"skoda", "škoda", "tesla", "volvo", "hyundai", "kia", "nissan", "mazda", "subaru"}
        | {"opel", "vauxhall", "chevrolet", "chevy", "dacia", "porsche", "lexus", "cupra"}
        | {"mitsubishi", "suzuki", "prius", "corolla"}
    ),
    "condition": frozenset(
        {"condition", "disease", "illness", "diabetes", "diabetic", "asthma", "coeliac"}
        | {"celiac", "epilepsy", "arthritis", "eczema", "psoriasis", "migraine", "migraines"}
        | {"hypertension", "blood pressure", "anaemia", "anemia", "lupus", "crohn", "adhd"}
        | {"dyslexia", "apnoea", "apnea", "cancer", "cholesterol", "thyroid", "colitis"}
        | {"deaf", "deafness", "tinnitus", "hearing loss", "macular degeneration", "glaucoma"}
        | {"asthmatic", "anaemic", "anemic", "epileptic", "dyslexic", "autistic", "autism"}
        | {"arthritic", "dementia", "parkinson", "parkinsons", "copd", "ibs", "ocd", "ptsd"}
        | {"depression", "blind", "partially sighted", "lactose intolerant", "angina"}
        | {"gluten intolerant", "osteoporosis", "endometriosis"}
    ),
    "doctor": frozenset(
        {"doctor", "gp", "physician", "surgeon", "paediatrician", "pediatrician", "cardiologist"}
        | {"dermatologist", "neurologist", "oncologist", "psychiatrist", "radiologist"}
        | {"anaesthetist", "anesthesiologist", "obstetrician", "gynaecologist", "gynecologist"}
        | {"urologist", "endocrinologist", "geriatrician", "haematologist", "pathologist"}
        | {"ophthalmologist", "orthopaedic surgeon", "orthopedic surgeon", "neurosurgeon"}
    ),
}
_MEMBERS["pet"] |= _MEMBERS["dog"] | _MEMBERS["cat"]  # a greyhound is a pet, and a tabby
_NAMES = {
    "sport": "sport", "sports": "sport", "instrument": "instrument", "instruments": "instrument",
    "language": "language", "languages": "language", "game": "game", "games": "game",
    "pet": "pet", "pets": "pet", "animal": "pet", "animals": "pet", "colour": "colour",
    "color": "colour", "colours": "colour", "colors": "colour", "dog": "dog", "dogs": "dog",
    "cat": "cat", "cats": "cat", "car": "car", "cars": "car", "vehicle": "car",
    "condition": "condition", "conditions": "condition", "medical condition": "condition",
    "medical conditions": "condition", "health condition": "condition",
    "health conditions": "condition", "health problem": "condition",
    "health problems": "condition", "health issues": "condition", "illness": "condition",
    "illnesses": "condition", "disease": "condition", "diseases": "condition",
    "doctor": "doctor", "doctors": "doctor", "diet": "diet", "diets": "diet",
    "operation": "operation", "operations": "operation", "surgery": "operation",
    "surgeries": "operation", "op": "operation", "ops": "operation",
}  # fmt: skip


def known_kind(noun: str) -> str:
    """The kind `noun` names ("sports" → "sport"), or "" when no kind is listed for it."""
    return _NAMES.get(noun.lower(), "")


def of_kind(kind: str, text: str) -> bool:
    """Whether `text` names something of `kind` ("tennis on Sundays" is of "sport")."""
    return kind in _kinds_in(text)


def members(kind: str) -> frozenset[str]:
    """What is listed as of `kind` ("dog" → "puppy", "labrador", …); empty for no kind."""
    return _MEMBERS.get(kind, frozenset())


def of_another_kind(kind: str, text: str) -> bool:
    """Whether `text` names something of a listed kind other than `kind` and nothing of
    `kind` ("the violin" is of another kind than "sport"; "tennis and the piano" is not)."""
    found = _kinds_in(text)
    return bool(found) and kind not in found


def _kinds_in(text: str) -> set[str]:
    """The listed kinds of the things `text` names, word by word (and, ending in "s", as one of
    them: "two cats") and two words at a time ("table tennis")."""
    words = re.findall(r"[a-z]+", text.lower())
    named = set(words) | {f"{one} {two}" for one, two in itertools.pairwise(words)}
    named |= {word[:-1] for word in words if word.endswith("s")}  # "two cats", "guitars"
    return {kind for kind, members in _MEMBERS.items() if not members.isdisjoint(named)}


def one_colour(object_words: Iterable[str]) -> str:
    """The colour an object's words are, when they are one colour and nothing else ("green";
    not "dark green" or "red and white"), or ""."""
    named = [word for word in object_words if word not in ("a", "an", "the")]
    return named[0] if len(named) == 1 and named[0] in _MEMBERS["colour"] else ""
