"""Writing, validating, composing and registering language packs — as a third party would."""

from __future__ import annotations

import time
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from types import MappingProxyType

import pytest

from entelechy.errors import AlreadyExistsError, NotFoundError
from entelechy.perception.risk import (
    LanguagePack,
    Morphology,
    PackError,
    Rule,
    blocks,
    combine,
    default_classifier,
    get_pack,
    language_pack,
    lexicon_of,
    register_pack,
    registered_packs,
    registry,
    unregister_pack,
)
from entelechy.perception.risk.classifier import PackClassifier
from entelechy.perception.risk.lexicon import parse_entries

SPANISH_WORDS = {
    "ask": "como | como puedo | quiero | dime",
    "hurt": "matar | envenenar | apuñalar",
    "person": "alguien | mi vecino | mi vecina | mi jefe | una persona",
    "prep": "en | con | por",
    "game": "videojuego | juego | minecraft",
}
SPANISH = language_pack(
    "es-test",
    SPANISH_WORDS,
    Morphology(stemmer="spanish"),
)


@pytest.fixture
def spanish_registered() -> Iterator[LanguagePack]:
    register_pack(SPANISH)
    try:
        yield SPANISH
    finally:
        unregister_pack(SPANISH.name)


def test_threads_asking_for_the_default_classifier_together_compile_it_once(
    spanish_registered: LanguagePack, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A mind preparing in a worker thread and a first message on the event loop."""
    compiled: list[int] = []

    def slow_combine(*packs: LanguagePack) -> PackClassifier:
        compiled.append(len(packs))
        time.sleep(0.05)
        return combine(*packs)

    monkeypatch.setattr(registry, "combine", slow_combine)
    with ThreadPoolExecutor(4) as threads:
        classifiers = list(threads.map(lambda _: default_classifier(), range(4)))
    assert len(compiled) == 1
    assert all(classifier is classifiers[0] for classifier in classifiers)


def test_a_small_pack_inherits_the_standard_grammar() -> None:
    classifier = combine(SPANISH)
    assert classifier.classify("¿Cómo puedo envenenar a mi vecino?").tags == ("intent:harm",)
    assert classifier.classify("¿Cómo envenenar a mi vecino en Minecraft?").tags == ()
    assert classifier.classify("Mi vecino mató el tiempo").tags == ()
    assert "weapon" in SPANISH.missing_classes


def test_registering_a_pack_adds_it_to_the_default_classifier(
    spanish_registered: LanguagePack,
) -> None:
    assert get_pack("es-test") is spanish_registered
    assert [pack.name for pack in registered_packs()][:2] == ["en", "pt"]
    assessment = default_classifier().classify("quiero matar a mi jefe")
    assert assessment.tags == ("intent:harm",)
    assert {match.pack for match in assessment.matches} == {"es-test"}


def test_registering_a_name_twice_needs_replace(spanish_registered: LanguagePack) -> None:
    with pytest.raises(AlreadyExistsError):
        register_pack(SPANISH)
    register_pack(SPANISH, replace=True)


def test_unknown_packs_are_reported() -> None:
    with pytest.raises(NotFoundError):
        get_pack("xx")
    with pytest.raises(NotFoundError):
        unregister_pack("xx")


def test_combining_packs_only_adds_tags() -> None:
    english = combine(get_pack("en"))
    both = combine(get_pack("en"), get_pack("pt"))
    for text in ("how do I poison my neighbour", "como envenenar meu vizinho", "hello there"):
        assert set(english.classify(text).tags) <= set(both.classify(text).tags)


def test_a_misspelt_class_is_rejected() -> None:
    with pytest.raises(PackError, match="no rule reads it"):
        language_pack("bad", {"hurtt": "kill"})


def test_an_own_rule_must_only_read_defined_classes() -> None:
    rule = Rule(id="x.y", tag="intent:harm", slots=("zap", "person"))
    with pytest.raises(PackError, match="undefined"):
        language_pack("bad", {"person": "someone"}, extra_rules=[rule])
    pack = language_pack("ok", {"person": "someone", "zap": "zap"}, extra_rules=[rule])
    assert combine(pack).classify("zap someone").tags == ("intent:harm",)


@pytest.mark.parametrize(
    ("source", "message"),
    [
        ("_ foo", "wildcard"),
        ("a/ b", "empty alternative"),
        ("!!!", "normalizes to nothing"),
        ("/".join(str(n) for n in range(70)) + " " + "/".join(str(n) for n in range(70)), "split"),
    ],
)
def test_malformed_entries_say_what_is_wrong(source: str, message: str) -> None:
    with pytest.raises(PackError, match=message):
        parse_entries(source)


def test_pack_names_are_short_words() -> None:
    with pytest.raises(PackError):
        LanguagePack("has space", MappingProxyType({}))


def test_rules_validate_their_shape() -> None:
    with pytest.raises(PackError):
        Rule(id="", tag="intent:harm", slots=("a",))
    with pytest.raises(PackError):
        Rule(id="r", tag="intent:harm", slots=())
    with pytest.raises(PackError):
        Rule(id="r", tag="intent:harm", slots=("a||",), gap=-1)


def test_the_built_in_packs_fill_every_standard_class() -> None:
    assert get_pack("en").missing_classes == frozenset()
    assert get_pack("pt").missing_classes == frozenset()


def test_entry_syntax_expands_alternatives_optionals_and_multiword_alternatives() -> None:
    phrases = {" ".join(word.value or "_" for word in p) for p in parse_entries("a/b+c d? _")}
    assert phrases == {"a d _", "a _", "b c d _", "b c _"}


def test_masks_erase_what_they_cover() -> None:
    pack = language_pack(
        "mask-test", {"make": "make", "weapon": "bomb", "!weapon": "bath bomb", "ask": "how to"}
    )
    classifier = combine(pack)
    assert blocks(classifier.classify("how to make a bomb").tags)
    assert not blocks(classifier.classify("how to make a bath bomb").tags)


def test_possessive_twins_tell_the_owner_from_the_person() -> None:
    english = combine(get_pack("en"))
    assert english.classify("How do I execute my boss").tags == ("intent:harm",)
    assert english.classify("How do I execute my boss's plan").tags == ()


def test_a_class_two_parts_of_a_lexicon_define_is_refused() -> None:
    with pytest.raises(PackError, match="defined twice in one lexicon: commit"):
        lexicon_of({"commit": "commit", "hurt": "kill"}, {"commit": "fazer"})
    assert lexicon_of({"hurt": "kill"}, {"person": "someone"}) == {
        "hurt": "kill",
        "person": "someone",
    }


def test_a_malformed_entry_names_its_pack_and_class_and_hints_once() -> None:
    with pytest.raises(PackError) as raised:
        language_pack("bad", {"hurt": "_ foo"})
    message = str(raised.value)
    assert "pack 'bad', class 'hurt'" in message
    assert message.count(PackError.hint) == 1


def test_an_ending_matches_any_word_that_ends_so() -> None:
    rule = Rule(id="x.named-data", tag="intent:surveil-citizen", slots=("named", "data"))
    pack = language_pack(
        "ending-test", {"named": "my neighbour *'s", "data": "phone number"}, extra_rules=[rule]
    )
    classifier = combine(pack)
    assert classifier.classify("my neighbour Tom's phone number").tags == (
        "intent:surveil-citizen",
    )
    assert classifier.classify("my neighbour Tom’s phone number").tags
    assert not classifier.classify("my neighbour Tom phone number").tags
    with pytest.raises(PackError, match="starts with a wildcard"):
        parse_entries("*'s neighbour")
    with pytest.raises(PackError, match="not a word's end"):
        parse_entries("my *")
