"""Which child is the eldest or the youngest, from the ages the person told."""

from __future__ import annotations

from reply_support import asked_after as _asked


async def test_the_eldest_and_the_youngest_are_found_by_the_ages_in_a_list(store_url: str) -> None:
    """ "got 2 lads, oliver 19 n harry 15" answered "how old is harry" but not "whats my eldest
    called", which it says without the word."""
    eldest, youngest, age, oldest_son = await _asked(
        store_url,
        "got 2 lads, oliver 19 n harry 15",
        ("marta", "whats my eldest called"),
        ("marta", "Who is my youngest?"),
        ("marta", "How old is my eldest?"),
        ("marta", "What's my oldest son's name?"),
    )
    assert eldest.text == "Your eldest is Oliver, who is 19."
    assert youngest.text == "Your youngest is Harry, who is 15."
    assert age.text == "Your eldest, Oliver, is 19."
    assert oldest_son.text == "Your oldest son is Oliver, who is 19."


async def test_ages_told_one_by_one_and_after_the_names_are_compared(store_url: str) -> None:
    """A son's age told on its own, and daughters named first with their ages after (kept as
    beliefs about each of them by name), are all the person's children."""
    youngest, youngest_daughter, eldest = await _asked(
        store_url,
        "My son Adam is nine. My daughter Mia is 12. We also have two daughters, Lily (8) and "
        "Rose (5).",
        ("marta", "Who is my youngest?"),
        ("marta", "Who is my youngest daughter?"),
        ("marta", "whats my eldest called"),
    )
    assert youngest.text == "Your youngest is Rose, who is 5."
    assert youngest_daughter.text == "Your youngest daughter is Rose, who is 5."
    assert eldest.text == "Your eldest is Mia, who is 12."


async def test_nothing_is_guessed_when_the_ages_do_not_tell_them_apart(store_url: str) -> None:
    """Twins of the same age, or children whose ages were never told, name no eldest; nor do
    one person's children answer another's question."""
    twins, unaged = await _asked(
        store_url,
        "I have two kids, Ren 8 and Sora 8.",
        ("marta", "Who is my eldest?"),
        ("sam", "Who is my eldest?"),
    )
    assert "Ren" not in twins.text
    assert "Sora" not in twins.text
    assert "Ren" not in unaged.text
    assert "Sora" not in unaged.text
    (named_only,) = await _asked(
        store_url, "I have three kids: Sara, Omid and Dara.", ("marta", "Who is my youngest?")
    )
    assert "Dara" not in named_only.text
    assert "Sara" not in named_only.text


async def test_what_else_is_asked_of_the_eldest_is_asked_of_them_by_name(store_url: str) -> None:
    """ "Where does my eldest live?" is "Where does Oliver live?" once the ages pick him out."""
    (where,) = await _asked(
        store_url,
        "I have two sons, Oliver 19 and Harry 15. Oliver lives in Leeds.",
        ("marta", "Where does my eldest live?"),
    )
    assert "Leeds" in where.text


async def test_grandchildren_are_ordered_among_themselves(store_url: str) -> None:
    """ "Felix who is 6 and Nora who is 3" names a youngest grandchild; one's children are not
    counted among the grandchildren, nor the grandchildren among the children."""
    youngest, eldest, age, child = await _asked(
        store_url,
        "I have two grandchildren, Felix who is 6 and Nora who is 3. I have two sons: Tom 40 and "
        "Ben 37.",
        ("marta", "Who is my youngest grandchild?"),
        ("marta", "Who is my eldest grandchild?"),
        ("marta", "How old is my youngest grandchild?"),
        ("marta", "Who is my youngest?"),
    )
    assert youngest.text == "Your youngest grandchild is Nora, who is 3."
    assert eldest.text == "Your eldest grandchild is Felix, who is 6."
    assert age.text == "Your youngest grandchild, Nora, is 3."
    assert child.text == "Your youngest is Ben, who is 37."


async def test_an_age_asked_of_a_son_by_birth_order_is_his(store_url: str) -> None:
    """ "How old is my eldest son?" asks of the eldest of the sons, not of all the children."""
    (age,) = await _asked(
        store_url,
        "We have three kids: Ana 15, Rui 12 and Tomás 9.",
        ("marta", "How old is my youngest son?"),
    )
    assert "Ana" not in age.text
    (named,) = await _asked(
        store_url, "I have two sons: Tom 12 and Ben 9.", ("marta", "How old is my eldest son?")
    )
    assert named.text == "Your eldest son, Tom, is 12."
