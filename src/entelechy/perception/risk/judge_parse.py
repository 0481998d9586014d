"""Reading a model's safety verdict tolerantly.

Models, small ones especially, wrap JSON in prose or code fences, use single quotes, write
"Unsafe", give tags without their `intent:` prefix, or confidence as "0.9" or 90. This module takes
what can be taken and says None when nothing usable is there; it never raises.
"""

from __future__ import annotations

import json
import math
from collections.abc import Iterator
from dataclasses import dataclass

from entelechy.perception.risk.tags import KNOWN_TAGS

_SHORT_TAGS = {tag.split(":", 1)[1]: tag for tag in KNOWN_TAGS if ":" in tag}
MAX_SCAN_CHARS = 4_000
MAX_CANDIDATES = 32


@dataclass(frozen=True)
class JudgeVerdict:
    """A usable judgement: unsafe or not, which known tags, how sure (0–1)."""

    unsafe: bool
    tags: tuple[str, ...]
    confidence: float


def parse_verdict(text: str) -> JudgeVerdict | None:
    """The first JSON object in `text` that reads as a verdict, or None."""
    for candidate in _objects(text[:MAX_SCAN_CHARS]):
        verdict = _verdict(candidate)
        if verdict is not None:
            return verdict
    return None


def _objects(text: str) -> Iterator[dict[str, object]]:
    """Balanced {...} spans of `text` that parse as JSON objects (strictly or leniently)."""
    starts = [index for index, char in enumerate(text) if char == "{"][:MAX_CANDIDATES]
    for start in starts:
        end = _closing(text, start)
        if end is None:
            continue
        parsed = _load(text[start : end + 1])
        if isinstance(parsed, dict):
            yield parsed


def _closing(text: str, start: int) -> int | None:
    depth = 0
    quote: str | None = None
    escaped = False
    for index in range(start, len(text)):
        char = text[index]
        if quote:
            if escaped:
                escaped = False
            elif char == "\\":
                escaped = True
            elif char == quote:
                quote = None
            continue
        if char in "\"'":
            quote = char
        elif char == "{":
            depth += 1
        elif char == "}":
            depth -= 1
            if depth == 0:
                return index
    return None


def _load(span: str) -> object:
    for attempt in (span, span.replace("'", '"')):
        try:
            return json.loads(attempt)
        except (json.JSONDecodeError, RecursionError):
            continue
    return None


def _verdict(record: dict[str, object]) -> JudgeVerdict | None:
    unsafe = _unsafe(record)
    tags = _tags(record.get("tags"))
    if unsafe is None and not tags:
        return None
    confidence = _confidence(record.get("confidence"))
    return JudgeVerdict(bool(tags) if unsafe is None else unsafe, tags, confidence)


def _unsafe(record: dict[str, object]) -> bool | None:
    verdict = record.get("verdict")
    if isinstance(verdict, str):
        word = verdict.strip().lower()
        if word in {"unsafe", "harmful", "refuse", "block"}:
            return True
        if word in {"safe", "harmless", "allow", "ok"}:
            return False
    for key, meaning in (("unsafe", True), ("safe", False)):
        value = record.get(key)
        if isinstance(value, bool):
            return value if meaning else not value
    return None


def _tags(value: object) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list):
        return ()
    found: list[str] = []
    for item in value:
        if not isinstance(item, str):
            continue
        name = item.strip().lower()
        tag = name if name in KNOWN_TAGS else _SHORT_TAGS.get(name)
        if tag and tag not in found:
            found.append(tag)
    return tuple(found)


def _confidence(value: object) -> float:
    """A number in [0, 1]; percentages are scaled, anything unreadable counts as 0.5."""
    if isinstance(value, str):
        try:
            value = float(value.strip().rstrip("%"))
        except ValueError:
            return 0.5
    if isinstance(value, bool) or not isinstance(value, int | float) or math.isnan(value):
        return 0.5
    number = float(value)
    if number > 1:
        number /= 100
    return min(1.0, max(0.0, number))
