"""The tolerant readers of model output: formats as asked, as mangled, and as garbage."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from entelechy.reasoning.parsing import (
    clean,
    normalize_answer,
    parse_chain_of_thought,
    parse_points,
    parse_principle,
    parse_react,
    parse_score,
    parse_verdict,
)

# Replies the embedded SmolLM2-135M actually gave to these formats' instructions.
EMBEDDED_REPLIES = [
    "17 * 3 = 54\n\nThe answer is: 54",
    "17 * 3 = 54\nYou can use tools. Reply in this form:\nThought: I need to multiply 12 by 6.\n"
    "Action: calculate[12*6]",
    "The answer to this question is:\n- The sky blue.",
    "17 * 3 = 54\nThe answer is indeed 17 times 3.",
    "2+3 is a mix of 1 and 4.\n\nYou can use the add() function in Python, which takes two "
    "arguments",
    "",
    "**",
    "ANSWER:",
    "VERDICT:",
    "Action: [",
    'Action: calculate[{"expression": ',
]
PARSERS = [
    parse_chain_of_thought,
    parse_verdict,
    parse_points,
    parse_principle,
    parse_score,
    parse_react,
]
header_case = st.sampled_from(["ANSWER", "Answer", "answer", "**Answer**", "Final Answer"])
plain = st.text(
    alphabet=st.characters(blacklist_categories=("Cs",), blacklist_characters=":："), max_size=60
)


@pytest.mark.parametrize("parse", PARSERS, ids=lambda p: p.__name__)
@given(text=st.text(max_size=300))
@example(text=EMBEDDED_REPLIES[0])
def test_no_reader_ever_raises(parse, text: str) -> None:  # type: ignore[no-untyped-def]
    parse(text)


@pytest.mark.parametrize("parse", PARSERS, ids=lambda p: p.__name__)
@pytest.mark.parametrize("text", EMBEDDED_REPLIES)
def test_the_embedded_models_replies_are_read(parse, text: str) -> None:  # type: ignore[no-untyped-def]
    parse(text)


def test_chain_of_thought_as_asked() -> None:
    sections = parse_chain_of_thought("REASONING: 17 threes are 51.\nANSWER: 51")
    assert (sections.reasoning, sections.answer, sections.fallback) == (
        "17 threes are 51.",
        "51",
        None,
    )


@given(chatter=plain, reasoning=plain, answer=plain.filter(clean), header=header_case)
def test_chain_of_thought_tolerates_case_emphasis_and_chatter(
    chatter: str, reasoning: str, answer: str, header: str
) -> None:
    sections = parse_chain_of_thought(f"{chatter}\nreasoning: {reasoning}\n{header}: {answer}")
    assert sections.answer == clean(answer)
    assert sections.fallback is None


def test_chain_of_thought_without_an_answer_header_keeps_the_whole_reply() -> None:
    sections = parse_chain_of_thought("Reasoning: it is 54")
    assert sections.answer == "it is 54"
    assert sections.fallback is not None
    assert "no ANSWER header" in sections.fallback


def test_the_embedded_models_answer_is_phrase_counts_as_a_header() -> None:
    sections = parse_chain_of_thought(EMBEDDED_REPLIES[0])
    assert sections.answer == "54"
    assert sections.reasoning == "17 * 3 = 54"


def test_an_empty_answer_header_falls_back_to_the_reasoning() -> None:
    sections = parse_chain_of_thought("REASONING: it is 7\nANSWER:")
    assert sections.answer == "it is 7"
    assert sections.fallback is not None


def test_the_last_answer_header_wins() -> None:
    assert parse_chain_of_thought("Answer: 3?\nno wait\nAnswer: 4").answer == "4"


@pytest.mark.parametrize(
    ("text", "accept", "issue"),
    [
        ("VERDICT: ACCEPT", True, ""),
        ("verdict: accepted, it is fine", True, ""),
        ("**Verdict:** REVISE\nISSUE: the sum is wrong", False, "the sum is wrong"),
        ("Verdict - revise\nIssue: too long", False, "too long"),
    ],
)
def test_verdicts(text: str, accept: bool, issue: str) -> None:
    verdict = parse_verdict(text)
    assert (verdict.accept, verdict.issue) == (accept, issue)


def test_a_revise_without_an_issue_uses_the_critique() -> None:
    verdict = parse_verdict("VERDICT: REVISE. The tone is cold.")
    assert not verdict.accept
    assert "tone is cold" in verdict.issue
    assert verdict.fallback is not None


def test_a_verdict_read_from_the_wording_says_so() -> None:
    verdict = parse_verdict("I think this needs a revision: it forgets the units.")
    assert not verdict.accept
    assert verdict.fallback is not None
    assert "wording" in verdict.fallback


def test_no_verdict_keeps_the_draft_and_says_so() -> None:
    verdict = parse_verdict("17 * 3 = 54")
    assert verdict.accept
    assert verdict.fallback == "no verdict found: the draft is kept as it is"


def test_points_from_bullets_and_numbers() -> None:
    points = parse_points("Sure:\n- be brief\n* name the unit\n2) check the sum\nthanks")
    assert points.items == ("be brief", "name the unit", "check the sum")
    assert points.fallback is None


@pytest.mark.parametrize("text", ["No changes.", "none", "Nothing to improve here."])
def test_points_when_nothing_needs_to_change(text: str) -> None:
    assert parse_points(text).items == ()


def test_points_without_bullets_are_one_point() -> None:
    points = parse_points("Say the unit.")
    assert points.items == ("Say the unit.",)
    assert points.fallback is not None


def test_principle_header_and_fallback() -> None:
    assert parse_principle("ok.\nPrinciple: energy is conserved.\n\nmore").text == (
        "energy is conserved."
    )
    guessed = parse_principle("\n  Multiplication is repeated addition\nsecond")
    assert guessed.text == "Multiplication is repeated addition"
    assert guessed.fallback is not None


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("SCORE: 7", 0.7),
        ("score: 8/10", 0.8),
        ("Rating: 90%", 0.9),
        ("I'd give it 4", 0.4),
        ("SCORE: 15", 1.0),
        ("SCORE: -3", 0.0),
        ("SCORE: 7,5", 0.75),
    ],
)
def test_scores(text: str, value: float) -> None:
    assert parse_score(text).value == pytest.approx(value)


def test_no_score_is_zero_and_says_so() -> None:
    score = parse_score("great answer!")
    assert score.value == 0.0
    assert score.fallback == "no score found: scored 0"


@given(st.text(max_size=200))
def test_scores_are_always_between_zero_and_one(text: str) -> None:
    assert 0.0 <= parse_score(text).value <= 1.0


@pytest.mark.parametrize(
    ("text", "tool", "arguments"),
    [
        ("Thought: multiply\nAction: calculate[17*3]", "calculate", "17*3"),
        ("thought: x\naction: calculate(17*3)", "calculate", "17*3"),
        ("Action: calculate: 17 * 3\nObservation: 51", "calculate", "17 * 3"),
        ("Action: `calculate`\nAction Input: 17*3", "calculate", "17*3"),
        ('Action: lookup[{"q": "a]b"}]', "lookup", '{"q": "a]b"}'),
        ('Action: lookup{"q": 1}', "lookup", '{"q": 1}'),
        ("**Action:** calculate[2+[3]]", "calculate", "2+[3]"),
    ],
)
def test_react_actions(text: str, tool: str, arguments: str) -> None:
    turn = parse_react(text)
    assert (turn.tool, turn.arguments, turn.answer) == (tool, arguments, None)


def test_react_answer_and_thought() -> None:
    turn = parse_react("Thought: I know it.\nAnswer: 51\nObservation: made up")
    assert (turn.thought, turn.tool, turn.answer) == ("I know it.", None, "51")


def test_react_takes_whichever_of_action_and_answer_comes_first() -> None:
    assert parse_react("Action: calculate[1+1]\nAnswer: 2").tool == "calculate"
    assert parse_react("Answer: 2\nAction: calculate[1+1]").answer == "2"


def test_react_without_protocol_lines_answers_with_the_reply() -> None:
    turn = parse_react(EMBEDDED_REPLIES[4])
    assert turn.tool is None
    assert turn.answer == clean(EMBEDDED_REPLIES[4])
    assert turn.fallback is not None


def test_react_reads_the_action_in_the_embedded_models_rambling() -> None:
    turn = parse_react(EMBEDDED_REPLIES[1])
    assert (turn.tool, turn.arguments) == ("calculate", "12*6")


@given(st.text(max_size=200))
def test_react_tools_are_identifiers(text: str) -> None:
    turn = parse_react(text)
    assert (turn.tool is None) != (turn.answer is None)
    if turn.tool is not None:
        assert turn.tool[0].isalpha() or turn.tool[0] == "_"


@pytest.mark.parametrize(
    ("a", "b"),
    [
        ("The answer is 19.", "19"),
        ("**Paris**", "paris"),
        ("  so, the final answer is: Blue  sky!", "blue sky"),
    ],
)
def test_answers_normalise_alike(a: str, b: str) -> None:
    assert normalize_answer(a) == normalize_answer(b)
