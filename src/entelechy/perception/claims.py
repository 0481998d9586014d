"""Claims in a sentence: subject, predicate, object, polarity, tense and time, or nothing.

A small deterministic grammar, not a language model: a subject (a pronoun, a determiner phrase or
a proper name), auxiliaries and negation, a main verb reduced to its lemma with an optional
preposition, and the rest as the object. Anything it cannot fit is reported as unparsed by the
caller; a claim is never guessed, and every part of it is text the person wrote.
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from entelechy.perception.text import (
    NATIONALITIES,
    expand_contractions,
    time_expressions,
    without_time,
)

PRONOUNS = frozenset({"i", "we", "he", "she", "they", "it", "you"})
FIRST_PERSON = frozenset({"i", "we"})
DETERMINERS = frozenset({"my", "our", "the", "his", "her", "their", "your", "this", "that", "its"})
QUESTION_WORDS = frozenset({"what", "who", "why", "when", "where", "which", "how", "whose"})
POSSESSIVE_FIRST = frozenset({"my", "our"})
COPULAS = frozenset({"am", "is", "are", "was", "were", "be", "been"})
_AUX_TENSE = {
    "do": "present",
    "does": "present",
    "did": "past",
    "have": "present",
    "has": "present",
    "had": "past",
    "will": "future",
    "shall": "future",
    "can": "present",
    "am": "present",
    "is": "present",
    "are": "present",
    "was": "past",
    "were": "past",
    "be": "present",
    "been": "past",
}
NEGATORS = frozenset({"not", "never"})
PREPOSITIONS = frozenset(
    {"in", "at", "to", "from", "for", "with", "on", "near", "by", "about", "of", "into"}
)
DISCOURSE = frozenset(
    {
        "hi", "hello", "hey", "well", "so", "oh", "ok", "okay", "actually", "also", "and",
        "but", "btw", "anyway", "yes", "no", "now", "then", "again", "fyi", "note",
        "urgent", "update", "news",
    }
)  # fmt: skip
_IRREGULAR = {
    "am": "be", "is": "be", "are": "be", "was": "be", "were": "be", "been": "be",
    "has": "have", "had": "have", "having": "have", "does": "do", "did": "do", "went": "go",
    "doing": "do", "goes": "go", "gone": "go", "got": "get", "made": "make", "knew": "know",
    "known": "know", "ran": "run",
    "ate": "eat", "drank": "drink", "drove": "drive", "spoke": "speak", "taught": "teach",
    "thought": "think", "wore": "wear", "kept": "keep", "grew": "grow", "came": "come",
    "left": "leave", "felt": "feel", "bought": "buy", "sold": "sell", "lost": "lose",
    "met": "meet", "saw": "see", "broke": "break", "broken": "break", "began": "begin",
    "wrote": "write", "took": "take", "gave": "give", "found": "find", "told": "tell",
    "said": "say", "flew": "fly", "rode": "ride", "swam": "swim", "sang": "sing",
    "slept": "sleep", "built": "build", "spent": "spend", "won": "win", "paid": "pay",
    "sent": "send", "heard": "hear", "brought": "bring", "caught": "catch", "quit": "quit",
    "died": "die", "lied": "lie", "tied": "tie", "cried": "cry", "dried": "dry", "fried": "fry",
    "tried": "try",
} | {  # participles, after each verb's simple past (see `_PAST_FORMS`)
    "taken": "take", "given": "give", "begun": "begin", "grown": "grow", "done": "do",
    "written": "write", "gotten": "get", "eaten": "eat", "driven": "drive", "ridden": "ride",
    "seen": "see", "spoken": "speak", "flown": "fly", "worn": "wear", "swum": "swim",
    "sung": "sing", "drunk": "drink", "chosen": "choose", "forgotten": "forget",
    "fallen": "fall", "hidden": "hide", "stolen": "steal",
}  # fmt: skip
_PARTICIPLES = frozenset(
    {"been", "gone", "known", "broken", "taken", "given", "begun", "grown", "done", "written"}
    | {"gotten", "eaten", "driven", "ridden", "seen", "spoken", "flown", "worn", "swum", "sung"}
    | {"drunk", "chosen", "forgotten", "fallen", "hidden", "stolen"}
)
"""Forms said only after "have" or "be" ("I've taken up …"), which say no simple past."""
_IRREGULAR_PAST = frozenset(_IRREGULAR) - _PARTICIPLES - {
    "am", "is", "are", "has", "having", "does", "goes",
}  # fmt: skip
"""The irregular forms that say something was done ("went", "flew"; not "goes" or "has")."""
KNOWN_VERBS = frozenset(
    {
        "live", "work", "like", "love", "hate", "prefer", "want", "need", "own", "have", "be",
        "move", "stay", "reside", "feel", "know", "use", "study", "teach", "drive", "play",
        "eat", "drink", "speak", "go", "come", "visit", "believe", "think", "enjoy", "run",
        "wear", "keep", "grow", "get", "make", "leave", "buy", "sell", "lose", "meet", "see",
        "break", "begin", "write", "take", "give", "find", "tell", "crash", "fail", "open",
        "close", "start", "stop", "cause", "seem", "look", "sleep", "smoke", "cook", "read",
        "rain", "snow", "hurt", "ache", "cost", "belong", "attend", "manage", "lead", "build",
        "sing", "dance", "swim", "walk", "cycle", "commute", "rent", "share", "marry", "date",
        "divorce", "follow", "support", "fix", "restart", "deploy", "overheat", "learn",
        "practise", "practice", "train", "coach", "volunteer", "collect", "paint", "draw",
        "knit", "bake", "hike", "climb", "travel", "plan", "raise", "care", "watch", "listen",
        "ride", "fly", "sail", "surf", "ski", "wake", "finish", "arrive", "return", "exercise",
        "jog", "meditate", "pray", "avoid", "skip", "adopt", "turn", "sew", "garden", "breed",
        "pop",
        "save", "spend", "earn", "owe", "quit", "retire", "graduate", "join", "suffer",
        "die", "pass", "book", "rescue", "win", "pay", "send", "hear", "bring", "catch",
        "cut", "expect", "skate", "help", "tend", "put", "telephone", "phone", "ring", "clean",
        "relocate", "fish", "farm",
    }
)  # fmt: skip
_RELOCATION = {"move", "relocate", "emigrate", "immigrate"}
_WORKPLACE = frozenset(
    {"hospital", "practice", "surgery", "office", "school", "company", "firm", "department"}
    | {"ward", "team", "job", "role", "branch", "clinic", "store", "shop", "site", "unit"}
)
"""Places a move to which is a move of work, not of home ("I've just moved to the Freeman
hospital")."""
_PLANNED = frozenset({"progressive", "future"})
"""Tenses in which a move is still to come ("I'm moving", "I will move")."""
_NOW = ("now", "currently", "these days", "nowadays", "anymore", "any more", "any longer")
_RESIDENCE = {"reside", "stay"}


@dataclass(frozen=True)
class Claim:
    """One subject–predicate–object statement, as the person worded it.

    `subject` and `object` are the person's words; `subject_key` and `object_key` are their
    normalised forms for matching; `predicate` is the verb's lemma with its preposition.
    `change` is true when the words report a change of state ("I moved to Porto", "I now live
    in Porto"): what held before has ended, however recently it was said.
    """

    text: str
    subject: str
    subject_key: str
    predicate: str
    object: str
    object_key: str
    polarity: str
    tense: str
    time: tuple[str, ...] = ()
    change: bool = False

    @property
    def first_person(self) -> bool:
        return self.subject_key == "speaker" or self.subject_key.startswith("speaker's ")

    def to_json(self) -> dict[str, Any]:
        return {
            "text": self.text,
            "subject": self.subject,
            "subject_key": self.subject_key,
            "predicate": self.predicate,
            "object": self.object,
            "object_key": self.object_key,
            "polarity": self.polarity,
            "tense": self.tense,
            "time": list(self.time),
            "change": self.change,
        }

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Claim:
        return cls(
            text=str(data["text"]),
            subject=str(data["subject"]),
            subject_key=str(data["subject_key"]),
            predicate=str(data["predicate"]),
            object=str(data["object"]),
            object_key=str(data["object_key"]),
            polarity=str(data["polarity"]),
            tense=str(data["tense"]),
            time=tuple(str(item) for item in data.get("time") or ()),
            change=bool(data.get("change", False)),
        )


@dataclass
class _Cursor:
    tokens: list[str]
    at: int = 0

    def peek(self) -> str:
        return _bare(self.tokens[self.at]) if self.at < len(self.tokens) else ""

    def take(self) -> str:
        self.at += 1
        return self.tokens[self.at - 1]

    def rest(self) -> list[str]:
        return self.tokens[self.at :]


def parse_claim(sentence: str) -> Claim | None:
    """The claim `sentence` states, or None when it does not fit the grammar."""
    expanded = expand_contractions(sentence).strip()
    times = tuple(time_expressions(expanded))
    tokens = without_time(expanded).split()
    while tokens and _discourse(tokens[0]) and len(tokens) > 2:
        tokens = tokens[1:]
    cursor = _Cursor(tokens)
    subject = _subject(cursor)
    if subject is None:
        return None
    negative, tenses, auxiliaries = _auxiliaries(cursor)
    named = _bare(subject[0]) not in PRONOUNS and _bare(subject[0]) not in DETERMINERS
    verb = _verb(cursor, auxiliaries, guess=not named)
    if verb is None:
        return None
    lemma, tense = verb
    object_tokens, trailing_negation = _object_tokens(cursor)
    if not object_tokens and (dated := _dated(times)):
        object_tokens = " ".join(dated).split()
        times = tuple(t for t in times if t not in dated)
    planned = lemma in _RELOCATION and _tense(tenses, tense) in _PLANNED
    predicate, lemma_tense = _predicate(lemma, cursor, object_tokens, planned=planned)
    obj = _surface(object_tokens)
    if not obj and lemma in ("be", "have"):
        return None
    polarity = "negative" if negative or trailing_negation else "positive"
    subject_key, predicate, obj = naming(
        _subject_key(subject), predicate, obj, affirmed=polarity == "positive"
    )
    return Claim(
        text=sentence.strip(),
        subject=_surface(subject),
        subject_key=subject_key,
        predicate=predicate,
        object=obj,
        object_key=object_key(obj),
        polarity=polarity,
        tense=lemma_tense or _tense(tenses, tense),
        time=times,
        change=(lemma in _RELOCATION and not planned)
        or any(_reports_now(expression) for expression in times),
    )


def _tense(auxiliaries: list[str], verb: str) -> str:
    """A claim's tense from its auxiliaries' and its verb's: going on now ("I am learning"),
    but past when the auxiliary is ("I was learning"), and as the auxiliary says otherwise."""
    if verb == "progressive":
        return "progressive" if auxiliaries[:1] in ([], ["present"]) else auxiliaries[0]
    return auxiliaries[0] if auxiliaries else verb


def _dated(times: tuple[str, ...]) -> tuple[str, ...]:
    """The times that are all a claim says of its subject ("I was born in 1990", "my
    appointment is at 3pm tomorrow"): they are the claim's object, so the belief keeps when,
    not only that. A time that only sets the present against the past ("now", "always",
    "still") is no such object."""
    return tuple(t for t in times if not _reports_now(t) and t.lower() not in _UNDATED)


_UNDATED = frozenset({"always", "still", "right now", "at the moment", "for now"})


def _reports_now(expression: str) -> bool:
    """A time expression that sets the present against the past ("now", "these days")."""
    return expression.lower().startswith(_NOW)


NAMED = "be called"
"""The predicate of a naming claim: "I'm Rita", "my name is Rita", "I am called Rita"."""
_DEMONYMS = NATIONALITIES | frozenset(
    {
        "african", "asian", "european", "catholic", "christian", "muslim", "jewish", "hindu",
        "buddhist", "ok", "okay", "fine", "sorry", "back", "here", "home",
    }
)  # fmt: skip


def naming(
    subject_key: str, predicate: str, obj: str, *, affirmed: bool = True
) -> tuple[str, str, str]:
    """A claim that says what someone is called, as (subject, "be called", name); any other
    claim unchanged. Only a proper name counts: "I am Portuguese" is not a naming. A name in
    lower case counts where the words say it is one, and are not denied ("my name is sam", not
    "my name is not important")."""
    if predicate != "be":
        return subject_key, predicate, obj
    named = _ADVERB.sub("", obj).removeprefix("called ").removeprefix("named ")
    named = _TITLE.sub("", named) if subject_key == "speaker" else named  # "I'm Dr. Helen Okafor"
    explicit = subject_key.endswith("'s name") or named != obj
    if explicit and affirmed and _written_lower(named):
        named = " ".join(token.capitalize() for token in named.split())  # "my name is sam"
    listed = named != obj or _one_of_theirs(subject_key)  # "my daughters are Ana and Rita"
    a_name = _is_name(named) or (listed and _are_names(named))
    if not a_name and not (named != obj and _is_name_with_particles(named)):
        return subject_key, predicate, obj
    if subject_key.endswith("'s name"):
        return subject_key.removesuffix("'s name"), NAMED, named
    if subject_key == "speaker" or named != obj or _one_of_theirs(subject_key):
        return subject_key, NAMED, named
    return subject_key, predicate, obj


_TITLE = re.compile(r"^(?:Dr|Prof|Mr|Mrs|Ms|Miss)\.?\s+(?=[A-ZÀ-Ý])")
"""A title before one's name, which is no part of what one is called."""
_KIN_NAMED = frozenset(
    {"son", "daughter", "kid", "child", "children", "sister", "brother", "twin", "wife"}
    | {"husband", "partner", "boyfriend", "girlfriend", "mother", "father", "mum", "mom", "dad"}
    | {"cat", "dog", "parent", "grandson", "granddaughter", "grandchildren", "boss"}
)
"""Whom a person may name by saying who they are ("my daughters are Ana and Rita")."""
_NAMED_AFTER = _KIN_NAMED | {
    "flatmate", "roommate", "friend", "neighbour", "neighbor", "colleague", "cousin", "aunt",
    "uncle", "niece", "nephew", "fiance", "fiancé", "fiancee", "fiancée", "gf", "bf",
}  # fmt: skip
"""Whose name may follow them ("my flatmate jess")."""


def _one_of_theirs(subject_key: str) -> bool:
    """Whether `subject_key` is one (or some) of the person's own people or pets, unnamed."""
    relation = subject_key.removeprefix("speaker's ")
    singular = relation[:-1] if relation.endswith("s") else relation
    return relation != subject_key and singular in _KIN_NAMED


_ADVERB = re.compile(r"^(?:actually|really|now|still|in fact) (?=called |named )")
"""An adverb before what something is called ("my restaurant is actually called …")."""


def _written_lower(text: str) -> bool:
    """A name as people type it in lower case, where the words around it say it is one ("my
    name is sam", "I'm called ana silva"): up to three words of letters, none a word that says
    the name is withheld."""
    tokens = text.split()
    return (
        0 < len(tokens) <= 3
        and text.islower()
        and all(token.replace("-", "").isalpha() for token in tokens)
        and tokens[0] not in _WITHHELD
    )


_WITHHELD = frozenset({"not", "no", "none", "secret", "private", "unknown", "irrelevant"})


def _are_names(text: str) -> bool:
    """Two names or more, as those called so are listed ("Leo and Mia", "Ana, Rui and Eva")."""
    names = re.split(r",\s*(?:and\s+)?|\s+and\s+", text)
    return len(names) > 1 and all(_is_name(name) for name in names)


_PARTICLES = frozenset(
    {"e", "de", "da", "do", "dos", "das", "di", "y", "and", "of", "the", "van", "von", "der"}
    | {"del", "la", "le", "&"}
)


def _is_name_with_particles(text: str) -> bool:
    """A name said to be one ("called Sal e Brasa", "named Bar of the Sun"): capitalised words,
    with the small words of names between them."""
    tokens = text.split()
    return (
        1 < len(tokens) <= 5
        and tokens[0][:1].isupper()
        and tokens[-1][:1].isupper()
        and all(token[:1].isupper() or token.lower() in _PARTICLES for token in tokens)
    )


def _is_name(text: str) -> bool:
    tokens = text.split()
    return (
        0 < len(tokens) <= 3
        and all(token[:1].isupper() and token.replace("-", "").isalpha() for token in tokens)
        and tokens[0].lower() not in _DEMONYMS
        and tokens[0] != "I"
    )


def object_key(text: str) -> str:
    """The object's words without articles, lower-cased: what matching compares."""
    kept = [_bare(word) for word in text.split() if _bare(word) not in ("a", "an", "the")]
    return " ".join(word for word in kept if word)


def _subject(cursor: _Cursor) -> list[str] | None:
    first = cursor.peek()
    if not first:
        return None
    if first in PRONOUNS:
        return [cursor.take()]
    if first in DETERMINERS:
        return _phrase_until_verb(cursor)
    if cursor.tokens[0][:1].isupper() and first.isalpha() and first not in QUESTION_WORDS:
        return _name(cursor)
    return None


def _phrase_until_verb(cursor: _Cursor) -> list[str] | None:
    for end in range(2, min(6, len(cursor.tokens))):
        word = _bare(cursor.tokens[end])
        if cursor.tokens[end][:1].isupper() and word not in _AUX_TENSE:
            continue  # a name in apposition ("my sister Inês"), not the verb
        if end == 2 and _lower_name(cursor.tokens):
            continue  # a name typed in lower case ("my flatmate jess is from cardiff")
        # "my dad often plays chess"; "my wife never drinks" (not two: "my son and his wife")
        if word in HOW_OFTEN or (word in NEGATORS and "and" not in cursor.tokens[:end]):
            phrase = cursor.tokens[:end]
            cursor.at = end
            return phrase
        following = _bare(cursor.tokens[end + 1]) if end + 1 < len(cursor.tokens) else ""
        if word.endswith("ing") and following in _AUX_TENSE:
            continue  # a thing named by a verb ("my favourite painting is …"), not the verb
        if word in _AUX_TENSE or verb_lemma(word) in KNOWN_VERBS or _looks_verbal(word):
            phrase = cursor.tokens[:end]
            # A possessive is part of who is spoken of: "my dog's name", "my sister's husband";
            # a hyphen too: "my great-grandson", "my son-in-law".
            if not all(_bare(t).removesuffix("'s").replace("-", "").isalpha() for t in phrase):
                return None
            cursor.at = end
            return phrase
    return None


def _lower_name(tokens: list[str]) -> bool:
    """Whether the third of `tokens` is a name typed in lower case after one of the person's
    own ("my flatmate jess is …", "my sister ana lives …"): no verb, though a verb follows it."""
    if len(tokens) < 4 or _bare(tokens[0]) not in POSSESSIVE_FIRST:
        return False
    relation, word, following = (_bare(token) for token in tokens[1:4])
    if relation not in _NAMED_AFTER or not word.isalpha() or word in _AUX_TENSE:
        return False
    if word in HOW_OFTEN or word in NEGATORS or verb_lemma(word) in KNOWN_VERBS:
        return False
    return following in _AUX_TENSE or verb_lemma(following) in KNOWN_VERBS


def _name(cursor: _Cursor) -> list[str] | None:
    end = 1
    while end < min(3, len(cursor.tokens)) and cursor.tokens[end][:1].isupper():
        if _bare(cursor.tokens[end]) in _AUX_TENSE:
            break
        end += 1
    if end >= len(cursor.tokens):
        return None
    cursor.at = end
    return cursor.tokens[:end]


def _auxiliaries(cursor: _Cursor) -> tuple[bool, list[str], list[str]]:
    negative, tenses, auxiliaries = False, [], []
    while cursor.peek():
        word = cursor.peek()
        if word in NEGATORS:
            negative = True
        elif word == "no" and cursor.at + 1 < len(cursor.tokens):
            if _bare(cursor.tokens[cursor.at + 1]) != "longer":
                break
            negative = True
            cursor.take()
        elif word in _AUX_TENSE:
            tenses.append(_AUX_TENSE[word])
            auxiliaries.append(word)
        elif word not in HOW_OFTEN:  # "I usually wake up at 6am": how often is left aside
            break
        cursor.take()
    return negative, tenses, auxiliaries


_DONE = frozenset(
    {"the", "a", "an", "my", "his", "her", "their", "our", "some", "yoga", "pilates", "crossfit"}
    | {"karate", "judo", "ballet"}
    | {"zumba", "aerobics", "sudoku", "crosswords", "volunteering", "homework", "taekwondo"}
    | {"hair", "makeup", "security", "admin", "catering", "plumbing", "payroll", "marketing"}
)
"""What follows "do" when it is the verb and not an auxiliary ("I do the crossword", "I do
yoga"; "I do like cats" is liking them)."""
_NOT_PLURAL = frozenset({"its", "his", "hers", "theirs", "ours", "yours", "this", "us", "yes"})


def _plural_noun(word: str) -> bool:
    """Whether `word`, after "do", can only be a plural noun: no verb after "do" ends in a
    plain "s" ("she does nails", "I do weddings"), though "miss", "focus" and "his" do."""
    return (
        len(word) > 3
        and word.endswith("s")
        and not word.endswith(("ss", "us", "is"))
        and word not in _NOT_PLURAL
        and "'" not in word
    )


HOW_OFTEN = frozenset(
    {"usually", "often", "sometimes", "normally", "generally", "rarely", "mostly", "typically"}
    | {"regularly", "frequently", "occasionally", "also", "really", "seldom", "actually"}
    | {"originally", "just", "recently", "finally", "already", "still", "currently", "lately"}
)
"""Adverbs between a subject and its verb that say how often, how much or since when, not
what ("I usually wake up at 6am", "I'm originally from Poland", "I just adopted a kitten")."""


def _verb(cursor: _Cursor, auxiliaries: list[str], *, guess: bool) -> tuple[str, str] | None:
    """The main verb's lemma and tense; an unknown word passes for a verb only when `guess`
    (after a pronoun or a determiner phrase, never after a capitalised word that may not be a
    name)."""
    word = cursor.peek()
    lemma = verb_lemma(word) if word.isalpha() else ""
    after_copula = any(aux in COPULAS for aux in auxiliaries)
    if word == "got" and auxiliaries[-1:] in (["have"], ["has"]):
        cursor.take()  # "I've got two cats" is having them, not getting them
        return "have", "present"
    ahead = [_bare(token) for token in cursor.tokens[cursor.at + 1 : cursor.at + 3]]
    going_to = word == "going" and after_copula and ahead[:1] == ["to"]
    if going_to and len(ahead) == 2 and ahead[1] in KNOWN_VERBS:
        cursor.at += 3  # "I'm going to learn French": to learn it, one day
        return ahead[1], "future"
    had = auxiliaries[-1:] in (["have"], ["has"], ["had"])
    if had and word.endswith("ing") and not after_copula:
        return "have", "present"  # "I have swimming lessons": lessons had, no swimming done
    if lemma in KNOWN_VERBS and word != "born" and (not after_copula or word.endswith("ing")):
        cursor.take()
        if after_copula:
            return lemma, "progressive"  # "I'm learning Spanish"
        return lemma, "past" if _said_past(word, lemma) or word in _IRREGULAR_PAST else "present"
    if word == "born" and any(aux in COPULAS for aux in auxiliaries):
        cursor.take()
        return "be born", "past"
    if after_copula:
        return "be", "present"
    if any(aux in ("have", "has", "had") for aux in auxiliaries):
        return "have", "present"
    if auxiliaries[-1:] in (["do"], ["does"], ["did"]) and (word in _DONE or _plural_noun(word)):
        # "I do the crossword every morning", "she does yoga", "she does nails": "do" is what
        # is done.
        return "do", "past" if auxiliaries[-1] == "did" else "present"
    if guess and not after_copula and word not in PREPOSITIONS and _looks_verbal(word):
        cursor.take()
        return lemma, "past" if word.endswith("ed") else "present"  # "fed", "bled" too
    return None


def _said_past(word: str, lemma: str) -> bool:
    """Whether `word`, a verb the grammar knows as `lemma`, is a past ("…ed"): "need" ends so
    and is not ("I need new glasses" is no "needed")."""
    return word.endswith("ed") and word != lemma


def _object_tokens(cursor: _Cursor) -> tuple[list[str], bool]:
    tokens = [token for token in cursor.rest() if token.strip(".,!;:")]
    lowered = [_bare(token) for token in tokens]
    if lowered[-1:] == ["anymore"]:
        return tokens[:-1], True
    if lowered[-2:] == ["any", "more"]:
        return tokens[:-2], True
    return tokens, False


def _predicate(
    lemma: str, cursor: _Cursor, object_tokens: list[str], *, planned: bool = False
) -> tuple[str, str | None]:
    """The verb and its preposition (taken off the object); relocation means residence now,
    unless it is still `planned` ("I'm moving to Lisbon next year": where one lives is not yet
    Lisbon)."""
    preposition = ""
    if object_tokens and _bare(object_tokens[0]) in PREPOSITIONS:
        preposition = _bare(object_tokens.pop(0))
    if planned:
        return f"{lemma} {preposition}" if preposition else lemma, None
    if lemma in _RELOCATION and preposition == "from" and "to" in map(_bare, object_tokens):
        # "I moved from Oslo to Lisbon": where one lives now is after "to".
        del object_tokens[: [_bare(token) for token in object_tokens].index("to") + 1]
        return "live in", "present"
    if lemma in _RELOCATION and preposition in ("to", "into", "in"):
        lowered = [_bare(token) for token in object_tokens]
        if not _WORKPLACE.isdisjoint(lowered[:4]):
            return f"{lemma} {preposition}", "past"  # "moved to the Freeman hospital": work
        if "from" in lowered[1:]:  # "I moved to Valencia from Porto": Valencia
            del object_tokens[lowered.index("from", 1) :]
        return "live in", "present"
    if lemma in _RESIDENCE and preposition in ("in", "at"):
        return "live in", None
    return (f"{lemma} {preposition}" if preposition else lemma), None


def _subject_key(tokens: list[str]) -> str:
    words = [_bare(token) for token in tokens]
    if words[0] in FIRST_PERSON and len(words) == 1:
        return "speaker"
    if words[0] in POSSESSIVE_FIRST:
        return "speaker's " + " ".join(words[1:])
    if words[0] == "the":
        return " ".join(words[1:])
    return " ".join(words)


def third_person_verb(word: str) -> bool:
    """Whether `word` is a verb as a named subject says it: "is", "lives", "does"."""
    return word in _THIRD_PERSON_AUXILIARIES or (word.endswith("s") and verb_lemma(word) != word)


_THIRD_PERSON_AUXILIARIES = frozenset({"is", "was", "has", "does", "did", "can", "will", "would"})


def verb_lemma(word: str) -> str:
    """A verb's base form as the claims grammar knows verbs: "studying" → "study", "lived" →
    "live", "went" → "go" (a word it does not know as a verb is returned as written); a verb
    it knows is its own base form ("breed" is no past of "bree")."""
    if word in _IRREGULAR:
        return _IRREGULAR[word]
    if word in KNOWN_VERBS:
        return word
    for suffix, replacement in (("ies", "y"), ("ied", "y"), ("ing", ""), ("ed", ""), ("es", "")):
        if word.endswith(suffix) and len(word) > len(suffix) + (
            1 if suffix in ("ing", "ies") else 2
        ):
            stem = word[: -len(suffix)] + replacement
            for candidate in (stem, stem + "e", stem[:-1] if _doubled(stem) else stem):
                if candidate in KNOWN_VERBS:
                    return candidate
    if word.endswith("s") and not word.endswith("ss") and word[:-1] in KNOWN_VERBS:
        return word[:-1]
    if word.endswith("ed") and len(word) > 4:
        return _unknown_past(word[:-2])
    return word


_VOWELS = frozenset("aeiou")


def _unknown_past(stem: str) -> str:
    """The base form of a past ("…ed") of a verb the grammar does not know, from its `stem`:
    "lived" → "live", "baked" → "bake", "retired" → "retire", "hopped" → "hop", but "turned"
    → "turn", "joined" → "join", "visited" → "visit", "happened" → "happen"."""
    last = stem[-1]
    if stem[-2] == last and last not in "lsfz":
        return stem[:-1]  # "hopped"
    if last in "vczue" or (last == "s" and stem[-2] != "s"):
        return stem + "e"  # "lived", "danced", "agreed", "caused"
    if last in _VOWELS or last in "wxy" or stem[-2] not in _VOWELS or stem[-3:-1] in _DIGRAPHS:
        return stem  # "stayed", "turned", "joined"
    syllables = sum(b in _VOWELS and a not in _VOWELS for a, b in itertools.pairwise(f" {stem}"))
    if syllables == 1 or stem[-2:] in _E_DROPPED:
        return stem + "e"  # "baked", "graduated", "retired"
    return stem  # "visited", "happened"


_DIGRAPHS = frozenset({"ai", "oi", "ea", "ee", "oo", "ou", "ei", "oa", "au", "ie"})
_E_DROPPED = frozenset({"at", "ir", "ur", "id", "in", "ot", "ud", "ut", "ar", "or"})
"""How a verb of more than one syllable ends when an "e" fell before "-ed" ("graduate",
"retire", "decide", "combine", "compare", "explore"); "visit", "open", "offer" end otherwise."""


_PAST_FORMS = {lemma: past for past, lemma in reversed(_IRREGULAR.items())} | {
    "be": "was",
    "have": "had",
    "do": "did",
}
"""Each irregular verb's simple past: the first of its forms listed ("went" before "gone")."""


def past_tense(lemma: str) -> str:
    """A verb's simple past, for saying back what was asked in the past ("move" → "moved",
    "go" → "went", "study" → "studied", "stop" → "stopped")."""
    if lemma in _PAST_FORMS:
        return _PAST_FORMS[lemma]
    if lemma.endswith("e"):
        return lemma + "d"
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ied"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", lemma):
        return lemma + lemma[-1] + "ed"
    return lemma + "ed"


def third_person(lemma: str) -> str:
    """A verb as one other person does it now ("run" → "runs", "teach" → "teaches", "fly" →
    "flies", "have" → "has")."""
    if lemma == "have":
        return "has"
    if lemma.endswith(("s", "sh", "ch", "x", "o")):
        return lemma + "es"
    if lemma.endswith("y") and len(lemma) > 2 and lemma[-2] not in "aeiou":
        return lemma[:-1] + "ies"
    return lemma + "s"


def progressive(lemma: str) -> str:
    """A verb's -ing form ("learn" → "learning", "live" → "living", "swim" → "swimming")."""
    if lemma.endswith("ie"):
        return lemma[:-2] + "ying"
    if lemma.endswith("e") and not lemma.endswith(("ee", "ye", "oe")) and len(lemma) > 2:
        return lemma[:-1] + "ing"
    if re.fullmatch(r"[^aeiou]*[aeiou][bdgmnpt]", lemma):
        return lemma + lemma[-1] + "ing"
    return lemma + "ing"


def _doubled(stem: str) -> bool:
    return len(stem) > 2 and stem[-1] == stem[-2]


def _looks_verbal(word: str) -> bool:
    return word.isalpha() and (word.endswith("ed") or (word.endswith("s") and len(word) > 3))


def _bare(token: str) -> str:
    return token.lower().strip(".,!?;:\"'()[]")


_DRAWN_OUT = re.compile(r"(\w)\1+$")
"""A last letter typed over and over ("hiii", "heyyy", "sooo")."""


def _discourse(token: str) -> bool:
    """Whether `token` only opens what is said ("hi", "well", and "hiii" drawn out)."""
    bare = _bare(token)
    return bare in DISCOURSE or _DRAWN_OUT.sub(r"\1", bare) in DISCOURSE


def _surface(tokens: list[str]) -> str:
    return " ".join(tokens).strip(" .,!?;:\"'")
