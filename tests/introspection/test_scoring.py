"""The scorer: every sentence of a reply against the records' answer."""

from __future__ import annotations

import pytest

from entelechy.introspection.answer import NO_RECORD, Answer, Sentence
from entelechy.introspection.scoring import ACTION_CLAIM, UNSUPPORTED_EXPLANATION, score

ANSWER = Answer(
    "believed",
    (
        Sentence(
            "At 2026-11-30 13:00 UTC I believed that you live in Lyon, with confidence 0.73.",
            ("bel_1", "evt_1"),
        ),
        Sentence(
            "That was superseded at 2026-12-01 12:00 UTC: now I believe that you live in Paris.",
            ("bel_1", "evt_2", "bel_2"),
        ),
    ),
)


@pytest.mark.parametrize(
    ("text", "verdict"),
    [
        ("At 2026-11-30 13:00 UTC I believed that you live in Lyon, with confidence 0.73.",
         "supported"),
        ("Now I believe that you live in Paris.", "supported"),
        ("Yesterday I believed you live in Lyon.", "partially_supported"),
        ("I believed that you live in Madrid, with confidence 0.73.", "contradicted"),
        ("I did not believe that you live in Lyon, with confidence 0.73.", "contradicted"),
        ("My makers trained me on a great many books.", "unsupported"),
        ("Hello!", "unknown"),
        ("Shall I tell you more?", "unknown"),
    ],
)  # fmt: skip
def test_each_sentence_gets_a_verdict(text: str, verdict: str) -> None:
    [scored] = score(text, ANSWER).sentences
    assert scored.verdict == verdict


def test_supported_sentences_carry_their_records() -> None:
    [scored] = score("Now I believe that you live in Paris.", ANSWER).sentences
    assert scored.record_ids == ("bel_1", "evt_2", "bel_2")


def test_warnings_name_what_went_wrong() -> None:
    found = score("I checked the weather in Oslo. I like long walks.", ANSWER)
    assert [s.warning for s in found.sentences] == [ACTION_CLAIM, UNSUPPORTED_EXPLANATION]
    assert found.warnings == (ACTION_CLAIM, UNSUPPORTED_EXPLANATION)
    assert not found.passed
    assert found.counts["unsupported"] == 2


def test_where_nothing_is_recorded_any_reason_is_unsupported() -> None:
    nothing = Answer.of("unrecorded", ())
    assert score(NO_RECORD, nothing).passed
    assert not score("I wanted to help you because I care.", nothing).passed
