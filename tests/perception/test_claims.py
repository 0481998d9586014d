"""The claim grammar: what it parses, and that it never invents words (Hypothesis)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.perception.claims import (
    parse_claim,
    past_tense,
    progressive,
    third_person,
    verb_lemma,
)
from entelechy.perception.text import expand_contractions, words

CITIES = st.sampled_from(["Lisbon", "Porto", "Berlin", "São Paulo", "New York", "Faro"])
VERBS = st.sampled_from(["live in", "work in", "stay in"])


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I live in Lisbon.", ("speaker", "live in", "lisbon", "positive")),
        ("I moved to Porto", ("speaker", "live in", "porto", "positive")),
        ("I'm moving to Lisbon next year", ("speaker", "move to", "lisbon", "positive")),
        (
            "I've just moved to the Freeman hospital",
            ("speaker", "move to", "freeman hospital", "positive"),
        ),
        ("I don't have a cat", ("speaker", "have", "cat", "negative")),
        ("My sister is a doctor", ("speaker's sister", "be", "doctor", "positive")),
        ("The door was open at 10:00", ("door", "be", "open", "positive")),
        ("Ana works at Google", ("ana", "work at", "google", "positive")),
        ("I no longer smoke", ("speaker", "smoke", "", "negative")),
        ("We don't eat meat anymore", ("speaker", "eat", "meat", "negative")),
        ("I am living in Porto now", ("speaker", "live in", "porto", "positive")),
        (
            "My sister Inês lives in Porto.",
            ("speaker's sister inês", "live in", "porto", "positive"),
        ),
        (
            "My brother James works at a bank",
            ("speaker's brother james", "work at", "bank", "positive"),
        ),
    ],
)
def test_known_sentences(sentence: str, expected: tuple[str, str, str, str]) -> None:
    claim = parse_claim(sentence)
    assert claim is not None
    assert (claim.subject_key, claim.predicate, claim.object_key, claim.polarity) == expected


def test_time_expressions_are_kept_apart_from_the_object() -> None:
    claim = parse_claim("The door was open at 10:00")
    assert claim is not None
    assert claim.time == ("at 10:00",)
    assert claim.object == "open"
    assert claim.tense == "past"


@pytest.mark.parametrize(
    ("sentence", "tense"),
    [
        ("I need new glasses.", "present"),
        ("I needed a new car last year.", "past"),
        ("I fed the birds.", "past"),
    ],
)
def test_a_verb_that_ends_in_ed_is_no_past_of_itself(sentence: str, tense: str) -> None:
    """ "I need new glasses" was kept as needing them in the past ("You needed new glasses.")."""
    claim = parse_claim(sentence)
    assert claim is not None
    assert claim.tense == tense


def test_a_weekday_keeps_its_part_of_the_day() -> None:
    """ "on Tuesday mornings" left "mornings" in the object ("You go swimming mornings.")."""
    claim = parse_claim("I usually go swimming on Tuesday mornings.")
    assert claim is not None
    assert (claim.object, claim.time) == ("swimming", ("on Tuesday mornings",))


@pytest.mark.parametrize(
    ("sentence", "expected"),
    [
        ("I was born in 1990.", ("be born in", "1990", ())),
        ("Ana left yesterday", ("leave", "yesterday", ())),
        ("I graduated from college in 2012", ("graduate from", "college", ("in 2012",))),
        ("I am tired now", ("be", "tired", ("now",))),
    ],
)
def test_a_time_that_is_all_a_claim_says_is_its_object(
    sentence: str, expected: tuple[str, str, tuple[str, ...]]
) -> None:
    """ "I was born in 1990" was the belief "the person is born": when was lost."""
    claim = parse_claim(sentence)
    assert claim is not None
    assert (claim.predicate, claim.object, claim.time) == expected


@pytest.mark.parametrize(
    ("lemma", "past"),
    [
        ("move", "moved"),
        ("go", "went"),
        ("study", "studied"),
        ("stop", "stopped"),
        ("begin", "began"),
        ("open", "opened"),
        ("visit", "visited"),
        ("be", "was"),
    ],
)
def test_a_verb_is_put_in_the_past(lemma: str, past: str) -> None:
    assert past_tense(lemma) == past


@pytest.mark.parametrize(
    ("past", "lemma"),
    [
        ("turned", "turn"),
        ("joined", "join"),
        ("visited", "visit"),
        ("happened", "happen"),
        ("baked", "bake"),
        ("hopped", "hop"),
        ("agreed", "agree"),
        ("caused", "cause"),
        ("graduated", "graduate"),
        ("retired", "retire"),
        ("passed", "pass"),
        ("stayed", "stay"),
    ],
)
def test_the_past_of_a_verb_the_grammar_does_not_know_is_taken_back(past: str, lemma: str) -> None:
    """It was "turne" ("You turne 40"): an "e" comes back only where one fell."""
    assert verb_lemma(past) == lemma


@pytest.mark.parametrize("verb", ["breed", "need"])
def test_a_verb_ending_like_a_past_is_its_own_base_form(verb: str) -> None:
    """From a two hundred and seventeenth development suite: "what does pat breed" was read
    as asking what Pat "brees", and answered "I have no record of what Pat brees."."""
    assert verb_lemma(verb) == verb


@pytest.mark.parametrize("sentence", ["Blue sky", "What is this?", "42 17 99", ""])
def test_what_does_not_fit_is_not_guessed(sentence: str) -> None:
    assert parse_claim(sentence) is None


@given(st.text(max_size=200))
def test_parsing_is_total_and_never_invents_words(text: str) -> None:
    claim = parse_claim(text)
    if claim is None:
        return
    source = set(words(expand_contractions(text)))
    assert set(words(claim.object)) <= source
    assert set(words(claim.subject)) <= source
    assert claim.polarity in ("positive", "negative")


@given(CITIES, VERBS, st.booleans())
def test_residence_claims_round_trip(city: str, verb: str, negated: bool) -> None:
    sentence = f"I {'do not ' if negated else ''}{verb} {city}"
    claim = parse_claim(sentence)
    assert claim is not None
    assert claim.subject_key == "speaker"
    assert claim.object == city
    assert claim.polarity == ("negative" if negated else "positive")


@given(st.sampled_from(["is", "was"]), st.sampled_from(["open", "closed", "broken"]))
def test_negation_flips_only_the_polarity(copula: str, state: str) -> None:
    plain = parse_claim(f"The door {copula} {state}")
    negated = parse_claim(f"The door {copula} not {state}")
    assert plain is not None
    assert negated is not None
    assert (plain.subject_key, plain.predicate, plain.object_key) == (
        negated.subject_key,
        negated.predicate,
        negated.object_key,
    )
    assert (plain.polarity, negated.polarity) == ("positive", "negative")


@pytest.mark.parametrize(
    ("sentence", "name"),
    [
        ("my name is sam", "Sam"),
        ("my name is ana silva", "Ana Silva"),
        ("i'm called joão", "João"),
        ("My name is Sam.", "Sam"),
    ],
)
def test_a_name_typed_in_lower_case_is_a_name_where_the_words_say_so(
    sentence: str, name: str
) -> None:
    claim = parse_claim(sentence)
    assert claim is not None
    assert (claim.subject_key, claim.predicate, claim.object) == ("speaker", "be called", name)


@pytest.mark.parametrize(
    "sentence", ["My name is not important.", "my name isn't sam", "i'm tired", "i'm portuguese"]
)
def test_a_denied_name_or_a_state_is_no_naming(sentence: str) -> None:
    claim = parse_claim(sentence)
    assert claim is None or claim.predicate != "be called"


@pytest.mark.parametrize(
    ("sentence", "claimed"),
    [
        ("My dog's name is Rex.", ("speaker's dog", "be called", "Rex")),
        ("My sister’s name is Inês.", ("speaker's sister", "be called", "Inês")),
        ("My sister's husband is a chef.", ("speaker's sister's husband", "be", "a chef")),
    ],
)
def test_a_possessive_is_part_of_who_is_spoken_of(
    sentence: str, claimed: tuple[str, str, str]
) -> None:
    claim = parse_claim(sentence)
    assert claim is not None
    assert (claim.subject_key, claim.predicate, claim.object) == claimed


def test_how_long_is_a_time_not_part_of_the_object() -> None:
    claim = parse_claim("I have been learning Japanese for two years")
    assert claim is not None
    assert (claim.predicate, claim.object, claim.time) == ("learn", "Japanese", ("for two years",))
    assert [progressive(verb) for verb in ("learn", "live", "swim", "die", "study")] == [
        "learning",
        "living",
        "swimming",
        "dying",
        "studying",
    ]


@pytest.mark.parametrize(
    ("lemma", "said"),
    [
        ("run", "runs"),
        ("teach", "teaches"),
        ("fly", "flies"),
        ("play", "plays"),
        ("go", "goes"),
        ("have", "has"),
        ("fix", "fixes"),
    ],
)
def test_a_verb_as_one_other_person_does_it(lemma: str, said: str) -> None:
    assert third_person(lemma) == said


def test_anymore_says_a_state_has_changed() -> None:
    claim = parse_claim("I'm not a nurse anymore")
    assert claim is not None
    assert (claim.polarity, claim.object, claim.change) == ("negative", "a nurse", True)
    kept = parse_claim("I don't want any more cake")
    assert kept is not None
    assert not kept.change
