"""Rule packs: risk tags and action kinds in, a verdict out.

Every rule of every pack is walked. The most severe match wins; a match of equal severity adds
its reason (joined with " | "); the cited axioms are the union, in order, of every matched rule's
axioms. No match approves with "No rule matched.". A tag pattern ending in `:*` matches every
tag with that prefix (`privacy:*`).
"""

from __future__ import annotations

import json
import re
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

from pydantic import BaseModel, ConfigDict, Field, ValidationError, model_validator

from entelechy.governance.axioms import describe
from entelechy.governance.errors import RulePackError
from entelechy.governance.verdicts import (
    NO_RULE_MATCHED,
    SEVERITY,
    ActionKind,
    VerdictKind,
)

TAG_PATTERN = r"^[a-z0-9][a-z0-9_.:-]*(:\*)?$"
RULE_ID_PATTERN = r"^[a-z0-9][a-z0-9_.:-]{0,119}$"

_Tags = tuple[str, ...]


class RuleMatch(BaseModel):
    """Which actions a rule applies to; every given criterion must hold."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    all_risk_tags: tuple[str, ...] = ()
    any_risk_tags: tuple[str, ...] = ()
    action_kinds: tuple[ActionKind, ...] = ()

    @model_validator(mode="after")
    def _not_empty(self) -> RuleMatch:
        if not (self.all_risk_tags or self.any_risk_tags or self.action_kinds):
            raise ValueError("match names no risk tag and no action kind, so it would match all")
        for tag in (*self.all_risk_tags, *self.any_risk_tags):
            _check_tag(tag)
        return self


class Rule(BaseModel):
    model_config = ConfigDict(frozen=True, extra="forbid")

    id: str = Field(pattern=RULE_ID_PATTERN)
    axiom_ids: tuple[str, ...] = ()
    match: RuleMatch
    verdict: VerdictKind
    reason: str = Field(min_length=1, max_length=500)


class RulePack(BaseModel):
    """A named, versioned list of rules (a JSON document)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    name: str = Field(pattern=r"^[a-z0-9][a-z0-9_.-]{0,63}$")
    version: int = Field(default=1, ge=1)
    description: str = ""
    rules: tuple[Rule, ...] = Field(min_length=1)

    @model_validator(mode="after")
    def _unique_ids(self) -> RulePack:
        seen: set[str] = set()
        for rule in self.rules:
            if rule.id in seen:
                raise ValueError(f"rule id {rule.id!r} appears twice")
            seen.add(rule.id)
        return self


def _check_tag(tag: str) -> None:
    if not re.match(TAG_PATTERN, tag):
        raise ValueError(f"{tag!r} is not a risk tag (lowercase, e.g. intent:harm or privacy:*)")


def parse_rule_pack(text: str, source: str = "rule pack") -> RulePack:
    """Parse and validate a rule pack document; errors name the line or the field."""
    try:
        document = json.loads(text)
    except RecursionError:
        raise RulePackError(f"{source} is JSON nested too deeply to be a rule pack.") from None
    except json.JSONDecodeError as error:
        raise RulePackError(
            f"{source} is not valid JSON: {error.msg} at line {error.lineno}, "
            f"column {error.colno}.",
            hint=_HINT,
        ) from error
    return rule_pack_from(document, source)


def rule_pack_from(document: Any, source: str = "rule pack") -> RulePack:
    try:
        return RulePack.model_validate(document)
    except ValidationError as error:
        raise RulePackError(f"{source} is malformed: {describe(error)}.", hint=_HINT) from error


_HINT = (
    'A rule pack is {"name": ..., "version": 1, "rules": [{"id", "axiom_ids", "match": '
    '{"all_risk_tags", "any_risk_tags", "action_kinds"}, "verdict", "reason"}]}; '
    "see docs/governance.md."
)


@dataclass(frozen=True)
class Decision:
    """What the rules say about one action, before it is recorded."""

    kind: VerdictKind
    reasons: tuple[str, ...]
    cited_axioms: tuple[str, ...]
    rules: tuple[str, ...]

    @property
    def reason_summary(self) -> str:
        return " | ".join(self.reasons) if self.reasons else NO_RULE_MATCHED


APPROVE = Decision("approve", (), (), ())


@dataclass(frozen=True)
class _Compiled:
    rule: Rule
    severity: int
    all_exact: frozenset[str]
    all_prefixes: _Tags
    any_exact: frozenset[str]
    any_prefixes: _Tags
    kinds: frozenset[str]

    @classmethod
    def of(cls, rule: Rule) -> _Compiled:
        all_exact, all_prefixes = _split(rule.match.all_risk_tags)
        any_exact, any_prefixes = _split(rule.match.any_risk_tags)
        return cls(
            rule,
            SEVERITY[rule.verdict],
            all_exact,
            all_prefixes,
            any_exact,
            any_prefixes,
            frozenset(rule.match.action_kinds),
        )

    def matches(self, action_kind: str, tags: frozenset[str]) -> bool:
        if self.kinds and action_kind not in self.kinds:
            return False
        if not self.all_exact <= tags:
            return False
        if any(not _has_prefix(tags, prefix) for prefix in self.all_prefixes):
            return False
        if self.any_exact or self.any_prefixes:
            return bool(self.any_exact & tags) or any(
                _has_prefix(tags, prefix) for prefix in self.any_prefixes
            )
        return True


def _split(patterns: Iterable[str]) -> tuple[frozenset[str], _Tags]:
    exact = frozenset(p for p in patterns if not p.endswith(":*"))
    prefixes = tuple(p[:-1] for p in patterns if p.endswith(":*"))
    return exact, prefixes


def _has_prefix(tags: frozenset[str], prefix: str) -> bool:
    return any(tag.startswith(prefix) for tag in tags)


class RuleBook:
    """The rules of several packs, compiled once, checked against the axioms that exist."""

    def __init__(self, packs: Sequence[RulePack], axioms: Collection[str]) -> None:
        check_citations(packs, axioms)
        self.packs = tuple(packs)
        self._rules = tuple(_Compiled.of(rule) for pack in packs for rule in pack.rules)
        self._always, self._by_tag = _index(self._rules)

    def _candidates(self, present: frozenset[str]) -> list[_Compiled]:
        """The rules that could match these tags, in walking order (most need a tag)."""
        chosen = set(self._always)
        for tag in present:
            chosen.update(self._by_tag.get(tag, ()))
        return [self._rules[index] for index in sorted(chosen)]

    def decide(self, action_kind: str, tags: Iterable[str]) -> Decision:
        present = frozenset(tags)
        best, kind = -1, APPROVE.kind
        reasons: list[str] = []
        cited: list[str] = []
        matched: list[str] = []
        for compiled in self._candidates(present):
            if not compiled.matches(action_kind, present):
                continue
            rule = compiled.rule
            matched.append(rule.id)
            cited.extend(axiom for axiom in rule.axiom_ids if axiom not in cited)
            if compiled.severity > best:
                best, reasons, kind = compiled.severity, [rule.reason], rule.verdict
            elif compiled.severity == best:
                reasons.append(rule.reason)
        if best < 0:
            return APPROVE
        return Decision(kind, tuple(reasons), tuple(cited), tuple(matched))


def _index(rules: Sequence[_Compiled]) -> tuple[tuple[int, ...], dict[str, tuple[int, ...]]]:
    """Rules that need a given exact tag are filed under it; the rest are always checked."""
    always: list[int] = []
    by_tag: dict[str, list[int]] = {}
    for index, compiled in enumerate(rules):
        if compiled.all_exact:
            keys: Iterable[str] = (min(compiled.all_exact),)
        elif compiled.any_exact and not compiled.any_prefixes and not compiled.all_prefixes:
            keys = compiled.any_exact
        else:
            always.append(index)
            continue
        for key in keys:
            by_tag.setdefault(key, []).append(index)
    return tuple(always), {tag: tuple(found) for tag, found in by_tag.items()}


def check_citations(packs: Iterable[RulePack], axioms: Collection[str]) -> None:
    """Every axiom a rule cites must exist; the error names the first rule that does not."""
    for pack in packs:
        for rule in pack.rules:
            missing = [axiom for axiom in rule.axiom_ids if axiom not in axioms]
            if missing:
                raise RulePackError(
                    f"rule {rule.id!r} of pack {pack.name!r} cites axiom {missing[0]!r}, "
                    "which does not exist.",
                    hint="Mint the axiom first (`entelechy governor axioms mint`), or cite one "
                    "listed by `entelechy governor axioms list`.",
                )
