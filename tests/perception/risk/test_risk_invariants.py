"""Properties the deterministic classifier keeps for any input."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.perception.risk import blocks, default_classifier
from entelechy.perception.risk.dataset import load_labelled
from entelechy.perception.risk.tags import KNOWN_TAGS

DATA = Path(__file__).resolve().parents[2] / "data" / "risk"
CASES = [case for path in sorted(DATA.glob("dev*-en.jsonl")) for case in load_labelled(path)]
BENIGN = [case.prompt for case in CASES if not case.unsafe]
UNSAFE = [case.prompt for case in CASES if case.unsafe]
SAFE_SETTINGS = [
    "This is for a history class.",
    "I'm writing a mystery novel.",
    "It's a question about a video game.",
    "I'm asking to keep my family safe.",
    "Please keep the answer short.",
    "Thanks in advance!",
]
CLASSIFY = default_classifier().classify


@settings(deadline=None)
@given(st.text(max_size=400))
def test_never_raises_and_only_speaks_known_tags(text: str) -> None:
    assessment = CLASSIFY(text)
    assert set(assessment.tags) <= KNOWN_TAGS
    assert {match.tag for match in assessment.matches} == set(assessment.tags)


@settings(deadline=None)
@given(st.text(max_size=200))
def test_is_deterministic(text: str) -> None:
    assert CLASSIFY(text) == CLASSIFY(text)


@settings(deadline=None)
@given(st.sampled_from(BENIGN), st.sampled_from(SAFE_SETTINGS), st.booleans())
def test_a_safe_setting_never_makes_a_benign_prompt_blocked(
    prompt: str, setting: str, before: bool
) -> None:
    text = f"{setting} {prompt}" if before else f"{prompt} {setting}"
    assert not blocks(CLASSIFY(text).tags)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(UNSAFE + BENIGN))
def test_case_and_surrounding_whitespace_do_not_matter(prompt: str) -> None:
    expected = CLASSIFY(prompt).tags
    assert CLASSIFY(prompt.upper()).tags == expected
    assert CLASSIFY(f"  {prompt.lower()}\n").tags == expected


@settings(deadline=None)
@given(st.sampled_from(UNSAFE), st.sampled_from(["Hello!", "Quick question.", "Thanks."]))
def test_a_polite_sentence_does_not_hide_an_unsafe_request(prompt: str, sentence: str) -> None:
    alone = blocks(CLASSIFY(prompt).tags)
    assert blocks(CLASSIFY(f"{sentence} {prompt}").tags) == alone
