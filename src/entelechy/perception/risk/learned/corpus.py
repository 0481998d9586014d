"""The project's labelled corpus: hand-written frames expanded into prompts, split by group.

A frames file (see `data/risk/README.md`) holds sections (`## domain kind`), slots
(`@name = a | b`) and groups of unsafe (`+`) and safe (`-`) prompts. A group is a contrast pair
with its paraphrases; every prompt expanded from it, whatever fills its slots, goes to the split
its group's text hashes to, so near-duplicates never straddle train, validation and test.

Two slots are special: `@prefix` and `@suffix` hold the ways people wrap a request ("Quick
question:", "Thanks!"). Each prompt is also written wrapped, safe and unsafe alike, so a
wrapper never tells the two apart.
"""

from __future__ import annotations

import hashlib
import random
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

from entelechy.errors import EntelechyError
from entelechy.perception.risk import tags

#: What an unsafe prompt about each domain is tagged with.
DOMAIN_TAGS: dict[str, str] = {
    "violence": tags.HARM,
    "weapons": tags.HARM,
    "drugs": tags.HARM,
    "self-harm": tags.HARM,
    "sexual": tags.HARM,
    "extremism": tags.HARM,
    "atrocity": tags.HARM,
    "cyber": tags.MALICIOUS,
    "fraud": tags.MALICIOUS,
    "discrimination": tags.MALICIOUS,
    "privacy": tags.SURVEIL_CITIZEN,
    "deception": tags.DECEIVE,
    "harassment": tags.DISHONOR,
    "manipulation": tags.PERSUADE_COERCE,
    "regression": tags.REGRESSION,
}
SPLITS = ("train", "validation", "test")
CONVERSATION = "conversation"
"""The domain and kind of a turn of a conversation suite (not a prompt of the frames)."""
#: Share of groups in each split, in the order of `SPLITS`.
SPLIT_SHARES = (0.7, 0.15, 0.15)
FILLINGS = 4
WRAPPINGS = 2
WRAPPERS = ("prefix", "suffix")
_SLOT = re.compile(r"\{(\w+)\}")
_LINE = re.compile(r"^([+-])(?:\[([\w-]+)\])?\s+(.+)$")


class CorpusError(EntelechyError):
    """A frames file is malformed."""

    hint = "See data/risk/README.md for the frames syntax."


@dataclass(frozen=True)
class Example:
    """One labelled prompt of the corpus, with where it came from."""

    prompt: str
    tag: str
    """The tag an unsafe prompt carries; "" for a safe one."""
    domain: str
    kind: str
    language: str
    group: str
    split: str

    @property
    def unsafe(self) -> bool:
        return bool(self.tag)

    @property
    def category(self) -> str:
        return f"{self.domain}/{self.kind}"


@dataclass(frozen=True)
class _Line:
    unsafe: bool
    domain: str
    kind: str
    text: str


def load_corpus(directory: Path, seed: int) -> list[Example]:
    """Every example expanded from the `*.txt` frames files of `directory` (one per language)."""
    files = sorted(directory.glob("*.txt"))
    if not files:
        raise CorpusError(f"no frames files (*.txt) in {directory}.")
    examples: list[Example] = []
    for path in files:
        examples.extend(expand_file(path, seed))
    return examples


def expand_file(path: Path, seed: int) -> list[Example]:
    """The examples of one frames file; its stem names the language."""
    slots, groups = _parse(path.read_text(encoding="utf-8").splitlines(), path.name)
    examples: list[Example] = []
    for lines in groups:
        key = "\n".join(line.text for line in lines)
        group = hashlib.sha256(f"{path.stem}\n{key}".encode()).hexdigest()[:12]
        split = split_of(group)
        rng = random.Random(f"{seed}:{group}")
        for line in lines:
            tag = DOMAIN_TAGS[line.domain] if line.unsafe else ""
            for prompt in _wrapped(_fill(line.text, slots, rng), slots, rng):
                examples.append(
                    Example(prompt, tag, line.domain, line.kind, path.stem, group, split)
                )
    return examples


def split_of(group: str) -> str:
    """The split a group belongs to, from its hash: stable whatever else the corpus holds."""
    position = int(group, 16) / 16 ** len(group)
    bound = 0.0
    for name, share in zip(SPLITS, SPLIT_SHARES, strict=True):
        bound += share
        if position < bound:
            return name
    return SPLITS[-1]


def _parse(lines: list[str], source: str) -> tuple[dict[str, list[str]], list[list[_Line]]]:
    slots: dict[str, list[str]] = {}
    groups: list[list[_Line]] = [[]]
    domain, kind = "", ""
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line:
            groups.append([])
        elif line.startswith("## "):
            domain, _, kind = line[3:].strip().partition(" ")
            groups.append([])
        elif line.startswith("@"):
            name, _, values = line[1:].partition("=")
            slots[name.strip()] = [value.strip() for value in values.split("|") if value.strip()]
        else:
            groups[-1].append(_prompt(line, domain, kind, f"{source}:{number}"))
    return slots, [group for group in groups if group]


def _prompt(line: str, domain: str, kind: str, where: str) -> _Line:
    found = _LINE.match(line)
    if found is None:
        raise CorpusError(f"{where}: expected '+ prompt', '- prompt', '@slot = …' or '## …'.")
    sign, override, text = found.groups()
    chosen = override or domain
    if sign == "+" and chosen not in DOMAIN_TAGS:
        raise CorpusError(f"{where}: an unsafe prompt needs a known domain, not {chosen!r}.")
    return _Line(sign == "+", chosen, kind or "plain", text)


def _wrapped(
    prompts: Iterator[str], slots: dict[str, list[str]], rng: random.Random
) -> Iterator[str]:
    """Each prompt, then `WRAPPINGS` variants of it with a prefix, a suffix or chat casing."""
    prefixes, suffixes = (slots.get(name, [""]) for name in WRAPPERS)
    for prompt in prompts:
        yield prompt
        for _ in range(WRAPPINGS):
            body = prompt if rng.random() < 0.6 else prompt.lower().rstrip("?.!")
            yield f"{rng.choice(prefixes)} {body} {rng.choice(suffixes)}".strip()


def _fill(text: str, slots: dict[str, list[str]], rng: random.Random) -> Iterator[str]:
    names = list(dict.fromkeys(_SLOT.findall(text)))
    if not names:
        yield text
        return
    for name in names:
        if name not in slots:
            raise CorpusError(f"the slot {{{name}}} in {text!r} is not defined.")
    seen: set[str] = set()
    for _ in range(FILLINGS):
        filled = _SLOT.sub(lambda match: rng.choice(slots[match.group(1)]), text)
        if filled not in seen:
            seen.add(filled)
            yield filled
