"""Cutting text into sentences, and contractions expanded."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.perception.text import (
    DURATION,
    expand_contractions,
    sentences,
    unshouted,
    without_time,
)


@pytest.mark.parametrize(
    ("text", "cut"),
    [
        (
            "hey! sofia here 👋 I'm a nurse in Madrid",
            ["hey!", "sofia here.", "I'm a nurse in Madrid"],
        ),
        ("Great! 👍", ["Great!"]),
        ("👋 hi there", ["hi there"]),
        ("I met Dr. Silva at St. Mary's.", ["I met Dr. Silva at St. Mary's."]),
    ],
)
def test_an_emoji_ends_a_sentence_as_a_full_stop_would(text: str, cut: list[str]) -> None:
    """ "sofia here 👋 I'm a nurse in Madrid" was one sentence, read as nothing; a title before a
    name still ends none."""
    assert sentences(text) == cut


def test_a_duration_is_read_in_any_number_words() -> None:
    """ "for thirty years" and "for over a decade" say how long, as "for two years" does."""
    for said in ("for thirty years", "for thirty-five years", "for over a decade", "for 5 days"):
        assert DURATION.search(f"I've played piano {said}"), said
    assert not DURATION.search("I waited for the bus")


def test_years_after_which_something_happened_are_no_time_of_day() -> None:
    """ "after 32 years" is a span, kept in what was said; "after 5" is a time of day."""
    assert without_time("I retired after 32 years") == "I retired after 32 years"
    assert without_time("I finish after 5") == "I finish"


@pytest.mark.parametrize(
    ("typed", "expanded"),
    [
        ("ive got a tortoise, hes 40", "i have got a tortoise, he is 40"),
        ("shes doing english lit", "she is doing english lit"),
        ("my mums a midwife", "my mum is a midwife"),
        ("my dads retired", "my dad is retired"),
        ("my sisters in Leeds", "my sisters in Leeds"),
        ("my sons 12 and 9", "my sons 12 and 9"),
        ("What are my sons called?", "What are my sons called?"),
        ("my mums car", "my mum's car"),
        ("whats my wifes job", "what is my wife's job"),
        ("my sisters live in Leeds", "my sisters live in Leeds"),
    ],
)
def test_contractions_typed_without_apostrophes_are_expanded_only_where_one_is_meant(
    typed: str, expanded: str
) -> None:
    """ "mums a" is "mum is a"; "sisters in", "sons 12" and "are my sons called" may be of
    two, and "mums car" and "wifes job" are one person's."""
    assert expand_contractions(typed) == expanded


@pytest.mark.parametrize(
    ("typed", "expanded"),
    [
        ("Jake's from Leeds", "Jake is from Leeds"),
        ("a night nurse at St James's in Leeds", "a night nurse at St James's in Leeds"),
        ("been in Dublin 10 yrs", "been in Dublin 10 years"),
        ("she's 3mths old", "she is 3 months old"),
        ("saving up to do a master's in psychology", "saving up to do a master's in psychology"),
        ("she has a bachelor's in law", "she has a bachelor's in law"),
        ("right now its a ginger one", "right now it is a ginger one"),
        ("its called biscuit", "it is called biscuit"),
        ("the shop lost its licence", "the shop lost its licence"),
    ],
)
def test_a_possessive_of_a_name_ending_in_s_and_short_units_are_read(
    typed: str, expanded: str
) -> None:
    """ "James's in" is the hospital's name, not "James is in"; "yrs" and "mths" after a number
    are years and months; "a master's in psychology" is a degree (it had been said back as
    "You are saving up to do a master is in psychology."); "its a ginger one", typed in haste,
    is "it is" (it had run into the sentence before it), "lost its licence" stays."""
    assert expand_contractions(typed) == expanded


@pytest.mark.parametrize(
    ("said", "left"),
    [
        ("I have two grandkids now, Alfie and Rosie", "I have two grandkids, Alfie and Rosie"),
        ("I live in Leeds now", "I live in Leeds"),
        ("Now, I live in Leeds", ", I live in Leeds"),
    ],
)
def test_a_time_left_out_leaves_its_comma_where_it_was(said: str, left: str) -> None:
    """ "…now, Alfie and Rosie" keeps the comma that tells the names apart from what they are."""
    assert without_time(said) == left


def test_a_message_typed_all_in_capitals_is_read_in_lower_case() -> None:
    assert unshouted("MY SON PETER IS A VICAR") == "my son peter is a vicar"
    assert unshouted("WHERE DO I LIVE?") == "where do i live?"
    assert unshouted("My son Peter is a vicar") == "My son Peter is a vicar"
    assert unshouted("I love the BBC") == "I love the BBC"
    assert unshouted("OK") == "OK"  # too short to say anything of how one types
    assert unshouted("I AM EIGHTY 😊") == "i am eighty 😊"


@given(st.text())
def test_reading_a_message_in_lower_case_changes_only_its_case(text: str) -> None:
    read = unshouted(text)
    assert unshouted(read) == read
    assert read == text or read == text.lower()
    assert read == text or not any(char.islower() for char in text)


def test_a_school_year_typed_short_is_a_year_and_yr_before_a_name_is_left() -> None:
    assert expand_contractions("hiya im mia, 14, yr 9 in swansea") == (
        "hiya I am mia, 14, year 9 in swansea"
    )
    assert expand_contractions("what yr am i in") == "what year am i in"
    assert expand_contractions("whats yr name") == "what is yr name"
