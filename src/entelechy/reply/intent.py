"""The response intent: what a reply must say, computed from records before any model speaks.

A statement is acknowledged with what was understood; a question about the mind itself is
answered from its records (`entelechy.introspection`); a question the records can answer (the
person's name, where they live, what someone said, what the mind knows about them, whether
something holds of them) is answered from beliefs or recalled memories, each fact attributed
to whoever said it, and a sum is computed (`arithmetic`); anything else is open and goes to the
model. What each question asks is read in `questions`; this module answers it. A grounded
intent carries the facts with the words that must survive any model's wording of them
(`missing`), and a rendering of its own (`render`) for when they do not, or when the model is
too small to be asked.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import Literal

from entelechy.beliefs.propositions import EXCLUSIVE_PREDICATES, yours
from entelechy.beliefs.propositions import render as third_person
from entelechy.beliefs.queries import BeliefRow
from entelechy.introspection.answer import Answer, Sentence
from entelechy.introspection.wording import said_to_teller
from entelechy.memory.recall import RecallHit
from entelechy.models.profiles import ModelProfile
from entelechy.perception.analysis import Analysis
from entelechy.perception.claims import (
    DISCOURSE,
    NAMED,
    Claim,
    past_tense,
    progressive,
    verb_lemma,
)
from entelechy.perception.kinds import known_kind, members, of_another_kind, of_kind
from entelechy.perception.text import (
    DURATION,
    NUMBER_WORDS,
    expand_contractions,
    one_wording,
    sentences,
    time_expressions,
)
from entelechy.reply.arithmetic import computed
from entelechy.reply.questions import (
    DETERMINERS,
    HOW_LONG,
    HOW_MANY,
    HOW_OLD,
    NAME_OF,
    PERSONAL_STATES,
    Ask,
    personal_of_someone,
    read_questions,
)

IntentKind = Literal["acknowledge", "answer", "care", "compute", "forget", "introspect", "open"]
_LIVE = frozenset({"believed", "uncertain", "contested"})


@dataclass(frozen=True)
class Fact:
    """One thing the reply must say, the words that show it was said, and its record."""

    sentence: str
    terms: tuple[str, ...]
    source_id: str = ""

    def survives_in(self, text: str) -> bool:
        lowered = text.lower()
        return all(term.lower() in lowered for term in self.terms)

    def owned_in(self, text: str) -> tuple[str, ...]:
        """What of the person's `text` speaks of as the mind's own: "my son" where the fact
        is "Your son Pedro is 7", "I teach" where it is "You teach chemistry"."""
        lowered = " ".join(text.lower().split())
        claims = [
            f"my {noun}" if noun else f"i {verb}"
            for noun, verb in _YOURS.findall(self.sentence.lower())
            if noun or verb not in _AUXILIARIES
        ]
        return tuple(claim for claim in claims if re.search(rf"\b{re.escape(claim)}\b", lowered))


_YOURS = re.compile(r"\byour (\w+)|\byou (\w+)")
_AUXILIARIES = frozenset(
    {"are", "were", "have", "had", "can", "could", "will", "would", "do", "did", "should"}
    | {"may", "might", "must", "haven't", "don't", "didn't", "can't", "won't", "aren't"}
)
"""Words after "you" that say nothing the mind could take as its own ("you have", "you can")."""


@dataclass(frozen=True)
class ResponseIntent:
    kind: IntentKind
    facts: tuple[Fact, ...] = ()
    gaps: tuple[str, ...] = ()
    """Sentences for what was asked and is not recorded ("You haven't told me …")."""
    opening: str = ""
    asked: tuple[str, ...] = ()
    """The questions of the message the records answered, as the person wrote them."""
    unrecorded: tuple[str, ...] = ()
    """For an open question about a named person the records hold nothing on (for this person
    to hear): that plainly ("I have no record of who Tom lives with."). A model whose replies
    are rendered from the records says this instead of inventing a life for Tom; a larger
    model answers the question itself, from what it knows."""

    @property
    def grounded(self) -> bool:
        return self.kind != "open"

    def rendered_by(self, profile: ModelProfile) -> bool:
        """Whether a model of `profile` has this intent said in the runtime's words: what the
        mind did, always; the records' answer, and what they lack on a named person, when the
        model is too small to word them faithfully."""
        return self.fixed or (profile.render_grounded and (self.grounded or bool(self.unrecorded)))

    @property
    def answered(self) -> bool:
        """Every question asked is answered by the records, with nothing they lack."""
        return self.kind == "answer" and bool(self.facts) and not self.gaps

    @property
    def fixed(self) -> bool:
        """Said in the runtime's own words whatever the model (what the mind did on record)."""
        return self.kind == "forget"

    @property
    def source_ids(self) -> tuple[str, ...]:
        return tuple(dict.fromkeys(fact.source_id for fact in self.facts if fact.source_id))

    def render(self) -> str:
        """The intent in plain words, with no model."""
        sentences = [self.opening] if self.opening else []
        sentences += [fact.sentence for fact in self.facts]
        sentences += [*self.gaps, *self.unrecorded]
        return " ".join(sentence for sentence in sentences if sentence)

    def missing(self, text: str) -> tuple[Fact, ...]:
        """The facts a model's wording dropped."""
        return tuple(fact for fact in self.facts if not fact.survives_in(text))

    def owned(self, text: str) -> tuple[str, ...]:
        """What of the person's a model's wording speaks of as the mind's own (nothing, in a
        reply of care: it speaks of the person's feelings, which are no claims to take)."""
        if self.kind == "care":
            return ()
        return tuple(dict.fromkeys(claim for fact in self.facts for claim in fact.owned_in(text)))

    def instructions(self) -> str:
        """The intent for a model to word: the facts, and nothing to add to them."""
        if not self.grounded:
            return ""
        if self.kind == "care":
            return (
                "A life may be in danger: the person's own, or that of someone they speak of. "
                "Reply briefly and warmly, without judgement, give no method or means, and say "
                "this in your own words, keeping every number and address:\n"
                f"- {self.facts[0].sentence}"
            )
        said = [self.opening] if self.opening else []
        said += [fact.sentence for fact in self.facts] + list(self.gaps)
        body = "\n".join(f"- {sentence}" for sentence in said)
        return (
            f"Your reply must say the following, from your records, and add no other facts:\n{body}"
        )


OPEN = ResponseIntent("open")


@dataclass(frozen=True)
class Speaker:
    user_id: str
    name: str | None = None


@dataclass(frozen=True)
class Body:
    """What the mind is and speaks through, from its persona and body records."""

    name: str
    model: str
    provider: str
    maker: str | None = None
    read_records: Callable[[], tuple[str, ...]] = field(default=lambda: ())
    """Reads the events that say what the mind is (its creation and its latest body); called
    only when a reply speaks of what the mind is."""

    @cached_property
    def record_ids(self) -> tuple[str, ...]:
        return self.read_records()

    @property
    def source(self) -> str:
        """The record a fact about what the mind is rests on (its latest say on the matter)."""
        return self.record_ids[-1] if self.record_ids else ""


@dataclass(frozen=True)
class Records:
    """What the records hold that bears on the message."""

    beliefs: Sequence[BeliefRow] = ()
    recalled: Sequence[RecallHit] = ()
    body: Body | None = None
    about: Callable[[str], Sequence[BeliefRow]] = field(default=lambda _subject: ())
    """Beliefs about another subject (a name the person asked about), told by this person."""
    introspection: Answer | None = None
    """The records' answer when the message asks about the mind itself."""
    someone_else: Callable[[str], bool] = field(default=lambda _name: False)
    """Whether a name is another person's who talks with the mind (or one they told of)."""


_FORGET = re.compile(
    r"\b(?:forget (?:me|everything (?:about me|i (?:have )?(?:told|said))|all about me|what i "
    r"(?:have )?told you)|(?:delete|erase|remove) (?:me|my data|everything (?:about me|i "
    r"(?:have )?(?:told|said)))|right to (?:be forgotten|erasure))\b",
    re.IGNORECASE,
)
FORGET_REPLY = (
    "I've passed your request to be forgotten to my operator. Once they confirm it, everything "
    "you have told me will be removed for good; until then it is kept as it is."
)


_FORGET_ONE = re.compile(
    r"^\W*(?:(?:please|ok(?:ay)?|and|also)\W+)*(?:(?:can|could|would) you\s+)?(?:please\s+)?"
    r"(?:(?:forget|unlearn)\s+(?:that|what i (?:said|told you)|the fact|my|about my)|(?:delete|"
    r"erase|remove)\s+(?:what i (?:said|told you)|the fact that))\b",
    re.IGNORECASE,
)
"""A request to forget one thing the person told ("Forget that my sister is a doctor.")."""
FORGET_ONE_REPLY = (
    "I can't set aside one thing you told me on its own. If it was wrong, tell me what is true "
    '("Actually, …") and I\'ll believe that instead; if you want everything you have told me '
    'removed, say "forget me" and my operator will erase it.'
)


def plan(text: str, analysis: Analysis, speaker: Speaker, records: Records) -> ResponseIntent:
    """The response intent for `text`."""
    if _FORGET.search(text):
        return ResponseIntent("forget", opening=FORGET_REPLY)
    if _FORGET_ONE.search(text):
        # Said plainly rather than left to a model, which answers "Done, I've forgotten it."
        return ResponseIntent("acknowledge", opening=FORGET_ONE_REPLY)
    if (calculated := computed(text)) is not None:
        written, shown = calculated
        return ResponseIntent("compute", (Fact(f"{written} = {shown}.", (shown,)),))
    if records.introspection is not None:
        return _introspect(records.introspection)
    if social := _social(text, speaker):
        return ResponseIntent("acknowledge", opening=social)
    asked = read_questions(text)
    asks = [ask for ask in asked if _answerable(ask, speaker, records)]
    if asks:
        return replace(_answer(asks, speaker, records), asked=tuple(ask.part for ask in asks))
    if analysis.intent in ("statement", "greeting", "correction") and analysis.claims:
        return _acknowledge(analysis.claims, speaker)
    unknown = tuple(gap for ask in asked if (gap := _unrecorded(ask)))
    return replace(OPEN, unrecorded=unknown) if unknown else OPEN


_THANKS = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|great|perfect|cool|nice)\W+)?(?:thanks?(?: you)?(?: (?:so|very) much|"
    r" a lot| again)?|thx|ty|cheers|much appreciated)\W*$",
    re.IGNORECASE,
)
_GOODBYE = re.compile(
    r"^\W*(?:(?:ok(?:ay)?|thanks?)\W+)?(?:bye|goodbye|good night|see you(?: later| soon)?|"
    r"see ya|talk (?:to you )?later)\W*$",
    re.IGNORECASE,
)


def _social(text: str, speaker: Speaker) -> str:
    """The reply to a plain greeting, thanks or goodbye (the embedded model told stories about
    them, and met "hey there" with "I'm sorry for your loss.")."""
    if _THANKS.match(text):
        return "You're welcome!"
    if _GOODBYE.match(text):
        return "Goodbye! I'll remember what we talked about."
    if _HELLO.match(text):
        return f"Hello, {speaker.name}! What's on your mind?" if speaker.name else _HELLO_REPLY
    return ""


_HELLO = re.compile(
    r"^\W*(?:hi|hello|hey|hiya|howdy|greetings|good (?:morning|afternoon|evening|day))"
    r"(?: there| again)?(?:\W+[a-z]+)?\W*$",
    re.IGNORECASE,
)
"""A greeting and nothing else ("hey there", "good morning, Ada!")."""
_HELLO_REPLY = "Hello! What's on your mind?"


def supportive(words: str, resources: str) -> ResponseIntent:
    """A reply to a person who may be in danger of hurting themselves: `words` of support,
    holding `resources` (where to find help now), whose numbers and addresses must survive any
    model's wording of them."""
    anchors = tuple(dict.fromkeys(_ANCHOR.findall(resources))) or (resources,)
    return ResponseIntent("care", (Fact(words, anchors),))


_ANCHOR = re.compile(r"\d[\d ]*\d|\d|[a-z][\w-]*(?:\.[a-z][\w-]*)+", re.IGNORECASE)
"""A phone number or a web address."""


def _introspect(answer: Answer) -> ResponseIntent:
    """An answer about the mind itself: its sentences as the records give them (the reply is
    scored against them sentence by sentence, see `entelechy.introspection.scoring`)."""
    facts = (Fact(s.text, (), s.record_ids[0] if s.record_ids else "") for s in answer.sentences)
    return ResponseIntent("introspect", tuple(facts))


# acknowledging a statement


def _acknowledge(claims: Sequence[Claim], speaker: Speaker) -> ResponseIntent:
    facts: list[Fact] = []
    opening = _opening(claims)
    subject = ""
    for claim in claims:
        naming = claim.subject_key == "speaker" and claim.predicate == NAMED
        if naming and claim.polarity == "positive":
            opening = f"Nice to meet you, {claim.object}."
            continue
        if claim.polarity == "positive" and _a_loss(claim):
            continue  # "I'll remember that your dad died" is no way to meet a loss
        understood = _understood(claim)
        if any(fact.sentence == understood for fact in facts):
            continue  # one sentence, two claims
        if claim.subject_key == subject:  # "you play tennis and swim on Sundays"
            understood = _without_subject(understood, claim, facts[-1].sentence)
        facts.append(Fact(understood, _terms(claim.object) or (claim.object,)))
        subject = claim.subject_key
    if not facts:
        return ResponseIntent("acknowledge", opening=opening)
    said = _join([fact.sentence.rstrip(".") for fact in facts])
    listed = Fact(f"I'll remember that {said}.", tuple(t for f in facts for t in f.terms))
    return ResponseIntent("acknowledge", (listed,), opening=opening)


_HARD_FEELINGS = frozenset(
    {"anxious", "lonely", "sad", "depressed", "hopeless", "scared", "afraid", "frightened"}
    | {"terrified", "stressed", "overwhelmed", "exhausted", "worried", "upset", "heartbroken"}
    | {"miserable", "nervous", "angry", "frustrated", "grieving", "worthless", "hurt"}
    | {"ashamed", "panicking", "struggling"}
)
"""Words that say a feeling is hard wherever they stand (not "alone" or "empty": "I live
alone", "the fridge is empty")."""
_GOOD_FEELINGS = frozenset(
    {"happy", "excited", "thrilled", "proud", "glad", "delighted", "relieved", "grateful"}
)
_FELT_LOW = frozenset({"down", "low", "blue", "bad", "terrible", "awful", "horrible", "lost"})
_FELT_WELL = frozenset({"great", "good", "better", "wonderful", "amazing", "fantastic"})
"""How one may say one feels ("I feel down", "I feel great") in words that mean other things
elsewhere ("I'm down for pizza", "a great deal")."""
_FEELING_WORD = re.compile(r"[a-z]+")
_SOFTENED = re.compile(
    r"\b(?:a (?:bit|little|tad)|slightly|kind of|sort of|somewhat|mildly)\s+(?:more\s+)?([a-z]+)"
)
"""A feeling said to be slight ("a bit worried", "slightly nervous"): met without the sympathy a
hard feeling gets."""


_FEARED_THING = re.compile(
    r"\b(?:afraid|scared|terrified|frightened) of (?!\w+ing\b)[\w' -]+", re.IGNORECASE
)
"""A fear of a thing ("afraid of spiders", "scared of heights"): a fact about the person, not a
hard feeling now, as "afraid of losing my job" is."""


def _felt_now(text: str) -> str:
    return _FEARED_THING.sub("", text.lower())


_LOVED_ONES = frozenset(
    {"wife", "husband", "partner", "mother", "mum", "mom", "father", "dad", "son", "daughter"}
    | {"brother", "sister", "grandmother", "grandfather", "grandma", "grandpa", "gran", "nan"}
    | {"granny", "friend", "aunt", "uncle", "cousin", "baby", "boyfriend", "girlfriend", "fiancé"}
    | {"fiancée", "dog", "cat", "pet", "puppy", "kitten", "horse", "parents", "grandparents"}
)
_DIED = re.compile(
    r"\b(?:died|passed (?:away|on)|put down|put to sleep|no longer with us|killed)\b"
    r"|\bpassed(?=\s*(?:[.!,;]|$|(?:last|this|yesterday|recently|earlier|suddenly|in|on)\b))"
)
"""Words that tell of a death ("passed" alone only at the end or before when: "my grandmother
passed last month", not "my brother passed his test")."""
_LOST = re.compile(r"^(?:my|our) (?:(?:beloved|dear|little|old|baby|best) )?([a-zé]+)\b")


def _a_loss(claim: Claim) -> bool:
    """Whether `claim` tells of a death among the person's own ("My wife passed away two years
    ago", "We lost our cat last week"; not "My phone died")."""
    if claim.subject_key.startswith("speaker's "):
        whose = claim.subject_key.removeprefix("speaker's ").split(" ")[0]
        return whose in _LOVED_ONES and _DIED.search(claim.text.lower()) is not None
    lost = _LOST.match(claim.object.lower()) if claim.predicate == "lose" else None
    return claim.first_person and lost is not None and lost.group(1) in _LOVED_ONES


def _opening(claims: Sequence[Claim]) -> str:
    """How a statement is first met: with condolences when someone of theirs died, with
    sympathy when the person says how hard something feels ("I'm so lonely lately"; "That's
    understandable." when they say it is slight), gladly when they say they are happy, and with
    a plain "Noted." otherwise (and for a feeling denied: "I'm not happy" is met by neither)."""
    affirmed = [claim for claim in claims if claim.polarity == "positive"]
    if any(_a_loss(claim) for claim in affirmed):
        return "I'm so sorry for your loss. I'm here if you want to talk about them."
    said = {word for claim in affirmed for word in _FEELING_WORD.findall(_felt_now(claim.text))}
    felt = {
        word
        for claim in affirmed
        if claim.predicate == "feel"
        for word in _FEELING_WORD.findall(claim.object.lower())
    }
    hard = (said & _HARD_FEELINGS) | (felt & _FELT_LOW)
    if hard:
        softened = {word for claim in affirmed for word in _SOFTENED.findall(claim.text.lower())}
        if hard <= softened:  # "I'm a bit worried she isn't eating much"
            return "That's understandable."
        return "I'm sorry it's so hard right now; I'm here if you want to talk about it."
    if not said.isdisjoint(_GOOD_FEELINGS) or not felt.isdisjoint(_FELT_WELL):
        return "That's wonderful to hear!"
    return "Noted."


_SWAP = {
    "i": "you", "me": "you", "my": "your", "mine": "yours", "myself": "yourself",
    "we": "you", "us": "you", "our": "your", "ours": "yours", "ourselves": "yourselves",
}  # fmt: skip
_AFTER_I = {"am": "are", "was": "were"}
_STANDS_FOR = frozenset({"he", "she", "they"})


def _understood(claim: Claim) -> str:
    """The person's own words turned to the second person: "I live in Lyon" → "you live in
    Lyon"."""
    tokens = expand_contractions(claim.text).strip().rstrip(".!;").split()
    while len(tokens) > 2 and tokens[0].lower().strip(".,!?;:") in DISCOURSE:
        tokens = tokens[1:]  # as the claim was read: "hi i live here" is "you live here"
    if tokens and tokens[0].lower() in _STANDS_FOR and claim.subject.lower() not in _STANDS_FOR:
        tokens = [*claim.subject.split(), *tokens[1:]]  # "He is a chef": the brother is
    out: list[str] = []
    for index, token in enumerate(tokens):
        bare = token.lower()
        previous = tokens[index - 1].lower() if index else ""
        if bare in _SWAP:
            out.append(_SWAP[bare])
        elif previous in ("i", "we") and bare in _AFTER_I:
            out.append(_AFTER_I[bare])
        else:
            out.append(token)
    if out and out[0] not in ("I",) and not _proper(claim.text.split()[0]):
        out[0] = out[0][:1].lower() + out[0][1:]
    return " ".join(out) + "."


def _without_subject(understood: str, claim: Claim, before: str) -> str:
    """`understood` without the subject it opens with, when the sentence `before` it opened
    with that subject too ("your brother Tunde works as a nurse" after "your brother Tunde
    lives in London"; not after "your wife's name is Layla")."""
    named = " ".join(_SWAP.get(word.lower(), word) for word in claim.subject.split()).lower()
    opens = f"{named} "
    if understood.lower().startswith(opens) and before.lower().startswith(opens):
        return understood[len(opens) :]
    return understood


def _proper(word: str) -> bool:
    return word[:1].isupper() and word.lower() not in _SWAP and word.lower() not in _COMMON


_COMMON = frozenset(
    {"the", "a", "an", "this", "that", "hello", "hi", "hey", "well", "so", "it", "there"}
    | {"everything", "everyone", "everybody", "nothing", "nobody", "someone", "something"}
    | {"life", "today", "things", "work", "people", "honestly", "lately"}
    | {"next", "last", "every", "tomorrow", "yesterday", "tonight", "recently", "now", "soon"}
    | {"since", "after", "before", "during", "until", "in", "on", "at", "for", "by", "when"}
    | {"also", "and", "but", "actually", "oh", "ok", "okay", "yes", "no", "sometimes", "usually"}
)
"""Words that begin a sentence in capitals without being anyone's name."""


# answering from records

_AGE = re.compile(
    rf"\d|\byears?\b|\bmonths?\b|^(?:{NUMBER_WORDS})\b|\b(?:is|are|aged) (?:{NUMBER_WORDS})\b"
)
"""What tells an age in what a belief says of someone ("is 7", "is two years old", "is six")."""


def _answerable(ask: Ask, speaker: Speaker, records: Records) -> bool:
    """Questions about the person are the records' to answer (even "I don't know"); questions
    about anyone else only when the records hold something about them."""
    if ask.what == "who":
        # One of the person's own, or someone the mind knows only through others: never a
        # stranger the model makes up ("Nour is a French artist and poet").
        return bool(_relations(ask.subject, speaker, records)) or records.someone_else(ask.subject)
    if ask.tentative:
        return bool(_answer_one(ask, speaker, records)[0])
    if ask.what == "confirm" and ask.verb == "be" and PERSONAL_STATES.isdisjoint(ask.about):
        # "Am I eligible for a refund?" is the world's to answer, unless the records say.
        return bool(_confirm(ask, speaker, records)[0])
    if ask.what not in ("slot", "confirm", "about") or ask.subject.startswith("speaker"):
        return True
    if ask.what == "about" and _relations(ask.subject, speaker, records):
        return True  # "What do you know about Luc?", one of the person's own
    if personal_of_someone(ask.subject):
        return True  # "What is Rui's phone number?" is never a number made up
    if ask.subject in DETERMINERS:
        return False
    # What the records hold, or "I have no record" of someone only others told of (or of
    # theirs: "What's Bea's cat called?"): never a life the model makes up for a person the mind
    # knows ("Priya has 3 kids").
    owner = ask.subject.partition("'s ")[0]
    if _rows_about(ask.subject, speaker, records) or records.someone_else(owner):
        return True
    return bool(_relations(ask.subject, speaker, records))  # "a daughter named Lea": one of theirs


_A = re.compile(r"(?:a|an)\s", re.IGNORECASE)
_PLURAL_WORK = re.compile(
    r"^(?:[a-z]+ ){0,2}[a-z]*(?:er|or|ist|ian|ant|ent|eer|nurse|chef|cook|pilot|judge|vet|"
    r"doctor|farmer|monk|nun)s$"
)
"""What some are, said in the plural ("retired teachers"), answering what they do."""
_NOT_WORK = re.compile(
    r"(?:a|an) (?:\w+ )?(?:fan|person|vegetarian|vegan|member|lover|believer|twin|mother|"
    r"father|parent|mum|mom|dad|beginner|smoker|non-smoker)\b",
    re.IGNORECASE,
)
"""What someone is that is no work ("a morning person", "a vegetarian")."""
_WAS_A = re.compile(r"be (?:a|an)\s", re.IGNORECASE)
"""What one used to be, as one's work before ("what did I do before?": "I used to be a
teacher")."""
_HOBBIES = frozenset({"hobby", "hobbies", "pastime", "pastimes", "interests"})
_DOING = re.compile(r"^[a-z]+ing\b")
"""What one loves doing ("gardening and painting"): a hobby, asked for as one."""
_CAME = frozenset({"move", "come", "emigrate", "immigrate"})
_FROM = re.compile(r"\bfrom\s+\S")
_ONLY_LISTED = frozenset({"colour"})
"""Kinds whose listed members are all an answer may be ("what colour is my dog?" is not
answered by "your dog is friendly")."""
_BEFORE = frozenset({"before", "previously", "formerly", "earlier"})
_SPOUSE = frozenset({"husband", "wife", "spouse"})
_JOB = frozenset({"job", "occupation", "profession", "work", "trade", "career"})
_ANSWERING_VERBS = {
    "work": ("work", "teach"),
    "do": ("do", "work", "teach"),
    "use": ("use", "used"),
    "have": ("have", "own", "adopt", "rescue"),
    "like": ("like", "love", "enjoy", "adore"),
}
"""Verbs whose records answer a question asked with another verb: "where do I work?" is
answered by "I teach chemistry at a high school in Porto", "what does my brother do?" by "he
works as a nurse", "where did I use to live?" by "I used to live in Paris", "which dog do I
have?" by "I adopted a greyhound"."""


def _answer(asks: Sequence[Ask], speaker: Speaker, records: Records) -> ResponseIntent:
    facts: list[Fact] = []
    gaps: list[str] = []
    for ask in asks:
        found, gap = _answer_one(ask, speaker, records)
        facts.extend(fact for fact in found if fact not in facts)
        if not found and gap:
            gaps.append(gap)
    return ResponseIntent("answer", tuple(facts), tuple(gaps))


def _answer_one(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """The facts answering one question, and what to say when there are none."""
    if ask.what in ("self", "body"):
        return _about_me(ask, records.body)
    if ask.what in ("name", "about"):
        return _about_them(ask, speaker, records)
    if ask.what == "said":
        return _said(ask, speaker, records)
    if ask.what == "confirm":
        return _confirm(ask, speaker, records)
    if ask.what == "who":
        name = ask.subject.title()
        return _who(ask, speaker, records), f"I have no record of who {name} is."
    return _slot(ask, speaker, records)


def _about_them(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """The person's name, or the newest things they told about themselves or someone."""
    if ask.what == "name":
        if speaker.name:
            return [Fact(f"Your name is {speaker.name}.", (speaker.name,))], ""
        return [], "You haven't told me your name yet."
    if ask.subject != "speaker":
        told = [row for row in _rows_about(ask.subject, speaker, records) if row.status in _LIVE]
        facts = [_fact(row, speaker) for row in told[:_ABOUT_LIMIT]]
        if not facts and " " not in ask.subject:
            facts = _who(ask, speaker, records)  # "Luc is your partner." from "my partner Luc"
        return facts, f"You haven't told me anything about {_named(ask.subject)}."
    own = [row for row in records.beliefs if _own(row, speaker) and row.status in _LIVE]
    facts = [_fact(row, speaker) for row in own[:_ABOUT_LIMIT]]
    return facts, "You haven't told me anything about yourself yet."


def _slot(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """What, where, when, who or which of someone, from the beliefs about them; why, only from
    what they said of it."""
    if ask.topic == "why":
        return _told(ask, speaker, records.recalled), _gap(ask)
    if found := _asked_otherwise(ask, speaker, records):
        return found, _gap(ask)
    rows = _rows_about(ask.subject, speaker, records)
    if ask.past and _BEFORE & set(ask.about):
        # "Where did I live before?" is answered by "I used to live in Oslo", not by now.
        verbs = _ANSWERING_VERBS.get(ask.verb, (ask.verb,))
        used = [
            row
            for row in rows
            if row.predicate == "used to"
            and (
                row.object.partition(" ")[0] in verbs
                or (ask.verb == "do" and _WAS_A.match(row.object) is not None)
            )
        ]
        return _disputed([_fact(row, speaker) for row in used if row.status in _LIVE]), _gap(ask)
    matching = _matching(ask, rows, speaker, records)
    past = ask.past
    came = ask.detail == "from" or (ask.verb in _CAME and "from" in ask.about)
    if came and not matching:
        # "Where am I from?" is answered by "I moved here from Brazil" when nothing else says,
        # and "Where did I move from?" by where one lived before a move.
        came_from = [row for row in rows if row.predicate in _CAME and _FROM.search(row.object)]
        one_from = [
            row
            for row in rows
            if row.predicate == "be" and _A.match(row.object) and _FROM.search(row.object)
        ]  # "I'm João, a chef from Lisbon"
        lived = [row for row in rows if row.predicate == "used to" and row.object[:5] == "live "]
        matching, past = came_from or one_from or lived, True
    elif ask.verb in _CAME and ask.topic == "where" and not matching:
        # "Where did I move to?" is where one lives now.
        matching, past = [row for row in rows if row.predicate == "live in"], False
    live = [row for row in matching if row.status in _LIVE]
    if any(row.polarity == "positive" for row in live):
        # "What am I allergic to?" asks what is: "shellfish, not peanuts" answers "shellfish".
        live = [row for row in live if row.polarity == "positive"]
    if ask.topic == NAME_OF:
        # "I just adopted a kitten named Pixel" is said back "Your kitten is called Pixel.",
        # not "You adopt a kitten named Pixel.".
        called = [_called(row, speaker) for row in live]
        if all(called):
            return _disputed([fact for fact in called if fact is not None]), _gap(ask)
    going_on = ask.detail.endswith("ing") and ask.verb != "be"  # "where am I flying?"
    facts = [_as_asked(_fact(row, speaker), row, past=past, going_on=going_on) for row in live]
    if not facts and ask.kind and ask.verb in _FAVOURING and ask.subject == "speaker":
        # "Which team do I support?" is answered by "my favourite team is Toronto FC".
        kind = _singular(ask.kind)
        favourites = re.compile(rf"{re.escape(speaker.user_id)}'s favourite (?:\w+ )*{kind}s?$")
        named = {row.subject for row in records.beliefs if favourites.match(row.subject)}
        subject = min(named, key=len, default=f"{speaker.user_id}'s favourite {kind}")
        whose = "speaker" + subject.removeprefix(speaker.user_id)  # "my favourite football team"
        favourite = replace(ask, subject=whose, verb="be", kind="")
        facts = _slot(favourite, speaker, records)[0]
    if not facts and ask.topic == HOW_OLD:
        facts = _aged_in_passing(ask, speaker, records)
    if not facts and ask.verb == "work" and ask.topic == "where":
        # "Where do I work?" is answered by "my office is on Ringstrasse" when nothing else is,
        # or by "I'm a dentist in Coimbra".
        office = replace(ask, subject=f"{ask.subject}'s office", verb="be")
        facts = _slot(office, speaker, records)[0] if ask.subject == "speaker" else []
        facts = facts or [
            _fact(row, speaker)
            for row in rows
            if row.predicate == "be" and _A.match(row.object) and _WHERE.search(row.object)
        ]
    return _disputed(facts) or _told(ask, speaker, records.recalled), _gap(ask)


_AGED = re.compile(
    r"\b(?P<age>\w+)[- ](?P<unit>year|month|week)s?[- ]old (?P<noun>[a-z]+)"
    r"(?: (?:named|called) (?P<name>[A-ZÀ-Ý][\w'-]*))?"
)
"""An age said in passing, with whom it is of ("a one-year-old daughter named Lea")."""


def _aged_in_passing(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "How old is Lea?" (or "… my daughter?") answered by "we have a one-year-old daughter
    named Lea", which says her age only in passing."""
    asked = ask.subject.removeprefix("speaker's ")
    facts = []
    for row in records.beliefs:
        found = _AGED.search(row.object) if _own(row, speaker) else None
        if found is None or row.status not in _LIVE:
            continue
        name = (found["name"] or "").lower()
        if asked not in (name, found["noun"]):
            continue
        unit = found["unit"] if found["age"] in ("one", "1") else f"{found['unit']}s"
        who = found["name"] or f"Your {found['noun']}"
        facts.append(Fact(f"{who} is {found['age']} {unit} old.", (found["age"],), row.id))
    return facts


def _asked_otherwise(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """The answer to a question told in other words: "When's my birthday?" by "I was born on
    July 4th, 1985", "What is my job?" (what one does) by "I work as a software engineer",
    "What is my address?" by "I live at 12 Rose Street", "Who is my husband?" by "I'm married to
    Omar", "What are my hobbies?" by "I love gardening and painting"."""
    owner, _, thing = ask.subject.rpartition("'s ")
    if not owner or ask.verb != "be":
        return []
    if thing == "birthday":
        other = replace(ask, subject=owner, topic="when", detail="born")
    elif thing in _JOB:
        other = replace(ask, subject=owner, verb="do", topic="what")
    elif thing in ("address", "home address"):
        other = replace(ask, subject=owner, verb="live", topic="where")
    elif thing in _SPOUSE and ask.topic in ("who", NAME_OF) and owner == "speaker":
        # "Who is my husband?" is answered by "I've been married to Omar for five years".
        other = Ask("slot", owner, "be", "who", "married to")
    elif thing in _HOBBIES and not _rows_about(ask.subject, speaker, records):
        loved = [
            row
            for row in _rows_about(owner, speaker, records)
            if row.predicate in ("love", "enjoy", "like") and _DOING.search(row.object)
        ]
        return [_fact(row, speaker) for row in loved if row.status in _LIVE]
    else:
        return []
    return _slot(other, speaker, records)[0]


def _matching(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """The beliefs among `rows` (about whom `ask` asks) that answer it."""
    matching = _of_the_kind_asked(ask, _candidates(ask, rows, speaker, records))
    if ask.topic == HOW_OLD:
        # "How old am I?" is answered by "I turned 40 last week" too.
        turned = [row for row in rows if row.predicate == "turn" and row not in matching]
        matching = [row for row in (*matching, *turned) if _AGE.search(row.object)]
    if ask.topic == NAME_OF:
        matching = _naming_rows(ask.subject, rows, speaker, records)
    if ask.topic == HOW_MANY:
        counted = re.compile(rf"\b{re.escape(_singular(ask.about[0]))}(?:s|es)?\b", re.IGNORECASE)
        matching = [row for row in matching if counted.search(row.object)]
    if ask.topic == "when":
        # "You start working at the bakery" does not say when.
        matching = [row for row in matching if _dated(f"{row.predicate} {row.object}")]
    if ask.topic == HOW_LONG:
        matching = [row for row in matching if DURATION.search(row.object)]
    if ask.detail and ask.verb == "be":
        # A row with nothing after its verb ("you are born") cannot say when or where.
        matching = [
            row
            for row in matching
            if row.object.startswith(ask.detail)
            or (ask.detail in row.predicate.split() and row.object)
        ]
    return matching


def _candidates(
    ask: Ask, rows: list[BeliefRow], speaker: Speaker, records: Records
) -> list[BeliefRow]:
    """The beliefs that may answer `ask`: said with its verb (or one that answers it), and,
    failing that, said otherwise of what it asks."""
    verbs = _ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    joined = re.compile(rf"\band (?:{'|'.join(map(re.escape, verbs))})(?:e?s)?\b")
    matching = [
        row for row in rows if row.predicate.split(" ")[0] in verbs or joined.search(row.object)
    ]
    if ask.verb in ("be", "am", "is", "are"):
        matching = [row for row in rows if row.predicate.startswith("be")]
    if ask.verb == "do" and ask.topic == "what":
        # "What does my brother do?" is answered by "my brother is a pilot", and, failing
        # that, by "my partner builds furniture".
        matching += [
            row
            for row in rows
            if row.predicate == "be"
            and (_A.match(row.object) or _PLURAL_WORK.match(row.object))
            and not _NOT_WORK.match(row.object)
        ]
        if not matching:
            # "I recently retired from teaching" says what one did; "Joost builds furniture"
            # what he does, but "we're flying to Lisbon" is no trade.
            matching = [row for row in rows if row.predicate == "retire from"] or [
                row
                for row in rows
                if row.predicate.split(" ")[0] in _TRADES and " " not in row.predicate
            ]
    if not matching and ask.subject.startswith("speaker's "):
        # "What colour is my car?" is answered by "I drive a red Skoda".
        noun = ask.subject.removeprefix("speaker's ")
        kind = known_kind(noun)
        driven = kind == "car"  # what one drives is one's car, whatever its make
        matching = [
            row
            for row in records.beliefs
            if _own(row, speaker)
            and (
                noun in row.object
                or (kind and of_kind(kind, row.object))
                or (driven and row.subject == speaker.user_id and row.predicate == "drive")
            )
        ]
    if not matching and ask.verb in _GOING:
        # "Where are we going in March?" is answered by "we're planning a trip to Iceland".
        matching = [
            row
            for row in rows
            if row.predicate.split(" ")[0] in _GOING | _ARRANGING and _TRIP.search(row.object)
        ]
    if ask.verb == "study" and not matching:
        # "What am I studying?" is answered by "I'm a second-year law student".
        matching = [row for row in rows if row.predicate == "be" and _STUDENT.search(row.object)]
    if ask.verb == "marry":
        # "Who am I marrying?" is answered by "I am getting married to Luis".
        matching = [row for row in rows if _WED.search(f"{row.predicate} {row.object}")]
    when = [word for word in ask.about if _singular(word) in _WHEN_WORDS]
    if when and ask.verb == "do":
        # "What do I do on Fridays?" is answered by what one does every Friday.
        said = re.compile(rf"\b{_singular(when[0])}s?\b", re.IGNORECASE)
        matching = [row for row in rows if said.search(row.object)]
    if ask.topic == "who" and ask.about[:1] and ask.about[0] in _ALONG:
        matching = _along_with(ask, matching, speaker, records)
    return matching


_STUDENT = re.compile(r"\b(?:student|undergraduate|postgraduate|phd candidate)\b", re.I)
_WED = re.compile(r"\b(?:married|engaged|marry) to\b|^marry\b")
_WHEN_WORDS = frozenset(
    {"monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday", "weekend"}
    | {"morning", "evening", "night", "afternoon", "weekday"}
)
"""When a habit holds, which a question of what one does then may name ("on Fridays")."""
_GOING = frozenset({"go", "travel", "fly", "head", "visit"})
_ARRANGING = frozenset({"plan", "book", "take", "have", "organise", "organize"})
_TRIP = re.compile(
    r"\b(?:trip|holiday|vacation|journey|visit|flight|getaway|honeymoon|cruise)s?\b.*\b(?:to|in)\s"
    r"|\b(?:to|in)\s.*\b(?:trip|holiday|vacation)\b"
)
"""A journey said with where it goes ("a trip to Iceland", "a holiday in Crete")."""
_TRADES = frozenset(
    {"build", "make", "design", "run", "own", "manage", "sell", "write", "paint", "fix"}
    | {"repair", "cook", "bake", "drive", "fly", "sew", "farm", "program", "code", "develop"}
    | {"translate", "sing", "act", "nurse", "treat", "clean", "deliver", "sail", "coach"}
)
"""What someone may be said to do for work ("Joost builds furniture"), answering "What does
Joost do?" when nothing says what he is or where he works."""
_FAVOURING = frozenset({"support", "like", "love", "prefer", "follow", "enjoy"})
_ALONG = frozenset({"with", "for", "near"})
_ONCE = frozenset({"turn", "adopt", "rescue", "book"})
"""Predicates of what happened once, said back in the past ("You turned 40.", "You adopted a
greyhound.") even from a belief formed before beliefs kept their tense."""


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
            if _own(row, speaker)
            and row.subject != speaker.user_id
            and row.predicate in {f"{ask.verb} {word}" for word in words}
            and row.object.lower() in ("me", "us")
        ]
    return found


def _of_the_kind_asked(ask: Ask, rows: list[BeliefRow]) -> list[BeliefRow]:
    """`rows` of the kind a question names ("which sports…?": tennis, not the violin); with none
    of it, those not known to be of another kind, unless only the listed kind may answer."""
    kind = known_kind(ask.kind)
    if not kind:
        return rows
    fitting = [row for row in rows if of_kind(kind, row.object)]
    if fitting or kind in _ONLY_LISTED:
        return fitting
    return [row for row in rows if not of_another_kind(kind, row.object)]


_WHERE = re.compile(r"\b(?:in|at|to|from|near)\s+\S")


def _as_asked(fact: Fact, row: BeliefRow, *, past: bool, going_on: bool) -> Fact:
    """`fact` in the tense it was asked in: past, going on, or as it stands."""
    if past:
        return _in_the_past(fact, row)
    return _in_progress(fact, row) if going_on else fact


def _in_the_past(fact: Fact, row: BeliefRow) -> Fact:
    """A fact asked of in the past, said in the past: "Where did I grow up?" → "You grew up in
    Leeds.", not "You grow up in Leeds."."""
    verb = row.predicate.partition(" ")[0]
    if verb in ("be", "used"):
        return fact
    past = past_tense(verb) if row.polarity == "positive" else f"did not {verb}"
    return _with_verb(fact, row, past)


def _in_progress(fact: Fact, row: BeliefRow) -> Fact:
    """A fact asked of as going on, said as going on: "Where am I flying next month?" → "You
    are flying to Tokyo.", not "You fly to Tokyo."."""
    verb = row.predicate.partition(" ")[0]
    if verb in ("be", "used", "have") or verb in _ONCE or row.tense == "past":
        return fact  # "You booked a holiday in Crete." answers "Where am I travelling?"
    copula = "are" if fact.sentence.startswith(("You ", "you ")) else "is"
    negated = row.polarity != "positive"
    return _with_verb(fact, row, f"{copula} {'not ' if negated else ''}{progressive(verb)}")


def _with_verb(fact: Fact, row: BeliefRow, said_now: str) -> Fact:
    """`fact` with its verb in the present ("grows", "grow", "does not grow") said as
    `said_now` instead, once."""
    verb = row.predicate.partition(" ")[0]
    said = third_person("", verb, "", row.polarity)  # "grows", "does not grow"
    forms = {said, verb} if row.polarity == "positive" else {said, f"do not {verb}"}
    pattern = "|".join(re.escape(form) for form in sorted(forms, key=len, reverse=True))
    sentence = re.sub(rf"\b(?:{pattern})\b", said_now, fact.sentence, count=1)
    return replace(fact, sentence=sentence)


def _told(ask: Ask, speaker: Speaker, recalled: Sequence[RecallHit]) -> list[Fact]:
    """What the person said in their own words about what they ask of themselves, when no
    belief answers it ("I moved to Lisbon in 2019" for "When did I move to Lisbon?": the
    beliefs keep where one lives, not since when): quoted, never reworded. A sentence must be
    theirs, a statement, use the asked verb (or participle) on the one asked about, hold every
    other word of the question, and hold a time for "when" and a place for "where"."""
    if not ask.subject.startswith("speaker"):
        return []
    kind = known_kind(ask.kind)
    owner = ask.subject.removeprefix("speaker").removeprefix("'s ")
    wanted = {ask.detail or ask.verb} - {"be", "do", "have"}
    facts: list[Fact] = []
    for hit in recalled:
        line = _line_of(hit, speaker.user_id) or ""
        for said in sentences(line):
            if said.endswith("?") or not _about_asked(said, owner, wanted, ask):
                continue
            if kind and of_another_kind(kind, said):
                continue
            fact = Fact(f'You told me: "{said}"', _terms(said)[:2], hit.id)
            if fact not in facts:
                facts.append(fact)
            if len(facts) == 2:
                return facts
    return facts


def _about_asked(line: str, owner: str, wanted: set[str], ask: Ask) -> bool:
    words = re.findall(r"[a-z0-9]+", expand_contractions(line).lower())
    lemmas = {verb_lemma(word) for word in words} | set(words)
    if not (wanted or ask.topic == "why") or not wanted <= lemmas:
        return False  # "why am I scared of dogs?" has no verb to look for, only its words
    if not set(ask.about) <= set(words):
        return False
    if owner and not set(owner.split()) <= set(words):
        return False
    if not owner and not {"i", "we"} & set(words):
        return False
    if ask.topic == "when":
        return _dated(line)
    if ask.topic == HOW_LONG:
        return bool(DURATION.search(line) or _SINCE.search(line))
    if ask.topic == "why":
        return bool(_REASON.search(line))
    return ask.topic != "where" or bool(_WHERE.search(line))


_SINCE = re.compile(r"\bsince\s+\w", re.IGNORECASE)
_REASON = re.compile(r"\b(?:because|so|since|as|due to|that's why)\b", re.IGNORECASE)


def _dated(text: str) -> bool:
    """Whether `text` says when: a time expression, a day, a month, a season or a number."""
    return bool(time_expressions(text) or _DATE.search(text))


_DATE = re.compile(
    r"\d|\b(?:january|february|march|april|may|june|july|august|september|october|november|"
    r"december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|noon|midnight|"
    r"morning|evening|night|spring|summer|autumn|fall|winter|christmas|easter)\b",
    re.IGNORECASE,
)
"""A day, a month, a season or a number (a year, a date, an hour)."""


def _relations(name: str, speaker: Speaker, records: Records) -> list[tuple[str, BeliefRow]]:
    """Who of the person's own is called `name`, and the belief that says so: "my wife is
    called Sofia", or one named with the relation ("my sister Inês lives in Faro")."""
    own = f"{speaker.user_id}'s "
    found: dict[str, BeliefRow] = {}
    for row in records.beliefs:
        if not row.subject.startswith(own) or row.status not in _LIVE:
            continue
        relation = row.subject.removeprefix(own)
        if row.predicate == NAMED and row.object.lower() == name and row.polarity == "positive":
            found.setdefault(relation, row)
        elif relation.endswith(f" {name}") and " " in relation:
            found.setdefault(relation.removesuffix(f" {name}"), row)
    named = re.escape(name)
    mention = re.compile(rf"\bmy (\w+) {named}\b|\b(\w+),? (?:named|called) {named}\b", re.I)
    for row in records.beliefs:
        # "I live in Toronto with my girlfriend Emma" names her too, and so does "we have a
        # daughter named Lea".
        mentioned = mention.search(row.object)
        if mentioned and row.subject == speaker.user_id and row.status in _LIVE:
            found.setdefault((mentioned.group(1) or mentioned.group(2)).lower(), row)
    return list(found.items())


def _who(ask: Ask, speaker: Speaker, records: Records) -> list[Fact]:
    """ "Who is Sofia?" → "Sofia is your wife.", with what else the person told of her."""
    name = ask.part.strip(" ?!.").split()[-1]
    name = name[:1].upper() + name[1:]
    facts = []
    for relation, row in _relations(ask.subject, speaker, records):
        facts.append(Fact(f"{name} is your {relation}.", (name, relation), row.id))
        if row.subject == speaker.user_id:
            facts.append(_fact(row, speaker))  # where she was named: "you live with …"
        told = _rows_about(f"speaker's {relation}", speaker, records)
        facts += [
            _fact(other, speaker)
            for other in told[:3]
            if other.predicate != NAMED and other.status in _LIVE
        ]
    return facts


def _confirm(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
    """Whether something holds of someone, from what they were told: "Yes." or "No." before a
    belief that says it or its negation ("Do I like coffee?" → "No. You do not like coffee."),
    the belief alone where it answers without saying yes or no (a one-valued belief with another
    value: "You live in Porto."; a belief on the same thing: "Do I have any allergies?" → "You
    are allergic to cats."), and "You haven't told me whether …" when nothing bears on it."""
    rows = [row for row in _rows_about(ask.subject, speaker, records) if row.status in _LIVE]
    verbs = ("be",) if ask.verb == "be" else _ANSWERING_VERBS.get(ask.verb, (ask.verb,))
    same = [row for row in rows if row.predicate.split(" ")[0] in verbs]
    wanted = set(ask.about) - _ANY
    exact = [row for row in same if wanted and _says_all(row, wanted)]
    if exact:
        return [_yes_or_no(row, speaker) for row in exact], ""
    opposed = _OPPOSED_VERBS.get(ask.verb, frozenset())
    against = [
        row
        for row in rows
        if row.predicate.split(" ")[0] in opposed and wanted and wanted <= _said_words(row)
    ]
    if against:
        return [_yes_or_no(row, speaker, opposed=True) for row in against], ""
    if given_up := _given_up(ask, rows, speaker):
        return given_up, ""
    related = [
        row
        for row in same
        if row.predicate in EXCLUSIVE_PREDICATES
        and (row.predicate != NAMED or wanted & {"called", "named"})  # not the name, unasked
    ]
    if not related and wanted:
        stems = _stems(wanted)
        related = [row for row in rows if stems & _stems(_said_words(row))]
    return [_fact(row, speaker) for row in related], _whether(ask)


def _given_up(ask: Ask, rows: list[BeliefRow], speaker: Speaker) -> list[Fact]:
    """ "Do I smoke?" answered by "I used to smoke but I quit 2 years ago": "No." before what
    one used to do, and when one stopped, if one said."""
    used = [
        row
        for row in rows
        if row.predicate == "used to" and row.object.partition(" ")[0] == ask.verb
    ]
    if not used or ask.past:
        return []
    doing = progressive(ask.verb)
    stopped = [
        row
        for row in rows
        if row.predicate in _STOPPED and (doing in row.object or not _A_THING.search(row.object))
    ]
    facts = [_fact(row, speaker) for row in (*used, *stopped)]
    return [replace(facts[0], sentence=f"No. {facts[0].sentence}"), *facts[1:]]


_STOPPED = frozenset({"quit", "stop", "give up"})
_A_THING = re.compile(r"\b(?!(?:\d+|a|an|one|two|three|few) )[a-z]+ing\b|\b(?:a|an|the|my) \w")
"""What a stop is of, when its object says ("quit my job", "stopped smoking"); "quit 2 years
ago" says only when."""


_ANY = frozenset(
    {"any", "some", "a", "an", "the", "ever", "anything", "something", "anyone", "or", "and"}
)


def _says_all(row: BeliefRow, wanted: set[str]) -> bool:
    """Whether `row` says every word of `wanted`, a kind by one of its members ("Do I have a
    dog?" is answered by "I adopted a greyhound")."""
    said = _said_words(row)
    return all(
        word in said or ((kind := known_kind(word)) and of_kind(kind, row.object))
        for word in wanted
    )


def _said_words(row: BeliefRow) -> set[str]:
    said = set(re.findall(r"[a-z0-9]+", f"{row.predicate} {row.object}".lower()))
    return said | {word for name, kin in _KIN_WORDS.items() if name in said for word in kin}


_KIN_WORDS = {
    "siblings": ("brothers", "sisters", "brother", "sister"),
    "sibling": ("brother", "sister"),
    "kids": ("children", "child"),
    "children": ("kids", "kid"),
}
"""Words a question may ask with for what was said in another ("Do I have any brothers or
sisters?", told "I don't have any siblings")."""


def _stems(words: set[str]) -> set[str]:
    """Words' first five letters, for words of five or more: "allergies" and "allergic"."""
    return {word[:5] for word in words if len(word) >= 5}


_OPPOSED_VERBS = {
    "like": frozenset({"hate", "dislike"}),
    "love": frozenset({"hate", "dislike"}),
    "enjoy": frozenset({"hate", "dislike"}),
    "hate": frozenset({"like", "love", "enjoy"}),
    "dislike": frozenset({"like", "love", "enjoy"}),
}
"""Verbs a belief may answer a question of with a "no": "do I like running?", told "I hate
running"."""


def _yes_or_no(row: BeliefRow, speaker: Speaker, *, opposed: bool = False) -> Fact:
    fact = _fact(row, speaker)
    if row.status != "believed":
        return fact
    answer = "No." if (row.polarity == "negative") != opposed else "Yes."
    return replace(fact, sentence=f"{answer} {fact.sentence}")


def _whether(ask: Ask) -> str:
    """ "You haven't told me whether you like coffee.", worded from the question as written."""
    asked = re.search(
        r"\b(?:do|does|did|am|is|are|was|were)\s+(?:i|my \w+|[\w-]+)\s+(.+?)\W*$",
        expand_contractions(ask.part),
        re.IGNORECASE,
    )
    if asked is None:
        return ""
    rest = yours(asked.group(1))
    who = "you" if ask.subject == "speaker" else _yours(ask.subject).title()
    if ask.subject.startswith("speaker's "):
        who = _yours(ask.subject)
    if ask.verb == "be":
        copula = ("were" if ask.past else "are") if who == "you" else ("was" if ask.past else "is")
        return f"You haven't told me whether {who} {copula} {rest}."
    first, _, after = rest.partition(" ")
    if ask.past:
        first = past_tense(ask.verb)
    elif who != "you":
        first = third_person("", ask.verb, "", "positive")
    return f"You haven't told me whether {' '.join(part for part in (who, first, after) if part)}."


_HAVING = frozenset({"have", "get", "adopt", "buy", "own", "rescue"})
_CALLED = re.compile(
    r"^(?:(an?|the|one)|(two|three|four|five|six|\d+))?\s*([a-z]+)(?:,?\s+(?:called|named)|:)\s+"
    r"([A-ZÀ-Ý][\w'-]*(?:(?:,\s*|\s+and\s+|\s+)[A-ZÀ-Ý][\w'-]*)*)$"
    # or named after a comma, and perhaps said more of: "a daughter, Lina, who is four".
    r"|^(?:(an?|one))?\s*([a-z]+),\s+([A-ZÀ-Ý][\w'-]*)(?:,.*)?$"
)
"""What one has, with its name: "a kitten named Pixel", "two cats called Salt and Pepper",
"three kids: Ming, Hua and Jun", "a daughter, Lina, who is four"."""


def _called(row: BeliefRow, speaker: Speaker) -> Fact | None:
    """What the person has, said by its name ("Your kitten is called Pixel."), from a belief
    that they have, got or adopted it under that name; None for any other belief."""
    found = _CALLED.match(row.object)
    if found is None or row.predicate not in _HAVING or row.subject != speaker.user_id:
        return None
    _, many, noun, names, _, noun_before_comma, name_after_comma = found.groups()
    noun, names = noun or noun_before_comma, names or name_after_comma
    plural = bool(many) or " and " in names or "," in names
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
    asked = _singular(subject.removeprefix("speaker's "))
    nouns = "|".join(map(re.escape, sorted({asked, *members(known_kind(asked))}, key=len)[::-1]))
    noun = re.escape(asked)
    # "What's my dog called?" is answered by "I got a puppy called Rex" too.
    calling = re.compile(
        rf"\b(?:{nouns})s?(?:,?\s+(?:(?:called|named)\s+\S|[A-ZÀ-Ý])|:\s+[A-ZÀ-Ý])"
    )
    found = [row for row in records.beliefs if _own(row, speaker) and calling.search(row.object)]
    # "My son Adam is nine" names him too: one belief about each son with a name.
    named_as = re.compile(rf"{re.escape(speaker.user_id)}'s {noun}s? \S")
    by_name = {row.subject: row for row in reversed(records.beliefs) if named_as.match(row.subject)}
    return found + [row for row in by_name.values() if row.status in _LIVE]


def _singular(noun: str) -> str:
    return noun[:-1] if noun.endswith("s") and not noun.endswith("ss") else noun


_ABOUT_LIMIT = 10
"""How many of the newest things told a "what do you know about me?" says."""
_DISPUTE = "My records disagree on this: "


def _disputed(facts: list[Fact]) -> list[Fact]:
    """Contested facts of one question said once, as the alternatives they are."""
    contested = [fact for fact in facts if fact.sentence.startswith(_DISPUTE)]
    if len(contested) < 2:
        return facts
    options = " or ".join(fact.sentence.removeprefix(_DISPUTE).rstrip(".") for fact in contested)
    terms = tuple(term for fact in contested for term in fact.terms)
    merged = Fact(f"{_DISPUTE}{options}.", terms, contested[0].source_id)
    return [fact for fact in facts if fact not in contested] + [merged]


_PARTICLES = frozenset({"up", "out", "off", "down", "away", "over"})
"""Words that belong to a verb ("grow up", "work out") and go with it when it is said back."""


def _gap(ask: Ask) -> str:
    """What was asked and is not recorded, said plainly: "You haven't told me where you
    live." """
    second = "are" if ask.verb == "be" else ask.verb
    whose = _yours(ask.subject)
    third = third_person(whose, ask.verb, "", "positive")[len(whose) :].strip()  # "is", "are"
    if ask.past and ask.verb != "be":
        second = third = past_tense(ask.verb)
    if ask.about[:1] and ask.about[0] in _PARTICLES | _ALONG:  # "where did Mateo grow up?"
        second, third = f"{second} {ask.about[0]}", f"{third} {ask.about[0]}"
    if ask.topic == NAME_OF:
        whose, gap = _yours(ask.subject), "You haven't told me"
        if whose == ask.subject:  # someone else's own: "What are Priya's kids called?"
            owner, _, thing = ask.subject.partition("'s ")
            if not thing:
                return ""
            whose, gap = f"{owner.title()}'s {thing}", "I have no record of"
        plural = whose.endswith("s") and _singular(whose) != whose
        return f"{gap} {whose}' names." if plural else f"{gap} {whose}'s name."
    if ask.topic == HOW_LONG:
        who = "you have" if ask.subject == "speaker" else f"{_yours(ask.subject)} has"
        doing = " ".join(part for part in (progressive(ask.verb), _after_verb(ask)) if part)
        return f"You haven't told me how long {who} been {doing}."
    if ask.topic == HOW_MANY:
        who = "you" if ask.subject == "speaker" else _named(ask.subject)
        does = ask.verb if who == "you" else third_person("", ask.verb, "", "positive").strip()
        return f"You haven't told me how many {' '.join(ask.about)} {who} {does}."
    asked = f"{ask.topic} {ask.kind}" if ask.kind else ask.topic
    if ask.detail:
        you, other = ("were", "was") if ask.past else ("are", "is")
        who = f"you {you}" if ask.subject == "speaker" else f"{_yours(ask.subject)} {other}"
        return f"You haven't told me {ask.topic} {who} {ask.detail}."
    if ask.subject == "speaker":
        return f"You haven't told me {asked} you {second}."
    if ask.subject.startswith("speaker's "):
        whose = "your " + ask.subject.removeprefix("speaker's ")
        return f"You haven't told me {asked} {whose} {third}."
    if thing := personal_of_someone(ask.subject):
        owner = ask.subject.partition("'s ")[0].title()
        return f"I have no record of {owner}'s {thing}."
    return _unrecorded(ask) or f"I have no record of {asked} {ask.subject.title()} {third}."


def _after_verb(ask: Ask) -> str:
    """What follows the asked verb in the question as written ("how long have I lived in
    Paris?" → "in Paris"), or its content words when the verb's form is not found."""
    stem = ask.verb.removesuffix("e")
    found = re.search(rf"\b{re.escape(stem)}\w*\s+(.*?)\W*$", ask.part, re.IGNORECASE)
    return found.group(1) if found else " ".join(ask.about)


def _named(subject: str) -> str:
    """A subject key said to the person: one of theirs as "your son", someone named with a
    capital ("priya" → "Priya")."""
    yours = _yours(subject)
    return yours if yours != subject else subject.title()


def _yours(subject: str) -> str:
    """A subject key said to the person: "speaker's son" → "your son"."""
    return subject.replace("speaker's ", "your ", 1)


_ABOUT_SOMEONE = re.compile(
    r"^\s*((?i:who|whom|where|what|when|how old|how long))\s+((?i:does|is))\s+"
    r"([A-ZÀ-Ý][a-zà-ÿ'-]+)(?:\s+([a-z]+))?(\s.*?)?\W*$"
)


def _unrecorded(ask: Ask) -> str:
    """What the records lack on a named person asked about, said plainly, when the question is
    plainly about one ("Who does Tom live with?": a capitalised name, then its own verb; "How
    old is Pedro?"); "" for anything else ("Where do penguins live?", "Where does Taylor Swift
    live?", "Where is Lisbon?": places and the famous are the model's to know)."""
    found = _ABOUT_SOMEONE.match(ask.part)
    if ask.what != "slot" or found is None or found[3].lower() != ask.subject:
        return ""
    topic, auxiliary, name, verb, rest = found.groups(default="")
    if rest.strip()[:1].isupper():
        return ""  # a name of several words ("Barack Obama"): someone the world may know
    if auxiliary.lower() == "is":
        if topic.lower() != "how old":
            return ""
        said = " ".join(part for part in (name, "is", verb or "", rest.strip()) if part)
    elif verb:
        said = " ".join(
            part for part in (name, third_person("", verb, "", "positive"), rest.strip()) if part
        )
    else:
        return ""
    return f"I have no record of {topic.lower()} {said}."


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


def _rows_about(subject: str, speaker: Speaker, records: Records) -> list[BeliefRow]:
    if subject == "speaker":
        return [row for row in records.beliefs if row.subject == speaker.user_id]
    if subject.startswith("speaker's "):
        owner, thing = speaker.user_id + "'s ", one_wording(subject.removeprefix("speaker's "))
        return [
            row
            for row in records.beliefs
            if row.subject.startswith(owner)
            and one_wording(row.subject.removeprefix(owner)).startswith(thing)
        ]
    named = [
        row
        for row in records.beliefs
        if row.subject.startswith(f"{speaker.user_id}'s ") and row.subject.endswith(f" {subject}")
    ]
    if not named and " " not in subject:
        # "What does Leyla do?", told "My wife is called Leyla and she's a pharmacist".
        for relation, _ in _relations(subject, speaker, records):
            named += _rows_about(f"speaker's {relation}", speaker, records)
    return named or list(records.about(subject))


def _own(row: BeliefRow, speaker: Speaker) -> bool:
    return row.domain == speaker.user_id and row.predicate != NAMED


def _fact(row: BeliefRow, speaker: Speaker) -> Fact:
    """A belief said to the person: about them in the second person, hedged as uncertain or
    contested where it is."""
    sentence = said_to_teller(row, speaker.user_id)  # `_rows_about` gives only what they may see
    sentence = sentence[:1].upper() + sentence[1:]
    if row.status == "uncertain":
        sentence = f"I think {sentence[:1].lower() + sentence[1:]}, but I'm not sure"
    elif row.status == "contested":
        sentence = f"{_DISPUTE}{sentence[:1].lower() + sentence[1:]}"
    fact = Fact(sentence + ".", _terms(row.object) or (row.object,), row.id)
    return _in_the_past(fact, row) if row.predicate in _ONCE else fact


_NOT_TOPICAL = frozenset({"his", "her", "their", "the", "a", "an", "my", "our", "me", "i"})


def _said(ask: Ask, speaker: Speaker, records: Records) -> tuple[list[Fact], str]:
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
        facts.append(Fact(f'{name} said: "{line}"', _terms(line)[:2], hit.id))
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


_PROPER = re.compile(r"\b[A-ZÀ-Ý][\w'-]+|\b\d[\d.,:]*")


def _terms(text: str) -> tuple[str, ...]:
    """The words of `text` a faithful wording must keep: names and numbers first, else its
    longest word."""
    found = tuple(dict.fromkeys(_PROPER.findall(text)))
    if found:
        return found
    longest = max(re.findall(r"\w+", text), key=len, default="")
    return (longest,) if longest else ()


def _join(parts: Sequence[str]) -> str:
    if len(parts) <= 1:
        return "".join(parts)
    return ", ".join(parts[:-1]) + " and " + parts[-1]
