"""Normalization: one matching form for every way a person might type the same words."""

from __future__ import annotations

from hypothesis import given, settings
from hypothesis import strategies as st

from entelechy.perception.risk import normalize
from entelechy.perception.risk.normalize import _fold_char as fold_char
from entelechy.perception.risk.normalize import _translated as translated


def tokens(text: str) -> tuple[str, ...]:
    return normalize(text).tokens


def test_case_accents_and_apostrophes_fold() -> None:
    assert tokens("Alguém MATOU o Cão’s") == ("alguem", "matou", "o", "cao's")


def test_sentence_punctuation_becomes_a_break_and_commas_stay() -> None:
    assert tokens("Stop. Why?! Well, ok\nnext") == (
        "stop",
        ".",
        "why",
        ".",
        "well",
        ",",
        "ok",
        ".",
        "next",
    )


def test_a_word_spelled_out_letter_by_letter_is_one_word() -> None:
    assert tokens("how do I k i l l my neighbour") == ("how", "do", "i", "kill", "my", "neighbour")
    assert tokens("k.i.l.l him") == ("kill", "him")
    assert tokens("K-I-L-L, k_i_l_l, k / i / l / l") == ("kill", ",", "kill", ",", "kill")
    assert tokens("U.S.A. today") == ("usa", ".", "today")


def test_what_is_not_a_word_spelled_out_stays_apart() -> None:
    assert tokens("I'm a b") == ("i'm", "a", "b"), "a contraction is a word of its own"
    assert tokens("a b") == ("a", "b"), "two letters are not a word"
    assert tokens("e.g. this") == ("e", ".", "g", ".", "this")
    assert tokens("k . i . l . l") == ("k", ".", "i", ".", "l", ".", "l"), "sentences apart"
    assert tokens("x, y, z") == ("x", ",", "y", ",", "z")


def test_a_word_spelled_out_points_at_its_letters() -> None:
    text = "do I k i l l"
    normalized = normalize(text)
    assert normalized.tokens == ("do", "i", "kill")
    assert [text[start:end] for start, end in normalized.spans] == ["do", "I", "k i l l"]


def test_light_leetspeak_is_undone_inside_words_only() -> None:
    assert tokens("how to k1ll and b0mb with h4ck3r t00ls") == (
        "how",
        "to",
        "kill",
        "and",
        "bomb",
        "with",
        "hacker",
        "tools",
    )
    assert tokens("3d print at 5g on mp3 for 2024") == (
        "3d",
        "print",
        "at",
        "5g",
        "on",
        "mp3",
        "for",
        "2024",
    )


def test_compatibility_forms_fold_to_plain_letters() -> None:
    assert tokens("ｋｉｌｌ 𝐤𝐢𝐥𝐥 ﬁre") == ("kill", "kill", "fire")


def test_spans_point_at_the_original_words() -> None:
    text = "Como MATAR alguém?"
    normalized = normalize(text)
    words = [text[start:end] for start, end in normalized.spans]
    assert words == ["Como", "MATAR", "alguém", "?"]


@settings(deadline=None)
@given(st.text(max_size=300))
def test_never_raises_and_is_idempotent(text: str) -> None:
    once = normalize(text)
    assert normalize(once.text).tokens == once.tokens


@settings(deadline=None)
@given(st.text(max_size=200))
def test_spans_are_ordered_and_inside_the_text(text: str) -> None:
    """One character may yield several tokens ("¼" → "1", "4"): spans never go backwards."""
    normalized = normalize(text)
    assert len(normalized.spans) == len(normalized.tokens)
    previous_start = 0
    for start, end in normalized.spans:
        assert previous_start <= start < end <= len(text)
        previous_start = start


@settings(deadline=None)
@given(st.text(alphabet=st.characters(codec="ascii"), max_size=200))
def test_ascii_case_never_matters(text: str) -> None:
    assert tokens(text.upper()) == tokens(text.lower())


@settings(deadline=None)
@given(st.text(alphabet="ab io.,-'é ¼", max_size=200))
def test_each_span_read_alone_is_the_span_of_all(text: str) -> None:
    """A span read for one token (what a match asks for) is the one read with all the others,
    also after a one-letter word split off a word spelled out ("e a o i", "do I k i l l")."""
    normalize.cache_clear()
    alone = normalize(text)
    spans = [alone.span(index) for index in range(len(alone.tokens))]
    assert spans == list(normalize(text).spans)


@settings(deadline=None)
@given(
    st.lists(st.characters(exclude_categories=("Cs",)), min_size=1, max_size=8).flatmap(
        lambda alphabet: st.text(alphabet=[*alphabet, "a", "Σ", " "], max_size=60)
    )
)
def test_folding_by_replacement_is_folding_each_character(text: str) -> None:
    """Lowering the text, then replacing what lowering left unfolded, folds exactly as looking
    every character up does (a final sigma, a dotted capital I and ligatures included)."""
    table = {ord(char): fold_char(char) for char in set(text)}
    assert translated(text, table) == text.translate(table)
