"""Lexicons: word classes written as compact phrase lists, compiled into a token index.

Entry syntax (entries are separated by `|` or new lines):

- `pipe bomb` — a phrase; each word also matches its inflections (the pack's morphology);
- `beat/punch/kick` — alternatives for one position (`which+company` is a two-word alternative);
- `really?` — an optional word; `_` — any one word; `_?` — any one word or none;
- `explosiv*` — any word starting with `explosiv`;
- `=used` — this form only, never its inflections ("used to" is not "use to").

Each class `c` also gets a possessive twin `c's` ("my neighbour's"), so rules can tell the person
from the thing that belongs to them. Classes starting with `!` are masks: their matches erase the
matches of the class they name ("bath bomb" is not a bomb).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from importlib.resources.abc import Traversable
from types import MappingProxyType
from typing import Any, NamedTuple

import snowballstemmer

from entelechy.perception.risk.normalize import BREAKS, normalize
from entelechy.perception.risk.rules import MASK_PREFIX, PackError

POSSESSIVE = "'s"
FORM = "="
"""Marks a word matched only in the form written (`=used`), never by its stem."""
ANY = "_"
SUFFIX = "suffix"
"""The kind of a word given by its ending (`*'s`: any word ending in 's)."""
MAX_EXPANSIONS = 4096
_CACHE_LIMIT = 50_000


@dataclass(frozen=True)
class Morphology:
    """How a language inflects: a Snowball stemmer, plus irregular forms no stemmer knows.

    With `stemmer` (a Snowball algorithm name: "english", "portuguese", "spanish", …) a lexicon
    word and a token match when their stems do ("stabbing" and "stab" → "stab"; "matei" and
    "matar" → "mat"). `irregular` maps a form to the word it inflects ("shot" → "shoot");
    a word whose ending the stemmer cuts is one of `derivational` (an ending that makes another
    word: "-er", "-ion", "-ity") is matched as written, so "hijackers" is not "hijack" and
    "organization" not "organizers"; `whole` lists other words matched only as written, where the
    stemmer gives unrelated words one stem ("como" and "com").
    A language Snowball lacks may give `suffixes` instead: endings rewritten towards a lemma
    ("ando" → "ar"), `undouble` also dropping a doubled final consonant.
    """

    stemmer: str = ""
    irregular: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))
    whole: frozenset[str] = frozenset()
    derivational: tuple[str, ...] = ()
    suffixes: tuple[tuple[str, tuple[str, ...]], ...] = ()
    min_stem: int = 3
    undouble: bool = False

    def __post_init__(self) -> None:
        if self.stemmer and self.stemmer not in snowballstemmer.algorithms():
            raise PackError(f"no Snowball stemmer is called {self.stemmer!r}.")

    def key(self, word: str) -> str:
        """The form a lexicon word is indexed under: its stem, or itself without a stemmer."""
        if not self.stemmer or word in self.whole:
            return word
        if word.endswith(POSSESSIVE) and len(word) > len(POSSESSIVE):
            return self.key(word[: -len(POSSESSIVE)]) + POSSESSIVE
        found = stem(self.stemmer, word)
        cut = word[_shared(word, found) :]
        if not cut:
            return found
        derived = cut.endswith(self.derivational) or cut[:-1].endswith(self.derivational)
        return word if derived else found

    def lemmas(self, token: str) -> frozenset[str]:
        """Every indexed form `token` could be an inflection of."""
        if token.endswith(POSSESSIVE) and len(token) > len(POSSESSIVE):
            return frozenset(lemma + POSSESSIVE for lemma in self.lemmas(token[:-2]))
        found = {token}
        if token in self.irregular:
            found.add(self.irregular[token])
        if self.stemmer:
            return frozenset(self.key(form) for form in found)
        for suffix, replacements in self.suffixes:
            stem = token[: -len(suffix)] if suffix else token
            if not token.endswith(suffix) or len(stem) < self.min_stem:
                continue
            found.update(stem + ending for ending in replacements)
            if self.undouble and len(stem) > 1 and stem[-1] == stem[-2]:
                found.update(stem[:-1] + ending for ending in replacements)
        return frozenset(found)


def _shared(word: str, stem: str) -> int:
    """How many leading characters `word` and its `stem` share (most stems begin a word)."""
    if word.startswith(stem):
        return len(stem)
    for index, (one, other) in enumerate(zip(word, stem, strict=False)):
        if one != other:
            return index
    return min(len(word), len(stem))


@lru_cache(maxsize=65536)
def stem(algorithm: str, word: str) -> str:
    """`word`'s stem by the Snowball stemmer called `algorithm` (cached)."""
    found: str = _stemmer(algorithm).stemWord(word)
    return found


@lru_cache(maxsize=64)
def _stemmer(algorithm: str) -> Any:
    return snowballstemmer.stemmer(algorithm)


def irregular_forms(path: Traversable) -> Mapping[str, str]:
    """Irregular forms from a data file: one `form word` pair a line, `#` starts a comment."""
    forms: dict[str, str] = {}
    for entry in _entries(path):
        if len(entry) != 2:
            raise PackError(f"{path.name}: expected 'form word', got {' '.join(entry)!r}.")
        forms[entry[0]] = entry[1]
    return MappingProxyType(forms)


def word_list(path: Traversable) -> frozenset[str]:
    """Words from a data file, one a line; `#` starts a comment."""
    words = set()
    for entry in _entries(path):
        if len(entry) != 1:
            raise PackError(f"{path.name}: expected one word a line, got {' '.join(entry)!r}.")
        words.add(entry[0])
    return frozenset(words)


def _entries(path: Traversable) -> Iterator[list[str]]:
    for line in path.read_text(encoding="utf-8").splitlines():
        entry = line.partition("#")[0].split()
        if entry:
            yield entry


@dataclass(frozen=True)
class Word:
    """One position of a phrase: an exact lemma, a prefix, an ending, or any token."""

    kind: str
    value: str = ""


Phrase = tuple[Word, ...]


class Hit(NamedTuple):
    """A class found at tokens [start, end) of one sentence (a tuple: cheap to sort and hash)."""

    start: int
    end: int
    sentence: int


@lru_cache(maxsize=1024)
def parse_entries(source: str) -> tuple[Phrase, ...]:
    """Parse one class's entries into concrete phrases (alternatives and optionals expanded).

    Cached: a pack is parsed once to validate it and reused when it is compiled.
    """
    phrases: list[Phrase] = []
    for raw in source.replace("\n", "|").split("|"):
        if raw.strip():
            phrases.extend(_expand(raw.strip()))
    return tuple(phrases)


def _expand(entry: str) -> list[Phrase]:
    positions = [_position(spec, entry) for spec in entry.split()]
    combos = 1
    for options in positions:
        combos *= len(options)
    if combos > MAX_EXPANSIONS:
        raise PackError(f"lexicon entry {entry!r} expands to {combos} phrases; split it.")
    phrases = []
    for combo in itertools.product(*positions):
        phrase = tuple(word for group in combo for word in group)
        if phrase and phrase[0].kind not in (ANY, SUFFIX):
            phrases.append(phrase)
    if not phrases:
        raise PackError(f"lexicon entry {entry!r} can match nothing or starts with a wildcard.")
    return phrases


def _position(spec: str, entry: str) -> list[tuple[Word, ...]]:
    """The word sequences one position may be; an optional position may also be empty."""
    optional = spec.endswith("?")
    spec = spec.removesuffix("?")
    options: list[tuple[Word, ...]] = [() for _ in range(int(optional))]
    for alternative in spec.split("/"):
        if not alternative:
            raise PackError(f"lexicon entry {entry!r} has an empty alternative.")
        options.append(_words(alternative, entry))
    return options


def _words(alternative: str, entry: str) -> tuple[Word, ...]:
    if alternative == ANY:
        return (Word(ANY),)
    if alternative.startswith("*"):
        ending = alternative.removeprefix("*")
        if not ending or ending != ending.lower() or any(c.isspace() for c in ending):
            raise PackError(f"lexicon entry {entry!r} has an ending that is not a word's end.")
        return (Word(SUFFIX, ending),)
    prefix = alternative.endswith("*")
    form = alternative.startswith(FORM)
    tokens = _tokens(alternative.removesuffix("*").removeprefix(FORM))
    if not tokens or any(token in BREAKS for token in tokens):
        raise PackError(f"lexicon entry {entry!r} has a word that normalizes to nothing.")
    words = [Word("exact", token) for token in tokens]
    if form:
        words[0] = Word("exact", FORM + tokens[0])
    if prefix:
        words[-1] = Word("prefix", tokens[-1])
    return tuple(words)


class _Node:
    """A trie node: children by exact lemma, by prefix, by ending and for any token; classes
    ending here.

    The classes are a tuple of strings, which the garbage collector stops tracking (a list
    would stay tracked): a pack's trie has tens of thousands of nodes, and every full collection
    of the process scans what it tracks."""

    __slots__ = ("any", "classes", "exact", "prefix", "suffix")

    def __init__(self) -> None:
        self.exact: dict[str, _Node] = {}
        self.prefix: dict[str, _Node] = {}
        self.suffix: dict[str, _Node] = {}
        self.any: _Node | None = None
        self.classes: tuple[str, ...] = ()

    def child(self, word: Word) -> _Node:
        if word.kind == ANY:
            if self.any is None:
                self.any = _Node()
            return self.any
        if word.kind == "exact":
            table = self.exact
        else:
            table = self.suffix if word.kind == SUFFIX else self.prefix
        found = table.get(word.value)
        if found is None:  # not `setdefault`, which would build a node for every phrase word
            found = table[word.value] = _Node()
        return found

    @property
    def leads_on(self) -> bool:
        """Whether a longer phrase goes on from here."""
        return bool(self.exact or self.prefix or self.suffix or self.any)


class _State:
    """Where a phrase stands after some tokens: the classes that end there, the trie nodes it
    may go on from, and where each next token takes it. The states and their moves are built
    as tokens come (an automaton over the trie, made lazily), so a walk through a phrase costs
    one dictionary lookup per token; a state is compared by identity, one per set of nodes."""

    __slots__ = ("classes", "moves", "onward")

    def __init__(self, classes: tuple[str, ...], onward: tuple[_Node, ...]) -> None:
        self.classes = classes
        self.onward = onward
        self.moves: dict[str, _State | None] = {}


_UNSEEN = _State((), ())
"""Marks a move not made yet (None is a move to nowhere)."""


class CompiledLexicon:
    """One language's classes compiled into a word trie, walked once per token."""

    def __init__(self, classes: Mapping[str, str], morphology: Morphology) -> None:
        self.morphology = morphology
        self.root = _Node()
        self._lemma_cache: dict[str, frozenset[str]] = {}
        self._openings: dict[str, _State | None] = {}
        self._states: dict[tuple[_Node, ...], _State] = {}
        self._moves = 0
        keys: dict[str, str] = {}
        for name, source in classes.items():
            for parsed in parse_entries(source):
                phrase = self._keyed(parsed, keys)
                self._insert(name, phrase)
                if not name.startswith(MASK_PREFIX) and phrase[-1].kind == "exact":
                    self._insert(name + POSSESSIVE, _possessive(phrase))

    def _keyed(self, phrase: Phrase, keys: dict[str, str]) -> Phrase:
        """`phrase` with each exact word replaced by the form the morphology indexes it under,
        each word's form worked out once (`keys`: a pack's phrases repeat their words tens of
        thousands of times)."""
        return tuple(
            Word(w.kind, keys.get(w.value) or keys.setdefault(w.value, self._key(w.value)))
            if w.kind == "exact"
            else w
            for w in phrase
        )

    def _key(self, value: str) -> str:
        return value if value.startswith(FORM) else self.morphology.key(value)

    def _insert(self, name: str, phrase: Phrase) -> None:
        node = self.root
        for word in phrase:
            node = node.child(word)
        if name not in node.classes:
            node.classes = (*node.classes, name)

    def lemmas(self, token: str) -> frozenset[str]:
        found = self._lemma_cache.get(token)
        if found is None:
            if len(self._lemma_cache) > _CACHE_LIMIT:
                self._lemma_cache.clear()
            found = self.morphology.lemmas(token) | {FORM + token}
            self._lemma_cache[token] = found
        return found

    def opening(self, token: str) -> _State | None:
        """Where a phrase starting with `token` stands: the classes it completes at once and
        the nodes it may go on from (None when it begins no phrase, as most tokens do, or is a
        break); remembered, so a token costs one lookup."""
        found = self._openings.get(token, _UNSEEN)
        if found is _UNSEEN:
            self._remember()
            nodes = [] if token in BREAKS else self._step(self.root, token, self.lemmas(token))
            found = self._openings[token] = self._state(nodes)
        return found

    def find(self, tokens: tuple[str, ...], sentences: list[int]) -> dict[str, list[Hit]]:
        """Every class occurrence in `tokens`, in order, masks applied. A phrase never crosses
        a break.

        Tokens are grouped by where they open a phrase, so one-token phrases (most hits) are
        found in one pass per distinct token, and only tokens that may begin a longer phrase
        walk on from where they stand."""
        known = {token: self.opening(token) for token in set(tokens)}
        openings = list(map(known.__getitem__, tokens))
        where: dict[_State, list[int]] = {}
        indices = itertools.compress(range(len(tokens)), openings)  # tokens opening a phrase
        for index, state in zip(indices, filter(None, openings), strict=True):
            where.setdefault(state, []).append(index)
        hits: dict[str, list[Hit]] = {}
        for state, starts in where.items():
            if state.classes:
                found = hits_of(starts, map(_NEXT, starts), map(sentences.__getitem__, starts))
                for name in state.classes:
                    hits.setdefault(name, []).extend(found)
            for index in starts if state.onward else ():
                self._walk(state, index, tokens, sentences, hits)
        for found in hits.values():
            found.sort()
        return _apply_masks(hits)

    def _walk(
        self,
        state: _State,
        index: int,
        tokens: tuple[str, ...],
        sentences: list[int],
        hits: dict[str, list[Hit]],
    ) -> None:
        """The phrases of two or more tokens starting at `index`, from the state its first
        token opened; each class at most once per (start, end)."""
        end = index + 1
        count = len(tokens)
        while end < count:
            token = tokens[end]
            reached = state.moves.get(token, _UNSEEN)
            if reached is _UNSEEN:
                reached = self._move(state, token)
            if reached is None:
                return
            end += 1
            if reached.classes:
                hit = Hit(index, end, sentences[index])
                for name in reached.classes:
                    hits.setdefault(name, []).append(hit)
            if not reached.onward:
                return
            state = reached

    def _move(self, state: _State, token: str) -> _State | None:
        """Where `token` takes `state` (None: nowhere; a break ends every phrase), remembered
        in `state`'s moves."""
        self._remember()
        if token in BREAKS:
            nodes: list[_Node] = []
        else:
            lemmas = self.lemmas(token)
            nodes = [child for node in state.onward for child in self._step(node, token, lemmas)]
        found = state.moves[token] = self._state(nodes)
        return found

    def _remember(self) -> None:
        """Count one more opening or move remembered. The automaton grows with the words it
        has seen: past `_CACHE_LIMIT` of them it starts again from the trie (states already
        handed out stay valid)."""
        self._moves += 1
        if self._moves > _CACHE_LIMIT:
            self._openings.clear()
            self._states.clear()
            self._moves = 0

    def _state(self, nodes: list[_Node]) -> _State | None:
        """The state of the phrases that reached `nodes` (one per set of nodes), or None."""
        if not nodes:
            return None
        key = tuple(nodes)
        found = self._states.get(key)
        if found is None:
            classes = tuple(dict.fromkeys(name for node in nodes for name in node.classes))
            onward = tuple(node for node in nodes if node.leads_on)
            found = self._states[key] = _State(classes, onward)
        return found

    def _step(self, node: _Node, token: str, lemmas: frozenset[str]) -> list[_Node]:
        """The children of `node` that `token` (with its `lemmas`) leads to."""
        exact = node.exact
        found = [exact[lemma] for lemma in lemmas if lemma in exact]
        if node.prefix:
            found.extend(child for key, child in node.prefix.items() if token.startswith(key))
        if node.suffix:
            found.extend(child for key, child in node.suffix.items() if token.endswith(key))
        if node.any is not None and node is not self.root:
            found.append(node.any)
        return found


_NEXT = (1).__add__
_new_hit = tuple.__new__


def hits_of(starts: Iterable[int], ends: Iterable[int], sentences: Iterable[int]) -> list[Hit]:
    """Hits from their starts, ends and sentences (made in C: a text may hold tens of
    thousands)."""
    fields = zip(starts, ends, sentences, strict=True)
    return list(map(_new_hit, itertools.repeat(Hit), fields))


@lru_cache(maxsize=65536)
def _tokens(text: str) -> tuple[str, ...]:
    return normalize(text).tokens


def _possessive(phrase: Phrase) -> Phrase:
    last = phrase[-1]
    return (*phrase[:-1], Word(last.kind, last.value + POSSESSIVE))


def _apply_masks(hits: dict[str, list[Hit]]) -> dict[str, list[Hit]]:
    """Drop each hit of a masked class that shares a token with one of its mask's hits."""
    masks = [name for name in hits if name.startswith(MASK_PREFIX)]
    for mask in masks:
        covered = {index for hit in hits.pop(mask) for index in range(hit.start, hit.end)}
        target = mask.removeprefix(MASK_PREFIX)
        if target in hits:
            kept = [hit for hit in hits[target] if covered.isdisjoint(range(hit.start, hit.end))]
            if kept:
                hits[target] = kept
            else:
                del hits[target]
    return hits
