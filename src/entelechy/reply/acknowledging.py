"""Acknowledging a statement: what was understood, said back in the second person, opened by
how it was met (condolences for a loss, sympathy for a hard feeling, gladness, or "Noted.")."""

from __future__ import annotations

import re
from collections.abc import Sequence

from entelechy.perception.claims import DISCOURSE, NAMED, Claim
from entelechy.perception.text import expand_contractions, words
from entelechy.reply.intent import Fact, ResponseIntent, Speaker, kept_terms, spoken_list


def acknowledge(claims: Sequence[Claim], speaker: Speaker) -> ResponseIntent:
    """What was understood of `claims`, in one sentence to remember, and how it was met; a
    name is met by name, a loss with condolences only (its claim is not echoed)."""
    facts: list[Fact] = []
    groups: list[list[str]] = []  # the facts said of one subject, for when they need "; "
    opening = _opening(claims)
    subject = ""
    for claim in claims:
        naming = claim.subject_key == "speaker" and claim.predicate == NAMED
        if naming and claim.polarity == "positive":
            met = f"Nice to meet you, {claim.object}."
            # "I'm Gerald, a widower; my wife Margaret died in 2019": a loss is met too.
            opening = met if opening in (_NOTED, _GLAD) else f"{met} {opening}"
            continue
        if claim.polarity == "positive" and _lost_one(claim) is not None:
            continue  # "I'll remember that your dad died" is no way to meet a loss
        understood = _understood(claim)
        if any(fact.sentence == understood for fact in facts) or _said_already(claim, facts):
            continue  # one sentence, two claims
        whole = understood
        if claim.subject_key == subject:  # "you play tennis and swim on Sundays"
            understood = _without_subject(understood, claim, groups[-1][0])
            understood = _without_being(understood, groups[-1][-1])
        facts.append(Fact(understood, kept_terms(claim.object) or (claim.object,)))
        if understood == whole or not groups:
            groups.append([])
        groups[-1].append(understood.rstrip("."))
        subject = claim.subject_key
    if not facts:
        return ResponseIntent("acknowledge", opening=opening)
    parts = [fact.sentence.rstrip(".") for fact in facts]
    if len(groups) > 1 and any("," in part for part in parts):
        # "you have a sister, Carla; your sister Carla lives in Lisbon and works as a
        # translator": a comma inside one would run into the commas between them.
        said = "; ".join(map(spoken_list, groups))
    else:
        said = spoken_list(parts)
    listed = Fact(f"I'll remember that {said}.", tuple(t for f in facts for t in f.terms))
    return ResponseIntent("acknowledge", (listed,), opening=opening)


_SAID_WITH_A_NAME = frozenset({"be", "live in"})
"""What a list of names says of each without a verb ("two grandchildren: Olivia, who is 12, and
Sam, who is 9"; "two sons: Rohan in Bangalore and Vikram in Toronto")."""


def _said_already(claim: Claim, facts: Sequence[Fact]) -> bool:
    """Whether what `claim` says of someone was already said back in the same message ("Olivia
    is 12" after "you have two grandchildren: Olivia, who is 12, and Sam, who is 9"), so it is
    remembered without being said twice."""
    if claim.predicate not in _SAID_WITH_A_NAME or not facts:
        return False
    earlier = {word for fact in facts for word in words(fact.sentence)}
    return set(words(f"{claim.subject} {claim.object}")) <= earlier


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
_SHE = frozenset(
    {"wife", "mother", "mum", "mom", "daughter", "sister", "grandmother", "grandma", "gran"}
    | {"nan", "granny", "aunt", "girlfriend", "fiancée"}
)
_HE = frozenset(
    {"husband", "father", "dad", "son", "brother", "grandfather", "grandpa", "uncle"}
    | {"boyfriend", "fiancé"}
)


def _lost_one(claim: Claim) -> str | None:
    """Who of the person's own `claim` tells the death of ("My wife passed away two years ago"
    → "wife", "We lost our cat last week" → "cat"), or None ("My phone died")."""
    if claim.subject_key.startswith("speaker's "):
        whose = claim.subject_key.removeprefix("speaker's ").split(" ")[0]
        died = whose in _LOVED_ONES and _DIED.search(claim.text.lower()) is not None
        return whose if died else None
    lost = _LOST.match(claim.object.lower()) if claim.predicate == "lose" else None
    if claim.first_person and lost is not None and lost.group(1) in _LOVED_ONES:
        return lost.group(1)
    return None


def _condolences(lost: Sequence[str]) -> str:
    """Sympathy for a death, speaking of the one who died as the person would: a wife as "her",
    a father as "him", a friend, a pet or more than one as "them"."""
    who = "them"
    if len(set(lost)) == 1:
        who = "her" if lost[0] in _SHE else "him" if lost[0] in _HE else "them"
    return f"I'm so sorry for your loss. I'm here if you want to talk about {who}."


def _opening(claims: Sequence[Claim]) -> str:
    """How a statement is first met: with condolences when someone of theirs died, with
    sympathy when the person says how hard something feels ("I'm so lonely lately"; "That's
    understandable." when they say it is slight), gladly when they say they are happy, and with
    a plain "Noted." otherwise (and for a feeling denied: "I'm not happy" is met by neither)."""
    affirmed = [claim for claim in claims if claim.polarity == "positive"]
    lost = [who for claim in affirmed if (who := _lost_one(claim)) is not None]
    if lost:
        return _condolences(lost)
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
        return _GLAD
    return _NOTED


_NOTED = "Noted."
_GLAD = "That's wonderful to hear!"


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
    tokens = _whose_said(tokens, claim)
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
    if out and out[0] not in ("I",) and not _proper(tokens[0]):
        out[0] = out[0][:1].lower() + out[0][1:]
    return " ".join(out) + "."


def _whose_said(tokens: list[str], claim: Claim) -> list[str]:
    """`tokens` opening "Her husband Dai" with whose husband he is, when the claim knows ("My
    sister Bronwen's husband Dai is a fisherman"); as they are otherwise."""
    if not tokens or tokens[0].lower() not in _THEIRS or "'s " not in claim.subject:
        return tokens
    typed = claim.subject.rsplit("'s ", 1)[1].lower().split()
    if [token.lower() for token in tokens[1 : 1 + len(typed)]] != typed:
        return tokens
    return [*claim.subject.split(), *tokens[1 + len(typed) :]]


_THEIRS = frozenset({"his", "her", "their"})


def _without_subject(understood: str, claim: Claim, before: str) -> str:
    """`understood` without the subject it opens with, when the sentence `before` it (the
    first said of its subject) opened with that subject too ("your brother Tunde works as a
    nurse" after "your brother Tunde lives in London"; not after "your wife's name is
    Layla")."""
    named = " ".join(_SWAP.get(word.lower(), word) for word in claim.subject.split()).lower()
    opens = f"{named} "
    if understood.lower().startswith(opens) and before.lower().startswith(opens):
        return understood[len(opens) :]
    return understood


def _without_being(understood: str, before: str) -> str:
    """`understood` (said without its subject) without its "are" or "is" when it says what its
    subject is ("a retired surveyor") and the sentence just before it says what the subject is
    too: "you are 74 and a retired surveyor", not "… and are a retired surveyor" ("Nora is the
    eldest, is 22 and …" keeps its "is")."""
    verb, _, rest = understood.partition(" ")
    if verb in ("are", "is") and rest.startswith(("a ", "an ")) and verb in before.split(" ")[:3]:
        return rest
    return understood


def _proper(word: str) -> bool:
    return word[:1].isupper() and word.lower() not in _SWAP and word.lower() not in _COMMON


_COMMON = frozenset(
    {"the", "a", "an", "this", "that", "hello", "hi", "hey", "well", "so", "it", "there"}
    | {"everything", "everyone", "everybody", "nothing", "nobody", "someone", "something"}
    | {"life", "today", "things", "work", "people", "honestly", "lately", "his", "her", "their"}
    | {"its"}
    | {"next", "last", "every", "tomorrow", "yesterday", "tonight", "recently", "now", "soon"}
    | {"since", "after", "before", "during", "until", "in", "on", "at", "for", "by", "when"}
    | {"also", "and", "but", "actually", "oh", "ok", "okay", "yes", "no", "sometimes", "usually"}
    | {"these", "nowadays", "currently", "mostly", "often", "always"}
)
"""Words that begin a sentence in capitals without being anyone's name."""
