"""Reading a message's questions: what each asks of the records, before anything is answered.

A question is read into an `Ask`: whose it is about (the person, one of theirs, someone named),
what it asks (a name, a place, a time, a count, whether something holds, what someone said),
its verb and the words after it. Reading needs no records; `entelechy.reply.intent` answers
each `Ask` from them. Questions about the world ("Do I need a visa for Japan?") read as none.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import partial
from typing import Literal

from entelechy.perception.claims import KNOWN_VERBS, verb_lemma
from entelechy.perception.kinds import members
from entelechy.perception.text import BODY_PARTS, expand_contractions

_NAMING_ASK = re.compile(
    r"\b(?:what(?:'s| is) my name|who am i(?=\W*$)|what am i called|do you (?:know|remember) (?:my "
    r"name|who i am)|what do you call me)\b"
)
_ABOUT_ME = re.compile(
    r"\bwhat do you (?:know|remember|believe) about me\b|\btell me (?:about myself|what you "
    r"know about me)\b|\bwhat have i told you\b"
)
_ABOUT_SOMEONE_ASK = re.compile(
    r"\b(?:what do you (?:know|remember) about|tell me (?:about|what you know about)|what have "
    r"i told you about) (my \w+|[a-z][\w-]*)\W*$"
)
"""What the records hold of someone: "what do you know about my brother?", "tell me about
Tom"."""
_ASKED_OF = r"(i\b|my [\w-]+(?:'s \w+)*|[a-z][\w-]*(?:'s \w+)*)"
"""Whom a question asks about: "I", one of the person's own ("my sister", "my sister's husband"),
or someone named ("tom", "bea's cat"; "isla" is no "I" followed by "sla")."""
_WE_OR_ASKED_OF = r"(i\b|we\b|my [\w-]+(?:'s \w+)*|[a-z][\w-]*(?:'s \w+)*)"
"""The same, or "we" (what a household has: "how many cats do we have?")."""
_SLOT_ASK = re.compile(
    r"\b(where|what|who|which|when)\s+(?:do|does|did|am|is|are|was|were)\s+"
    + _ASKED_OF
    + r"\s+(\w+)"
)
_CHOSEN_ASK = re.compile(
    r"\b((?:what|which) (?:[a-z]+ )?[a-z]+)\s+(?:(?:do|does|did)\s+" + _ASKED_OF + r"\s+(\w+)"
    r"|(?:am|is|are|was|were)\s+" + _ASKED_OF + r"\s+(\w+ing|from)\b)"
)
"""A question for one of a kind: "what languages do I speak?", "which instrument does my son
play?", "what time did I leave?", "what language am I learning?", "which football team do I
support?" (a kind of two words: its last is the kind)."""
QUALITIES = frozenset(
    {"colour", "color", "size", "make", "model", "brand", "breed", "kind", "type"}
)
"""What a question may ask something is like, which what is said of it need not name ("my dog is
a greyhound" says its breed)."""
_QUALITY_ASK = re.compile(
    rf"^\W*(what|which) ({'|'.join(QUALITIES)}) (?:of \w+ )?(?:is|are|was|"
    r"were) (my (?:[a-z]+ ){0,2}[a-z]+|(?!(?:it|this|that|he|she|they|you|i)\W*$)[a-z]+)\W*$"
)
"""What something of the person's is like: "what colour is my car?", "what breed is my dog?",
"what colour is Biscuit?" (a name: the records' only when they say, "what colour is snow?"
being the world's)."""
_WAY_ASK = re.compile(
    r"^\W*how (?:do|does) " + _ASKED_OF + r" (?:get|go|travel|commute) to (work|school|the office|"
    r"college|university|uni|class|the gym|practice|church|nursery|kindergarten)\W*$"
)
"""How someone gets where they go day by day ("how do I get to work?"; not "how do I get to
Paris?", which asks the way)."""
_STANDING_ASK = re.compile(
    r"^\W*(?:what|which) (year|grade|class|form|level|stage|semester|term|belt) (?:of (?:my|his|"
    r"her|their|[a-z][\w-]*'s) \w+ )?(am|is|are|was|were) " + _ASKED_OF + r" (in|at|on)\W*$"
)
"""Where someone stands in what they go through ("what year of my studies am I in?", "which
grade is my son in?")."""
_WHICH_PART_ASK = re.compile(
    r"^\W*(?:what|which) ([a-z]+) (am|is|are|was|were) " + _ASKED_OF + r" (?![a-z]+ing\b)"
    r"([a-z]+) (in|on|at|with|of|for|about)\W*$"
)
"""Which one of something a state is of ("which ear am I deaf in?", "which knee is my dad's
arthritis in?" is not this: the state is a word after "am I")."""
_SOMEONES_THING = re.compile(
    r"^\W*(where|when)(?:'s| is| are| was| were) ([a-z][\w-]*)'s ((?:[a-z]+ ){0,2}[a-z]+)\W*$"
)
"""Where or when something of someone named is ("where is Rafa's taco place?"): the records'
only when they hold something about them ("where is Caesar's Palace?" stays the world's)."""
_SOMEONES_ASK = re.compile(
    r"^\W*what(?:'s| is| are| was| were) ([a-z][\w-]*)'s ((?:[a-z]+(?:'s)? ){0,2}[a-z]+)\W*$"
)
"""Something of someone named that is a person's own to tell ("what is Rui's phone number?",
"what is Rui's brother's job?", "what was Duncan's job?")."""
_PERSONAL = frozenset(
    {"phone", "number", "address", "email", "birthday", "age", "job", "name", "wife", "husband"}
    | {"partner", "password", "salary", "surname", "mother", "father", "son", "daughter"}
    | {"kids", "children", "child", "brother", "sister", "parents", "family", "boyfriend"}
    | {"girlfriend", "names", "blood", "medication", "diagnosis", "health", "religion"}
)
"""Things of a named person the records, not the model, answer for ("what is Rui's phone
number?" is never a number made up); "what is Paris's population?" stays the model's."""


def personal_of_someone(subject: str) -> str:
    """The thing asked of someone named, when it is theirs to tell ("rui's phone number" →
    "phone number"), or ""."""
    _, mark, thing = subject.partition("'s ")
    return thing if mark and not _PERSONAL.isdisjoint(thing.split()) else ""


_WHAT_TIME = frozenset({"what time", "what day", "what date", "which day", "what year"})
_HOW_MANY_ASK = re.compile(
    r"\bhow many ([a-z]+(?:-[a-z]+)*)(?: (?:a|per|each) (?:day|week|fortnight|month|year))?"
    r" (?:do|does|did|have|has|had) " + _WE_OR_ASKED_OF + r" (have|[a-z]+)\b"
)
"""How many of something someone has, or does ("how many kids do I have?", "how many cats do we
have?", "how many languages does Yuki speak?", "how many marathons have I run?", "how many days
a week do I work?")."""
HOW_MANY = "how many"
_HOW_MUCH_ASK = re.compile(
    r"\bhow much (?:money )?(do|does|did|have|has|had) "
    + _WE_OR_ASKED_OF
    + r" (save|spend|earn|owe|make|raise|pay|borrow|win|lose|put|get)\b"
)
"""How much money someone saved, spent or earned ("how much have I saved?", asked as "how much
did I save?")."""
HOW_MUCH = "how much"
_HOW_LONG_ASK = re.compile(
    r"\bhow long (have|has|had|did|do|does|am|is|are|was|were) " + _ASKED_OF + r" "
    r"(?:been )?([a-z]+)"
)
"""How long someone has done something ("how long have I been learning Japanese?") or been
something ("how long was I a postman?")."""
_HOW_LONG_TO = re.compile(
    r"^\W*how long (?:do|does|should|shall) (?:i|we|you) (?:(?:need|have|ought|want) to\b"
    r"|[a-z]+ (?:a|an|the|some|it|them)\b)"
)
"""How long a thing takes to be done, asked of oneself ("how long do I bake a rice pudding?",
"how long do I need to rest my knee?"): the world's to answer, not the records'."""
HOW_LONG = "how long"
_HOW_OFTEN_ASK = re.compile(r"^\W*how often (?:do|does|did) " + _ASKED_OF + r" ([a-z]+)(.*)$")
"""How often someone does something ("how often do I go climbing?")."""
HOW_OFTEN = "how often"
_AGE_ASK = re.compile(r"\bhow old (?:am|is|are|was|were|will) " + _ASKED_OF)
_WHOSE = r"(?:my|the|[a-z][\w-]*'s) (?:(?!and |or )[a-z]+ )?\w+"
"""One of the person's own, of someone named or one told of: "my cat", "priya's kids", "my
guitar teacher", "the corgi"."""
_NAME_OF_ASK = re.compile(
    rf"\bwhat(?:'s| is| was) ({_WHOSE}?)(?:'s)? name\b|\bwhat(?:'s| is| was) the name of "
    rf"({_WHOSE})\b|\bwhat(?:'s| is| was) ({_WHOSE}) called\b|\bwhat did i (?:name|call) "
    rf"({_WHOSE})\b|\bwhat are ({_WHOSE}?)(?:'s|')? names\b|\bwhat are ({_WHOSE}) called\b|"
    rf"\bwhat are the names of ({_WHOSE})\b"
)
"""What one of the person's own (a pet, a relative) is called: "what's my cat's name?", "what
is my dog called?" (an ask of its own: read as a slot, "called" was taken for the verb)."""
NAME_OF = "name"
_WHAT_IS_MY = re.compile(
    r"^\W*(what time|what day|what|when|where|who|which)(?:'s| is| are|( was| were)) "
    r"(my (?:[a-zà-ÿ]+(?:'s)? ){0,2}[a-zà-ÿ]+)\W*$"
)
"""A question that is only "what is my …?" ("what's my favourite colour?", "when is my
birthday?", "what is my brother's job?"): the rest is who or what is asked about."""
_PASSIVE_ASK = re.compile(
    r"\b(where|when|who|what|which)\s+(am|is|are|was|were)\s+" + _ASKED_OF + r"\s+"
    r"(born|raised|married|named|based|employed|due|[a-z]+ed|[a-z]+ing)\b"
    r"(?!\s+(?:lessons?|class(?:es)?|sessions?|practice|club|course|test|exam|group|team)\b)"
)
"""What was done to someone, asked in the passive ("when was I born?", "where was my son
raised?": the participle is how the answer's predicate or object begins), or what someone is
doing ("what is my son studying?": answered by what they study); not a lesson named by what
is learnt in it ("when are my swimming lessons?")."""
_STATE_ASK = re.compile(
    r"\b(?:what|who) (?:am (i)|(?:is|was) (my \w+)) ([a-z]+ (?:to|of|about|with|by|for|in|at))"
    r"\W*$"
)
"""What someone is in some way toward something or someone: "what am I allergic to?", "what is
my son afraid of?", "who am I married to?"."""
HOW_OLD = "how old"
_SELF_ASK = re.compile(
    r"\b(?:who|what) are you\b|\bwhat(?: is|'s) your name\b|\btell me about yourself\b|"
    r"\bintroduce yourself\b|\bwhere (?:are you from|do you come from)\b"
)
_BODY_ASK = re.compile(
    r"\bwhat (?:model|llm|language model)\b.*\byou\b|\bwhich (?:model|llm)\b|"
    r"\bwhat do you run on\b|\bwhat are you running on\b|"
    r"\bwho (?:made|created|built|trained) you\b|\bwhat powers you\b|"
    r"\bare you (?:chatgpt|gpt|claude|gemini|llama|an? (?:ai|language model|llm))\b"
)
_SAID_ASK = re.compile(
    r"\bwhat (?:did (\w+) (?:say|tell you|mention|write)|(i|we|[a-z]+) (?:said|told you|"
    r"mentioned|wrote))(?: about (.+?))?\??$"
)
"""What someone said: "what did I say about my brother?", "do you remember what I said about
my mother?"."""
_SUBJECTLESS = frozenset({"you", "it", "this", "that", "there", "they", "he", "she", "we"})


_NAMED_RELATION = re.compile(r"\b([Mm]y|[Oo]ur) (\w+) ([A-Z][\w-]*)\b")
"""One of the person's own people with a name: "my friend Ana" (asked as "where does my
friend Ana work", the name is part of who is asked about, not the verb)."""
_FULL_NAME = re.compile(r"(?<=\s)([A-ZÀ-Ý][a-zà-ÿ'-]+) (?!I\b)([A-ZÀ-Ý][a-zà-ÿ'-]+)\b")
"""A name of two words inside a question ("where does Li Wei work?"): one who is asked about."""
_NAME_JOIN = "_"


@dataclass(frozen=True)
class Ask:
    """One question, read: `what` it asks (a slot of someone — what, where, when, who, which,
    how old, how many —, whether something holds of them, who someone named is, who did
    something, what someone said, the person's name, what is known of someone, the mind itself
    or its body) and of whom (`subject`, keyed as beliefs are: "speaker", "speaker's son",
    "tom")."""

    what: Literal["name", "about", "slot", "confirm", "who", "doer", "said", "self", "body"]
    subject: str = "speaker"
    verb: str = ""
    topic: str = ""
    detail: str = ""
    """How the answer's object begins ("allergic to"), or the participle it was said with
    ("born"), when the question names it."""
    past: bool = False
    """Asked in the past ("when was I born?", "when did I move?")."""
    about: tuple[str, ...] = ()
    """The question's words after its verb ("when did I move to Lisbon?" → lisbon)."""
    kind: str = ""
    """The kind of thing asked for, when the question names one ("which sports do I play?" →
    sports)."""
    tentative: bool = False
    """The records' to answer only when they hold the answer ("when did we get married?")."""
    part: str = ""
    """The question as the person wrote it."""
    together: str = ""
    """One of the person's own and someone of theirs, when asked of together ("my daughter
    and her husband"); `subject` is the person's own one."""


def asks_which_part(ask: Ask) -> bool:
    """Whether `ask` asks which part of something a state is of ("which ear am I deaf in?":
    the state and its preposition are what it is `about`)."""
    return bool(ask.kind) and ask.verb == "be" and len(ask.about) == 2


def asks_of_a_thing(ask: Ask) -> bool:
    """Whether `ask` asks when or where a thing the person spoke of is ("when is the
    wedding?"), not one of theirs or someone named (see `_of_the_thing`)."""
    return (
        ask.what == "slot"
        and ask.tentative
        and ask.verb == "be"
        and ask.topic in ("when", "where")
        and not ask.subject.startswith("speaker")
    )


def read_questions(text: str) -> list[Ask]:
    """What each question of `text` asks of the records."""
    asks: list[Ask] = []
    marked = [chunk.strip() for chunk in text.split("?")[:-1]]
    for part in re.split(r"\?|\band\b(?= (?:what|where|who|which|when)\b)", text):
        joined = _NAMED_RELATION.sub(rf"\1 \2{_NAME_JOIN}\3", part)
        if re.search(r"\b[a-z]", part):  # not a question Written In Capitals
            joined = _FULL_NAME.sub(rf"\1{_NAME_JOIN}\2", joined)
        plain = " ".join(expand_contractions(joined).lower().split())
        direct = _direct(plain)
        if _asked_plainly(part, marked, plain):
            direct = _with_auxiliary(direct)
        # "our anniversary" is theirs, and so are "the twins" ("how old are the twins?")
        lowered = _THE_OWN.sub(_ones_own, _OUR.sub("my", _put_plainly(direct)))
        pair = _AND_THEIRS_ASK.search(_OUR.sub("my", plain))
        together = pair.group(0) if pair else ""
        if who := _WHO_IS.match(part):
            asks.append(Ask("who", who.group(1).lower(), part=part.strip()))
        elif doer := _doer(lowered):
            asks.append(replace(doer, part=part.strip()))
        elif lowered:
            asks.extend(replace(ask, part=part.strip(), together=together) for ask in _ask(lowered))
    return [replace(ask, subject=ask.subject.replace(_NAME_JOIN, " ")) for ask in asks]


_PETS = "|".join(sorted(members("pet"), key=len, reverse=True))
_THE_OWN = re.compile(
    rf"\bthe ({_PETS}|twins|triplets|kids|children|boys|girls|baby|grandkids|grandchildren"
    r"|dogs|cats)(s(?= name\b))?\b"
)
"""One's own, asked of as "the" ones, as a family speaks of them ("how old are the twins?",
"what's the dog's name?", "What's the parrot called?", "whats the parrots name"); not "how old
is the universe?"."""


def _ones_own(found: re.Match[str]) -> str:
    """ "the twins" as "my twins", "the parrots (name)" as "my parrot's (name)"."""
    return f"my {found[1]}'s" if found[2] else f"my {found[1]}"


_EMBEDDED = re.compile(
    r"^\W*(?:do you (?:know|remember)|can you (?:tell|remind) me|tell me|remind me)\s+"
    r"(what time|what|where|when|who|which|how old|how many \w+)\s+(i|my [\w' ]+?|[a-z][\w-]*)"
    r"\s+(\w+)"
    r"(.*)$"
)


_WHO_DID = re.compile(r"^\W*who (?:(?:just|recently|also|once) )?([a-z]+) ([a-z].*?)\W*$")
"""Who did something ("who just had twins?"): the records' to answer only when they hold it
("who won the world cup?" is the world's)."""


_WHO_IS_DOING = re.compile(r"^\W*who (?:is|are) ([a-z]+ing) ([a-z].*?)\W*$")
"""Who is doing something ("who is coming to stay?")."""


def _doer(lowered: str) -> Ask | None:
    """The question for who did something, when `lowered` asks it with a verb the claims
    grammar knows in its past or third person ("had", "adopted", "lives")."""
    found = _WHO_IS_DOING.match(lowered) or _WHO_DID.match(lowered)
    if found is None or found.group(1) in _BE or found.group(1) in ("do", "does", "did"):
        return None
    verb = verb_lemma(found.group(1))
    if verb == found.group(1):  # "who knows", said as it is, may be no deed at all
        return None
    about = _content_words(found.group(2))
    return Ask("doer", "", verb, "who", about=about, tentative=True) if about else None


def _direct(lowered: str) -> str:
    """A question asked inside another put directly: "do you remember what my job is?" →
    "what is my job", "do you know where I live?" → "where do i live"."""
    found = _EMBEDDED.match(lowered)
    if found is None:
        return lowered
    wh, whose, verb, rest = found.groups()
    if whose in _SUBJECTLESS or whose in DETERMINERS:
        return lowered  # "do you know what time it is?"
    if verb in ("am", "is", "are", "was", "were") and not rest.strip():
        return f"{wh} {verb} {whose}"
    lemma = verb_lemma(verb)
    auxiliary = "do" if whose == "i" else "does"
    if verb.endswith("ed") or (lemma != verb and not verb.endswith("s")):
        auxiliary = "did"  # "where I grew up", "what I told you"
    return f"{wh} {auxiliary} {whose} {lemma}{rest}"


def _asked_plainly(part: str, marked: list[str], plain: str) -> bool:
    """Whether `part` is put as a question (it ends in a question mark, or is a few words on
    their own), so that a question without its "do" may be read in it: "where i work?" is one,
    "when i go to work i take the bus" is no question."""
    said = part.strip()
    return bool(said) and (
        any(chunk.endswith(said) for chunk in marked) or len(plain.split()) <= _FEW_WORDS
    )


_FEW_WORDS = 5
"""The most words a question typed without a question mark is taken to have ("when baby
come")."""
_ASKING_BARE = re.compile(r"^(\W*(?:what|where|when|which|who|how often|how many \w+)) (.+)$")
_AUXILIARIES = frozenset(
    {"am", "is", "are", "was", "were", "be", "do", "does", "did", "have", "has", "had", "can"}
    | {"could", "will", "would", "shall", "should", "may", "might", "must", "not", "if", "else"}
    | {"about", "of", "to", "kind", "sort", "type"}
)
"""Words after a question word that show it is asked with its auxiliary, or asks otherwise
("what if …", "what kind of …")."""
_FIRST_AND_SECOND = frozenset({"i", "you", "we", "they"})
_POSSESSIVES = frozenset({"my", "our", "your", "his", "her", "their", "the"})
_AFTER_DOING = frozenset({"for", "at", "in", "on", "now", "there", "here", "with"})
"""What may follow "do" or "have" said as the verb itself ("what my wife do for work?")."""


def _with_auxiliary(lowered: str) -> str:
    """A question asked without its "do", as one learning English may ask it, put with it:
    "where i work?" → "where do i work", "which team i like?" → "which team do i like",
    "where i am from?" → "where am i from", "what is the work of jorge?" → "what does jorge do",
    "when baby come?" → "when does baby come", "what my wife do?" → "what does my wife do".
    Only a verb's base form after a subject makes one: "which bus goes to town?" and "who
    told you?" ask of the one who does. Only the last sentence is read so ("I moved here last
    year. where i work?")."""
    cut = max((found.end() for found in _SENTENCE_END.finditer(lowered)), default=0)
    return lowered[:cut] + _asked_with_auxiliary(lowered[cut:])


_SENTENCE_END = re.compile(r"[.!;]\s+")


def _asked_with_auxiliary(lowered: str) -> str:
    """One sentence's question put with its auxiliary (see `_with_auxiliary`)."""
    lowered = _WORK_OF_ASK.sub(r"what does \1 do", _BE_AFTER_SUBJECT.sub(r"\1 \3 \2", lowered))
    found = _ASKING_BARE.match(lowered)
    if found is None:
        return lowered
    words = found[2].split()
    for skipped in (1, 0):  # "which team i like", "where i work"
        if skipped and (
            found[1].strip() not in ("what", "which")
            or words[0] in _AUXILIARIES
            or words[0] in _POSSESSIVES
        ):
            continue
        for size in (1, 2):  # "i", "my son"
            at = skipped + size
            subject = words[skipped:at]
            if at >= len(words) or subject[0] in _AUXILIARIES:
                continue
            if size == 2 and subject[0] not in _POSSESSIVES:
                continue
            verb, after = words[at], words[at + 1 : at + 2]
            done = verb in ("do", "have") and set(after) <= _AFTER_DOING  # "what my wife do"
            if not done and (verb in _AUXILIARIES or verb not in KNOWN_VERBS):
                continue
            if verb_lemma(verb) != verb:
                continue
            auxiliary = "do" if subject[0] in _FIRST_AND_SECOND else "does"
            return " ".join((found[1], *words[:skipped], auxiliary, *words[skipped:]))
    return _BARE_POSSESSIVE.sub(r"\1\2's \3", lowered)


_BE_AFTER_SUBJECT = re.compile(
    r"^(\W*(?:where|what|who|how old|when)) (i|you|he|she|we|they) (am|is|are|was|were)\b"
    r"(?=(?: [\w'-]+){0,3}\W*$)"
)
"""A question with its subject before "be", as one learning English may ask it ("where I am
from?")."""
_WORK_OF_ASK = re.compile(
    r"\bwhat is the (?:work|job) of ((?:my|our|his|her) [a-z]+|[a-z][\w'-]*)\b"
)
"""What someone does asked as "the work of" them ("what is the work of Jorge?")."""
_BARE_POSSESSIVE = re.compile(
    r"^(\W*(?:what|where|when)(?: is|'s| was) )"
    r"(?!(?:my|our|your|his|her|their|the|a|an|this|that|it|there)\b)([a-z][\w-]*) "
    r"(job|work|name|surname|age|birthday|address|email|hobby|school|favourite \w+)\b"
)
"""Someone named and a thing of theirs, without the "'s" ("what is Cian job?")."""


_OUR = re.compile(r"\bour\b")
_LIKED_MOST = re.compile(
    r"\b(?:what|which) (\w+) do i (?:like|love|enjoy|prefer) (?:the )?(?:best|most)\b"
)


def _put_plainly(lowered: str) -> str:
    """A question put the way the records are read: one's full name or surname as one's name,
    what one usually has for a meal as one's usual meal, "usually" and the like left out,
    one's job before as what one did before
    ("what was my job before?" → "what did i do before"), what one works as as what one does,
    one of theirs and their partner as the one of theirs, since when as how long, what one
    drives (or makes, or sells) for a living as what one does, who lives with one as whom one
    lives with, what one cannot stand as what one hates, when one's baby is due as when one
    is expecting it, what (or which) medication one is on as what one is on, where one goes to
    university as where one studies, how long one has been together with someone as how
    long one has been with them, the subjects one takes as
    what one studies, what one is obsessed with as
    what one loves, what one likes best as
    one's favourite ("what food do I like best?" → "what is my favourite food", said as "my
    favourite food is …"), what people call one as one's nickname, a kind of thing as which
    one ("what kind of dog do I have?" → "which dog do i have"), one's nationality as where one
    is from, whom one drives (or cooks)
    for as whom one works for, what is wrong with someone named as what they have, and "do you
    know my wife's name?" as "what is my wife's name", someone and oneself as "we",
    someone's thing without an apostrophe as theirs, and when someone named has their wedding
    as when they get married."""
    lowered = _WHOLE_NAME.sub("my name", lowered)
    lowered = _USUAL_FOR.sub(r"what is my usual \2", lowered.replace("go-to", "usual"))
    lowered = _ADVERB_ASKED.sub(r"\1 \2 ", _HAVE_GOT.sub(_having, lowered))
    lowered = _SOMEONE_AND_I.sub(r"\1 we", lowered)
    lowered = _THEIRS_UNMARKED.sub(r"\1 \2 \3's \4 \5", lowered)
    lowered = _NAMED_WEDDING_ASK.sub(r"when \1 \2 getting married", lowered)
    lowered = _PERFECT_ASK.sub(_as_done, lowered)
    lowered = _WAS_BEFORE_RETIRING.sub(r"what did \1 do before", lowered)
    lowered = _SERVICE_ASKED.sub(r"what \1 \2 in", lowered)
    lowered = _JOB_BEFORE.sub(_work_before, _USED_TO_DO.sub(r"what did \1 do before", lowered))
    lowered = _USED_TO.sub(r"what did \1 \2", lowered)
    lowered = _HOW_FAR.sub(r"what \1 ", _SINCE_WHEN.sub("how long", lowered))
    lowered = _FOR_A_LIVING.sub(r"what do \1 do for a living", lowered)
    lowered = _WORK_AS.sub(r"what \1 \2 do", _AND_THEIRS_ASK.sub(r"\1", lowered))
    lowered = _WORKING_FOR.sub(r"who \1 \2 work for", lowered)
    lowered = _WRONG_WITH_SOMEONE.sub(r"what does \1 have", lowered)
    lowered = _TRAINING_AS.sub(_training_as, lowered)
    lowered = _WHO_WITH_ME.sub(_with_me, lowered)
    lowered = _LIKED_MOST.sub(r"what is my favourite \1", lowered)
    lowered = _KIND_OF.sub(r"which \1", _CANNOT_STAND_ASK.sub(_hating, lowered))
    lowered = _DUE_ASK.sub(r"when am i expecting my \1", lowered)
    lowered = _TREATED_WITH.sub(r"what \1 on", lowered)
    lowered = _GOING_TO_STUDY.sub(_studying_where, lowered)
    lowered = _TOGETHER_ASK.sub(_together_with, lowered)
    lowered = _SUBJECTS_TAKEN.sub("what do i study", lowered)
    lowered = _NATIONALITY_ASK.sub("where am i from", lowered)
    lowered = _LOVED_ASK.sub(partial(_what_they, verb="love"), lowered)
    lowered = _NAME_OF_THE.sub(_which_one, lowered)
    lowered = _CALLED_BY_OTHERS_ASK.sub("what is my nickname", lowered)
    return _DO_YOU_KNOW_MY.sub(r"what is \1", lowered)


def _studying_where(found: re.Match[str]) -> str:
    verb = found[1]
    return f"where {verb} {found[2]} {'studying' if verb in ('is', 'are', 'am') else 'study'}"


_CALLED_BY_OTHERS_ASK = re.compile(
    r"\bwhat do (?:people|everyone|everybody|my friends|my mates|most people|they) call me\b"
)
"""What others call one, asked as one's nickname (as it was read: "everyone calls me Ify")."""
_DUE_ASK = re.compile(
    r"\bwhen (?:is|are) (?:my|our|the) ((?:\w+ )?(?:baby|(?:grand)?child|grandbaby|twins)) due\b"
)
"""When one's baby is due, asked as when one is expecting it ("we're expecting our first baby
in March")."""
_TREATED_WITH = re.compile(
    r"\b(?:what|which) (?:medication|medications|medicine|medicines|meds|drugs|pills|tablets"
    r"|treatment) (am i|are we|is (?:my|our) \w+) on\b"
)
"""What medication one is on, asked as what one is on (as it was read: "I'm on statins")."""
_TOGETHER_ASK = re.compile(
    r"\bhow long have (?:me and ([a-z]+)|([a-z]+) and (?:i|me)|i and ([a-z]+)) been "
    r"(together|dating|going out)\b"
)
"""How long one has been with someone, asked of the two ("how long have me and ama been
together") as how long one has been with them (as it was read: "together with my girlfriend
Ama")."""


def _together_with(found: re.Match[str]) -> str:
    other = found[1] or found[2] or found[3]
    return f"how long have i been {found[4]} with {other}"


_GOING_TO_STUDY = re.compile(
    r"\bwhere (is|are|am|do|does|did) (i|we|my \w+|[a-z]+) (?:go|going|headed|heading|off) to "
    r"(?:university|uni|college|school)\b"
)
"""Where one goes to university, asked as where one studies ("starting university in Leeds")."""
_NATIONALITY_ASK = re.compile(
    r"\bwhat (?:nationality am i|is my nationality|country am i from|country do i come from)\b"
)
"""One's nationality, asked as where one is from (answered by "I'm from Lagos" or "Spanish")."""
_SUBJECTS_TAKEN = re.compile(
    r"\bwhat (?:a[- ]?levels?|gcses|highers|subjects|modules|courses|classes) (?:am i|do i)"
    r" (?:doing|taking|studying|do|take|study)\b"
)
"""The subjects one takes, asked as what one studies (as it was read: "maths physics and
chemistry" after "doing a levels")."""
_LOVED_ASK = re.compile(
    r"\bwhat (am i|are we|is (?:my|our) \w+|is [a-z]+) (?:obsessed with|crazy about|mad about)"
    r"|\bwhat (is (?:my|our) \w+) into(?=\W*$)"
)
"""What one is obsessed with, asked as what one loves (as it was read: "obsessed with Minecraft"
is loving it), and what one of one's people is into ("what is my son into?" after "mad about
chess"); what one is into oneself is said back as one said it."""


def _what_they(found: re.Match[str], verb: str) -> str:
    """A question of what someone is ("what is my son obsessed with", "what am i training as")
    as what they `verb` ("what does my son love", "what do i do")."""
    whose = found.group(1) or found.group(2)
    if whose in ("am i", "are we"):
        return f"what do {whose.split()[1]} {verb}"
    return f"what does {whose.removeprefix('is ')} {verb}"


def _training_as(found: re.Match[str]) -> str:
    """ "what am i training to be" as "what am i training"; "what is jess studying to become"
    (or qualifying as) as what she does ("what am i studying" asks a subject, not a trade)."""
    if found.group(2) != "training":
        return _what_they(found, verb="do")
    return f"what {found.group(1)} training"


_CANNOT_STAND_ASK = re.compile(
    r"\bwhat (?:(?!can\b)[a-z]+ )?(?:can not|cannot|can't|cant) (i|we|my \w+|[a-z]+)"
    r" (?:stand|bear|stomach)\b"
)
"""What one cannot stand (or what food, say), asked as what one hates (as it was read: "I can't
stand the cold")."""


def _hating(found: re.Match[str]) -> str:
    """ "what can not i stand" → "what do i hate"."""
    whose = found.group(1)
    return f"what {'do' if whose in ('i', 'we') else 'does'} {whose} hate"


_USUAL_FOR = re.compile(
    r"\bwhat do (i|we) (?:usually|normally|generally|typically) (?:have|eat|drink|get) for (\w+)"
)
"""What one usually has for a meal, as one's usual meal ("my go-to breakfast is toast")."""
_ADVERB_ASKED = re.compile(
    r"\b(do|does|did|am|is|are|was|were|have|has|had) (i|we|my \w+|[a-z]+) (?:usually|normally"
    r"|generally|typically|often|always|sometimes|still|really|actually|originally|currently|just|ever"
    r"|recently|also|already|first|last|once) "
)
"""How often or since when, left out of a question as out of what was told ("what do I usually
read?", "where am I originally from?", "what did Leo just do?")."""
_THEIRS_UNMARKED = re.compile(
    r"\b(what|which) (is|was) (?!(?:his|this|its|hers|ours|yours|theirs|us)\b)"
    r"([a-z]{2,}[^es'\W])s ([a-z]+) (called|named)\b"
)
"""Someone's thing asked after with no apostrophe ("what is mias horse called?" → "what is
mia's horse called"): a word in "s" before what is called something is whose it is (not in
"es": "james horse" may be James's)."""
_NAMED_WEDDING_ASK = re.compile(
    r"\bwhen (is|was) (?!(?:my|the|his|her|their|our|your|this|that)\b)"
    r"([a-z]{2,}?)(?:'s|(?<=[^es'\W])s) wedding\b(?! anniversary| day)"
)
"""When someone named marries, asked as their wedding ("when is kierans wedding?" → "when is
kieran getting married", as "my best mate kieran is getting married in may" says it)."""
_SOMEONE_AND_I = re.compile(r"\b(do|did|have|had|were|are|will) (?:my \w+|[a-z]+) and i\b")
"""Someone and the person asking, asked of together, as "we" ("where did Marcus and I meet?":
"we met at a climbing gym")."""
_PERFECT_ASK = re.compile(
    r"\b(what|which|where|when|who|how much)((?: [a-z]+)?) (?:have|has) (i|we|my \w+|[a-z]+) "
    r"(?!been\b|got\b)([a-z]+(?:ed|en|wn|ne|nt|ht|ld|ng|un|um|nk|de|ft|st|ot|id)|had)\b"
)
"""Something done, asked in the present perfect ("what instrument have I taken up?", "how much
have I saved?", "what operations have I had?"), asked as done ("… did I take up?"): answered
by what was done, or else by what is ("I've taken up the sitar", said back as "You took up the
sitar")."""


def _as_done(found: re.Match[str]) -> str:
    """ "what instrument have i taken up" → "what instrument did i take up" (a word that is no
    verb's participle is left as it was: "what have i got")."""
    asked, kind, whose, done = found.groups()
    lemma = verb_lemma(done)
    if lemma == done:
        return found.group(0)
    return f"{asked}{kind} did {whose} {lemma}"


_HAVE_GOT = re.compile(r"\b(have|has) (i|we|you|they|my \w+|[a-z]+) got\b")
"""Having asked with "got" ("how many grandchildren have I got?"), which is not getting."""


def _having(found: re.Match[str]) -> str:
    """ "have i got" → "do i have", "has tom got" → "does tom have"."""
    auxiliary, whose = found.groups()
    return f"{'does' if auxiliary == 'has' else 'do'} {whose} have"


_WHOLE_NAME = re.compile(r"\bmy (?:full|whole|real|first|last|family|complete) name|\bmy surname")
"""One's full name, or a part of it, asked as one's name: "Your name is Nadia Haddad." holds it."""


def _with_me(found: re.Match[str]) -> str:
    """ "who lives with me" → "who do i live with"."""
    verb, preposition = found.groups()
    return f"who do i {verb_lemma(verb)} {preposition}"


def _work_before(found: re.Match[str]) -> str:
    """ "what was my job before" → "what did i do before"."""
    mine, whose, when = found.groups()
    return f"what did {'i' if mine else whose} do {when}"


def _which_one(found: re.Match[str]) -> str:
    """ "what's the name of the city I live in" → "which city do i live in"."""
    thing, whose, verb = found.groups()
    return f"which {thing} {'do' if whose == 'i' else 'does'} {whose} {verb}"


_SINCE_WHEN = re.compile(r"^since when\b")
_HOW_FAR = re.compile(r"^how far (do|does|did) ")
"""How far one goes, asked as what distance one goes ("how far do I walk every morning?")."""
_USED_TO_DO = re.compile(r"\bwhat did (i|my \w+|[a-z]+) used? to do\b")
"""What one used to do, asked as what one did before ("what did I use to do?", and as it is
often typed, "what did I used to do?")."""
_USED_TO = re.compile(r"\bwhat did (i|my \w+|[a-z]+) used? to (?!do\b|be\b)([a-z]+)\b")
"""What one used to do in one's work or life, asked as what one did ("what did I use to teach?"
as "what did i teach", which "a retired French teacher" answers)."""
_WAS_BEFORE_RETIRING = re.compile(
    r"\bwhat (?:was|were) (i|we|my \w+|[a-z]+) before (?:i|we|he|she|they) retired\b"
)
"""What one was before retiring, asked as what one did before ("what was I before I retired?"
had been read as "I" doing "before")."""
_SERVICE_ASKED = re.compile(
    r"\b(?:which|what) (?:service|branch(?: of the (?:armed )?(?:forces|military))?|regiment)"
    r" (was|were|is|are|am) (i|we|my \w+|[a-z]+) in\b"
)
"""The service one is or was in, asked by its kind ("Which service was I in?" as "what was I
in?", which "I was in the Royal Navy" answers)."""
_AND_THEIRS_ASK = re.compile(r"\b((?:my|our) [a-z-]+) and (?:her|his|their) [a-z-]+\b(?= \w)")
"""One of the person's own and someone of theirs, asked of together ("what do my daughter and
her husband do?"), asked of the person's own: what was told of both was told of each."""
_TRAINING_AS = re.compile(
    r"\bwhat (am i|are we|is (?:my|our) \w+|is [a-z]+) (training|studying|qualifying) "
    r"(?:as|to be|to become)\b"
)
"""What one is training to be, asked as what one is training in: "i work in a call centre but
im training to be a plumber" answers it, and, failing that, what one does ("apprentice
electrician in leeds")."""


_WORK_AS = re.compile(r"\bwhat (do|does|did) (i|we|my \w+|[a-z]+) work as\b")
"""What one works as, asked as what one does ("what did I work as?" → "what did i do")."""
_WORKING_FOR = re.compile(
    r"\b(?:who|which (?:company|firm|agency|business|employer)) (do|does|did) (i|we|my \w+|[a-z]+)"
    r" (?:drive|teach|clean|cook|deliver|write|care|nurse) for\b"
)
"""Whom one drives (or cleans, or cooks) for, asked as whom one works for ("who do I drive
for?": "a bus driver for Arriva")."""
_WRONG_WITH_SOMEONE = re.compile(
    r"\bwhat(?:'s| is| was) (?:wrong|the matter) with "
    r"(?!(?:my|me|you|it|the|this|that|him|her|them|us|your)\b)([a-z][\w-]*)\W*$"
)
"""What is wrong with someone named, asked as what they have ("what's wrong with mochi?":
"Your cat Mochi has kidney disease.")."""
_FOR_A_LIVING = re.compile(r"\bwhat do (i|you|we|they) \w+ for a living\b")
_WHO_WITH_ME = re.compile(r"^who ([a-z]+s) (with|for|near) (?:me|us)$")
_JOB_BEFORE = re.compile(
    r"\bwhat (?:was|were) (?:(my) |(\w+)'s )(?:job|occupation|profession|work|career) "
    r"(before|previously|earlier)\b"
)
_KIND_OF = re.compile(r"\bwhat (?:kind|type|sort|breed|make) of (\w+)")
_NAME_OF_THE = re.compile(r"\bwhat(?:'s| is) the name of the (\w+) (i|my \w+) (\w+)")
_DO_YOU_KNOW_MY = re.compile(r"^\W*do you (?:know|remember) (my [\w' ]+?)\W*$")


_WHO_IS = re.compile(
    r"^\W*(?:who|what (?:breed|kind|type|sort|species)(?: of \w+)?)(?:'s|’s| is|(?<=who)s)\s+"
    r"([a-zà-ÿ][\w-]+)\W*$",
    re.IGNORECASE,
)
"""Who someone named is ("Who is Sofia?", "whos priya", "What breed is Pippo?"), to the person
asking: answered only when the records name one of theirs so ("who is he?", "who is Beyonce?"
stay open)."""


def _ask(lowered: str) -> list[Ask]:
    """What one question asks (none when it is no question the records are asked)."""
    return _of_the_exchange(lowered) or _of_someone(lowered) or _confirming(lowered)


def _of_the_exchange(lowered: str) -> list[Ask]:
    """A question about the mind itself, the person's name, what they told or said."""
    if _BODY_ASK.search(lowered):
        return [Ask("body")]
    if _SELF_ASK.search(lowered):
        return [Ask("self")]
    if _NAMING_ASK.search(lowered):
        return [Ask("name")]
    if _ABOUT_ME.search(lowered):
        return [Ask("about")]
    if (about := _ABOUT_SOMEONE_ASK.search(lowered)) and about.group(1) not in _SUBJECTLESS:
        return [Ask("about", _subject_key(about.group(1)))]
    if said := _SAID_ASK.search(lowered):
        teller = said.group(1) or said.group(2)
        who = "speaker" if teller in ("i", "we") else teller
        return [Ask("said", who, topic=said.group(3) or "")]
    return []


WRONG_WITH = "what is wrong with"
"""The topic of a question for what is wrong with a part of the person."""
_WRONG_WITH_ASK = re.compile(r"\bwhat (?:is|was|are|were) (?:wrong|the matter) with my (\w+)\W*$")
_WHICH_IS_BAD_ASK = re.compile(
    r"^\W*which (\w+?)(?:s)? (?:is|are|was) (?:bad|worse|the bad one|deaf|affected|sore|weak"
    r"|painful|dodgy|blind|the problem)\W*$"
)
"""Which of a pair of one's parts is the bad one ("Which ear is bad?"), asked as what is wrong
with it."""


_SIGHT = re.compile(
    r"\b(?:blind|(?:partially|short|long)[- ]sighted|(?:eye)?sight|vision|glaucoma|cataracts?"
    r"|macular)\b",
    re.IGNORECASE,
)
_HEARING = re.compile(r"\b(?:deaf|hearing|tinnitus)\b", re.IGNORECASE)
SENSES = {
    "eyesight": _SIGHT,
    "sight": _SIGHT,
    "vision": _SIGHT,
    "eye": _SIGHT,
    "eyes": _SIGHT,
    "hearing": _HEARING,
    "ear": _HEARING,
    "ears": _HEARING,
}
"""A sense, or the part it is in, asked of as a part of the person ("What's wrong with my
eyesight?", "… with my eyes?"), and the words that say something of it ("I'm partially
sighted", "I've got tinnitus")."""


def _of_what_is_wrong(lowered: str) -> list[Ask]:
    """ "What's wrong with my hands?": answered by what the person said of their hands ("I've
    got arthritis in my hands"), and by nothing else."""
    found = _WRONG_WITH_ASK.search(lowered) or _WHICH_IS_BAD_ASK.search(lowered)
    if found is None or (found.group(1) not in BODY_PARTS and found.group(1) not in SENSES):
        return []
    return [Ask("slot", "speaker", "be", WRONG_WITH, about=(found.group(1),))]


CANNOT = "what can't"
"""The topic of a question for what the person cannot do."""
_CANNOT_ASK = re.compile(r"^\W*what (?:can not|cannot) i (\w+)(?: (?:anymore|any more|now))?\W*$")


_WHAT_KIND_AM_I = re.compile(r"^\W*which (\w+) (am i|is my \w+)\W*$")
"""What kind of something one is, as `_put_plainly` puts it ("what kind of doctor am I?" →
"which doctor am i")."""


def _of_a_kind_one_is(lowered: str) -> list[Ask]:
    """ "What kind of doctor am I?": what the person said they are, of that kind ("a
    paediatrician at St. Mary's"), never the model speaking as the doctor."""
    found = _WHAT_KIND_AM_I.match(lowered)
    if found is None:
        return []
    whose = "speaker" if found.group(2) == "am i" else _subject_key(found.group(2)[3:])
    return [Ask("slot", whose, "be", "what", kind=found.group(1))]


def _of_how_often(lowered: str) -> list[Ask]:
    """ "How often do I go climbing?": answered by what says how often ("I go twice a week")."""
    found = _HOW_OFTEN_ASK.match(lowered)
    if found is None or found.group(1) in _SUBJECTLESS:
        return []
    whose, verb, rest = found.groups()
    about = _content_words(rest)
    # "How often do I need to water a cactus?" is the world's unless the person said.
    key = _subject_key(whose)
    return [Ask("slot", key, verb_lemma(verb), HOW_OFTEN, about=about, tentative=True)]


def _of_what_one_cannot(lowered: str) -> list[Ask]:
    """ "What can't I do anymore?", "what can't I eat?": answered in the person's own words,
    where they said what they cannot do (the beliefs keep "I don't knit", not "can't")."""
    found = _CANNOT_ASK.match(lowered)
    return [Ask("slot", "speaker", verb_lemma(found.group(1)), CANNOT)] if found else []


def _of_someone(lowered: str) -> list[Ask]:
    """A question for something the records may hold of the person or someone they told of."""
    return (
        _of_what_is_wrong(lowered)
        or _of_how_often(lowered)
        or _of_a_kind_one_is(lowered)
        or _of_what_one_cannot(lowered)
        or _of_the_thing(lowered)
        or _of_a_kind_of_question(lowered)
        or _slot_asked(lowered)
        or _why_asked(lowered)
    )


_WHY_ASK = re.compile(r"^why (do|does|did|am|is|are|was|were) (i|we|my \w+(?:'s \w+)*) (\w+)(.*)$")
"""Why the person (or one of theirs) does or is something ("why do I avoid sugar?"): answered in
their own words when they said why, and left to the model otherwise."""


def _why_asked(lowered: str) -> list[Ask]:
    found = _WHY_ASK.match(lowered)
    if found is None:
        return []
    auxiliary, whose, verb, rest = found.groups()
    if auxiliary in _BE:
        verb, rest = "be", f"{verb}{rest}"
    past = auxiliary in ("did", "was", "were")
    about = _content_words(rest)
    key = "speaker" if whose == "we" else _subject_key(whose)
    # "Why am I always tired?" is the world's to answer unless the person said why.
    return [Ask("slot", key, verb_lemma(verb), "why", past=past, about=about, tentative=True)]


def _of_a_kind_of_question(lowered: str) -> list[Ask]:
    """A question of one of the shapes asked for a name, a count, a state, a quality, how long
    or how old."""
    return _of_a_name_count_or_state(lowered) or _of_a_standing_or_span(lowered)


def _of_a_name_count_or_state(lowered: str) -> list[Ask]:
    """A question for a name, a count, a state, a quality or the way one gets somewhere."""
    if named := _NAME_OF_ASK.search(lowered):
        whose = next(group for group in named.groups() if group)
        return [Ask("slot", _subject_key(whose), verb="be", topic=NAME_OF)]
    counted = _HOW_MANY_ASK.search(lowered)
    if counted and (counted.group(2) == "we" or counted.group(2) not in _SUBJECTLESS):
        noun, whose, verb = counted.groups()
        whose = "i" if whose == "we" else whose  # "we have three cats" is the person's own
        return [
            Ask("slot", _subject_key(whose), verb=verb_lemma(verb), topic=HOW_MANY, about=(noun,))
        ]
    if amount := _HOW_MUCH_ASK.search(lowered):
        auxiliary, whose, verb = amount.groups()
        whose = "i" if whose == "we" else whose
        past = auxiliary not in ("do", "does")
        return [Ask("slot", _subject_key(whose), verb=verb, topic=HOW_MUCH, past=past)]
    if (passive := _PASSIVE_ASK.search(lowered)) and passive.group(3) not in _SUBJECTLESS:
        topic, auxiliary, whose, participle = passive.groups()
        if (last := lowered[passive.end() :].strip(" ?.!")) in _ENDING_PREPOSITIONS:
            participle = f"{participle} {last}"  # "who am I married to?"
        past = auxiliary in ("was", "were")
        first = participle.split()[0]  # "what am I saving for?": save
        verb = verb_lemma(first) if first.endswith("ing") else "be"
        key = _subject_key(whose)
        return [Ask("slot", key, verb=verb, topic=topic, detail=participle, past=past)]
    if state := _STATE_ASK.search(lowered):
        whose = _subject_key(state.group(1) or state.group(2))
        return [Ask("slot", whose, verb="be", topic="what", detail=state.group(3))]
    if quality := _QUALITY_ASK.search(lowered):
        asked, kind, whose = quality.groups()
        of_a_name = not whose.startswith("my ")
        key = _subject_key(whose)
        return [Ask("slot", key, verb="be", topic=asked, kind=kind, tentative=of_a_name)]
    if (way := _WAY_ASK.search(lowered)) and way.group(1) not in _SUBJECTLESS:
        whose, place = way.groups()
        return [Ask("slot", _subject_key(whose), "get", "how", about=("to", *place.split()))]
    return []


def _of_a_standing_or_span(lowered: str) -> list[Ask]:
    """A question for where someone stands, which part a state is of, what is theirs, how long
    or how old."""
    if (standing := _STANDING_ASK.search(lowered)) and standing.group(3) not in _SUBJECTLESS:
        kind, auxiliary, whose, place = standing.groups()
        key, past = _subject_key(whose), auxiliary in ("was", "were")
        return [Ask("slot", key, verb="be", topic="what", kind=kind, past=past, about=(place,))]
    if (part := _WHICH_PART_ASK.search(lowered)) and part.group(3) not in _SUBJECTLESS:
        kind, auxiliary, whose, state, preposition = part.groups()
        key, past = _subject_key(whose), auxiliary in ("was", "were")
        asked = Ask("slot", key, "be", "which", past=past, about=(state, preposition), kind=kind)
        return [asked]
    theirs = _SOMEONES_ASK.search(lowered)
    if theirs and personal_of_someone(whose := f"{theirs.group(1)}'s {theirs.group(2)}"):
        return [Ask("slot", whose, verb="be", topic="what")]
    if (held := _SOMEONES_THING.search(lowered)) and held.group(2) not in ("my", "your"):
        topic, owner, thing = held.groups()
        return [Ask("slot", f"{owner}'s {thing}", verb="be", topic=topic)]
    if (mine := _WHAT_IS_MY.search(lowered)) and not _ends_verbal(mine.group(3)):
        topic = "when" if mine.group(1) in _WHAT_TIME else mine.group(1)
        was = mine.group(2) is not None  # "what was my job?"
        whose, detail = mine.group(3), ""
        if whose.endswith(" about"):  # "what's my thesis about?"
            whose, detail = whose.removesuffix(" about"), "about"
        key = _subject_key(whose)
        return [Ask("slot", key, verb="be", topic=topic, detail=detail, past=was)]
    lasting = _HOW_LONG_ASK.search(lowered)
    if lasting and lasting.group(1) not in _SUBJECTLESS and not _HOW_LONG_TO.match(lowered):
        auxiliary, whose, verb = lasting.groups()
        about = _content_words(lowered[lasting.end() :])
        being = verb in ("a", "an", "the")  # "how long was I a postman?"
        if verb in _BEING_SO or verb in _BEEN_IN:
            # "how long have we been together?", "how long have I been in Dublin?": a state or
            # a place, not a verb
            being, about = True, (verb, *about)
        lemma, past = ("be", auxiliary in ("was", "were")) if being else (verb_lemma(verb), False)
        key = "speaker" if whose == "we" else _subject_key(whose)
        return [Ask("slot", key, lemma, HOW_LONG, past=past, about=about)]
    if (age := _AGE_ASK.search(lowered)) and age.group(1) not in _SUBJECTLESS:
        coming = TURNING if _AGE_TO_COME.search(lowered) else ""
        whose = age.group(1)
        if whose in _BY_ORDER and (child := _CHILD_AFTER.match(lowered, age.end())):
            whose += f" {child.group(1)}"  # "how old is my youngest grandchild?"
        return [Ask("slot", _subject_key(whose), verb="be", topic=HOW_OLD, detail=coming)]
    return []


_BY_ORDER = frozenset({"my eldest", "my oldest", "my youngest"})
CHILD_WORDS = r"(?:sons?|daughters?|lads?|boys?|girls?|kids?|child|children)"
"""The words for one's children, which a question by birth order may name."""
_CHILD_AFTER = re.compile(rf"\s+((?:grand)?{CHILD_WORDS})\b")
"""The children a question names by birth order may be narrowed to ("my youngest son")."""

TURNING = "turning"
"""The detail of an age asked as the one to come ("How old am I turning?")."""
_AGE_TO_COME = re.compile(r"\bturning\b|\bnext birthday\b")
"""An age asked as the one to come at the next birthday ("how old am I turning?", "how old
will she be on her next birthday?"); not at a date ("how old will I be in 2030?")."""


_BEEN_IN = frozenset({"in", "at", "with", "on"})
"""Where or with whom one has been, asked how long ("how long have I been in Dublin?")."""
_BEING_SO = frozenset({"together", "sober", "vegan", "vegetarian", "here", "there"})
"""States asked of how long one has been in them ("how long have we been together?")."""


def _slot_asked(lowered: str) -> list[Ask]:
    """A question for what, where, when, who or which of someone, asked with its verb."""
    slot = _SLOT_ASK.search(lowered) or _CHOSEN_ASK.search(lowered)
    if slot is None:
        return []
    asked, whose, verb_said = (group for group in slot.groups() if group)
    if whose in _SUBJECTLESS and whose != "we":
        return []
    topic = "when" if asked in _WHAT_TIME else asked.split()[0]
    past = lowered[slot.end(1) :].split(maxsplit=1)[0] in ("did", "was", "were")
    about = _content_words(lowered[slot.end() :])
    verb = verb_lemma(verb_said)
    # "When did we get married?" is the person's own only when they told it ("we landed on
    # the moon" they did not).
    we = whose == "we"
    key = "speaker" if we else _subject_key(whose)
    if verb_said in _PLACE_WORDS and lowered[slot.end(1) :].split(maxsplit=1)[0] in _BE:
        # "where am I from?": what someone is from, as "I am from Brazil" was said.
        return [Ask("slot", key, "be", topic, detail=verb_said, past=past)]
    kind = asked.split()[-1] if slot.re is _CHOSEN_ASK and topic != "when" else ""
    last = lowered.rsplit(maxsplit=1)[-1]
    if topic == "who" and last in _ENDING_PREPOSITIONS:
        about = (last, *about)  # "who do I live with?": with whom, not who lives
    if topic == "where" and last in ("from", "to"):
        about = (last, *about)  # "where did I move from?": from where, not where to
    auxiliary = lowered[slot.end(1) :].split(maxsplit=1)[0]
    going_on = verb_said if verb_said.endswith("ing") and auxiliary in _BE else ""
    # "What do I give my dog to kill the worms?" and "What shoes do I need for hiking?" ask for
    # advice: the records' only if they say.
    rest = lowered[slot.end() :]
    advice = (topic == "what" and _FOR_A_PURPOSE.search(rest) is not None) or (
        verb == "need" and topic in ("what", "when") and _NEEDED_FOR.search(rest) is not None
    )
    return [
        Ask(
            "slot",
            key,
            verb,
            topic,
            going_on,
            past=past,
            about=about,
            tentative=we or advice,
            kind=kind,
        )
    ]


_FOR_A_PURPOSE = re.compile(r"\bto (?:kill|get rid of|treat|cure|prevent|soothe|ease)\b")
"""What one asks to do something with ("what do I give my dog to kill the worms?", "what do I
take to ease a headache?"): advice, not what one told."""
_NEEDED_FOR = re.compile(r"\bfor (?!(?:tomorrow|today|tonight|now|later|next)\b)\S")
"""What one needs something for ("what wetsuit thickness do I need for the North Sea?", "what
time do I need to leave for a 9am flight?"): advice, not what one told; what one needs for a
day ("… for tomorrow?") is what one said."""
_THE_THING_ASK = re.compile(  # "when is the wedding?", "where is the party?", "when is choir?",
    # "where is kenji?"
    r"^\W*(when|where) (is|was|are|were) the ([a-z]+(?: (?!due\b)[a-z]+)?)(?: due)?\W*$"
    r"|^\W*(when|where) (is|was) ([a-z]+)\W*$"
)


def _of_the_thing(lowered: str) -> list[Ask]:
    """ "When is the wedding?", "where was the party?": the records' to answer only when the
    person told them ("when is the world cup?" is the world's)."""
    found = _THE_THING_ASK.match(lowered)
    if found is None:
        return []
    topic, auxiliary, thing = (group for group in found.groups() if group)
    return [Ask("slot", thing, "be", topic, past=auxiliary in ("was", "were"), tentative=True)]


_PLACE_WORDS = frozenset({"from", "in", "at", "with", "on"})
_ENDING_PREPOSITIONS = frozenset({"to", "with", "after", "by", "for", "from", "in", "at", "of"})


def _confirming(lowered: str) -> list[Ask]:
    """A question whether something holds of someone, or none."""
    confirm = _CONFIRM_ASK.search(lowered)
    if confirm is None or confirm.group(2) in _SUBJECTLESS:
        return []
    auxiliary, whose, rest = confirm.groups()
    verb, _, after = rest.partition(" ")
    if auxiliary in _BE:
        verb, after = "be", rest
    elif verb_lemma(verb) not in _PERSONAL_VERBS or (verb == "have" and after.startswith("to ")):
        return []  # "do I need a visa?", "do I have to pay?": the world's to answer
    past = auxiliary in ("did", "was", "were")
    about = _content_words(after)
    # "Can I eat gluten?" is the records' when they say ("I can't eat gluten"), else the world's.
    able = auxiliary in ("can", "could")
    key = _subject_key(whose)
    return [Ask("confirm", key, verb_lemma(verb), past=past, about=about, tentative=able)]


_BE = frozenset({"am", "is", "are", "was", "were"})
_PERSONAL_VERBS = frozenset(
    {"like", "love", "hate", "enjoy", "prefer", "want", "have", "own", "live", "work", "play"}
    | {"speak", "drive", "study", "eat", "drink", "smoke", "teach", "attend", "go", "visit"}
)
"""Verbs whose "do I …?" asks what the person told of their own life ("do I like coffee?"),
not what anyone needs or must do ("do I need a visa for Japan?")."""
PERSONAL_STATES = frozenset(
    {"married", "single", "divorced", "engaged", "widowed", "pregnant", "retired", "allergic"}
    | {"vegetarian", "vegan", "employed", "unemployed"}
)
"""States whose "am I …?" asks what the person told ("am I married?"); any other "am I …?" is
answered from the records only when they hold it."""
_CONFIRM_ASK = re.compile(
    r"^\W*(?:(?:so|and|but|ok|okay|well|hey|also|remind me)\W+)?"
    r"(do|does|did|am|is|are|was|were|can|could)\s+" + _ASKED_OF + r"\s+"
    r"([a-z][\w' -]*?)\W*$"
)
"""A question asking whether something holds of someone: "do I like coffee?", "am I allergic
to cats?", "does my son play football?"."""


_FUNCTION_WORDS = frozenset(
    {"a", "an", "the", "to", "in", "at", "on", "of", "for", "from", "with", "by", "about"}
    | {"into", "it", "there", "that", "this", "first", "last", "ever", "again", "back"}
)


def _content_words(text: str) -> tuple[str, ...]:
    """The words of a question's remainder that say what it is about ("to lisbon" → lisbon)."""
    return tuple(word for word in re.findall(r"[a-z0-9]+", text) if word not in _FUNCTION_WORDS)


def _ends_verbal(phrase: str) -> bool:
    """Whether a phrase after "my" ends in a verb of its own ("my son moving": "when is my son
    moving?" asks when he moves), not in a thing ("my wedding", "my favourite colour", "my best
    friend's wedding")."""
    words = phrase.split()
    if len(words) >= 3 and words[-1] in _PLACE_WORDS:
        return True  # "where is my mother from?" asks what she is from
    return len(words) >= 3 and words[-1].endswith(("ing", "ed")) and not words[-2].endswith("'s")


def _subject_key(subject: str) -> str:
    """Whom a question is about, as beliefs are keyed: "my friend_ana" → "speaker's friend
    ana"."""
    subject = subject.replace(_NAME_JOIN, " ")
    return "speaker" if subject == "i" else subject.replace("my ", "speaker's ", 1)


DETERMINERS = frozenset({"the", "a", "an", "this", "that", "these", "those", "your", "his",
                          "her", "their", "its", "some", "any", "all"})  # fmt: skip
