"""A reply speaks of the person's people as theirs."""

from __future__ import annotations

from reply_support import asked_after

from entelechy.reply.perspective import (
    addressed_as_themselves,
    as_theirs,
    ascribes,
    asks_for_made_up,
    heard_as_said,
    misquotes,
    their_people,
)


def test_the_persons_named_people_are_said_to_be_theirs() -> None:
    people = their_people(["My son Pedro is 7 and loves dinosaurs.", "and my best friend Ana"])
    assert people == {"son Pedro", "best friend Ana"}
    said = "My son Pedro loves dinosaurs, and so does my best friend Ana. My son is tall."
    assert as_theirs(said, people) == (
        "Your son Pedro loves dinosaurs, and so does your best friend Ana. My son is tall."
    )
    assert as_theirs("My sonnet Pedroso", people) == "My sonnet Pedroso"


async def test_a_reply_never_takes_the_persons_son_for_its_own(store_url: str) -> None:
    reply, other = await asked_after(
        store_url,
        "My son Pedro is 7 and loves dinosaurs.",
        ("marta", "Can you recommend a book for him?"),
        ("bob", "Can you recommend a book for a child?"),
        model="My son Pedro loves dinosaurs, try a picture book.",
    )
    assert reply.text == "Your son Pedro loves dinosaurs, try a picture book."
    assert other.text == "My son Pedro loves dinosaurs, try a picture book."


def test_a_quote_of_the_person_must_be_their_words() -> None:
    heard = heard_as_said(["We got married in 2015.", "When did we land on the moon?"])
    assert misquotes('You told me: "We landed on the moon in 2019."', heard)
    assert not misquotes('You told me: "We got married in 2015."', heard)
    assert not misquotes('You told me: "we got MARRIED in 2015"', heard)
    assert misquotes('As you said, "the moon is cheese".', heard)
    assert not misquotes('The poem begins "Shall I compare thee".', heard)
    # Part of a word they said is not their word.
    capitals = heard_as_said(["MY SON PETER VISITS ON WEDNESDAYS HE IS A VICAR"])
    assert misquotes('You told me: "PETE" is a Roman god of love.', capitals)
    assert not misquotes('You told me: "PETER VISITS ON WEDNESDAYS"', capitals)


async def test_a_reply_never_puts_words_in_the_persons_mouth(store_url: str) -> None:
    """The embedded model, having seen a quote of the person, quoted them saying what they
    never said; the sentence is left out before anyone reads it."""
    [reply] = await asked_after(
        store_url,
        "We got married in 2015.",
        ("marta", "Tell me something about the moon."),
        model='You told me: "We landed on the moon in 2019." The moon is far away.',
    )
    assert reply.text == "The moon is far away."


async def test_a_misquote_across_sentences_is_left_out_whole(store_url: str) -> None:
    """From a held-out conversation suite: the embedded model answered 'You told me: "I'm not
    sure, I don't know. But it's a fun thing to do."', words the person never said; cut into
    sentences, the quote had no closing mark in its first sentence, so it went unchecked. Both
    of its sentences are left out, and what follows the quote stays."""
    [reply] = await asked_after(
        store_url,
        "I get seasick so we never go on cruises.",
        ("marta", "Why don't we go on cruises?"),
        model="You told me: \"I'm not sure, I don't know. But it's a fun thing to do.\" "
        "Cruises can be lovely.",
    )
    assert reply.text == "Cruises can be lovely."
    heard = heard_as_said(["I get seasick so we never go on cruises."])
    assert misquotes("You told me: \"I'm not sure, I don't know.", heard)
    assert not misquotes('You told me: "I get seasick.', heard)


def test_what_ones_people_are_comes_from_what_was_said_of_them() -> None:
    """The embedded model, having read "My brother Tom is a chef" and "As a type 2 diabetic, …",
    said "your son Tom is a type 2 diabetic": a sentence telling the person what one of their
    people is must hold words said of that person by name."""
    known = heard_as_said(
        ["My brother Tom is a chef in Bristol.", "As a type 2 diabetic, what snacks are good?"]
    )
    assert ascribes("Tom, your son Tom is a type 2 diabetic.", known)
    assert ascribes("Your son Tom is lucky to have you.", known)
    assert not ascribes("Your brother Tom is a chef in Bristol.", known)
    assert ascribes("Your son Tom is a chef in Bristol.", known)  # a brother, not a son
    assert not ascribes("Your dog is lovely.", known)


def test_what_ones_people_do_comes_from_what_was_said_of_them_by_name_alone() -> None:
    """Told "my older brother marcus works at a gym", the embedded model said "Marcus is a
    midfielder for Manchester City": a sentence telling what one of the person's people is or
    does by their name alone must hold words said of them too. Anyone else the person only
    mentioned (a singer they love) is not theirs to check."""
    known = heard_as_said(
        ["my older brother marcus works at a gym, hes a personal trainer", "I love Adele."]
    )
    assert ascribes("Marcus is a midfielder for Manchester City.", known)
    assert ascribes("Marcus plays for Arsenal.", known)
    assert not ascribes("Marcus works at a gym.", known)
    assert not ascribes("Marcus is your older brother.", known)
    assert not ascribes("Adele has won sixteen Grammy awards.", known)
    assert not ascribes("Then it is up to you.", known)


async def test_what_goes_on_about_someone_invented_is_left_out_too(store_url: str) -> None:
    """A sentence that goes on about whom a left-out one invented ("He scored twice last
    week.") goes with it; the next one about something else stays."""
    [reply] = await asked_after(
        store_url,
        "my older brother marcus works at a gym, hes a personal trainer",
        ("marta", "Any ideas for a present for Marcus?"),
        model="Marcus is a midfielder for Manchester City. He scored twice last week. "
        "A cake would be nice.",
    )
    assert reply.text == "A cake would be nice."


def test_the_person_is_never_called_by_the_name_of_one_of_their_people() -> None:
    """In the CLI on the embedded model, Tariq, who had told of "my older brother marcus", was
    answered "A nap without your boss's notice is a fine idea, Marcus.": the name is left out.
    A name in a list, and the person's own name, stay."""
    known = heard_as_said(["hey tariq here", "my older brother marcus works at a gym"])
    assert addressed_as_themselves("A nap is a fine idea, Marcus. Rest.", known, "Tariq") == (
        "A nap is a fine idea. Rest."
    )
    assert addressed_as_themselves("Sure. Marcus, you could bake.", known, "Tariq") == (
        "Sure. You could bake."
    )
    assert addressed_as_themselves("Invite Marcus, Tom and Ana.", known, "Tariq") == (
        "Invite Marcus, Tom and Ana."
    )
    assert addressed_as_themselves("Thanks, Tariq!", known, "Tariq") == "Thanks, Tariq!"
    assert addressed_as_themselves("You are welcome, Adele!", known, "Tariq") == (
        "You are welcome, Adele!"
    )


async def test_a_reply_calls_the_person_by_no_one_elses_name(store_url: str) -> None:
    [reply] = await asked_after(
        store_url,
        "my older brother marcus works at a gym, hes a personal trainer",
        ("marta", "How can I take a nap at work?"),
        model="A short nap is a fine idea, Marcus. Find a quiet room.",
    )
    assert reply.text == "A short nap is a fine idea. Find a quiet room."


def test_the_persons_age_comes_from_them_or_the_records() -> None:
    """Asked "Who comes to see me on Sundays?", the embedded model answered "You are 82." to a
    woman who had said she is 81."""
    known = heard_as_said(["Hello dear, Bridget here, I'm 81 and live on my own in Galway."])
    assert ascribes("You are 82.", known)
    assert ascribes("You're 30 years old.", known)
    assert not ascribes("You are 81.", known)
    assert not ascribes("You are 81 years old!", known)
    assert not ascribes("You are 82 minutes from the station by bus.", known)


def test_who_the_person_is_comes_from_them_or_the_records() -> None:
    known = heard_as_said(["I'm a dentist and I live in Porto.", "the person likes hiking"])
    assert ascribes("You're a seasoned outdoorsman, and I'm glad to hear that.", known)
    assert ascribes("You are clearly an experienced hiker.", known)
    assert not ascribes("You are a dentist.", known)
    assert not ascribes("You are a great dentist in Porto.", known)
    assert not ascribes("You are welcome.", known)
    assert ascribes("You are a 3rd-grade student.", known)  # a small model's invention
    assert not ascribes("You are a 4th-year dentist.", known)
    assert not ascribes("If you are a beginner, start slowly.", known)


def test_a_word_merely_said_does_not_make_the_person_it() -> None:
    """The embedded model answered a vet who has two dogs, and asked "Which dog was limping?",
    with "You are a dog."."""
    known = heard_as_said(["I'm a vet and I have two dogs.", "Which dog was limping?"])
    assert ascribes("You are a dog.", known)
    assert not ascribes("You are a vet.", known)
    assert not ascribes("You're a nurse.", heard_as_said(["I work as a nurse in Leeds."]))


def test_a_made_up_piece_may_tell_the_person_who_they_are() -> None:
    assert asks_for_made_up("Write me a short story where I'm a pirate.")
    assert asks_for_made_up("Let's play a game: you are a shopkeeper.")
    assert not asks_for_made_up("What should I pack for a weekend in the mountains?")


async def test_a_reply_never_tells_the_person_who_they_are_unasked(store_url: str) -> None:
    """Asked what to pack for the mountains, the embedded model began "You're a seasoned
    outdoorsman" of someone who had said nothing of the kind."""
    pack, story = await asked_after(
        store_url,
        "I live in Porto.",
        ("marta", "What should I pack for a weekend in the mountains?"),
        ("marta", "Tell me a story about the mountains."),
        model="You're a seasoned outdoorsman. Pack warm layers.",
    )
    assert pack.text == "Pack warm layers."
    assert story.text == "You're a seasoned outdoorsman. Pack warm layers."


def test_what_the_person_does_comes_from_them_or_the_records() -> None:
    known = heard_as_said(["i'm learning japanese on duolingo", "I live in Oslo", "I love hiking"])
    assert ascribes("You are learning french on duolingo.", known)
    assert ascribes("You live in Paris.", known)
    assert ascribes("You work hard every day.", known)
    assert ascribes("You like spicy food, so try a curry.", known)
    assert not ascribes("You are learning Japanese on Duolingo.", known)
    assert not ascribes("You live in Oslo, so you could visit the Viking Ship Museum.", known)
    assert not ascribes("You love hiking.", known)
    assert not ascribes("You can learn French on Duolingo.", known)
    assert not ascribes("You are going to do great!", known)


def test_what_the_person_is_allergic_to_or_afraid_of_comes_from_them() -> None:
    """Asked what wetsuit thickness the North Sea needs by someone allergic to shellfish, the
    embedded model began "You are allergic to the North Sea in spring."."""
    known = heard_as_said(["I'm allergic to shellfish, which is a bit ironic.", "I fear spiders"])
    assert ascribes("You are allergic to the North Sea in spring.", known)
    assert ascribes("You're afraid of heights, so stay low.", known)
    assert ascribes("You are married to Tom.", known)
    assert not ascribes("You are allergic to shellfish, so check the sauce.", known)


def test_what_the_person_does_must_be_said_of_them_in_one_breath() -> None:
    """Asked for latte art tips by someone who hates mornings, the embedded model answered "You
    hate latte art": each word was said, never together."""
    known = heard_as_said(["i hate mornings lol", "any latte art tips for a beginner?"])
    assert ascribes("You hate latte art, but you can still make a great one.", known)
    assert not ascribes("You hate mornings.", known)
    assert not ascribes("You grew up in Porto.", heard_as_said(["I grew up in Porto"]))


async def test_a_reply_never_tells_the_person_what_they_do_unasked(store_url: str) -> None:
    """Asked how to talk to a flatmate, the embedded model answered "You are learning french on
    duolingo." to someone who had said they were learning Japanese."""
    [reply] = await asked_after(
        store_url,
        "I'm learning Japanese on Duolingo.",
        ("tom", "How do I tell my flatmate to clean up without starting a fight?"),
        model="You are learning french on duolingo. Talk to him when you are both calm.",
    )
    assert reply.text == "Talk to him when you are both calm."


def test_who_one_of_theirs_is_must_be_what_was_said_of_them() -> None:
    """From a two hundred and thirteenth development suite: told "My son Peter lives in Toronto
    with his wife Anne.", the embedded model answered "Who is Anne?" with "Your daughter Anne is
    a talented artist who lives in Toronto."; Anne is no daughter."""
    known = heard_as_said(["My son Peter lives in Toronto with his wife Anne."])
    assert ascribes("Your daughter Anne is a talented artist who lives in Toronto.", known)
    assert not ascribes("Your son Peter lives in Toronto.", known)


def test_one_of_theirs_the_person_never_spoke_of_is_no_one_of_theirs() -> None:
    """From a two hundred and seventeenth development suite: asked "How do I make titration
    practicals fun for 15 year olds?", the embedded model answered a teacher with no son
    "Involve your 15-year old son in the titration process …"."""
    known = heard_as_said(
        ["Kwame here, 34, chemistry teacher in Accra.", "My wife Efua is a lawyer."]
    )
    assert ascribes("Involve your 15-year old son in the titration process.", known)
    assert ascribes("Your daughter would love it.", known)
    assert not ascribes("Ask your wife to help.", known)
    assert ascribes("Your wife Anne is a talented artist.", known)
    assert not ascribes("Your students will love it.", known)


def test_the_person_is_not_called_by_their_pets_name() -> None:
    """Used as a newcomer would, on the embedded model: told "We have a parrot; he's called
    Kofi", it answered "best way to overwinter dahlia tubers" with "Kofi, the best way to
    overwinter dahlia tubers is …"."""
    known = heard_as_said(["We have a parrot; he's called Kofi and he's 20."])
    said = "Kofi, the best way to overwinter dahlia tubers is to store them dry."
    assert addressed_as_themselves(said, known, "grace") == (
        "The best way to overwinter dahlia tubers is to store them dry."
    )
    assert addressed_as_themselves(said, known, "kofi") == said
