"""Tolerant readers of what models write back.

Headers may be missing, in any case, wrapped in Markdown emphasis, or surrounded by chatter; a
small embedded model writes all of these. Every reader returns its best reading and, when it had
to guess, a `fallback` sentence that the strategy puts in the trace. None of them raises.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

_SEPARATOR = r"\s*\**\s*[:：]\**"


def _header(names: str) -> re.Pattern[str]:
    return re.compile(rf"(?<![A-Za-z])(?:{names}){_SEPARATOR}", re.IGNORECASE)


_ANSWER = _header(r"(?:the\s+)?(?:final\s+)?answer(?:\s+is)?")
_REASONING = _header(r"reasoning")
_VERDICT = re.compile(rf"(?<![A-Za-z])verdict{_SEPARATOR}\s*\**\s*([A-Za-z]+)", re.IGNORECASE)
_ISSUE = _header(r"issues?")
_PRINCIPLE = _header(r"principle")
_SCORE = _header(r"score|rating")
_THOUGHT = _header(r"thought")
_ACTION = _header(r"action(?!\s*input)")
_ACTION_INPUT = _header(r"action\s*input")
_NUMBER = re.compile(r"(-?\d+(?:[.,]\d+)?)\s*(?:(/)\s*(\d+(?:\.\d+)?)|(%))?")
_BULLET = re.compile(r"^\s*(?:[-*•+]|\d{1,3}[.)])\s+(.*\S)")
_NOTHING_TO_FIX = re.compile(
    r"\b(?:no (?:issues?|problems?|changes?|improvements?)|nothing to (?:improve|fix|change)|"
    r"none)\b",
    re.IGNORECASE,
)
_WORD = re.compile(r"\w+")
_FILLER = re.compile(r"^(?:so,?\s+)?(?:the\s+)?(?:final\s+)?answer\s+is\s*:?\s*", re.IGNORECASE)
_IDENTIFIER = re.compile(r"\s*`?([A-Za-z_][\w\-.]*)`?")
_CLOSING = {"[": "]", "(": ")", "{": "}"}


def clean(text: str) -> str:
    """Strip whitespace, stray Markdown emphasis and wrapping quotes from a fragment."""
    stripped = text.strip().strip("*_").strip()
    if len(stripped) >= 2 and stripped[0] == stripped[-1] and stripped[0] in "\"'`":
        stripped = stripped[1:-1].strip()
    return stripped


def _without(pattern: re.Pattern[str], text: str) -> str:
    return clean(pattern.sub("", text, count=1))


@dataclass(frozen=True)
class Sections:
    """Reasoning and answer of a chain-of-thought reply."""

    reasoning: str
    answer: str
    fallback: str | None = None


def parse_chain_of_thought(text: str) -> Sections:
    """`REASONING: … ANSWER: …`; the last ANSWER header wins, since models restate."""
    if not text.strip():
        return Sections("", "", "the model returned nothing")
    matches = list(_ANSWER.finditer(text))
    if not matches:
        body = _without(_REASONING, text)
        return Sections("", body, "no ANSWER header: the whole reply is taken as the answer")
    last = matches[-1]
    reasoning = _without(_REASONING, text[: last.start()])
    answer = clean(text[last.end() :])
    if not answer:
        return Sections(reasoning, reasoning, "the ANSWER header was empty: the reasoning is used")
    return Sections(reasoning, answer)


@dataclass(frozen=True)
class CritiqueVerdict:
    """A critique's decision: accept the draft, or revise it for `issue`."""

    accept: bool
    issue: str
    fallback: str | None = None


def parse_verdict(text: str) -> CritiqueVerdict:
    """`VERDICT: ACCEPT` or `VERDICT: REVISE` with `ISSUE: …`; keywords when the header is gone."""
    issue = _issue(text)
    found = _VERDICT.search(text)
    word = found.group(1).lower() if found else ""
    if word.startswith("accept"):
        return CritiqueVerdict(True, issue)
    if word.startswith("revis"):
        return _revise(issue, text)
    lowered = text.lower()
    if "revis" in lowered:
        return _revise(issue, text, "no VERDICT header: read REVISE from the wording")
    if "accept" in lowered:
        return CritiqueVerdict(True, issue, "no VERDICT header: read ACCEPT from the wording")
    return CritiqueVerdict(True, issue, "no verdict found: the draft is kept as it is")


def _issue(text: str) -> str:
    found = _ISSUE.search(text)
    return clean(text[found.end() :]) if found else ""


def _revise(issue: str, text: str, fallback: str | None = None) -> CritiqueVerdict:
    if issue:
        return CritiqueVerdict(False, issue, fallback)
    rest = clean(_VERDICT.sub("", text, count=1))
    note = fallback or "no ISSUE given: the whole critique is the issue"
    return CritiqueVerdict(
        False, rest or "the critique asked for a revision without saying why", note
    )


@dataclass(frozen=True)
class Points:
    """The improvement points of a critique."""

    items: tuple[str, ...]
    fallback: str | None = None


def parse_points(text: str) -> Points:
    """Bulleted or numbered lines; the whole text as one point when there are none."""
    items = tuple(
        clean(found.group(1)) for line in text.splitlines() if (found := _BULLET.match(line))
    )
    if items:
        return Points(items)
    body = clean(text)
    if not body:
        return Points((), "the critique was empty: nothing to refine")
    if _NOTHING_TO_FIX.search(body) and len(body) < 200:
        return Points((), "the critique found nothing to improve")
    return Points((body,), "no bullet points: the whole critique is one point")


@dataclass(frozen=True)
class Principle:
    text: str
    fallback: str | None = None


def parse_principle(text: str) -> Principle:
    """`PRINCIPLE: …` (the rest of that paragraph); else the first line of the reply."""
    found = _PRINCIPLE.search(text)
    if found:
        paragraph = clean(text[found.end() :].strip().split("\n\n")[0])
        if paragraph:
            return Principle(paragraph)
    lines = [clean(line) for line in text.splitlines() if clean(line)]
    if not lines:
        return Principle("", "no principle was given: the question is answered without one")
    return Principle(lines[0], "no PRINCIPLE header: the first line is taken as the principle")


@dataclass(frozen=True)
class Score:
    """A score in [0, 1]."""

    value: float
    fallback: str | None = None


def parse_score(text: str, scale: float = 10.0) -> Score:
    """`SCORE: n` on a 0–`scale` scale (also `n/d` and `n%`), clamped to [0, 1]."""
    header = _SCORE.search(text)
    found = _NUMBER.search(text, header.end()) if header else None
    note = None
    if found is None:
        found = _NUMBER.search(text)
        note = "no SCORE header: the first number is the score"
    if found is None:
        return Score(0.0, "no score found: scored 0")
    value = _fraction(found, scale)
    clamped = min(max(value, 0.0), 1.0)
    if clamped != value:
        note = f"{note + '; ' if note else ''}the score was out of range and is clamped"
    return Score(clamped, note)


def _fraction(found: re.Match[str], scale: float) -> float:
    number = float(found.group(1).replace(",", "."))
    if found.group(2) and float(found.group(3)) > 0:
        return number / float(found.group(3))
    if found.group(4):
        return number / 100
    return number / scale


@dataclass(frozen=True)
class ReactTurn:
    """One turn of the ReAct protocol: a thought, then an action or an answer."""

    thought: str
    tool: str | None = None
    arguments: str = ""
    answer: str | None = None
    fallback: str | None = None


def parse_react(text: str) -> ReactTurn:
    """`Thought: …` then `Action: tool[args]` or `Answer: …`, whichever comes first."""
    action = _ACTION.search(text)
    answer = _ANSWER.search(text)
    first = min((m for m in (action, answer) if m), key=lambda m: m.start(), default=None)
    thought = _thought(text, first.start() if first else len(text))
    if first is None:
        body = _without(_THOUGHT, text)
        if not body:
            return ReactTurn("", answer="", fallback="the model returned nothing")
        return ReactTurn(
            "", answer=body, fallback="no Action or Answer line: the reply is the answer"
        )
    if first is answer:
        return ReactTurn(thought, answer=_upto_header(text[first.end() :]))
    return _action(text, first, thought)


def _thought(text: str, end: int) -> str:
    found = _THOUGHT.search(text, 0, end)
    return clean(text[found.end() : end] if found else text[:end])


def _upto_header(text: str) -> str:
    """The text up to the next protocol header (models often run on into a fake Observation)."""
    stop = re.search(r"(?im)^\s*\**\s*(?:thought|action|observation)\s*\**\s*[:：]", text)
    return clean(text[: stop.start()] if stop else text)


def _action(text: str, found: re.Match[str], thought: str) -> ReactTurn:
    rest = text[found.end() :]
    name = _IDENTIFIER.match(rest)
    if name is None:
        return ReactTurn(
            thought,
            answer=_upto_header(rest) or clean(text),
            fallback=("the Action line names no tool: its text is taken as the answer"),
        )
    arguments = _arguments(rest[name.end() :])
    if not arguments:
        given = _ACTION_INPUT.search(rest)
        arguments = _upto_header(rest[given.end() :]) if given else ""
    return ReactTurn(thought, tool=name.group(1), arguments=arguments)


def _arguments(rest: str) -> str:
    """What follows the tool name: `[…]`, `(…)`, `{…}`, or the rest of the line after `:`."""
    stripped = rest.lstrip(" \t")
    if stripped[:1] in _CLOSING:
        return _bracketed(stripped).strip()
    line = stripped.split("\n", 1)[0]
    return clean(line.removeprefix(":"))


def _bracketed(text: str) -> str:
    """The bracketed group `text` starts with (brackets in JSON strings do not count)."""
    opening, closing = text[0], _CLOSING[text[0]]
    depth, quoted, escaped = 0, False, False
    for position, char in enumerate(text):
        if quoted:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == '"':
                quoted = False
            continue
        quoted = char == '"'
        depth += (char == opening) - (char == closing)
        if depth == 0:
            return text[1:position] if opening != "{" else text[: position + 1]
    return text[1:].split("\n", 1)[0].rstrip(closing)


def normalize_answer(text: str) -> str:
    """The comparable core of an answer: case, punctuation, emphasis and filler removed."""
    return " ".join(_WORD.findall(_FILLER.sub("", clean(text)).casefold()))
