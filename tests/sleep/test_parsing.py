"""The tolerant REM and summary parsers: whatever the model writes, nothing raises."""

from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.sleep.parsing import clean_summary, echoes, parse_dreams

TEXT = """I walked through a library whose shelves rearranged themselves each time I asked.
A reader taught me to wait for the whole question.
TELEOLOGICAL_VALUE: 0.82

Dream 2: The sea was made of old conversations and I swam between them.
TELEOLOGICAL_VALUE: 1.7

###

TELEOLOGICAL_VALUE: 0.5
"""


def test_text_format_with_clamping_and_garbage_skipped() -> None:
    dreams = parse_dreams(TEXT)
    assert [round(d.value, 2) for d in dreams] == [0.82, 1.0]
    assert dreams[0].narrative.startswith("I walked through a library")
    assert "A reader taught me" in dreams[0].narrative
    assert dreams[1].narrative.startswith("The sea was made")
    assert dreams[1].clamped
    assert not dreams[0].clamped


def test_json_format_and_its_variants() -> None:
    answer = {
        "dreams": [
            {
                "narrative": "A quiet room where every clock agreed with me.",
                "teleological_value": 0.4,
            },
            {"text": "The garden grew answers instead of flowers today.", "value": "-3"},
            {"narrative": "!!!", "teleological_value": 0.9},
            {"narrative": "No value here at all, sadly for it.", "teleological_value": "high"},
        ]
    }
    dreams = parse_dreams("Sure! " + json.dumps(answer) + " hope that helps")
    assert [(d.narrative[:12], d.value) for d in dreams] == [
        ("A quiet room", 0.4),
        ("The garden g", 0.0),
    ]
    single = parse_dreams(
        '{"narrative": "A bridge built from patient and careful words.", "value": 0.7}'
    )
    assert [d.value for d in single] == [0.7]
    listed = parse_dreams('[{"story": "Stars that listen to the night.", "score": "70%"}]')
    assert [d.value for d in listed] == [0.7]


def test_at_most_the_limit_and_no_duplicates() -> None:
    one = "A lantern in the fog showed the way home. TELEOLOGICAL_VALUE: 0.5\n"
    many = one + "\n".join(
        f"Dream number {i} wandered across the hills of memory.\nTELEOLOGICAL_VALUE: 0.{i}"
        for i in range(1, 6)
    )
    assert len(parse_dreams(one * 4)) == 1
    assert len(parse_dreams(many)) == 3
    assert len(parse_dreams(many, limit=2)) == 2


def test_nothing_usable_is_no_dream() -> None:
    for garbage in ("", "   ", "{}", "[1, 2, 3]", "0.9", "TELEOLOGICAL_VALUE: 0.9", "{{{{", "null"):
        assert parse_dreams(garbage) == []


def test_summaries_keep_the_first_sentence_of_prose() -> None:
    assert clean_summary('  "The day felt warm and curious. Then more."') == (
        "The day felt warm and curious."
    )
    assert clean_summary("***\n1. Patience with a slow learner matters\n") == (
        "Patience with a slow learner matters"
    )
    assert clean_summary("{} [] 123 ###") == ""
    assert clean_summary("") == ""


@given(st.text(max_size=600), st.integers(min_value=0, max_value=5))
def test_parsing_never_raises_and_respects_its_bounds(text: str, limit: int) -> None:
    dreams = parse_dreams(text, limit)
    assert len(dreams) <= limit
    for dream in dreams:
        assert 0.0 <= dream.value <= 1.0
        assert dream.narrative.strip() == dream.narrative
        assert len(dream.narrative.split()) >= 6
    assert isinstance(clean_summary(text), str)


WORDS = ["river", "lantern", "quiet", "bridge", "teacher", "sky"]
narratives = st.lists(st.sampled_from(WORDS), min_size=6, max_size=12).map(" ".join)
dream_lists = st.lists(
    st.tuples(narratives, st.floats(-5, 5, allow_nan=False)),
    min_size=1,
    max_size=3,
    unique_by=lambda pair: pair[0],
)


@given(dream_lists)
def test_well_formed_text_round_trips(pairs: list[tuple[str, float]]) -> None:
    text = "\n\n".join(f"{n.capitalize()}.\nTELEOLOGICAL_VALUE: {v:.2f}" for n, v in pairs)
    dreams = parse_dreams(text)
    assert [d.narrative for d in dreams] == [f"{n.capitalize()}." for n, _ in pairs]
    assert [d.value for d in dreams] == [min(1.0, max(0.0, float(f"{v:.2f}"))) for _, v in pairs]


@given(dream_lists)
def test_well_formed_json_round_trips(pairs: list[tuple[str, float]]) -> None:
    body = {"dreams": [{"narrative": f"{n}.", "teleological_value": v} for n, v in pairs]}
    dreams = parse_dreams(json.dumps(body))
    assert [d.narrative for d in dreams] == [f"{n}." for n, _ in pairs]
    assert [d.value for d in dreams] == [min(1.0, max(0.0, v)) for _, v in pairs]


@pytest.mark.parametrize(
    "fragment",
    [
        "one sentence, but only two dreams,",  # the embedded model's, kept at 1.00 as lasting
        "In my dream the river carried lanterns and",
        "A dream in one sentence about my dreams.",
    ],
)
def test_a_few_words_that_end_nowhere_or_talk_about_the_task_are_not_dreams(
    fragment: str,
) -> None:
    text = f"{fragment}\nTELEOLOGICAL_VALUE: 1.0\n"
    assert parse_dreams(text) == []
    assert parse_dreams(json.dumps({"dreams": [{"narrative": fragment, "value": 1}]})) == []


def test_echoes_of_the_prompt_are_not_dreams() -> None:
    prompt = "Write one to three dreams. Each dream is one paragraph of three to six sentences."
    dreams = parse_dreams(
        "Each dream is one paragraph of three to six sentences.\nTELEOLOGICAL_VALUE: 1\n"
        "I crossed a river of letters and every word carried me home.\nTELEOLOGICAL_VALUE: 0.6"
    )
    assert [d.narrative[:9] for d in echoes(dreams, prompt)] == ["I crossed"]
