"""Answers from what was said in recalled conversations: a question the beliefs do not answer
may be answered by a line the person said ("Why am I scared of dogs?"), and "what did Tom say
about it?" by Tom's own words, quoted."""

from __future__ import annotations

import functools
import itertools
import re
from collections.abc import Callable, Iterable, Iterator, Sequence, Set

import snowballstemmer

from entelechy.memory.recall import RecallHit
from entelechy.perception.analysis import subject_supplied
from entelechy.perception.claims import verb_lemma
from entelechy.perception.kinds import known_kind, of_another_kind
from entelechy.perception.text import (
    AMOUNT,
    DURATION,
    KIN,
    NUMBER_WORDS,
    expand_contractions,
    football_said_plainly,
    one_wording,
    sentences,
    time_expressions,
)
from entelechy.reply.intent import Fact, Line, Records, Speaker, kept_terms
from entelechy.reply.known import PLACE_PHRASE, singular
from entelechy.reply.questions import (
    HOW_LONG,
    HOW_MANY,
    HOW_MUCH,
    HOW_OFTEN,
    HOW_OLD,
    NAME_OF,
    WRONG_WITH,
    Ask,
)


def recounted(ask: Ask, speaker: Speaker, recalled: Sequence[RecallHit]) -> list[Fact]:
    """What the person said in their own words about what they ask of themselves, when no
    belief answers it ("I moved to Lisbon in 2019" for "When did I move to Lisbon?": the
    beliefs keep where one lives, not since when): quoted, never reworded. A sentence must be
    theirs, a statement, use the asked verb (or participle) on the one asked about, hold every
    other word of the question, and hold a time for "when" and a place for "where". Asked of
    someone by name ("When did Piotr pass away?"), the sentence must name them."""
    kind = known_kind(ask.kind)
    owner = ask.subject.removeprefix("speaker").removeprefix("'s ")
    wanted = {ask.detail or ask.verb} - {"be", "do", "have"}
    facts: list[Fact] = []
    for hit in recalled:
        line = _line_of(hit, speaker.user_id) or ""
        for said in sentences(line):
            if _QUESTION.match(said) or not _about_asked(said, owner, wanted, ask, speaker.name):
                continue
            if kind and of_another_kind(kind, said):
                continue
            fact = Fact(f'You told me: "{said}"', kept_terms(said)[:2], hit.id)
            if fact not in facts:
                facts.append(fact)
            if len(facts) == 2:
                return facts
    return facts


_CANNOT = re.compile(r"\b(?:can(?:'|’)?t|cannot|can not|no longer able to)\s+(\w+)", re.I)
"""What one says one cannot do ("I can't knit anymore"), and its verb."""


_NOT_INABILITY = frozenset({"stand", "bear", "stomach", "wait", "believe", "help", "remember"})
"""Verbs after "can't" that say no inability ("I can't stand the cold", "I can't wait")."""


def told_unable(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """What the person said they cannot do ("I can't knit anymore" for "What can't I do
    anymore?"; of the asked verb when it is not "do"), quoted: from what recall found, or from
    their last messages ("Can't eat onions, they don't agree with me.", which recall may rank
    below other lines)."""

    def unable(said: str) -> bool:
        verbs = [
            verb_lemma(found.group(1).lower())
            for found in _CANNOT.finditer(said)
            if found.group(1).lower() not in _NOT_INABILITY
        ]
        return bool(verbs) and ask.verb in ("do", *verbs)

    return _quoted(_their_lines(speaker, records), unable)


def told_of_thing(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """What the person said of a thing they ask when or where it is ("the party is at Tom's
    on Friday" for "When is the party?", "my sister's graduation in June" for "When is the
    graduation?", "we're getting married next June in Cornwall" for "Where is the wedding?"),
    quoted: their statements naming it as theirs, with "the" or as its doing, that say when
    (or where), recalled or among their last messages (recall, by its words, does not find
    "married" for "wedding")."""
    doing = _DONE_AS.get(ask.subject)
    named = re.compile(
        rf"\b(?:the|my|our|\w+'s) {re.escape(ask.subject)}\b" + (f"|{doing}" if doing else ""),
        re.IGNORECASE,
    )
    says = dated if ask.topic == "when" else PLACE_PHRASE.search
    found = _their_lines(speaker, records)
    return _quoted(found, lambda said: bool(named.search(said) and says(said)))


_DONE_AS = {
    "wedding": r"\b(?:(?:get|getting|gets|got) married|marry|marrying|tying the knot)\b",
    "move": r"\b(?:moving|move) (?:to|house|out|abroad)\b",
    "graduation": r"\bgraduat(?:e|es|ing)\b",
    "holiday": r"\b(?:going|go|off) on holiday\b",
    "operation": r"\b(?:having|have|getting|get) (?:an? |my |the )?(?:operation|surgery|op)\b",
}
"""Things asked of by name that one tells of as their doing ("We're getting married next June
in Cornwall" for "Where is the wedding?")."""


def told_together(ask: Ask, speaker: Speaker, recalled: Sequence[RecallHit]) -> list[Fact]:
    """What the person said of one of theirs and someone of theirs together, when asked of
    both ("My daughter and her husband are both doctors in Kraków." for "What do my daughter
    and her husband do?"), quoted."""
    rest = re.escape(ask.together.removeprefix("my "))
    pair = re.compile(rf"\b(?:my|our) {rest}\b", re.IGNORECASE)

    def fits(said: str) -> bool:
        if not pair.search(said):
            return False
        if ask.topic == "when" and not dated(said):
            return False
        if ask.topic == "where" and not PLACE_PHRASE.search(said):
            return False
        told = {verb_lemma(word) for word in re.findall(r"[a-z]+", said.lower())}
        if ask.verb == "do":  # what they do: their work, not what they are doing this week
            return _WORK_SAID.search(said) is not None
        return ask.verb in ("be", "have") or ask.verb in told

    return _quoted(_theirs(speaker, recalled), fits)


def _quoted(lines: Iterable[Line], fits: Callable[[str], object], most: int = 2) -> list[Fact]:
    """The statements among `lines` that `fits` accepts, quoted (`most` at most; a statement
    both recalled and among the last messages is quoted once)."""
    facts: list[Fact] = []
    for source, line in lines:
        for said in sentences(line):
            fact = Fact(f'You told me: "{said}"', kept_terms(said)[:2], source)
            quoted = any(earlier.sentence == fact.sentence for earlier in facts)
            if not quoted and not _QUESTION.match(said) and fits(said):
                facts.append(fact)
                if len(facts) == most:
                    return facts
    return facts


def _their_lines(speaker: Speaker, records: Records) -> Iterator[Line]:
    """What the person said: in their recalled memories first, then in their last messages
    (a line recall ranked low is still there)."""
    return itertools.chain(_theirs(speaker, records.recalled), records.said())


def _theirs(speaker: Speaker, recalled: Sequence[RecallHit]) -> Iterator[Line]:
    """What the person said in each recalled memory of theirs, with the memory's id."""
    for hit in recalled:
        if (line := _line_of(hit, speaker.user_id)) is not None:
            yield hit.id, line


_QUESTION = re.compile(
    r"^.*\?\W*$|^\W*(?:what|whats|where|wheres|when|who|whos|whose|why|how|which|do|does|did|"
    r"am|is|are|can|could|will|would|should)\b(?!['’]|n't|not\b)",
    re.IGNORECASE,
)
"""A question, with its mark or without ("what do i teach"): never an answer; a statement
opening with a negation is none ("Can't eat onions", "Don't drink")."""


def in_their_words(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """The last resort for a question the beliefs cannot answer: the person's own statement
    that holds every word the question asks about (by its stem, so "teach" is in "teacher" and
    "call" in "calls") and what the question asks for (a time for "when", a place for "where",
    a name for "… called?", a number for "how many"), quoted as they said it. A statement the
    analysis read wrongly, or not at all ("Learning German, it's slow going lol"), is still
    given back in its own words, never reworded and never a model's guess. Asked of the
    person, a statement whose doer is someone else ("my brother teaches maths") is not theirs;
    asked of one of theirs, one of someone else's ("her dog") is not."""
    terms = _asked_terms(ask)
    evidence = _EVIDENCE.get(ask.topic) if ask.what == "slot" else _more_than_asked
    owner = ask.subject.removeprefix("speaker").removeprefix("'s ")
    if not terms or evidence is None or ask.together:
        return []
    if evidence is _more_than_asked and set(terms) <= set(owner.split()):
        return []  # "what does Maureen do?" asks more than a line that names her
    kind = known_kind(ask.kind)
    whose = set(owner.split())
    name = {(speaker.name or "").lower()} - {""}
    doers = whose | _PRONOUNS if owner else _OWN_DOERS | name

    said_lately = records.said()
    told_before = functools.cache(lambda: _antecedents(said_lately))  # only when "it" is needed

    def fits(said: str) -> bool:
        tokens = _tokens(said)
        found = [_first(tokens, term) for term in terms]
        if None in found:
            found = _through_pronoun(
                tokens, terms, found, ask.about, lambda: told_before().get(said)
            )
        if None in found or (kind and of_another_kind(kind, said)):
            return False
        done = [index for index, term in zip(found, terms, strict=True) if term not in whose]
        if done and not _done_by(tokens, min(i for i in done if i is not None), doers):
            return False
        if owner and _another_owns(tokens, found[0]):
            return False
        return evidence(said, {tokens[index][1] for index in found if index is not None})

    lines = itertools.chain(_theirs(speaker, records.recalled), said_lately)
    return _quoted(lines, fits, most=1)


def _antecedents(said: Sequence[Line]) -> dict[str, str]:
    """What the person said just before each sentence of theirs (the sentence before it in
    its message, or their message before), where a pronoun of it may point: "i run a corner
    shop" before "me and my brother opened it in 2009". `said` is newest first."""
    before: dict[str, str] = {}
    lines = [line for _source, line in said]
    for index, line in enumerate(lines):
        earlier = lines[index + 1] if index + 1 < len(lines) else ""
        for told in sentences(line):
            before.setdefault(told, earlier)
            earlier = told
    return before


_POINTING = frozenset({"it", "them"})


def _through_pronoun(
    tokens: list[tuple[str, str]],
    terms: tuple[str, ...],
    found: list[int | None],
    about: tuple[str, ...],
    before: Callable[[], str | None],
) -> list[int | None]:
    """`found`, with a thing asked about that `tokens` call "it" or "them" found there, when
    what was said just before names it ("…opened it in 2009" after "I run a corner shop",
    for "When did I open the shop?"). One thing only: a pronoun stands for one."""
    missing = [index for index, term in enumerate(terms) if found[index] is None]
    pointing = [index for index, (_written, word) in enumerate(tokens) if word in _POINTING]
    if len(missing) != 1 or len(pointing) != 1 or terms[missing[0]] not in about:
        return found
    term, said_before = terms[missing[0]], before()
    if not said_before or _first(_tokens(said_before), term) is None:
        return found
    return [pointing[0] if index == missing[0] else place for index, place in enumerate(found)]


def _asked_terms(ask: Ask) -> tuple[str, ...]:
    """The words a statement must hold to bear on `ask`: whose it asks about (one of the
    person's own, or someone named), what they do (a verb that says more than "be", "do" or
    "have") and what it is about; the kind it asks for is left to its members ("German" is a
    language)."""
    owner = ask.subject.removeprefix("speaker").removeprefix("'s ")
    whose = [word for word in owner.split() if word not in _NOT_ASKED]
    light = _LIGHT_VERBS | (_CONSUMING if ask.what == "confirm" else frozenset())
    verb = [ask.verb] if ask.verb and ask.verb not in light else []
    state = [word for word in ask.detail.split() if word not in _NOT_ASKED]  # "intolerant to"
    told = [*state, *(word for word in ask.about if word not in _NOT_TOLD)]
    return tuple(dict.fromkeys([*whose, *verb, *told]))


_LIGHT_VERBS = frozenset({"be", "do", "have", "go", "get", "make", "call", "name"})
"""Verbs that say too little to find a statement by ("what do I have?")."""
_CONSUMING = frozenset({"eat", "drink", "take", "have", "try"})
"""Verbs of whether one may have something ("can I drink milk?"), which a statement of it need
not use ("Lactose intolerant, so no milk in my chai")."""
_NOT_TOLD = frozenset(
    {"my", "our", "the", "a", "an", "i", "me", "we", "you", "your", "called", "named", "name"}
    | {"usually", "normally", "now", "still", "ever", "really", "always", "again", "every"}
    | {"each", "most"}
)
"""Words of a question a statement need not hold (its prepositions it must: "who do I live
with?" is not answered by "I live in Leeds")."""
_NOT_ASKED = _NOT_TOLD | {"of", "to", "in", "on", "at", "for", "with", "into", "up"}
"""Words that name nothing asked about."""
_SAME_WORD = {
    "mom": ("mum", "mother", "mam", "ma"), "mum": ("mom", "mother", "mam", "ma"),
    "mother": ("mum", "mom"), "dad": ("father", "da", "papa"), "father": ("dad",),
    "grandkid": ("grandchild", "grandchildren"), "scared": ("afraid", "terrified", "frightened"),
    "afraid": ("scared", "terrified"), "job": ("work",), "wife": ("missus",),
    "eye": ("eyesight", "sight", "vision"), "ear": ("hearing",),
}  # fmt: skip
"""Words a question and a statement use for each other ("my mom" told as "my mum"), besides
those every key is compared in (`one_wording`: "bf" is "boyfriend", "kid" is "child")."""
_STEM = snowballstemmer.stemmer("english")


def _tokens(said: str) -> list[tuple[str, str]]:
    """The words of `said` as written and lower-cased without a possessive ("wife's" →
    "wife")."""
    written = re.findall(r"[\w][\w'’-]*", expand_contractions(said))
    return [(word, re.sub(r"['’]s$", "", word.lower())) for word in written]


def _first(tokens: list[tuple[str, str]], term: str) -> int | None:
    """Where `term` is first said in `tokens`: itself, another word for it, its stem or a word
    made of it ("teacher" of "teach", "parkrun" of "run")."""
    one = singular(term)
    wanted = {term, one, *_SAME_WORD.get(term, ()), *_SAME_WORD.get(one, ())}
    wanted |= {one_wording(word) for word in wanted}
    stems = {_STEM.stemWord(word) for word in wanted}
    for index, (_written, word) in enumerate(tokens):
        if (
            one_wording(word) in wanted
            or _STEM.stemWord(word) in stems
            or _made_of(term, word)
            or _compounded(term, word)
        ):
            return index
    return None


def _compounded(term: str, word: str) -> bool:
    """Whether `word` is a compound that ends in `term` ("parkrun" of "run", "basketball" of
    "ball"; not "great" of "eat", whose front is too short to be a word)."""
    return len(term) >= 3 and len(word) - len(term) >= 4 and word.endswith(term)


_OTHER_DOERS = (
    KIN
    | {"he", "she", "they", "his", "her", "their", "bf", "gf", "kids"}
    | ({"children", "mum", "mom", "mother", "dad", "father", "neighbour", "neighbor"})
)
"""Who, said before what is done, is someone other than the person: their kin, or a pronoun."""
_OWN_DOERS = frozenset({"i", "we", "me", "myself", "us"})
_PRONOUNS = frozenset({"he", "she", "they", "it"})
"""Who does something said of one named before ("Maureen …, she does the books")."""


def _done_by(tokens: list[tuple[str, str]], index: int, doers: Set[str]) -> bool:
    """Whether the nearest doer before `tokens[index]` is one of `doers` (or none is said, as
    in a fragment: "Learning German"), not someone else ("my brother teaches", "Tom
    teaches", "I got married in 2015 and Tom was my best man" for when Tom did)."""
    for position in range(index - 1, -1, -1):
        written, word = tokens[position]
        if word in doers:
            return True
        if word in _OTHER_DOERS or word in _OWN_DOERS or (position and written[:1].isupper()):
            return _together_with(tokens[:index], doers)
    return True


def _together_with(before: list[tuple[str, str]], doers: Set[str]) -> bool:
    """Whether what is said right before a verb is one of `doers` and someone else together
    ("me and my brother vikram opened it", "Tom and I", "my wife and me")."""
    words = [word for _written, word in before[-5:]]
    if "and" not in words:
        return False
    joined = len(words) - 1 - words[::-1].index("and")
    after, ahead = words[joined + 1 :], words[:joined]
    return (len(after) == 1 and after[0] in doers) or (
        bool(ahead) and ahead[-1] in doers and len(after) <= 3
    )


def _another_owns(tokens: list[tuple[str, str]], index: int | None) -> bool:
    """Whether the thing at `tokens[index]` is said to be someone else's ("her dog",
    "Kate's corgi"), not the person's."""
    if not index:
        return False
    before = tokens[index - 1]
    return (
        before[1] in {"his", "her", "their", "your"} or re.search(r"['’]s$", before[0]) is not None
    )


_CALLED = re.compile(r"\b(?:called|named|name is|name's|names are)\s+([^\W\d_][\w'-]*)", re.I)


def _named(said: str, _found: set[str]) -> bool:
    """Whether `said` gives a name: "called Pixel", or a capitalised word after its first."""
    if _CALLED.search(said):
        return True
    words = re.findall(r"[\w'-]+", said)[1:]
    return any(word[:1].isupper() and word != "I" for word in words)


def _more_than_asked(said: str, found: set[str]) -> bool:
    """Whether `said` says something besides the question's own words (an answer, not an
    echo)."""
    words = {word for _written, word in _tokens(said)} - found - _NOT_ASKED - _OWN_DOERS
    return any(len(word) > 2 for word in words)


def _counted(said: str, _found: set[str]) -> bool:
    return re.search(rf"\d|\b(?:{NUMBER_WORDS})\b", said, re.IGNORECASE) is not None


def _when(said: str, _found: set[str]) -> bool:
    return dated(said)


def _where(said: str, _found: set[str]) -> bool:
    return PLACE_PHRASE.search(said) is not None


def _how_often(said: str, _found: set[str]) -> bool:
    return OFTEN.search(said) is not None


def _how_long(said: str, _found: set[str]) -> bool:
    return any(span.search(said) for span in _SPANS)


_EVIDENCE: dict[str, Callable[[str, set[str]], bool]] = {
    "what": _more_than_asked,
    "which": _more_than_asked,
    "who": _named,
    NAME_OF: _named,
    "when": _when,
    "where": _where,
    HOW_MANY: _counted,
    HOW_MUCH: _counted,
    HOW_OLD: _counted,
    HOW_OFTEN: _how_often,
    HOW_LONG: _how_long,
    WRONG_WITH: _more_than_asked,
}
"""What a statement must say to answer each kind of question, besides the question's words."""


_BEEN_THERE = re.compile(
    rf"\bbeen (?:there|here) (?:for )?{AMOUNT} (?:years?|months?|weeks?|decades?)\b", re.I
)
"""How long one has been at a place, said without a verb of what one does there ("been there
six years")."""
_SERVED = re.compile(
    rf"\b(?:retired|retiring|left|leaving|quit|stepped down)\b[^.!?]*\bafter {AMOUNT} "
    r"(?:years?|decades?)\b",
    re.IGNORECASE,
)
"""How long one served, said as when one stopped ("retired from the fire service after 32
years"); not a gap ("taken up the sitar again after twenty years")."""
_STAYING = frozenset({"work", "live", "stay"})
_REMAINING = re.compile(rf"\b(?:\d+|{NUMBER_WORDS}) (?:more )?(?:left|to go)\b", re.IGNORECASE)
"""How many of something are left ("Doing my ACCA exams, two left"), which counts what one has
left of it."""
_PASSED_AWAY = re.compile(r"\bpass(?:ed|es)? (?:away|on)\b", re.IGNORECASE)


def _about_asked(
    line: str, owner: str, wanted: set[str], ask: Ask, name: str | None = None
) -> bool:
    words = re.findall(r"[a-z0-9]+", football_said_plainly(expand_contractions(line)).lower())
    lemmas = {verb_lemma(word) for word in words} | set(words)
    if _PASSED_AWAY.search(line):
        lemmas.add("die")  # "When did Wei die?": "My husband, Wei, passed away three years ago"
    being = ask.topic == HOW_LONG and bool(ask.about)  # "how long was I a postman?"
    remaining = ask.topic == HOW_MANY and _REMAINING.search(line) is not None  # "two left"
    lemmas |= _implied(line, words, wanted, ask)
    if not (wanted or ask.topic == "why" or being or remaining) or not wanted <= lemmas:
        return False  # "why am I scared of dogs?" has no verb to look for, only its words
    counted = ask.topic == HOW_MANY and _RATE.search(line) is not None
    if not _asked_words(ask, counted) <= set(words):
        return False  # "how many cigarettes do I smoke?": "smoking, down to 5 a day" counts
    if owner and not set(owner.split()) <= set(words):
        return False
    named = not ask.subject.startswith("speaker")
    if named and not _before_the_verb(words, owner, wanted):
        return False  # "I got married in 2015 and Tom was my best man": not when Tom did
    introduced = bool(name) and words[:1] == (name or "").lower().split()[:1]
    if not (
        owner or introduced or {"i", "we", "me"} & set(words) or subject_supplied(line) != line
    ):
        # Not "me and my boyfriend are going…", nor "Trying to cut down on…"; but "Kwame
        # Asante, 58, taxi driver in Birmingham for 20 years." is said of oneself.
        return False
    if ask.topic == "when":
        return dated(line)
    if ask.topic == HOW_LONG:
        return any(span.search(line) for span in _SPANS)
    if ask.topic == HOW_MANY:
        return counted or remaining
    if ask.topic == "why":
        purpose = _PURPOSE.search(_after_asked(line, ask.about))
        return bool(_REASON.search(line) or _CAUSE.search(line) or purpose)
    return ask.topic != "where" or bool(PLACE_PHRASE.search(line))


def _implied(line: str, words: list[str], wanted: set[str], ask: Ask) -> set[str]:
    """The asked verbs a statement says without their words, asked how long one did something:
    said of being there ("a nurse at St Thomas', been there six years", "built bridges in Malaysia
    for twenty years", "retired from the fire service after 32 years") or of doing it ("a keen
    chess player")."""
    if ask.topic != HOW_LONG:
        return set()
    implied = {verb for verb in wanted if any(_made_of(verb, word) for word in words)}
    stayed = (
        _BEEN_THERE.search(line) or _SERVED.search(line) or (ask.about and DURATION.search(line))
    )
    return implied | wanted if wanted <= _STAYING and stayed else implied


def _asked_words(ask: Ask, counted: bool) -> set[str]:
    """The words of what `ask` asks of that a statement answering it must say (the thing
    counted aside: "how many cigarettes do I smoke?" is answered by "down to 5 a day")."""
    asked = set(ask.about[1:] if counted else ask.about) - _POSSESSIVES
    if ask.topic == HOW_LONG:
        asked -= _PLACED  # "how long was I in the fire service?": "retired from the fire service"
    return asked


def _before_the_verb(words: list[str], owner: str, wanted: set[str]) -> bool:
    """Whether the one asked about (`owner`) is named before the asked verb, as who does it
    ("My husband Piotr passed away in 2019"), not after it."""
    first = owner.rsplit(maxsplit=1)[-1]
    named = words.index(first) if first in words else len(words)
    doing = [index for index, word in enumerate(words) if verb_lemma(word) in wanted]
    return not doing or named < doing[0]


def _made_of(verb: str, word: str) -> bool:
    """Whether `word` is `verb` with an ending ("player", "playing" of "play"; not "good" of
    "go")."""
    return (
        re.fullmatch(rf"{re.escape(verb)}{re.escape(verb[-1:])}?(?:ers?|ing|s|ed)", word)
        is not None
    )


_POSSESSIVES = frozenset({"my", "our"})
_PLACED = frozenset({"in", "at", "on", "with"})
"""Words that place what a question of how long asks of, which a statement may place otherwise."""
"""Words of a question a sentence may say otherwise ("my new job", told as "a new job")."""
_WORK_SAID = re.compile(
    r"\b(?:are|were|is|was)\s+(?:both\s+|all\s+)?(?:an?\s+)?(?![a-z]+ing\b)[a-z]+s?\b"
    r"(?!\s+(?:in|at|on|to|from|with|away|home|here|there|back)\b)"
    r"|\b(?:run|runs|ran|work|works|worked|own|owns|teach|teaches|taught)\b",
    re.IGNORECASE,
)
"""What two were said to do: what they are ("are both doctors") or run, work at, own or teach;
not where they are ("are in Spain") or what they are doing ("are visiting next week")."""
_RATE = re.compile(
    rf"\b(?:\d+|{NUMBER_WORDS}) (?:a|per|each|every) (?:day|week|month|night|year)\b", re.I
)
"""How many of something in a time ("down to 5 a day"), which counts what one does without
naming it; a number alone ("I started smoking at 15") does not."""
SINCE = re.compile(r"\bsince\s+\w", re.IGNORECASE)
_SPENT = re.compile(rf"\bspent {AMOUNT} (?:days?|weeks?|months?|years?|decades?)\b", re.I)
"""How long, said as time spent ("I spent forty years as a postman")."""
_SPANS = (DURATION, SINCE, _SPENT, _BEEN_THERE, _SERVED)
"""What says how long something lasted."""
_REASON = re.compile(r"\b(?:because|so|since|as|due to|that's why)\b", re.IGNORECASE)
_CAUSE = re.compile(r"\bfrom (?:[a-z]+ing|years of|too much|all (?:the|that|those))\b", re.I)
"""What something came from ("a bad back from lifting flour sacks"), which says why."""
_PURPOSE = re.compile(r"^\W*(?:before|ahead of|in time for|for (?:my|our|the|a))\b", re.I)
"""What something is done for, right after it ("trying to lose weight before my knee
operation", "saving for a car")."""


def _after_asked(line: str, asked: tuple[str, ...]) -> str:
    """What `line` says after the last of the `asked` words."""
    lowered = line.lower()
    ends = [
        found.end() for word in asked for found in re.finditer(rf"\b{re.escape(word)}\b", lowered)
    ]
    return line[max(ends) :] if ends else ""


def dated(text: str) -> bool:
    """Whether `text` says when: a time expression, a day, a month, a season or a number."""
    return bool(time_expressions(text) or _DATE.search(text))


def precisely_dated(text: str) -> bool:
    """Whether `text` says when more than roughly: a time expression, a number, a month or a
    day ("at 4", "in 2015", "in March", "on Wednesdays"; not "every morning")."""
    return bool(time_expressions(text) or _PRECISE_DATE.search(text))


_MONTHS = (
    r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
)
WEEKDAYS = (
    r"(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day"
    r"|(?:(?<=every )|(?<=each )|(?<=on ))(?:mon|tues?|weds?|thurs?|fri|sat|sun))"
)
"""A day of the week, perhaps cut short as a text cuts it after "every" or "on" ("every weds";
not "I sat down"; add "s" for the plural), for what says when or how often."""
OFTEN = re.compile(
    rf"\b(?:once|twice|(?:{NUMBER_WORDS}|\d+) times|every|each|daily|weekly|monthly|nightly)\b"
    rf"|\bon {WEEKDAYS}s\b|\b\d+ ?x (?:a|per) (?:day|week|month|year)\b",
    re.IGNORECASE,
)
"""How often, said ("twice a week", "every Sunday", "on Mondays", "3x a week")."""

_NUMBER_OF_TIME = r"(?<!type )(?<!stage )(?<!grade )(?<!level )(?<!class )\d"
"""A number that may say when: not one that names a kind ("type 2 diabetes", "stage 3")."""
_PRECISE_DATE = re.compile(
    rf"{_NUMBER_OF_TIME}|\b(?:{_MONTHS}|christmas|easter|{WEEKDAYS}s?)\b",
    re.IGNORECASE,
)
_DATE = re.compile(
    rf"{_NUMBER_OF_TIME}|\b(?:{_MONTHS}|(?:{WEEKDAYS}|weekend|morning|afternoon|evening|night)s?"
    r"|lunchtimes?|teatimes?|bedtime|noon|midnight|spring|summer|autumn|fall|winter|christmas"
    r"|easter)\b",
    re.IGNORECASE,
)
"""A day, a part of one, a month, a season or a number (a year, a date, an hour)."""


_NOT_TOPICAL = frozenset({"his", "her", "their", "the", "a", "an", "my", "our", "me", "i"})


def said_by(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """What the asked-about speaker said on the topic, quoted from recalled lines (their
    statements, not their questions), and the gap when nothing was."""
    who = speaker.user_id if ask.subject == "speaker" else ask.subject
    topic = set(re.findall(r"\w+", ask.topic.lower())) - _NOT_TOPICAL
    facts = []
    for hit in records.recalled:
        line = _line_of(hit, who)
        if line is None or line.rstrip().endswith("?"):
            continue  # what was asked is not what was said
        if topic and not topic & set(re.findall(r"\w+", line.lower())):
            continue
        name = "You" if ask.subject == "speaker" else ask.subject.title()
        facts.append(Fact(f'{name} said: "{line}"', kept_terms(line)[:2], hit.id))
        if len(facts) == 2:
            break
    label = "you" if ask.subject == "speaker" else ask.subject.title()
    return facts, f"I have no record of what {label} said about that."


def _line_of(hit: RecallHit, who: str) -> str | None:
    """What `who` said in a recalled memory, or None when they are not its speaker."""
    speaker = str(hit.provenance.get("speaker") or "").lower()
    first, _, _rest = hit.text.partition("\n")
    label, colon, said = first.partition(": ")
    if colon and label.lower() == who.lower():
        return said.strip()
    if speaker == who.lower():
        return said.strip() if colon else first.strip()
    return None
