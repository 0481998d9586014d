"""The deterministic analysis of one message: intent, introspection kind, entities, claims,
urgency.

Computed from the text alone, in microseconds, with no model: the same message always yields the
same analysis, which is what lets a replay rebuild beliefs exactly. Sentences that read as
statements but do not fit the claim grammar are kept as `unparsed`, never guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import lru_cache, partial

from entelechy.perception.claims import (
    KNOWN_VERBS,
    QUESTION_WORDS,
    Claim,
    object_key,
    parse_claim,
    third_person,
    third_person_verb,
    verb_lemma,
)
from entelechy.perception.kinds import members, of_kind
from entelechy.perception.text import (
    AMOUNT,
    BODY_PARTS,
    KIN,
    NATIONALITIES,
    NUMBER_WORDS,
    RACES,
    SERVICES,
    TIME_EXPRESSION,
    WEDDED_NAME,
    clauses,
    football_said_plainly,
    kin_said_plainly,
    one_wording,
    sentences,
    unshouted,
    words,
)

ANALYSER_VERSION = 2

_INTROSPECTION = (
    (
        "why",
        re.compile(r"\bwhy (?:do|did|would|are|were|have) you\b|\bwhy do you (?:think|believe)"),
    ),
    (
        "what_did_you_believe",
        re.compile(r"\bwhat did you (?:believe|think|know)\b|\bwhat were you (?:told|thinking)\b"),
    ),
    (
        "what_do_you_want",
        re.compile(r"\bwhat do you (?:want|wish|intend|plan)\b|\bwhat are your (?:goals|plans)\b"),
    ),
    (
        "what_do_you_know",
        re.compile(r"\bwhat do you (?:know|believe|think) about\b|\bwhat do you know\b"),
    ),
    ("how_did_you_change", re.compile(r"\bhow (?:have|did) you change")),
    ("what_did_you_do", re.compile(r"\bwhat (?:did|have) you done?\b")),
)
_GREETINGS = frozenset({"hi", "hello", "hey", "olá", "ola", "good morning", "good evening"})
_OPENING_GREETING = (
    r"(?:hi+|hello|hey+|heya|hiya|howdy|yo|sup|salaam|greetings|hola|ciao|bonjour|alright|hej"
    r"|hallo|salut|ola|olá|namaste|shalom|moin|servus|kia ora|aloha|g'day|gday|merhaba|ahoj"
    r"|dear (?:assistant|sir or madam|sir|madam|friend|all|ai|bot))"
)
"""A greeting a message may open with, before one's name or what one says ("Dear assistant, I
am Hannah Schmidt, …" as a letter opens)."""
_GREETING_FIRST = r"(?:" + _OPENING_GREETING + r"|good (?:morning|afternoon|evening))"
"""A greeting that may open an introduction ("Good evening. Dimitri, 68, …")."""
_ADDRESSED = r"(?i: (?:there|dear|love|all|everyone|folks))?"
"""Whom a greeting is said to, which may follow it ("Hello dear, I'm Margaret, 81, …")."""
_ONLY_A_GREETING = re.compile(r"^\W*(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W*$")
"""A greeting with whom it greets and nothing else, which states nothing ("Hello love!" is no
one loving)."""
_IT_IS_NAMED = re.compile(
    r"^(?P<greeting>\W*(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W+)"
    r"(?i:it's|it’s|its|it is|this is)\s+(?P<name>[^\W\d_][\w'-]*)(?: here)?(?P<end>\W*)$"
)
"""One's name after a greeting as who "it" is ("Hi, it's Lena.", "hey this is lena!!")."""
_NOT_IT = frozenset({"me", "us", "him", "her", "them", "you", "late", "early"})
"""Who or what "it" is after a greeting that is no name ("hey it's me", "hi, it's late")."""


def _it_is_named(found: re.Match[str]) -> str:
    name = found["name"]
    lowered = name.lower()
    if lowered in _NOT_A_NAME or lowered in _NOT_IT or lowered.endswith(("ing", "ed", "ly")):
        return found.group(0)
    return f"{found['greeting']}I am called {name[:1].upper()}{name[1:]}{found['end']}"


_CALL_ME = re.compile(
    r"^\W*(?:(?:please|you can|just)\s+)?call me(?=\s+(?!(?:tomorrow|later|tonight|today|now|"
    r"back|soon|sometime|anytime|maybe)\b)[a-z][\w'-]*[.!]*\s*$)",
    re.IGNORECASE,
)
"""How one may give one's name as a request ("Call me Bob", "You can call me Bob"), not when
to call ("Call me tomorrow")."""
_NAME_IS = re.compile(
    r"^(\W*(?:" + _OPENING_GREETING + r"\W+)?)(?:the\s+)?name['’]?s\s+(?=[^\W\d_][\w'-]*\W*$)",
    re.IGNORECASE,
)
"""One's name without "my" ("name's Dario", "the name's Bond"): as "I am called"."""
_SPENT_AS = re.compile(
    rf"^(?P<lead>\W*)I spent (?P<span>{AMOUNT} (?:years?|decades?|months?)) "
    r"(?:as|working as) (?P<what>(?:an?|the) [^,.!?]+?)"
    r"(?P<retired>,? (?:before|until) (?:I )?retir(?:ing|ed))?(?P<end>[.!]*)$",
    re.IGNORECASE,
)
"""A working life said as time spent ("I spent forty years as a postman in Cardiff before
retiring"): what one was, for how long, and that one has retired since."""


_RETIRED_AFTER = re.compile(
    rf"(?P<lead>^\W*|,\s+)I retired(?P<when>(?: [^,.!?]*?)?) after "
    rf"(?P<span>{AMOUNT} (?:years?|decades?)) (?:as|working as) "
    r"(?P<what>(?:an?|the) (?:(?! (?:and|but|because|so|when|while) )[^,.!?])+?)"
    r"(?:(?P<end>[.!]*)$| (?:and|but) (?P<more>[^.!?]+)[.!]*$)",
    re.IGNORECASE,
)
"""A working life said as when one retired ("I retired last year after thirty years as a
librarian"): what one was, for how long, and when one retired."""


def _time_spent_as(sentence: str) -> str:
    """A working life said as time spent or as a retirement, as what one was and for how long
    ("I was a librarian for thirty years. I retired last year.")."""
    if retired := _RETIRED_AFTER.search(sentence):
        was = f"I was {retired['what']} for {retired['span']}."
        lead = ". " if retired["lead"].startswith(",") else retired["lead"]
        ending = f"{lead}{was} I retired{retired['when']}{retired['end'] or '.'}"
        if more := retired["more"]:  # "… as a teacher and my wife still works"
            ending += f" {more[:1].upper()}{more[1:]}."
        return sentence[: retired.start()] + ending
    found = _SPENT_AS.match(sentence)
    if found is None:
        return sentence
    said = f"{found['lead']}I was {found['what']} for {found['span']}."
    return f"{said} I am retired." if found["retired"] else said


_REQUEST = re.compile(
    r"^(?:please|can you|could you|would you|will you|tell me|show me|give me|help|remind me|"
    r"explain|list|write|make|find|send|open|close|stop|start)\b",
    re.IGNORECASE,
)
_NEEDS_HELP = re.compile(
    r"^i(?: really)?(?: need| want| would like|'d like)(?: some| a (?:few|little))? (?:help|"
    r"advice|ideas|tips|suggestions|recommendations|to know|to learn|to understand|"
    r"to figure out|to find out)\b"
    r"|^i'?m (?:looking for (?:ideas|advice|tips|help|suggestions|recommendations|a good)|"
    r"trying to (?:figure out|decide|understand|find out))\b"
    r"|^i (?:can't|cannot|don't know how to) (?:figure out|decide|choose)\b",
    re.IGNORECASE,
)
"""Help asked for as a need ("I need help with my essay", "I'd like some tips on running"):
answered as a request, and still read for what it says (what one wants to learn is worth
remembering)."""
_OWN_MISTAKE = (
    r"i got (?:that|it|this) wrong\b|i was wrong\b|i made a mistake\b|i misspoke\b|"
    r"let me correct (?:that|myself)\b|i mixed (?:that|it) up\b|scratch that\b|my bad\b"
)
_CORRECTION = re.compile(r"^(?:no[,!.]|that(?: is|'s) (?:wrong|not true|incorrect)|actually\b|"
                         r"sorry[,!.]|sorry,? i mean|oops\b|i meant\b|(?:oh,? )?wait[,!.]|"
                         r"correction\b|"
                         r"my mistake\b|scratch that\b|" + _OWN_MISTAKE + ")",
                         re.IGNORECASE)  # fmt: skip
_APOLOGY = re.compile(r",?\s+(?:sorry|my bad|my mistake|apologies)(?=[.!]*\s*$)", re.IGNORECASE)
"""An apology after what is corrected ("…is called Sal e Brasa, sorry"): no part of it."""
_GO_TO = re.compile(r"go-to")
"""One's go-to (breakfast, bar) is one's usual."""
_ASIDE = re.compile(
    r",\s*which (?:is|was|'s) (?:a |so |kind of |a bit )?(?:sad|shame|pity|great|nice|funny|"
    r"annoying|weird|odd|ironic|unfortunate|lucky|cool|awesome|hard|tough|good|bad|fun)\b.*?"
    r"(?=[.!]*$)",
    re.IGNORECASE,
)
"""A comment on what was just said ("I'm allergic to cats, which is sad because I love them"):
no part of the fact, and no feeling to meet with sympathy."""
_SAID_WRONG = re.compile(
    r"^(\W*(?:(?:sorry|oops|wait|no|ah|argh|actually)\W+)?)(?:" + _OWN_MISTAKE + r")"
    r"\s*(?:[:;,.!—–-]+\s*|$)",
    re.IGNORECASE,
)
"""A correction's preamble ("Sorry, I got that wrong: I'm allergic to shellfish"): what follows
it is what holds, and the preamble itself says nothing of the person."""
_BUT_NOT = re.compile(r"^(?P<kept>.+?)(?:,|,?\s+and|,?\s+but)\s+not\s+(?P<denied>[^,]+?)\W*$")
"""An object with what it is not ("allergic to shellfish, not peanuts"): two claims, one that
holds and one denied."""
_APPOSITION = re.compile(
    r"^(\W*(?:(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W+)?"
    r"[Ii](?:'m|’m| am|m)\s+(?:(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+)?"
    r"[A-ZÀ-Ý][\w'-]*(?:\s+[A-ZÀ-Ý][\w'-]*)?),\s+(an?\s|[a-z]+ing\s)"
)
"""One's name, then what one is or does: "I'm Inês, a nurse in Porto" says both "I am Inês"
and "I am a nurse in Porto"; "I'm Priya, doing a PhD" both "I am Priya" and "I am doing a
PhD"."""
_NAME_FROM = re.compile(
    r"^(\W*(?:"
    + _OPENING_GREETING
    + _ADDRESSED
    + r"\W+)?)I(?:'m|’m| am|m)\s+([^\W\d_][\w'-]*),?\s+from\s+",
    re.IGNORECASE,
)
"""One's name and where one is from in one breath ("hi im olga from kyiv", "I'm Tom from
Leeds"): "I am called Olga, I am from Kyiv"."""
_NOT_A_NAME = frozenset(
    {"back", "home", "away", "originally", "just", "here", "not", "also", "fresh", "straight"}
    | {"coming", "calling", "writing", "visiting", "far", "free", "tired", "a", "an", "the"}
    | {"still", "currently", "now", "really", "very", "so", "actually", "only", "all", "out"}
)


_NAME_AGE_RUN = re.compile(
    r"^(?P<lead>\W*(?:" + _OPENING_GREETING + _ADDRESSED + r"\W+)?)(?i:I(?:'m|’m| am|m))\s+"
    r"(?P<name>[^\W\d_][\w'-]*) (?P<age>\d{2})(?: (?P<rest>(?i:from|in) [^.!?,]+))?"
    r"(?P<end>[.!]*)$",
    re.IGNORECASE,
)
"""One's name and age typed without a comma ("heyy im zoe 16 from brighton")."""


def _name_age_run(found: re.Match[str]) -> str:
    name = found["name"]
    if name.lower() in _NOT_A_NAME | _NOT_NAMED_ALONE or name.lower().endswith(("ing", "ed", "ly")):
        return found.group(0)  # "I'm back 10 minutes later"
    end = found["end"] or "."
    greeting = found["lead"].strip(" ,.!")
    said = [
        f"{greeting}!" if greeting else "",
        f"I am called {name}{end}",
        f"I am {found['age']}{end}",
    ]
    if found["rest"]:
        said.append(f"I am {found['rest']}{end}")
    return " ".join(part for part in said if part)


_NAME_WORK_AGE = re.compile(
    r"^(?P<lead>\W*)(?:(?P<name>[A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?), )?(?P<what>[^,.!?]+), "
    r"(?P<age>\d{1,3})(?:, (?P<place>[A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?))?(?P<end>[.!]*)$"
)
"""One's name, one's work, then one's age ("George Papadopoulos, retired greengrocer, 77."),
and where one lives after it ("Retired marine engineer, 69, Aberdeen.", after "Name's Gordon.")."""


def _name_work_age(found: re.Match[str]) -> str:
    what = found["what"].strip()
    first = words(what)[0] if words(what) else ""
    if not (_a_job(what) or first in _FORMERLY):
        return found.group(0)  # "Milk, eggs, 12."
    end = found["end"] or "."
    said = [
        f"I am called {found['name']}{end}" if found["name"] else "",
        f"I am {found['age']}{end}",
        f"{_of_oneself(what[:1].lower() + what[1:])}{end}",
        f"I live in {found['place']}{end}" if found["place"] else "",
    ]
    return found["lead"] + " ".join(part for part in said if part)


def _name_and_origin(found: re.Match[str]) -> str:
    greeting, name = found.groups()
    if name.lower() in _NOT_A_NAME or name.lower().endswith(("ing", "ed", "ly")):
        return found.group(0)
    return f"{greeting}I am called {name}, I am from "


_JOB_NOUN = (
    r"(?:[a-z]+(?:er|or|ist|ian|ant|ent|eer)|[a-z]*(?:nurse|chef|cook|pilot|judge|vet|doctor"
    r"|student|engineer|teacher|farmer|plumber|builder|dentist))"
)
"""A word that names work ("hairdresser", "nurse"; not "milk")."""
_INTRODUCED_BY = (
    r"(?i:doing|studying|from|in year|year|yr|" + _JOB_NOUN + r"(?=,|$| (?:in|at)\b))\b"
)
"""What may follow a name and an age with no comma between and still introduce one ("josh 17
doing a levels", "becky 34 hairdresser, …")."""
_NAME_AGE = re.compile(
    r"^(?P<greeting>\W*(?:(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W+)?)"
    r"(?:(?i:I(?:'m|’m| am|m))\s+(?P<name>[^\W\d_][\w'-]*(?: [A-ZÀ-Ý][\w'-]*)?)"
    r"|(?:(?i:it's|it’s|its|this is)\s+)?(?P<capital>[^\W\d_][\w'-]*(?: [A-ZÀ-Ý][\w'-]*)?))"
    r"(?:,\s+|(?P<spaced> )(?=\d{1,3}(?:\s*,|\s+" + _INTRODUCED_BY + r")))"
    r"(?P<age>\d{1,3}|(?i:(?:" + NUMBER_WORDS + r")(?:-(?:" + NUMBER_WORDS + r"))?))"
    r"(?: years? old)?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+(?=[a-z]+ing\b)|\s+(?="
    + _INTRODUCED_BY
    + r"))"
    r"(?P<rest>[^.!?;]+?))?(?P<end>[.!;]*)$"
)
"""One's name (a surname too: "Edith Walsh"), age and what one does in one breath ("hey im tom,
19, studying computer science at leeds uni", "Gustavo, 44, civil engineer, originally from Porto
Alegre"); the commas may be left out before what says one is introducing oneself ("ollie 15,
year 10", "josh 17 doing a levels")."""
_INTRODUCING = re.compile(
    r"^(?:(?:in )?(?:year|yr|grade) \d{1,2}|(?:originally )?from [^\W\d]|(?:studying|doing) \w)",
    re.IGNORECASE,
)
"""What, after a name and an age, says one is introducing oneself though the name is typed in
lower case or with no comma after it ("ollie 15, year 10", "sam, 22, from leeds")."""
_NUMBERED = frozenset(
    {"room", "flat", "table", "page", "bus", "gate", "platform", "level", "year", "size", "day"}
    | {"week", "chapter", "step", "part", "section", "route", "seat", "row", "number", "unit"}
    | {"block", "floor", "ward", "bed", "question", "grade", "class", "team", "group", "house"}
    | {"apartment", "terminal", "zone", "stage", "round", "season", "episode", "track", "line"}
)
"""Things that go by a number ("Room 12, from 3pm", "Flat 4, from Monday"): no name before an
age."""
_SCHOOL_YEAR = re.compile(r"^(?:in )?(?P<year>year|yr|grade) (?P<number>\d{1,2})$", re.IGNORECASE)
"""One's year at school, said alone ("year 10", "in yr 9", "grade 5")."""
_BEING_NEXT = frozenset(
    {"a", "an", "from", "in", "at", "based", "currently", "married", "single", "divorced"}
    | {"originally", "now", "born", "retired", "still", "also", "the", "widowed", "separated"}
    | {"engaged"}
)
"""Words after which what one said of oneself reads as what one is ("…, 19, from Leeds")."""
_NOT_NAMED_ALONE = frozenset(
    {"yes", "no", "ok", "okay", "sorry", "thanks", "please", "well", "so", "and", "but", "maybe"}
    | {"wait", "hmm", "oh", "ah", "actually", "right", "sure", "nope", "yeah", "yep"}
)
"""Words that open a sentence before a number without being a name ("Yes, 5, please")."""
_PARENT_OF = re.compile(
    r"^(?:a )?(?:proud )?(?:mum|mom|mother|dad|father|parent|mama|papa) of "
    r"(\d+|one|two|three|four|five|six|seven|eight|nine|ten)$",
    re.IGNORECASE,
)
"""One's children told as what one is ("dad of two", "mum of three")."""
_COUNTED_PART = re.compile(
    rf"^(?i:\d+|{NUMBER_WORDS}) (?!(?:[a-z-]+ ){{0,2}}(?:years|months|weeks|days|hours|times"
    r"|minutes|nights|miles|kilometres|kilometers|km|shifts|steps|pounds|euros|dollars)\b)"
    r"(?:[a-z-]+ ){0,2}?[a-z-]+(?:s|ren)\b"
)
"""A part of an introduction that counts what one has ("two teenage daughters", "3 kids"),
not a time ("two years in Paris")."""
_FORMERLY = frozenset({"retired", "former", "ex", "semi-retired", "freelance", "trainee"})
_RETIRED_FROM = re.compile(
    r"^(?:(?:recently|just|newly) (?:semi-)?retired(?: (?:from|as)\b|$)"
    r"|(?:semi-)?retired (?:from|as)\b)",
    re.IGNORECASE,
)
"""Retiring said as done ("recently retired from the fire service"), not as what one is."""
_STATE_WITH = re.compile(
    rf"^(?P<state>(?i:married|divorced|widowed|separated|single)),? (?:with|and) "
    rf"(?P<rest>(?:\d+|(?i:{NUMBER_WORDS})) [a-z]+)$"
)
"""A state and one's children in one fragment ("married with 3 kids")."""
_EX = re.compile(r"^(?i:ex)-(?P<what>[a-z][a-z ]*[a-z])$", re.IGNORECASE)
"""What one was, said as "ex-…" ("ex-merchant navy", "ex-teacher")."""
_SERVICE = re.compile(SERVICES, re.IGNORECASE)
"""Words that open what one is or was ("retired ferry captain"), not a state of its own."""
_NOUNS_TOO = frozenset({"cook", "nurse", "coach", "guide", "judge", "pilot", "model", "host"})
"""Work that is a verb too: alone after one's age, it is what one is ("…, 52, nurse")."""


def _name_and_age(sentence: str) -> str:
    """ "hey im tom, 19, studying law" as "hey I am called tom. I am 19. I am studying law";
    "Gustavo, 44, civil engineer, originally from Porto Alegre" as "I am called Gustavo. I am
    44. I am a civil engineer. I am originally from Porto Alegre"; "sup, leila, 27, paramedic"
    likewise (a name in lower case is one only after a greeting)."""
    found = _NAME_AGE.match(sentence)
    name = found and (found["name"] or found["capital"])
    if found is None or not name or name.lower() in _NOT_A_NAME | _NOT_NAMED_ALONE | _NUMBERED:
        return sentence
    first = (found["rest"] or "").split(",")[0].strip()
    introducing = _INTRODUCING.match(first) is not None
    if found["spaced"] and not (introducing or (_a_job(first) and _greeted_aged(found))):
        return sentence  # "Table 4, near the window", "eggs 12 butter"; not "hiya becky 34 nurse"
    if (
        found["capital"]
        and name[0].islower()
        and not (_greeted_aged(found) or _a_job(first) or introducing)
    ):
        return sentence  # "eggs, 12, milk", "hey, coffee, 2, no sugar": no introduction
    greeting = found["greeting"].strip(" ,.!")
    said = [f"{greeting}!" if greeting else "", f"I am called {name}.", f"I am {found['age']}."]
    end = found["end"] or "."
    for part in (found["rest"] or "").split(","):
        said.append(f"{_of_oneself(part.strip())}{end}" if part.strip() else "")
    return " ".join(part for part in said if part)


def _greeted_aged(found: re.Match[str]) -> bool:
    """Whether a name in lower case is one: after a greeting, with an age one types an
    introduction at ("sup, leila, 27"), not "hey, coffee, 2"."""
    age = found["age"]
    return bool(found["greeting"].strip(" ,")) and (not age.isdigit() or int(age) >= _TYPING_AGE)


_TYPING_AGE = 10
"""The youngest age taken for one typing an introduction with a name in lower case."""


_AND_FIRST = re.compile(r"^(?:and|but)\s+(?=\S)", re.IGNORECASE)
_NOW_FIRST = re.compile(
    r"^(?:now|nowadays|these days|currently)\s+(?=(?:i|i'm|i’m|im|i've|ive)\s)", re.IGNORECASE
)
"""When, before a part that says it of oneself ("Ex-Navy, now I volunteer at …")."""
_OWN_HAVING = frozenset({"i've", "we've", "ive"})


def _of_oneself(part: str) -> str:
    """One part of an introduction said as a sentence about oneself: "I work at Tesco" as it
    is, "work at Tesco" as "I work at Tesco", "from Leeds" as "I am from Leeds", "civil
    engineer" as "I am a civil engineer"; an "and" before the last part left out ("…, and I've
    got two kids")."""
    part = _NOW_FIRST.sub("", _AND_FIRST.sub("", part))
    first = words(part)[0] if words(part) else ""
    if school := _SCHOOL_YEAR.match(part):  # "year 10", "in yr 9": the year one is in at school
        year = school["year"].lower().replace("yr", "year")
        return f"I am in {year} {school['number']}"
    if state := _STATE_WITH.match(part):  # "married with 3 kids": a state, and children
        return f"I am {state['state'].lower()}. I have {state['rest']}"
    if former := _EX.match(part):  # "ex-merchant navy": what one was
        was = former["what"]
        return f"I was in the {was}" if _SERVICE.fullmatch(was) else f"I was {_with_article(was)}"
    if parent := _PARENT_OF.match(part):  # "mum of three": three children
        count = parent.group(1)
        return f"I have {count} {'child' if count.lower() in ('1', 'one') else 'children'}"
    if _COUNTED_PART.match(part):  # "two teenage daughters who live with their mum"
        return f"I have {part}"
    if first in _OWN_CLAUSE or first in _OWN_HAVING:  # "I'm Ann, 34, and I work at Tesco"
        return part[:1].upper() + part[1:]
    if first == "been":  # "been in Dublin 10 years": one has been
        return f"I have {part}"
    if first in ("used", "just"):  # "used to work in marketing", "just started as a teacher"
        return f"I {part}"
    if _RETIRED_FROM.match(part):  # "recently retired from the fire service": done so
        return f"I {part}"
    if first in _FORMERLY and len(words(part)) > 1:
        return f"I am {_with_article(part)}"  # "retired ferry captain": a retired ferry captain
    if first in _BEING_NEXT or first.endswith("ing"):
        return f"I am {part}"
    if verb_lemma(first) in KNOWN_VERBS and first not in _NOUNS_TOO:
        return f"I {part}"
    return _where_one_lives(part) or _as_nationality(part) or f"I am {_with_article(part)}"


def _as_nationality(part: str) -> str:
    """One's nationality said alone in an introduction ("Spanish", "half Nigerian") as what
    one is, without an article; or ""."""
    return f"I am {part}" if _NATIONALITY_PART.fullmatch(part) else ""


_NATIONALITY_PART = re.compile(
    r"(?i:(?:half|part) )?(?i:" + "|".join(sorted(NATIONALITIES, key=len, reverse=True)) + ")"
)
"""One's nationality said alone in an introduction ("Lucía here, 26, Spanish, …")."""


def _where_one_lives(part: str) -> str:
    """A place named alone in an introduction as where one lives ("…, retired bus driver,
    Peckham") or, when it is a hospital, a school or the like, where one works; or ""."""
    if _PLACE_ALONE.fullmatch(part) and not (_NOT_A_PLACE.search(part) or _a_job(part)):
        return f"I work at {part}" if _WORKPLACE.search(part) else f"I live in {part}"
    return ""


_WORKPLACE = re.compile(
    r"\b(?:General|Hospital|Infirmary|Royal|School|Academy|College|University|Uni|Surgery"
    r"|Clinic|Station|Council|Library|Primary|Prison)\b"
)
"""Words that make a place named alone in an introduction where one works ("consultant
anaesthetist, Leeds General")."""


_PLACE_ALONE = re.compile(r"[A-ZÀ-Ý][a-zà-ÿ'-]+(?: (?:upon |on )?[A-ZÀ-Ý][a-zà-ÿ'-]+){0,2}")
"""A place named alone in an introduction ("Peckham", "Stoke on Trent")."""
_NOT_A_PLACE = re.compile(
    r"(?:ian|ish|ese|an|ic|ist|ite|i|ed)$|^(?:Retired|Single|Married|Divorced|Widowed|Vegan"
    r"|Vegetarian|Catholic|Muslim|Christian|Jewish|Hindu|Sikh|Buddhist|Atheist|Mum|Dad|Nan"
    r"|Grandad|Grandma|Grandpa|Widow|Widower)\b"
)
"""What a capitalised word alone in an introduction says other than where one lives."""


_YEARS_YOUNG = re.compile(
    rf"^(?P<lead>\W*)(?P<age>\d{{1,3}}|(?i:(?:{NUMBER_WORDS})(?:-(?:{NUMBER_WORDS}))?)) "
    r"(?i:years?) (?i:young|old)\b(?P<rest>(?:,\s*[^,.!?]+)*)(?P<end>[.!]*)$"
)
"""One's age said as a fragment of its own ("Eighty-two years young, ex-merchant navy.")."""


def _years_young(found: re.Match[str]) -> str:
    """ "Eighty-two years young, ex-merchant navy." as "I am eighty-two. I was in the merchant
    navy."; not "5 years old, my son is.", which says another's age."""
    return _age_and_fragments(found, cued=False)


_AGE_ALONE = re.compile(rf"^(?:\d{{1,3}}|(?i:(?:{NUMBER_WORDS})(?:-(?:{NUMBER_WORDS}))?))$")
_OF_ONESELF_CUE = re.compile(
    r"\b(?:student|from|originally|retired|married|single|divorced|widowed|based)\b"
)


def _age_and_fragments(found: re.Match[str], *, cued: bool) -> str:
    """One's age (`found["age"]`), then each comma-separated part of `found["rest"]` said of
    oneself; the match as it was when a part speaks of another ("45, my dad is") or, `cued`,
    when no part says what one is ("12, 14 and 16 are even")."""
    parts = _parts(found["rest"])
    if any(words(part)[:1] and words(part)[0] in _OWN_CLAUSE for part in parts):
        return found.group(0)
    if cued and not any(_a_job(part) or _OF_ONESELF_CUE.search(part) for part in parts):
        return found.group(0)
    end = found["end"] or "."
    return " ".join(
        [f"{found['lead']}I am {found['age'].lower()}{end}", *_each_of_oneself(parts, end)]
    )


def _parts(fragments: str) -> list[str]:
    return [part.strip() for part in fragments.split(",") if part.strip()]


def _each_of_oneself(parts: list[str], end: str) -> list[str]:
    """Each part of what one says of oneself as a sentence (an age alone as one's age; names
    alone after what one counts as theirs: "two boys, Tobi and Femi")."""
    said: list[str] = []
    for index, part in enumerate(parts):
        if index and _NAMES_ALONE.fullmatch(part) and _COUNTED_PART.match(parts[index - 1]):
            said[-1] = f"{said[-1].removesuffix(end)}, {part}{end}"
        else:
            said.append(
                f"I am {part}{end}" if _AGE_ALONE.match(part) else f"{_of_oneself(part)}{end}"
            )
    return said


_NAMES_ALONE = re.compile(r"[A-ZÀ-Ý][\w'-]+(?:(?:, | and | & )[A-ZÀ-Ý][\w'-]+)*")


_SUBJECTLESS = re.compile(
    r"^(?P<lead>\W*)(?:"
    r"(?P<being>(?i:living|working|studying|training|planning|hoping|trying|saving|learning|sharing|"
    r"doing|switching|moving|changing|transferring|relocating|heading|"
    r"starting|married|engaged|retired|originally|currently|terrified|scared|afraid|allergic)\b"
    r"(?=\s+(?:(?:part|full)[- ]time\s+)?(?:in|at|with|as|for|on|to|of|near|from|up|a|an|the"
    r"|my|our|\d)\b)|(?i:based in)\b)"
    r"(?![^.!?,]*\b(?:is|are|was|were|makes?|made|helps?|takes|gets|pays|deserves?)\b)"
    r"|(?P<having>(?i:been|got)\b)(?! (?:it|this|that|you|me|them|him|her)\b)"
    r"|(?P<doing>(?i:own|moved|grew up|born|live (?:in|with|near|alone|on|at)|work (?:as|at|in|for)"
    r"|share (?:a|an|the|my|our) (?:house|flat|room|place|home|apartment|houseboat) with"
    r"|had (?=(?:a|an|my|our|the)\b)|going (?=to [A-ZÀ-Ý])"
    r"|(?:broke|sprained|twisted|fractured|injured|hurt|lost) (?=my\b)"
    r"|just (?:had|got|started|moved|finished|bought|adopted)"
    r"|(?:can(?:'|’)?t|cannot) (?:stand|eat|drink|have|stomach|tolerate|digest)"
    r"|used to (?=(?:live|work|be|have|play|run|own|teach|smoke|drink|go)\b))"
    r"|(?i:support)(?= [A-ZÀ-Ý])(?![^.!?]*\b(?:is|are|was|were|said|says|team|vector)\b))\b"
    r"(?! (?:it|this|that|them)\b)"
    r")"
)
"""What one says of oneself without saying "I", as people do in fragments ("Kwame. 52. Own a
small bakery in Accra.", "living in Glasgow with my sister", "Been married for 25 years"):
only where the verb cannot be an order ("Tell me…", "Live with it") and an "-ing" word is no
subject ("Living in Glasgow is expensive", "Working mothers deserve more")."""


_HABIT_UNSAID = re.compile(
    r"^(?P<lead>\W*)(?i:play|go|swim|run|cycle|walk|cook|read|paint|watch|train|practise"
    r"|practice|volunteer|teach|coach)\b(?![^.!?]*\b(?:me|us|you|your)\b)"
    r"(?=[^.!?]*\b(?:(?:most|every|each) (?:night|day|morning|evening|weekend|week|monday|tuesday"
    r"|wednesday|thursday|friday|saturday|sunday|mon|tues?|weds?|thurs?|fri|sat|sun)s?"
    r"|(?:on|at) weekends|(?:once|twice|\d+ times|three times) a (?:week|month|day))\b)"
)
"""A habit said without "I" ("play chess online most nights", "swim twice a week"): never an
order, which names no time it holds at, or one told to another ("play with me every night")."""


_COUNT_UNSAID = re.compile(
    rf"^(?P<lead>\W*)(?=(?:\d+|(?i:{NUMBER_WORDS})) (?i:kids|children|sons|daughters|boys|girls"
    r"|grandkids|grandchildren|dogs|cats|pets)\b(?![^.!?]*\b(?:is|are|was|were)\b))"
)
"""One's children or pets counted without "I have" ("2 kids, boy and girl"; not "2 kids are
waiting outside")."""


def subject_supplied(sentence: str) -> str:
    """A sentence that opens with what one does or is, as said of oneself ("Own a bakery" as
    "I own a bakery", "living in Glasgow" as "I am living in Glasgow", "Been married…" as "I
    have been married…", "born in Porto" as "I was born in Porto"); any other as it is."""
    if counted := _COUNT_UNSAID.match(sentence):
        count = sentence[counted.end("lead") :]
        return f"{counted['lead']}I have {count[:1].lower()}{count[1:]}"
    found = _SUBJECTLESS.match(sentence) or _HABIT_UNSAID.match(sentence)
    if found is None:
        return sentence
    rest = sentence[found.end("lead") :]
    rest = rest[:1].lower() + rest[1:]
    said = found.groupdict()
    if said.get("being"):
        return f"{found['lead']}I am {rest}"
    if said.get("having"):
        return f"{found['lead']}I have {rest}"
    if rest.startswith("born"):
        return f"{found['lead']}I was {rest}"
    return f"{found['lead']}I {rest}"


_GREETING_ALONE = re.compile(
    r"^(\W*(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r")[.!]+\s+"
    r"(?=[^\W\d_][\w'-]*[.,]\s+\d)"
)
"""A greeting that is a sentence of its own before an introduction ("sup. leila, 27, …")."""
_HERE_THEN_AGE = re.compile(
    r"^(\W*(?:(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W+)?[^\W\d_][\w'-]*)"
    r"(?P<here> (?i:here|speaking))[.!]+\s+(?=\d{1,3}\s*(?P<after>[,.]))"
)
"""A name given as "Gwen here" (or "George speaking") that is a sentence of its own before
one's age ("Hiya, Gwen here. 58, dinner lady …", "George here. 82. Widower.")."""
_NAME_THEN_AGE = re.compile(
    r"^(?P<lead>\W*(?:(?i:"
    + _GREETING_FIRST
    + r")"
    + _ADDRESSED
    + r"\W+)?)(?P<named>(?i:(?:the\s+)?name(?:'s|’s|\s+is))\s+)?"
    r"(?P<name>[^\W\d_][\w'-]*)[.!,]\s+(?P<age>\d{1,3})[.!]"
    r"(?:\s+(?P<what>[^\W\d_][^.!?]*?)(?P<end>[.!]|$))?"
)
"""A name and an age each a sentence of its own ("Kwame. 52.", "Moira, 71.", "Name's Ray. 66."),
and what one is after them when it is a fragment too ("Lena. 33. Nurse in Graz.")."""
_NOT_WHAT_ONE_IS_FIRST = frozenset(
    {"i", "my", "we", "our", "the", "this", "it", "you", "and", "still", "just", "not", "now"}
    | {"so", "very", "too", "also", "only", "already", "yet", "really", "thanks", "please"}
)
"""Words a fragment after a name and an age opens with when it is no part of an introduction
("Update. 3. Still waiting.")."""


def _here_then_age(found: re.Match[str]) -> str:
    """ "Gwen here. 58, dinner lady" as "Gwen here, 58, dinner lady"; "George here. 82.
    Widower." as "George. 82. Widower." (read then as an introduction in fragments)."""
    if found["after"] == ",":
        return f"{found[1]}{found['here']}, "
    return f"{found[1]}. "


_UNPUNCTUATED_INTRODUCTION = re.compile(
    r"^(?P<lead>\W*(?:(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\s+)?)"
    r"(?P<name>[^\W\d_][\w'-]*)(?P<here> (?i:here))? (?P<age>\d{1,3}) (?P<rest>[^,.!?]+)$"
)
"""An introduction typed in one breath, without commas ("hiya shaz 28 hairdresser in
blackpool", "alright gaz here 33 scaffolder from sunderland")."""
_NO_NAME = frozenset({"i", "im", "i'm", "its", "it's", "me", "my", "am", "is", "was", "just"})
"""Words before an age that are no name ("hey im 28 nurse in leeds" is read elsewhere)."""


def _introduction_punctuated(text: str) -> str:
    """An introduction typed without commas with them: a name after a greeting or before
    "here", an age, and one's work ("hiya shaz 28 hairdresser in blackpool" as "hiya shaz, 28,
    hairdresser in blackpool"); anything else as it is ("table 12 chairs")."""
    found = _UNPUNCTUATED_INTRODUCTION.match(text)
    if (
        found is None
        or not (found["lead"].strip() or found["here"])
        or found["name"].lower() in _NO_NAME
        or int(found["age"]) < _TYPING_AGE
        or not _a_job(found["rest"])
    ):
        return text
    return f"{found['lead']}{found['name']}{found['here'] or ''}, {found['age']}, {found['rest']}"


_GREETED_NAME_THEN_WORK = re.compile(
    r"^(?P<lead>\W*(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"[\s,]+)"
    r"(?P<name>[^\W\d_][\w'-]*)[.!]+\s+(?P<work>[^.!?]+?)(?P<end>[.!]*)$"
)
"""A greeting and one's name as a sentence, then one's work as a fragment ("hey, kwame. night
shift nurse at st james's in leeds")."""


def _greeted_name_then_work(text: str) -> str:
    """ "hey, kwame. night shift nurse at st james's" as "hey, kwame here, night shift nurse at
    st james's" (read then as "Ravi here, software tester from Pune" is); anything else as it
    is ("hi, all. milk and bread")."""
    found = _GREETED_NAME_THEN_WORK.match(text)
    if found is None or found["name"].lower() in _NOT_NAMED_HERE or not _a_job(found["work"]):
        return text
    return f"{found['lead']}{found['name']} here, {found['work']}{found['end']}"


def _fragments_joined(text: str) -> str:
    """ "sup. leila, 27" as "sup, leila, 27", "Kwame. 52." as "Kwame, 52." and "Hi. Lena. 33.
    Nurse in Graz." as "Hi, Lena, 33, nurse in Graz.", so that they are read as one
    introduction."""
    text = _HERE_THEN_AGE.sub(_here_then_age, _GREETING_ALONE.sub(r"\1, ", text, count=1), count=1)
    found = _NAME_THEN_AGE.match(text)
    if found is None:
        return text
    joined = f"{found['lead']}{found['name']}, {found['age']}"
    what = found["what"] or ""
    greeted = bool(found["lead"].strip() or found["named"])
    if int(found["age"]) < _TYPING_AGE and not greeted:
        return text  # "Chapter. 3. …"
    lower = found["name"][0].islower()
    if lower and not ((greeted or _a_job(what)) and int(found["age"]) >= _TYPING_AGE):
        # A name in lower case only after a greeting (see `_greeted_aged`) or before one's
        # work ("olu. 35. accountant in Lagos"; not "eggs. 12. milk").
        return text
    if _what_one_is(words(what)) or _what_one_is(words(what.partition(",")[0])):
        # "Lena. 33. Nurse in Graz.", "Pete. 67. Ex-Navy, now I volunteer at the lifeboat …"
        more, rest = _more_fragments(text[found.end() :])
        return f"{joined}, {what[:1].lower()}{what[1:]}{more}." + rest
    after = text[found.end("age") + 1 :]
    if greeted or subject_supplied(after.strip()) != after.strip():
        return f"{joined}." + after
    return text  # "Update. 3. Still waiting.": no introduction


_STATES = frozenset(
    {"divorced", "married", "single", "widowed", "separated", "engaged", "widow", "widower"}
    | {"retired"}
)
"""States one is in, said alone at the start of a fragment ("Divorced, two daughters.")."""
_NEXT_FRAGMENTS = re.compile(r"^\s+(?P<said>[^.!?]+)(?P<end>[.!]+|$)")
"""The sentence after an introduction in fragments, and its end."""


def _more_fragments(after: str) -> tuple[str, str]:
    """The sentence after an introduction in fragments, when it goes on with fragments of
    oneself ("Ken. 47. Plumber. Divorced, two teenage daughters …"): as more of it (", divorced,
    two teenage daughters …"), and what is left."""
    found = _NEXT_FRAGMENTS.match(after)
    if found is None:
        return "", after
    parts = [part.strip() for part in found["said"].split(",")]
    if not all(map(_fragment_of_oneself, parts)):
        return "", after  # "Married, but my wife left."
    return ", " + ", ".join(part[:1].lower() + part[1:] for part in parts), after[found.end() :]


def _fragment_of_oneself(part: str) -> bool:
    """Whether a fragment after an introduction is a state one is in or a count of what one
    has ("Divorced", "two teenage daughters …")."""
    first = words(part)
    return (len(first) == 1 and first[0] in _STATES) or bool(_COUNTED_PART.match(part))


_FRAGMENT_WORDS = 8
"""The most words a fragment after one's name and age has to be read as what one is."""


_JOB = re.compile(
    r"^(?:been (?:an? )?)?(?:[a-z]+ ){0,2}?"
    + _JOB_NOUN
    + r"(?:\s+(?:for\s+)?\d{1,2}\s+(?:years?|yrs?))?(?:\s+(?:in|at|from)\s.*)?$",
    re.IGNORECASE,
)
"""A fragment that names work ("accountant in Lagos", "retired teacher", "night shift nurse at
St James's", "been a plumber 40 year"; not "milk")."""


def _a_job(fragment: str) -> bool:
    return _JOB.match(fragment.strip()) is not None


def _what_one_is(said: list[str]) -> bool:
    """Whether the words of a fragment after one's name and age say what one is ("Nurse in
    Graz"), not something one does ("Own a bakery") or says of another."""
    if not said or len(said) > _FRAGMENT_WORDS or said[0] in _NOT_WHAT_ONE_IS_FIRST:
        return False
    if (said[0] in _FORMERLY and len(said) > 1) or said[0] in _STATES:
        return True  # "Retired school cook.", "Widowed."
    return verb_lemma(said[0]) not in KNOWN_VERBS or said[0] in _NOUNS_TOO


_BASED_IN = re.compile(
    r"(?<=\w),\s+(?:(?:currently|now|but)\s+)?(?:based|living|residing)\s+in\s+(?=[A-ZÀ-Ý])"
)
"""Where one is based, after what one is ("…, currently based in Cape Town")."""
_SPEAKING_OF_ONESELF = re.compile(r"\bI(?:'m|’m| am)\b", re.IGNORECASE)
"""A sentence in which the person says what they are."""


def _based_in(sentence: str) -> str:
    """ "I'm Ines, a marine biologist from Lisbon, currently based in Cape Town" as "… from
    Lisbon. I live in Cape Town": where one is based is where one lives, a sentence of its
    own. An introduction with one's age is left whole ("I'm Helga, 74, a retired nurse from
    Hamburg, living in Brighton"): it is read part by part later (see `_name_and_age`)."""
    if not _SPEAKING_OF_ONESELF.search(sentence) or _NAME_AGE.match(sentence):
        return sentence
    return _BASED_IN.sub(". I live in ", sentence, count=1)


_HERE_AGED = re.compile(
    r"\b(?!(?i:i|i'm|im|we|you|he|she|they|it|it's|its|am|is|are|was|be)\b)"
    r"([^\W\d_][\w'-]*) (?:here|speaking)(?:,|\s+[^\w\s,]+)?\s*(?=\d{1,3}\b)"
)
"""A name given as "Callum here" before one's age ("it's Callum here, 28, …", "jade here 💅 19
and working …"), read as a name with an age: a name, though typed in lower case, for "here"
says so."""


def _here_aged(found: re.Match[str]) -> str:
    name = found[1]
    return f"{name[:1].upper()}{name[1:]}, "


def _read_whole(sentence: str) -> str:
    """`sentence` rewritten as a whole before it is cut into sentences again (see
    `WHOLE_REWRITES`)."""
    return _rewritten(sentence, WHOLE_REWRITES)


_AGED_IN_BRACKETS = re.compile(r"\b((?:(?i:my|our) [a-z]+ )?[A-ZÀ-Ý][\w'-]+) \((\d{1,3})\)")
"""An age in brackets after a name ("Ben (12)", "my son Tom (7)")."""


def _ages_in_brackets(text: str) -> str:
    """ "Kids: Ben (12) and Lucy (9)." as "Kids: Ben and Lucy. Ben is 12. Lucy is 9."."""
    aged = _AGED_IN_BRACKETS.findall(text)
    if not aged:
        return text
    said = _AGED_IN_BRACKETS.sub(r"\1", text).rstrip()
    said += "" if said.endswith((".", "!")) else "."
    return " ".join((said, *(f"{name[:1].upper()}{name[1:]} is {age}." for name, age in aged)))


_JOB_IN_BRACKETS = re.compile(r"\b([A-ZÀ-Ý][\w'-]+) \((?:an? )?([a-z][a-z -]*[a-z])\)")
"""Work in brackets after a name ("Married to Sunil (accountant)")."""


def _jobs_in_brackets(text: str) -> str:
    """ "Married to Sunil (accountant)." as "Married to Sunil. Sunil is an accountant."; a
    bracket that names no work is left as it is."""
    worked = [(name, job) for name, job in _JOB_IN_BRACKETS.findall(text) if _a_job(job)]
    if not worked:
        return text
    said = _JOB_IN_BRACKETS.sub(
        lambda found: found[1] if _a_job(found[2]) else found[0], text
    ).rstrip()
    said += "" if said.endswith((".", "!")) else "."
    return " ".join((said, *(f"{name} is {_with_article(job)}." for name, job in worked)))


_LABELLED = re.compile(r"^\W*(?P<label>[A-Za-z]+)\s*:\s*(?P<value>[^:]+?)(?P<end>[.!]*)$")
"""A fact given as a label and its value ("Wife: Claire", "Kids: Ben and Lucy", "Age: 45")."""
_KIN_LABELS = frozenset(
    {"wife", "husband", "partner", "boyfriend", "girlfriend", "fiancé", "fiancée", "son"}
    | {"daughter", "brother", "sister", "mum", "mom", "dad", "mother", "father", "dog", "cat"}
)
_KIN_LISTS = frozenset(
    {"kids", "children", "sons", "daughters", "brothers", "sisters", "siblings", "dogs", "cats"}
    | {"pets", "grandchildren", "grandkids"}
)
_WORK_LABELS = frozenset({"job", "occupation", "profession", "work"})
_HOME_LABELS = frozenset({"home", "location", "lives", "city", "town", "based", "address"})
_ORIGIN_LABELS = frozenset({"from", "hometown", "origin", "nationality"})
_PASTIME_LABELS = frozenset({"hobbies", "interests", "passions", "hobby", "interest", "passion"})
_NONE_BUT = re.compile(r"^(?:none|no|nope|0)\b(?:,?\s*but\s+(?P<rest>.+))?$", re.IGNORECASE)
"""A list one has none of, perhaps with what one has instead ("Kids: none, but two dogs")."""


_NAMES_IN_BRACKETS = re.compile(
    r"\b(?P<what>(?:cats?|dogs?|kids|children|sons?|daughters?|boys|girls|grandchildren|grandkids"
    r"|brothers?|sisters?|twins|pets?|kittens?|puppy|puppies|rabbits?|horses?|hamsters?|budgies?))"
    r"\s*\((?P<names>[A-ZÀ-Ý][\w'-]*(?:(?:,\s*|\s+and\s+|\s*&\s*)[A-ZÀ-Ý][\w'-]*)*)\)"
)
"""Names given in brackets after those they name ("my two cats (Miso and Tofu)")."""
_ABOUT_ME = re.compile(
    r"^\W*(?i:(?:a (?:bit|little) )?about me|quick intro|me in brief)\s*[:\-–]\s*"
    r"(?P<rest>[^.!?]+?)(?P<end>[.!]*)$"
)
"""What one says of oneself as a list after a label ("About me: 69, widowed, ex-librarian,
live in Bath, …")."""


def _about_me(found: re.Match[str]) -> str:
    """ "About me: 69, widowed, ex-librarian, live in Bath" as "I am 69. I am widowed. I was a
    librarian. I live in Bath."; a name before an age is one's name ("About me: Ada, 44, …")."""
    parts, end = _parts(found["rest"]), found["end"] or "."
    named: list[str] = []
    if len(parts) > 1 and _ONE_NAME.fullmatch(parts[0]) and _AGE_ALONE.match(parts[1]):
        named, parts = [f"My name is {parts[0]}{end}"], parts[1:]
    return " ".join([*named, *_each_of_oneself(parts, end)])


_ONE_NAME = re.compile(r"[A-ZÀ-Ý][\w'-]+")


_GAPPED = re.compile(
    r"^(?P<lead>\W*)(?P<one>(?:(?i:my) [a-z]+ )?[A-ZÀ-Ý][\w'-]+) (?P<verb>[a-z]+s) "
    r"(?P<prep>in|at|near|on|for) (?P<first>[^,]+?),? and (?P<other>(?:(?i:my) [a-z]+ )?"
    r"[A-ZÀ-Ý][\w'-]+) (?P=prep) (?P<second>[^,.!?]+)(?P<end>[.!]*)$"
)
"""A verb said once for two ("Ana lives in Lisbon and Rita in Madrid")."""


def _gapped(found: re.Match[str]) -> str:
    if not third_person_verb(found["verb"]):
        return found.group(0)
    end = found["end"] or "."
    verb, prep = found["verb"], found["prep"]
    first = f"{found['lead']}{found['one']} {verb} {prep} {found['first']}{end}"
    return f"{first} {found['other']} {verb} {prep} {found['second']}{end}"


_NAMED_IN_PLACES = re.compile(
    r"[:—–-]\s*(?P<list>[A-ZÀ-Ý][\w'-]+ in [A-ZÀ-Ý][\w'-]+(?:(?:,| and) [A-ZÀ-Ý][\w'-]+ in "
    r"[A-ZÀ-Ý][\w'-]+)+)(?P<end>[.!]*)$"
)
"""Those one has named with where each is, after a colon ("two sons: Rohan in Bangalore and
Vikram in Toronto")."""
_NAME_IN = re.compile(r"([A-ZÀ-Ý][\w'-]+) in ([A-ZÀ-Ý][\w'-]+)")


def _named_in_places(sentence: str) -> str:
    """ "I have two sons: Rohan in Bangalore and Vikram in Toronto." as that, then "Rohan lives
    in Bangalore. Vikram lives in Toronto."."""
    found = _NAMED_IN_PLACES.search(sentence)
    if found is None:
        return sentence
    end = found["end"] or "."
    living = " ".join(
        f"{name} lives in {place}{end}" for name, place in _NAME_IN.findall(found["list"])
    )
    return f"{sentence.rstrip(' .!')}{end} {living}"


_AGE_SAID = (
    r"(?:\d{1,3}|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen"
    r"|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen|twenty)"
)
_NAME_AGED = rf"([A-ZÀ-Ý][\w'-]+)(?:,? who(?: is|'s) |,? aged | \(|, )({_AGE_SAID})\)?"
_NAMED_WITH_AGES = re.compile(
    rf"(?:[:—–-]|,| are| named| called)\s*(?P<list>{_NAME_AGED}(?:(?:,? and|,) {_NAME_AGED})+)"
    r"(?P<end>[.!]*)$"
)
"""Those one has named with how old each is ("two grandchildren: Olivia, who is 12, and Sam,
who is 9", "my kids are Ana, 7, and Rita, 4")."""


def _named_with_ages(sentence: str) -> str:
    """ "I have two grandchildren: Olivia, who is 12, and Sam, who is 9." as that, then "Olivia
    is 12. Sam is 9.", so that "How old is Olivia?" is answered by her age, not by the list."""
    found = _NAMED_WITH_AGES.search(sentence)
    if found is None:
        return sentence
    end = found["end"] or "."
    ages = " ".join(f"{name} is {age}{end}" for name, age in re.findall(_NAME_AGED, found["list"]))
    return f"{sentence.rstrip(' .!')}{end} {ages}"


_PRONOUNS = re.compile(
    r"\s*\((?P<pronouns>(?i:she|he|they|ze|xe)/(?i:her|him|them|hers|his|theirs|zir|xem|she|he|they)"
    r"(?:/\w+)?)\)"
)
"""One's pronouns in brackets after one's name ("sam (they/them), 27, …")."""


def _pronouns_apart(sentence: str) -> str:
    """ "sam (they/them), 27, dev" as "sam, 27, dev. My pronouns are they/them.", so that what
    was said around them is read as if they were not there."""
    found = _PRONOUNS.search(sentence)
    if found is None:
        return sentence
    rest = _PRONOUNS.sub("", sentence, count=1).rstrip(" .!")
    return f"{rest}. My pronouns are {found['pronouns'].lower()}."


def _labelled(sentence: str) -> str:
    """A fact given as a label and its value, said as a sentence: "Wife: Claire" as "My wife
    is called Claire." ("Partner: Gareth, a welder" also as "Gareth is a welder.", "Sister: Ana,
    lives in Porto" as "Ana lives in Porto."), "Kids: Ben
    and Lucy" as "I have kids: Ben and Lucy.", "Kids: none, but two dogs" as "I have no kids. I
    have two dogs.", "Hobbies: choir" as "My hobbies are choir.", "Age: 45" as "I am 45.", "Job:
    electrician" as
    "I am an electrician.", "Home: Swansea" as "I live in Swansea.", "From: Cork" as "I am from
    Cork."; any other sentence as it is."""
    found = _LABELLED.match(sentence)
    if found is None:
        return sentence
    label, value, end = found["label"].lower(), found["value"].strip(), found["end"] or "."
    if label in _KIN_LABELS and value[:1].isupper():
        name, _, rest = value.partition(", ")
        job = rest.removeprefix("a ").removeprefix("an ")
        if job and _a_job(job):
            return f"My {label} is called {name}{end} {name} is {_with_article(job)}{end}"
        if rest and third_person_verb(words(rest)[0]):
            return f"My {label} is called {name}{end} {name} {rest}{end}"
        return f"My {label} is called {value}{end}"
    if label in _HOME_LABELS and value[:1].isupper():
        return f"I live in {value}{end}"
    if label in _ORIGIN_LABELS and value[:1].isupper():
        return f"I am from {value}{end}"
    if label in _KIN_LISTS and (none := _NONE_BUT.match(value)):
        instead = f" I have {none['rest']}{end}" if none["rest"] else ""
        return f"I have no {label}{end}{instead}"
    if label in _KIN_LISTS:
        return f"I have {label}: {value}{end}"
    if label in _PASTIME_LABELS:
        return f"My {label} {'are' if label.endswith('s') else 'is'} {value}{end}"
    if label == "name":
        return f"My name is {value}{end}"
    if label == "age" and value.isdigit():
        return f"I am {value}{end}"
    if label in _WORK_LABELS and value:
        return f"I am {_with_article(value)}{end}"
    return sentence


def _with_article(phrase: str) -> str:
    """`phrase` with "a" or "an" before it, unless it has an article already ("civil engineer"
    → "a civil engineer", "the boss" as it is)."""
    if words(phrase)[:1] in (["a"], ["an"], ["the"]):
        return phrase
    return f"{'an' if phrase[:1].lower() in 'aeiou' else 'a'} {phrase}"


_HABIT_FIRST = re.compile(
    r"^(?P<lead>\W*)(?P<when>(?:every|each|on|most) (?:other )?(?:monday|tuesday|wednesday|"
    r"thursday|friday|saturday|sunday|weekend|morning|evening|night|day|week|month|summer|"
    r"winter)s?),?\s+"
    r"(?P<rest>(?:I|we|my|our)\b.*?)(?P<end>[.!]*)$",
    re.IGNORECASE,
)
"""When a habit holds, said first ("Every Friday I go hiking"): said last, where the claim keeps
it ("I go hiking every Friday")."""


_HABIT_ALONE = re.compile(
    r"^(?P<lead>\W*)(?P<what>(?!(?i:same|it|this|that|the|a|an|and|but|so|then|once|twice)\b)"
    r"[A-Za-z][a-z-]+(?: [a-z][a-z-]+)?) "
    r"(?P<when>(?:(?i:every|each) (?:other )?|(?i:on) (?:(?i:a) )?)(?i:monday|tuesday|wednesday"
    r"|thursday|friday|saturday|sunday|weekend|morning|evening|night|day|week)s?"
    r"(?: (?i:morning|afternoon|evening|night))?)"
    r"(?P<end>[.!]*)$"
)
"""A habit said in a fragment, the thing and when ("Parkrun every Saturday morning"; not "Same
every day")."""


def _habit_alone(sentence: str) -> str:
    """ "Parkrun every Saturday morning" as "I have parkrun every Saturday morning" (what one
    has every week may be a class, a run or a coffee: "have" says each), and "Bowls on a
    Thursday afternoon" as "I play bowls on a Thursday afternoon" (a sport is played)."""
    found = _HABIT_ALONE.match(sentence)
    if found is None:
        return sentence
    what = found["what"][:1].lower() + found["what"][1:]
    verb = "play" if of_kind("sport", what) and not what.endswith("ing") else "have"
    return f"{found['lead']}I {verb} {what} {found['when']}{found['end']}"


def _habit_last(sentence: str) -> str:
    found = _HABIT_FIRST.match(sentence)
    if found is None:
        return sentence
    when = found["when"][:1].lower() + found["when"][1:]  # "every Friday"
    return f"{found['lead']}{found['rest']} {when}{found['end']}"


_DESCRIBED_ONE = re.compile(r",\s+(?:an?|the)\s+([a-z]+)\s+one\b", re.IGNORECASE)


def _one_described(sentence: str) -> str:
    """ "I bought a new bike last week, a blue one" as "I bought a new blue bike last week": what
    the thing is like said with it, so its colour is one of its words."""
    found = _DESCRIBED_ONE.search(sentence)
    if found is None:
        return sentence
    before = sentence[: found.start()]
    times = [t for t in TIME_EXPRESSION.finditer(before) if t.end() == len(before.rstrip())]
    head = before[: times[-1].start()].rstrip() if times else before
    noun = head.rfind(" ") + 1
    if not noun:
        return sentence
    described = f"{head[:noun]}{found.group(1)} {head[noun:]}"
    return described + before[len(head) :] + sentence[found.end() :]


_HERE = re.compile(
    r"^(?P<greeting>\W*(?:" + _OPENING_GREETING + r"\W+)?)"
    r"(?P<name>[^\W\d_][\w'-]*) (?:here|speaking)\b(?:\s*[,:—–-]\s*(?P<rest>[^?]+?))?\W*$",
    re.IGNORECASE,
)
"""One's name given as "Ravi here" (and what one is after it, past a comma, a colon or a dash:
"ravi here, software tester from Pune", "Lukas here — I'm a sous chef")."""
_NOT_NAMED_HERE = frozenset(
    {"i", "we", "you", "it", "this", "that", "he", "she", "they", "me", "us", "nobody", "someone"}
    | {"everyone", "anyone", "over", "right", "come", "look", "click", "sign", "start", "stop"}
    | {"sit", "stand", "wait", "stay", "put", "leave", "just", "still", "not", "from", "out"}
)
_NOT_WHAT_ONE_IS = frozenset({"i", "you", "we", "my", "your", "me", "just", "still", "here"})
_HERE_WORDS = 6
"""The most words after "Ravi here," read as what one is, unless they name one's work ("night
shift nurse at St James's in Leeds")."""
_OWN_CLAUSE = frozenset({"i", "im", "i'm", "we", "we're", "my", "our"})
"""Words that open a sentence of its own after "Ravi here, …"."""


_AMID = re.compile(
    r"^(?P<subject>(?i:my|our) (?:[a-z]+ ){0,2}[a-z]+(?: [A-ZÀ-Ý][\w'-]+)?|[A-ZÀ-Ý][\w'-]+), "
    r"(?:who|whom|which) (?P<own>(?i:i|we|you|he|she|they|my)\b)?(?P<said>[^,]+), "
    r"(?P<rest>[a-z][^,]+?)(?P<end>[.!]*)$"
)
"""A relative clause between a subject and its verb ("My sister, who lives in Rome, is a
teacher"; "Tom, who I met at school, is a pilot")."""
_AFTER_HAVING = re.compile(
    r"^(?P<head>.*?\b(?i:I|we)(?: (?:have|(?:have )?got)|['’]ve(?: got)?) (?:a|an|one) "
    r"(?P<noun>(?:[a-z]+ ){0,2}[a-z]+))(?P<place> in [A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?)?"
    r"(?P<named>, (?P<name>[A-ZÀ-Ý][\w'-]+))?(?P<then>,? in [A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?)?"
    r",? (?:who|which) "
    r"(?!(?i:i|we|you|he|she|they|my)\b)(?P<said>[^,]+?)(?P<end>[.!]*)$"
)
"""A relative clause after one of the person's own ("I have a younger sister, Carla, who lives
in Lisbon and works as a translator"; "I've a daughter in Toronto, Eleni, who's a dentist")."""
_OWN_NAMED_WHO = re.compile(
    r"^(?P<head>.*?\b(?i:my|our) (?P<kin>[a-z]+) (?P<name>[A-ZÀ-Ý][\w'-]+)),? (?:who|which) "
    r"(?!(?i:i|we|you|he|she|they|my)\b)(?P<said>[^,]+?)(?P<end>[.!]*)$"
)
"""A relative clause after one of the person's own named where the sentence ends ("I share a
flat with my cousin Zainab, who is a lawyer")."""
_WHO_THEN_PRONOUN = re.compile(
    r"^(?P<first>.*\b(?i:who) (?!(?i:i|we|you|he|she|they|my)\b)[^,]+?),? (?i:and) "
    r"(?P<pronoun>(?i:he|she|they))(?P<rest>(?:'s|’s|'re|’re|\s)[^,]*)$"
)
"""A relative clause, then what "he", "she" or "they" does after "and" ("We have a son, Kiran,
who is 10, and he plays the tabla.")."""
_NAMED_LAST_WHO = re.compile(
    r"^(?P<head>.*?\b(?i:married to|engaged to|with) (?P<name>[A-ZÀ-Ý][\w'-]+)),? (?:who|which) "
    r"(?!(?i:i|we|you|he|she|they|my)\b)(?P<said>[^,]+?)(?P<end>[.!]*)$"
)
"""A relative clause after a name one is married to, or is with, where the sentence ends
("Married to Daniel, who's a pilot with Singapore Airlines")."""


_WHO_IS_SHORT = re.compile(r"\b(who|which)['’]s (\w+)", re.IGNORECASE)
"""A relative pronoun run into "is" or "has" ("my cousin Rafa, who's a chef")."""


def _who_in_full(found: re.Match[str]) -> str:
    """ "who's a chef" as "who is a chef", "who's got" and "who's been" with "has"."""
    pronoun, following = found.groups()
    verb = "has" if following.lower() in ("got", "been") else "is"
    return f"{pronoun} {verb} {following}"


def _relatives_apart(sentence: str) -> str:
    """A relative clause said as a sentence of its own about whom it is of: "My sister, who
    lives in Rome, is a teacher" as "My sister lives in Rome. My sister is a teacher.", "I have
    a sister, Carla, who lives in Lisbon" as "I have a sister, Carla. My sister Carla lives in
    Lisbon." (and "I've a daughter in Toronto, Eleni, who's a dentist" as "… My daughter Eleni
    lives in Toronto. My daughter Eleni is a dentist."); a relative with a subject of its own
    is left out ("Tom, who I met at school, is a pilot" as "Tom is a pilot."); any other
    sentence as it is."""
    sentence = _WHO_IS_SHORT.sub(_who_in_full, sentence)
    if then := _WHO_THEN_PRONOUN.match(sentence):
        # "a son, Kiran, who is 10, and he plays the tabla": the relative clause apart, then
        # "He plays the tabla." as a sentence of its own, whose "he" is the son just named
        first = f"{then['first']}."
        if (apart := _relatives_apart(first)) != first:
            return f"{apart} {then['pronoun'].capitalize()}{then['rest']}"
    if found := _AMID.match(sentence):
        subject, end = found["subject"], found["end"] or "."
        if found["own"]:  # "who I met at school" says of Tom only what the sentence goes on to
            return f"{subject} {found['rest']}{end}"
        return f"{subject} {found['said']}. {subject} {found['rest']}{end}"
    found = _AFTER_HAVING.match(sentence)
    placed = found and (found["place"] or found["then"])
    if found and not (placed and found["noun"].split()[-1] not in KIN):
        whose = " ".join(part for part in ("My", found["noun"], found["name"]) if part)
        place = found["place"] or (found["then"] or "").lstrip(",")
        living = f" {whose} lives{place}." if place else ""
        head = f"{found['head']}{found['named'] or ''}"
        return f"{head}.{living} {whose} {found['said']}{found['end'] or '.'}"
    if found := _OWN_NAMED_WHO.match(sentence):
        whose = f"My {found['kin']} {found['name']}"
        return f"{found['head']}. {whose} {found['said']}{found['end'] or '.'}"
    if found := _NAMED_LAST_WHO.match(sentence):
        return f"{found['head']}. {found['name']} {found['said']}{found['end'] or '.'}"
    return sentence


def _introduced(sentence: str) -> str:
    """ "Ravi here, software tester from Pune" as "I am called Ravi, I am a software tester
    from Pune", and "raj here - i run a consultancy" as two sentences; any other sentence as it
    is."""
    found = _HERE.match(sentence)
    if found is None or found["name"].lower() in _NOT_NAMED_HERE:
        return sentence
    said = f"{found['greeting']}I am called {found['name']}"
    rest = found["rest"] or ""
    named = words(rest)
    if named[:1] and named[0] in _OWN_CLAUSE:
        # "raj here - i run a small IT consultancy": a sentence of its own after the name.
        return f"{said}. {rest[:1].upper()}{rest[1:]}."
    if not named or (len(named) > _HERE_WORDS and not _a_job(rest)) or named[0].endswith("ing"):
        return f"{said}."
    if not _NOT_WHAT_ONE_IS.isdisjoint(named) or named[0] in QUESTION_WORDS | _AUX_START:
        return f"{said}."
    if "," in rest:  # "Samuel here, dad of two, teacher in Accra"
        return f"{said}. " + " ".join(f"{_of_oneself(part.strip())}." for part in rest.split(","))
    return f"{said}, I am {_with_article(rest)}."


_GREETED = re.compile(
    r"^(\W*(?:(?i:" + _OPENING_GREETING + r") there|(?i:" + _GREETING_FIRST + r")))\s+"
    r"(?=(?:I|I'm|I’m|my|My|we|We|our|Our)\b|(?:i|i'm|im) (?!\w+\?)|my name\b|this is\b)"
)
"""A greeting run into what follows ("Hi there I live in Oslo", "good morning my name is
walter"): cut off with a comma, so that "there" (or "morning") is not read as the sentence's
subject."""
_ASIDES = r"lol|lmao|tbh|ngl|imo|honestly|frankly|to be honest|seriously"
"""Words said beside what one says, at its start or its end ("honestly", "lol")."""
_ASIDE_FIRST = re.compile(
    rf"^(\W*)(?:{_ASIDES}|basically|anyway|anyways|well|so|oh|um+|erm+)\W+"
    r"(?=(?:i|i'm|i’m|im|my|we|we're|we’re|our)\b)",
    re.IGNORECASE,
)
"""An aside before what one says of oneself ("Honestly I'm terrified of heights"), which is no
part of who is terrified."""
_CORRECTION_FIRST = re.compile(
    r"^(\W*)(?:(?:actually|no|oh|ok|okay|wait)\W+)?"
    r"(?:(?:sorry|oops|whoops|my bad|correction)\W+(?:i (?:meant|mean)(?: to say)?\W+)?"
    r"|i (?:meant|mean)(?: to say)?\W+"
    r"|i (?:should|must|ought to) (?:say|mention|add|point out|tell you|have said)(?: that)?\W+)"
    r"(?=(?:he|she|they|it|i|my|we|our|his|her|their)\b)",
    re.IGNORECASE,
)
"""A correction's opening ("sorry I meant he's 8 now", "Actually, correction: I'm 42",
"Actually I should say I work at a hospital pharmacy"): what follows is what is said."""
_NAMED_KIN = (
    r"(?:wife|husband|partner|gf|bf|girlfriend|boyfriend|son|daughter|brother|sister|mum|mom|dad"
    r"|fianc[eé]e?)"
)
"""One's people a name may follow ("my boyfriend sam")."""
_NAME_RUN_ON = re.compile(
    r"\b((?:(?:is|are|was|'s) (?:called|named)|(?:my|our) " + _NAMED_KIN + r"(?: is|'s)) "
    r"(?!(?:what|who|that|it|a|an|the|not|very|so|really|also|still|now|from|in|at)\b)[\w'-]+),? "
    r"(?=(?:she|he|they)(?:'s|s|'re|re| is| are| was| works| lives| loves| likes| has| plays"
    r"| goes| teaches| does)\b)"
    r"|\b((?:my|our) " + _NAMED_KIN + r" (?!(?:is|was|has|and|who|that)\b)[\w'-]+) "
    r"(?=(?:she|he)(?:'s|s| is)\b)",
    re.IGNORECASE,
)
"""A name run on into what is said of its bearer next ("my wife is called selin shes a
pharmacist", "my wife is marta she is a nurse", "my son is 12 he loves chess", and, with no
comma between, "i live with my boyfriend sam hes a plumber"): a sentence ends after the
name."""
_KIN_NAMED_THEN_PRONOUN = re.compile(
    r"^(\W*(?i:my|our) (?i:"
    + _NAMED_KIN
    + r") (?!(?i:is|was|has|and|who|that)\b)[A-Za-z][\w'-]*),? "
    r"(?i:she|he)(?P<be>'s|’s|s| is)?(?= )"
)
"""One of one's people named, then a pronoun for them, at a message's start ("my son tom he loves
chess", "my wife sara shes a nurse"): the pronoun left out ("my son tom loves chess")."""


def _kin_named_then_pronoun(found: re.Match[str]) -> str:
    """ "my wife sara is" for "my wife sara shes", "my son tom" for "my son tom he"."""
    return f"{found[1]} is" if found["be"] else found[1]


_DESCRIBED_RUN_ON = re.compile(
    r"\b((?i:he|she)(?:'s|’s|s| is) (?:a|an) [a-z]+) "
    r"(?=(?i:we|i) (?:have|'ve|got|live|work|am|'m)\b)"
)
"""What someone is, run on into what one says next ("hes a plumber we have two cats"): a
sentence ends after it."""
_KIN_NAME_IS = re.compile(
    r"(^\W*|[,;]\s*|\band\s+)(?i:my\s+)?(?P<kin>(?i:wife|husband|partner|son|daughter|mother"
    r"|father|mum|mom|dad|brother|sister|boyfriend|girlfriend|dog|cat))\s+name\s+(?=(?i:is)\b)"
)
"""A name said of one's kin without "'s" ("wife name is Lakshmi")."""
_GOOD_NAME = re.compile(r"\b(?i:(my|your|his|her) good name)\b")
"""One's "good name" (as Indian English says it) is one's name."""
_BACK_FROM = re.compile(
    r"\b(?P<who>(?i:i|we))(?:'ve| have)? (?:(?i:just|only just) )?(?i:got|came|come|flew|arrived)"
    r" back from (?P<place>[A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?)"
)
"""A trip just come back from, as a place gone to ("We just got back from Crete yesterday")."""
_ONE_NOT_THE_OTHER = re.compile(
    r"\b(?P<who>[A-ZÀ-Ý][\w'-]*) (?P<be>is|was|'s) (?P<one>(?i:my) [a-z]+),? "
    r"not (?P<other>(?i:my) [a-z]+)"
)
"""Who someone is, and who they are not ("Tom is my son, not my brother")."""
_OFF_TO = re.compile(r"\b((?i:i'm|i am|im|we're|we are|were)) off to\b")
"""Being off to somewhere, as going there ("I'm off to Spain next Friday")."""
_QUALIFIED_THEN_NAMED = re.compile(
    r"^(?P<lead>\W*)(?P<kin>(?i:my|our) (?:[a-z]+ ){0,2}?[a-z]+) (?:from|at) [^,]{1,30}, "
    r"(?P<name>[A-ZÀ-Ý][\w'-]+), "
)
"""One of one's people, where one knows them from, then their name ("My best mate from home,
Callum, is …"): the name goes with them, where from is left out."""
_KIN_UNSAID = (
    r"(?P<kin>(?i:wife|husband|hubby|partner|son|daughter|mum|mom|dad|brother|sister|gf|bf"
    r"|boyfriend|girlfriend|fianc[eé]e?|baby|dog|cat))"
)
_SAID_OF_KIN = r"(?=(?:['’]s|\s+(?:is|was|works|lives|does|has|teaches|runs|drives|passed|died))\b)"
_KIN_FIRST = re.compile(r"^(\W*)" + _KIN_UNSAID + _SAID_OF_KIN)
"""One's own kin (or baby, dog or cat) said without "my", as a text says it ("wife's called
maureen", "son lives in leeds", "wife passed 3 years ago", "baby's name is layla")."""
_KIN_EQUALS = re.compile(r"^(\W*)(?i:my )?" + _KIN_UNSAID + r"\s*=\s*(?P<name>[^\W\d_][\w'-]*)\b")
"""One's own named with an equals sign, as a text says it ("gf = priya, shes a nurse")."""


def _kin_equals(found: re.Match[str]) -> str:
    name = found["name"]
    return f"{found[1]}my {found['kin'].lower()} is called {name[:1].upper()}{name[1:]}"


_KIN_NAMED_NEXT = re.compile(r",\s+" + _KIN_UNSAID + r"\s+(?P<name>[A-ZÀ-Ý][\w'-]+)" + _SAID_OF_KIN)
"""Another of one's own, named without "my" after a comma ("Daughter Karen lives next door,
son Mick's in Australia"): what follows is said of them, not of the one before."""
_DAYS_DONE = re.compile(
    r"\b(?:(?i:still) )?(?i:do|does) (?=(?:\w+|\w+ or \w+) (?i:days?|shifts?|nights?|mornings?"
    r"|afternoons?|evenings?|hours?) (?i:a|per) (?i:week|fortnight|month)\b)"
)
"""Days of work said as "doing" them ("still do two days a week at a practice in Luton")."""
_WITH_CUT = re.compile(
    r"\b(?i:w/?)\s+(?=(?i:my|our|his|her|the|a|an|me|him|them|mates|friends|family)\b)"
)
""""with" cut to "w" in a text ("live w my nan")."""
_RAISED = re.compile(
    r"^(?P<lead>\W*(?:(?i:I was|I'm|I’m|I am) )?(?i:born) in [^,.!?]+,\s+(?:(?i:and)\s+)?|\W*)"
    r"(?i:raised|brought up|grew up)\s+(?=in\b)"
)
"""Where one grew up, said after where one was born or alone ("Born in Dundee, raised in
Perth", "Raised in Perth"; not "my son was born in Leeds, raised in York", which is his)."""


def _raised(found: re.Match[str]) -> str:
    """ "Born in Dundee, raised in" as "Born in Dundee. I grew up in", "Raised in" as "I grew
    up in"."""
    lead = found["lead"]
    if lead.rstrip().endswith(","):
        return f"{lead.rstrip()[:-1]}. I grew up "
    return f"{lead}I grew up "


_PARENT_TO = re.compile(
    r"^(?P<lead>\W*)(?:(?i:proud|busy|single|working|a) )?"
    r"(?P<who>(?i:grand(?:ma|mother|ad|dad|pa|father|parent)|granny|gran|nan|nana|nanna|mum"
    r"|mom|mam|mother|dad|father|parent))\s+(?i:to|of)\s+"
    rf"(?P<count>\d+|(?i:{NUMBER_WORDS}))\b"
    r"(?P<whom>\s+(?i:boys|girls|kids|children|grandkids|grandchildren|lads|sons|daughters)\b)?"
)
"""One's children or grandchildren counted by what one is to them ("Grandma to five", "Dad of
two boys")."""


def _parent_to(found: re.Match[str]) -> str:
    """ "Grandma to five" as "I have five grandchildren", "Mum of two boys" as "I have two
    boys"."""
    grand = found["who"].lower().startswith(("grand", "gran", "nan"))
    whom = found["whom"] or (" grandchildren" if grand else " children")
    return f"{found['lead']}I have {found['count'].lower()}{whom.lower()}"


_THEN_DONE = re.compile(
    r",\s+(?:(?:and\s+)?then\s+)?(?=(?:moved|relocated|retired|emigrated|settled)\b)",
    re.IGNORECASE,
)
"""What was done next, after a comma ("used to live in Cardiff, moved to Merthyr in 2010"):
said with "and", so it is a claim of its own of the same one."""
_BEEN_SINCE = re.compile(
    r"(?<=[a-z]),\s+(?=(?i:been) (?:in|here|at|living|working|married|together|with|over)\b)"
)
"""How long one has been somewhere, said after a comma ("originally from gdansk, been in the
uk 3 years"): a sentence of its own, not more of where one is from."""
_DONE_AFTER = re.compile(
    r"(?<=[a-z]),\s+(?=(?i:did|ran|completed|finished|climbed|walked|swam|cycled|won)"
    r" (?:the|a|an|my|our)\b)"
)
"""Something done, said after a comma ("I run half marathons, did the Great North Run last
year"): a sentence of its own, not more of what one does."""
_AGED_AND_WHAT = re.compile(
    rf"\b(?P<who>(?i:i am|i'm|im|(?:he|she)(?: is|'s)))\s+(?P<age>\d{{1,3}}|(?i:{NUMBER_WORDS})"
    rf"(?:-(?i:{NUMBER_WORDS}))?)(?: years? old)? and (?=(?i:an?|retired|semi-retired)\s"
    r"(?!(?i:half|quarter|bit|few|lot)\b))"
)
"""One's age and what one is, said together ("I am 74 and a retired surveyor"): two things
said, the age apart from the trade ("she's 12 and a half" stays one)."""
_CALLED_BY_OTHERS = re.compile(
    r"(?P<before>,?\s+(?:but|and)\s+|,\s*)?(?i:everyone|everybody|people|my friends|my mates"
    r"|most people|all my friends) (?i:calls?) me (?P<name>[^\W\d_][\w'-]*)"
)
"""What others call one ("I'm Ifeoma but everyone calls me Ify"): one's nickname, said as a
sentence of its own."""


def _nickname(found: re.Match[str]) -> str:
    """What others call one as a sentence of its own, after what came before it (a name)."""
    opening = ". " if found["before"] or found.start() > 0 else ""
    return f"{opening}My nickname is {found['name']}"


_PART_TIME = re.compile(r"^(\W*)((?i:part|full)[- ](?i:time)) (?=(?i:at|in|for)\b)")
"""Where one works part time, said in a fragment ("part time at nandos on weekends")."""
_RACE_DONE = re.compile(
    r"\b((?:i'm |i am |im |we're |we are )?)doing (an? |the )"
    r"(?=(?:[\w'-]+ ){0,3}?" + RACES + r"\b)",
    re.IGNORECASE,
)
"""A race one is doing, as one running it ("doing a half marathon in october for the hospice"),
so "Who am I running for?" finds it; not a triathlon, which is more than a run."""
_KIN_NAMED_AFTER = re.compile(
    rf"^(?P<lead>\W*)(?P<kin>(?i:my|our) (?:{'|'.join(sorted(KIN, key=len, reverse=True))}))"
    r"(?:['’]s| is) (?P<what>(?i:an?) [^,.!?]+), (?P<name>[A-ZÀ-Ý][\w'-]+)(?P<end>[.!]*)$"
)
"""What one's kin is, then their name ("Husband's a taxi driver, Femi")."""
_LOVED_ALONE = re.compile(
    r"^(?P<lead>\W*)(?P<how>obsessed (?:w/?|with)|(?:crazy|mad|passionate) about)\s",
    re.IGNORECASE,
)
"""What one loves said in a fragment, "with" perhaps cut to "w" ("obsessed w kpop")."""


def _loved_alone(found: re.Match[str]) -> str:
    """ "obsessed w kpop" as "I am obsessed with kpop" (which `_loving` says as loving it)."""
    how = found["how"].lower()
    return f"{found['lead']}I am {'obsessed with' if how.startswith('obsessed') else how} "


_BAD_PART = re.compile(
    rf"^(\W*)(?P<bad>(?i:bad|dodgy|sore|weak|gammy|stiff|painful|arthritic|wonky|creaky))\s+"
    rf"(?P<part>(?i:{'|'.join(sorted(BODY_PARTS, key=len, reverse=True))}))(?=\s*(?:[,.;!]|$))"
)
"""A part of oneself said bad in a fragment ("bad hip, waiting on a replacement")."""
_INTOLERANT = re.compile(
    r"^(\W*)(?P<what>(?:[A-Za-z]+ )?)(?=(?i:intolerant|allergic)\b(?: to \w+)?\s*"
    r"(?:[,.;!]|$|(?:so|and|but)\b))"
)
"""What one cannot eat said in a fragment ("Lactose intolerant, so no milk for me")."""


def _bad_part(found: re.Match[str]) -> str:
    """ "bad hip" as "I have a bad hip", "dodgy knees" as "I have dodgy knees"."""
    part = found["part"]
    one = "" if part.lower().endswith("s") or part.lower() in ("feet", "teeth") else "a "
    return f"{found[1]}I have {one}{found['bad'].lower()} {part}"


_RATHER = re.compile(
    r"^\W*I(?:'d|’d| would) rather (?:have|drink|eat|get) (.+?) than (?:have |drink |eat |get )?"
    r"(.+?)(?=[.!]*$)",
    re.IGNORECASE,
)
"""What one would rather have is what one prefers ("I'd rather have tea than coffee")."""
_ITS_NAME = re.compile(
    r"(?:,|,? and| -|;)\s+(?:her|his|its|their) names? (?:is|are|'s|’s)\s+(?=[A-ZÀ-Ý])"
    r"|(?:,|,? and| -|;)\s+(?:she|he|it)(?:'s|’s| is) called\s+(?=[A-ZÀ-Ý])"
)
"""A name given to what was just spoken of in a clause of its own ("I adopted a greyhound, her
name is Nina"): said as "a greyhound named Nina", one thing with its name."""
_ANIMAL_CALLED = re.compile(
    r"\b(?P<animal>[a-z]+)(?: too| as well)?,\s+(?:she|he|it)(?:'s|’s| is|s) called\s+(?=[a-z])"
)
"""An animal's name in lower case in a clause of its own ("mia has a horse too, hes called
bramble"), which only an animal before it makes a name ("she's called me twice" is no name)."""
_ANIMAL_KINDS = ("pet", "dog", "cat")
_ANIMAL_CALLED_AGED = re.compile(
    r"\b(?P<animal>[a-z]+) (?P<called>called|named) (?P<name>[A-Za-z][\w'-]*),? "
    r"(?:he|she|it)(?:'s|’s| is|s) (?P<age>\d{1,2})\b"
)
"""An animal named and then its age with no stop between ("got a staffie called tyson hes 5"):
said as "a staffie called Tyson who is 5", so that "How old is Tyson?" is answered by it."""
_ANIMALS_THEN_NAMES = re.compile(
    r"\b(?P<count>two|three|four|2|3|4) (?P<animals>[a-z]+) "
    r"(?P<names>(?![a-z]+(?:ing|ed)\b)[a-z]+ and (?![a-z]+(?:ing|ed)\b)[a-z]+)(?=\s*(?:[.,!?]|$))"
)
"""Animals counted and then named in lower case ("we have two cats mango and kiwi"): said as
"two cats called mango and kiwi", when the word counted is an animal's."""
_WEDDING = re.compile(
    r"^(\W*)((?:my|our) \w+(?: [A-ZÀ-Ý][\w'-]*)?|[A-ZÀ-Ý][\w'-]*) and I (?:are|'re|’re) "
    r"(getting married|engaged|married)\b",
    re.IGNORECASE,
)
"""A wedding told of two ("My partner Luis and I are getting married"): the person's, to whom."""


_ME_AND = re.compile(
    r"^(?P<lead>\W*)(?i:me) (?:and|an|n|&) (?P<other>(?i:my|our) (?P<kin>\w+)"
    r"|[A-ZÀ-Ý][\w'-]*)(?P<name> [A-ZÀ-Ý][\w'-]*| [a-z][\w'-]*)?(?= )"
)
""""me and my wife have 3 kids" as "my wife and I have 3 kids": the person's own, and hers."""
_BEEN_TOGETHER = re.compile(
    r"^(?P<lead>\W*(?i:me) (?:and|an|n|&) (?i:my|our) )(?P<kin>girl|man|boy|\w+)"
    r"(?P<name> [\w'-]+)? (?:(?P<had>have|'ve) )?been (?=(?:together|dating|going out|married)\b)"
)
""""me n my girl ama been together 5 years" as "me n my girlfriend ama have been together 5
years": one's girl (or man) one has been with is one's girlfriend (or boyfriend), and "have"
left out is said."""
_SWEETHEART = {"girl": "girlfriend", "man": "boyfriend", "boy": "boyfriend"}


def _been_together(found: re.Match[str]) -> str:
    kin = _SWEETHEART.get(found["kin"], found["kin"])
    return f"{found['lead']}{kin}{found['name'] or ''} {found['had'] or 'have'} been "


_NEVER_NAMES = frozenset(
    {"just", "both", "always", "never", "often", "usually", "recently", "finally", "still"}
    | {"are", "were", "have", "had", "will", "can", "could", "would", "and", "who", "live"}
    | {"too", "also", "now", "then", "here", "there", "again", "though", "lol"}
    | {"today", "tonight", "yesterday", "tomorrow", "anymore", "sometimes", "everyday"}
    | {"tbh", "rn", "btw", "haha", "lmao", "omg", "ngl", "idk", "atm", "smh", "xx", "x"}
)
"""Words after "me and my girlfriend" (or at the end of "… with my flatmate jo") that go on
with the sentence, or end it, rather than name her."""


def _me_and(found: re.Match[str]) -> str:
    """ "me and my wife have 3 kids" as "my wife and I have 3 kids"; "me n my fiance dev are
    getting married" as "my fiance Dev and I are getting married" (a word in lower case after
    one of one's people is their name when it is no verb and nothing that goes on with the
    sentence)."""
    other, name = found["other"], found["name"] or ""
    word = name.strip()
    if word[:1].islower():
        if found["kin"] is None or not _names_them(found["kin"], word):
            return f"{found['lead']}{other} and I{name}"
        name = f" {word[:1].upper()}{word[1:]}"
    return f"{found['lead']}{other}{name} and I"


def _names_them(kin: str, word: str) -> bool:
    """Whether `word`, typed in lower case after one of one's people ("my girlfriend rosa"),
    is their name: no verb, nothing that goes on with the sentence."""
    return (
        kin.lower() in KIN
        and word not in _NEVER_NAMES
        and verb_lemma(word) not in KNOWN_VERBS
        and (not word.endswith(("ly", "ing")) or word in _NAMES_LIKE_ADVERBS)
    )


_NAMES_LIKE_ADVERBS = frozenset(
    {"kelly", "emily", "molly", "holly", "sally", "lily", "lilly", "ally", "shelly", "polly"}
    | {"billy", "dolly", "nelly", "carly", "beverly", "kimberly", "milly", "tilly", "elly"}
)
"""Names that end as adverbs do ("my wife kelly"): a word in lower case ending in "-ly" after
one of one's people is taken for no name but these."""


_KIN_THEN_NAME = re.compile(
    r"\b((?i:my|our) (?:(?i:older|younger|elder|eldest|oldest|youngest|big|little|baby|twin"
    r"|middle|best|new|late) )?(\w+) )([a-z][\w'-]*)(?=,| who\b|[.!]*$| (?:is|was|has|lives"
    r"|works|does|teaches|studies|plays|runs|drives|loves|visits)\b)"
)
"""One of one's people and a name in lower case before what is said of them ("my husband arjun
who is a software developer", "my older brother marcus works at a gym"), or ending the message
("i live in peckham w my flatmate jo")."""


def _kin_then_name(found: re.Match[str]) -> str:
    word = found[3]
    if not _names_them(found[2], word):
        return found.group(0)
    return f"{found[1]}{word[:1].upper()}{word[1:]}"


_AND_I = re.compile(
    r"^(?P<lead>\W*)(?P<other>(?:[Mm]y|[Oo]ur) [a-z]+(?: [A-ZÀ-Ý][\w'-]*)?|[A-ZÀ-Ý][\w'-]*) and I "
    r"(?:(?:just|recently|finally|also) )?"
    r"(?P<verb>are|were|(?:have|had) been|(?:have|had) (?!to\b)[a-z]+(?:ed|en|un|wn|ne)\b|will|can"
    r"|met|got|(?:usually|often|always|sometimes) \w+"
    r"|[a-z]+ed|(?P<present>[a-z]+))\b"
    r"(?P<rest>[^.!?;]*)(?P<end>[.!?;]*)$"
)
"""Something done by two ("my boyfriend Callum and I are going to Lisbon"): the person's, with
whom it is done ("I am going to Lisbon with my boyfriend Callum")."""
_SINGLE = {"are": "am", "were": "was"}
_KIN_AND_NAME = re.compile(
    r"^(?:[Mm]y|[Oo]ur) (?P<kin>" + _NAMED_KIN + r") (?P<name>[A-ZÀ-Ý][\w'-]*)$"
)
"""One of one's people and their name ("My husband Tiago")."""
_MET = frozenset({"met", "married", "dated", "divorced"})
"""What two do to each other, said of the person as done to the other."""
_TOGETHER = re.compile(r"^(\s*(?:been )?)(married|together|engaged)\b")
_IN_TOGETHER = re.compile(r"^\s*in together\b")
"""Two who moved in together: they live together."""


_SHARED = frozenset(
    {"think", "believe", "know", "feel", "seem", "agree", "disagree", "have", "love", "like"}
    | {"hate", "prefer", "want", "need", "enjoy", "miss"}
)
"""What two share rather than do together ("my wife and I love Lisbon": each loves it)."""


def _done_together(verb: str) -> bool:
    """Whether "my wife and I <verb> …" is something done with her ("run a café", "live in
    Porto"), not a thought or a household the two share ("think", "have 3 kids")."""
    return verb_lemma(verb) in KNOWN_VERBS and verb not in _SHARED


_AND_THEIRS = re.compile(
    r"^(?P<lead>\W*)(?P<kin>(?i:my|our) [a-z-]+)(?P<name> [A-ZÀ-Ý][\w'-]*)? and "
    r"(?P<whose>her|his|their) (?P<other>[a-z-]+(?: [A-ZÀ-Ý][\w'-]*)?) "
    r"(?:(?P<be>are|were)(?: both| all)?|(?:(?:just|also|recently|both|now|still|finally) )?"
    r"(?P<verb>[a-z]+))\b(?P<rest>[^.!?;]*)(?P<end>[.!?;]*)$"
)
"""One of the person's own and someone of theirs, told of together ("my daughter Ama and her
husband live just down the road", "My son and his wife run a café", "My daughter and her
husband are both doctors")."""
_PLURAL_FIRST = re.compile(
    r"^\s*((?:(?!(?:always|never|often|at|in|on|to|with|his|her|their|this|these|those)\b)"
    r"[a-z-]+ ){0,2}?)(?![a-z-]+ing\b)([a-z-]+?)(ies|[^\Wsuy]s)\b(?!')"
)
"""What two are, said in the plural ("doctors in Kraków", "keen runners"): the noun, and what
comes before it (not "always arguing", "at his parents' place")."""
_NOT_PLURAL = frozenset({"this", "his", "its", "is", "was", "has", "does", "us", "yes", "as"})
"""Words ending in "s" that are no plural noun."""
_SINGLE_OF = {"are": "is", "were": "was"}
_NOT_DONE_TOGETHER = frozenset({"should", "could", "would", "can", "will", "must", "may", "might"})
"""Words after "my son and his wife" that are no deed of the two."""
_NEW_CLAUSE = re.compile(r"\b(?:and|but|so|because|while|who|which)\b|,")
"""Where what two did ends and something else is said."""
_PLURAL_OTHER = re.compile(r"(?:s|ren)$|^(?:kids|children|parents|friends|family)$")
"""Someone of theirs who is several ("her kids"): not said as one."""


def _with_theirs(sentence: str) -> str:
    """ "my daughter Ama and her husband live just down the road" as "my daughter Ama lives
    with her husband just down the road", "my son and his wife run a café" as "my son runs a
    café with his wife" (hers, and with whom), "my daughter and her husband are both doctors"
    as a sentence of each ("my daughter is a doctor. my daughter's husband is a doctor")."""
    found = _AND_THEIRS.match(sentence)
    if found is None:
        return sentence
    lead, one, end = found["lead"], found["kin"] + (found["name"] or ""), found["end"] or "."
    theirs = f"{found['whose']} {found['other']}"
    if found["be"]:
        if _NEW_CLAUSE.search(found["rest"]):
            return sentence
        if _PLURAL_OTHER.search(found["other"]):  # "my sister is coming with her kids"
            return f"{lead}{one} {_SINGLE_OF[found['be']]}{found['rest']} with {theirs}{end}"
        verb = _SINGLE_OF[found["be"]]
        what = _one_of_them(found["rest"])
        return f"{lead}{one} {verb}{what}{end} {found['kin']}'s {found['other']} {verb}{what}{end}"
    verb, rest = found["verb"], found["rest"]
    if verb_lemma(verb) not in KNOWN_VERBS or verb in _NOT_DONE_TOGETHER:
        return sentence  # "… never visit", "… should visit more": no deed of the two
    cut = _NEW_CLAUSE.search(rest)
    rest, more = (rest[: cut.start()], rest[cut.start() :]) if cut else (rest, "")
    more = f" {more}" if more[:1].isalpha() else more
    said = verb if verb.endswith("ed") or verb_lemma(verb) != verb else third_person(verb)
    if verb == "live":
        return f"{lead}{one} lives with {theirs}{rest}{more}{end}"
    return f"{lead}{one} {said}{rest.rstrip()} with {theirs}{more}{end}"


def _one_of_them(what: str) -> str:
    """What two are, said of one: " doctors in Kraków" as " a doctor in Kraków"."""
    found = _PLURAL_FIRST.match(what)
    if found is None or any(word.endswith("ing") for word in words(found.group(0))):
        return what
    if found.group(2) + found.group(3) in _NOT_PLURAL:
        return what
    before, stem, ending = found.groups()
    noun = stem + ("y" if ending == "ies" else ending[:-1])
    return f" {_with_article(before + noun)}{what[found.end() :]}"


def _with_another(sentence: str) -> str:
    """ "My boyfriend Callum and I are going to Lisbon next month" as "I am going to Lisbon
    next month with my boyfriend Callum", "my wife and I have been married for 20 years" as "I
    have been married to my wife for 20 years"; any other sentence as it is (a wedding is read
    before this: "X and I are getting married")."""
    found = _AND_I.match(sentence)
    if found is None:
        return sentence
    if found["present"] and not _done_together(found["present"]):
        # "My husband Tiago and I have twins": shared, and the husband named.
        named = _KIN_AND_NAME.match(found["other"])
        if named is None:
            return sentence
        said = f"{found['lead']}I {found['present']}{found['rest']}{found['end'] or '.'}"
        return f"{found['lead']}My {named['kin']} is called {named['name']}. {said}"
    other = found["other"]
    other = other[:1].lower() + other[1:] if other[:3].lower() in ("my ", "our") else other
    verb, rest = _SINGLE.get(found["verb"], found["verb"]), found["rest"]
    if verb in ("moved", "move") and (home := _IN_TOGETHER.match(rest)):
        # "my girlfriend Rosa and I just moved in together": I live with her
        return f"{found['lead']}I live with {other}{rest[home.end() :]}{found['end']}"
    if verb in _MET:  # "Tom and I met at university": I met Tom there
        return f"{found['lead']}I {verb} {other}{rest}{found['end']}"
    if bonded := _TOGETHER.match(rest):
        joined = "with" if bonded[2] == "together" else "to"
        rest = f"{bonded[0]} {joined} {other}{rest[bonded.end() :]}"
        return f"{found['lead']}I {verb}{rest}{found['end']}"
    return f"{found['lead']}I {verb}{rest.rstrip()} with {other}{found['end']}"


def _its_name(sentence: str) -> str:
    """ "I adopted a greyhound, her name is Nina" as "… a greyhound named Nina"; not after
    what has a name already ("My sister lives in Rome and her name is Ana": the name is the
    sister's, not Rome's; see `_named`). Animals' names in lower case too (`_ANIMAL_CALLED`,
    `_ANIMALS_THEN_NAMES`)."""
    named = _ANIMAL_CALLED.sub(_animal_named, _ITS_NAME.sub(_named_here, sentence))
    named = _ANIMAL_CALLED_AGED.sub(_animal_called_aged, named)
    return _ANIMALS_THEN_NAMES.sub(_animals_named, named)


def _an_animal(word: str) -> bool:
    return any(of_kind(kind, word) for kind in _ANIMAL_KINDS)


def _animals_named(found: re.Match[str]) -> str:
    """ "two cats called mango and kiwi" for "two cats mango and kiwi", when cats are animals."""
    if not _an_animal(found["animals"]):
        return found.group(0)
    return f"{found['count']} {found['animals']} called {found['names']}"


def _animal_called_aged(found: re.Match[str]) -> str:
    """ "staffie called Tyson who is 5" for "staffie called tyson hes 5", when a staffie is an
    animal."""
    if not _an_animal(found["animal"]):
        return found.group(0)
    name = found["name"][:1].upper() + found["name"][1:]
    return f"{found['animal']} {found['called']} {name} who is {found['age']}"


def _animal_named(found: re.Match[str]) -> str:
    """ "horse named " for "horse too, hes called ", when the word is an animal's."""
    animal = found["animal"]
    if _an_animal(animal):
        return f"{animal} named "
    return found.group(0)


def _named_here(found: re.Match[str]) -> str:
    """ " named " for "…, her name is", unless what comes before it already has a name."""
    before = found.string[: found.start()].split()
    return found.group(0) if before and before[-1][:1].isupper() else " named "


def _wedding(found: re.Match[str]) -> str:
    lead, whom, what = found.groups()
    if whom[:3].lower() in ("my ", "our"):
        whom = whom[:1].lower() + whom[1:]  # "My partner Luis" → "my partner Luis"
    return f"{lead}I am {what} to {whom}"


_FAN_OF = re.compile(
    r"\bI(?:'m|’m| am) (?:a |an )?(?:big |huge |massive |great |real )?fan of\b", re.IGNORECASE
)
"""What one is a fan of one loves ("I'm a big fan of jazz")."""
_AT_UNIVERSITY = re.compile(
    r"\bat (?P<at>uni|university|college)(?P<place> in [A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?)? "
    r"(?:doing|studying|reading) (?P<what>[a-z][\w ]*?)(?=\W*$|,| and\b)"
)
"""Studies told as where one is ("she's at uni in Bristol doing medicine"): what one studies,
and where ("studying medicine at university in Bristol"; a college stays a college)."""


_DONE_NEXT = re.compile(
    r"^(?P<head>\W*(?:(?i:actually|so|well|and)\W+)?(?i:I|we)\b[^,;!?]*?),\s+"
    r"(?=(?:(?i:just|then|also)\s+)?(?i:started|moved|bought|joined|began|opened|found|took"
    r"|left|met|became|retired|quit|went|switched|changed|landed|signed)\b)"
)
"""A second thing one did, said after a comma without "I" ("I've just moved to Bath, started
at a new practice there"): it is one's own, not part of the place or thing before it ("got"
is left as it is: "saving up for a car, got 2k so far" has got it, not got it then)."""


def _studying_at(found: re.Match[str]) -> str:
    at = "college" if found["at"].lower() == "college" else "university"
    return f"studying {found['what']} at {at}{found['place'] or ''}"


_DUE_WITH = re.compile(
    r"\bdue (?P<when>(?:in|on|around|at the end of|early|late|mid|next|this) [^,.;!?]*?) "
    r"with (?P<what>(?:our|my) (?:first|second|third|fourth|baby|twins|little one)"
    r"(?: (?:baby|child|boy|girl))?|(?:a|the) (?:baby|boy|girl|twins))\b",
    re.IGNORECASE,
)
"""A baby due, said of the one who carries it ("due in June with our second"): what one is
expecting, and when ("expecting our second in June")."""
_DUE_AFTER = re.compile(
    r"^(?P<thing>\W*(?i:my|our) (?:[a-z]+ )?[a-z]+) (?P<be>is|['’]s) (?P<what>[^,.;!?]+), "
    r"(?P<due>due (?:in|on|by|at|next|this|before|after) [^,.;!?]+)"
)
"""What a piece of work is, then when it is due ("my thesis is on malaria in children, due in
May"): when it is due is said of the work, not of what it is on."""
_CALLED_THEN_WHAT = re.compile(
    r"(?P<head>\b(?i:a|an|my|our) (?:[a-z]+ )?[a-z]+ (?:called|named) [A-ZÀ-Ý][\w'-]+), "
    r"(?P<what>(?i:a|an) [a-z][a-z -]*[a-z])(?=\s*(?:[,.!]|$))"
)
"""One of one's own named, then what they are ("a dog called Bolt, a border collie, he's 3"):
what they are is said of them, so the "he" after is them too."""
_GOING_ON_WITH = re.compile(
    r"^(?P<head>\W*(?:[^,.!?]*?\s)?(?i:I['’]m|I am|im)\s[^,.!?]+), "
    r"(?P<ing>(?i:doing|studying|working|living|training|learning|teaching)\b[^,.!?]*)"
)
"""What one is doing, said after who or where one is from ("I'm Yuki from Osaka, doing a year
abroad in Glasgow"): a sentence of its own about the speaker."""
_AND_STUDYING = re.compile(
    r"(?P<head>\bI am (?:doing|working|living|training)\b[^,.!?]+?) (?P<ing>(?i:studying)\b)"
)
"""What one studies at the end of what one is doing ("doing a year abroad in Glasgow studying
English lit")."""
_STUDENT_OF = re.compile(
    r"\b(?:an? )?(?:(?:ft|pt|full[- ]time|part[- ]time) )?(?:(?:uni|university|college|phd|postgrad"
    r"|undergrad|mature) )?student \((?P<what>[a-z][a-z &]*)\)(?P<where> (?:at|in) [^,.;!?]+)?",
    re.IGNORECASE,
)
"""A student and the subject in brackets ("ft uni student (history) at durham"): what one
studies, and where."""
_PLOT_OF = re.compile(
    r"\b(?P<have>keep|have|got|run|rent) (?P<plot>(?:an|a|my) (?:allotment|veg(?:etable)? patch"
    r"|vegetable garden|kitchen garden|greenhouse|polytunnel))s?,? "
    r"(?:mostly|mainly|with|growing|full of|for) (?P<what>[^.;!?]+)",
    re.IGNORECASE,
)
"""A plot and what is in it ("I keep an allotment, mostly leeks and runner beans"): what one
grows."""
_PREGNANT_DUE = re.compile(
    r"\bpregnant(?: with (?P<what>(?:our|my) (?:first|second|third|fourth|baby|twins|little one)"
    r"(?: (?:baby|child|boy|girl))?))?,? (?:and )?(?:(?:she's|he's|it's|the baby's|baby's) )?"
    r"due (?P<when>(?:in|on|around|at the end of|early|late|mid|next|this) [^,.;!?]*)",
    re.IGNORECASE,
)
"""A pregnancy and when it is due ("pregnant with our first, due in april"): what one is
expecting, and when ("expecting our first baby in april")."""


def _expecting(found: re.Match[str]) -> str:
    what = found["what"] or "a baby"
    if not re.search(r"\b(?:baby|child|boy|girl|twins|little one)$", what):
        what += " baby"  # "our first": a first baby
    return f"pregnant. I am expecting {what} {found['when']}"


_FIELDS = (
    "law|medicine|engineering|maths|math|mathematics|physics|chemistry|biology|history|"
    "economics|philosophy|psychology|nursing|architecture|computer science|dentistry|politics|"
    "geography|sociology|linguistics|journalism|veterinary science|vet science|classics|"
    "english(?: lit| literature)?|literature|pharmacy|accounting|drama"
)
"""Subjects one studies that are seldom anything else one is "doing" ("art", "design" and
"business" are done at work or at the weekend too)."""
_DOING_A_FIELD = re.compile(
    rf"\b(?P<be>is|am|are|'s|’s|'m|’m|'re|’re|shes|hes|im) doing "
    rf"(?:an? (?:degree|masters|master's|phd|ba|bsc|ma|msc) in )?(?P<what>{_FIELDS})\b"
    r"(?=\s+at\b(?!\s+(?:the weekend|weekends|work|home|the moment))|\s*$|\s*[,.!;]"
    r"|\s+(?:so|and|but)\b)",
    re.IGNORECASE,
)
"""A subject of study said as what one is doing ("my gf Priya is doing law at McGill", "I'm
doing a masters in chemistry"): what one studies."""
_INTO = re.compile(r"^(\W*)(?i:into) ([a-z]+(?: [a-z]+)?)\s*[,;-]\s*(?=(?:I|i)\b)")
"""What one is into, said before what one does of it ("Into climbing, I go twice a week")."""
_GOT_INTO = re.compile(
    r"\b(?:just )?(?:got|has got|gotten) into (?P<what>[a-z]+) (?:school|college)\b"
)
"""A place at a school of something ("just got into engineering school"), what one studies."""
_SCHOOLED = {"medical": "medicine", "law": "law", "dental": "dentistry", "nursing": "nursing"}
_FAVOURITE_DOING = re.compile(
    r"^(\W*)(?i:my) (?:favou?rite|fave) (?:thing(?: to do)?|hobby|pastime|way to relax) "
    r"(?:is|'s|’s) (?=[a-z]+ing\b)",
)
"""A favourite pastime is what one loves doing ("my favourite thing to do is baking")."""
_OBSESSED = re.compile(
    r"\b(?P<be>am|'m|’m|is|'s|’s|are|'re|’re|and|shes|hes) (?:(?:totally|really|completely|"
    r"absolutely|just|kind of|a bit) )?(?:obsessed with|crazy about|mad about|passionate about)\b",
    re.IGNORECASE,
)
"""What one is obsessed with or crazy about one loves ("my son is obsessed with cricket", "shes
mad about horses")."""
_OTHERS_INTO = re.compile(
    r"\b(?P<be>is|'s|’s|are|'re|’re|and) (?:(?:really|so|well|totally|just|a bit) )?"
    r"into(?= (?!(?:my|our|his|her|their|its|the|a|an|this|that|\d+\w*|\w+(?:st|nd|rd|th)|"
    r"year|week|month|day|round|final|semi)\b)[a-z])",
    re.IGNORECASE,
)
"""What someone else is into, they love ("my brother is 15 and into football"); not what they
are into the middle of ("she's into her second year"). What one is into oneself is kept as
said, and said back so."""


def _loving(sentence: str) -> str:
    """`sentence` with what someone is obsessed with (or someone else is into) said as what they
    love: "I'm crazy about jazz" as "I love jazz", "Dev is 13 and obsessed with cricket" as
    "… and loves cricket", "my brother is 15 and into football" as "… and loves football"."""
    first = sentence.lstrip().split(maxsplit=1)[:1]
    speaking = bool(first) and first[0].lower().rstrip(",") in ("i", "i'm", "i’m", "we", "we're")

    def loves(found: re.Match[str]) -> str:
        said = found["be"].lower().replace("’", "'")
        if said == "and":
            return "and love" if speaking else "and loves"
        if said in ("shes", "hes"):  # "shes mad about horses", typed in haste
            return f"{said[:-1]} loves"
        loved = "loves" if said in ("is", "'s") else "love"
        return f" {loved}" if said.startswith("'") else loved  # "I'm crazy about" → "I love"

    loving = _OBSESSED.sub(loves, sentence)
    return loving if speaking else _OTHERS_INTO.sub(loves, loving)


_CANNOT_STAND = re.compile(r"\b(?:can(?:'|’)?t|cannot|can not) (?:stand|bear|stomach)\b", re.I)
"""What one cannot stand one hates ("I can't stand cilantro")."""
_PUT_ON = re.compile(
    r"^(?P<lead>\W*)(?:(?:my|our|the) (?:\w+ )?(?:doctor|gp|consultant|specialist|cardiologist"
    r"|psychiatrist|surgeon|nurse)s? (?:has|have)(?: just)? (?:put|started) (?P<who>me|us)"
    r"|(?P<one>i|we)(?:'ve|’ve| have)(?: just)? been (?:put|started)) on (?=\w)",
    re.IGNORECASE,
)
"""A treatment someone was put on, as what one is on ("My doctor has put me on blood
thinners", "I've been put on statins")."""


_BEEN_THERE = re.compile(
    rf"^(?P<job>.*\bI(?:'m|’m| am) (?:a|an) [^,.!?]+? (?P<at>at|in) (?P<place>[^,.!?]+)),"
    rf"\s+(?:and\s+)?"
    rf"(?:I(?:'ve|’ve| have)\s+)?been there (?:for )?(?P<long>{AMOUNT} (?:years?|months?))\b",
    re.IGNORECASE,
)
"""How long one has been at one's work, said after it ("I'm a nurse at St Thomas', been there
six years")."""


_CHILD_NAMED_AGED = re.compile(
    r"(?:^|(?<=,\s)|(?<=\band\s))(?i:the) (?P<who>boy|girl) (?:is|'s|’s) (?P<name>[A-ZÀ-Ý][\w'-]*)"
    rf",? (?:(?i:he|she)(?:'s|’s| is) )?(?P<age>\d{{1,2}}|(?i:{NUMBER_WORDS}))\b"
)
"""One's children told of as "the boy" and "the girl" with their names and ages ("the boy is
Tobi he's 7, the girl is Ada she's 4")."""


def _child_named_aged(found: re.Match[str]) -> str:
    """ "the boy is Tobi he's 7" → "my son is called Tobi. My son Tobi is 7"."""
    child = "son" if found["who"].lower() == "boy" else "daughter"
    name = found["name"]
    return f"my {child} is called {name}. My {child} {name} is {found['age']}"


_NAMED_WHO = re.compile(
    r"\b(?:a|an) ([a-z]+) (?:called|named) ([A-ZÀ-Ý][\w'-]*) who(?:'s|’s| is) (?=\w)"
)
"""One of one's own named, and what it is said to be after "who" ("a cockapoo called Churro
who's terrified of the hoover")."""


_BABY_NAMED = re.compile(
    r"\b(?P<had>had|have|has) (?:my|our|a) (?:first |second |third |new )?(?:baby|child),?"
    r" (?:a |our )?(?:little |baby |beautiful |gorgeous )?(?P<kin>girl|boy),? (?:called |named )?"
    r"(?=[A-ZÀ-Ý])"
    r"|\b(?P<had2>had|have|has) a baby (?P<kin2>girl|boy) (?:called|named) (?=[A-ZÀ-Ý])",
    re.IGNORECASE,
)
"""A baby told of as a girl or a boy with a name ("just had my first baby, a little girl called
Isla", "we had a baby girl named Mia"): one's daughter or son."""


def _baby_named(found: re.Match[str]) -> str:
    """ "had my first baby, a little girl called " → "had a baby. I have a daughter called ":
    the birth, and the daughter one has since (someone else's: "has a daughter called ")."""
    had = found["had"] or found["had2"]
    child = "daughter" if (found["kin"] or found["kin2"]).lower() == "girl" else "son"
    if had.lower() == "has":
        return f"{had} a {child} called "
    return f"{had} a baby. I have a {child} called "


_ONE_CHILD = re.compile(
    rf"^(?P<lead>\W*)(?P<count>(?i:one|a|an|1)) (?P<kin>son|daughter|boy|girl), "
    rf"(?P<name>[A-ZÀ-Ý][\w'-]*), (?P<age>\d{{1,2}}|(?i:{NUMBER_WORDS}))"
    r"(?:,\s+(?P<rest>(?:obsessed|mad|crazy|into|in|at|allergic|scared|afraid|keen|learning|"
    r"studying|doing|playing|training|living|working)\b[^.!?]*))?(?P<end>[.!]*)$"
)
"""One child of one's own named, aged and described in fragments ("One son, Arjun, 10,
obsessed with Minecraft.")."""


def _one_child(found: re.Match[str]) -> str:
    kin = {"boy": "son", "girl": "daughter"}.get(found["kin"], found["kin"])
    named = f"My {kin} {found['name']}"
    said = [f"{found['lead']}I have one {kin}, {found['name']}.", f"{named} is {found['age']}."]
    if found["rest"]:
        said.append(f"{named} is {found['rest']}.")
    return " ".join(said)


_KIN_NAMED_FIRST = re.compile(
    r"^(?P<lead>\W*)(?P<kin>(?i:wife|husband|partner|son|daughter|boyfriend|girlfriend|fianc[eé]e?"
    r"|mum|mom|dad|sister|brother)) (?=[A-ZÀ-Ý][\w'-]+ (?:is|was|has|[a-z]+s)\b)"
)
"""One of one's own named first without "my", as in a fragment ("wife Kasia works in a
bakery")."""


def _kin_named_first(found: re.Match[str]) -> str:
    return f"{found['lead']}My {found['kin'].lower()} "


_ONE_OF_THEM_NAMED = re.compile(
    r"^(?P<lead>\W*)(?i:the|my|our) (?P<which>(?i:eldest|oldest|youngest|middle one|baby|first"
    r"|second|third)), (?P<name>[A-ZÀ-Ý][\w'-]+),? (?=(?:is|was|has|lives|works|studies|[a-z]+s)\b)"
)
"""One of one's children named between commas ("the eldest, Tolu, is a doctor in Lagos")."""


def _one_of_them_named(found: re.Match[str]) -> str:
    return f"{found['lead']}My {found['which'].lower()} {found['name']} "


_AGE_FIRST = re.compile(r"^(?P<lead>\W*)(?P<age>\d{2}),\s+(?P<rest>[^.!?]+?)(?P<end>[.!]*)$")
"""What one is, said in fragments after one's age ("22, final year drama student at Leeds,
from Cork originally"), as one does after one's name."""


def _age_first(found: re.Match[str]) -> str:
    return _age_and_fragments(found, cued=True)


_COUNTED_IN_SUBJECT = re.compile(
    r"^(?P<lead>\W*)(?:(?i:both) (?P<both>[Mm]y|[Oo]ur)"
    r"|(?P<mine>[Mm]y|[Oo]ur) (?P<count>[2-9]|(?i:two|three|four|five|six|seven|eight|nine)))"
    r" (?P<kin>(?:kids|children|sons|daughters|boys|girls|grandchildren|grandkids|grandsons"
    r"|granddaughters|brothers|sisters|dogs|cats))\b(?=\s+[a-z])"
)
"""Children (or siblings, or pets) counted where they are spoken of ("Both my daughters are at
university", "My three sons play rugby"): also how many one has."""


def _counted_in_subject(found: re.Match[str]) -> str:
    whose = found["both"] or found["mine"]
    count = (found["count"] or "two").lower()
    having = "We have" if whose.lower() == "our" else "I have"
    return f"{found['lead']}{having} {count} {found['kin']}. {whose.capitalize()} {found['kin']}"


_STATE_THEN_KIN = re.compile(
    r"^(?P<lead>\W*)(?P<state>(?i:married|engaged|divorced|widowed|separated)),\s+"
    r"(?P<kin>wife|husband|partner|fiancée?|ex)\b"
)
"""A state said as a fragment before one's partner ("Married, wife Priya is a cardiologist.")."""


def _state_then_kin(found: re.Match[str]) -> str:
    """ "Married, wife" → "I am married. My wife"."""
    return f"{found['lead']}I am {found['state'].lower()}. My {found['kin']}"


_YEAR_OF_STUDY = re.compile(
    rf"\b(?:a )?(?P<year>(?:first|second|third|fourth|fifth|final|1st|2nd|3rd|4th)[- ]year) "
    rf"(?P<what>{_FIELDS})(?: student)?(?= at\b| in\b|\s*$|\s*[,.!])",
    re.IGNORECASE,
)
"""A year of a subject one studies, said without "student" ("second-year medicine at
Manchester")."""


def _put_on(found: re.Match[str]) -> str:
    """ "my doctor has put me on " → "I am on "; "we've been put on " → "we are on "."""
    plural = (found["who"] or found["one"]).lower() in ("us", "we")
    return f"{found['lead']}{'we are' if plural else 'I am'} on "


_SOME = r"(?:(?:some|a bit of|a little) )?"
_SAVING = re.compile(
    rf"\b(putting|setting|puts|sets|put|set) {_SOME}money (?:aside|away|by)(?= for\b)"
    rf"|\b(putting|setting) (?:aside|away|by) {_SOME}money(?= for\b)",
    re.IGNORECASE,
)
"""Money put aside for something is saved for it ("I'm putting money aside for a new car")."""
_SAVED = {"putting": "saving", "setting": "saving", "puts": "saves", "sets": "saves"}


def _saving(found: re.Match[str]) -> str:
    return _SAVED.get((found[1] or found[2]).lower(), "save")


_FAVOURITE_SHORT = re.compile(
    r"(?:(?<=^)|(?<=, ))(?:(?P<mine>(?i:my|our)) )?(?P<word>(?i:fav|fave|favourite|favorite)) "
    r"(?=[a-z]+ (?:is|are|was|were)\b)"
)
"""A favourite said in short, and perhaps without "my" ("fav subject is art")."""


def _favourite(found: re.Match[str]) -> str:
    """ "fav" as "my favourite"; one's own spelling of "favorite" kept."""
    word, mine = found["word"], found["mine"]
    spelled = word if word.lower().startswith("favo") else "favourite"
    if mine:
        return f"{mine} {spelled} "
    return f"{'My' if found.start() == 0 else 'my'} {spelled.lower()} "


_LAUGHING = re.compile(
    rf"[\s,]+(?:{_ASIDES}|rofl|haha+|hehe|xd|(?-i:rn|atm)(?<!\ban rn)(?<!\ba rn)|btw|fyi)\W*$",
    re.IGNORECASE,
)
"""A laugh or an aside at a sentence's end ("i hate mornings lol", "…, honestly"), which is no
part of what one hates."""
_SHARING = re.compile(
    r"\b((?i:I|we)(?: am| are|'m|’m)?) (?:share|shared|sharing) (?:a|an|the|my|our) (?:flat|house"
    r"|apartment|place|home|room|dorm|studio)( in [A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?)? with\b"
)
"""Whom one shares a home with one lives with ("I share a flat with two other students")."""


def _studying(found: re.Match[str]) -> str:
    """ "got into engineering school" as "is studying engineering", "medical school" as
    medicine."""
    what = found["what"]
    return f"is studying {_SCHOOLED.get(what, what)}"


def _sharing(found: re.Match[str]) -> str:
    """ "I share a flat with" as "I live with", "I am sharing a flat in Kreuzberg with" as "I
    live in Kreuzberg with"."""
    who = found.group(1).split()[0].removesuffix("'m").removesuffix("’m")
    return f"{who} live{found.group(2) or ''} with"


_AUX_START = frozenset({"do", "does", "did", "is", "are", "was", "were", "can", "could", "will",
                        "would", "should", "have", "has", "am"})  # fmt: skip
_URGENT = re.compile(r"\b(?:urgent|urgently|asap|immediately|emergency|right now|help me)\b|!!",
                     re.IGNORECASE)  # fmt: skip
_RELAXED = re.compile(r"\b(?:no rush|whenever|sometime|when you can|no hurry)\b", re.IGNORECASE)
_ENTITY_PATTERNS = (
    ("email", re.compile(r"\b[\w.+-]+@[\w-]+\.[\w.-]+\b")),
    ("url", re.compile(r"\bhttps?://\S+")),
    ("time", re.compile(r"\b\d{1,2}:\d{2}\b|\b\d{4}-\d{2}-\d{2}\b")),
    ("number", re.compile(r"(?<![\w:.-])\d+(?:\.\d+)?(?![\w:-])")),
)
_NAME = re.compile(r"\b[A-ZÀ-Ý][\w'-]*(?: [A-ZÀ-Ý][\w'-]*)*")
_NOT_NAMES = frozenset({"i", "i'm", "i've", "i'll", "i'd"}) | QUESTION_WORDS


@dataclass(frozen=True)
class Entity:
    text: str
    kind: str

    def to_json(self) -> dict[str, str]:
        return {"text": self.text, "kind": self.kind}


@dataclass(frozen=True)
class Analysis:
    """What a message says and asks, as far as rules can tell."""

    intent: str
    introspection: str | None
    entities: tuple[Entity, ...]
    claims: tuple[Claim, ...]
    unparsed: tuple[str, ...]
    urgency: str
    version: int = ANALYSER_VERSION
    topics: tuple[str, ...] = field(default=())

    def to_json(self) -> dict[str, object]:
        return {
            "version": self.version,
            "intent": self.intent,
            "introspection": self.introspection,
            "entities": [entity.to_json() for entity in self.entities],
            "claims": [claim.to_json() for claim in self.claims],
            "unparsed": list(self.unparsed),
            "urgency": self.urgency,
            "topics": list(self.topics),
        }


_EMOJI = re.compile(
    r"\s*[\U0001F000-\U0001FAFF\u2600-\u27BF\uFE0F\u200D]+"
    r"(?=\s*\d|\s+(?:from|in|at|and|who|with|doing|studying|working|living|aged|originally)\b)"
)
"""An emoji between what one says and a number ("I'm Zoe 🙃 24") or what goes on being said of
the same ("I'm Yuki 😊 from Osaka, …"), no part of either (elsewhere an emoji ends a sentence,
as it is read)."""
_ASIDE_WITHIN = re.compile(
    r",?\s+(?:by the way|btw|bless (?:her|him|them|it)"
    r"|\((?:[a-z']+ ){0,2}(?:me|us|help|ugh|sigh|lol|haha|yay|fml|rip|smh|oops)\))"
    r"(?=\s*(?:[,.!?]|$))",
    re.IGNORECASE,
)
"""An aside within what one says ("I'm Malcolm by the way, 58", "she has kidney disease bless
her", "I work at a call centre (kill me)"), which is no part of it."""


_LAUGH_FIRST = re.compile(r"^\W*(?:lol|lmao|haha+|hehe|omg)\b\W*", re.IGNORECASE)
"""A laugh before what one says ("lol hi I'm Zoe")."""


_BULLET = re.compile(r"^\s*[-•*]\s+(?P<item>.+?)\s*$")


def _bullets_joined(text: str) -> str:
    """A list of two or more lines, each after a dash or a bullet ("Quick intro:\\n- Olu, 39\\n-
    Nurse at St Thomas'"), as one line of parts after what heads it. A later line with commas of
    its own is a sentence of its own ("- married to Karthik, he's a chef", "- one son, Aarav,
    4"): run on with the rest, its parts were read as the person's (a son's age as theirs)."""
    lines = text.splitlines()
    items = [found["item"].rstrip(".,;") for line in lines if (found := _BULLET.match(line))]
    if len(items) < 2 or len(items) != sum(1 for line in lines[1:] if line.strip()):
        return text
    head = lines[0].strip() if not _BULLET.match(lines[0]) else ""
    groups = [[items[0]]]
    for item in items[1:]:
        if "," in item:
            groups.append([item])
        else:
            groups[-1].append(item)
    said = ". ".join(", ".join(group) for group in groups)
    return f"{head} {said}".strip()


def _asides_left_out(text: str) -> str:
    return _LAUGH_FIRST.sub("", _ASIDE_WITHIN.sub("", _EMOJI.sub("", text)))


_ASKED_AFTER_TOLD = re.compile(
    r",\s+(?=(?:(?:what|which)(?: [a-z]+)? (?:should|shall|can|could|would|will|might|do|does"
    r"|is|are|to)|how (?:do|does|can|should|could|would|much|many|long|often|to)"
    r"|where (?:should|can|could|do|is)|when (?:should|can|do)|(?:should|can|could|shall) (?:i|we)"
    r"|(?:can|could|would) you"
    r"|(?:is|are) (?:it|there|that|this)|do you|any (?:tips|ideas|advice|suggestions"
    r"|recommendations|thoughts))\b[^.!?;,]*[?]?\s*$)",
    re.IGNORECASE,
)
"""A question asked after what is told, without a question mark between them ("my back hurts
after the gym, what should i do", "my sister is getting married in June, what gift would be
nice", "…, any tips"): the question is a sentence of its own, not part of what is told."""


_LEADS_INTO = re.compile(
    r"(?:^|[.!?;]\s+)\W*(?i:as|being|for|with|if|when|since|because|after|before|while|given)\b"
    r"[^.!?;]*$"
)
"""A sentence that opens with what leads into its question ("As a type 2 diabetic, what snacks
are good for me?"): nothing is told before the comma."""


def _asked_after_told(text: str) -> str:
    def apart(found: re.Match[str]) -> str:
        before = found.string[: found.start()]
        return found.group(0) if _LEADS_INTO.search(before) else ". "

    return "\n".join(_ASKED_AFTER_TOLD.sub(apart, line) for line in text.split("\n"))


def _as_sentences_read(text: str) -> str:
    """`text` made ready to be cut into sentences: "the missus" as "my wife" (and "my hubby"
    as "my husband", "our lad" as "our son"), a list of lines as one line, emoji and asides
    left out, a question asked after what is told apart from it, an introduction's semicolons
    as commas, pronouns apart, an introduction typed without commas given them, fragments
    joined, ages and work in brackets said as sentences of their own (in this order)."""
    for step in (
        kin_said_plainly,
        _bullets_joined,
        _asides_left_out,
        _asked_after_told,
        _semicolons_as_commas,
        _pronouns_apart,
        _introduction_punctuated,
        _greeted_name_then_work,
        _fragments_joined,
        _ages_in_brackets,
        _jobs_in_brackets,
    ):
        text = step(text)
    return text


def analyse(text: str) -> Analysis:
    """The analysis of `text`; total, deterministic and model-free (a message typed all in
    capitals is read in lower case, see `unshouted`)."""
    text = unshouted(text)
    parts = [
        plain
        for said in sentences(_as_sentences_read(text))
        for part in sentences(_read_whole(said))
        for plain in sentences(_plainly(part))
    ]
    claims: list[Claim] = []
    unparsed: list[str] = []
    for sentence in map(_told_before_asking, parts):
        if not _declarative(sentence):
            continue
        said: list[Claim] = []
        for clause in _with_shared_subjects(clauses(sentence, third_person_verb)):
            claim = parse_claim(clause)
            if claim is None and said and _opens_with_verb(clause):
                claim = _of_the_same_subject(clause, said[-1])
            if claim is None and len(words(clause)) >= 3:
                unparsed.append(clause)
            for each in _with_denied(claim):
                claims.append(_resolved(each, claims))
                said.append(claims[-1])
                claims.extend(_left(clause, claims[-1]))
    introspection = introspection_kind(text)
    return Analysis(
        intent=_intent(text, parts, introspection, claims),
        introspection=introspection,
        entities=tuple(entities(text)),
        claims=tuple(claims),
        unparsed=tuple(unparsed),
        urgency=urgency(text),
        topics=tuple(_topics(claims)),
    )


_STATE_ALONE = re.compile(
    r"^\W*((?:type [12] )?(?:diabetic|coeliac|celiac|asthmatic|epileptic|anaemic|anemic|dyslexic"
    r"|autistic|vegan|vegetarian|pescatarian|partially sighted|lactose intolerant"
    r"|gluten intolerant))[.!]*$",
    re.IGNORECASE,
)
"""A condition or a diet typed alone, as a message of its own ("type 1 diabetic", "coeliac"): what
one is."""
_JOB_ALONE = re.compile(
    r"^\W*(?:(?:a|my)\s+)?(?P<job>(?:(?:part[- ]time|full[- ]time|saturday|sunday|weekend|evening"
    r"|summer|holiday|night|new)\s+)*(?:job|placement|apprenticeship|internship)"
    r"\s+(?:at|in|with|for)\s+(?!.*\b(?:would|could|should|is|was|will|wanted|please)\b)"
    r"[\w'&-]+(?:\s+[\w'&-]+){0,4})[.!]*$",
    re.IGNORECASE,
)
"""A job typed alone, as a message of its own ("part time job at greggs"): one one has."""
_AGE_TO_COME = re.compile(
    r"(?<=, )(?:turning |(?:i'?m |i am )?(?:going to be|gonna be) )?(?P<age>\d{1,3})"
    r" (?:next|this) (?:month|week|birthday)(?=,|\.|$)",
    re.IGNORECASE,
)
"""An age one turns soon, said after one's name ("Harold, 90 next month, …"): one is a year
younger until then."""


def _age_now(found: re.Match[str]) -> str:
    return str(int(found["age"]) - 1)


_NAME_THEN_AGE_SAID = re.compile(
    r"^(?P<lead>\W*(?:(?i:"
    + _GREETING_FIRST
    + r")"
    + _ADDRESSED
    + r"\W+)?)(?:(?i:ok|okay|so|right|well),? )*"
    r"(?P<name>(?i:i'?m|i am) [^\W\d_][\w'-]*),? (?i:i'?m|i am) (?P<age>\d{1,3})\b"
    r"(?! ?(?:years? )?(?:old )?(?:weeks?|months?)\b),?(?P<more> \S)?"
)
"""One's name and age said as two "I'm"s in one breath ("ok so im priya im 29 and i work …")."""


_NAME_THEN_AGE_UNPUNCTUATED = re.compile(
    r"^(?P<lead>\W*(?:(?i:" + _GREETING_FIRST + r")" + _ADDRESSED + r"\W+)?)"
    r"(?P<name>(?i:i'?m|i am|my name is|my name's) [A-ZÀ-Ý][\w'-]*) (?P<age>\d{1,2})\b"
    r"(?! ?(?:years? )?(?:old )?(?:weeks?|months?)\b),?(?P<more> \S)?"
)
"""One's name and age with no comma between ("hi I'm Zoe 24, I work at …")."""


def _name_then_age_said(found: re.Match[str]) -> str:
    """ "ok so im priya im 29 and i work …" as "im priya, 29, and i work …"."""
    more = f",{found['more']}" if found["more"] else ""
    return f"{found['lead']}{found['name']}, {found['age']}{more}"


_WORKS_OF = re.compile(r"\b(?P<verb>work|works|worked|working) of (?P<job>[a-z][^,.;!?]*)")
"""Work said as one says it in Spanish or Portuguese ("works of electrician": works as one)."""


def _works_as(found: re.Match[str]) -> str:
    job = found["job"]
    return f"{found['verb']} as {_with_article(job)}" if _a_job(job) else found.group(0)


_YEARS_HAD = re.compile(
    r"\b(?P<who>i|he|she|(?:my|our|his|her) [a-z]+|[A-ZÀ-Ý][\w'-]+) (?P<have>have|has) "
    r"(?P<age>\d{1,3}) years\b(?=\s*(?:$|[,.!;]|and\b))",
    re.IGNORECASE,
)
"""An age said as years one has ("I have 34 years", "she has 3 years")."""


def _years_as_age(found: re.Match[str]) -> str:
    be = "am" if found["who"].lower() == "i" else "is"
    return f"{found['who']} {be} {found['age']}"


_SEMICOLON_INTRODUCTION = re.compile(r"^\W*[A-ZÀ-Ý][\w'-]+(?: [A-ZÀ-Ý][\w'-]+)?; \d{1,3};")
"""An introduction with semicolons for commas ("Kavita Rao; 52; consultant anaesthetist; …")."""


def _semicolons_as_commas(sentence: str) -> str:
    """ "Kavita Rao; 52; consultant anaesthetist; Leeds General." with commas."""
    if _SEMICOLON_INTRODUCTION.match(sentence) is None:
        return sentence
    return sentence.replace(";", ",")


_AGED_AND_DOES = re.compile(
    r"^(?P<who>\W*(?:(?i:his|her|my|our|their) [a-z]+ )?[A-ZÀ-Ý][\w'-]*) (?P<be>is|are) "
    r"(?P<age>\d{1,2}) and (?P<verb>[a-z]+s) "
)
"""An age and something done, said of someone in one breath ("His sister Ruby is 9 and does
ballet")."""


def _aged_and_does(found: re.Match[str]) -> str:
    if not third_person_verb(found["verb"]):
        return found.group(0)
    who = found["who"]
    return f"{who} {found['be']} {found['age']}. {who.strip()} {found['verb']} "


_OWN_NAMED_AGED = re.compile(
    r"^(?P<who>\W*(?i:his|her|my|our|their) (?:[a-z-]+ ){1,2}[A-ZÀ-Ý][\w'-]*), "
    r"(?P<age>\d{1,2}), (?P<verb>[a-z]+) "
)
"""One of someone's own named, their age between commas, then what they are or do ("Our
daughter Cerys, 24, is a nurse in Cardiff", "My grandson Alfie, 15, helps me with the hives")."""


def _own_named_aged(found: re.Match[str]) -> str:
    verb = found["verb"]
    if verb not in {"is", "was", "has"} and not third_person_verb(verb):
        return found.group(0)
    who = found["who"]
    return f"{who} is {found['age']}. {who.strip(' ,')} {verb} "


_SPACED_INTRODUCTION = re.compile(
    r"^(?P<name>\W*[^\W\d_][\w'-]*) (?P<age>\d{1,2}) (?P<rest>[a-z][^,.!?;]*)(?P<more>.*)$"
)
"""A name, an age and what one does typed with spaces for commas ("liam 34 plasterer from
derby")."""
_NOT_NAMES_TYPED = frozenset({"i", "im", "me", "my", "we", "us", "you", "he", "she", "it", "they"})


def _commas_of_an_introduction(found: re.Match[str]) -> str:
    """ "liam 34 plasterer from derby" as "liam, 34, plasterer from derby" (read then as an
    introduction), when what follows the age names work; "room 12 cleaners only" is none."""
    name = found["name"].strip(" ,.!?").lower()
    if (
        not _a_job(found["rest"])
        or name in _NOT_A_NAME | _NOT_NAMED_ALONE | _NUMBERED | _NOT_NAMES_TYPED
    ):
        return found.group(0)
    return f"{found['name']}, {found['age']}, {found['rest']}{found['more']}"


_AGED_AND_A = re.compile(r"\b(?P<be>is|are|was) (?P<age>\d{1,3}) and (?P<a>an?) ")
"""An age and what someone is, said with one verb ("Leila is 23 and a vet in Cambridge")."""
_TITLE_ALONE = re.compile(
    r"^\W*(?P<title>(?:apprentice|trainee|junior|senior|student|retired|qualified|self[- ]employed"
    r"|freelance|part[- ]time|full[- ]time|assistant|deputy|head|locum|agency) [^.!?]+?)[.!]*$",
    re.IGNORECASE,
)
"""What one works as, typed alone with what kind of worker one is ("apprentice electrician in
swansea", "retired teacher"): a word like "apprentice" before it says it is work (a word ending
like a worker's alone may be anything: "dinner at 8")."""


def _title_alone(sentence: str) -> str:
    """A job title typed alone as what one is: "I am an apprentice electrician in swansea."."""
    found = _TITLE_ALONE.match(sentence)
    if found is None or not _a_job(found["title"]):
        return sentence
    title = found["title"][:1].lower() + found["title"][1:]
    return f"I am {'an' if title[0] in 'aeiou' else 'a'} {title}."


_SUBJECT = (
    r"(?:further )?maths|math|mathematics|physics|chemistry|biology|english(?: lit| literature)?"
    r"|history|geography|french|spanish|german|italian|latin|art|music|drama|psychology"
    r"|sociology|economics|business(?: studies)?|computing|computer science|politics|law"
    r"|philosophy|religious studies|re|pe|media studies|statistics|design(?: and technology)?"
)
"""A subject taken at school or college, as a regular-expression alternation."""
_SUBJECTS_ALONE = re.compile(
    rf"^\W*(?:{_SUBJECT})(?:(?:\s*,\s*|\s+and\s+|\s*&\s*|\s+)(?:{_SUBJECT}))+[.!]*$",
    re.IGNORECASE,
)
"""Two or more subjects and nothing else ("maths physics and chemistry"); one word alone ("art")
may be an answer to anything."""
_BETWEEN_SUBJECTS = re.compile(r"\s*,\s*|\s+and\s+|\s*&\s*")


def _subjects_alone(sentence: str) -> str:
    """School subjects typed alone, one after another ("maths physics and chemistry", after
    "doing a levels"), as what one studies: "I study maths, physics and chemistry"."""
    if _SUBJECTS_ALONE.match(sentence) is None:
        return sentence
    listed = _BETWEEN_SUBJECTS.sub(" ", sentence.strip(" .!"))
    subjects = re.findall(rf"\b(?:{_SUBJECT})\b", listed, re.IGNORECASE)
    return f"I study {', '.join(subjects[:-1])} and {subjects[-1]}"


@dataclass(frozen=True)
class Rewrite:
    """One way a sentence is said again before its claims are read: what it does, the
    rewrite, and what it makes of an example (a test holds every example true)."""

    does: str
    apply: Callable[[str], str]
    example: tuple[str, str]


WHOLE_REWRITES = (
    Rewrite(
        "what one is as a rule, typed alone, as what one is",
        partial(_STATE_ALONE.sub, lambda found: f"I am {found[1].lower()}."),
        ("type 1 diabetic", "I am type 1 diabetic."),
    ),
    Rewrite(
        "a job typed alone as one one has",
        partial(_JOB_ALONE.sub, lambda found: f"I have a {found['job']}."),
        ("part time job at greggs", "I have a part time job at greggs."),
    ),
    Rewrite(
        "a name typed in lower case after one of one's people, before what is said of them",
        partial(_KIN_THEN_NAME.sub, _kin_then_name),
        ("my husband arjun who is a developer", "my husband Arjun who is a developer"),
    ),
    Rewrite(
        "one's name and age said as two \"I'm\"s, as a name and an age",
        partial(_NAME_THEN_AGE_SAID.sub, _name_then_age_said),
        ("ok so im priya im 29 and i work", "im priya, 29, and i work"),
    ),
    Rewrite(
        "a name and an age with no comma between, with one",
        partial(_NAME_THEN_AGE_UNPUNCTUATED.sub, _name_then_age_said),
        ("hi I'm Zoe 24, I work at a call centre", "hi I'm Zoe, 24, I work at a call centre"),
    ),
    Rewrite(
        'work said as "works of" as work one does as',
        partial(_WORKS_OF.sub, _works_as),
        ("my husband works of electrician", "my husband works as an electrician"),
    ),
    Rewrite(
        "an age said as years one has as one's age",
        partial(_YEARS_HAD.sub, _years_as_age),
        ("I have 34 years and I am from Sevilla", "I am 34 and I am from Sevilla"),
    ),
    Rewrite(
        "an age and something done, said in one breath, as two sentences",
        partial(_AGED_AND_DOES.sub, _aged_and_does),
        (
            "His sister Ruby is 9 and does ballet.",
            "His sister Ruby is 9. His sister Ruby does ballet.",
        ),
    ),
    Rewrite(
        "one of one's own named with their age between commas, and what follows, as two",
        partial(_OWN_NAMED_AGED.sub, _own_named_aged),
        (
            "Our daughter Cerys, 24, is a nurse in Cardiff.",
            "Our daughter Cerys is 24. Our daughter Cerys is a nurse in Cardiff.",
        ),
    ),
    Rewrite(
        "a student with the subject in brackets as studying it",
        partial(_STUDENT_OF.sub, r"studying \g<what>\g<where>"),
        ("tom, 23, ft uni student (history) at durham", "tom, 23, studying history at durham"),
    ),
    Rewrite(
        "a name, an age and one's work typed with spaces for commas, with the commas",
        partial(_SPACED_INTRODUCTION.sub, _commas_of_an_introduction),
        ("liam 34 plasterer from derby", "liam, 34, plasterer from derby"),
    ),
    Rewrite(
        "an age one turns soon as the age one is",
        partial(_AGE_TO_COME.sub, _age_now),
        ("Harold, 90 next month, former RAF engineer.", "Harold, 89, former RAF engineer."),
    ),
    Rewrite(
        "an age and what one is, each said with its verb",
        partial(_AGED_AND_A.sub, r"\g<be> \g<age> and \g<be> \g<a> "),
        ("Our daughter Leila is 23 and a vet.", "Our daughter Leila is 23 and is a vet."),
    ),
    Rewrite(
        "a job title typed alone as what one is",
        _title_alone,
        ("apprentice electrician in swansea", "I am an apprentice electrician in swansea."),
    ),
    Rewrite(
        "days of work done as worked",
        partial(_DAYS_DONE.sub, "work "),
        (
            "Sanjay, 61, a semi-retired GP, still do two days a week at a practice in Luton.",
            "Sanjay, 61, a semi-retired GP, work two days a week at a practice in Luton.",
        ),
    ),
    Rewrite(
        '"with" cut to "w" said whole',
        partial(_WITH_CUT.sub, "with "),
        ("live w my nan and my little bro", "live with my nan and my little bro"),
    ),
    Rewrite(
        "a plot and what is in it as what one grows",
        partial(_PLOT_OF.sub, r"\g<have> \g<plot>. I grow \g<what>"),
        (
            "I keep an allotment, mostly leeks and runner beans.",
            "I keep an allotment. I grow leeks and runner beans.",
        ),
    ),
    Rewrite(
        "a pregnancy due at a time as a baby one is expecting then",
        partial(_PREGNANT_DUE.sub, _expecting),
        (
            "im pregnant with our first, due in april",
            "im pregnant. I am expecting our first baby in april",
        ),
    ),
    Rewrite(
        "a baby one is due with as one one is expecting",
        partial(_DUE_WITH.sub, r"expecting \g<what> \g<when>"),
        ("Grace, 34, due in June with our second.", "Grace, 34, expecting our second in June."),
    ),
    Rewrite(
        "when a piece of work is due, after what it is, as a sentence of its own",
        partial(_DUE_AFTER.sub, r"\g<thing> \g<be> \g<what>. \g<thing> is \g<due>"),
        ("my essay is on Keats, due in May", "my essay is on Keats. my essay is due in May"),
    ),
    Rewrite(
        "what one is doing, after who one is, as a sentence of its own",
        partial(_GOING_ON_WITH.sub, r"\g<head>. I am \g<ing>"),
        (
            "I'm Yuki from Osaka, doing a year abroad",
            "I'm Yuki from Osaka. I am doing a year abroad",
        ),
    ),
    Rewrite(
        "what one studies, at the end of what one is doing, as a sentence of its own",
        partial(_AND_STUDYING.sub, r"\g<head>. I am \g<ing>"),
        ("I am doing a year abroad studying law", "I am doing a year abroad. I am studying law"),
    ),
    Rewrite(
        "what one named is, said after their name, as who they are",
        partial(_CALLED_THEN_WHAT.sub, r"\g<head> who is \g<what>"),
        (
            "a dog called Bolt, a border collie, he's 3",
            "a dog called Bolt who is a border collie, he's 3",
        ),
    ),
    Rewrite(
        'what one says of oneself without "I"',
        subject_supplied,
        ("Own a small bakery in Accra.", "I own a small bakery in Accra."),
    ),
    Rewrite(
        "what one is into, before what one does of it",
        partial(_INTO.sub, r"\1I love \2. "),
        ("Into climbing, I go twice a week.", "I love climbing. I go twice a week."),
    ),
    Rewrite(
        "one child named, aged and described in fragments",
        partial(_ONE_CHILD.sub, _one_child),
        (
            "One son, Arjun, 10, obsessed with Minecraft.",
            "I have one son, Arjun. My son Arjun is 10. My son Arjun is obsessed with Minecraft.",
        ),
    ),
    Rewrite(
        "one's age said as a fragment, and what follows it, as sentences of their own",
        partial(_YEARS_YOUNG.sub, _years_young),
        (
            "Eighty-two years young, ex-merchant navy.",
            "I am eighty-two. I was in the merchant navy.",
        ),
    ),
    Rewrite(
        "one of one's own named first without \"my\" as one's own",
        partial(_KIN_NAMED_FIRST.sub, _kin_named_first),
        ("wife Kasia works in a bakery", "My wife Kasia works in a bakery"),
    ),
    Rewrite(
        "one of one's children named between commas as one's own",
        partial(_ONE_OF_THEM_NAMED.sub, _one_of_them_named),
        ("the eldest, Tolu, is a doctor in Lagos", "My eldest Tolu is a doctor in Lagos"),
    ),
    Rewrite(
        "what one is, in fragments after one's age, as sentences of their own",
        partial(_AGE_FIRST.sub, _age_first),
        (
            "22, final year drama student at Leeds, from Cork originally",
            "I am 22. I am a final year drama student at Leeds. I am from Cork originally.",
        ),
    ),
    Rewrite(
        "children counted where they are spoken of as children one has",
        partial(_COUNTED_IN_SUBJECT.sub, _counted_in_subject),
        (
            "Both my daughters are at university.",
            "I have two daughters. My daughters are at university.",
        ),
    ),
    Rewrite(
        "a state said before one's partner as a sentence, and the partner as one's own",
        partial(_STATE_THEN_KIN.sub, _state_then_kin),
        (
            "Married, wife Priya is a cardiologist.",
            "I am married. My wife Priya is a cardiologist.",
        ),
    ),
    Rewrite(
        "where one is based as where one lives",
        _based_in,
        (
            "I'm Ines, a biologist from Lisbon, currently based in Cape Town.",
            "I'm Ines, a biologist from Lisbon. I live in Cape Town.",
        ),
    ),
    Rewrite(
        "those one has named with where each is, as where each lives",
        _named_in_places,
        (
            "Two sons: Rohan in Bangalore and Vikram in Toronto.",
            "Two sons: Rohan in Bangalore and Vikram in Toronto. Rohan lives in Bangalore. Vikram "
            "lives in Toronto.",
        ),
    ),
    Rewrite(
        "those one has named with how old each is, as each one's age",
        _named_with_ages,
        (
            "I have two grandchildren: Olivia, who is 12, and Sam, who is 9.",
            "I have two grandchildren: Olivia, who is 12, and Sam, who is 9. Olivia is 12. Sam is "
            "9.",
        ),
    ),
    Rewrite(
        "names in brackets as what those before them are called",
        partial(_NAMES_IN_BRACKETS.sub, r"\g<what> called \g<names>"),
        ("my two cats (Miso and Tofu)", "my two cats called Miso and Tofu"),
    ),
    Rewrite(
        'what one says of oneself as a list after "About me:"',
        partial(_ABOUT_ME.sub, _about_me),
        (
            "About me: 69, widowed, ex-librarian, learning Italian.",
            "I am 69. I am widowed. I was a librarian. I am learning Italian.",
        ),
    ),
    Rewrite(
        "a verb said once for two as said for each",
        partial(_GAPPED.sub, _gapped),
        (
            "Ana lives in Lisbon and Rita in Madrid",
            "Ana lives in Lisbon. Rita lives in Madrid.",
        ),
    ),
    Rewrite(
        "a label and its value",
        _labelled,
        ("Wife: Claire", "My wife is called Claire."),
    ),
    Rewrite(
        "a working life",
        _time_spent_as,
        (
            "I spent forty years as a postman in Cardiff before retiring.",
            "I was a postman in Cardiff for forty years. I am retired.",
        ),
    ),
    Rewrite(
        'a name given as "Callum here" before one\'s age',
        partial(_HERE_AGED.sub, _here_aged),
        ("it's Callum here, 28, widower", "it's Callum, 28, widower"),
    ),
    Rewrite(
        "a name with an age, and what follows them, as sentences of their own",
        _name_and_age,
        (
            "Gustavo, 44, civil engineer, originally from Porto Alegre",
            "I am called Gustavo. I am 44. I am a civil engineer. I am originally from Porto "
            "Alegre.",
        ),
    ),
    Rewrite(
        "a name and an age typed without a comma",
        partial(_NAME_AGE_RUN.sub, _name_age_run),
        ("heyy im zoe 16 from brighton", "heyy! I am called zoe. I am 16. I am from brighton."),
    ),
    Rewrite(
        "a name, one's work, then one's age",
        partial(_NAME_WORK_AGE.sub, _name_work_age),
        (
            "George Papadopoulos, retired greengrocer, 77.",
            "I am called George Papadopoulos. I am 77. I am a retired greengrocer.",
        ),
    ),
    Rewrite(
        '"Ravi here" and what follows it',
        _introduced,
        (
            "Ravi here, software tester from Pune",
            "I am called Ravi, I am a software tester from Pune.",
        ),
    ),
    Rewrite(
        "a relative clause as sentences of its own",
        _relatives_apart,
        (
            "I've a daughter in Toronto, Eleni, who's a dentist.",
            "I've a daughter, Eleni. My daughter Eleni lives in Toronto. My daughter Eleni is a "
            "dentist.",
        ),
    ),
)
"""How a message's sentence is rewritten as a whole, in this order, before it is cut into
sentences again (each rewrite may make several)."""

PLAIN_REWRITES = (
    Rewrite(
        "school subjects listed alone as what one studies",
        _subjects_alone,
        ("maths physics and chemistry", "I study maths, physics and chemistry"),
    ),
    Rewrite(
        "a favourite said in short as one's favourite",
        partial(_FAVOURITE_SHORT.sub, _favourite),
        ("doing my gcses, fav subject is art", "doing my gcses, my favourite subject is art"),
    ),
    Rewrite(
        "a laugh or an aside at the end left out",
        partial(_LAUGHING.sub, ""),
        ("i hate mornings lol", "i hate mornings"),
    ),
    Rewrite(
        "a correction's opening left out",
        partial(_CORRECTION_FIRST.sub, r"\1"),
        ("sorry I meant he's 8 now", "he's 8 now"),
    ),
    Rewrite(
        "an aside at the start left out",
        partial(_ASIDE_FIRST.sub, r"\1"),
        ("Honestly I'm terrified of heights.", "I'm terrified of heights."),
    ),
    Rewrite(
        "one of one's people named, then a pronoun for them, as one subject",
        partial(_KIN_NAMED_THEN_PRONOUN.sub, _kin_named_then_pronoun),
        ("my son tom he loves chess", "my son tom loves chess"),
    ),
    Rewrite(
        "a name run on into what is said next, ended there",
        partial(_NAME_RUN_ON.sub, lambda found: f"{found[1] or found[2]}. "),
        ("my wife is called selin shes a nurse", "my wife is called selin. shes a nurse"),
    ),
    Rewrite(
        "what someone is run on into what is said next, ended there",
        partial(_DESCRIBED_RUN_ON.sub, r"\1. "),
        ("hes a plumber we have two cats", "hes a plumber. we have two cats"),
    ),
    Rewrite(
        "who someone is and is not, said apart",
        partial(_ONE_NOT_THE_OTHER.sub, r"\g<who> \g<be> \g<one>. \g<who> \g<be> not \g<other>"),
        ("Tom is my son, not my brother.", "Tom is my son. Tom is not my brother."),
    ),
    Rewrite(
        "being off somewhere as going there",
        partial(_OFF_TO.sub, r"\1 going to"),
        ("I'm off to Spain next Friday", "I'm going to Spain next Friday"),
    ),
    Rewrite(
        "one of one's people named after where one knows them from",
        partial(_QUALIFIED_THEN_NAMED.sub, r"\g<lead>\g<kin> \g<name> "),
        (
            "My best mate from home, Callum, is an apprentice plumber.",
            "My best mate Callum is an apprentice plumber.",
        ),
    ),
    Rewrite(
        "a place just come back from as a place gone to",
        partial(_BACK_FROM.sub, r"\g<who> went to \g<place>"),
        ("We just got back from Crete yesterday", "We went to Crete yesterday"),
    ),
    Rewrite(
        "one's good name as one's name",
        partial(_GOOD_NAME.sub, r"\1 name"),
        ("My good name is Ravi Kumar.", "My name is Ravi Kumar."),
    ),
    Rewrite(
        "a name said of one's kin without 's",
        partial(_KIN_NAME_IS.sub, r"\1my \g<kin>'s name "),
        (
            "married since 2019, wife name is Lakshmi",
            "married since 2019, my wife's name is Lakshmi",
        ),
    ),
    Rewrite(
        "one's own named with an equals sign as called so",
        partial(_KIN_EQUALS.sub, _kin_equals),
        ("gf = priya, shes a nurse", "my gf is called Priya, shes a nurse"),
    ),
    Rewrite(
        "another of one's own named without my after a comma, as a sentence of its own",
        partial(_KIN_NAMED_NEXT.sub, lambda found: f". My {found['kin'].lower()} {found['name']}"),
        ("Karen lives next door, son Mick's in Oz", "Karen lives next door. My son Mick's in Oz"),
    ),
    Rewrite(
        "one's own kin said without my",
        partial(_KIN_FIRST.sub, lambda found: f"{found[1]}my {found['kin'].lower()}"),
        ("wife's called maureen", "my wife's called maureen"),
    ),
    Rewrite(
        "where one grew up, said after where one was born, as a sentence of its own",
        partial(_RAISED.sub, _raised),
        ("Born in Dundee, raised in Perth.", "Born in Dundee. I grew up in Perth."),
    ),
    Rewrite(
        "one's children or grandchildren counted by what one is to them",
        partial(_PARENT_TO.sub, _parent_to),
        (
            "Grandma to five, the eldest is at St Andrews.",
            "I have five grandchildren, the eldest is at St Andrews.",
        ),
    ),
    Rewrite(
        "what was done next, after a comma, as done too",
        partial(_THEN_DONE.sub, " and "),
        (
            "I used to live in Cardiff, moved to Merthyr in 2010.",
            "I used to live in Cardiff and moved to Merthyr in 2010.",
        ),
    ),
    Rewrite(
        "what others call one as one's nickname",
        partial(_CALLED_BY_OTHERS.sub, _nickname),
        (
            "I'm Ifeoma but everyone calls me Ify.",
            "I'm Ifeoma. My nickname is Ify.",
        ),
    ),
    Rewrite(
        "something done, after a comma, as a sentence of its own",
        partial(_DONE_AFTER.sub, ". I "),
        (
            "I run half marathons, did the Great North Run last year.",
            "I run half marathons. I did the Great North Run last year.",
        ),
    ),
    Rewrite(
        "one's age and what one is, said together, said apart",
        partial(_AGED_AND_WHAT.sub, r"\g<who> \g<age>. \g<who> "),
        ("I am 74 and a retired surveyor.", "I am 74. I am a retired surveyor."),
    ),
    Rewrite(
        "how long one has been somewhere, after a comma, as a sentence of its own",
        partial(_BEEN_SINCE.sub, ". I have "),
        (
            "originally from gdansk, been in the uk 3 years",
            "originally from gdansk. I have been in the uk 3 years",
        ),
    ),
    Rewrite(
        "part or full time somewhere as working there",
        partial(_PART_TIME.sub, r"\1I work \2 "),
        ("part time at nandos on weekends", "I work part time at nandos on weekends"),
    ),
    Rewrite(
        "five-a-side said as football",
        football_said_plainly,
        ("play 5 a side every weds", "play five-a-side football every weds"),
    ),
    Rewrite(
        "a race done as run",
        partial(_RACE_DONE.sub, r"\1running \2"),
        (
            "doing a half marathon in october for the hospice",
            "running a half marathon in october for the hospice",
        ),
    ),
    Rewrite(
        "one's kin's name said after what they are, as said with them",
        partial(
            _KIN_NAMED_AFTER.sub,
            lambda found: (
                f"{found['lead']}{found['kin']} {found['name']} is {found['what']}"
                f"{found['end'] or '.'}"
            ),
        ),
        ("my husband's a taxi driver, Femi.", "my husband Femi is a taxi driver."),
    ),
    Rewrite(
        "what one is obsessed with, said in a fragment",
        partial(_LOVED_ALONE.sub, _loved_alone),
        ("obsessed w kpop, bts mainly", "I am obsessed with kpop, bts mainly"),
    ),
    Rewrite(
        "a habit said in a fragment as what one does",
        _habit_alone,
        ("Parkrun every Saturday morning.", "I have parkrun every Saturday morning."),
    ),
    Rewrite(
        "a part of oneself said bad, as what one has",
        partial(_BAD_PART.sub, _bad_part),
        ("bad hip, waiting on a replacement", "I have a bad hip, waiting on a replacement"),
    ),
    Rewrite(
        "what one cannot eat, said in a fragment, as what one is",
        partial(_INTOLERANT.sub, lambda found: f"{found[1]}I am {found['what'].lower()}"),
        ("Lactose intolerant, so no milk for me.", "I am lactose intolerant, so no milk for me."),
    ),
    Rewrite(
        "a greeting run into what follows cut off",
        partial(_GREETED.sub, r"\1, "),
        ("Hi there I live in Oslo", "Hi there, I live in Oslo"),
    ),
    Rewrite(
        "an apology after a correction left out",
        partial(_APOLOGY.sub, ""),
        ("It is called Sal e Brasa, sorry.", "It is called Sal e Brasa."),
    ),
    Rewrite(
        "a correction's preamble left out",
        partial(_SAID_WRONG.sub, r"\1"),
        ("I got that wrong: I'm allergic to shellfish", "I'm allergic to shellfish"),
    ),
    Rewrite(
        "one's name and where one is from as two sentences' worth",
        partial(_NAME_FROM.sub, _name_and_origin),
        ("I'm Dario from Turin.", "I am called Dario, I am from Turin."),
    ),
    Rewrite(
        "a comment on what was said left out",
        partial(_ASIDE.sub, ""),
        ("My dog died last year, which is sad.", "My dog died last year."),
    ),
    Rewrite(
        "a thing described after it as described before it",
        _one_described,
        ("I have a bike, a blue one.", "I have a blue bike."),
    ),
    Rewrite(
        "when a habit holds said last",
        _habit_last,
        ("On Sundays I play tennis.", "I play tennis on Sundays."),
    ),
    Rewrite(
        "one's go-to as one's usual",
        partial(_GO_TO.sub, "usual"),
        ("My go-to breakfast is toast.", "My usual breakfast is toast."),
    ),
    Rewrite(
        "a name given in a clause of its own as named",
        _its_name,
        ("I adopted a greyhound, her name is Nina.", "I adopted a greyhound named Nina."),
    ),
    Rewrite(
        'one\'s name after a greeting as who "it" is',
        partial(_IT_IS_NAMED.sub, _it_is_named),
        ("hey this is lena!!", "hey I am called Lena!!"),
    ),
    Rewrite(
        '"call me" as what one is called',
        partial(_CALL_ME.sub, "I am called"),
        ("Call me Bea.", "I am called Bea."),
    ),
    Rewrite(
        'one\'s name given without "my"',
        partial(_NAME_IS.sub, r"\1I am called "),
        ("Name's Dario.", "I am called Dario."),
    ),
    Rewrite(
        "what one cannot stand as what one hates",
        partial(_CANNOT_STAND.sub, "hate"),
        ("I can't stand cilantro.", "I hate cilantro."),
    ),
    Rewrite(
        "what one would rather have as what one prefers",
        partial(_RATHER.sub, r"I prefer \1 to \2"),
        ("I'd rather have tea than coffee.", "I prefer tea to coffee."),
    ),
    Rewrite(
        "whom one shares a home with as whom one lives with",
        partial(_SHARING.sub, _sharing),
        ("I share a flat with two other students.", "I live with two other students."),
    ),
    Rewrite(
        "how long one has been at one's work as how long one has worked there",
        partial(_BEEN_THERE.sub, r"\g<job>. I have worked \g<at> \g<place> for \g<long>"),
        (
            "I'm a nurse at St Thomas', been there six years.",
            "I'm a nurse at St Thomas'. I have worked at St Thomas' for six years.",
        ),
    ),
    Rewrite(
        'one\'s children as "the boy" and "the girl", named and aged',
        partial(_CHILD_NAMED_AGED.sub, _child_named_aged),
        ("the boy is Tobi he's 7", "my son is called Tobi. My son Tobi is 7"),
    ),
    Rewrite(
        'what one of one\'s own named is said to be after "who", as a sentence of its own',
        partial(_NAMED_WHO.sub, r"a \1 called \2. My \1 \2 is "),
        (
            "I've got a cockapoo called Churro who's terrified of the hoover.",
            "I've got a cockapoo called Churro. My cockapoo Churro is terrified of the hoover.",
        ),
    ),
    Rewrite(
        "a baby told of as a girl or a boy with a name as one's daughter or son",
        partial(_BABY_NAMED.sub, _baby_named),
        (
            "I just had my first baby, a little girl called Isla.",
            "I just had a baby. I have a daughter called Isla.",
        ),
    ),
    Rewrite(
        "a year of a subject as a student of it",
        partial(_YEAR_OF_STUDY.sub, r"a \g<year> \g<what> student"),
        (
            "I'm Femi, second-year medicine at Manchester",
            "I'm Femi, a second-year medicine student at Manchester",
        ),
    ),
    Rewrite(
        "a treatment one was put on as what one is on",
        partial(_PUT_ON.sub, _put_on),
        ("My doctor has put me on blood thinners.", "I am on blood thinners."),
    ),
    Rewrite(
        "money put aside as saved",
        partial(_SAVING.sub, _saving),
        ("I'm putting money aside for a new car.", "I'm saving for a new car."),
    ),
    Rewrite(
        "one's girl one has been with as one's girlfriend",
        partial(_BEEN_TOGETHER.sub, _been_together),
        (
            "me n my girl ama been together 5 years",
            "me n my girlfriend ama have been together 5 years",
        ),
    ),
    Rewrite(
        '"me and" another as the other and I',
        partial(_ME_AND.sub, _me_and),
        ("me and my wife have 3 kids", "my wife and I have 3 kids"),
    ),
    Rewrite(
        "two getting married as one getting married to the other",
        partial(_WEDDING.sub, _wedding),
        ("My partner Luis and I are getting married.", "I am getting married to my partner Luis."),
    ),
    Rewrite(
        "something done with another as done by the person with them",
        _with_another,
        (
            "My boyfriend Callum and I are going to Lisbon next month.",
            "I am going to Lisbon next month with my boyfriend Callum.",
        ),
    ),
    Rewrite(
        "one of theirs and someone of theirs as one with the other",
        _with_theirs,
        (
            "My son and his wife run a café in Gdańsk.",
            "My son runs a café in Gdańsk with his wife.",
        ),
    ),
    Rewrite(
        "a favourite pastime as what one loves",
        partial(_FAVOURITE_DOING.sub, r"\1I love "),
        ("My favourite thing to do is baking.", "I love baking."),
    ),
    Rewrite(
        "what one is a fan of as what one loves",
        partial(_FAN_OF.sub, "I love"),
        ("I'm a big fan of jazz.", "I love jazz."),
    ),
    Rewrite(
        "a second thing one did after a comma, without its subject, as done too",
        partial(_DONE_NEXT.sub, r"\g<head> and "),
        (
            "I've just moved to Bath, started at a new practice there.",
            "I've just moved to Bath and started at a new practice there.",
        ),
    ),
    Rewrite(
        "studies told as being at university as studying",
        partial(_AT_UNIVERSITY.sub, _studying_at),
        (
            "She's at uni in Bristol doing medicine.",
            "She's studying medicine at university in Bristol.",
        ),
    ),
    Rewrite(
        "a subject one is doing as what one studies",
        partial(_DOING_A_FIELD.sub, r"\g<be> studying \g<what>"),
        ("My gf Priya is doing law at McGill.", "My gf Priya is studying law at McGill."),
    ),
    Rewrite(
        "a place at a school of something as studying it",
        partial(_GOT_INTO.sub, _studying),
        ("My eldest just got into medical school.", "My eldest is studying medicine."),
    ),
    Rewrite(
        "what one is obsessed with or crazy about as what one loves",
        _loving,
        ("I'm crazy about jazz.", "I love jazz."),
    ),
    Rewrite(
        "\"I'm Inês, a nurse\" as two sentences' worth",
        partial(_APPOSITION.sub, r"\1, I am \2"),
        ("I'm Inês, a nurse.", "I'm Inês, I am a nurse."),
    ),
)
"""How each sentence is said plainly, in this order, before its claims are read."""


def _plainly(sentence: str) -> str:
    """`sentence` said the way claims are read (see `PLAIN_REWRITES`)."""
    return _rewritten(sentence, PLAIN_REWRITES)


def _rewritten(sentence: str, rewrites: tuple[Rewrite, ...]) -> str:
    """`sentence` after each of `rewrites`, in order."""
    for rewrite in rewrites:
        sentence = rewrite.apply(sentence)
    return sentence


_SHARED_SUBJECT = re.compile(
    r"\s*,?\s+(?:and|but)\s+(?:(?:recently|just|also|then|later|finally|eventually|now)\s+)?"
    r"(?=([a-z]+)\s+([a-z0-9]+))"
    rf"|\s*,\s+(?=([a-z]+ing)\s+(\d+|(?:{NUMBER_WORDS})\b))"
)
"""Where a second verb may share the first one's subject: "Tunde lives in London and works as
a nurse", "I play tennis and swim on Sundays", "I come from Enugu but live in Leeds", "training
for the marathon, running 40 miles a week" (a count after "-ing": "I volunteer at the library,
reading to children" says how one volunteers)."""
_LEADS_ON = frozenset({"in", "at", "as", "for", "with", "on", "to", "from", "the", "a", "an"})
"""Words that follow a verb's base form and not a noun's, most often ("and work as…", "and
swim on…"; "cats and dogs", "tea and cake" are one object)."""


_OPEN_RELATIVE = re.compile(r",\s*(?:who|whose|which)\s[^,]*$", re.IGNORECASE)
"""A relative clause still open ("a sister, Carla, who lives in Lisbon"): a verb after "and"
goes on saying what she does ("… and works as a translator"), not what the speaker does."""


_VERB_ALONE = re.compile(r"^\W*(?:i|we|you|they)\s+[a-z]+\s*$", re.IGNORECASE)
"""A clause of a subject and a verb and nothing after ("I skate"): what follows its "and" is a
verb of the same subject ("I skate and make beats")."""


def _with_shared_subjects(parts: list[str]) -> list[str]:
    """Clauses with a clause cut off wherever "and" leads to a verb of the same subject: a
    verb as a third person says it ("and works"), or a verb's base form followed by what only
    follows a verb ("and work as", "and swim on")."""
    found = []
    for part in parts:
        start = 0
        for joined in _SHARED_SUBJECT.finditer(part):
            verb, after = joined[1] or joined[3], joined[2] or joined[4]
            known = verb in KNOWN_VERBS or (
                verb.endswith(("ed", "ing")) and verb_lemma(verb) in KNOWN_VERBS
            )
            before = part[start : joined.start()]
            relative = _OPEN_RELATIVE.search(before)
            counted = joined[3] is not None  # ", running 40 miles a week"
            leads_on = (
                counted or after in _LEADS_ON or after[:1].isdigit() or _VERB_ALONE.match(before)
            )
            if relative is None and (third_person_verb(verb) or (known and leads_on)):
                found.append(part[start : joined.start()])
                start = joined.end()
        found.append(part[start:])
    return found


def _opens_with_verb(clause: str) -> bool:
    first = clause.split(maxsplit=1)[0].lower() if clause.strip() else ""
    return verb_lemma(first) in KNOWN_VERBS


def _of_the_same_subject(clause: str, before: Claim) -> Claim | None:
    """A clause that opens with its verb, said of the subject of the clause before it (one
    opening with "-ing" as going on: "…, running 40 miles a week" → "I am running …")."""
    subject = "I" if before.subject_key == "speaker" else before.subject
    clause = clause.strip()
    if clause.split(maxsplit=1)[0].endswith("ing"):
        being = "am" if subject == "I" else "are" if subject.lower() in ("we", "they") else "is"
        clause = f"{being} {clause}"
    return parse_claim(f"{subject} {clause}")


def _with_denied(claim: Claim | None) -> list[Claim]:
    """`claim`, and what its object says it is not as a claim of its own ("I'm allergic to
    shellfish, not peanuts": allergic to shellfish, and not to peanuts). Both report a change:
    "Marta is a doctor, not a nurse" puts right what was said before, if anything was."""
    if claim is None:
        return []
    found = _BUT_NOT.match(claim.object) if claim.polarity == "positive" else None
    if found is None:
        return [claim]
    kept, denied = found["kept"], _as_kept(found["kept"], found["denied"])
    if not denied:
        return [claim]
    return [
        replace(claim, object=kept, object_key=object_key(kept), change=True),
        replace(
            claim, object=denied, object_key=object_key(denied), polarity="negative", change=True
        ),
    ]


_LEADING = frozenset({"to", "in", "at", "of", "for", "with", "from", "on", "about", "by"})


def _as_kept(kept: str, denied: str) -> str:
    """What is denied, worded as what is kept: "peanuts" after "allergic to shellfish" is
    "allergic to peanuts", and "to peanuts" is too; "" when it is no such alternative ("on
    weekends" after "sales" says when, not what)."""
    words_kept = kept.split()
    first = denied.split(maxsplit=1)[0].lower()
    at = [index for index, word in enumerate(words_kept) if word.lower() in _LEADING]
    if first in _LEADING:
        same = [index for index in at if words_kept[index].lower() == first]
        return " ".join([*words_kept[: same[-1]], denied]) if same else ""
    return " ".join([*words_kept[: at[-1] + 1], denied]) if at else denied


_MOVED_FROM = re.compile(
    r"\b(?:moved|relocated) from (.+?) to\b"
    r"|\b(?:moved|relocated) (?:to|into) .+? from (.+?)(?=\s*(?:[.,;!?]|$|\b(?:last|this|in|on|"
    r"when|because|after|before|for|with|and|but|a|an|two|three|four|five|six|ten|about)\b))",
    re.IGNORECASE,
)


def _left(clause: str, claim: Claim) -> list[Claim]:
    """Where a move was from, as the claim "… used to live in Oslo" ("I moved from Oslo to
    Lisbon" says both where one lives and where one lived)."""
    moved = _MOVED_FROM.search(clause)
    if moved is None or claim.predicate != "live in":
        return []
    subject = "I" if claim.subject_key == "speaker" else claim.subject
    before = parse_claim(f"{subject} used to live in {moved.group(1) or moved.group(2)}")
    return [] if before is None else [replace(before, text=claim.text)]


_THIRD_PERSON = frozenset({"he", "she", "they", "it"})


def _resolved(claim: Claim, before: list[Claim]) -> Claim:
    """A claim whose subject is "he", "she", "they" or "it" made about the last someone or
    something else the message spoke of ("My brother is a pilot and he lives in Porto": the
    brother lives in Porto; "We have a daughter called Sara. She is six.": Sara is six); left
    as it is when the message spoke of no one else before. "His name is…" names him; what one
    does to "her" or "him" is done to whom was spoken of."""
    if claim.subject_key == "speaker":
        return _object_resolved(claim, before)
    if claim.subject_key in _WHOSE_NAME:
        return _named(claim, before)
    if _ONE_SPOKEN_OF.match(claim.subject_key):
        return _one_of_several(claim, before)
    if theirs := _THEIR_KIN.match(claim.subject_key):
        return _of_theirs(claim, theirs, before)
    if claim.subject_key not in _THIRD_PERSON:
        return claim
    for earlier in reversed(before):
        if earlier.subject_key == "speaker":
            if (found := _among_what_the_person_said(claim, earlier)) is not None:
                return found
        elif earlier.subject_key not in _THIRD_PERSON:
            if claim.subject_key == "it" and _a_person(earlier):
                return claim  # "it's a greyhound" is not the partner spoken of just before
            if _unlike(claim.subject_key, earlier.subject_key):
                continue  # "he" is not the little sister spoken of just before
            # "My wife's name is Layla and she is a pharmacist": she is the wife, not the name
            return replace(claim, subject=_whom(earlier), subject_key=earlier.subject_key)
    return claim


def _among_what_the_person_said(claim: Claim, earlier: Claim) -> Claim | None:
    """`claim` said of the one of the person's own their claim `earlier` spoke of; `claim` as
    it is when `earlier` spoke of several it may stand for; None when it spoke of no one it
    may stand for, to look further back."""
    wed = _WED_TO.match(earlier.object)
    if claim.subject_key in ("he", "she") and wed:
        # "I'm married to Lars, he's a carpenter": Lars is (a name typed in lower case said as
        # a name: "married to priya, shes a pharmacist": Priya is).
        name = wed.group(1)
        return replace(claim, subject=name[:1].upper() + name[1:], subject_key=name.lower())
    if kin := _kin_along(f"{earlier.predicate} {earlier.object}", claim):
        # "live on a houseboat with my gf lou" then "she's a tattoo artist": Lou is
        return replace(claim, subject=f"my {kin}", subject_key=f"speaker's {kin.lower()}")
    if claim.subject_key == "they" and (several := _several_had(earlier)):
        # "we've got twin boys, Dayo and Femi, they're 6": the twins are six
        return replace(claim, subject=f"my {several}", subject_key=f"speaker's {several}")
    owned = _ONE_OWNED.search(earlier.object)
    named = owned and _owned_name(owned.group(2) or owned.group(3) or "")
    one = owned.group(1) if owned else ""
    if claim.subject_key != "it" and owned and (named or one in KIN or one in _OWNED_UNNAMED):
        who = f"{one} {named or ''}".strip()
        return replace(claim, subject=f"my {who}", subject_key=f"speaker's {who.lower()}")
    if claim.subject_key not in ("he", "she"):
        return None
    spoken_of = _own_spoken_of(earlier.object, claim.subject_key)
    if len(spoken_of) == 1:
        # "I visit my mum on Sundays and she makes lunch": the mum makes lunch
        who = spoken_of[0]
        return replace(claim, subject=f"my {who}", subject_key=f"speaker's {who.lower()}")
    return claim if spoken_of else None  # one of several just spoken of: not told apart


def _unlike(pronoun: str, key: str) -> bool:
    """Whether "he" or "she" (`pronoun`) cannot stand for the one of the person's own `key`
    names ("he" for "speaker's little sister mia")."""
    ruled_out = {"he": _HIS_NOT, "she": _HER_NOT}.get(pronoun, frozenset())
    return any(word in ruled_out for word in key.removeprefix("speaker's ").split()[:3])


def _a_person(claim: Claim) -> bool:
    """Whether `claim` is about one of the person's people ("my partner Ruth") or someone
    named ("Ruth"), whom "it" cannot stand for."""
    key = claim.subject_key
    if key.startswith("speaker's "):
        return key.removeprefix("speaker's ").split(" ", 1)[0] in KIN | _PARENTS
    return claim.subject[:1].isupper() and words(claim.subject)[:1] != ["the"]


_OWN_SPOKEN_OF = re.compile(
    r"\b(?:my|our|a|an|one) (?:(?:little|baby|older|younger|big|new|best|eldest|oldest) )?"
    r"(?P<kin>[a-zé]+)(?:,? (?:(?:called|named) )?(?P<name>[A-ZÀ-Ý][\w'-]*))?"
)
"""One of the person's own spoken of within what they say ("my mum", "a son, Kiran")."""


def _own_spoken_of(said: str, pronoun: str) -> list[str]:
    """The person's own spoken of in `said` whom `pronoun` ("he", "she") may stand for ("son
    Kiran" of "a son, Kiran, aged 10" for "he"; none for "she")."""
    ruled_out = _HER_NOT if pronoun == "she" else _HIS_NOT
    return [
        " ".join(part for part in (found["kin"].lower(), found["name"]) if part)
        for found in _OWN_SPOKEN_OF.finditer(said)
        if found["kin"].lower() in (KIN | _PARENTS) - ruled_out
    ]


_THEIR_KIN = re.compile(r"^(?:his|her|their) (?P<kin>[a-z]+)(?P<name>(?: [\w'-]+)?)$")
"""One of someone else's people ("his sister Ruby"), whose "his" the message before may name."""


def _of_theirs(claim: Claim, theirs: re.Match[str], before: list[Claim]) -> Claim:
    """ "His sister Ruby is 9" after "My grandson Josh is 12": Josh's sister Ruby is; left as
    it is when no one else was spoken of before it."""
    if theirs["kin"] not in KIN | _PARENTS:
        return claim
    whose = f"'s {theirs['kin']}{theirs['name']}"
    for earlier in reversed(before):
        if earlier.subject_key != "speaker" and earlier.subject_key not in _THIRD_PERSON:
            if _THEIR_KIN.match(earlier.subject_key):
                return claim
            if earlier.subject_key.endswith(whose):  # "… is 9 and does ballet": the same Ruby
                return replace(claim, subject=earlier.subject, subject_key=earlier.subject_key)
            said = claim.subject.split(" ", 1)[1]  # "sister Ruby", as it was typed
            return replace(
                claim,
                subject=f"{_whom(earlier)}'s {said}",
                subject_key=f"{earlier.subject_key}{whose}",
            )
    return claim


_PARENTS = frozenset({"mum", "mom", "mam", "dad", "mother", "father"})


def _whom(earlier: Claim) -> str:
    """Whom `earlier` is about: its subject, less a "'s name" ("My wife's name is Layla" is
    about the wife)."""
    return re.sub(r"(?:'s|’s) name$", "", earlier.subject, flags=re.IGNORECASE)


_OBJECT_PRONOUN = re.compile(
    r"^(?P<who>her|him)(?=$|[,.]|\s+(?:every|each|on|at|in|most|twice|once|daily|weekly|with"
    r"|for|after|before|when|whenever|because|sometimes|often|regularly|a lot|as)\b)",
    re.IGNORECASE,
)
"""An object that is "her" or "him" as a person ("visit her every afternoon"), not what is
theirs ("clean her house")."""


def _object_resolved(claim: Claim, before: list[Claim]) -> Claim:
    """`claim` with an object of "her" or "him" said as the last person spoken of before whom
    it can stand for ("My wife Gwen has dementia." then "I visit her every afternoon.": one
    visits one's wife Gwen); as it is when no one was."""
    found = _OBJECT_PRONOUN.match(claim.object)
    if found is None:
        return claim
    unlike = _HER_NOT if found["who"].lower() == "her" else _HIS_NOT
    for earlier in reversed(before):
        key = earlier.subject_key
        kin = key.removeprefix("speaker's ").split(" ", 1)[0]
        if key == "speaker" or not key.startswith("speaker's ") or kin not in KIN:
            continue
        if kin in unlike:
            return claim
        who = re.sub(r"^(My|Our) ", lambda mine: f"{mine[1].lower()} ", _whom(earlier))
        return replace(claim, object=who + claim.object[found.end() :])
    return claim


def _several_had(earlier: Claim) -> str:
    """Several of the person's own that `earlier` says they have ("twins" of "twin boys, Dayo
    and Femi", "kids" of "two kids"), for "they" to stand for; or nothing."""
    several = _SEVERAL_OWN.match(earlier.object)
    if several is None or earlier.subject_key != "speaker" or earlier.predicate != "have":
        return ""
    return "twins" if several["twin"] else several["kind"].lower()


def _kin_along(said: str, claim: Claim) -> str:
    """One of the person's own whom `said` ends with, done with ("with my gf lou"), when the
    claim's "he" or "she" may stand for them; or nothing."""
    found = _WITH_KIN.search(said)
    if found is None or claim.subject_key not in ("he", "she"):
        return ""
    relation = found["kin"].lower()
    plain = one_wording(relation)
    ruled_out = _HER_NOT if claim.subject_key == "she" else _HIS_NOT
    if plain not in KIN or plain in ruled_out:
        return ""
    return f"{relation} {found['name']}" if found["name"] else relation


_WITH_KIN = re.compile(
    r"\bwith (?:my|our) (?P<kin>[a-zé]+)(?: (?P<name>[^\W\d_][\w'-]*))?"
    r"(?: (?:for |since )?(?:\d+|a|an|[a-z]+) (?:years?|months?|weeks?)(?: now)?| since \w+)?$"
)
"""The one of the person's own a statement ends with ("… with my gf lou"), perhaps for how
long ("together with my girlfriend Ama 5 years")."""
_SEVERAL_OWN = re.compile(
    r"^(?:(?:two|three|four|five|2|3|4|5) )?(?P<twin>twin )?(?P<kind>twins|triplets|boys"
    r"|girls|sons|daughters|kids|children|grandkids|grandchildren|dogs|cats)\b",
    re.IGNORECASE,
)
"""Several of one's own, whom "they" may stand for ("twin boys", "two kids", "3 dogs")."""
_WHOSE_NAME = {"his name": "his", "her name": "her", "their name": "their"}
_HIS_NOT = frozenset({"wife", "sister", "daughter", "girlfriend", "aunt", "niece", "fiancée"})
_HER_NOT = frozenset({"husband", "brother", "son", "boyfriend", "uncle", "nephew", "fiancé"})
"""A name given as someone's ("his name is …"), and whom "his" or "her" cannot stand for."""
_ONE = re.compile(r"^(?:a|an|one) ", re.IGNORECASE)
_MY_KIN = re.compile(r"\b(?:my|our) ([a-zé]+)\b", re.IGNORECASE)


def _named(claim: Claim, before: list[Claim]) -> Claim:
    """ "His name is Tomasz" said of the last of the person's own the message spoke of who can
    be a "he" ("My partner and I got engaged; his name is Tomasz": the partner is called
    Tomasz); as it is when there is none."""
    if claim.predicate != "be":
        return claim
    unlike = {"his": _HIS_NOT, "her": _HER_NOT}.get(_WHOSE_NAME[claim.subject_key], frozenset())
    for earlier in reversed(before):
        spoken = [earlier.object]
        if earlier.subject_key == "speaker" and earlier.predicate == "have":
            spoken.append(_ONE.sub("my ", earlier.object))  # "I have a sister. Her name is…"
        kin = _kin_in(spoken, unlike)
        if not kin and _ONE.match(earlier.object):
            return claim  # "My friend has a son. His name is Leo.": the son's, not the friend's
        kin = kin or _kin_in(
            [earlier.subject_key.replace("speaker's ", "my "), earlier.text], unlike
        )
        if kin:
            named = parse_claim(f"my {kin[-1]}'s name is {claim.object}")
            return claim if named is None else replace(named, text=claim.text)
    return claim


def _kin_in(spoken: list[str], unlike: frozenset[str]) -> list[str]:
    """The person's own spoken of in `spoken` ("my partner"), but those `unlike` ("her name"
    is no husband's)."""
    return [
        found.group(1).lower()
        for said in spoken
        for found in _MY_KIN.finditer(said)
        if found.group(1).lower() in KIN - unlike
    ]


_ONE_SPOKEN_OF = re.compile(r"^(?:the )?(older|oldest|younger|youngest|eldest|elder|middle) one\b")
"""One of several spoken of by rank ("the older one")."""
_SEVERAL = re.compile(
    r"\b(?:two|three|four|2|3|4) (?P<kind>sons|daughters|kids|children|boys|girls)\b", re.I
)
_ONE_OF = {
    "sons": "son", "daughters": "daughter", "kids": "child", "children": "child", "boys": "son",
    "girls": "daughter",
}  # fmt: skip
"""One of several, by what the several are ("two sons": the older son)."""


def _one_of_several(claim: Claim, before: list[Claim]) -> Claim:
    """ "The older one, Kofi, is studying law" said of the person's older son when they said
    they have two sons; as it is when they said no such thing."""
    rank = _ONE_SPOKEN_OF.match(claim.subject_key)
    if rank is None:
        return claim
    for earlier in reversed(before):
        several = _SEVERAL.search(earlier.object) if earlier.subject_key == "speaker" else None
        if several and earlier.predicate == "have":
            one = f"{rank[1]} {_ONE_OF[several['kind'].lower()]}"
            named = [word for word in claim.subject.replace(",", " ").split() if word[0].isupper()]
            who = " ".join([one, *named[1:]]) if named[:1] == ["The"] else " ".join([one, *named])
            return replace(claim, subject=f"my {who}", subject_key=f"speaker's {who.lower()}")
    return claim


def _needs_earlier(claim: Claim) -> bool:
    """Whether `claim`'s subject stands for someone an earlier message may have named."""
    key = claim.subject_key
    if key == "speaker":
        return _OBJECT_PRONOUN.match(claim.object) is not None
    return (
        key in _THIRD_PERSON
        or key in _WHOSE_NAME
        or bool(_ONE_SPOKEN_OF.match(key) or _THEIR_KIN.match(key))
    )


def after(analysis: Analysis, earlier: str, text: str = "", older: Sequence[str] = ()) -> Analysis:
    """`analysis` of a message (`text`) whose "he", "she" or "they" (or "his name", "the older
    one") may stand for whom the person's `earlier` message spoke of ("My brother lives in
    Rome." then "He is a chef.": the brother is a chef), or whose name it typed in lower case
    ("me and my girlfriend rosa just moved in together" then "rosa is a dental nurse": Rosa
    is), a name the person's `older` messages (oldest first) may have given instead ("my
    partner ruth teaches", something else, then "ruth also coaches netball"); unchanged when
    it has no such subject or no one was named."""
    text = unshouted(text)
    lower_named = bool(text) and any(map(_lower_name_opening, analysis.unparsed))
    if not earlier or not (lower_named or any(map(_needs_earlier, analysis.claims))):
        return analysis
    before = list(_claims_said(earlier))
    if lower_named:
        named = _as_named_before(text, analysis.unparsed, [earlier, *reversed(older)])
        if named != text:
            analysis = analyse(named)
    if not before or not any(map(_needs_earlier, analysis.claims)):
        return analysis
    claims: list[Claim] = []
    for claim in analysis.claims:
        claims.append(_resolved(claim, [*before, *claims]))
    return replace(analysis, claims=tuple(claims), topics=tuple(_topics(claims)))


@lru_cache(maxsize=1024)
def _claims_said(message: str) -> tuple[Claim, ...]:
    """The claims of one of the person's earlier messages: the same few are read again on
    every turn of a conversation, so each is analysed once."""
    return analyse(message).claims


_LOWER_NAMED = re.compile(
    r"^\W*(?P<name>[a-z][a-z'-]+) (?:(?:also|still|now|usually|often|sometimes|really) )?"
    r"(?P<verb>[a-z]+) "
)
"""A sentence that may open with a name typed in lower case ("rosa is a dental nurse", "ruth
also coaches netball")."""


def _lower_name_opening(sentence: str) -> str:
    """The word `sentence` opens with if it may be a name typed in lower case, followed by
    what a named someone does ("rosa" of "rosa is a dental nurse"); or nothing."""
    found = _LOWER_NAMED.match(sentence)
    return found["name"] if found and third_person_verb(found["verb"]) else ""


_NAME_WORD = re.compile(r"\b(?!I\b)[A-ZÀ-Ý][a-zà-ÿ'-]+\b")


def _as_named_before(text: str, unparsed: tuple[str, ...], said: Sequence[str]) -> str:
    """`text` with the names its unparsed sentences open with in lower case written as the
    claims of the latest of the person's messages `said` (latest first) that names them
    wrote them (each message read only if no later one named them all)."""
    openings = {opening for sentence in unparsed if (opening := _lower_name_opening(sentence))}
    names: dict[str, str] = {}
    for message in said:
        if openings <= names.keys():
            break
        for claim in _claims_said(message):
            for word in _NAME_WORD.findall(f"{claim.subject} {claim.object}"):
                names.setdefault(word.lower(), word)
    for opening in openings & names.keys():
        text = re.sub(rf"\b{re.escape(opening)}\b", names[opening], text)
    return text


_WED_TO = re.compile(rf"^(?:married|engaged) to {WEDDED_NAME}$")
"""Whom one is married to, by name ("(I'm) married to Lars")."""
_ONE_OWNED = re.compile(
    r"^(?:a|an|one) (?:(?:new|little|baby|rescue|young|gorgeous|lovely|beautiful) )?([a-zé]+)"
    r"(?:,? (?:called|named) ([A-Z][\w-]*)|, ([A-Za-z][\w-]*))?"
    r"(?: back home| at home)?$"
)
"""One of the person's own in what they have, perhaps named: "(we have) a daughter called
Sara", "(I have) a sister", "(I've got) a tortoise called Pebbles back home", "(I've got) a new
puppy", "(got) a son, jamie" (a name typed in lower case, set apart by its comma; not "a cat,
too")."""
_OWNED_UNNAMED = members("pet") | {"baby"}


def _owned_name(said: str) -> str:
    """The name one of one's own was given after a comma, as a name ("jamie" → "Jamie"); ""
    for a word that is none ("a cat, too", "a son, obviously")."""
    if said.lower() in _NOT_A_NAME | _NOT_NAMED_ALONE | _NOT_NAMED_AFTER or said.endswith("ly"):
        return ""
    return said[:1].upper() + said[1:]


_NOT_NAMED_AFTER = frozenset({"too", "though", "again", "yet", "either", "as", "which", "who"})
"""Words that follow "a son," without naming him ("a son, too")."""
"""What one has that "he" or "she" in the next message may be, though unnamed ("I've got a new
puppy!" then "He's called Alfie")."""


def introspection_kind(text: str) -> str | None:
    """Which question about the mind itself `text` asks, if any."""
    lowered = " ".join(text.lower().split())
    for kind, pattern in _INTROSPECTION:
        if pattern.search(lowered):
            return kind
    return None


def urgency(text: str) -> str:
    if _URGENT.search(text):
        return "high"
    if _RELAXED.search(text):
        return "low"
    return "normal"


def entities(text: str) -> list[Entity]:
    """Names, numbers, times, e-mail addresses and links, each once, in order of appearance."""
    found: dict[str, Entity] = {}
    for kind, pattern in _ENTITY_PATTERNS:
        for match in pattern.finditer(text):
            found.setdefault(match.group(0), Entity(match.group(0), kind))
    for match in _NAME.finditer(text):
        name = match.group(0)
        if name.lower() in _NOT_NAMES or _sentence_initial_word(text, match.start(), name):
            continue
        found.setdefault(name, Entity(name, "name"))
    return sorted(found.values(), key=lambda entity: text.find(entity.text))


def _sentence_initial_word(text: str, start: int, name: str) -> bool:
    """A capital that only marks the start of a sentence is not a name (one word, common)."""
    before = text[:start].rstrip()
    return (not before or before[-1] in ".!?\n") and " " not in name and name.lower() in _COMMON


_COMMON = frozenset(
    {
        "the", "my", "our", "a", "an", "this", "that", "it", "he", "she", "we", "they", "you",
        "yes", "no", "hi", "hello", "hey", "please", "thanks", "thank", "ok", "okay", "so",
        "well", "actually", "also", "and", "but", "now", "then", "tell", "show", "give", "can",
        "could", "would", "do", "does", "did", "is", "are", "was", "were", "there", "here",
    }
) | QUESTION_WORDS  # fmt: skip


_THEN_ASKED = re.compile(
    r"^(?P<told>(?:I|I'm|I’m|We|We're|We’re|My|Our)\b[^?]*?),\s+(?:and\s+|so\s+)?"
    r"(?:any|what|how|which|where|who|can|could|should|do|does|is|are|tips|ideas|suggestions)\b"
    r"[^?]*\?\s*$",
    re.IGNORECASE,
)
"""Something told, then asked of it, in one sentence ("We're expecting our first baby in March,
any name ideas?")."""


_AS_ONE_ASKING = re.compile(
    r"^\W*(?i:as) (?P<article>(?i:a|an)) (?!(?:matter|example|rule|result|aside|reminder|side)\b)"
    r"(?P<what>[^,?]+?),\s+(?i:what|how|which|where|can|could|should|is|are|do|does|any|tips)\b"
    r"[^?]*\?\s*$"
)
"""What one is, said as who asks ("As a type 2 diabetic, what snacks are good for me?")."""


_ASKED_THEN_TOLD = re.compile(
    r"^\W*(?i:what|any|can|could|which)\b[^,?]*?\b(?P<kin>(?i:my|our) [a-z]+ [A-ZÀ-Ý][\w'-]*),\s+"
    r"(?P<pronoun>(?i:she|he|they))(?P<rest>(?:'s|’s| is| are| loves?| likes?| enjoys?| has| have)"
    r"\b[^?]*)\?\s*$"
)
"""One of one's people named in a question, and something told of them after it ("What's a
good gift for my wife Kemi, she loves gardening?")."""
_IS_SAID_SHORT = re.compile(r"^(?:'s|’s)")


def _told_before_asking(sentence: str) -> str:
    """What a sentence that tells and then asks tells ("We're expecting our first baby in
    March", "As a type 2 diabetic, …" as "I am a type 2 diabetic.", "What's a good gift for my
    wife Kemi, she loves gardening?" as "my wife Kemi loves gardening."); any other sentence
    as it is."""
    found = _THEN_ASKED.match(sentence.strip())
    if found:
        return f"{found['told']}."
    if told := _ASKED_THEN_TOLD.match(sentence.strip()):
        return f"{told['kin']}{_IS_SAID_SHORT.sub(' is', told['rest'])}."
    being = _AS_ONE_ASKING.match(sentence.strip())
    return f"I am {being['article'].lower()} {being['what']}." if being else sentence


def _declarative(sentence: str) -> bool:
    stripped = sentence.strip()
    if stripped.endswith("?") or _ONLY_A_GREETING.match(stripped):
        return False
    first = words(stripped)[:1]
    if not first or first[0] in _ASKING or first[0] in _AUX_START:
        return False
    return not _REQUEST.match(stripped)


_ASKING = QUESTION_WORDS | {"whats", "wheres", "whos", "hows", "whens", "whys"}
"""Words a question opens with, "'s" typed without its apostrophe too ("whats the best way
…")."""


def _intent(text: str, parts: list[str], introspection: str | None, claims: list[Claim]) -> str:
    """introspection, correction, question, request, statement, greeting or other."""
    if introspection is not None:
        return "introspection"
    if _CORRECTION.match(text.strip()):
        return "correction"
    if any(_question(part) for part in parts):
        return "question"
    if any(_REQUEST.match(part.strip()) or _NEEDS_HELP.match(part.strip()) for part in parts):
        return "request"
    if claims:
        return "statement"
    lowered = " ".join(words(text))
    if lowered in _GREETINGS or lowered.partition(" ")[0] in _GREETINGS:
        return "greeting"
    return "other"


_ASKING_FOR = re.compile(
    r"^\W*(?:(?:got|have you got) )?any "
    r"(?:tips|ideas|advice|suggestions|recommendations|thoughts)\b",
    re.IGNORECASE,
)
"""Advice asked for without a question word ("…, any tips")."""


def _question(sentence: str) -> bool:
    first = words(sentence)[:1]
    starts = bool(first) and (first[0] in _ASKING or first[0] in _AUX_START)
    return sentence.strip().endswith("?") or starts or bool(_ASKING_FOR.match(sentence))


def _topics(claims: list[Claim]) -> list[str]:
    seen: dict[str, None] = {}
    for claim in claims:
        seen.setdefault(claim.subject_key, None)
    return list(seen)
