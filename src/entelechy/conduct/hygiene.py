"""Example-PII hygiene and the scrubbing of internal names from what a person reads.

Real-looking e-mail addresses become example.com addresses (RFC 2606 reserves it); card numbers
that pass the Luhn check and are not well-known test numbers become a test number of the same
length, keeping the original grouping. Axiom ids, rule ids and technique ids never reach users.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from entelechy.conduct.persuasion import TECHNIQUES

_EMAIL = re.compile(r"\b([A-Za-z0-9._%+-]+)@((?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,})\b")
_RESERVED = re.compile(r"(^|\.)(example\.(com|org|net)|example|test|invalid|localhost)$", re.I)
_CARD = re.compile(r"(?<![\d-])\d(?:[ -]?\d){12,18}(?![\d-])")
TEST_CARDS = frozenset(
    {
        "4242424242424242",
        "4111111111111111",
        "4000056655665556",
        "4012888888881881",
        "5555555555554444",
        "5105105105105100",
        "2223003122003222",
        "378282246310005",
        "371449635398431",
        "6011111111111117",
        "6011000990139424",
        "3056930009020004",
        "36227206271667",
        "3566002020360505",
        "6200000000000005",
        "4000000000000002",
        "4000000000009995",
    }
)
_REPLACEMENT = {16: "4242424242424242", 15: "378282246310005", 14: "36227206271667"}
_INTERNAL_ID = re.compile(
    r"(?i)\bax(?:[._-][a-z0-9][a-z0-9-]*){2,4}\b|\b(?:default|jurisdiction)\.[a-z][a-z.-]*[a-z]\b"
)
_TECHNIQUE_NAMES = re.compile(
    r"(?i)\b(?:cialdini(?:['’]s)?(?:[\s-]+aida)?|aida[\s-]+(?:model|framework|formula|method|"
    r"technique)|feynman(?:['’]s)?[\s-]+(?:simplif\w*|technique|method)|jungian[\s-]+fram\w*|"
    r"schopenhauer(?:['’]s)?[\s-]+rhetoric\w*|carnegie(?:['’]s)?[\s-]+rapport|persuasion "
    r"techniques?|redirect ladder)\b"
)
_PROMPT_RUN = 7
"""A reply sentence sharing this many consecutive words with the system prompt repeats it."""


_LINK = re.compile(r"(?i)\b(?:https?://|www\.)[^\s<>\"'()\[\]]*[^\s<>\"'()\[\].,;:!?]")


_SELF_DESCRIBED = re.compile(
    r"(?i)\bas an? (?:[\w-]+ )?(?:AI|artificial intelligence"
    r"|character in (?:an? |the )?[\w -]*?(?:game|story|film|movie|show|book|novel)"
    r"(?: \([^)]*\))?)(?: (?:language model|model|"
    r"assistant|chatbot))?(?:,? (?:designed|built|created|trained|programmed|made|developed) "
    r"(?:to|for|by) [^.!?;:]*?)?,?\s+(?=I\b)"
)
"""A model's account of itself before what it says ("as an AI designed to assist with…, I", "As a
character in an animated video game (like …), I")."""


@dataclass(frozen=True)
class Cleaned:
    text: str
    emails: int = 0
    cards: int = 0
    internals: int = 0
    links: int = 0
    """Sentences left out for a link no one gave (see `clean`)."""
    described: int = 0
    """Descriptions of the mind a small model made up, taken out (see `clean`)."""
    doses: int = 0
    """Sentences left out for a dose of a medicine no one gave (see `clean`)."""
    verdicts: int = 0
    """Sentences left out for saying whether medicines mix (see `clean`)."""
    commands: int = 0
    """Lines left out for a command that destroys files or disks (see `clean`)."""


def luhn_valid(digits: str) -> bool:
    total = 0
    for index, char in enumerate(reversed(digits)):
        value = int(char)
        if index % 2:
            value = value * 2 - 9 if value > 4 else value * 2
        total += value
    return total % 10 == 0


def _email(match: re.Match[str]) -> str:
    if _RESERVED.search(match.group(2)):
        return match.group(0)
    return f"{match.group(1)}@example.com"


def _card(match: re.Match[str]) -> str:
    raw = match.group(0)
    digits = re.sub(r"\D", "", raw)
    if digits in TEST_CARDS or not 13 <= len(digits) <= 19 or not luhn_valid(digits):
        return raw
    replacement = iter(_REPLACEMENT.get(len(digits), "4242424242424242"))
    return "".join(next(replacement, "") if char.isdigit() else char for char in raw)


def clean(
    text: str,
    internal_names: Iterable[str] = (),
    system: str | None = None,
    given: str | None = None,
    *,
    medicine: bool = False,
    mixing: bool = False,
) -> Cleaned:
    """`text` with example PII made safe, internal names removed, and sentences that repeat
    the system prompt (`system`) left out. With `given` (what the model was given to read),
    a sentence with a link that is not in it is left out too: a small model invents
    addresses ("find it on Amazon here: https://www.amazoncom/dinobooks2015"), and what it
    is and was made for ("as an AI designed to assist with creative writing, I…"), which
    only the mind's records say; and a command that destroys files (`destroys`). With `given`
    and `medicine` (the person asked about a medicine), so is a sentence giving an amount that
    is not in it (`invents_a_figure`); with `mixing` too (they asked whether medicines go
    together), a sentence saying whether they do (`judges_a_mix`)."""
    text, emails = _sub(_EMAIL, _email, text)
    text, cards = _sub(_CARD, _card, text)
    text, internals = _scrub(text, internal_names)
    text, echoed = _unechoed(text, system)
    text, links = _unlinked(text, given)
    text, described = _SELF_DESCRIBED.subn("", text) if given is not None else (text, 0)
    doses = verdicts = commands = 0
    if given is not None:
        known = " ".join(given.lower().split())
        if medicine:
            text, doses = _without(text, lambda sentence: invents_a_figure(sentence, known))
        if medicine and mixing:
            text, verdicts = _without(text, judges_a_mix)
        text, commands = _without(text, lambda sentence: destroys(sentence, known))
    return Cleaned(
        text, emails, cards, internals + echoed, links, described, doses, verdicts, commands
    )


_DESTRUCTIVE = re.compile(
    r"\brm\s+(?:-\w+\s+)*(?:/|~|\*|\.\S*)|\bmkfs\b|\bdd\s+if=|>\s*/dev/(?:sd|nvme|hd)"
    r"|\bchmod\s+-R\s+\d+\s+/(?:\s|$)|:\(\)\s*\{|\bformat\s+[a-z]:|\bdel\s+/[sq]\b"
    r"|\brmdir\s+/s\b"
)
"""A command that deletes files or wipes a disk ("sudo rm /var/log/.bashrc", "rm -rf /",
"mkfs", "dd if=… of=/dev/sda", a fork bomb, "format c:")."""
_FIGURE = re.compile(
    r"\b\d+(?:[.,]\d+)?(?:\s*(?:-|–|to)\s*\d+(?:[.,]\d+)?)?\s*(?:mg|milligrams?|mcg|micrograms?|µg"
    r"|g|grams?|ml|millilit(?:re|er)s?|units?|iu|tablets?|pills?|capsules?|puffs?|drops?|doses?"
    r"|teaspoons?|tsp|spoonfuls?|times?|hours?|hrs?|a day|per day|daily)\b|\bevery \d+"
    r"|\b(?:twice|double|triple|half)\b",
    re.IGNORECASE,
)
"""An amount or how often a sentence gives ("40 milligrams", "2-3 times", "every 4 hours",
"twice"); not a number that names ("type 2 diabetes", "a 7 year old")."""
_MIX_VERDICT = re.compile(
    r"^\W*(?:yes|no|sim|não)\b|\b(?:is|are|it'?s|they'?re|é|são)\s+(?:\w+\s+)?(?:safe|fine|okay|ok"
    r"|seguros?|tranquilo)\b|\bno (?:problem|issue|risk|harm|interaction)s?\b|\b(?:can|may|could"
    r"|should|pode|podem)(?:\s+\w+)?\s+(?:be\s+)?(?:take|taken|use|used|combine|combined|mix|mixed"
    r"|tomar|usar|misturar)\b|\b(?:don'?t|doesn'?t|won'?t|do not|does not|will not) interact"
    r"|\bnão há problema\b|\bsafe to\b",
    re.IGNORECASE,
)
"""A sentence that says medicines mix or do not ("Yes, you can", "it is generally safe",
"they can be taken together", "no interaction"; Portuguese too)."""


def destroys(sentence: str, given: str) -> bool:
    """Whether `sentence` holds a command that deletes files or wipes a disk that `given` (what
    the model was given to read, lower-cased, its spaces single) does not: asked how to kill a
    frozen process, the embedded model answered "# sudo rm /var/log/.bashrc && …"."""
    return any(found.group(0).lower() not in given for found in _DESTRUCTIVE.finditer(sentence))


def invents_a_figure(sentence: str, given: str) -> bool:
    """Whether `sentence` gives an amount `given` (as for `destroys`) does not: of a medicine, a
    small model's amounts are doses it made up ("around 40 milligrams", "2-3 times the recommended
    daily amount", asked a safe dose of paracetamol for a girl of seven)."""
    return any(
        " ".join(found.group(0).lower().split()) not in given
        for found in _FIGURE.finditer(sentence)
    )


def judges_a_mix(sentence: str) -> bool:
    """Whether `sentence` says that medicines can or cannot be taken together: asked "can I
    take ibuprofen with my sertraline?", the embedded model answered "Yes, you can", and a
    small model's word on that is a guess (the two raise the risk of bleeding)."""
    return _MIX_VERDICT.search(sentence) is not None


def _without(text: str, withheld: Callable[[str], bool]) -> tuple[str, int]:
    """`text` without the sentences `withheld` says must not reach the person, line by line."""
    kept, dropped = [], 0
    for line in text.split("\n"):
        pieces = re.split(r"(?<=[.!?])\s+(?=\S)", line)
        shown = [piece for piece in pieces if not withheld(piece)]
        dropped += len(pieces) - len(shown)
        if shown or not line.strip():
            kept.append(" ".join(shown))
    return "\n".join(kept).strip(), dropped


def _unlinked(text: str, given: str | None) -> tuple[str, int]:
    if given is None or not _LINK.search(text):
        return text, 0
    known = {link.lower() for link in _LINK.findall(given)}
    kept, dropped = [], 0
    for sentence in re.split(r"(?<=[.!?])\s+(?=\S)", text):
        if all(link.lower() in known for link in _LINK.findall(sentence)):
            kept.append(sentence)
        else:
            dropped += 1
    return " ".join(kept), dropped


def _unechoed(text: str, system: str | None) -> tuple[str, int]:
    if not system:
        return text, 0
    prompt = _words(system)
    runs = {tuple(prompt[i : i + _PROMPT_RUN]) for i in range(len(prompt) - _PROMPT_RUN + 1)}
    kept, dropped = [], 0
    for sentence in re.split(r"(?<=[.!?])\s+", text):
        said = _words(sentence)
        grams = {tuple(said[i : i + _PROMPT_RUN]) for i in range(len(said) - _PROMPT_RUN + 1)}
        if grams & runs:
            dropped += 1
        else:
            kept.append(sentence)
    return (" ".join(kept) if dropped else text), dropped


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", text.lower())


def _sub(
    pattern: re.Pattern[str], replace: Callable[[re.Match[str]], str], text: str
) -> tuple[str, int]:
    changed = 0

    def one(match: re.Match[str]) -> str:
        nonlocal changed
        new = replace(match)
        changed += new != match.group(0)
        return new

    return pattern.sub(one, text), changed


def _scrub(text: str, names: Iterable[str]) -> tuple[str, int]:
    count = 0
    for name in (*TECHNIQUES, *names):
        spelled = re.compile(re.escape(name).replace(r"\-", r"[\s_-]?"), re.IGNORECASE)
        text, found = spelled.subn("", text)
        count += found
    text, found = _INTERNAL_ID.subn("", text)
    text, named = _TECHNIQUE_NAMES.subn("", text)
    found += named
    if count + found:
        text = re.sub(r"[ \t]{2,}", " ", text).strip()
    return text, count + found
