"""A reply in a language nobody asked for is not said."""

from __future__ import annotations

import pytest

from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.reply.language import foreign, language_of, understood_in
from entelechy.reply.options import ReplySettings

DRIFTED = "Amenadão de ferramenta, ao que nao fazer."
"""What the embedded model answered to "Any easy Portuguese recipes without seafood?"."""


@pytest.mark.parametrize(
    ("text", "language"),
    [
        (DRIFTED, "pt"),
        ("Você pode me ajudar com isso?", "pt"),
        ("The best way is to go to the market in the morning.", "en"),
        ("Try pastel de nata and bacalhau à brás.", ""),  # dishes from elsewhere, in English
        ("Olá!", ""),
    ],
)
def test_a_language_is_told_by_its_function_words(text: str, language: str) -> None:
    assert language_of(text) == language


def test_a_short_english_message_is_english_and_a_request_for_words_is_free() -> None:
    assert understood_in("Any easy Portuguese recipes without seafood?", "en") == {"en"}
    assert understood_in("Você pode me ajudar com isso?", "en") == {"pt", "en"}
    assert understood_in("How do I say thank you in Portuguese?", "en") is None
    assert understood_in("Como se diz obrigado em inglês?", "en") is None
    assert foreign(DRIFTED, frozenset({"en"}))
    assert not foreign(DRIFTED, frozenset({"en", "pt"}))
    assert not foreign("Try pastel de nata and bacalhau à brás.", frozenset({"en"}))


async def test_a_small_models_drift_into_another_language_is_not_said(store_url: str) -> None:
    """The person asked in English and the persona speaks English: the drifted sentence is
    withheld, and with nothing left the mind says it has no good answer; asked for Portuguese
    words, Portuguese is said."""
    mind = await Mind.open(
        "ada",
        database_url=store_url,
        model=ScriptedModel(default=DRIFTED),
        settings=ReplySettings(profile="compact"),
    )
    drifted = await mind.respond("Any easy Portuguese recipes without seafood?", user_id="alice")
    asked = await mind.respond("How do I say 'what not to do' in Portuguese?", user_id="alice")
    await mind.close()
    assert drifted.text == "I don't have a good answer to that. Could you ask it another way?"
    assert asked.text == DRIFTED
