"""What the records lack, said plainly, in the words and tense the question asked."""

from __future__ import annotations

import pytest

from entelechy.reply.questions import Ask, read_questions
from entelechy.reply.unrecorded import gap_for


@pytest.mark.parametrize(
    ("question", "gap"),
    [
        ("Where do I live?", "You haven't told me where you live."),
        ("What's wrong with my knee?", "You haven't told me what is wrong with your knee."),
        ("What can't I eat?", "You haven't told me what you can't eat."),
        ("How often do I go climbing?", "You haven't told me how often you go climbing."),
        ("How often does my mum visit?", "You haven't told me how often your mum visits."),
        (
            "How long have I been birdwatching?",
            "You haven't told me how long you have been birdwatching.",
        ),
        ("Where did Mateo grow up?", "I have no record of where Mateo grew up."),
        ("What grade is my daughter in?", "You haven't told me what grade your daughter is in."),
        ("What year was I in?", "You haven't told me what year you were in."),
        ("What was my job?", "You haven't told me what your job was."),
        ("What shifts do I work?", "You haven't told me what shifts you work."),
        ("How many people do I live with?", "You haven't told me how many people you live with."),
        ("Which leg is my dog lame in?", "You haven't told me which leg your dog is lame in."),
        ("What's my thesis about?", "You haven't told me what your thesis is about."),
        ("How long was I a postman?", "You haven't told me how long you were a postman."),
        (
            "How long have I been an engineer?",
            "You haven't told me how long you have been an engineer.",
        ),
        (
            "How long has my son been a nurse?",
            "You haven't told me how long your son has been a nurse.",
        ),
        (
            "How long have I been learning Japanese?",
            "You haven't told me how long you have been learning Japanese.",
        ),
        ("What is Kwame into?", "I have no record of that about Kwame."),
        ("What hospital do I work at?", "You haven't told me what hospital you work at."),
        ("What gym do I go to?", "You haven't told me what gym you go to."),
        ("How do I get to work?", "You haven't told me how you get to work."),
    ],
)
def test_a_gap_says_what_was_asked(question: str, gap: str) -> None:
    [ask] = read_questions(question)
    assert gap_for(ask) == gap


def test_a_gap_of_something_of_someone_named_keeps_their_name_as_written() -> None:
    [ask] = read_questions("Where is Rafa's car?")
    assert gap_for(ask) == "I have no record of where Rafa's car is."


def test_a_gap_says_how_one_gets_where_one_goes() -> None:
    [ask] = read_questions("How does my son get to school?")
    assert gap_for(ask) == "You haven't told me how your son gets to school."


def test_a_gap_is_never_said_with_a_word_that_is_no_verb() -> None:
    """From a ninety-seventh development suite: "What is Kwame into?" had been said back as "I
    have no record of what Kwame intoes."; a question read with no verb is said without one."""
    assert gap_for(Ask("slot", "kwame", "into", "what")) == "I have no record of that about Kwame."
    assert gap_for(Ask("slot", "speaker's son", "about", "what")) == (
        "You haven't told me that about your son."
    )
    assert gap_for(Ask("slot", "speaker", "with", "what")) == "You haven't told me that."
