"""Reading what a message's questions ask of the records, before anything is answered."""

from __future__ import annotations

import pytest

from entelechy.reply.questions import read_questions


def _read(text: str) -> list[tuple[str, str, str, str]]:
    return [(ask.what, ask.subject, ask.verb, ask.topic) for ask in read_questions(text)]


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("When did I move to Lisbon?", [("slot", "speaker", "move", "when")]),
        ("Do you remember what my job is?", [("slot", "speaker's job", "be", "what")]),
        ("Do you know where I live?", [("slot", "speaker", "live", "where")]),
        ("What languages do I speak?", [("slot", "speaker", "speak", "what")]),
        ("How many kids do I have?", [("slot", "speaker", "have", "how many")]),
        ("How many cats do we have?", [("slot", "speaker", "have", "how many")]),
        ("How many languages does Yuki speak?", [("slot", "yuki", "speak", "how many")]),
        ("What was my job before?", [("slot", "speaker", "do", "what")]),
        (
            "What does my sister's husband do?",
            [("slot", "speaker's sister's husband", "do", "what")],
        ),
        ("How old is Bea's cat?", [("slot", "bea's cat", "be", "how old")]),
        ("Why do I avoid sugar?", [("slot", "speaker", "avoid", "why")]),
        ("Do I like coffee?", [("confirm", "speaker", "like", "")]),
        ("Who is Sofia?", [("who", "sofia", "", "")]),
        ("What do you know about my brother?", [("about", "speaker's brother", "", "")]),
        (
            "What is my name and where do I live?",
            [("name", "speaker", "", ""), ("slot", "speaker", "live", "where")],
        ),
    ],
)
def test_a_question_is_read_for_what_it_asks(text: str, read: list[tuple[str, ...]]) -> None:
    assert _read(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "Do I need a visa for Japan?",
        "Do you know what time it is?",
        "Tell me a joke.",
        "Is it raining?",
        "Do you like coffee?",
    ],
)
def test_a_question_for_the_world_asks_nothing_of_the_records(text: str) -> None:
    assert read_questions(text) == []


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("What food do I like best?", "speaker's favourite food"),
        ("Which band do I love the most?", "speaker's favourite band"),
        ("What is my favorite color?", "speaker's favorite color"),
    ],
)
def test_what_one_likes_best_is_asked_as_ones_favourite(text: str, subject: str) -> None:
    [ask] = read_questions(text)
    assert (ask.what, ask.subject, ask.verb) == ("slot", subject, "be")


def test_a_question_naming_a_kind_keeps_it() -> None:
    [sports] = read_questions("Which sports do I play?")
    assert (sports.topic, sports.kind, sports.verb) == ("which", "sports", "play")
    [when] = read_questions("What time do I start work?")
    assert when.kind == ""


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("Who am I married to?", ("slot", "speaker", "be", "who", "married to", "")),
        ("Who am I?", ("name", "speaker", "", "", "", "")),
        (
            "What language am I learning?",
            ("slot", "speaker", "learn", "what", "learning", "language"),
        ),
        ("What colour is my car?", ("slot", "speaker's car", "be", "what", "", "colour")),
        ("What is Rui's phone number?", ("slot", "rui's phone number", "be", "what", "", "")),
    ],
)
def test_questions_of_fresh_kinds_are_read(text: str, read: tuple[str, ...]) -> None:
    [ask] = read_questions(text)
    assert (ask.what, ask.subject, ask.verb, ask.topic, ask.detail, ask.kind) == read


def test_what_a_place_has_stays_the_worlds() -> None:
    assert read_questions("What is Paris's population?") == []


def test_can_i_asks_the_records_only_when_they_say() -> None:
    [ask] = read_questions("Can I eat gluten?")
    assert (ask.what, ask.verb, ask.tentative) == ("confirm", "eat", True)
    assert read_questions("Can I take ibuprofen with coffee?") == []


@pytest.mark.parametrize(
    ("text", "subject"),
    [("How old is Isla?", "isla"), ("Where does Ines live?", "ines"), ("How old am I?", "speaker")],
)
def test_a_name_beginning_with_i_is_no_i(text: str, subject: str) -> None:
    [ask] = read_questions(text)
    assert ask.subject == subject


@pytest.mark.parametrize(
    ("text", "topic", "tentative"),
    [
        ("What's wrong with my knees?", "what is wrong with", False),
        ("How often do I need to water a cactus?", "how often", True),
    ],
)
def test_what_is_wrong_with_a_part_and_how_often_are_read(
    text: str, topic: str, tentative: bool
) -> None:
    """What is wrong with a part of the person is theirs to say (a gap when they did not);
    how often is the records' only when they hold it ("water a cactus" is the world's)."""
    [ask] = read_questions(text)
    assert (ask.topic, ask.tentative) == (topic, tentative)


def test_what_is_wrong_with_something_not_of_the_body_is_not_asked_of_the_records() -> None:
    assert all(
        ask.topic != "what is wrong with" for ask in read_questions("What's wrong with my code?")
    )


@pytest.mark.parametrize(
    ("text", "subject", "verb", "together"),
    [
        (
            "What do my daughter and her husband do?",
            "speaker's daughter",
            "do",
            "my daughter and her husband",
        ),
        ("Where do our son and his wife live?", "speaker's son", "live", "my son and his wife"),
        ("What did I work as?", "speaker", "do", ""),
        ("What does my brother work as?", "speaker's brother", "do", ""),
    ],
)
def test_two_asked_of_together_and_what_one_works_as_are_read(
    text: str, subject: str, verb: str, together: str
) -> None:
    """One of the person's own and their partner are asked of as the person's own one, with
    the pair kept to find what was said of both; what one works as is what one does."""
    [ask] = read_questions(text)
    assert (ask.subject, ask.verb, ask.together) == (subject, verb, together)


@pytest.mark.parametrize(
    ("text", "subject"),
    [
        ("What is my guitar teacher called?", "speaker's guitar teacher"),
        ("What is my older brother called?", "speaker's older brother"),
        ("What's my older brother's name?", "speaker's older brother"),
        ("What's my cat's name?", "speaker's cat"),
    ],
)
def test_the_name_of_one_of_two_words_is_asked(text: str, subject: str) -> None:
    """ "my guitar teacher" had been read as "my guitar" doing "teacher"."""
    [ask] = read_questions(text)
    assert (ask.subject, ask.topic) == (subject, "name")


@pytest.mark.parametrize(
    ("text", "tentative"),
    [
        ("What do I give my dog to kill the worms in it?", True),
        ("What do I take to ease a headache?", True),
        ("What do I do for a living?", False),
        ("What do I have for breakfast?", False),
        ("What wetsuit thickness do I need for the North Sea in spring?", True),
        ("What time do I need to leave for a 9am flight?", True),
        ("What do I need for tomorrow?", False),
        ("What do I need to bring tomorrow?", False),
    ],
)
def test_what_one_asks_to_do_something_with_is_advice(text: str, tentative: bool) -> None:
    """ "What do I give my dog to kill the worms?" had the gap "You haven't told me what you
    give.", and "What wetsuit thickness do I need for the North Sea?" "You haven't told me what
    thickness you need.": they ask for advice, the records' only when they say."""
    [ask] = read_questions(text)
    assert ask.tentative is tentative


@pytest.mark.parametrize(
    ("text", "asked"),
    [
        ("What instrument have I taken up?", ("take", "what", True, "instrument")),
        ("where have i lived", ("live", "where", True, "")),
        ("What has my son studied?", ("study", "what", True, "")),
        ("how much have i saved", ("save", "how much", True, "")),
        ("how much does my son earn", ("earn", "how much", False, "")),
        ("what am i training as", ("train", "what", False, "")),
    ],
)
def test_the_present_perfect_how_much_and_what_one_trains_as_are_questions(
    text: str, asked: tuple[str, str, bool, str]
) -> None:
    """From a fifty-fourth development suite: "What instrument have I taken up?" and "how much
    have i saved" were read as no question (the embedded model answered "You have taken up a
    guitar, 15." and "You've already saved 10"). "what am i training as" asks what one trains
    in, which what one does answers when nothing else does (see
    `test_fresh_suite_two_hundred_and_seven_misses_are_answered`)."""
    [ask] = read_questions(text)
    assert (ask.verb, ask.topic, ask.past, ask.kind) == asked


def test_a_word_that_is_no_participle_is_not_read_as_one() -> None:
    [ask] = read_questions("what have i got")
    assert (ask.verb, ask.past) == ("have", False)


@pytest.mark.parametrize(
    ("text", "read"),
    [
        ("where i work?", [("slot", "speaker", "work", "where")]),
        ("which team i like?", [("slot", "speaker", "like", "which")]),
        ("when baby come", [("slot", "baby", "come", "when")]),
        ("what my wife do?", [("slot", "speaker's wife", "do", "what")]),
        ("where I am from?", [("slot", "speaker", "be", "where")]),
        ("what is the work of Jorge?", [("slot", "jorge", "do", "what")]),
        ("what is Cian job?", [("slot", "cian's job", "be", "what")]),
        ("I moved here last year. where i work?", [("slot", "speaker", "work", "where")]),
        ("which bus goes to town?", []),
        ("when i go to work i take the bus", []),
        ("where i live it rains a lot", []),
        ("when i was young i lived in paris", []),
    ],
)
def test_a_question_without_its_do_is_read_only_where_it_is_asked(
    text: str, read: list[tuple[str, str, str, str]]
) -> None:
    """A question as one learning English may ask it ("where i work?") is read with the "do" it
    leaves out; a statement that opens the same way ("when i go to work i take the bus") is no
    question, and a question of whoever does something ("which bus goes to town?") is not put
    as one of the person's own."""
    assert _read(text) == read


@pytest.mark.parametrize(
    "text",
    [
        "How long do I bake a rice pudding?",
        "How long do I boil an egg?",
        "How long do I need to rest my knee?",
        "how long do i have to wait for my results?",
    ],
)
def test_how_long_a_thing_takes_is_the_worlds_to_answer(text: str) -> None:
    """ "How long do I bake a rice pudding?" had been read as how long the person has been
    baking one, and answered "You haven't told me how long you have been baking a rice
    pudding."."""
    assert read_questions(text) == []


def test_how_long_one_has_done_something_is_still_the_records() -> None:
    [ask] = read_questions("How long have I lived in Leeds?")
    assert (ask.subject, ask.verb, ask.topic) == ("speaker", "live", "how long")
