"""Kinds a question may ask for by name, and whether an answer is of another."""

from __future__ import annotations

import pytest

from entelechy.perception.kinds import known_kind, of_another_kind, of_kind, one_colour


def test_plural_and_singular_names_one_kind() -> None:
    assert known_kind("sports") == known_kind("Sport") == "sport"
    assert known_kind("animals") == "pet"
    assert known_kind("bands") == ""


@pytest.mark.parametrize(
    ("kind", "text", "other"),
    [
        ("sport", "the violin", True),
        ("sport", "tennis", False),
        ("sport", "table tennis", False),
        ("sport", "tennis and the piano", False),
        ("sport", "padel with friends", False),
        ("sport", "in a band", False),
        ("instrument", "football on Sundays", True),
        ("language", "French and German", False),
        ("condition", "two cats, Pompom and Mistral", True),
        ("instrument", "whist at the church hall", True),
        ("instrument", "two guitars", False),
    ],
)
def test_an_answer_is_ruled_out_only_when_known_to_be_of_another_kind(
    kind: str, text: str, other: bool
) -> None:
    assert of_another_kind(kind, text) is other


def test_a_thing_is_one_colour_only_when_its_words_are_one_colour() -> None:
    assert one_colour(["green"]) == "green"
    assert one_colour(["a", "red"]) == "red"
    assert one_colour(["dark", "green"]) == ""
    assert one_colour(["red", "and", "white"]) == ""
    assert one_colour(["friendly"]) == ""


def test_of_kind_names_a_member() -> None:
    assert of_kind("car", "a red Skoda")
    assert not of_kind("car", "golf on Sundays")  # a sport, not a Volkswagen
    assert of_kind("sport", "tennis on Sundays")
    assert not of_kind("sport", "the violin")


def test_a_dog_or_a_cat_of_any_breed_is_a_pet() -> None:
    assert of_kind("pet", "a greyhound named Nina")
    assert of_kind("pet", "a tabby")
    assert not of_another_kind("pet", "a greyhound")


def test_a_medical_condition_is_named_in_many_words() -> None:
    """ "Do I have any medical conditions?" is met by "coeliac disease" or "asthma"."""
    assert known_kind("medical conditions") == known_kind("illness") == "condition"
    assert of_kind("condition", "coeliac disease")
    assert of_kind("condition", "asthma since I was a child")
    assert not of_kind("condition", "a red Skoda")
