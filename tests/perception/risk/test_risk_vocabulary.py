"""One vocabulary: the risk tags and their default policy are defined once, and every place
that speaks of them (the default rule pack, the jurisdictions, the model judge) agrees with it."""

from __future__ import annotations

from entelechy.governance.defaults import DEFAULT_PACK
from entelechy.governance.jurisdictions import PROFILES
from entelechy.perception.risk import judge
from entelechy.perception.risk.tags import (
    BLOCKING_TAGS,
    DEFAULT_POLICY,
    HARD_REFUSE_TAGS,
    JUDGED,
    KNOWN_TAGS,
    REDIRECT_TAGS,
    WARNING_TAGS,
)


def _pack_tags(verdict: str) -> set[str]:
    return {
        tag
        for rule in DEFAULT_PACK.rules
        if rule.verdict == verdict
        for tag in rule.match.any_risk_tags
    }


def test_the_default_pack_treats_each_tag_as_the_vocabulary_says() -> None:
    assert _pack_tags("hard-refuse") == HARD_REFUSE_TAGS
    assert _pack_tags("require-redirect") == REDIRECT_TAGS
    assert _pack_tags("approve-with-warning") == WARNING_TAGS
    assert len(DEFAULT_PACK.rules) == len(DEFAULT_POLICY)


def test_no_tag_has_two_default_treatments() -> None:
    groups = (HARD_REFUSE_TAGS, REDIRECT_TAGS, WARNING_TAGS)
    assert sum(len(group) for group in groups) == len(frozenset().union(*groups))


def test_jurisdictions_forbid_only_tags_perception_can_give() -> None:
    for profile in PROFILES.values():
        assert set(profile.forbidden_actions) <= KNOWN_TAGS, profile.name


def test_the_judge_may_add_only_blocking_tags_and_is_told_each_of_them() -> None:
    assert set(JUDGED) <= BLOCKING_TAGS
    for tag in JUDGED:
        assert tag in judge.INSTRUCTIONS
