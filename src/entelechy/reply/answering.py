"""Answering a question from the records: which questions are theirs to answer, and the facts
that answer each, from beliefs or recalled memories, attributed to whoever said them.

What each question asks is read in `questions`; a yes-or-no question is answered in
`confirming`, what someone said in `recounting`, and what is not recorded is worded in
`unrecorded`. Questions about the person are always the records' to answer (even "I don't
know"); questions about anyone else only when the records hold something about them.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import replace

from entelechy.beliefs.queries import BeliefRow
from entelechy.introspection.answer import Answer, Sentence
from entelechy.perception.claims import NAMED, progressive, verb_lemma
from entelechy.perception.kinds import known_kind, members, of_another_kind, of_kind
from entelechy.perception.text import (
    DURATION,
    KIN,
    NATIONALITIES,
    NUMBER_WORDS,
    RACES,
    SERVICES,
    one_wording,
)
from entelechy.reply.birth_order import Child, by_birth_order, said_by_order
from entelechy.reply.confirming import answer_whether
from entelechy.reply.intent import Body, Fact, Records, ResponseIntent, Speaker
from entelechy.reply.known import (
    ALONG,
    ANSWERING_VERBS,
    LIVE,
    PLACE_PHRASE,
    QUALIFIED,
    as_asked,
    as_fact,
    disputed,
    is_own,
    plural,
    relations_of,
    rows_about,
    singular,
)
from entelechy.reply.questions import (
    CANNOT,
    DETERMINERS,
    HOW_LONG,
    HOW_MANY,
    HOW_MUCH,
    HOW_OFTEN,
    HOW_OLD,
    NAME_OF,
    PERSONAL_STATES,
    QUALITIES,
    SENSES,
    TURNING,
    WRONG_WITH,
    Ask,
    asks_of_a_thing,
    asks_which_part,
    personal_of_someone,
)
from entelechy.reply.recounting import (
    OFTEN,
    SINCE,
    dated,
    in_their_words,
    precisely_dated,
    recounted,
    said_by,
    told_of_thing,
    told_together,
    told_unable,
)
from entelechy.reply.unrecorded import gap_for, named_subject

_AGE = re.compile(
    rf"\d|\byears?\b|\bmonths?\b|^(?:{NUMBER_WORDS})\b|\b(?:is|are|aged) (?:{NUMBER_WORDS})\b"
)
"""What tells an age in what a belief says of someone ("is 7", "is two years old", "is six")."""
_YEAR_AT_SCHOOL = re.compile(r"^(?:(?:year|grade) \d|my \w+ year\b)", re.IGNORECASE)
"""A year one is in ("in year 10", "in my second year"): no age, though it says "year"."""


def answerable(ask: Ask, speaker: Speaker, records: Records) -> bool:
    """Questions about the person are the records' to answer (even "I don't know"); questions
    about anyone else only when the records hold something about them."""
    if ask.what == "who":
        # One of the person's own, or someone the mind knows only through others: never a
        # stranger the model makes up ("Nour is a French artist and poet").
        return bool(
            relations_of(ask.subject, speaker, records) or _told_of(ask.subject, speaker, records)
        ) or records.someone_else(ask.subject)
    if ask.tentative:
        return bool(_answer_one(ask, speaker, records)[0])
    if ask.what == "confirm" and ask.verb == "be" and PERSONAL_STATES.isdisjoint(ask.about):
        # "Am I eligible for a refund?" is the world's to answer, unless the records say.
        return bool(answer_whether(ask, speaker, records)[0])
    if ask.what not in ("slot", "confirm", "about") or ask.subject.startswith("speaker"):
        return True
    if ask.what == "about" and relations_of(ask.subject, speaker, records):
        return True  # "What do you know about Luc?", one of the person's own
    if personal_of_someone(ask.subject):
        return True  # "What is Rui's phone number?" is never a number made up
    if ask.subject in DETERMINERS:
        return False
    # What the records hold, or "I have no record" of someone only others told of (or of
    # theirs: "What's Bea's cat called?"): never a life the model makes up for a person the mind
    # knows ("Priya has 3 kids").
    owner = ask.subject.partition("'s ")[0]
    if rows_about(ask.subject, speaker, records) or records.someone_else(owner):
        return True
    if owner != ask.subject and rows_about(owner, speaker, records):
        return True  # "Where is Rafa's taco place?", Rafa being someone the person told of
    return bool(
        relations_of(ask.subject, speaker, records)
    )  # "a daughter named Lea": one of theirs


_A = re.compile(r"(?:a|an)\s", re.IGNORECASE)
_PLURAL_WORK = re.compile(
    r"^(?:[a-z]+ ){0,2}[a-z]*(?:er|or|ist|ian|ant|ent|eer|nurse|chef|cook|pilot|judge|vet|"
    r"doctor|farmer|monk|nun)s$"
)
"""What some are, said in the plural ("retired teachers"), answering what they do."""
_THE_ROLE = re.compile(
    r"^the (?:[a-z]+ )?(?:manager|owner|boss|head|director|supervisor|headteacher|headmaster"
    r"|headmistress|chef|landlord|landlady|caretaker|receptionist|treasurer|secretary|chair"
    r"|captain|coach|editor|founder|ceo|principal|matron|foreman)$"
)
"""A role said with "the" ("she's the manager"), answering what someone does."""
_NOWHERE = re.compile(r"^(?:there|here)(?: too| as well)?$")
"""Where one works said as "there" or "here" alone ("chloe works there too"): it says nothing
the answer could give."""
_NOT_WORK = re.compile(
    r"(?:a|an) (?:\w+ )?(?:fan|person|vegetarian|vegan|member|lover|believer|twin|mother|"
    r"father|parent|mum|mom|dad|beginner|smoker|non-smoker|widow|widower|grandmother|"
    r"grandfather|grandma|grandpa|granny)\b",
    re.IGNORECASE,
)
"""What someone is that is no work ("a morning person", "a vegetarian", "a widow")."""
_WAS_A = re.compile(r"be (?:a|an)\s", re.IGNORECASE)
"""What one used to be, as one's work before ("what did I do before?": "I used to be a
teacher")."""
_HOBBIES = frozenset({"hobby", "hobbies", "pastime", "pastimes", "interests"})
_DIET = re.compile(
    r"\b(?:vegan|vegetarian|veggie|pescatarian|pescetarian|plant-based|keto|paleo|halal|kosher"
    r"|gluten-free|dairy-free)\b|\bon (?:a|the) [\w -]*diet\b",
    re.IGNORECASE,
)
"""What says what one eats as a rule ("vegan", "on a low-carb diet"): one's diet."""
_DOING = re.compile(r"^[a-z]+ing\b")
"""What one loves doing ("gardening and painting"): a hobby, asked for as one."""
_CAME = frozenset({"move", "come", "emigrate", "immigrate"})
_FROM = re.compile(r"\bfrom\s+\S")
_COME_FROM = frozenset({"come from", "hail from"})


def _said_otherwise(ask: Ask, rows: list[BeliefRow]) -> tuple[list[BeliefRow], bool]:
    """What answers a question nothing answers outright, and whether it is said as past: where
    one is from, where one moved to (where one lives now), where one is based."""
    if ask.detail == "from" or (ask.verb in _CAME and "from" in ask.about):
        return _came_from(rows)
    if ask.verb in _CAME and ask.topic == "where":
        return [row for row in rows if row.predicate == "live in"], False
    if ask.detail == "based" and ask.topic == "where":
        return _based(rows), ask.past
    return [], ask.past


def _came_from(rows: list[BeliefRow]) -> tuple[list[BeliefRow], bool]:
    """What answers "Where am I from?" when nothing says it outright, and whether it is said
    as past: "I moved here from Brazil", "a chef from Lisbon", where one lived before a move
    (which also answers "Where did I move from?"), "I come from Enugu" (as it was said), or
    "Spanish"."""
    if coming := [row for row in rows if row.predicate in _COME_FROM]:
        return coming, False
    came_from = [row for row in rows if row.predicate in _CAME and _FROM.search(row.object)]
    one_from = [
        row
        for row in rows
        if row.predicate == "be" and _A.match(row.object) and _FROM.search(row.object)
    ]  # "I'm João, a chef from Lisbon"
    lived = [row for row in rows if row.predicate == "used to" and row.object[:5] == "live "]
    if found := came_from or one_from or lived:
        return found, True
    return [row for row in rows if _says_nationality(row)], False


def _based(rows: list[BeliefRow]) -> list[BeliefRow]:
    """What answers "Where am I based?": where one lives, or else where one works, or else
    what one does somewhere ("i fix bikes in galway")."""
    if living := [row for row in rows if row.predicate == "live in"]:
        return living
    if working := [row for row in rows if row.predicate in _WORKING_SOMEWHERE]:
        return working
    return [row for row in rows if row.polarity == "positive" and _SOMEWHERE.search(row.object)]


_WORKING_SOMEWHERE = frozenset({"work in", "work at", "work for"})
_SOMEWHERE = re.compile(r"\b(?:in|near) (?!(?:the|a|an|my|his|her|our|their)\b)\w")
"""What one does somewhere, said with where ("bikes in galway", "olives near Évora")."""


def _says_nationality(row: BeliefRow) -> bool:
    """Whether a belief says what one is by where one is from ("I am Spanish")."""
    said = row.object.lower().removeprefix("half ").removeprefix("part ")
    return row.predicate == "be" and row.polarity == "positive" and said in NATIONALITIES


_ONLY_LISTED = frozenset({"colour"})
"""Kinds whose listed members are all an answer may be ("what colour is my dog?" is not
answered by "your dog is friendly")."""
_BEFORE = frozenset({"before", "previously", "formerly", "earlier"})
_SPOUSE = frozenset({"husband", "wife", "spouse"})
_JOB = frozenset({"job", "occupation", "profession", "work", "trade", "career"})
_EARLIER = frozenset({"old", "previous", "former", "last", "first"})
"""What a job before the one one has is called ("my old job")."""


def answer_asks(asks: Sequence[Ask], speaker: Speaker, records: Records) -> ResponseIntent:
    """The records' answer to each question, and for each they cannot answer, the gap."""
    facts: list[Fact] = []
    gaps: list[str] = []
    for ask in asks:
        found, gap = _answer_one(ask, speaker, records)
        if not found and ask.what in _IN_THEIR_WORDS:
            found = in_their_words(ask, speaker, records)
        facts.extend(fact for fact in found if fact not in facts)
        if not found and gap:
            gaps.append(gap)
    return ResponseIntent("answer", tuple(facts), tuple(gaps))


_IN_THEIR_WORDS = frozenset({"slot", "confirm"})
"""Questions a statement of the person's may answer when no belief does: what, where, when …
of them, and whether something holds ("can I drink milk?")."""


def quoted_for(asked: Sequence[Ask], speaker: Speaker, records: Records) -> ResponseIntent:
    """Questions that are not the records' to answer (of someone the beliefs hold nothing on)
    answered all the same when the person said something that answers them ("my roommate kate
    has a corgi named mochi" for "what's the corgi called?"), in their own words; an intent
    with no facts when they said nothing of it."""
    facts = [
        fact
        for ask in asked
        if ask.what in _IN_THEIR_WORDS
        for fact in in_their_words(ask, speaker, records)
    ]
    parts = tuple(ask.part for ask in asked)
    return ResponseIntent("answer", tuple(dict.fromkeys(facts)), asked=parts)


def _answer_one(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """The facts answering one question, and what to say when there are none."""
    if ask.what in ("self", "body"):
        return _about_me(ask, records.body)
    if ask.what in ("name", "about"):
        return _about_them(ask, speaker, records)
    if ask.what == "said":
        return said_by(ask, speaker, records)
    if ask.what == "confirm":
        return answer_whether(ask, speaker, records)
    if ask.what == "who":
        name = ask.subject.title()
        return _who(ask, speaker, records), f"I have no record of who {name} is."
    if ask.what == "doer":
        return _doers(ask, speaker, records), ""
    if asks_of_a_thing(ask):
        return _the_thing_told(ask, speaker, records), gap_for(ask)
    if ask.topic == WRONG_WITH:
        return _wrong_with(ask, speaker, records), gap_for(ask)
    if ask.topic == CANNOT:
        return told_unable(ask, speaker, records), gap_for(ask)
    if ask.topic == HOW_OFTEN:
        return _how_often(ask, speaker, records), gap_for(ask)
    return _slot(ask, speaker, records)


def _how_often(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """What says how often someone does what was asked ("I go twice a week after work" for
    "How often do I go climbing?"), said with its verb or naming what it is of."""
    verbs = ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    return [
        as_fact(row, speaker)
        for row in rows_about(ask.subject, speaker, records)
        if row.status in LIVE
        and OFTEN.search(row.object)
        and (
            row.predicate.split(" ")[0] in verbs
            or not set(ask.about).isdisjoint(row.object.split())
        )
        and not _another_activity(row.object, ask.about)
    ]


def _another_activity(said: str, asked: tuple[str, ...]) -> bool:
    """Whether `said` names a doing other than the one asked of ("I go swimming every Sunday"
    does not say how often one goes climbing)."""
    doings = set(re.findall(r"\b[a-z]+ing\b", said.lower())) - _NO_DOING
    return any(word not in asked for word in doings)


_NO_DOING = frozenset(
    {"during", "morning", "evening", "nothing", "something", "anything", "everything", "thing"}
    | {"spring", "wedding", "building", "ceiling", "king", "ring", "bring", "string", "wing"}
)
"""Words ending in "-ing" that name no doing ("fast during Ramadan", "every morning")."""


def _wrong_with(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """What the person said of the part of them asked about ("I've got arthritis in my
    hands" for "What's wrong with my hands?", "My back is bad" for "… with my back?"); of a
    sense, or of the part it is in, what says something of it ("I'm partially sighted" for "…
    with my eyesight?", "I've got macular degeneration" for "… with my eyes?")."""
    sense = SENSES.get(ask.about[0])
    senses = {f"{speaker.user_id}'s {word}" for word, said in SENSES.items() if said is sense}
    sensed = [
        row
        for row in rows_about(ask.subject, speaker, records)
        if sense is not None and sense.search(f"{row.predicate} {row.object}")
    ]
    part = singular(ask.about[0])
    mine = re.compile(rf"\bmy {re.escape(part)}(?:s|es)?\b", re.IGNORECASE)
    itself = re.compile(rf"{re.escape(speaker.user_id)}'s {re.escape(part)}(?:s|es)?$")
    had = re.compile(rf"^(?:an? )?\w+ {re.escape(part)}(?:s|es)?\b", re.IGNORECASE)
    return [
        as_fact(row, speaker)
        for row in records.beliefs
        if is_own(row, speaker)
        and row.status in LIVE
        and (
            mine.search(row.object)
            or itself.match(row.subject)  # "my back is bad"
            or (row.predicate == "have" and had.search(row.object))  # "a bad hip"
            or row in sensed
            or row.subject in senses  # "my eyesight is poor"
        )
    ]


def _the_thing_told(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """When or where a thing the person told of is ("the wedding is planned for next
    August"), said of it as "the wedding"; nothing when they told no such thing."""
    said = dated if ask.topic == "when" else PLACE_PHRASE.search
    rows = [
        row
        for row in rows_about(ask.subject, speaker, records)
        if row.predicate.startswith("be")
        and row.status in LIVE
        and said(f"{row.predicate} {row.object}")
    ]
    facts = [as_fact(row, speaker) for row in rows if row.polarity == "positive"]
    facts = [_with_the(fact, ask.subject) for fact in facts]
    if not facts or (
        ask.topic == "when" and not any(precisely_dated(fact.sentence) for fact in facts)
    ):
        return told_of_thing(ask, speaker, records) or facts
    return facts


def _the_thing(fact: Fact, row: BeliefRow) -> Fact:
    """A fact about a thing told of as "the …" ("the wedding is in November") said with its
    "the"; one about a name or someone's own as it is."""
    if not row.proposition.startswith(f"{row.subject} "):
        return fact
    return _with_the(fact, row.subject)


def _with_the(fact: Fact, thing: str) -> Fact:
    """ "Wedding is planned…" said as "The wedding is planned…"; a fact that names the thing
    otherwise ("Your sister's wedding…", "I think…") as it is."""
    if not fact.sentence.lower().startswith(f"{thing} "):
        return fact
    return replace(fact, sentence=f"The {fact.sentence[:1].lower()}{fact.sentence[1:]}")


def _about_them(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """The person's name, or the newest things they told about themselves or someone."""
    if ask.what == "name":
        if speaker.name:
            return [Fact(f"Your name is {speaker.name}.", (speaker.name,))], ""
        return [], "You haven't told me your name yet."
    if ask.subject != "speaker":
        told = [row for row in rows_about(ask.subject, speaker, records) if row.status in LIVE]
        facts = [as_fact(row, speaker) for row in told[:_ABOUT_LIMIT]]
        if not facts and " " not in ask.subject:
            facts = _who(ask, speaker, records)  # "Luc is your partner." from "my partner Luc"
        return facts, f"You haven't told me anything about {named_subject(ask.subject)}."
    own = [row for row in records.beliefs if is_own(row, speaker) and row.status in LIVE]
    facts = [as_fact(row, speaker) for row in own[:_ABOUT_LIMIT]]
    return facts, "You haven't told me anything about yourself yet."


def _slot(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """What, where, when, who or which of someone, from the beliefs about them; why, only from
    what they said of it."""
    if ask.topic == HOW_OLD and ask.detail == TURNING:
        facts, gap = _slot(replace(ask, detail=""), speaker, records)
        return [_turning(fact) for fact in facts], gap
    if ask.topic == "why":
        return recounted(ask, speaker, records.recalled), gap_for(ask)
    if found := _asked_otherwise(ask, speaker, records):
        return found, gap_for(ask)
    rows = rows_about(ask.subject, speaker, records)
    if ask.past and _BEFORE & set(ask.about):
        # "Where did I live before?" is answered by "I used to live in Oslo", not by now.
        verbs = ANSWERING_VERBS.get(ask.verb, (ask.verb,))
        used = [
            row
            for row in rows
            if row.predicate == "used to"
            and (
                row.object.partition(" ")[0] in verbs
                or (ask.verb == "do" and _WAS_A.match(row.object) is not None)
            )
        ]
        if ask.verb == "do" and not used:
            # "What did I do before I retired?": "I'm a retired headteacher", "I was a postman",
            # "I retired from nursing".
            used = [
                row
                for row in rows
                if (row.predicate == "be" and _RETIRED_AS.match(row.object))
                or (row.predicate == "be" and row.tense == "past" and _A.match(row.object))
                or (row.predicate == "be in" and row.tense == "past" and _SERVED.match(row.object))
                or row.predicate == "retire from"
            ]
        return disputed([as_fact(row, speaker) for row in used if row.status in LIVE]), gap_for(ask)
    matching = _matching(ask, rows, speaker, records)
    matching, past = (matching, ask.past) if matching else _said_otherwise(ask, rows)
    live = _in_the_tense_asked(ask, [row for row in matching if row.status in LIVE])
    if any(row.polarity == "positive" for row in live):
        # "What am I allergic to?" asks what is: "shellfish, not peanuts" answers "shellfish".
        live = [row for row in live if row.polarity == "positive"]
    if ask.topic == NAME_OF:
        # "I just adopted a kitten named Pixel" is said back "Your kitten is called Pixel.",
        # not "You adopt a kitten named Pixel.".
        called = [fact for row in live if (fact := _called(row, speaker)) is not None]
        if called:
            # "We have a daughter, Lina, who is four": her name, not her age, which may change.
            return disputed(called), gap_for(ask)
    going_on = ask.detail.endswith("ing") and ask.verb != "be"  # "where am I flying?"
    facts = [
        _the_thing(as_asked(as_fact(row, speaker), row, past=past, going_on=going_on), row)
        for row in live
    ]
    if not facts and ask.kind and ask.verb in _FAVOURING and ask.subject == "speaker":
        # "Which team do I support?" is answered by "my favourite team is Toronto FC".
        kind = singular(ask.kind)
        favourites = re.compile(rf"{re.escape(speaker.user_id)}'s favourite (?:\w+ )*{kind}s?$")
        named = {row.subject for row in records.beliefs if favourites.match(row.subject)}
        subject = min(named, key=len, default=f"{speaker.user_id}'s favourite {kind}")
        whose = "speaker" + subject.removeprefix(speaker.user_id)  # "my favourite football team"
        favourite = replace(ask, subject=whose, verb="be", kind="")
        facts = _slot(favourite, speaker, records)[0]
    if not facts and ask.topic == HOW_OLD:
        facts = _aged_in_passing(ask, speaker, records)
    facts = _and_told_otherwise(ask, facts, rows, speaker, records)
    answered = _or_as_said(ask, disputed(facts), speaker, records)
    return answered or _learnt_in_lessons(ask, speaker, records), gap_for(ask)


def _of_child_by_order(ask: Ask, child: Child, speaker: Speaker, records: Records) -> list[Fact]:
    """ "What's my eldest called?" or "How old is my youngest?" said of the child the ages
    told pick out; anything else asked of them is asked of them by name ("What does my eldest
    do?" as "What does Oliver do?")."""
    order = ask.subject.removeprefix("speaker's ")
    if ask.topic in (NAME_OF, "who", HOW_OLD):
        return [said_by_order(child, order, ask.topic)]
    return _slot(replace(ask, subject=child.name.lower()), speaker, records)[0]


_AGE_NOW = re.compile(r"^(?P<who>You are|Your .+ is|[A-Z][\w'-]* is) (?P<age>\d{1,3})\.$")
"""An age said as it is now ("You are 89.", "Your son Jamie is 30.")."""


def _turning(fact: Fact) -> Fact:
    """The age to come after the age said now ("You are 89." for "How old am I turning?" is
    "You are 89: 90 at the next birthday."); any other fact as it is."""
    found = _AGE_NOW.match(fact.sentence)
    if found is None:
        return fact
    age = int(found["age"])
    sentence = f"{found['who']} {age}: {age + 1} at the next birthday."
    return replace(fact, sentence=sentence, terms=(str(age + 1),))


def _and_told_otherwise(
    ask: Ask, facts: list[Fact], rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[Fact]:
    """`facts`, or what answers `ask` though it says something else (`_told_otherwise`) when
    there are none. "Where do I work?" answered only by work done under another verb ("On
    Saturdays I teach at the Polish school") is answered by what one is in a place too ("a
    dental nurse in Reading"): one's job may be the other."""
    if not facts:
        return _told_otherwise(ask, rows, speaker, records)
    if (ask.verb, ask.topic) == ("work", "where") and not any(
        row.predicate.partition(" ")[0] == "work" for row in rows
    ):
        more = _told_otherwise(ask, rows, speaker, records)
        return facts + [fact for fact in more if fact not in facts]
    return facts


def _told_otherwise(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[Fact]:
    """What answers `ask` though it says something else of the one asked about: where one
    works or lives by what one is in a place, how many grandchildren by one's children's."""
    if ask.verb == "work" and ask.topic == "where":
        # "Where do I work?" is answered by "my office is on Ringstrasse" when nothing else is,
        # or by "I'm a dentist in Coimbra" or "got a part time job at a bike shop" (not by
        # "I was a librarian in Warsaw", which answers "Where did I work?").
        office = replace(ask, subject=f"{ask.subject}'s office", verb="be")
        facts = _slot(office, speaker, records)[0] if ask.subject == "speaker" else []
        return facts or [
            as_fact(row, speaker)
            for row in rows
            if (
                _what_one_is(row, past=ask.past)
                or row.predicate in _RUNNING
                or (
                    row.predicate == "have"
                    and row.tense != "past"
                    and row.polarity == "positive"
                    and _JOB_AT.search(row.object)
                )
            )
            and PLACE_PHRASE.search(row.object)
        ]
    if ask.verb == "live" and ask.topic == "where":
        # "Where does my son live?" by "our son Matthias is a dentist in Munich", by "my
        # daughter Claire phones me every evening from Canada", or by "son Mick's in Australia".
        return [
            as_fact(row, speaker)
            for row in rows
            if (_what_one_is(row, past=False) and _in_a_place(row.object))
            or (row.predicate in _FROM_AFAR and _FROM_A_PLACE.search(row.object))
            or (
                row.predicate == "be in"
                and row.tense != "past"
                and _in_a_place(f"in {row.object}")
                and not _YEAR_AT_SCHOOL.match(row.object)
            )
        ]
    if ask.verb == "study" and ask.topic in ("where", "what"):
        # "Where does Conor study?" by "my twin brother Conor is at uni in Galway", and "what
        # does kai study?" by "my bro kai is at uni in swansea doing engineering".
        return [
            as_fact(row, speaker)
            for row in rows
            if row.predicate in ("be at", "be in")
            and _A_SCHOOL.match(row.object)
            and (ask.topic == "where" or _STUDYING.search(row.object))
        ]
    if ask.topic == HOW_MANY and ask.subject == "speaker" and ask.verb == "have":
        return [as_fact(row, speaker) for row in _grandchildren(ask.about[0], speaker, records)]
    if ask.topic == "when" and ask.verb in _COMING and ask.subject != "speaker":
        # "When does Emma come?" by "my granddaughter Emma does my shopping on Saturdays": one
        # comes when one does what one comes for.
        return [
            as_fact(row, speaker)
            for row in rows
            if row.status in LIVE
            and row.polarity == "positive"
            and precisely_dated(f"{row.predicate} {row.object}")
        ]
    return []


_COMING = frozenset({"come", "visit", "pop", "drop", "call"})
"""Verbs of someone coming to see one ("When does Emma come (round)?")."""


_LESSONS = re.compile(r"^(?:(\w+ing)|(\w+)) (?:lessons?|class(?:es)?|course|sessions?)$")
"""Lessons named by what is done in them ("swimming lessons") or by what is learnt in them
("english class")."""
_LEARNING = ("learn", "study")


def _learnt_in_lessons(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """When or where one's lessons in something are, by what one said of learning or doing it
    ("When are my swimming lessons?" by "I'm learning to swim … on Wednesday evenings", "When
    is my english class?" by "I am learning english in evening college on Mondays"), for when
    nothing is said of the lessons themselves."""
    owner, _, thing = ask.subject.rpartition("'s ")
    lessons = _LESSONS.match(thing)
    if not owner or lessons is None or ask.topic not in ("when", "where"):
        return []
    if lessons[1]:
        return _slot(replace(ask, subject=owner, verb=verb_lemma(lessons[1])), speaker, records)[0]
    learnt = re.compile(rf"\b{re.escape(lessons[2])}\b", re.IGNORECASE)
    for verb in _LEARNING:
        found = _slot(replace(ask, subject=owner, verb=verb), speaker, records)[0]
        if named := [fact for fact in found if learnt.search(fact.sentence)]:
            return named
    return []


_PLACING = frozenset({"in", "at", "to", "from", "near", "on"})
"""The last word of a verb that says where ("live in", "work at")."""
_A_SCHOOL = re.compile(r"(?:the )?(?:uni|university|college|school|sixth form)\b", re.I)
"""Where one studies, said as where one is ("at uni in Galway")."""
_STUDYING = re.compile(r"\b(?:doing|studying|reading) (?!a\b|an\b|the\b|some\b)\w")
"""What one studies, said after where ("… doing engineering"; not "doing a bar job")."""
_FROM_AFAR = frozenset({"phone", "call", "ring", "telephone", "write", "email", "text", "visit"})
"""What one does from where one lives ("she phones me every evening from Canada")."""
_FROM_A_PLACE = re.compile(r"\bfrom (?:[A-ZÀ-Ý][\w'-]+)(?: [A-ZÀ-Ý][\w'-]+)*\W*$")
"""A named place a call ends on ("… every evening from Canada"; not "from work")."""


def _in_the_tense_asked(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """Of what was and what is, the one asked of: "Where do I live?" by "I live in Berlin",
    "Where did I live?" by "I lived in Paris" (both, when only one of them was told).
    Retraining as something, done in the past, says what one is now."""
    asked = [
        row
        for row in rows
        if (row.tense == "past" and not _RETRAINED.match(row.predicate)) == ask.past
    ]
    return asked or rows


def _what_one_is(row: BeliefRow, *, past: bool) -> bool:
    """Whether `row` says what one is ("a dentist in Coimbra") or, `past`, was; not what one is
    not ("I'm not a morning person"), nor what is no work ("a vegetarian")."""
    return (
        row.predicate == "be"
        and row.polarity == "positive"
        and (row.tense == "past") == past
        and _A.match(row.object) is not None
        and _NOT_WORK.match(row.object) is None
    )


_FEARS = ("scared of", "afraid of", "terrified of", "frightened of")
_TOPIC_OF = ("about", "on")
"""What a work is about is what it is on ("What's my thesis about?": "my thesis is on malaria")."""
_SPAN = re.compile(
    rf"\b(?:{NUMBER_WORDS}|\d+)(?:-(?:{NUMBER_WORDS}))? (?:years?|months?|decades?)\b"
    r"(?! (?:old|ago|younger|older)\b)",
    re.IGNORECASE,
)
"""A span of time said without "for" ("25 years this June"; not "52 years old")."""
_AMOUNT_SAID = re.compile(
    r"[£$€]\s?\d|\b\d+(?:[.,]\d+)?\s?(?:k|grand|quid|pounds|euros|dollars|bucks)?\b"
    rf"|\b(?:{NUMBER_WORDS}) (?:hundred|thousand|grand|quid|pounds|euros|dollars)\b",
    re.IGNORECASE,
)
"""An amount of money ("2k", "£300", "two grand")."""
_IN_A_PLACE = re.compile(r"\bin\s+[A-ZÀ-Ý]")
"""A place named after "in" ("a dentist in Munich"; not "in a hurry")."""
_IN_A_PLACE_TYPED = re.compile(
    r"\bin (?!(?:a|an|the|my|his|her|their|our|training|charge|recovery|care|paediatrics"
    r"|pediatrics|hospital|school|college|uni|university|work|town|bed|remission|love|debt"
    r"|trouble|theory|practice|person|private|public|general|surgery|theatre|oncology|icu"
    r"|a&e)\b)[a-z]+$"
)
"""A place at the end of what is said in lower case, as a text says it ("a nurse in london";
not "a nurse in training")."""


def _in_a_place(said: str) -> bool:
    """Whether `said` names where it is: "in Munich", or, typed in lower case throughout,
    "in london" at its end."""
    return bool(_IN_A_PLACE.search(said) or (said.islower() and _IN_A_PLACE_TYPED.search(said)))


_GRAND = {
    "granddaughter": "(?:daughters?|girls?)",
    "grandson": "(?:sons?|boys?|lads?)",
    "grandchild": "(?:children|child|kids?|daughters?|sons?)",
    "grandkid": "(?:children|child|kids?|daughters?|sons?)",
}
"""One's children's children, by what one's children have."""
_CHILD = r"(?:son|daughter|child|children|kid|kids|sons|daughters)"


def _grandchildren(asked: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """What one's children have of whom one asks how many grandchildren one has ("our son
    Matthias … has two daughters" for "How many granddaughters do I have?")."""
    kin = _GRAND.get(singular(asked).removesuffix("ren"))
    if kin is None:
        return []
    theirs = re.compile(rf"^{re.escape(speaker.user_id)}'s {_CHILD}\b")
    counted = re.compile(rf"^(?:\d+|{NUMBER_WORDS}|an?|one) (?:\w+ )?{kin}$", re.IGNORECASE)
    # "Our daughter Sigrid lives in Oslo with her two boys."
    along = re.compile(rf"\bwith (?:her|his|their) (?:\d+|{NUMBER_WORDS}) (?:\w+ )?{kin}\b", re.I)
    return [
        row
        for row in records.beliefs
        if is_own(row, speaker)
        and row.status in LIVE
        and row.polarity == "positive"
        and theirs.match(row.subject)
        and (
            (row.predicate == "have" and counted.match(row.object))
            or (row.predicate.startswith("live") and along.search(row.object))
        )
    ]


def _or_as_said(ask: Ask, facts: list[Fact], speaker: Speaker, records: Records) -> list[Fact]:
    """`facts`, or the person's own words when there are none, or when asked when and the
    facts do not say it precisely ("I wake up at 4 every morning" is kept as waking up every
    morning: the hour is in what they said)."""
    if not facts:
        return recounted(ask, speaker, records.recalled)
    if ask.topic == "when" and not any(precisely_dated(fact.sentence) for fact in facts):
        quoted = recounted(ask, speaker, records.recalled)
        if precise := [quote for quote in quoted if precisely_dated(quote.sentence)]:
            return precise
        if not any(dated(fact.sentence) for fact in facts):
            # "You were diagnosed with type 2 diabetes." says no when; "… last winter" does.
            return [quote for quote in quoted if dated(quote.sentence)] or facts
    return facts


_NAME = r"[A-ZÀ-Ý][\w'-]*"
_AGED = (
    re.compile(
        rf"\b(?P<age>\w+)[- ](?P<unit>year|month|week)s?[- ]old (?P<noun>[a-z]+)"
        rf"(?: (?:named|called) (?P<names>{_NAME}))?"
    ),
    re.compile(
        rf"\b(?P<noun>[a-z]+)(?:,? (?:named|called) (?P<name>{_NAME})|, (?P<names>{_NAME}"
        rf"(?:(?:,| and) {_NAME})*),)? who (?:is|are) (?P<age>\d+|{NUMBER_WORDS})"
        rf"(?: (?P<unit>year|month|week)s? old)?\b"
    ),
)
"""An age said in passing, with whom it is of: before them ("a one-year-old daughter named
Lea") or after ("a tortoise called Manolo who is 40 years old", "twin boys, Ren and Sora, who
are eight")."""
_SAME_KIN = {"boy": "son", "lad": "son", "girl": "daughter", "kid": "child", "children": "child"}
"""Words for one's children that the records and a question may use for each other ("how many
sons do I have?" counts "three lads")."""
_CHILDREN = frozenset({"child", "children", "kid"})
_OFFSPRING = frozenset({"son", "daughter", "boy", "girl", "lad"})
"""What one's children are said to be, each of them counted as a child."""
_SOMEONE = KIN | _CHILDREN | _OFFSPRING | {"baby", "twin", "grandchild", "grandkid", "mum", "dad"}
"""Words that say a person one has, in the singular."""


def _aged_in_passing(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "How old is Lea?" (or "… my daughter?", "… are my sons?") answered by what says an age
    only in passing: "we have a one-year-old daughter named Lea", "twin boys, Ren and Sora, who
    are eight"."""
    asked = ask.subject.removeprefix("speaker's ")
    facts = []
    for row in records.beliefs:
        if not is_own(row, speaker) or row.status not in LIVE:
            continue
        for found in (found for aged in _AGED for found in aged.finditer(row.object)):
            parts = found.groupdict()
            names = re.split(r",\s*|\s+and\s+", parts.get("name") or parts["names"] or "")
            names = [name for name in names if name]
            ages = [found["age"], *_ages_after(row.object[found.end() :])]
            lowered = [name.lower() for name in names]
            if asked in lowered and (len(ages) == 1 or len(ages) == len(names)):
                # "Ethan and Chloe, who are eight and five": Chloe is five.
                who, age = asked.title(), ages[lowered.index(asked) if len(ages) > 1 else 0]
            elif _kin(asked) == _kin(found["noun"]) and len(ages) == 1:
                who, age = f"Your {found['noun']}", found["age"]
            else:
                continue
            unit = found["unit"] or ""
            if unit:
                unit = f" {unit} old" if age in ("one", "1") else f" {unit}s old"
            plural = who.endswith("s") and who.startswith("Your ")
            said = f"{who} {'are' if plural else 'is'} {age}{unit}."
            facts.append(Fact(said, (age,), row.id))
    return facts


_ANOTHER_AGE = re.compile(rf"^(?:,\s*|\s+and\s+|,\s+and\s+)(\d+|{NUMBER_WORDS})\b")


def _ages_after(text: str) -> list[str]:
    """The ages listed after a first one ("… who are eight and five": five)."""
    ages = []
    while found := _ANOTHER_AGE.match(text):
        ages.append(found.group(1))
        text = text[found.end() :]
    return ages


def _kin(noun: str) -> str:
    """`noun` as one, in the words the records and a question share ("boys" → "son")."""
    one = "child" if noun == "children" else singular(noun)
    return _SAME_KIN.get(one, one)


def _expected_by_partner(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "When are the twins due?" (read as when one expects them) answered by what one's
    partner is expecting ("My wife Ayesha is expecting twins in March"), when nothing says one
    expects anything oneself."""
    if _matching(ask, rows_about(ask.subject, speaker, records), speaker, records):
        return []
    partners = re.compile(rf"^{re.escape(speaker.user_id)}'s (?:{'|'.join(_PARTNERS)})\b")
    expected = [
        row
        for row in records.beliefs
        if row.predicate == "expect" and partners.match(row.subject) and row.status in LIVE
    ]
    return [as_fact(row, speaker) for row in expected]


_PARTNERS = ("wife", "husband", "partner", "girlfriend", "boyfriend", "fiancée", "fiancé")


_WORKPLACES = frozenset(
    {"hospital", "school", "shop", "store", "restaurant", "office", "practice", "surgery"}
    | {"clinic", "hotel", "factory", "bank", "cafe", "café", "pub", "bar", "salon", "garage"}
    | {"warehouse", "university", "college", "nursery", "station", "site", "ward", "branch"}
    | {"gym", "library", "lab", "studio", "depot", "home", "pharmacy", "bakery", "kitchen"}
)
"""Places one works at, asked of by kind ("What hospital do I work at?"); not an employer
("What company do I work for?", read elsewhere) nor when ("What shift do I work?")."""


def _asked_otherwise(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """The answer to a question told in other words: "When's my birthday?" by "I was born on
    July 4th, 1985", "What is my job?" (what one does) by "I work as a software engineer",
    "What is my address?" by "I live at 12 Rose Street", "Who is my husband?" by "I'm married to
    Omar", "What are my hobbies?" by "I love gardening and painting", "What do my daughter
    and her husband do?" by what was said of the two, "What's my eldest called?" by the ages
    told of one's children, "Who is Lukas married to?" by his wife named in passing."""
    if found := _told_of_them_otherwise(ask, speaker, records):
        return found
    if ask.kind and ask.verb in _ONE_OF_MINE:
        # "What car do I have?" is answered by "My car is an old red Fiat".
        # Only what it is ("an old red Fiat"), not how it is ("broken"), and only when nothing
        # the person has is of that kind in so many words ("I drive a red Fiat").
        if _matching(ask, rows_about(ask.subject, speaker, records), speaker, records):
            return []
        theirs = rows_about(f"{ask.subject}'s {singular(ask.kind)}", speaker, records)
        said = [row for row in theirs if row.predicate == "be" and row.status in LIVE]
        return [as_fact(row, speaker) for row in said if _A.match(row.object)]
    if ask.verb == "work" and ask.topic in ("what", "which") and singular(ask.kind) in _WORKPLACES:
        # "What hospital do I work at?" asks where one works ("night shift nurse at St James's"),
        # unless a hospital was named ("I've just moved to the Freeman hospital").
        if _matching(ask, rows_about(ask.subject, speaker, records), speaker, records):
            return []
        return _slot(replace(ask, topic="where", kind=""), speaker, records)[0]
    owner, _, thing = ask.subject.rpartition("'s ")
    if not owner or ask.verb != "be":
        return []
    if other := _put_otherwise(ask, owner, thing):
        return _slot(other, speaker, records)[0]
    if thing in _HOBBIES and not rows_about(ask.subject, speaker, records):
        loved = [
            row
            for row in rows_about(owner, speaker, records)
            if row.predicate in ("love", "enjoy", "like") and _DOING.search(row.object)
        ]
        return [as_fact(row, speaker) for row in loved if row.status in LIVE]
    if thing == "diet" and not rows_about(ask.subject, speaker, records):
        # "What's my diet?" is answered by "I'm vegan".
        kept = [
            row
            for row in rows_about(owner, speaker, records)
            if row.predicate.startswith("be") and _DIET.search(row.object)
        ]
        return [as_fact(row, speaker) for row in kept if row.status in LIVE]
    if thing in _BUSINESS and not rows_about(ask.subject, speaker, records):
        # "What's my business?" is answered by "I run a small IT consultancy".
        run = [
            row
            for row in rows_about(owner, speaker, records)
            if row.predicate in _RUNNING and row.polarity == "positive"
        ]
        return [as_fact(row, speaker) for row in run if row.status in LIVE]
    if ask.topic == "where" and not rows_about(ask.subject, speaker, records):
        return _where_theirs_is(owner, thing, speaker, records)
    return []


def _told_of_them_otherwise(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """What was said of someone (or of two together) that answers `ask` without its words:
    the two told of together, a child picked by the ages told, what a partner expects, a
    spouse named in passing."""
    if ask.together and (both := told_together(ask, speaker, records.recalled)):
        return both
    if child := by_birth_order(ask.subject, speaker, records):
        return _of_child_by_order(ask, child, speaker, records)
    if ask.verb == "expect" and ask.subject == "speaker":
        return _expected_by_partner(ask, speaker, records)
    if ask.detail == "married to" and ask.topic == "who":
        return _married_in_passing(ask, speaker, records)
    return []


def _married_in_passing(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "Who is Lukas married to?" answered by what was said of him that names his wife in
    passing ("my son Lukas lives in Toronto with his wife Mei"), when nothing says whom he is
    married to outright."""
    rows = rows_about(ask.subject, speaker, records)
    if any(row.predicate.startswith("be married") for row in rows):
        return []
    return [
        as_fact(row, speaker)
        for row in rows
        if row.status in LIVE
        and (named := _SPOUSE_NAMED.search(row.object)) is not None
        and named["name"].lower() not in _NOT_A_NAME
    ]


_SPOUSE_NAMED = re.compile(
    r"\b(?:his|her|their) (?:wife|husband|spouse)\b,? (?P<name>[^\W\d_][\w'-]*)", re.IGNORECASE
)
"""A spouse named in passing ("… with his wife Mei")."""
_NOT_A_NAME = DETERMINERS | {"and", "who", "is", "in", "at", "of", "to", "for", "from", "too"}


def _put_otherwise(ask: Ask, owner: str, thing: str) -> Ask | None:
    """The question of `owner`'s `thing` asked as the records say it: a birthday as when one
    was born, a job as what one does, an address as where one lives, a husband as whom one is
    married to, one's best friend by name; None when it is asked as the records say it."""
    if thing == "birthday":
        return replace(ask, subject=owner, topic="when", detail="born")
    if thing in _JOB:
        return replace(ask, subject=owner, verb="do", topic="what", about=("work",))
    earlier, _, job = thing.partition(" ")
    if earlier in _EARLIER and job in _JOB:
        # "What was my old job?" is what one did before: "I used to be an accountant".
        return replace(ask, subject=owner, verb="do", topic="what", past=True, about=("before",))
    if thing in ("address", "home address"):
        return replace(ask, subject=owner, verb="live", topic="where")
    if thing in _SPOUSE and ask.topic in ("who", NAME_OF) and owner == "speaker":
        # "Who is my husband?" is answered by "I've been married to Omar for five years".
        return Ask("slot", owner, "be", "who", "married to")
    if ask.topic == "who" and owner == "speaker":
        # "Who is my best friend?" is answered by her name ("my best friend Sophie …").
        return replace(ask, topic=NAME_OF)
    return None


def _where_theirs_is(owner: str, thing: str, speaker: Speaker, records: Records) -> list[Fact]:
    """Where something of someone's is, by what they run or have with a place ("Where is my
    son's café?" by "my son runs a little café by the sea in Gdańsk")."""
    named = re.compile(rf"\b{re.escape(thing)}s?\b", re.IGNORECASE)
    found = [
        row
        for row in rows_about(owner, speaker, records)
        if row.predicate in (*_RUNNING, "have")
        and row.polarity == "positive"
        and row.status in LIVE
        and named.search(row.object)
        and PLACE_PHRASE.search(row.object)
    ]
    return [as_fact(row, speaker) for row in found]


_ONE_OF_MINE = frozenset({"have", "own", "drive", "ride"})
"""Verbs of what one has, asked of a kind of thing one may have told of as one's own ("what
car do I have?": "my car is a Fiat")."""
_AIMED = re.compile(r"^(?:plan|want|hope|try|intend|mean|need|aim) to$")
"""What one means to do ("plan to" "visit my daughter"), not what one used to do."""
_WORKING_AT = frozenset({"drive", "cook", "clean", "serve", "operate", "wait"})
"""Work done somewhere, which says where one works when nothing else does ("I drive a forklift
at a warehouse", "I cook at a care home")."""
_AT_A_PLACE = re.compile(r"\bat (?:a|an|the) \w")
_JOB_AT = re.compile(r"\bjob (?:at|in|with|for)\b")
"""A job had somewhere ("a part time job at a bike shop"), which says where one works."""
_BUSINESS = frozenset({"business", "company", "firm", "shop", "store", "startup", "practice"})
_RUNNING = frozenset({"run", "own", "manage", "found", "start", "set up"})


def _saying_what_is_asked(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """Of `rows`, those that say the when, where or how long `ask` asks for, or what is needed
    for what it names."""
    if ask.verb == "need" and (needed := _words_asked(ask)):
        # "What shoes do I need for hiking?" is not answered by "I need my passport for the
        # trip to Spain"; "What do I need for the trip?" is.
        return [row for row in rows if not needed.isdisjoint(_words_of(row))]
    if ask.topic == "when":
        # "You start working at the bakery" does not say when.
        return [row for row in rows if dated(f"{row.predicate} {row.object}")]
    if ask.topic == "where" and ask.verb not in ("be", "come"):
        # "I work Monday to Thursday" does not say where.
        return [
            row
            for row in rows
            if PLACE_PHRASE.search(f"{row.predicate} {row.object}")
            or row.predicate.rpartition(" ")[2] in _PLACING
        ]
    if ask.topic == HOW_MUCH:
        # "saving up for a car, got 2k so far" says how much; "saving for a car" does not.
        return [row for row in rows if _AMOUNT_SAID.search(row.object)]
    if ask.topic == HOW_LONG:
        # "for ten years", a span said bare ("married to Sharon 25 years this June") or since
        # when ("vegetarian since uni"), of what was asked: "how long have i been in the uk" is
        # not answered by "married 50 years".
        asked = {singular(word) for word in ask.about if word not in _NOT_ASKED_OF}
        return [
            row
            for row in rows
            if (DURATION.search(row.object) or _SPAN.search(row.object) or SINCE.search(row.object))
            and asked <= _words_of(row)
        ]
    return rows


def _words_asked(ask: Ask) -> set[str]:
    """The words a question names what it asks about by ("shoes", "hiking"), as one."""
    return {singular(word) for word in (*ask.about, ask.kind) if word and word not in _NOT_ASKED_OF}


def _words_of(row: BeliefRow) -> set[str]:
    """The words a belief says its verb and object in, as one."""
    return {singular(word) for word in _WORDS.findall(f"{row.predicate} {row.object}".lower())}


def _matching(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """The beliefs among `rows` (about whom `ask` asks) that answer it."""
    matching = _of_the_kind_asked(ask, _candidates(ask, rows, speaker, records))
    if ask.topic == HOW_OLD:
        # "How old am I?" is answered by "I turned 40 last week" too.
        turned = [row for row in rows if row.predicate == "turn" and row not in matching]
        matching = [
            row
            for row in (*matching, *turned)
            if _AGE.search(row.object)
            and not (row.predicate == "be in" and _YEAR_AT_SCHOOL.match(row.object))
            and not of_kind("condition", row.object)  # "a type 2 diabetic" is no age
        ]
    if ask.topic == NAME_OF:
        matching = _naming_rows(ask.subject, rows, speaker, records)
    if asks_which_part(ask):
        # "Which ear am I deaf in?" is answered by what says one is deaf, and only that.
        state = re.compile(rf"\b{re.escape(ask.about[0])}\b", re.IGNORECASE)
        matching = [row for row in matching if state.search(row.object)]
    if ask.topic == HOW_MANY:
        said = {singular(word) for word in (ask.about[0], one_wording(ask.about[0]))}  # kids
        said |= {other for other, one in _SAME_KIN.items() if one in said}  # "three lads"
        if not said.isdisjoint(_CHILDREN):  # "how many kids do I have?": "two boys, 7 and 10"
            said |= _OFFSPRING
        counted = re.compile(rf"\b(?:{'|'.join(map(re.escape, said))})(?:s|es|ren)?\b", re.I)
        if ask.about[0] in _PEOPLE:  # "how many people do I live with?": "two other students"
            counted = _COUNT
            matching = [row for row in matching if not of_kind("pet", row.object)]
        if ask.verb == "have":  # "How many cats do I have?": "I live with two cats", "lives in
            # Lisbon with his two daughters"
            matching += [
                row for row in rows if _LIVING_WITH.search(f"{row.predicate} {row.object}")
            ]
        matching = [row for row in matching if counted.search(row.object)]
    matching = _saying_what_is_asked(ask, matching)
    if ask.topic == "how" and ask.about[:1] == ("to",):
        # "How do I get to work?" is answered by "I cycle to work most days".
        way = re.compile(rf"\b{re.escape(' '.join(ask.about))}\b")
        matching = [row for row in rows if way.search(f"{row.predicate} {row.object}")]
    if ask.verb == "do" and ask.past and ask.about[:1] == ("after",):
        # "What did I do after the Navy?": only what was said of the Navy ("I served in the
        # Navy for twenty years before becoming a schoolteacher"), as it was said.
        named = [re.compile(rf"\b{re.escape(word)}\b", re.I) for word in ask.about[1:]]
        matching = [row for row in rows if named and all(n.search(row.object) for n in named)]
    if not matching and ask.verb == "do" and ask.past and set(ask.about) <= _FOR_WORK:
        # "What did my dad do?" is answered by "my dad used to be a miner".
        matching = [row for row in rows if row.predicate == "used to" and _WAS_A.match(row.object)]
    if ask.detail and ask.verb == "be":
        # A row with nothing after its verb ("you are born") cannot say when or where; one's
        # fear is asked in any of its words ("scared of" by "terrified of the hoover").
        worded = _FEARS if ask.detail in _FEARS else (ask.detail,)
        details = _TOPIC_OF if ask.detail in _TOPIC_OF else (ask.detail,)
        matching = [
            row
            for row in matching
            if row.object.startswith(worded)
            or (row.object and any(detail in row.predicate.split() for detail in details))
        ]
    return matching


def _conditions_one_is(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """What one said one is, when a condition one has is asked of: "I'm coeliac" answers "What
    condition do I have?", "I'm type 1 diabetic" "What type of diabetes do I have?" (the
    condition's name and the word for one who has it share their first letters)."""
    if ask.verb != "have":
        return []
    if known_kind(ask.kind) == "condition":
        named = ""
    elif ask.kind in members("condition"):
        named = ask.kind[:5]
    else:
        return []
    return [
        row
        for row in rows
        if row.predicate == "be"
        and of_kind("condition", row.object)
        and named in row.object.lower()
    ]


_WEDDING_OF = re.compile(r"^(?P<owner>speaker's [a-z]+)'s wedding$")
_MARRYING = re.compile(r"^(?:get married|marry)\b")


def _their_wedding(subject: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """ "My sister's wedding", by what the person said of "the wedding" ("the wedding is in
    November, not October"), or else of her getting married ("my sister Lucía is getting
    married in October")."""
    found = _WEDDING_OF.match(subject)
    if found is None:
        return []
    if told := [row for row in rows_about("wedding", speaker, records) if row.status in LIVE]:
        return told
    rows = rows_about(found["owner"], speaker, records)
    return [row for row in rows if _MARRYING.match(f"{row.predicate} {row.object}")]


def _mentioning_what_is_theirs(ask: Ask, speaker: Speaker, records: Records) -> list[BeliefRow]:
    """The beliefs that speak of something of someone's, asked about and told of otherwise:
    "What colour is my car?" by "I drive a red Skoda", "Where is Rafa's taco place?" by "Rafa
    just opened a taco place in Austin"."""
    owner, _, noun = ask.subject.partition("'s ")
    if owner != "speaker":
        return [row for row in rows_about(owner, speaker, records) if noun in row.object]
    kind = known_kind(noun)
    driven = kind == "car"  # what one drives is one's car, whatever its make
    return [
        row
        for row in records.beliefs
        if is_own(row, speaker)
        # Not what one said of someone else ("my wife cleans offices" is not where I work).
        and not row.subject.startswith(f"{speaker.user_id}'s ")
        and (
            noun in row.object
            or (kind and of_kind(kind, row.object))
            or (driven and row.subject == speaker.user_id and row.predicate == "drive")
        )
    ]


def _placed_otherwise(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """Where one lives or works, said with another verb: "Where do I live?" is answered by "I
    run a consultancy from my flat in Leicester", "Where do I work?" by "I drive a forklift at a
    warehouse in Leicester"."""
    if ask.verb == "live":
        return [row for row in rows if _HOME_IN.search(row.object)]
    if ask.verb == "work":
        # "Where did Ray work?" is answered by "Ray used to be a miner in Barnsley" too.
        return [
            row
            for row in rows
            if (row.predicate in _WORKING_AT and _AT_A_PLACE.search(row.object))
            or (
                _in_work(row)
                and PLACE_PHRASE.search(row.object)
                and (ask.past or row.tense != "past")  # not a job at sixteen for "where do I"
            )
        ]
    return []


def _in_work(row: BeliefRow) -> bool:
    """Whether `row` says what someone works (or worked) as: "be a nurse", "used to" "be a
    miner in barnsley"."""
    return _says_work(row) or (row.predicate == "used to" and _WAS_A.match(row.object) is not None)


def _said_with_the_verb(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """The beliefs said with `ask`'s verb, or one that answers it; asked who one works for,
    work done for a firm with any verb ("I drive for a removals firm")."""
    verbs = ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    # "… and works as a nurse", "trying to cut down on beer", "want" "to learn Welsh", "save"
    # "up to take my granddaughter to Paris".
    joined = re.compile(
        rf"(?:\band|^(?:up )?to|{_AIMING} to) (?:{'|'.join(map(re.escape, verbs))})(?:e?s)?\b"
    )
    # "I'm renovating a farmhouse" is read as being "renovating a farmhouse" (a verb the claims
    # grammar does not know), "planning to visit my daughter" as planning "visit my daughter".
    doing = ask.detail if ask.detail.endswith("ing") else progressive(ask.verb)
    being_at = f"{doing} "
    matching = [
        row
        for row in rows
        if row.predicate.split(" ")[0] in verbs
        or joined.search(row.object)
        or (row.predicate == "be" and row.object.startswith(being_at))
        or (_AIMED.match(row.predicate) and row.object.partition(" ")[0] in verbs)
    ]
    if ask.verb == "work" and not matching:
        matching = [
            row
            for row in rows
            if row.predicate.endswith(" for") and _WORK_DONE.search(f"{row.predicate} {row.object}")
        ]
    return matching


def _candidates(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """The beliefs that may answer `ask`: said with its verb (or one that answers it), and,
    failing that, said otherwise of what it asks."""
    matching = _said_with_the_verb(ask, rows)
    if ask.verb in ("be", "am", "is", "are"):
        matching = [row for row in rows if row.predicate.startswith("be")]
    matching += _conditions_one_is(ask, rows)
    if ask.verb == "do" and ask.topic == "what" and (not ask.kind or ask.kind in _JOB):
        matching = _what_one_does(ask, rows, matching)
    if not matching and "'s " in ask.subject:
        matching = _their_wedding(ask.subject, speaker, records) or _mentioning_what_is_theirs(
            ask, speaker, records
        )
    if not matching and ask.verb in _GOING:
        # "Where are we going in March?" is answered by "we're planning a trip to Iceland".
        matching = [
            row
            for row in rows
            if row.predicate.split(" ")[0] in _GOING | _ARRANGING and _TRIP.search(row.object)
        ]
    if not matching:
        # "What shifts do I work?" is answered by "I'm a nurse on night shifts".
        matching = _naming_the_kind(ask, rows)
    if ask.verb == "do" and ask.detail == "doing":
        # "What is Anika doing this year?" is answered by "Anika is doing her A-levels".
        matching += [row for row in rows if row.predicate == "be" and row.object[:6] == "doing "]
    if ask.topic == "where" and not matching:
        matching = _placed_otherwise(ask, rows)
    if not matching:
        matching = _studying_or_training(ask, rows)
    if ask.verb in _DOERS and not matching:
        # "What did I teach?" is answered by "I'm a retired French teacher", "What do I drive?"
        # by "I'm a taxi driver in Liverpool".
        doer = _DOERS[ask.verb]
        matching = [row for row in rows if row.predicate == "be" and doer.search(row.object)]
    if ask.verb == "marry":
        # "Who am I marrying?" is answered by "I am getting married to Luis", "How long have I
        # been married?" by "we've been married 50 years" too.
        wed = _WED_HOW_LONG if ask.topic == HOW_LONG else _WED
        matching = [row for row in rows if wed.search(f"{row.predicate} {row.object}")]
    when = [word for word in ask.about if singular(word) in _WHEN_WORDS]
    if when and ask.verb == "do":
        # "What do I do on Fridays?" is answered by what one does every Friday.
        said = re.compile(rf"\b{singular(when[0])}s?\b", re.IGNORECASE)
        matching = [row for row in rows if said.search(row.object)]
    if ask.topic == "who" and ask.about[:1] and ask.about[0] in ALONG:
        matching = _along_with(ask, matching, speaker, records) or _employer(ask, rows)
    return matching


def _studying_or_training(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """What answers what one studies or trains in when nothing says it with its verb: "What am
    I studying?" is answered by "I'm a second-year law student", "Where do I study?" by "I'm
    doing a PhD in neuroscience at Edinburgh"; "What am I training to be?" by what one does
    ("I'm an apprentice electrician")."""
    if ask.verb == "train" and ask.topic == "what":
        return _what_one_does(replace(ask, verb="do", detail=""), rows, [])
    if ask.verb != "study":
        return []
    return [
        row
        for row in rows
        if (row.predicate == "be" and _STUDENT.search(row.object))
        or (row.predicate in ("be", "do") and _DEGREE.search(row.object))
        or (row.predicate == "be" and _DOING_A_SUBJECT.match(row.object))
        or (row.predicate in _AT_A_SCHOOL and _PLACE_OF_STUDY.search(row.object))
    ]


_EMPLOYED = re.compile(r"\b(?:for|at) \w")
"""What one is said with whom one is employed by ("a bus driver for Arriva")."""


def _employer(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """ "Who do I work for?" answered by what one is, said with whom ("I'm a bus driver for
    Arriva"), when nothing says whom one works for."""
    if (ask.verb, ask.about[0]) != ("work", "for"):
        return []
    return [
        row for row in rows if _what_one_is(row, past=ask.past) and _EMPLOYED.search(row.object)
    ]


def _what_one_does(ask: Ask, rows: list[BeliefRow], matching: list[BeliefRow]) -> list[BeliefRow]:
    """The beliefs that answer "What does someone do?" (`matching`: those said with its verb).

    "What does my brother do?" is answered by "my brother is a pilot", and, failing that, by
    "my partner builds furniture" ("What sport do I do?", "What course am I doing?" ask no work,
    and never come here)."""
    # "I drive for a removals firm" says one's work as well as "I'm a removals driver".
    matching = matching + [
        row
        for row in rows
        if (row.predicate in _BEING or row.predicate.endswith(" for")) and _says_work(row)
    ]
    # "my little sister jess is training to be a vet" says what she is to be.
    matching += [row for row in rows if _TRAINING_AS.match(f"{row.predicate} {row.object}")]
    about = set(ask.about) - _NOWADAYS
    if about <= _FOR_WORK:
        # Asked one's work ("What do I do (for a living)?"), what says it answers, not
        # "I do the crossword on Sundays"; asked "for work", nothing else does. Retrained as
        # something, one works as it now.
        working = [row for row in matching if _says_work(row) or _RETRAINED.match(row.predicate)]
        if working or about:
            matching = working
    if not matching:
        # "I recently retired from teaching" says what one did; "Joost builds furniture"
        # what he does, but "we're flying to Lisbon" is no trade, nor is driving one's own
        # car ("I drive a Toyota Corolla"; "he drives buses" is).
        matching = [row for row in rows if row.predicate == "retire from"] or [
            row
            for row in rows
            if row.predicate.split(" ")[0] in _TRADES
            and " " not in row.predicate
            and not (
                row.predicate == "drive"
                and of_kind("car", row.object)
                and not _DRIVEN_FOR_WORK.search(row.object)
            )
            and not (row.predicate == "run" and _A_RACE.search(row.object))
        ]
    if not matching and ask.past and not ask.about:
        # "What did Leo just do?" is answered by "my grandson Leo just passed his driving test".
        matching = [row for row in rows if row.tense == "past" and row.predicate not in _BEING]
    return matching


_A_RACE = re.compile(rf"\b(?:{RACES}|race)\b", re.IGNORECASE)
"""A race one runs ("running a half marathon for the hospice"), which is no business one runs."""
_BEING = frozenset({"be", "be in"})
_TRAINING_AS = re.compile(
    r"^(?:be )?(?:(?:re)?(?:train|study)(?:ing)? (?:to be|to become|as)"
    r"|(?:do|doing) an? apprenticeship (?:as|in)) an? \w"
)
"""Training or studying for a trade ("train to" "be a vet in edinburgh", "be" "doing an
apprenticeship as a mechanic in hull")."""
_FOR_WORK = frozenset({"work", "living"})
"""What a question of what one does may add to ask one's work ("… for work?", "… for a
living?")."""
_NOWADAYS = frozenset({"now", "currently", "nowadays", "today", "these", "days"})
"""Words that ask what one does now ("What do I do for work now?"), which is what it asks
anyway."""
_RETRAINED = re.compile(r"^(?:retrain|requalify|qualify)$")
"""Retrained (or qualified) as something: what one works as since ("I retrained as a primary
school teacher last year")."""


def _says_work(row: BeliefRow) -> bool:
    """Whether `row` says what someone works as or at: "be a nurse", "be in the army", "work
    at the bakery", "teach maths"."""
    if row.predicate == "be":  # "be a nurse", not "be doing an evening course"
        named = _A.match(row.object) or _PLURAL_WORK.match(row.object)
        return bool(named or _THE_ROLE.match(row.object)) and not (
            _NOT_WORK.match(row.object) or of_kind("condition", row.object)  # "a diabetic"
        )
    if row.predicate == "be in":
        return _SERVED.match(row.object) is not None
    if row.predicate.split(" ")[0] in ("work", "teach"):
        return _NOWHERE.match(row.object) is None
    if row.predicate == "do" and _TRADE_DONE.match(row.object):
        return True
    if row.predicate in _DONE_FOR_A_FIRM and row.object[:1].isupper():
        return True  # "I drive for Uber", "I deliver for Amazon"; not "I drive for my mum"
    # "drive" "for a removals firm": the "for" is the predicate's.
    return bool(_JOB_AT.search(row.object) or _WORK_DONE.search(f"{row.predicate} {row.object}"))


_DONE_FOR_A_FIRM = frozenset({"drive for", "deliver for", "ride for", "cycle for", "sell for"})
"""What one does for a firm named after it, as one's work ("I drive for Uber")."""
_WORK_DONE = re.compile(
    r"\b(?:for a living|for work|freelance|shifts?"
    r"|for (?:a|an|the) (?:[a-z]+ )?(?:firm|company|business|council|charity|agency))\b"
)
"""What is done as one's work ("do accounts for a small firm", "do night shifts")."""
_TRADE_DONE = re.compile(
    r"^(?:(?:people's|women's|men's|kids'|dogs'|brides'?|private|mobile)\s+)?(?:hair|nails"
    r"|lashes|brows|make-?up|tattoos|piercings|bookkeeping|accounts|payroll|plastering|plumbing"
    r"|electrics|roofing|tiling|joinery|decorating|alterations|upholstery|childminding"
    r"|dog[- ]grooming|grooming|deliveries|removals|security|catering|cleaning|massage|reflexology"
    r"|physio|tutoring|admin|taxes|tax returns)\b",
    re.IGNORECASE,
)
"""A trade said as what one does ("I do nails in Oldham", "she does hair from home"), not a
pastime ("I do yoga", "I do the crossword")."""


_DOERS = {
    verb: re.compile(rf"\b(?!(?:a|an|the|retired|former|ex|head)\b)[a-z]+ {doer}\b", re.I)
    for verb, doer in (("teach", "teacher"), ("drive", "driver"))
}
"""One who does something said with what they do it to ("a retired French teacher", "a taxi
driver"; not "a retired teacher"), by the verb asked ("What did I teach?", "What do I
drive?")."""
_HOME_IN = re.compile(
    r"\b(?:my|our) (?:flat|apartment|house|home|place|cottage|studio|farm) (?:in|near) [A-ZÀ-Ý]"
)
"""One's home said with where it is ("from my flat in Leicester")."""
_STUDENT = re.compile(
    r"\b(?:student|undergraduate|postgraduate|phd candidate|(?:first|second|third|fourth|final"
    r"|1st|2nd|3rd|4th)[- ]year(?! of\b))\b",
    re.IGNORECASE,
)
"""What says one studies: a student, or one in a year of a course ("final year comp sci at
warwick")."""
_RETIRED_AS = re.compile(r"^(?:a|an) retired [a-z]", re.IGNORECASE)
"""What one did before retiring, said as what one is now ("a retired headteacher")."""
_AIMING = r"\b(?:trying|planning|hoping|going|learning|starting|wanting|aiming)"
"""What one is about or trying to do, said with the verb it aims at ("trying to cut down on
beer" answers "What am I cutting down on?")."""
_PEOPLE = frozenset({"people", "persons", "others"})
_LIVING_WITH = re.compile(r"^live\b.*\bwith\b")
"""Whom one lives with, said of them ("live with two cats", "live in Lisbon with his two
daughters")."""
_COUNT = re.compile(rf"(?:^|\bwith )(?:\d+|{NUMBER_WORDS}|a few|several)\b", re.IGNORECASE)
"""A number of people said as one (how many others one lives with: "two other students", "in
Kreuzberg with three other people")."""
_DEGREE = re.compile(
    r"\b(?:phd|doctorate|degree|masters?|master's|bachelor's|msc|mba|a-levels|a levels|gcses"
    r"|diploma)\b",
    re.IGNORECASE,
)
"""What one studies for ("doing a PhD", "doing her A-levels")."""
_AT_A_SCHOOL = frozenset({"be at", "start at", "go to", "attend", "start"})
_PLACE_OF_STUDY = re.compile(r"\b(?:uni|university|college|sixth form|polytechnic)\b", re.I)
"""Where one is a student, said as being there ("Ada has just started at Edinburgh uni"
answers where she studies)."""
_DOING_A_SUBJECT = re.compile(
    r"^doing (?:(?:a|an|my|her|his|their) )?(?:[a-z]+ )?(?:nursing|medicine|law|engineering"
    r"|maths|math|mathematics|physics|chemistry|biology|economics|psychology|philosophy"
    r"|architecture|accountancy|accounting|pharmacy|dentistry|midwifery|physiotherapy"
    r"|journalism|computer science|computing|sports science|geography|politics|sociology"
    r"|history|business studies|veterinary science|law school|med school)\b",
    re.IGNORECASE,
)
"""What one studies, said as doing it ("is doing nursing in nottingham")."""
_WED = re.compile(r"\b(?:married|engaged|marry) to\b|^marry\b")
_WED_HOW_LONG = re.compile(rf"{_WED.pattern}|^be married\b")
"""Being married, which says how long when asked so ("we've been married 50 years"), though
not whom to."""
_NOT_ASKED_OF = frozenset(
    {"in", "at", "on", "the", "a", "an", "with", "for", "to", "here", "there"}
)
"""Words of a question of how long that name nothing it asks of ("… been in the uk")."""
_WORDS = re.compile(r"[a-z0-9]+")
_WHEN_WORDS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend"}
    | {"morning", "evening", "night", "afternoon", "weekday"}
)
"""When a habit holds, which a question of what one does then may name ("on Fridays")."""
_GOING = frozenset({"go", "travel", "fly", "head", "visit"})
_ARRANGING = frozenset({"plan", "book", "take", "have", "organise", "organize", "save"})
_TRIP = re.compile(
    r"\b(?:trip|holiday|vacation|journey|visit|flight|getaway|honeymoon|cruise)s?\b.*\b(?:to|in)\s"
    r"|\b(?:to|in)\s.*\b(?:trip|holiday|vacation)\b"
)
"""A journey said with where it goes ("a trip to Iceland", "a holiday in Crete")."""
_DRIVEN_FOR_WORK = re.compile(
    r"\b(?:trucks?|lorr(?:y|ies)|bus(?:es)?|taxis?|cabs?|forklifts?|tractors?|ambulances?"
    r"|trains?|trams?|coaches)\b",
    re.IGNORECASE,
)
"""What one drives for a living ("my dad drives a truck"; not "I drive a Toyota Corolla")."""
_SERVED = re.compile(rf"the {SERVICES}\b", re.IGNORECASE)
"""A service one is or was in ("my boyfriend Diego is in the army", "I was in the merchant
navy": their verb is "be in"), which is one's work."""
_TRADES = frozenset(
    {"build", "make", "design", "run", "own", "manage", "sell", "write", "paint", "fix"}
    | {"repair", "cook", "bake", "drive", "fly", "sew", "farm", "program", "code", "develop"}
    | {"translate", "sing", "act", "nurse", "treat", "clean", "deliver", "sail", "coach"}
    | {"fish"}
)
"""What someone may be said to do for work ("Joost builds furniture"), answering "What does
Joost do?" when nothing says what he is or where he works."""
_FAVOURING = frozenset({"support", "like", "love", "prefer", "follow", "enjoy"})


def _along_with(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """Who someone does something with (or for, or near): the rows that say with whom ("I live
    in Leeds with my sister"; "I live in Leeds" does not), and, asked of the person, those that
    say someone of theirs does it with them ("my mother lives with me")."""
    along = ask.about[0]
    words = ("for", "at") if (ask.verb, along) == ("work", "for") else (along,)  # an employer
    said = re.compile(rf"\b(?:{'|'.join(words)})\b")
    found = [row for row in rows if said.search(f"{row.predicate} {row.object}")]
    if ask.subject == "speaker":
        found += [
            row
            for row in records.beliefs
            if is_own(row, speaker)
            and row.subject != speaker.user_id
            and row.predicate in {f"{ask.verb} {word}" for word in words}
            and _WITH_ME.match(row.object) is not None
        ]
    return found


_WITH_ME = re.compile(r"^(?:me|us)\b(?!\s+(?:and|&)\b)", re.IGNORECASE)
"""The person, after "with": "(my mother lives with) me", "(… with) us to help out" (not "me
and my sister", who are someone else too)."""


def _of_the_kind_asked(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """`rows` of the kind a question names ("which sports…?": tennis, not the violin); with none
    of it, those not known to be of another kind, unless only the listed kind may answer."""
    kind = known_kind(ask.kind)
    if not kind and ask.verb == "be" and ask.kind and ask.kind not in QUALITIES:
        # "What year of my studies am I in?" is not answered by "I am a nurse".
        return _naming_the_kind(ask, rows)
    if not kind:
        return rows
    fitting = [row for row in rows if of_kind(kind, row.object)]
    if fitting or kind in _ONLY_LISTED:
        return fitting
    # Nor is a person of a kind of thing: "What condition do I have?" is not answered by
    # "I have a boy, Luca".
    return [
        row
        for row in rows
        if not of_another_kind(kind, row.object) and not _names_someone(row.object)
    ]


def _names_someone(text: str) -> bool:
    """Whether `text` speaks of a person of one's own ("a boy, Luca", "two sisters")."""
    return not {singular(word) for word in _WORDS.findall(text.lower())}.isdisjoint(_SOMEONE)


def _doers(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """Who did what was asked ("Who just had twins?"), from what the person told: the beliefs
    with the asked verb (or one that answers it) that say every word asked of."""
    verbs = ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    # "Who visits me on Sundays?" is answered by "My granddaughter visits every Sunday": the
    # person is whom it is done to, and no one of their own doing it.
    to_them = not _ASKER.isdisjoint(ask.about)
    wanted = {singular(word) for word in ask.about if word not in _ASKER}
    return [
        as_fact(row, speaker)
        for row in records.beliefs
        if row.predicate.split(" ")[0] in verbs
        and row.polarity == "positive"
        and row.status in LIVE
        and not (to_them and row.subject == speaker.user_id)
        and wanted <= {singular(word) for word in re.findall(r"[a-z0-9]+", row.object.lower())}
    ]


_ASKER = frozenset({"me", "us"})


_OF_ANY_VERB = frozenset({"diet", "operation"})
"""Kinds a question may ask for with a verb the answer need not use ("follow" a diet)."""


def _naming_the_kind(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """`rows` that name the kind a question asks for, when no kind of that name is listed
    ("night shifts" for "What shifts…?", "a second-year law student" for "What year…?"), or
    that say something of a kind asked with any verb ("I'm vegetarian" for "What diet do I
    follow?", "I've had two hip replacements" for "What operations have I had?")."""
    if (kind := known_kind(ask.kind)) in _OF_ANY_VERB:
        return [row for row in rows if of_kind(kind, row.object)]
    if not ask.kind or kind or ask.kind in QUALITIES:
        return []
    named = re.compile(rf"\b{re.escape(singular(ask.kind))}s?\b", re.IGNORECASE)
    return [row for row in rows if named.search(row.object)]


def _who(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "Who is Sofia?" → "Sofia is your wife.", with what else the person told of her."""
    name = ask.part.strip(" ?!.").split()[-1]
    name = name[:1].upper() + name[1:]
    facts = []
    for relation, row in relations_of(ask.subject, speaker, records):
        said = _names_as_said(relation, row.proposition)
        yours = f"one of your {said}" if plural(relation) else f"your {said}"
        facts.append(Fact(f"{name} is {yours}.", (name, relation), row.id))
        if row.subject == speaker.user_id:
            facts.append(as_fact(row, speaker))  # where she was named: "you live with …"
        told = rows_about(f"speaker's {relation}", speaker, records)
        facts += [
            as_fact(other, speaker)
            for other in told[:3]
            if other.predicate != NAMED and other.status in LIVE
        ]
    return facts or _told_of(ask.subject, speaker, records)


def _names_as_said(relation: str, said: str) -> str:
    """`relation` ("son peter's wife") with the names in it written as `said` wrote them ("son
    Peter's wife")."""
    names = {name.lower(): name for name in _NAME_SAID.findall(said)}
    written = []
    for word in relation.split():
        base = word.removesuffix("'s")
        written.append(names.get(base, base) + word[len(base) :])
    return " ".join(written)


_NAME_SAID = re.compile(r"\b[A-ZÀ-Ý][\w-]*")


def _told_of(name: str, speaker: Speaker, records: Records) -> list[Fact]:
    """Who someone is, from what the person said naming them and of them, when they never
    said what they are to them ("Married to Daniel, who's a pilot" for "Who is Daniel?": "You
    are married to Daniel. Daniel is a pilot with Singapore Airlines."); nothing for a name
    they never spoke of."""
    named = re.compile(rf"\b{re.escape(name)}\b", re.IGNORECASE)
    own = [
        row
        for row in records.beliefs
        if row.subject == speaker.user_id and row.status in LIVE and named.search(row.object)
    ]
    told = [
        row
        for row in rows_about(name, speaker, records)
        if row.status in LIVE and row.predicate != NAMED
    ]
    return [as_fact(row, speaker) for row in [*own[:2], *told[:3]]]


_HAVING = frozenset({"have", "get", "adopt", "buy", "own", "rescue"})
_LOWER_NAME = (
    r"(?!(?:a|an|the|both|all|one|two|three|boys?|girls?|twins?|sons?|daughters?|older"
    r"|younger|grown|little|big)\b)[a-zà-ÿ][\w'-]*"
)
"""A name as a text may write it, in lower case; not a word that says what they are ("two
kids, a boy and a girl")."""
_LOWER_LIST = rf"{_LOWER_NAME}(?:,\s*{_LOWER_NAME})*\s+and\s+{_LOWER_NAME}"
_LAST_LOWER_NAME = (
    r"(?!(?:now|too|also|again|there|here|still|abroad|nearby|today|tonight|sometimes|daily"
    r"|mostly|anymore|then|though|lol|haha|home|together|alone|instead|yet)\b)"
    rf"{_LOWER_NAME}"
)
"""A name in lower case ending what was said, right after whom it names ("I live with my mum
and my stepdad gary"); not a word that says when or where ("… with my sister now")."""
"""Names listed as a text may write them ("alfie and rosie")."""
_CALLED = re.compile(
    r"^(?:(an?|the|one)|(two|three|four|five|six|\d+))?\s*([a-z]+)(?:,?\s+(?:called|named)|:)\s+"
    r"([A-ZÀ-Ý][\w'-]*(?:(?:,\s*|\s+and\s+|\s+)[A-ZÀ-Ý][\w'-]*)*)$"
    # or named after a comma, and perhaps said more of: "a daughter, Lina, who is four".
    r"|^(?:(an?|one))?\s*([a-z]+),\s+([A-ZÀ-Ý][\w'-]*)(?:,.*)?$"
    # or a number of them named after a comma, as a text writes them: "two grandkids, alfie
    # and rosie".
    rf"|^({NUMBER_WORDS}|\d+)\s+([a-z]+),\s+({_LOWER_LIST})$"
)
"""What one has, with its name: "a kitten named Pixel", "two cats called Salt and Pepper",
"three kids: Ming, Hua and Jun", "a daughter, Lina, who is four", "two grandkids, alfie and
rosie"."""


def _called(row: BeliefRow, speaker: Speaker) -> Fact | None:
    """What the person has, said by its name ("Your kitten is called Pixel."), from a belief
    that they have, got or adopted it under that name; None for any other belief."""
    found = _CALLED.match(row.object)
    if found is None or row.predicate not in _HAVING or row.subject != speaker.user_id:
        return None
    _, many, noun, names, _, noun_before_comma, name_after_comma = found.groups()[:7]
    counted, counted_noun, listed = found.groups()[7:]
    noun = noun or noun_before_comma or counted_noun
    names = (
        names
        or name_after_comma
        or " ".join(
            word if word == "and" else word[:1].upper() + word[1:] for word in listed.split()
        )
    )
    plural = bool(many or counted) or " and " in names or "," in names
    had = row.predicate == "have" and row.tense == "past"  # "I had a dog called Rex"
    copula = ("were" if plural else "was") if had else ("are" if plural else "is")
    sentence = f"Your {noun} {copula} called {names}."
    return Fact(sentence, (names.split(",")[0].split(" and ")[0],), row.id)


def _naming_rows(
    subject: str, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """What says what the person's `subject` is called: "my cat is called Miso", or, failing
    that, "I have a cat called Miso", "I have two kids, Leo and Mia", "I've got three kids: Ming,
    Hua and Jun" or "my son Adam is nine"."""
    named = [row for row in rows if row.predicate == NAMED]
    if named or not subject.startswith("speaker's "):
        return named
    said = subject.removeprefix("speaker's ")
    asked = singular(said)
    worded = singular(one_wording(said))  # "gf": girlfriend
    kinds = {asked, worded, *members(known_kind(asked))}
    kinds |= {other for other, one in _SAME_KIN.items() if one in kinds}  # "a little boy"
    nouns = "|".join(map(re.escape, sorted(kinds, key=len)[::-1]))
    noun = f"(?:{re.escape(asked)}|{re.escape(worded)})"
    # "What's my dog called?" is answered by "I got a puppy called Rex" too.
    calling = re.compile(
        rf"\b(?i:{nouns})s?(?:,?\s+(?:(?:called|named)\s+\S|[A-ZÀ-Ý])|:\s+[A-ZÀ-Ý]"
        rf"|,\s+{_LOWER_LIST}$|\s+{_LAST_LOWER_NAME}$)"
    )
    found = [
        row
        for row in records.beliefs
        if is_own(row, speaker)
        and row.subject == speaker.user_id  # not "my roommate has a corgi named Mochi"
        and calling.search(row.object)
    ]
    # "My son Adam is nine" names him too: one belief about each son with a name.
    named_as = re.compile(rf"{re.escape(speaker.user_id)}'s {QUALIFIED}{noun}s? \S")
    by_name = {row.subject: row for row in reversed(records.beliefs) if named_as.match(row.subject)}
    return found + [row for row in by_name.values() if row.status in LIVE]


_ABOUT_LIMIT = 10
"""How many of the newest things told a "what do you know about me?" says."""


def _about_me(ask: Ask, body: Body | None) -> tuple[list[Fact], str]:
    """What the mind is, from its persona and body records — never a model's guess."""
    if body is None:
        return [], "I have no record of that."
    if ask.what == "self":
        sentence = (
            f"I'm {body.name}, a persistent mind: I remember our conversations and keep a "
            "record of everything I perceive and say."
        )
        return [Fact(sentence, (body.name,), body.source)], ""
    made = f", a model made by {body.maker}," if body.maker else ""
    where = "on this machine" if body.provider == "local" else f"through {body.provider}"
    sentence = (
        f"I speak through {body.model}{made} run {where}; I am {body.name}, not the product "
        "of that model's maker."
    )
    return [Fact(sentence, (body.model,), body.source)], ""


def describing_self(intent: ResponseIntent, body: Body | None) -> Answer | None:
    """An intent that says only what the mind is, as an introspective answer from its persona
    and body records, so the reply is scored against them like every answer about the mind;
    None for any other intent (a reply that also says other things is not scored as one)."""
    facts = intent.facts
    if body is None or not facts or intent.gaps or intent.opening:
        return None
    if not body.source or any(fact.source_id != body.source for fact in facts):
        return None
    return Answer("about_self", tuple(Sentence(f.sentence, body.record_ids) for f in facts))
