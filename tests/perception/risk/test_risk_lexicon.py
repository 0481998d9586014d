"""Morphology: Snowball stems, words matched as written, irregular forms from data files."""

from __future__ import annotations

import gc
from pathlib import Path
from typing import Any

import pytest
from snowballstemmer.english_stemmer import EnglishStemmer
from snowballstemmer.portuguese_stemmer import PortugueseStemmer

from entelechy.perception.risk import PackError, combine, get_pack, language_pack
from entelechy.perception.risk.dataset import load_labelled
from entelechy.perception.risk.lexicon import (
    Morphology,
    _Node,
    irregular_forms,
    stem,
    word_list,
)
from entelechy.perception.risk.normalize import normalize
from entelechy.perception.risk.packs.english import MORPHOLOGY as ENGLISH
from entelechy.perception.risk.packs.portuguese import MORPHOLOGY as PORTUGUESE

ROOT = Path(__file__).parents[3]
CORPUS = (ROOT / "data" / "risk" / "splits", ROOT / "tests" / "data" / "risk")


@pytest.mark.parametrize(
    ("morphology", "token", "word"),
    [
        (ENGLISH, "stabbing", "stab"),
        (ENGLISH, "poisoned", "poison"),
        (ENGLISH, "shot", "shoot"),
        (ENGLISH, "children", "child"),
        (PORTUGUESE, "matei", "matar"),
        (PORTUGUESE, "matando", "matar"),
        (PORTUGUESE, "bombas", "bomba"),
        (PORTUGUESE, "fiz", "fazer"),
    ],
)
def test_inflections_share_the_listed_words_stem(
    morphology: Morphology, token: str, word: str
) -> None:
    assert morphology.key(word) in morphology.lemmas(token)


@pytest.mark.parametrize(
    ("morphology", "token", "word"),
    [
        (ENGLISH, "hijackers", "hijack"),
        (ENGLISH, "organizers", "organization"),
        (ENGLISH, "kidding", "kids"),
        (ENGLISH, "personal", "person"),
        (PORTUGUESE, "como", "com"),
        (PORTUGUESE, "conto", "conta"),
        (PORTUGUESE, "serio", "serie"),
    ],
)
def test_derived_and_unrelated_words_stay_apart(
    morphology: Morphology, token: str, word: str
) -> None:
    assert morphology.key(word) not in morphology.lemmas(token)


def test_a_possessive_keeps_its_mark() -> None:
    assert ENGLISH.lemmas("neighbour's") == frozenset({ENGLISH.key("neighbour") + "'s"})


def test_a_form_written_with_an_equals_sign_is_not_inflected() -> None:
    lexicon = {"ask": "how do i", "hurt": "=stabbed | poison", "person": "someone"}
    pack = language_pack("xx", lexicon, Morphology(stemmer="english"))
    classifier = combine(pack)
    assert classifier.classify("how do i poisoning someone").tags
    assert classifier.classify("how do i stabbed someone").tags
    assert not classifier.classify("how do i stab someone").tags


def test_an_unknown_stemmer_is_named() -> None:
    with pytest.raises(PackError, match="klingon"):
        Morphology(stemmer="klingon")


def test_data_files_are_read_and_malformed_lines_named(tmp_path: Path) -> None:
    forms = tmp_path / "forms.txt"
    forms.write_text("# comment\nshot shoot\n\nmade make  # trailing\n", encoding="utf-8")
    assert dict(irregular_forms(forms)) == {"shot": "shoot", "made": "make"}
    words = tmp_path / "words.txt"
    words.write_text("como\ncom\n", encoding="utf-8")
    assert word_list(words) == frozenset({"como", "com"})
    forms.write_text("shot\n", encoding="utf-8")
    with pytest.raises(PackError, match=r"forms\.txt"):
        irregular_forms(forms)
    words.write_text("two words\n", encoding="utf-8")
    with pytest.raises(PackError, match=r"words\.txt"):
        word_list(words)


@pytest.mark.parametrize(
    ("algorithm", "reference"),
    [("english", EnglishStemmer), ("portuguese", PortugueseStemmer)],
)
def test_the_stemmer_in_use_stems_the_corpus_as_the_snowball_reference_does(
    algorithm: str, reference: type[Any]
) -> None:
    """PyStemmer (C) stands in for Snowball's pure-Python stemmers when installed; the packs
    were written and measured against the stems both give."""
    words = sorted(
        {
            token
            for folder in CORPUS
            for path in folder.glob("*.jsonl")
            for case in load_labelled(path)
            for token in normalize(case.prompt).tokens
        }
    )
    expected = reference()
    assert len(words) > 3000
    assert [stem(algorithm, word) for word in words] == list(map(expected.stemWord, words))


def test_compiled_packs_leave_little_for_the_garbage_collector_to_scan() -> None:
    """Every full collection of a mind's process scans each object the collector tracks: a
    compiled pack keeps about one per trie node, not a list per node and its parsed entries."""
    packs = [get_pack("en"), get_pack("pt")]
    gc.collect()
    before = len(gc.get_objects())
    classifier = combine(*packs)
    gc.collect()
    added = len(gc.get_objects()) - before
    nodes = sum(_count(compiled.lexicon.root) for compiled in classifier._compiled)
    assert added < 1.6 * nodes


def _count(node: _Node) -> int:
    children = (*node.exact.values(), *node.prefix.values(), *([node.any] if node.any else []))
    return 1 + sum(map(_count, children))
