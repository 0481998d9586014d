"""Shaping: whole sentences, each once, only the mind's own turn, streamed as it is final."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.reply.perspective import heard_as_said
from entelechy.reply.shaping import Shaper, repeated_sentences, shape


def test_repeated_sentences_and_paragraphs_are_said_once() -> None:
    looped = "Rita lives in Lyon. She loves cats.\n\nRita lives in Lyon. She loves cats."
    assert shape(looped) == "Rita lives in Lyon. She loves cats."


def test_the_question_said_back_is_a_repeat() -> None:
    question = "Why should women be allowed to vote?"
    shaper = Shaper.for_names([], heard=question)
    shaper.feed("Why should women be allowed to vote? Because they are citizens. ")
    shaper.finish(cut=False)
    assert shaper.text == "Because they are citizens."
    assert shaper.dropped == [question]
    greeted = Shaper.for_names([], heard="Hi there! How are you?")
    greeted.feed("Hi there! How are you? I'm well.")
    greeted.finish(cut=False)
    assert greeted.text == "Hi there! How are you? I'm well."
    quoted = Shaper.for_names([], heard="Repeat this sentence. The quick brown fox jumps.")
    quoted.feed("The quick brown fox jumps.")
    quoted.finish(cut=False)
    assert quoted.text == "The quick brown fox jumps."


@pytest.mark.parametrize(
    ("heard", "said", "shaped"),
    [
        (
            "how do I reset my sleep after months of nights",
            "You are resetting your sleep after months of nights.",
            "",
        ),
        (
            "ways to keep fit while a broken wrist heals?",
            "You're referring to the healing of a broken wrist. Try walking and squats.",
            "Try walking and squats.",
        ),
        ("Can I freeze cooked rice?", "You can freeze cooked rice.", "You can freeze cooked rice."),
        (
            "how do I reset my sleep after months of nights",
            "You can reset your sleep by going to bed at the same time.",
            "You can reset your sleep by going to bed at the same time.",
        ),
        ("Where do I live?", "You live in Leeds.", "You live in Leeds."),
    ],
)
def test_a_request_said_back_as_the_persons_own_is_no_answer(
    heard: str, said: str, shaped: str
) -> None:
    """The embedded model met "how do I reset my sleep after months of nights" with "You are
    resetting your sleep after months of nights.": every word it says of the person is one of
    the request's. Advice in the request's words ("You can …") and an answer to whether
    something is so stay."""
    shaper = Shaper.for_names([], heard)
    shaper.feed(said)
    shaper.finish(cut=False)
    assert shaper.text == shaped


@pytest.mark.parametrize(
    ("said", "open_question", "shaped"),
    [
        ("You are from sheffield.", True, ""),
        (
            "You are from sheffield. Try an evening course at a college.",
            True,
            "Try an evening course at a college.",
        ),
        (
            "You work in a call centre, so evening classes suit you.",
            True,
            "You work in a call centre, so evening classes suit you.",
        ),
        ("You can learn at night school.", True, "You can learn at night school."),
        ("You work in a call centre. Try a course.", True, "Try a course."),
        ("You are from sheffield.", False, "You are from sheffield."),
    ],
)
def test_what_is_known_of_the_person_is_no_answer_to_another_request(
    said: str, open_question: bool, shaped: str
) -> None:
    """Asked "best way to learn plumbing while working full time", the embedded model answered
    "You are from sheffield.", copied from what it had been told of the person. A sentence that
    only says what is known of them, in none of the request's words, is left out of an answer
    no record gives (a grounded answer may be just that)."""
    heard = "best way to learn plumbing while working full time"
    known = heard_as_said(["hiya tom here 34 from sheffield", "i work in a call centre", heard])
    shaper = Shaper.for_names([], heard, known, known, open_question=open_question)
    shaper.feed(said)
    shaper.finish(cut=False)
    assert shaper.text == shaped


def test_a_reply_cut_at_the_token_cap_ends_at_its_last_whole_sentence() -> None:
    assert shape("It is sunny. Tomorrow it will be", cut=True) == "It is sunny."
    assert shape("Only a fragment", cut=True) == "Only a fragment…"
    assert shape("A whole reply without a full stop", cut=False) == (
        "A whole reply without a full stop"
    )


def test_invented_turns_of_other_speakers_end_the_reply() -> None:
    text = "Nice to meet you.\nTom: I have a knee problem.\nUser: thanks"
    assert shape(text, speakers=["tom"]) == "Nice to meet you."
    assert shape("Sure.\nUser: and then?") == "Sure."
    assert shape("Note: this is fine. Step: two.") == "Note: this is fine. Step: two."


def test_what_streams_is_exactly_the_final_text() -> None:
    shaper = Shaper()
    released = [shaper.feed(piece) for piece in ("Hello ", "there. Hello ", "there. Bye", ".")]
    released.append(shaper.finish(cut=False))
    assert "".join(released) == shaper.text == "Hello there. Bye."


@given(st.lists(st.sampled_from(["One. ", "Two. ", "Three ", "four", ".\n", "Tom: x. "])))
def test_streaming_in_any_pieces_releases_the_whole_shaped_text(pieces: list[str]) -> None:
    shaper = Shaper.for_names(["tom"])
    streamed = "".join(shaper.feed(piece) for piece in pieces) + shaper.finish(cut=False)
    assert streamed == shaper.text == shape("".join(pieces), speakers=["tom"])
    assert repeated_sentences(streamed) == 0


def test_an_unclosed_code_block_is_closed() -> None:
    assert shape("Run this:\n```bash\nls -l\n", cut=True) == "Run this:\n```bash\nls -l\n```"


@pytest.mark.parametrize(
    ("written", "shaped"),
    [
        (
            "Here are some tips:\n\n1\ufe0f\u20e3\n* Ask kindly.",
            "Here are some tips:\n* Ask kindly.",
        ),
        ("It was a hard time.\n\n2\ufe0f\u20e3", "It was a hard time."),
        ("A list:\n-\n- one thing.", "A list:\n- one thing."),
        ("Done.\n3.", "Done."),
    ],
)
def test_a_list_marker_with_nothing_after_it_is_left_out(written: str, shaped: str) -> None:
    shaper = Shaper()
    assert shaper.feed(written) + shaper.finish(cut=False) == shaped
    assert shaper.dropped


@pytest.mark.parametrize(
    "written",
    ["1. Mix the flour. 2. Bake it.", "Steps:\n1. Mix.\n2. Bake.", "The answer is:\n\n42"],
)
def test_numbered_items_and_bare_numbers_stay(written: str) -> None:
    assert shape(written) == written


@pytest.mark.parametrize(
    ("written", "shaped"),
    [
        ("A great question, my friend. Paris is the capital.", "Paris is the capital."),
        ("What a thought-provoking question! It depends.", "It depends."),
        ("That's a really good question. Yes.", "Yes."),
        ("Que boa pergunta, meu amigo. Depende.", "Depende."),
        ("That is the question. To be.", "That is the question. To be."),
        (
            "A question that gets to the heart of it. Yes.",
            "A question that gets to the heart of it. Yes.",
        ),
        ("Yes. Great question!", "Yes. Great question!"),
    ],
)
def test_an_opening_that_only_praises_the_question_is_left_out(written: str, shaped: str) -> None:
    assert shape(written) == shaped


@pytest.mark.parametrize(
    ("heard", "said", "shaped"),
    [
        (
            "How can I help my daughter settle in?",
            "I'm sorry for any confusion. Visit her often.",
            "Visit her often.",
        ),
        (
            "Fun things for a rainy day?",
            "I'm sorry for the confusion, but board games are fun.",
            "Board games are fun.",
        ),
        (
            "That's wrong, you misunderstood me.",
            "I'm sorry for the confusion. Let me try again.",
            "I'm sorry for the confusion. Let me try again.",
        ),
    ],
)
def test_an_apology_for_confusion_no_one_spoke_of_does_not_open_the_reply(
    heard: str, said: str, shaped: str
) -> None:
    """The embedded model opened many answers with "I'm sorry for any confusion"."""
    shaper = Shaper.for_names([], heard)
    shaper.feed(said)
    shaper.finish(cut=False)
    assert shaper.text == shaped


@pytest.mark.parametrize(
    ("heard", "said", "shaped"),
    [
        ("hey there", "I'm sorry for your loss. How can I help?", "How can I help?"),
        (
            "Why do I avoid sugar?",
            "I'm so sorry for your loss, sugar is hard to avoid.",
            "Sugar is hard to avoid.",
        ),
        (
            "My grandfather passed away last week.",
            "I'm sorry for your loss. Take your time.",
            "I'm sorry for your loss. Take your time.",
        ),
    ],
)
def test_condolences_are_offered_only_for_a_loss(heard: str, said: str, shaped: str) -> None:
    """The embedded model met "hey there" and "Why do I avoid sugar?" with "I'm sorry for your
    loss."."""
    shaper = Shaper.for_names([], heard)
    shaper.feed(said)
    shaper.finish(cut=False)
    assert shaper.text == shaped


@pytest.mark.parametrize(
    ("heard", "said", "shaped"),
    [
        (
            "We're expecting our first baby in March, any name ideas?",
            "I'm sorry to hear that you're having a baby. What names do you like?",
            "What names do you like?",
        ),
        (
            "I just got a new puppy!",
            "I'm so sorry to hear about your puppy. Puppies need a lot of sleep.",
            "Puppies need a lot of sleep.",
        ),
        (
            "I'm so stressed about my exams, any tips?",
            "I'm sorry to hear that. Take short breaks.",
            "I'm sorry to hear that. Take short breaks.",
        ),
        (
            "My dog died last week.",
            "I'm so sorry to hear about your dog.",
            "I'm so sorry to hear about your dog.",
        ),
    ],
)
def test_sympathy_is_offered_only_for_something_hard(heard: str, said: str, shaped: str) -> None:
    """Held out, the embedded model met "we're having a baby" with "I'm sorry to hear that
    you're having a baby."."""
    shaper = Shaper.for_names([], heard)
    shaper.feed(said)
    shaper.finish(cut=False)
    assert shaper.text == shaped


@pytest.mark.parametrize(
    ("draft", "shaped"),
    [
        (
            "That's a lovely name, indeed. I'll make sure to remember that you live with your "
            "sister njess's family.",
            "That's a lovely name, indeed.",
        ),
        ("Noted. I'll remember that she is a graphic designer on Fridays", ""),
        ("Sure. I will keep that in mind next time.", "Sure."),
        ("You should remember your keys.", "You should remember your keys."),
        ("I remember the 1990s well.", "I remember the 1990s well."),
    ],
)
def test_a_model_promising_to_remember_is_not_let_through(draft: str, shaped: str) -> None:
    """From development suites: the embedded model answered statements it had not recorded with
    "I'll make sure to remember that you live with your sister njess's family." — what the mind
    remembers is said from its records, never promised in the model's words."""
    assert shape(draft) == shaped


@pytest.mark.parametrize(
    ("draft", "shaped"),
    [
        ("I'm happy to provide you with some affordable options for your next meal!", ""),
        ("I'll be happy to help with that!", ""),
        ("I'd be glad to help. Batch-cook a big pot of chilli.", "Batch-cook a big pot of chilli."),
        ("I'm happy with how it turned out.", "I'm happy with how it turned out."),
    ],
)
def test_an_offer_to_help_is_no_help(draft: str, shaped: str) -> None:
    """From a two hundred and seventeenth development suite: "cheap dinners for a week on 25
    quid" was answered "I'm happy to provide you with some affordable options for your next
    meal!", and nothing after it; an offer stands in for no answer."""
    assert shape(draft) == shaped


def test_what_is_known_of_the_person_is_no_answer_to_a_message_that_asks_nothing() -> None:
    """ "fun messy play ideas for toddlers" opens with no asking word, and the embedded model
    answered it "You are 23."."""
    heard = "fun messy play ideas for toddlers"
    known = heard_as_said(["im 23 and a nanny in leeds", heard])
    shaper = Shaper.for_names([], heard, known, known, open_question=True)
    shaper.feed("You are 23. Try painting with shaving foam.")
    shaper.finish(cut=False)
    assert shaper.text == "Try painting with shaving foam."


@pytest.mark.parametrize(
    ("said", "shaped"),
    [
        (
            "Learning is hard. Here's some advice to help you get started:",
            "Learning is hard.",
        ),
        (
            "Learning is hard. Here's some advice:\n1. Take an evening course.\n2. Practise.",
            "Learning is hard. Here's some advice:\n1. Take an evening course.\n2. Practise.",
        ),
        ("Here's some advice:\n", ""),
        ("Try this: put it in the fridge.", "Try this: put it in the fridge."),
    ],
)
def test_an_announcement_is_said_only_with_what_it_announces(said: str, shaped: str) -> None:
    """The embedded model answered "best way to learn plumbing while working full time" with
    "… Here's some advice to help you get started:" and stopped there; streamed, the
    announcement is held until what it announces comes, and left out if nothing does."""
    shaper = Shaper.for_names([])
    streamed = "".join(shaper.feed(piece) for piece in re.findall(r"\S+\s*", said))
    streamed += shaper.finish(cut=False)
    assert shaper.text == streamed == shaped


@pytest.mark.parametrize(
    ("said", "shaped"),
    [
        (
            '"Tomatoes can get blight. Use a fungicide early."',
            "Tomatoes can get blight. Use a fungicide early.",
        ),
        (
            '"Ten-year-olds are curious. Make it a game.',
            "Ten-year-olds are curious. Make it a game.",
        ),
        ('Keep them warm at bedtime."', "Keep them warm at bedtime."),
        ('Say "no" kindly. It helps.', 'Say "no" kindly. It helps.'),
        ("“Start small. Rest on Sundays.”", "Start small. Rest on Sundays."),
        ('"Stay awake, keep your eyes open."', "Stay awake, keep your eyes open."),
        ('"No" is a full sentence.', '"No" is a full sentence.'),
        (
            'Try "Piano Sonata No. 16" by Mozart, it is gentle."',
            'Try "Piano Sonata No. 16" by Mozart, it is gentle.',
        ),
        (
            'The sign reads "Closed. Back soon." Try later.',
            'The sign reads "Closed. Back soon." Try later.',
        ),
    ],
)
def test_quotation_marks_that_quote_no_one_are_left_out(said: str, shaped: str) -> None:
    """From a two hundred and ninth development suite: the embedded model wrapped answers in
    quotation marks ("\\"Tomatoes can get blight, that's why …\\"") and ended another on one
    nothing opened; the mind quotes no one when it answers."""
    shaper = Shaper.for_names([])
    streamed = "".join(shaper.feed(piece) for piece in re.findall(r"\S+\s*", said))
    streamed += shaper.finish(cut=False)
    assert shaper.text == streamed == shaped


@pytest.mark.parametrize(
    ("heard", "said", "shaped"),
    [
        (
            "best way to overwinter dahlia tubers",
            "best way to overwinter dahlia tubers, make sure they are dry. Store them cool.",
            "Make sure they are dry. Store them cool.",
        ),
        (
            "how do i stay alert on an early bus shift",
            "stay alert on an early bus shift, keep a bottle of water to hand.",
            "Keep a bottle of water to hand.",
        ),
        (
            "best way to overwinter dahlia tubers",
            "To overwinter dahlia tubers, lift them after the first frost.",
            "To overwinter dahlia tubers, lift them after the first frost.",
        ),
        (
            "How do I keep a parrot entertained while I'm at work?",
            "You need to keep a parrot entertained while you're at work. Leave it puzzle toys.",
            "Leave it puzzle toys.",
        ),
        (
            "How do I keep a parrot entertained while I'm at work?",
            "You need a few puzzle toys. Rotate them weekly.",
            "You need a few puzzle toys. Rotate them weekly.",
        ),
        (
            "How do I treat my hives for varroa mites in autumn?",
            "You need to treat your hives for varroa mites, it's a job. Use oxalic acid.",
            "Use oxalic acid.",
        ),
        (
            "How do I treat my hives for varroa mites in autumn?",
            "You need to treat your hives for varroa mites, once the honey is off.",
            "You need to treat your hives for varroa mites, once the honey is off.",
        ),
    ],
)
def test_the_request_said_back_before_an_answer_is_left_out(
    heard: str, said: str, shaped: str
) -> None:
    """From a two hundred and eleventh development suite: the embedded model opened answers by
    saying the request back ("best way to overwinter dahlia tubers, make sure …", "You need to
    keep a parrot entertained while you're at work.")."""
    shaper = Shaper.for_names([], heard)
    streamed = "".join(shaper.feed(piece) for piece in re.findall(r"\S+\s*", said))
    streamed += shaper.finish(cut=False)
    assert shaper.text == streamed == shaped
