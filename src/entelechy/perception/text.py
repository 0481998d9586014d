"""Shared text handling for the analysers: sentences, contractions, time expressions.

Kept separate from the analysers so the claim parser, the intent rules and the entity finder all
see a message cut and normalised the same way.
"""

from __future__ import annotations

import re
from collections.abc import Callable


def unshouted(text: str) -> str:
    """`text` in lower case when it is typed all in capitals ("MY SON PETER IS A VICAR"):
    capitals everywhere say nothing of which words are names, and read as written every word
    would be one; in lower case it is read as a message typed in haste is."""
    letters = [char for char in text if char.isalpha()]
    if len(letters) < 4 or any(char.islower() for char in letters):
        return text
    return text.lower()


_SENTENCE = re.compile(r"(?:[^.!?;\n]|[.!?;](?=[^\s.!?;]))+[.!?;]*")
_IS_NEXT = (
    r"a|an|the|from|in|at|on|with|into|\d+|very|so|really|always|still|not|never|also|just|"
    r"now|currently|originally|retired|married|divorced|engaged|pregnant|allergic|called|named|"
    r"getting|going|moving|living|working|studying|doing|learning|training|due(?! date)"
)
"""What follows "'s" when it is "is" and not a possessive ("my mum's a dentist", "Jake's from
Leeds", "my dad's retired", "my essay's due on Friday"; but "my mum's car", "my dad's cooking",
"my sister's due date")."""
_ONE_OF_MINE = (
    "mum|mom|mam|dad|wife|husband|partner|sister|brother|son|daughter|boyfriend|girlfriend|"
    "gf|bf|flatmate|roommate|boss|stepdad|stepmum|stepmom|stepson|stepdaughter|stepbrother|"
    "stepsister"
)
"""Someone of one's own whose "'s" may be typed without its apostrophe ("my mums a midwife"):
one person, before what says what one is or is called (`_IS_ONE`: "my boyfriends called dev",
not "my sons called me back"); "my sisters in Leeds", "my sons 12 and 9" and "are my sons
called" may be two of them, and are left as they are written."""
_IS_ONE = (
    r"a|an|retired|married|divorced|engaged|pregnant|allergic"
    r"|(?:called|named) (?!(?:me|us|him|her|them|you|it|back|round|over|earlier|after)\b)"
)
_STEP_KIN = r"(?:dad|mum|mom|mam|father|mother|son|daughter|brother|sister|kids?|children|parents?)"
"""Whom one may have by a parent's marriage ("step dad", "step-mum")."""
_THEIRS = (
    r"name|job|work|birthday|age|car|phone|number|email|address|house|flat|school|favourite|"
    r"hobby|dog|cat|surname|office|company|team|course|degree|hometown|family|wedding"
)
"""What a person of one's own has, after their "'s" typed without its apostrophe ("whats my
wifes job"): one person's, since "my sisters job" is a job."""
_KIN_SAID_SO = (
    (
        re.compile(r"(?i:\bthe (?:missus|missis|mrs|wife)(?=s?\b))(?! [A-Z])(?! (?i:of)\b)"),
        "my wife",
    ),
    (re.compile(r"(?i:\b(?:my|the) (?:hubby|hubs)\b|\bthe husband\b(?! (?i:of)\b))"), "my husband"),
    (re.compile(r"\b((?i:my|our)) (?i:lad)\b"), r"\1 son"),
    (
        re.compile(r"\b((?i:got|have|has|had)) a (?i:lad)\b(?=,|\s+(?i:called|named)\b)"),
        r"\1 a son",
    ),
)
"""One's wife said as "the missus" or "the wife" ("me and the missus kelly", "the wife's called
Jan"; not "the Mrs Brown who …", "the wife of my boss"), one's husband as "the hubby" ("my hubby
ken is retired"), one's son as "my lad" or "got a lad, jamie" (not "got a lad coming to fix the
boiler")."""


_FIVE_A_SIDE = re.compile(r"\b(?:5|five)[ -]a[ -]side\b(?! football)", re.IGNORECASE)


def football_said_plainly(text: str) -> str:
    """`text` with five-a-side said as the football it is ("play 5 a side every weds" as
    "play five-a-side football every weds"), so that "When do I play football?" finds it."""
    return _FIVE_A_SIDE.sub("five-a-side football", text)


def kin_said_plainly(text: str) -> str:
    """`text` with one's wife, husband or son said as "my wife", "my husband" or "a son" where
    slang says them ("the missus", "my hubby", "our lad"), so that the name after them is read
    as theirs."""
    for pattern, plainly in _KIN_SAID_SO:
        text = pattern.sub(plainly, text)
    return text


_CONTRACTIONS = (
    # One's step-family typed in two words ("my step dad gary"), as one ("stepdad").
    (re.compile(rf"\bstep[- ](?={_STEP_KIN}s?\b)", re.IGNORECASE), "step"),
    (re.compile(r"\b(\w+)n['’]t\b", re.IGNORECASE), r"\1 not"),
    # Typed without the apostrophe, in haste ("cant eat peanuts", "dont drink").
    (
        re.compile(
            r"\b(ca|do|did|does|wo|is|was|are|were|could|would|should|have|has|had)nt\b", re.I
        ),
        r"\1 not",
    ),
    (re.compile(r"\bI['’]?m\b", re.IGNORECASE), "I am"),  # "im olga", typed in haste
    *_KIN_SAID_SO,
    (re.compile(r"\b(I|we|you|they)['’]?ve\b", re.IGNORECASE), r"\1 have"),  # "ive got"
    (re.compile(r"\b(I|we|you|they|he|she)['’]ll\b", re.IGNORECASE), r"\1 will"),
    (re.compile(r"\b(we|you|they)['’]re\b", re.IGNORECASE), r"\1 are"),
    (re.compile(r"\b(it|he|she|that|there)['’]s\b", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\b(he|she)s (?=(?:got|been)\b)", re.IGNORECASE), r"\1 has "),  # "shes got"
    (re.compile(r"\b(he|she|that|there)s\b", re.IGNORECASE), r"\1 is"),  # "shes 40", in haste
    # "its a ginger one", in haste: never the possessive before an article or a name for it
    (re.compile(r"\b(it)s (?=(?:a|an|the|just|only|still|called|named)\b)", re.I), r"\1 is "),
    (
        re.compile(rf"(?<!are )(?<!were )\b(my (?:{_ONE_OF_MINE}))s (?=(?:{_IS_ONE})\b)", re.I),
        r"\1 is ",
    ),
    (
        re.compile(rf"\b(my (?:{_ONE_OF_MINE}))s (?=(?:{_THEIRS})\b)", re.I),
        r"\1's ",
    ),
    (re.compile(r"\b(name)['’]s\b", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\b(\d+) ?yrs\b", re.IGNORECASE), r"\1 years"),  # "10 yrs"
    (re.compile(r"\b(\d+) ?yr\b", re.IGNORECASE), r"\1 year"),
    # A school year typed short ("yr 9", "what yr am i in"; "yr" before a name is "your").
    (re.compile(r"\byr(?= \d{1,2}\b)|(?<=\bwhat )yr(?= (?:am|are|is|was)\b)", re.I), "year"),
    (re.compile(r"\b(\d+) ?(?:mths|mos)\b", re.IGNORECASE), r"\1 months"),
    (re.compile(r"\b(what|where|who|how|when)['’]?s\b", re.IGNORECASE), r"\1 is"),
    (re.compile(r"\b([^\W\d_][\w-]*)['’]s (?=(?:got|been)\s)", re.IGNORECASE), r"\1 has "),
    # Not after a word ending in "s": "St James's in Leeds" is the hospital's name; nor a
    # degree ("a master's in psychology").
    (
        re.compile(
            r"\b(?!(?:master|bachelor)['’]s\b)([^\W\d_][\w-]*(?<!s))['’]s (?=(?:"
            + _IS_NEXT
            + r")\s)",
            re.I,
        ),
        r"\1 is ",
    ),
)
_IRREGULAR_NOT = {"ca not": "can not", "wo not": "will not", "sha not": "shall not"}

RACES = r"(?:(?:half )?marathon|10k|5k|fun run|park ?run|ultra)"
"""A race one runs ("a half marathon", "the parkrun"), as a regular expression: doing one is
running it, and running one is no business one runs."""

SERVICES = (
    r"(?:merchant |royal )?(?:navy|army|police|raf|air force|military|marines|forces|fire service)"
)
"""A service one is, or was, in ("the merchant navy", "the army"), as a regular expression: one's
work, as "a nurse" is."""

WEDDED_NAME = r"(?!(?:him|her|them|it|someone|somebody|work|money)$)([^\W\d_][\w'-]+)"
"""The name of whom one is married or engaged to, ending what was said ("married to Lars",
typed in lower case too: "married to priya")."""

NUMBER_WORDS = (
    "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|"
    "sixteen|seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety"
)
"""Numbers said in words, as a regular-expression alternation (an age: "she is six")."""
AMOUNT = (
    r"(?:(?:almost|nearly|about|around|over|more than) )?(?:\d+|a|an|a few|several|many|"
    rf"(?:{NUMBER_WORDS})(?:[- ](?:{NUMBER_WORDS}))?)"
)
"""How many of something, as a regular expression ("forty", "over a", "thirty-five", "12")."""
_DURATION = rf"\bfor {AMOUNT} (?:days?|weeks?|months?|years?|decades?)\b"
DURATION = re.compile(_DURATION, re.IGNORECASE)
"""How long something has gone on: "for two years", "for thirty-five years", "for over a
decade"."""
_TIME_PATTERNS = (
    r"\b(?:right now|now|currently|at the moment|these days|nowadays|for now)\b",
    r"\b(?:today|tonight|yesterday|tomorrow|this (?:morning|afternoon|evening|week|month|year))\b",
    r"\b(?:last|next) (?:night|week|weekend|month|year|monday|tuesday|wednesday|thursday|"
    r"friday|saturday|sunday)\b",
    r"\b(?:last|next|this) (?:spring|summer|autumn|fall|winter)\b",
    r"\b(?:on|since|until|last) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
    r"(?: (?:morning|afternoon|evening|night)s?)?\b",
    # "at 9", "until 5pm"; not a house number ("at 12 Rose Street") nor a span ("after 32 years")
    r"\b(?:at|since|until|by|before|after) \d{1,2}(?::\d{2})?(?:\s?[ap]m)?\b(?!\s+(?-i:[A-Z]))"
    r"(?!\s+(?:days?|weeks?|months?|years?|decades?|hours?|minutes?)\b)",
    r"\b(?:in|since|until|before|after) (?:19|20)\d{2}\b",
    r"\b(?:(?:on|since|until|by|before|after) )?\d{4}-\d{2}-\d{2}\b",
    r"\b(?:\w+ )?(?:days?|weeks?|months?|years?|hours?|minutes?) ago\b",
    _DURATION,
    r"\b(?:always|still)\b",
    r"\b(?:anymore|any (?:more|longer))\b(?=\s*(?:[,.!?;]|$))",
)
TIME_EXPRESSION = re.compile("|".join(_TIME_PATTERNS), re.IGNORECASE)


def sentences(text: str) -> list[str]:
    """The sentences of `text`, stripped, with their closing punctuation kept. A title or a
    street before a name ("Dr. Silva", "St. Mary's") ends none; an emoji ends one."""
    kept = _ABBREVIATION.sub(lambda found: _held(found, text), _PICTOGRAPHS.sub(_full_stop, text))
    return [
        part.strip().replace(_KEPT_DOT, ".")
        for part in _SENTENCE.findall(kept)
        if part.strip(" .!?;\t")
    ]


_PICTOGRAPHS = re.compile(r"\s*[\U0001F300-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+\s*")
"""Emoji, which end what was said before them as a full stop would ("sofia here 👋 I'm …")."""


def _full_stop(found: re.Match[str]) -> str:
    """An emoji as the full stop it stands for, unless a sentence already ended before it."""
    before = found.string[: found.start()].rstrip()
    return " " if not before or before[-1] in ".!?;" else ". "


_ABBREVIATION = re.compile(r"\b(?:St|Dr|Mr|Mrs|Ms|Mt|Jr|Sr|Prof|Ave|vs|e\.g|i\.e)\.(?=\s+\w)")
"""Abbreviations that stand before what they belong to, not at the end of a sentence."""
_KEPT_DOT = "\u2024"
"""A one-dot leader holds an abbreviation's dot while the text is cut into sentences."""
_STREET = re.compile(r"[A-Z][a-z]+ $")


def _held(found: re.Match[str], text: str) -> str:
    """An abbreviation with its dot held, unless it is a street's "St." after the street's
    name ("Main St. It is nice." ends there; "at St. Mary's" does not)."""
    street = found[0] == "St." and _STREET.search(text, 0, found.start())
    return found[0] if street else found[0][:-1] + _KEPT_DOT


_CLAUSE = re.compile(
    r"\s*,?\s+(?:and|but|while|whereas|so)\s+"
    r"(?=(?:(?:now|also|then|currently|nowadays|today|recently|later),?\s+)?"
    r"(?:i|im|ive|we|he|hes|she|shes|they|it|my|our|his|her|their|the)\b)"
    r"|\s*,\s*(?=(?:i|i'm|i’m|im|ive|we|he|hes|she|shes|they|my|our)(?:['’](?:s|re|ve|ll|d))?\s)"
    r"|\s*,\s*(?=(?:his|her|their)\s+[\w-]+\s+(?:is|was|are|were)\b)"
    r"|\s*,\s*(?=(?:the\s+)?[a-z]+s\s+(?:are|were)\b)",  # "…, rehearsals are on Wednesdays"
    re.IGNORECASE,
)
_NAMED_CLAUSE = re.compile(
    r"(?:\s*,?\s+(?:and|but|while|whereas|so)|\s*,)\s+(?=[A-Z][a-z]+\s+([a-z]+)\b)"
)
"""A conjunction or a comma before a name and the word after it, which may be the name's own
verb ("…, Ada studies law and Ngozi studies architecture")."""


def clauses(sentence: str, verbal: Callable[[str], bool] = lambda _word: False) -> list[str]:
    """A sentence cut where a conjunction or a comma starts a new subject: "I live in Lisbon and
    my sister plays the piano", "I used to live in Berlin, but now I live in Munich" (the adverb
    stays with its clause) and "I'm Rita, I live in Lyon" are two statements each, and so is
    "Tom lives in Rome and Ana lives in Oslo" when `verbal` says "lives" is a verb of its own
    ("Tom and Ana live in Rome" is one subject; "Simon and Garfunkel songs" one object)."""
    found = []
    for part in _coordinated(sentence, verbal):
        start = 0
        for named in _NAMED_CLAUSE.finditer(part):
            if verbal(named.group(1)):
                found.append(part[start : named.start()])
                start = named.end()
        found.append(part[start:])
    return [part for part in found if part.strip()]


_OWNED_ONLY = re.compile(r"^\s*(?:my|our|his|her|their)\s+(?:[\w-]+\s+){0,2}[\w'-]+\W*$", re.I)
"""What follows "and" when it is only someone's own, no verb after it ("… with my boyfriend and
our two rabbits"; "my dad's a plumber" has one, in "'s")."""


def _with_a_verb(part: str, verbal: Callable[[str], bool]) -> bool:
    """Whether `part` has a verb of its own: one `verbal` knows ("sings") or a past in -ed
    ("napped")."""
    said = re.findall(r"[a-z][\w'-]*", part.lower())
    return any(verbal(word) or (word.endswith("ed") and len(word) > 4) for word in said)


def _coordinated(sentence: str, verbal: Callable[[str], bool]) -> list[str]:
    """`sentence` cut where `_CLAUSE` cuts it, except before a part that is only someone's own
    with no verb of its own: one object of two ("I live with my boyfriend and our two
    rabbits")."""
    parts: list[str] = []
    start = 0
    for cut in _CLAUSE.finditer(sentence):
        rest = sentence[cut.end() :]
        following = _CLAUSE.search(rest)
        part = rest[: following.start()] if following else rest
        if _OWNED_ONLY.match(part) and not _with_a_verb(part, verbal):
            continue
        parts.append(sentence[start : cut.start()])
        start = cut.end()
    return [*parts, sentence[start:]]


def expand_contractions(sentence: str) -> str:
    """ "don't" → "do not", "I'm" → "I am": one spelling for the parser to match."""
    expanded = sentence.replace("’", "'")
    for pattern, replacement in _CONTRACTIONS:
        expanded = pattern.sub(replacement, expanded)
    for wrong, right in _IRREGULAR_NOT.items():
        expanded = re.sub(rf"\b{wrong}\b", right, expanded, flags=re.IGNORECASE)
    return expanded


def time_expressions(sentence: str) -> list[str]:
    """Every time expression in `sentence`, in order, as written."""
    return [match.group(0) for match in TIME_EXPRESSION.finditer(sentence)]


def without_time(sentence: str) -> str:
    """`sentence` with its time expressions removed and spaces collapsed; a comma after one
    stays where it was ("two grandkids now, Alfie and Rosie" → "two grandkids, Alfie and
    Rosie")."""
    return _LONE_COMMA.sub(",", " ".join(TIME_EXPRESSION.sub(" ", sentence).split()))


_LONE_COMMA = re.compile(r"(?<=\w) ,(?= )")


BODY_PARTS = frozenset(
    {"hand", "hands", "back", "knee", "knees", "eye", "eyes", "ear", "ears", "hip", "hips"}
    | {"shoulder", "shoulders", "neck", "foot", "feet", "leg", "legs", "arm", "arms", "wrist"}
    | {"wrists", "ankle", "ankles", "stomach", "tummy", "teeth", "tooth", "skin", "heart"}
    | {"chest", "head", "throat", "lungs", "elbow", "elbows", "finger", "fingers", "toe", "toes"}
)
"""Parts of a person, one and many ("my knees are bad", "what's wrong with my hip?")."""


NATIONALITIES = frozenset(
    {"american", "brazilian", "british", "canadian", "chinese", "dutch", "english", "french"}
    | {"german", "greek", "indian", "irish", "italian", "japanese", "korean", "mexican"}
    | {"polish", "portuguese", "russian", "scottish", "spanish", "swedish", "swiss", "turkish"}
    | {"ukrainian", "welsh", "nigerian", "ghanaian", "kenyan", "pakistani", "bangladeshi"}
    | {"australian", "argentinian", "colombian", "chilean", "peruvian", "venezuelan", "cuban"}
    | {"jamaican", "filipino", "vietnamese", "thai", "malaysian", "indonesian", "iranian"}
    | {"iraqi", "syrian", "lebanese", "egyptian", "moroccan", "algerian", "somali"}
    | {"ethiopian", "eritrean", "zimbabwean", "south african", "norwegian", "danish", "finnish"}
    | {"icelandic", "belgian", "austrian", "czech", "slovak", "hungarian", "romanian"}
    | {"bulgarian", "serbian", "croatian", "bosnian", "albanian", "lithuanian", "latvian"}
    | {"estonian", "israeli", "palestinian", "afghan", "nepali", "sri lankan", "kiwi"}
    | {"new zealander", "northern irish", "cornish", "sudanese", "ugandan", "tanzanian"}
)
"""What one may say one is by where one is from ("Spanish", "half Nigerian"), lower case: one's
nationality, not a name or a job."""

KIN = frozenset(
    {"brother", "sister", "son", "daughter", "wife", "husband", "partner", "boyfriend"}
    | {"girlfriend", "friend", "cousin", "uncle", "aunt", "niece", "nephew", "grandson"}
    | {"granddaughter", "stepson", "stepdaughter", "roommate", "flatmate", "boss", "fiancée"}
    | {"fiancé", "fiance", "fiancee", "bff", "bestie", "colleague", "coworker", "housemate"}
)
"""The people one says one has ("my sister", "my flatmate"): whom "he" or "she" may stand
for, and who, named, does something the person does not."""


_WORDINGS = {
    "favorite": "favourite", "favorites": "favourites", "color": "colour",
    "colors": "colours", "neighbor": "neighbour", "neighbors": "neighbours",
    "theater": "theatre", "center": "centre", "gray": "grey", "film": "movie",
    "films": "movies", "e-mail": "email", "email address": "email", "phone number": "phone",
    "mobile number": "phone", "cell number": "phone", "telephone number": "phone",
    "mobile": "phone", "kid": "child", "kids": "children", "sis": "sister", "bro": "brother",
    "gf": "girlfriend", "bf": "boyfriend", "hubby": "husband",
    "all-time favourite": "favourite", "all time favourite": "favourite",
    "all-time favorite": "favourite", "absolute favourite": "favourite",
}  # fmt: skip
_WORDED = re.compile(rf"\b(?:{'|'.join(sorted(_WORDINGS, key=len, reverse=True))})\b")


def one_wording(key: str) -> str:
    """A lower-case key with the things English says two ways said one way, to compare keys by
    ("my favorite color" and "my all-time favourite colour", "my email address" and "my
    email", "my film" and "my movie" are one thing); what the person wrote is kept as they
    wrote it."""
    return _WORDED.sub(lambda found: _WORDINGS[found.group(0)], key)


def words(text: str) -> list[str]:
    """Lower-cased word tokens (letters and digits, with inner apostrophes and hyphens)."""
    return re.findall(r"[^\W_](?:[\w'-]*[^\W_])?", text.lower())
