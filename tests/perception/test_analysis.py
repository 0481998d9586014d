"""The deterministic analysis of a message."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy.perception.analysis import (
    PLAIN_REWRITES,
    WHOLE_REWRITES,
    Rewrite,
    after,
    analyse,
    introspection_kind,
)
from entelechy.perception.text import sentences


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("Hello!", "greeting"),
        ("I live in Lisbon.", "statement"),
        ("Where do I live?", "question"),
        ("Please remind me tomorrow.", "request"),
        ("No, that is wrong.", "correction"),
        ("Sorry, my bakery is in Aix.", "correction"),
        ("I need help with my essay.", "request"),
        ("I'd like some tips on running.", "request"),
        ("I need a new phone.", "statement"),
        ("Oops, I meant Tuesday.", "correction"),
        ("Why do you think I live in Porto?", "introspection"),
    ],
)
def test_intent(text: str, intent: str) -> None:
    assert analyse(text).intent == intent


@pytest.mark.parametrize(
    ("text", "kind"),
    [
        ("Why do you believe that?", "why"),
        ("What did you believe about me yesterday?", "what_did_you_believe"),
        ("What do you want?", "what_do_you_want"),
        ("What do you know about me?", "what_do_you_know"),
        ("How have you changed?", "how_did_you_change"),
        ("Tell me a joke.", None),
    ],
)
def test_introspection_kind(text: str, kind: str | None) -> None:
    assert introspection_kind(text) == kind


def test_entities_claims_unparsed_and_urgency() -> None:
    analysis = analyse(
        "Urgent: I moved to Porto on 2026-11-01. Mail ana@example.org. Colourless ideas sleep."
    )
    assert analysis.urgency == "high"
    kinds = {entity.text: entity.kind for entity in analysis.entities}
    assert kinds["Porto"] == "name"
    assert kinds["ana@example.org"] == "email"
    assert kinds["2026-11-01"] == "time"
    assert [claim.object for claim in analysis.claims] == ["Porto"]
    assert analysis.unparsed == ("Mail ana@example.org.", "Colourless ideas sleep.")


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Tom lives in Rome and Ana lives in Oslo.",
            [("Tom", "live in", "Rome"), ("Ana", "live in", "Oslo")],
        ),
        (
            "Tom lives with me in Rome, and Ana does not like me.",
            [("Tom", "live with", "me in Rome"), ("Ana", "like", "me")],
        ),
        ("I love Simon and Garfunkel songs.", [("I", "love", "Simon and Garfunkel songs")]),
        ("I like Tom and Jerry cartoons.", [("I", "like", "Tom and Jerry cartoons")]),
    ],
)
def test_a_name_with_a_verb_of_its_own_starts_a_statement(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    found = analyse(text).claims
    assert [(claim.subject, claim.predicate, claim.object) for claim in found] == claims


def test_questions_never_become_claims() -> None:
    assert analyse("Do I live in Lisbon?").claims == ()


@given(st.text(max_size=300))
def test_analysis_is_total_and_deterministic(text: str) -> None:
    first, second = analyse(text), analyse(text)
    assert first == second
    assert first.to_json()["intent"] in {
        "introspection", "correction", "question", "request", "statement", "greeting", "other"
    }  # fmt: skip


def test_a_title_or_a_saint_ends_no_sentence() -> None:
    """ "I work as a nurse at St. Mary's hospital." was the belief "the person works as a nurse
    at St": the sentence was cut at the abbreviation's dot."""
    text = (
        "I work as a nurse at St. Mary's hospital. My doctor is Dr. Silva. "
        "I live on Main St. It is nice."
    )
    assert sentences(text) == [
        "I work as a nurse at St. Mary's hospital.",
        "My doctor is Dr. Silva.",
        "I live on Main St.",
        "It is nice.",
    ]
    [claim, *_] = analyse("I work as a nurse at St. Mary's hospital.").claims
    assert claim.object == "as a nurse at St. Mary's hospital"


@pytest.mark.parametrize(
    ("text", "subjects"),
    [
        ("My brother is a pilot and he lives in Porto.", ["speaker's brother"] * 2),
        ("My sister is a doctor. She lives in Faro.", ["speaker's sister"] * 2),
        ("My parents live in Faro and they are retired.", ["speaker's parents"] * 2),
        ("I live in Lisbon and it is beautiful.", ["speaker", "it"]),
    ],
)
def test_he_she_and_they_stand_for_whom_the_message_spoke_of(
    text: str, subjects: list[str]
) -> None:
    """ "My brother is a pilot and he lives in Porto" was the belief "he lives in Porto", about
    no one "Where does my brother live?" could find."""
    assert [claim.subject_key for claim in analyse(text).claims] == subjects


@pytest.mark.parametrize("text", ["Call me Bob.", "Please call me Bob", "you can call me bob!"])
def test_call_me_gives_a_name(text: str) -> None:
    [claim] = analyse(text).claims
    assert (claim.subject_key, claim.predicate, claim.object) == ("speaker", "be called", "Bob")
    assert analyse(text).intent == "statement"


@pytest.mark.parametrize(
    ("text", "name", "what"),
    [
        ("Hello! I'm Inês, a nurse in Porto.", "Inês", "a nurse in Porto"),
        ("Hi, I am Ana Silva, an engineer.", "Ana Silva", "an engineer"),
    ],
)
def test_a_name_then_what_one_is_says_both(text: str, name: str, what: str) -> None:
    named, being = analyse(text).claims
    assert (named.subject_key, named.predicate, named.object) == ("speaker", "be called", name)
    assert (being.subject_key, being.predicate, being.object) == ("speaker", "be", what)


def test_a_state_after_a_comma_is_no_name() -> None:
    [claim] = analyse("I am tired, a bit.").claims
    assert claim.predicate == "be"


@pytest.mark.parametrize(
    "text", ["Call me tomorrow.", "Call me back later", "Call me when you can."]
)
def test_call_me_when_gives_no_name(text: str) -> None:
    assert analyse(text).claims == ()


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "My brother Tunde lives in London and works as a nurse.",
            [
                ("speaker's brother tunde", "live in", "London"),
                ("speaker's brother tunde", "work", "as a nurse"),
            ],
        ),
        (
            "I work at Siemens and live in Munich.",
            [("speaker", "work at", "Siemens"), ("speaker", "live in", "Munich")],
        ),
        (
            "I used to live in Berlin, but now I live in Munich.",
            [("speaker", "used to", "live in Berlin"), ("speaker", "live in", "Munich")],
        ),
        ("I love cats and dogs.", [("speaker", "love", "cats and dogs")]),
        ("I like to read and write poems.", [("speaker", "like to", "read and write poems")]),
    ],
)
def test_a_second_verb_after_and_is_a_claim_of_the_same_subject(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """ "Tunde lives in London and works as a nurse" was the belief that he lives in "London and
    works as a nurse"; "…, but now I live in Munich" was part of where one used to live."""
    found = [(claim.subject_key, claim.predicate, claim.object) for claim in analyse(text).claims]
    assert found == claims


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("I am learning Japanese.", ("speaker", "learn", "Japanese")),
        ("My son is painting the fence.", ("speaker's son", "paint", "the fence")),
        ("My favourite painting is a horse.", ("speaker's favourite painting", "be", "a horse")),
    ],
)
def test_what_someone_is_doing_and_a_thing_named_by_a_verb_are_told_apart(
    text: str, claim: tuple[str, str, str]
) -> None:
    [found] = analyse(text).claims
    assert (found.subject_key, found.predicate, found.object) == claim


@pytest.mark.parametrize(
    ("earlier", "text", "subject"),
    [
        ("My brother lives in Rome.", "He is a chef.", "speaker's brother"),
        ("I have a sister.", "She lives in Oslo.", "speaker's sister"),
        ("We have a daughter called Sara.", "She is six.", "speaker's daughter sara"),
        ("I live in Lisbon.", "He is a chef.", "he"),
        ("", "She is a nurse.", "she"),
    ],
)
def test_he_and_she_may_stand_for_whom_the_message_before_spoke_of(
    earlier: str, text: str, subject: str
) -> None:
    """ "My brother lives in Rome." then "He is a chef." was a belief about "he", and "Is my
    brother a chef?" was answered "No, … He's a doctor" by the model."""
    [claim] = after(analyse(text), earlier).claims
    assert claim.subject_key == subject


@pytest.mark.parametrize(
    ("earlier", "text", "said"),
    [
        (
            "My husband Arjun is a civil engineer.",
            "We have a son, Kiran, who is 10, and he plays the tabla.",
            [("speaker", "have"), ("speaker's son kiran", "be"), ("speaker's son kiran", "play")],
        ),
        (
            "My husband Arjun is a civil engineer.",
            "We have a son, Kiran, aged 10, and he plays the tabla.",
            [("speaker", "have"), ("speaker's son kiran", "play")],
        ),
        (
            "My partner Ruth is a midwife.",
            "I visit my mum every Sunday and she makes lunch.",
            [("speaker", "visit"), ("speaker's mum", "make")],
        ),
        (
            "My partner Ruth is a midwife.",
            "I have a brother and a sister and she lives in Leeds.",
            [("speaker", "have"), ("speaker's sister", "live in")],
        ),
        (
            "My partner Ruth is a midwife.",
            "I have a sister and a daughter and she lives in Leeds.",
            [("speaker", "have"), ("she", "live in")],
        ),
        (
            "my partner ruth teaches primary school",
            "we look after rescue cats; right now it's a ginger one called biscuit",
            [("speaker", "look"), ("it", "be")],
        ),
    ],
)
def test_a_pronoun_stands_for_whom_its_own_message_spoke_of_before_anyone_earlier(
    earlier: str, text: str, said: list[tuple[str, str]]
) -> None:
    """From a two hundred and ninth development suite: "We have a son, Kiran, who is 10, and he
    plays the tabla." after "My husband Arjun is a civil engineer." was remembered as the
    husband playing the tabla; "it" after "my partner Ruth" made Ruth a ginger cat. A pronoun
    stands for the one its own message just spoke of, is left as it is when that one cannot be
    told from several, and "it" is never a person."""
    analysed = after(analyse(text), earlier, text)
    assert [(claim.subject_key, claim.predicate) for claim in analysed.claims] == said


@pytest.mark.parametrize(
    ("text", "said"),
    [
        (
            "Our daughter Cerys, 24, is a nurse in Cardiff.",
            [
                ("speaker's daughter cerys", "be", "24"),
                ("speaker's daughter cerys", "be", "a nurse in Cardiff"),
            ],
        ),
        (
            "My grandson Alfie, 15, helps me with the hives.",
            [
                ("speaker's grandson alfie", "be", "15"),
                ("speaker's grandson alfie", "help", "me with the hives"),
            ],
        ),
        (
            "My son Tom, 7, loves dinosaurs.",
            [("speaker's son tom", "be", "7"), ("speaker's son tom", "love", "dinosaurs")],
        ),
    ],
)
def test_one_of_ones_own_aged_between_commas_is_that_age_and_what_follows(
    text: str, said: list[tuple[str, str, str]]
) -> None:
    """From a two hundred and fifteenth development suite: "Our daughter Cerys, 24, is a nurse
    in Cardiff." and "My grandson Alfie, 15, helps me with the hives." were left to the model,
    which called the grandson a son, and "Where does Cerys work?" had no record."""
    analysed = analyse(text)
    assert [(c.subject_key, c.predicate, c.object) for c in analysed.claims] == said


@pytest.mark.parametrize(
    ("text", "claim"),
    [
        ("I usually wake up at 6am.", ("speaker", "wake", "up")),
        ("My dad often plays chess.", ("speaker's dad", "play", "chess")),
        ("I just adopted a kitten named Pixel.", ("speaker", "adopt", "a kitten named Pixel")),
        ("I recently started a new job.", ("speaker", "start", "a new job")),
        ("My kids are called Leo and Mia.", ("speaker's kids", "be called", "Leo and Mia")),
        (
            "My parents are Portuguese and French.",
            ("speaker's parents", "be", "Portuguese and French"),
        ),
    ],
)
def test_how_often_is_left_aside_and_names_may_be_listed(
    text: str, claim: tuple[str, str, str]
) -> None:
    [found] = analyse(text).claims
    assert (found.subject_key, found.predicate, found.object) == claim


def test_help_asked_for_as_a_need_is_still_read_for_what_it_says() -> None:
    """ "I want to learn Python." is answered as a request (it was met with "Noted. I'll
    remember that you want to learn Python."), and what one wants to learn is kept."""
    analysis = analyse("I want to learn Python.")
    assert analysis.intent == "request"
    assert [(claim.predicate, claim.object) for claim in analysis.claims] == [
        ("want to", "learn Python")
    ]


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Salaam! Hamid here.", [("be called", "Hamid")]),
        (
            "hello! ravi here, software tester from Pune",
            [("be called", "Ravi"), ("be", "a software tester from Pune")],
        ),
        ("ravi here, how are you?", [("be called", "Ravi")]),
        ("Come here!", []),
        ("Sign here, please.", []),
    ],
)
def test_a_name_given_as_someone_here_is_read(text: str, claims: list[tuple[str, str]]) -> None:
    assert [(claim.predicate, claim.object) for claim in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "I adopted a greyhound last month, her name is Nina.",
            [("speaker", "adopt", "a greyhound named Nina", "positive")],
        ),
        (
            "We have a cat and his name is Felix.",
            [("speaker", "have", "a cat named Felix", "positive")],
        ),
        (
            "Sorry, I got that wrong: I'm allergic to shellfish, not peanuts.",
            [
                ("speaker", "be", "allergic to shellfish", "positive"),
                ("speaker", "be", "allergic to peanuts", "negative"),
            ],
        ),
        (
            "I live in Porto, not Lisbon.",
            [
                ("speaker", "live in", "Porto", "positive"),
                ("speaker", "live in", "Lisbon", "negative"),
            ],
        ),
        (
            "I work in sales but not on weekends.",
            [("speaker", "work in", "sales but not on weekends", "positive")],
        ),
        (
            "I just moved to Valencia from Porto.",
            [
                ("speaker", "live in", "Valencia", "positive"),
                ("speaker", "used to", "live in Porto", "positive"),
            ],
        ),
    ],
)
def test_names_denials_and_moves_said_in_passing_are_read(
    text: str, claims: list[tuple[str, str, str, str]]
) -> None:
    """A name in a clause of its own is the thing's name; "X, not Y" holds X and denies Y
    ("not on weekends" says when, and is no denial); a move "to … from …" says both where one
    lives and where one lived."""
    found = analyse(text).claims
    assert [(c.subject_key, c.predicate, c.object, c.polarity) for c in found] == claims


def test_a_preamble_that_owns_a_mistake_is_a_correction() -> None:
    analysis = analyse("I got it wrong. I live in Porto.")
    assert analysis.intent == "correction"
    assert [(claim.predicate, claim.object) for claim in analysis.claims] == [("live in", "Porto")]


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("hi im olga from kyiv", [("be called", "Olga"), ("be from", "kyiv")]),
        ("I'm Tom from Leeds.", [("be called", "Tom"), ("be from", "Leeds")]),
        ("I'm back from work.", [("be", "back from work")]),
        ("I'm originally from Malmö.", [("be from", "Malmö")]),
        ("I bought a new bike last week, a blue one.", [("buy", "a new blue bike")]),
        ("I'm going to Rome next week.", [("go to", "Rome")]),
        ("I'm going to learn French.", [("learn", "French")]),
        (
            "My husband's name is Pavlo, he's a programmer.",
            [("be called", "Pavlo"), ("be", "a programmer")],
        ),
    ],
)
def test_a_name_with_a_home_a_thing_described_and_where_one_is_going_are_read(
    text: str, claims: list[tuple[str, str]]
) -> None:
    """A name and a home town in one breath (typed in lower case, "im"), "a bike, a blue one",
    going somewhere and going to do something, and a clause opened by "he's" after a comma."""
    assert [(claim.predicate, claim.object) for claim in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Every Friday I go hiking with my friends.",
            [("go", "hiking with my friends every Friday")],
        ),
        ("My daughters are Ana and Rita.", [("be called", "Ana and Rita")]),
        ("My son is Brazilian.", [("be", "Brazilian")]),
        (
            "Oh wait, my restaurant is actually called Sal e Brasa, sorry.",
            [("be called", "Sal e Brasa")],
        ),
        ("I'm allergic to cats, which is sad because I love them.", [("be", "allergic to cats")]),
        ("I work at Google, which is in Zurich.", [("work at", "Google, which is in Zurich")]),
    ],
)
def test_habits_names_and_asides_are_read(text: str, claims: list[tuple[str, str]]) -> None:
    """A habit said first keeps its "every Friday"; daughters named by who they are; a name
    corrected with an adverb before it and an apology after it; a comment on a fact dropped
    (a place said of it kept)."""
    assert [(claim.predicate, claim.object) for claim in analyse(text).claims] == claims
    assert analyse("Oh wait, my restaurant is called Sal e Brasa.").intent == "correction"


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("I'm a big fan of jazz.", [("speaker", "love", "jazz")]),
        ("My go-to breakfast is toast.", [("speaker's usual breakfast", "be", "toast")]),
        (
            "My partner Luis and I are getting married in June.",
            [("speaker", "get", "married to my partner Luis in June")],
        ),
    ],
)
def test_fans_go_to_meals_and_weddings_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


def test_one_and_one_of_theirs_and_a_verb_after_an_adverb_are_read() -> None:
    """ "me and my wife" is the person and hers; "and recently retired from teaching" is a
    second claim of the same subject, in the past."""
    assert [(c.subject_key, c.predicate) for c in analyse("me and my wife have 3 kids").claims] == [
        ("speaker", "have")
    ]
    found = analyse("I'm 67 and recently retired from teaching.").claims
    assert [(c.predicate, c.object, c.tense) for c in found] == [
        ("be", "67", "present"),
        ("retire from", "teaching", "past"),
    ]


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "hello, raj here - i run a small IT consultancy",
            [("speaker", "be called", "Raj"), ("speaker", "run", "a small IT consultancy")],
        ),
        (
            "Servus, Lukas here — I'm a sous chef at a hotel in Salzburg.",
            [
                ("speaker", "be called", "Lukas"),
                ("speaker", "be", "a sous chef at a hotel in Salzburg"),
            ],
        ),
        (
            "My sister, who lives in Rome, is a teacher.",
            [("speaker's sister", "live in", "Rome"), ("speaker's sister", "be", "a teacher")],
        ),
        (
            "I have a younger sister, Carla, who lives in Lisbon and works as a translator.",
            [
                ("speaker", "have", "a younger sister, Carla"),
                ("speaker's younger sister carla", "live in", "Lisbon"),
                ("speaker's younger sister carla", "work", "as a translator"),
            ],
        ),
        (
            "I'm married to Lars, he's a carpenter.",
            [("speaker", "be", "married to Lars"), ("lars", "be", "a carpenter")],
        ),
        (
            "my son Dev is 13 and obsessed with cricket",
            [("speaker's son dev", "be", "13"), ("speaker's son dev", "love", "cricket")],
        ),
        ("I'm totally obsessed with chess", [("speaker", "love", "chess")]),
        ("Tom, who I met at school, is a pilot.", [("tom", "be", "a pilot")]),
    ],
)
def test_relatives_names_before_a_clause_and_obsessions_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """What a relative clause says is of whom it follows, never of the speaker ("… who lives
    in Lisbon and works as a translator" made the speaker a translator); "raj here - i run…"
    kept only the name, and so did "Lukas here — I'm…" after a greeting the mind did not know;
    "he" after "married to Lars" is Lars."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "yo, name's Dario. I'm a chef in Naples",
            [("speaker", "be called", "Dario"), ("speaker", "be", "a chef in Naples")],
        ),
        ("Good morning. Harold speaking.", [("speaker", "be called", "Harold")]),
        (
            "I spent forty years as a postman in Cardiff before retiring.",
            [("speaker", "be", "a postman in Cardiff"), ("speaker", "be", "retired")],
        ),
        (
            "hey im tom, 19, studying computer science at leeds uni",
            [
                ("speaker", "be called", "Tom"),
                ("speaker", "be", "19"),
                ("speaker", "study", "computer science at leeds uni"),
            ],
        ),
        (
            "I'm Ann, 34, and I work at Tesco",
            [
                ("speaker", "be called", "Ann"),
                ("speaker", "be", "34"),
                ("speaker", "work at", "Tesco"),
            ],
        ),
        (
            "my mum's a dentist and my dad's a plumber",
            [("speaker's mum", "be", "a dentist"), ("speaker's dad", "be", "a plumber")],
        ),
        ("Jake's from Leeds.", [("jake", "be from", "Leeds")]),
        ("my brother's got a boat", [("speaker's brother", "have", "a boat")]),
        ("my mum's car is red", [("speaker's mum's car", "be", "red")]),
        (
            "My son Gareth emigrated to Australia.",
            [("speaker's son gareth", "live in", "Australia")],
        ),
    ],
)
def test_names_ages_working_lives_and_is_after_a_noun_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """ "name's Dario", "Harold speaking", "im tom, 19, studying…", "I spent forty years as a
    postman", "my mum's a dentist" were read as nothing (or as a name "tom, 19, studying…");
    an emigrant lives where they went."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Wife: Claire. Kids: Ben (12) and Lucy (9).",
            [
                ("speaker's wife", "be called", "Claire"),
                ("speaker", "have", "kids: Ben and Lucy"),
                ("ben", "be", "12"),
                ("lucy", "be", "9"),
            ],
        ),
        ("Job: electrician", [("speaker", "be", "an electrician")]),
        (
            "my son Tom (7) loves dinosaurs",
            [("speaker's son tom", "love", "dinosaurs"), ("speaker's son tom", "be", "7")],
        ),
        (
            "sup! i'm Priya, doing a PhD in neuroscience at Edinburgh",
            [
                ("speaker", "be called", "Priya"),
                ("speaker", "be", "doing a PhD in neuroscience at Edinburgh"),
            ],
        ),
        (
            "I share a flat with two other students",
            [("speaker", "live with", "two other students")],
        ),
        ("i hate mornings lol", [("speaker", "hate", "mornings")]),
        ("heya, Sam here", [("speaker", "be called", "Sam")]),
    ],
)
def test_labels_ages_in_brackets_shared_homes_and_laughs_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """ "Wife: Claire." and "Ben (12)" were read as nothing, "i'm Priya, doing a PhD" as a name
    "Priya, doing a PhD…", "lol" as something one hates."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "my cousin Rafa, who's a chef, just opened a taco place in Austin",
            [
                ("speaker's cousin rafa", "be", "a chef"),
                ("speaker's cousin rafa", "open", "a taco place in Austin"),
            ],
        ),
        (
            "me and my boyfriend Callum are going to Lisbon next month",
            [("speaker", "go to", "Lisbon with my boyfriend Callum")],
        ),
        ("Tom and I met at university.", [("speaker", "meet", "Tom at university")]),
        (
            "My wife and I have been married for 20 years.",
            [("speaker", "be", "married to my wife")],
        ),
        (
            "me and my wife have 3 kids",
            [("speaker", "have", "3 kids")],
        ),
        ("i'm putting money aside for a new car", [("speaker", "save for", "a new car")]),
        (
            "Good afternoon. Gustavo, 44, civil engineer, originally from Porto Alegre.",
            [
                ("speaker", "be called", "Gustavo"),
                ("speaker", "be", "44"),
                ("speaker", "be", "a civil engineer"),
                ("speaker", "be from", "Porto Alegre"),
            ],
        ),
        ("Yes, 5, please", []),
    ],
)
def test_contracted_relatives_things_done_together_and_introductions_in_fragments_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """ "who's a chef" made a subject "rafa who", "me and my boyfriend Callum are going…" and
    "Gustavo, 44, civil engineer, …" were read as nothing."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "sup. leila, 27, paramedic. living in Glasgow with my sister",
            [
                ("speaker", "be called", "Leila"),
                ("speaker", "be", "27"),
                ("speaker", "be", "a paramedic"),
                ("speaker", "live in", "Glasgow with my sister"),
            ],
        ),
        (
            "Kwame. 52. Own a small bakery in Accra.",
            [
                ("speaker", "be called", "Kwame"),
                ("speaker", "be", "52"),
                ("speaker", "own", "a small bakery in Accra"),
            ],
        ),
        (
            "Been married to Efua for 25 years, we have two sons.",
            [("speaker", "be", "married to Efua"), ("speaker", "have", "two sons")],
        ),
        (
            "my partner and I got engaged in June; his name is Tomasz",
            [
                ("speaker", "get", "engaged to my partner in June"),
                ("speaker's partner", "be called", "Tomasz"),
            ],
        ),
        (
            "My sister lives in Rome and her name is Ana.",
            [("speaker's sister", "live in", "Rome"), ("speaker's sister", "be called", "Ana")],
        ),
        (
            "My son has a hamster, its name is Bob.",
            [("speaker's son", "have", "a hamster named Bob")],
        ),
        (
            "my favourite thing to do is baking, especially sourdough",
            [("speaker", "love", "baking, especially sourdough")],
        ),
        (
            "hello! I'm Ines, a marine biologist from Lisbon, currently based in Cape Town.",
            [
                ("speaker", "be called", "Ines"),
                ("speaker", "be", "a marine biologist from Lisbon"),
                ("speaker", "live in", "Cape Town"),
            ],
        ),
        (
            "I can't stand the cold water here, honestly.",
            [("speaker", "hate", "the cold water here")],
        ),
        ("Living in Glasgow is expensive.", []),
        ("Got it, thanks.", []),
        ("Tell me a joke.", []),
        ("eggs, 12, milk and bread", []),
    ],
)
def test_fragments_sentences_without_i_and_names_given_after_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirtieth development suite: "sup. leila, 27, paramedic." and "Kwame. 52. Own a
    small bakery" were read as nothing, "Been married…" as something "been" was, "his name is
    Tomasz" as a belief about "his name", "based in Cape Town" as part of what one is."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("earlier", "text", "told"),
    [
        (
            "My wife Gwen has dementia and lives in a home now.",
            "I visit her every afternoon.",
            "my wife Gwen every afternoon",
        ),
        ("My son Tom lives in Leeds.", "I ring him on Sundays.", "my son Tom on Sundays"),
        ("My husband Pete is a fireman.", "I see her every day.", "her every day"),
        ("My wife Gwen has dementia.", "I clean her house every week.", "her house every week"),
        ("", "I visit her every afternoon.", "her every afternoon"),
    ],
)
def test_her_and_him_may_stand_for_whom_the_message_before_spoke_of(
    earlier: str, text: str, told: str
) -> None:
    """From a sixty-ninth development suite: "I visit her every afternoon." after "My wife Gwen
    has dementia…" was a belief about visiting "her", so "When do I visit Gwen?" was not
    answered. "Her" cannot stand for a husband, and "her house" is hers, not her."""
    [claim] = after(analyse(text), earlier).claims
    assert claim.object == told


@pytest.mark.parametrize(
    ("earlier", "text", "subject"),
    [
        ("me and my girlfriend rosa just moved in together", "rosa is a dental nurse", "rosa"),
        ("me n my fiance dev are getting married in may", "dev is a mechanic", "dev"),
    ],
)
def test_a_name_typed_in_lower_case_is_the_one_the_message_before_named(
    earlier: str, text: str, subject: str
) -> None:
    """From a seventy-fifth development suite: "rosa is a dental nurse" after "me and my
    girlfriend rosa just moved in together" was read as nothing, and "what does rosa do" was
    answered by the model; the earlier message named her, so her name is read as hers."""
    analysed = after(analyse(text), earlier, text)
    assert [claim.subject_key for claim in analysed.claims] == [subject]
    assert analysed.intent == "statement"
    assert after(analyse(text), "I like tea.", text).claims == ()


def test_a_name_typed_in_lower_case_may_be_one_an_older_message_named() -> None:
    """From a two hundred and ninth development suite: "ruth also coaches netball on saturdays"
    two messages after "my partner ruth teaches primary school" was read as nothing, so "what
    does ruth coach" was answered with a quotation."""
    text = "ruth also coaches netball on saturdays"
    earlier = "we look after rescue cats, right now its a ginger one called biscuit"
    older = ["hey im dev, 29, nurse in glasgow", "my partner ruth teaches primary school"]
    [claim] = after(analyse(text), earlier, text, older).claims
    assert (claim.subject, claim.predicate) == ("Ruth", "coach")
    assert after(analyse(text), earlier, text, older[:1]).claims == ()


@pytest.mark.parametrize(
    ("earlier", "text", "subject"),
    [
        ("We have two sons.", "The older one, Kofi, is studying law.", "speaker's older son kofi"),
        (
            "I have three daughters.",
            "The youngest one is at school.",
            "speaker's youngest daughter",
        ),
        ("I have a sister.", "Her name is Ana.", "speaker's sister"),
        ("I like my job.", "The older one is nicer.", "older one"),
    ],
)
def test_the_older_one_and_her_name_may_stand_for_whom_the_message_before_spoke_of(
    earlier: str, text: str, subject: str
) -> None:
    [claim] = after(analyse(text), earlier).claims
    assert claim.subject_key == subject


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Good evening. Dimitri, 68, retired ferry captain from Piraeus, divorced.",
            [
                ("speaker", "be called", "Dimitri"),
                ("speaker", "be", "68"),
                ("speaker", "be", "a retired ferry captain from Piraeus"),
                ("speaker", "be", "divorced"),
            ],
        ),
        (
            "I've a daughter in Toronto, Eleni, who's a dentist.",
            [
                ("speaker", "have", "a daughter, Eleni"),
                ("speaker's daughter eleni", "live in", "Toronto"),
                ("speaker's daughter eleni", "be", "a dentist"),
            ],
        ),
        (
            "Planning to visit my daughter at Christmas.",
            [("speaker", "plan to", "visit my daughter at Christmas")],
        ),
        (
            "yo it's Jaden, 15, i skate and make beats",
            [
                ("speaker", "be called", "Jaden"),
                ("speaker", "be", "15"),
                ("speaker", "skate", ""),
                ("speaker", "make", "beats"),
            ],
        ),
        ("I swim and play tennis.", [("speaker", "swim", ""), ("speaker", "play", "tennis")]),
        ("I love cats and dogs.", [("speaker", "love", "cats and dogs")]),
        (
            "My wife and I run a café in Porto; her name is Inês.",
            [
                ("speaker", "run", "a café in Porto with my wife"),
                ("speaker's wife", "be called", "Inês"),
            ],
        ),
        ("My wife and I think it is fine.", [("speaker", "think", "it is fine")]),
        (
            "my big sis Maya is 19, she's at uni in Bristol doing medicine",
            [
                ("speaker's big sis maya", "be", "19"),
                ("speaker's big sis maya", "study", "medicine at university in Bristol"),
            ],
        ),
    ],
)
def test_formerly_relatives_placed_verbs_alone_and_studies_at_university_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-first development suite: "retired ferry captain" had no article (so it
    said nothing of work before retiring), "a daughter in Toronto, Eleni, who's a dentist" was
    one object, "i skate and make beats" nothing, "My wife and I run a café" lost the wife."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Good morning, I'm Dr. Helen Okafor, a paediatrician at St. Mary's.",
            [
                ("speaker", "be called", "Helen Okafor"),
                ("speaker", "be", "a paediatrician at St. Mary's"),
            ],
        ),
        (
            "I've a son, Daniel, in Edinburgh who's an architect.",
            [
                ("speaker", "have", "a son, Daniel"),
                ("speaker's son daniel", "live in", "Edinburgh"),
                ("speaker's son daniel", "be", "an architect"),
            ],
        ),
        (
            "hiya, it's Callum here, 28, widower, work as a postman in Cardiff",
            [
                ("speaker", "be called", "Callum"),
                ("speaker", "be", "28"),
                ("speaker", "be", "a widower"),
                ("speaker", "work", "as a postman in Cardiff"),
            ],
        ),
        (
            "Sharing a flat in Kreuzberg with three other people.",
            [("speaker", "live in", "Kreuzberg with three other people")],
        ),
        (
            "my mum helps with the school run on Mondays and Wednesdays",
            [("speaker's mum", "help with", "the school run on Mondays and Wednesdays")],
        ),
    ],
)
def test_titles_places_after_names_and_names_here_with_an_age_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-second development suite: "I'm Dr. Helen Okafor, a paediatrician" was one
    thing she is, "it's Callum here, 28, widower, …" and "Sharing a flat in Kreuzberg…" were
    read as nothing, "helps with" was a verb of its own."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Hi. Lena. 33. Nurse in Graz.",
            [
                ("speaker", "be called", "Lena"),
                ("speaker", "be", "33"),
                ("speaker", "be", "a nurse in Graz"),
            ],
        ),
        ("Hello. How are you?", []),
        (
            "Live with my boyfriend and our two rabbits.",
            [("speaker", "live with", "my boyfriend and our two rabbits")],
        ),
        ("I love my wife and my kids", [("speaker", "love", "my wife and my kids")]),
        (
            "I am a nurse and my husband drives",
            [("speaker", "be", "a nurse"), ("speaker's husband", "drive", "")],
        ),
        (
            "Into climbing, I go twice a week after work.",
            [("speaker", "love", "climbing"), ("speaker", "go", "twice a week after work")],
        ),
        (
            "hello, Samuel here, dad of two, teacher in Accra",
            [
                ("speaker", "be called", "Samuel"),
                ("speaker", "have", "two children"),
                ("speaker", "be", "a teacher in Accra"),
            ],
        ),
        (
            "my eldest, Kojo, just got into engineering school in Kumasi",
            [("speaker's eldest kojo", "study", "engineering in Kumasi")],
        ),
        (
            "my daughter Ama and her husband live just down the road from us",
            [("speaker's daughter ama", "live with", "her husband just down the road from us")],
        ),
        (
            "My great-granddaughter Poppy was born last week.",
            [("speaker's great-granddaughter poppy", "be born", "last week")],
        ),
    ],
)
def test_fragments_after_a_greeting_objects_of_two_and_what_one_is_into_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-third development suite: "Hi. Lena. 33. Nurse in Graz." and "dad of two"
    were read as nothing, "…and our two rabbits" as a claim about "two" that "rabbits", "Into
    climbing" as a claim of "into", "my great-granddaughter" (a hyphen) as no subject."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "My friend has a son. His name is Leo.",
            [("speaker's friend", "have", "a son"), ("his name", "be", "Leo")],
        ),
        (
            "My brother got a new dog. His name is Rex.",
            [("speaker's brother", "get", "a new dog"), ("his name", "be", "Rex")],
        ),
        ("Working mothers deserve more support.", []),
        ("Retired people get discounts.", []),
        ("Live with it.", []),
        ("Based on what you said, fine.", []),
        (
            "I teach maths and my wife sings.",
            [("speaker", "teach", "maths"), ("speaker's wife", "sing", "")],
        ),
        ("Update. 3. Still waiting.", []),
        ("hey, coffee, 2, no sugar", []),
        ("My wife and I love Lisbon", [("speaker", "love", "Lisbon")]),
        (
            "We are expecting our first baby in March, any name ideas?",
            [("speaker", "expect", "our first baby in March")],
        ),
    ],
)
def test_what_is_not_an_introduction_a_name_or_a_fragment_of_ones_own_stays_so(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """A review of the readings above: a name given after a new someone is theirs, an "-ing"
    or an adjective opening a general statement is no fragment of one's own, "and my wife
    sings" has a verb of its own, "Update. 3." is no name and age; what one tells before
    asking is kept."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "hey. nadia. 24. junior designer at an ad agency in Lyon.",
            [
                ("speaker", "be called", "Nadia"),
                ("speaker", "be", "24"),
                ("speaker", "be", "a junior designer at an ad agency in Lyon"),
            ],
        ),
        (
            "terrified of dogs but my flatmate just got a puppy lol",
            [("speaker", "be", "terrified of dogs"), ("speaker's flatmate", "get", "a puppy")],
        ),
        (
            "my older brother Karim is a pilot, he flies for Air France",
            [
                ("speaker's older brother karim", "be", "a pilot"),
                ("speaker's older brother karim", "fly for", "Air France"),
            ],
        ),
        ("ok. thanks. 10. done.", []),
    ],
)
def test_fragments_in_lower_case_after_a_greeting_fears_without_i_and_flies_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-fourth development suite: "hey. nadia. 24. …" and "terrified of dogs but
    …" were read as nothing of her, "flies" was no verb."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "My daughter and her husband are both doctors in Kraków.",
            [
                ("speaker's daughter", "be", "a doctor in Kraków"),
                ("speaker's daughter's husband", "be", "a doctor in Kraków"),
            ],
        ),
        (
            "My sister and her husband Tom are keen runners.",
            [
                ("speaker's sister", "be", "a keen runner"),
                ("speaker's sister's husband tom", "be", "a keen runner"),
            ],
        ),
        (
            "My daughter and her boyfriend are in Spain this week.",
            [
                ("speaker's daughter", "be in", "Spain"),
                ("speaker's daughter's boyfriend", "be in", "Spain"),
            ],
        ),
        (
            "My son and his wife run a little café by the sea in Gdańsk.",
            [("speaker's son", "run", "a little café by the sea in Gdańsk with his wife")],
        ),
        (
            "My son and his wife have two kids.",
            [("speaker's son", "have", "two kids with his wife")],
        ),
        (
            "My name is Oliwia, I retired last year after thirty years as a librarian in Warsaw.",
            [
                ("speaker", "be called", "Oliwia"),
                ("speaker", "be", "a librarian in Warsaw"),
                ("speaker", "retire", "last year"),
            ],
        ),
        (
            "my gf Priya is doing law at McGill so we're long distance rn",
            [("speaker's gf priya", "study", "law at McGill"), ("speaker", "be", "long distance")],
        ),
        ("I'm doing a masters in chemistry.", [("speaker", "study", "chemistry")]),
        ("He is doing law enforcement work", [("he", "be", "doing law enforcement work")]),
    ],
)
def test_two_told_of_together_a_retirement_and_a_subject_one_is_doing_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-fifth development suite: "My daughter and her husband are both doctors"
    was a claim of "her husband" (kept as his own domain), "… run a café" too, a retirement
    "after thirty years as a librarian" no working life, "doing law" no study."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Ken. 47. Plumber. Divorced, two teenage daughters who live with their mum in Leeds.",
            [
                ("speaker", "be called", "Ken"),
                ("speaker", "be", "47"),
                ("speaker", "be", "a plumber"),
                ("speaker", "be", "divorced"),
                ("speaker", "have", "two teenage daughters who live with their mum in Leeds"),
            ],
        ),
        (
            "Pete. 67. Ex-Navy, now I volunteer at the lifeboat station in Whitby.",
            [
                ("speaker", "be called", "Pete"),
                ("speaker", "be", "67"),
                ("speaker", "be in", "the Navy"),
                ("speaker", "volunteer at", "the lifeboat station in Whitby"),
            ],
        ),
        (
            "my girlfriend is called chloe, shes at college doing hair",
            [
                ("speaker's girlfriend", "be called", "Chloe"),
                ("speaker's girlfriend", "study", "hair at college"),
            ],
        ),
        (
            "Actually I've just moved to Bath, started at a new practice there last month.",
            [
                ("speaker", "live in", "Bath"),
                ("speaker", "start at", "a new practice there"),
            ],
        ),
        (
            "hey, kwame. night shift nurse at st james's in leeds",
            [
                ("speaker", "be called", "Kwame"),
                ("speaker", "be", "a night shift nurse at st james's in leeds"),
            ],
        ),
        (
            "switching to day shifts from january",
            [("speaker", "be", "switching to day shifts from january")],
        ),
        (
            "My husband Tiago and I have twins, Inês and Duarte.",
            [
                ("speaker's husband", "be called", "Tiago"),
                ("speaker", "have", "twins, Inês and Duarte"),
            ],
        ),
        (
            "I sing alto in it, rehearsals are on Wednesday evenings.",
            [("speaker", "sing", "alto in it")],  # no longer "alto in it, rehearsals are"
        ),
        (
            "I'm moving to Lisbon next year.",
            [("speaker", "move to", "Lisbon")],
        ),
        (
            "baby's name is layla, she's 4 months",
            [
                ("speaker's baby", "be called", "Layla"),
                ("speaker's baby", "be", "4 months"),
            ],
        ),
        (
            "Lena. 33. Nurse in Graz. Single, 2 cats.",
            [
                ("speaker", "be called", "Lena"),
                ("speaker", "be", "33"),
                ("speaker", "be", "a nurse in Graz"),
                ("speaker", "be", "single"),
                ("speaker", "have", "2 cats"),
            ],
        ),
        (
            "Kwame. 52. Nurse. Two years in Paris, then here.",
            [
                ("speaker", "be called", "Kwame"),
                ("speaker", "be", "52"),
                ("speaker", "be", "a nurse"),
            ],
        ),
        (
            "Sam, 40, teacher, 3 kids",
            [
                ("speaker", "be called", "Sam"),
                ("speaker", "be", "40"),
                ("speaker", "be", "a teacher"),
                ("speaker", "have", "3 kids"),
            ],
        ),
        (
            "Grace, 34, due in June with our second.",
            [
                ("speaker", "be called", "Grace"),
                ("speaker", "be", "34"),
                ("speaker", "expect", "our second in June"),
            ],
        ),
        ("Support Leeds United.", [("speaker", "support", "Leeds United")]),
        ("Support your local team!", []),
    ],
)
def test_more_fragments_a_count_a_baby_due_and_a_team_supported_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-sixth development suite: fragments after an introduction in fragments
    ("Divorced, two teenage daughters …") were nothing, "due in June with our second" was "a
    due", "Support Leeds United" nothing; a time ("two years in Paris") is nothing one has, and
    an order ("Support your local team!") nothing one does."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "my flatmate jess is from cardiff and shes doing english lit",
            [
                ("speaker's flatmate jess", "be from", "cardiff"),
                ("speaker's flatmate jess", "study", "english lit"),
            ],
        ),
        ("my sister ana lives in lisbon", [("speaker's sister ana", "live in", "lisbon")]),
        ("my dad drives buses", [("speaker's dad", "drive", "buses")]),
        (
            "ive got a tortoise called Pebbles back home, hes 40!!",
            [
                ("speaker", "have", "a tortoise called Pebbles back home"),
                ("speaker's tortoise pebbles", "be", "40"),
            ],
        ),
        (
            "my mums a midwife and my dad drives buses",
            [("speaker's mum", "be", "a midwife"), ("speaker's dad", "drive", "buses")],
        ),
        ("my sisters in Leeds", []),
        (
            "I'm Gerald, seventy-three, a widower; my wife Margaret died in 2019.",
            [
                ("speaker", "be called", "Gerald"),
                ("speaker", "be", "seventy-three"),
                ("speaker", "be", "a widower"),
                ("speaker's wife margaret", "die in", "2019"),
            ],
        ),
        ("These days I mostly tend my roses.", [("speaker", "tend", "my roses")]),
        ("My doctor has put me on blood thinners.", [("speaker", "be on", "blood thinners")]),
        ("I've been put on statins.", [("speaker", "be on", "statins")]),
    ],
)
def test_texting_without_apostrophes_names_in_lower_case_and_treatments_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-seventh development suite: "jess" after "my flatmate" had been read as a
    verb, "shes", "hes", "ive" and "mums a" as nothing, the tortoise's age as a "he"'s, an age
    in words with a semicolon after it as one's name, "died" as a verb of its own ("died in"),
    "tend" as no verb, and a treatment one was put on as the doctor's. Two sisters in Leeds
    may be what "my sisters in Leeds" says, so it is left as written."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "olu. 35. accountant in Lagos",
            [
                ("speaker", "be called", "Olu"),
                ("speaker", "be", "35"),
                ("speaker", "be", "an accountant in Lagos"),
            ],
        ),
        ("eggs. 12. milk", []),
        (
            "wife: Funmi. 2 kids, boy and girl",
            [("speaker's wife", "be called", "Funmi"), ("speaker", "have", "2 kids, boy and girl")],
        ),
        ("2 kids are waiting outside", []),
        (
            "the boy is Tobi he's 7, the girl is Ada she's 4",
            [
                ("speaker's son", "be called", "Tobi"),
                ("speaker's son tobi", "be", "7"),
                ("speaker's daughter", "be called", "Ada"),
                ("speaker's daughter ada", "be", "4"),
            ],
        ),
        ("The boy is Tobi, the new kid in class.", [("boy", "be", "Tobi, the new kid in class")]),
        ("play chess online most nights", [("speaker", "play", "chess online most nights")]),
        ("Play chess with me.", []),
        ("Read to your kids every night.", []),
        (
            "I'm a paediatric nurse at St Thomas' in London, been there six years.",
            [
                ("speaker", "be", "a paediatric nurse at St Thomas' in London"),
                ("speaker", "work at", "St Thomas' in London"),
            ],
        ),
    ],
)
def test_terse_introductions_counted_children_habits_and_years_at_work_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-eighth development suite: a name in lower case before one's work, one's
    children counted or told of as "the boy" and "the girl" with their ages, a habit said
    without "I" and years "been there" had been nothing or one run-on claim; a shopping list,
    children who are waiting, a story's boy and an order ("Play chess with me.") stay so."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Hola! I'm Sofía, from Seville, but I've lived in Dublin for three years.",
            [
                ("speaker", "be called", "Sofía"),
                ("speaker", "be from", "Seville"),
                ("speaker", "live in", "Dublin"),
            ],
        ),
        (
            "alright, dave here, 52, lorry driver from Hull",
            [
                ("speaker", "be called", "Dave"),
                ("speaker", "be", "52"),
                ("speaker", "be", "a lorry driver from Hull"),
            ],
        ),
        (
            "I've got a cockapoo called Churro who's terrified of the hoover.",
            [
                ("speaker", "have", "a cockapoo called Churro"),
                ("speaker's cockapoo churro", "be", "terrified of the hoover"),
            ],
        ),
        (
            "Actually, scratch that — the wedding is in November, not October.",
            [("wedding", "be in", "November"), ("wedding", "be in", "October")],
        ),
        ("whats the best way to fix my bike so i can ride to work", []),
    ],
)
def test_names_with_here_or_a_comma_a_named_pets_fear_a_preamble_and_whats_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a thirty-ninth development suite: "I'm Sofía, from Seville" had been one's whole
    name, "dave here, 52, …" and the correction after "scratch that —" nothing, what a named
    cockapoo is terrified of part of what one has, and "whats the best way …", without its
    "?", a statement whose clause "i can ride to work" was acknowledged."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "hiii 👋 hannah here! just had my first baby, a little girl called Isla 💕",
            [
                ("speaker", "be called", "Hannah"),
                ("speaker", "have", "a baby"),
                ("speaker", "have", "a daughter called Isla"),
            ],
        ),
        (
            "My sister has a baby girl called Mia.",
            [("speaker's sister", "have", "a daughter called Mia")],
        ),
        (
            "Married, wife Priya is a cardiologist.",
            [("speaker", "be", "married"), ("speaker's wife priya", "be", "a cardiologist")],
        ),
        (
            "One son, Arjun, 10, obsessed with Minecraft.",
            [
                ("speaker", "have", "one son, Arjun"),
                ("speaker's son arjun", "be", "10"),
                ("speaker's son arjun", "love", "Minecraft"),
            ],
        ),
        (
            "My son Robert lives in Canada and telephones every Sunday evening.",
            [
                ("speaker's son robert", "live in", "Canada"),
                ("speaker's son robert", "telephone", "every Sunday evening"),
            ],
        ),
        ("Just had lunch.", [("speaker", "have", "lunch")]),
    ],
)
def test_a_baby_named_a_state_before_a_partner_one_child_in_fragments_and_calls_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a fortieth development suite: "just had my first baby, a little girl called Isla"
    had been nothing (no "I"), "Married, wife Priya …" and "One son, Arjun, 10, …" nothing,
    and "telephones" no verb of its own."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("can't stand spicy food", [("speaker", "hate", "spicy food")]),
        ("my wife never drinks", [("speaker's wife", "drink", "")]),
        (
            "hey I'm Femi, second-year medicine at Manchester",
            [
                ("speaker", "be called", "Femi"),
                ("speaker", "be", "a second-year medicine student at Manchester"),
            ],
        ),
    ],
)
def test_what_one_cannot_stand_without_i_and_a_year_of_a_subject_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-first development suite: these had been nothing, or one's whole name; and
    "never" after one's own is no part of who they are ("my wife never" had been the subject)."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Margaret. 71. Retired school cook. Widow.",
            [
                ("speaker", "be called", "Margaret"),
                ("speaker", "be", "71"),
                ("speaker", "be", "a retired school cook"),
                ("speaker", "be", "a widow"),
            ],
        ),
        (
            "Ken. 47. Retired. Widowed.",
            [
                ("speaker", "be called", "Ken"),
                ("speaker", "be", "47"),
                ("speaker", "be", "retired"),
                ("speaker", "be", "widowed"),
            ],
        ),
        (
            "training for the london marathon, running 40 miles a week",
            [
                ("speaker", "train for", "the london marathon"),
                ("speaker", "run", "40 miles a week"),
            ],
        ),
        (
            "I am 52 and I come from Enugu but live in Leeds now.",
            [
                ("speaker", "be", "52"),
                ("speaker", "come from", "Enugu"),
                ("speaker", "live in", "Leeds"),
            ],
        ),
        (
            "Both my daughters are at university, Ada studies law and Ngozi studies architecture.",
            [
                ("speaker", "have", "two daughters"),
                ("speaker's daughters", "be at", "university"),
                ("ada", "study", "law"),
                ("ngozi", "study", "architecture"),
            ],
        ),
        (
            "Our two cats hate each other.",
            [("speaker", "have", "two cats"), ("speaker's cats", "hate", "each other")],
        ),
        (
            "married to priya, shes a pharmacist",
            [("speaker", "be", "married to priya"), ("priya", "be", "a pharmacist")],
        ),
        (
            "Three grandchildren: Ellie, Sam and Ruby.",
            [("speaker", "have", "three grandchildren: Ellie, Sam and Ruby")],
        ),
    ],
)
def test_fragments_a_participle_but_and_children_counted_where_spoken_of_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-third development suite: "Retired school cook." and "Widow." after a name and
    an age are what one is; ", running …" and "but live in …" say more of the same person; "both
    my daughters" are two; a wife named in lower case is still who "she" is; and a count in
    words is not written with a capital mid-sentence."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Tomasz, 38, electrician from Gdańsk, been in Dublin 10 yrs",
            [
                ("speaker", "be called", "Tomasz"),
                ("speaker", "be", "38"),
                ("speaker", "be", "an electrician from Gdańsk"),
                ("speaker", "be in", "Dublin 10 years"),
            ],
        ),
        ("wife Kasia works in a bakery", [("speaker's wife kasia", "work in", "a bakery")]),
        (
            "I share a flat with my cousin Zainab, who is a lawyer.",
            [
                ("speaker", "live with", "my cousin Zainab"),
                ("speaker's cousin zainab", "be", "a lawyer"),
            ],
        ),
        (
            "Bernard here. Eighty-two years young, ex-merchant navy.",
            [
                ("speaker", "be called", "Bernard"),
                ("speaker", "be", "eighty-two"),
                ("speaker", "be in", "the merchant navy"),
            ],
        ),
        ("5 years old, my son is.", []),
        ("Had a hip replaced last spring.", [("speaker", "have", "a hip replaced")]),
        (
            "I do the crossword every morning with my coffee.",
            [("speaker", "do", "the crossword every morning with my coffee")],
        ),
        ("I do like cats.", [("speaker", "like", "cats")]),
        (
            "working part-time at Target on weekends",
            [("speaker", "work", "part-time at Target on weekends")],
        ),
        (
            "Every Tuesday I volunteer at the public library, reading to children.",
            [("speaker", "volunteer at", "the public library, reading to children every Tuesday")],
        ),
    ],
)
def test_years_young_ex_services_bare_kin_had_and_do_as_a_verb_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-fourth development suite: "Eighty-two years young" is an age and "ex-merchant
    navy" what one was; "wife Kasia" is one's wife; a relative clause after one's cousin named is
    hers; "Had …" and "working part-time at …" are one's own; "do" before "the crossword" is the
    verb (not before "like"); "yrs" are years; and ", reading to children" says how one
    volunteers, not a second thing one does."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "George Papadopoulos, retired greengrocer, 77.",
            [
                ("speaker", "be called", "George Papadopoulos"),
                ("speaker", "be", "77"),
                ("speaker", "be", "a retired greengrocer"),
            ],
        ),
        ("Milk, eggs, 12.", []),
        (
            "heyy im zoe 16 from brighton",
            [
                ("speaker", "be called", "Zoe"),
                ("speaker", "be", "16"),
                ("speaker", "be from", "brighton"),
            ],
        ),
        ("im back 10 minutes later", [("speaker", "be", "back 10 minutes later")]),
        (
            "doing my gcses this year, fav subject is art",
            [("speaker", "be", "doing my gcses"), ("speaker's favourite subject", "be", "art")],
        ),
        (
            "My wife Greta and I have run our bakery for 20 years.",
            [("speaker", "run", "our bakery with my wife Greta")],
        ),
        ("My wife and I have to leave.", [("speaker", "have to", "leave")]),
    ],
)
def test_a_name_before_work_and_age_an_age_without_a_comma_and_a_short_favourite_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-fifth development suite: a name, a work and an age in that order, "im zoe
    16" without a comma, "fav subject" and "doing my gcses" had been nothing, and "My wife Greta
    and I have run our bakery" had lost Greta."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "About me: 69, widowed, ex-librarian, live in Bath with my two cats (Miso and Tofu), "
            "volunteer at the Oxfam shop on Tuesdays, learning Italian.",
            [
                ("speaker", "be", "69"),
                ("speaker", "be", "widowed"),
                ("speaker", "be", "a librarian"),
                ("speaker", "live in", "Bath with my two cats called Miso and Tofu"),
                ("speaker", "volunteer at", "the Oxfam shop on Tuesdays"),
                ("speaker", "learn", "Italian"),
            ],
        ),
        (
            "Ana lives in Lisbon and Rita in Madrid",
            [("ana", "live in", "Lisbon"), ("rita", "live in", "Madrid")],
        ),
        ("I have two dogs (Max and Bess).", [("speaker", "have", "two dogs called Max and Bess")]),
        ("I live in London (Camden).", [("speaker", "live in", "London (Camden)")]),
    ],
)
def test_a_list_about_oneself_a_verb_said_once_for_two_and_names_in_brackets_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-sixth development suite: "About me: …" had been nothing, "… and Rita in
    Madrid" part of Ana's place, and names in brackets no names (a place in brackets stays)."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "hi there, leah, 35, used to work in marketing but just started as a primary teacher "
            "at Oakwood",
            [
                ("speaker", "be called", "Leah"),
                ("speaker", "be", "35"),
                ("speaker", "used to", "work in marketing"),
                ("speaker", "start", "as a primary teacher at Oakwood"),
            ],
        ),
        (
            "going to Japan in April with my sister!",
            [("speaker", "go to", "Japan in April with my sister")],
        ),
        (
            "broke my wrist last week falling off my bike",
            [("speaker", "break", "my wrist falling off my bike")],
        ),
        (
            "We have four children; the eldest, Tolu, is a doctor in Lagos.",
            [
                ("speaker", "have", "four children"),
                ("speaker's eldest tolu", "be", "a doctor in Lagos"),
            ],
        ),
        (
            "Bea here! 22, final year drama student at Leeds, from Cork originally",
            [
                ("speaker", "be called", "Bea"),
                ("speaker", "be", "22"),
                ("speaker", "be", "a final year drama student at Leeds"),
                ("speaker", "be from", "Cork originally"),
            ],
        ),
        ("12, 14 and 16 are even numbers.", []),
    ],
)
def test_what_one_used_to_do_plans_a_break_the_eldest_named_and_an_age_first_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-seventh development suite: "used to work in marketing" had been "an used to
    work in marketing", and the rest nothing (no "I") or another's ("eldest tolu")."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "salaam! karim, 40, taxi driver in Marseille, married with 3 kids",
            [
                ("speaker", "be called", "Karim"),
                ("speaker", "be", "40"),
                ("speaker", "be", "a taxi driver in Marseille"),
                ("speaker", "be", "married"),
                ("speaker", "have", "3 kids"),
            ],
        ),
        (
            "hey! sam (they/them), 27, software dev at a startup in Berlin",
            [
                ("speaker", "be called", "Sam"),
                ("speaker", "be", "27"),
                ("speaker", "be", "a software dev at a startup in Berlin"),
                ("speaker's pronouns", "be", "they/them"),
            ],
        ),
        (
            "I have two sons, both engineers: Rohan in Bangalore and Vikram in Toronto.",
            [
                (
                    "speaker",
                    "have",
                    "two sons, both engineers: Rohan in Bangalore and Vikram in Toronto",
                ),
                ("rohan", "live in", "Bangalore"),
                ("vikram", "live in", "Toronto"),
            ],
        ),
        (
            "I have two grandchildren: Olivia, who is 12, and Sam, who is 9.",
            [
                ("speaker", "have", "two grandchildren: Olivia, who is 12, and Sam, who is 9"),
                ("olivia", "be", "12"),
                ("sam", "be", "9"),
            ],
        ),
        (
            "My kids are Ana, 7, and Rita, 4.",
            [
                ("speaker's kids", "be", "Ana, 7, and Rita, 4"),
                ("ana", "be", "7"),
                ("rita", "be", "4"),
            ],
        ),
        (
            "Two dogs — Rex (5) and Bolt (3).",
            [
                ("speaker", "have", "two dogs — Rex and Bolt"),
                ("rex", "be", "5"),
                ("bolt", "be", "3"),
            ],
        ),
        (
            "I'm diabetic and walk 5km every morning.",
            [("speaker", "be", "diabetic"), ("speaker", "walk", "5km every morning")],
        ),
    ],
)
def test_a_state_with_children_pronouns_places_of_the_named_and_a_distance_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-eighth development suite: each had been read as one object, or, with the
    pronouns in the way, as nothing."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("Honestly I'm terrified of heights.", [("speaker", "be", "terrified of heights")]),
        (
            "wife's called maureen, she does the books for a garage",
            [
                ("speaker's wife", "be called", "Maureen"),
                ("speaker's wife", "do", "the books for a garage"),
            ],
        ),
        ("son lives in leeds", [("speaker's son", "live in", "leeds")]),
        (
            "wife passed 3 years ago, her name was sandra",
            [("speaker's wife", "pass", "3 years ago"), ("speaker's wife", "be called", "Sandra")],
        ),
        ("dad died last year", [("speaker's dad", "die", "last year")]),
        (
            "got a lad, jamie, hes 30 and lives in australia",
            [
                ("speaker", "have", "a son, jamie"),
                ("speaker's son jamie", "be", "30"),
                ("speaker's son jamie", "live in", "australia"),
            ],
        ),
        ("our lad is 12", [("speaker's son", "be", "12")]),
        (
            "doing a half marathon in october for the hospice",
            [("speaker", "run", "a half marathon in october for the hospice")],
        ),
        ("doing a triathlon in june", [("speaker", "be", "doing a triathlon in june")]),
        (
            "hiya becky 34 hairdresser, got my own salon in swansea",
            [
                ("speaker", "be called", "Becky"),
                ("speaker", "be", "34"),
                ("speaker", "be", "a hairdresser"),
                ("speaker", "get", "my own salon in swansea"),
            ],
        ),
        (
            "got a lad coming to fix the boiler",
            [("speaker", "have", "a lad coming to fix the boiler")],
        ),
        (
            "I've got a cat, too, she's 3",
            [("speaker", "have", "a cat, too"), ("speaker's cat", "be", "3")],
        ),
        (
            "Bad knees, so I walk slowly.",
            [("speaker", "have", "bad knees"), ("speaker", "walk", "slowly")],
        ),
        (
            "got two grandkids now, alfie and rosie",
            [("speaker", "have", "two grandkids, alfie and rosie")],
        ),
        (
            "Married to Daniel, who's a pilot with Singapore Airlines.",
            [
                ("speaker", "be", "married to Daniel"),
                ("daniel", "be", "a pilot with Singapore Airlines"),
            ],
        ),
        (
            "I live with Sam, who is a nurse.",
            [("speaker", "live with", "Sam"), ("sam", "be", "a nurse")],
        ),
        ("Gluten intolerant.", [("speaker", "be", "gluten intolerant")]),
        (
            "I'm Helga, 74, a retired nurse from Hamburg, living in Brighton now.",
            [
                ("speaker", "be called", "Helga"),
                ("speaker", "be", "74"),
                ("speaker", "be", "a retired nurse from Hamburg"),
                ("speaker", "live in", "Brighton"),
            ],
        ),
        ("Lactose intolerant people can't digest milk.", []),
    ],
)
def test_an_aside_first_kin_without_my_a_bad_part_and_names_after_now_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a forty-ninth development suite: "honestly i" was read as who is terrified, "wife's
    called maureen" and "bad hip" as nothing, and "now," took its comma with it, so the names
    after it were no longer told apart from the grandkids."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("obsessed w kpop, bts mainly", [("speaker", "love", "kpop, bts mainly")]),
        ("Crazy about jazz.", [("speaker", "love", "jazz")]),
        ("Husband's a taxi driver, Femi.", [("speaker's husband femi", "be", "a taxi driver")]),
        ("My sister is a nurse, Anna.", [("speaker's sister anna", "be", "a nurse")]),
        (
            "Parkrun every Saturday morning.",
            [("speaker", "have", "parkrun every Saturday morning")],
        ),
        ("Yoga every Tuesday.", [("speaker", "have", "yoga every Tuesday")]),
        ("Same every day.", []),
    ],
)
def test_a_love_a_kin_named_after_what_they_are_and_a_habit_said_in_fragments_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a fifty-third development suite: "obsessed w kpop", "Husband's a taxi driver, Femi"
    (his name read as part of his work) and "Parkrun every Saturday morning" were read as
    nothing, or wrongly."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Moira, 71. Retired midwife. Born in Dundee, raised in Perth.",
            [
                ("speaker", "be called", "Moira"),
                ("speaker", "be", "71"),
                ("speaker", "be", "a retired midwife"),
                ("speaker", "be born in", "Dundee"),
                ("speaker", "grow", "up in Perth"),
            ],
        ),
        ("Proud dad of two boys.", [("speaker", "have", "two boys")]),
        (
            "My son was born in Leeds, raised in York.",
            [("speaker's son", "be born in", "Leeds, raised in York")],
        ),
        ("Bowls on a Thursday afternoon.", [("speaker", "play", "bowls on a Thursday afternoon")]),
        ("live w my nan and my little bro", [("speaker", "live with", "my nan and my little bro")]),
        (
            "play 5 a side every weds",
            [("speaker", "play", "five-a-side football every weds")],
        ),
        (
            "gf works at a nail bar, shes called tia",
            [("speaker's gf", "work at", "a nail bar"), ("speaker's gf", "be called", "Tia")],
        ),
        (
            "I've taken up the sitar again after twenty years.",
            [("speaker", "take", "up the sitar again after twenty years")],
        ),
        ("Play some music every day for me", []),
        (
            "Hiya, Gwen here. 58, dinner lady at the local primary.",
            [
                ("speaker", "be called", "Gwen"),
                ("speaker", "be", "58"),
                ("speaker", "be", "a dinner lady at the local primary"),
            ],
        ),
        (
            "Used to live in Cardiff, moved to Merthyr in 2010.",
            [("speaker", "used to", "live in Cardiff"), ("speaker", "live in", "Merthyr")],
        ),
        ("Can't eat onions, they don't agree with me.", [("speaker", "eat", "onions")]),
        (
            "part time at nandos on weekends",
            [("speaker", "work", "part time at nandos on weekends")],
        ),
        ("Used to it by now.", []),
        (
            "live on a houseboat in hackney with my gf lou",
            [("speaker", "live on", "a houseboat in hackney with my gf lou")],
        ),
        (
            "Good afternoon. Edith Walsh, 84, retired headmistress.",
            [
                ("speaker", "be called", "Edith Walsh"),
                ("speaker", "be", "84"),
                ("speaker", "be", "a retired headmistress"),
            ],
        ),
    ],
)
def test_fragments_of_an_introduction_a_text_and_a_participle_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a fifty-fourth development suite: "Moira, 71." did not open an introduction in
    fragments (so "Retired midwife." was lost), "raised in Perth" was part of where one was
    born, "Grandma to five", "Bowls on a Thursday afternoon", "live w my nan" and "play 5 a side
    every weds" were read as nothing, "gf works" was nobody's, and "I've taken up" was having
    "taken up the sitar"."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("share a house with 4 other lads", [("speaker", "live with", "4 other lads")]),
        ("Share it with me.", []),
        (
            "originally from gdansk, been in the uk 3 years",
            [("speaker", "be from", "gdansk"), ("speaker", "be in", "the uk 3 years")],
        ),
    ],
)
def test_a_shared_house_and_how_long_after_a_comma_are_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a fifty-eighth development suite: "share a house with 4 other lads" was read as
    nothing (the model answered "I'll make sure to share my home with the other 4 lads"), and
    "been in the uk 3 years" was part of where one is from."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "cant eat peanuts, proper allergic",
            [("speaker", "eat", "peanuts, proper allergic", "negative")],
        ),
        ("I dont drink coffee.", [("speaker", "drink", "coffee", "negative")]),
        (
            "I do two days a week at a practice in Luton.",
            [("speaker", "work", "two days a week at a practice in Luton", "positive")],
        ),
        (
            "Sanjay, 61, a semi-retired GP, still do two days a week at a practice in Luton.",
            [
                ("speaker", "be called", "Sanjay", "positive"),
                ("speaker", "be", "61", "positive"),
                ("speaker", "be", "a semi-retired GP", "positive"),
                ("speaker", "work", "two days a week at a practice in Luton", "positive"),
            ],
        ),
        ("I do the dishes twice a day.", [("speaker", "do", "the dishes twice a day", "positive")]),
    ],
)
def test_a_negative_typed_without_its_apostrophe_and_days_of_work_are_read(
    text: str, claims: list[tuple[str, str, str, str]]
) -> None:
    """From a fifty-ninth development suite: "cant eat peanuts" was read as nothing (a negative
    typed without its apostrophe), and "still do two days a week at a practice" as what one is
    (the model answered "12 days a week to work with me!")."""
    found = analyse(text).claims
    assert [(c.subject_key, c.predicate, c.object, c.polarity) for c in found] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Married to Kemi, we've got twin boys, Dayo and Femi, they're 6.",
            [
                ("speaker", "be", "married to Kemi"),
                ("speaker", "have", "twin boys, Dayo and Femi"),
                ("speaker's twins", "be", "6"),
            ],
        ),
        (
            "We have two kids, they're at school in Leeds.",
            [("speaker", "have", "two kids"), ("speaker's kids", "be at", "school in Leeds")],
        ),
        (
            "I run half marathons, did the Great North Run last year.",
            [("speaker", "run", "half marathons"), ("speaker", "do", "the Great North Run")],
        ),
        (
            "Good evening. I'm Graham, 67, recently retired from the fire service after 32 years.",
            [
                ("speaker", "be called", "Graham"),
                ("speaker", "be", "67"),
                ("speaker", "retire from", "the fire service after 32 years"),
            ],
        ),
        (
            "Hey, I'm Ifeoma but everyone calls me Ify.",
            [("speaker", "be called", "Ifeoma"), ("speaker's nickname", "be", "Ify")],
        ),
        ("My friends call me Bash.", [("speaker's nickname", "be", "Bash")]),
        (
            "Dave, 70, retired as a headteacher.",
            [
                ("speaker", "be called", "Dave"),
                ("speaker", "be", "70"),
                ("speaker", "retire", "as a headteacher"),
            ],
        ),
    ],
)
def test_several_of_ones_own_are_they_and_a_thing_done_after_a_comma_is_a_claim(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a sixtieth development suite: "they're 6" after "twin boys, Dayo and Femi" was said
    of no one (the model gave the twins' age as 20), and "did the Great North Run last year"
    after a comma was more of what one runs, so the race was not found; from a sixty-first,
    "recently retired from the fire service after 32 years" was read as what one is ("a recently
    retired from the fire service years": "after 32" had been cut as a time of day); from a
    sixty-second, "everyone calls me Ify" was read as nothing."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "my boyfriends called dev, hes a chef",
            [("speaker's boyfriend", "be called", "Dev"), ("speaker's boyfriend", "be", "a chef")],
        ),
        ("my mums called jo", [("speaker's mum", "be called", "Jo")]),
        ("my sons called me back", [("speaker's sons", "call", "me back")]),
        ("my dads named after his grandad", [("speaker's dads", "name", "after his grandad")]),
    ],
)
def test_ones_own_called_a_name_is_one_person_typed_without_an_apostrophe(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a sixty-third development suite: "my boyfriends called dev" was read as several
    boyfriends phoning Dev, so "What does Dev do?" found nothing; "called" before a pronoun
    ("me back") or "named after" still says what was done."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "ollie 15, year 10",
            [
                ("speaker", "be called", "Ollie"),
                ("speaker", "be", "15"),
                ("speaker", "be in", "year 10"),
            ],
        ),
        (
            "sam, 22, from leeds",
            [
                ("speaker", "be called", "Sam"),
                ("speaker", "be", "22"),
                ("speaker", "be from", "leeds"),
            ],
        ),
        ("Table 4, near the window.", []),
        ("eggs, 12, milk", []),
        ("Leeds 3, Chelsea 1", []),
        (
            "josh 17 doing a levels",
            [
                ("speaker", "be called", "Josh"),
                ("speaker", "be", "17"),
                ("speaker", "be", "doing a levels"),
            ],
        ),
        ("Room 12, from 3pm", []),
        ("Bus 42 from Leeds.", []),
        ("maths physics and chemistry", [("speaker", "study", "maths, physics and chemistry")]),
        ("art", []),
        ("type 1 diabetic", [("speaker", "be", "type 1 diabetic")]),
        ("Coeliac.", [("speaker", "be", "coeliac")]),
        ("diabetic?", []),
        ("part time job at greggs", [("speaker", "have", "a part time job at greggs")]),
        (
            "Saturday job at the garden centre.",
            [("speaker", "have", "a Saturday job at the garden centre")],
        ),
        ("a job in london would be nice", []),
        (
            "apprentice electrician in swansea",
            [("speaker", "be", "an apprentice electrician in swansea")],
        ),
        ("Student nurse at the Royal.", [("speaker", "be", "a student nurse at the Royal")]),
        ("senior moment lol", []),
        ("dinner at 8", []),
        (
            "I have swimming lessons on Tuesdays.",
            [("speaker", "have", "swimming lessons on Tuesdays")],
        ),
        ("I've been swimming every day.", [("speaker", "swim", "every day")]),
        (
            "Our daughter Leila is 23 and a vet in Cambridge.",
            [
                ("speaker's daughter leila", "be", "23"),
                ("speaker's daughter leila", "be", "a vet in Cambridge"),
            ],
        ),
        (
            "My neighbour Bethan pops in every evening.",
            [("speaker's neighbour bethan", "pop in", "every evening")],
        ),
        (
            "Hello, Harold, 90 next month, former RAF engineer.",
            [
                ("speaker", "be called", "Harold"),
                ("speaker", "be", "89"),
                ("speaker", "be", "a former RAF engineer"),
            ],
        ),
        (
            "liam 34 plasterer from derby",
            [
                ("speaker", "be called", "Liam"),
                ("speaker", "be", "34"),
                ("speaker", "be", "a plasterer from derby"),
            ],
        ),
        ("room 12 cleaners only", []),
        ("I 34 teacher", []),
        (
            "me and my girlfriend rosa just moved in together",
            [("speaker", "live with", "my girlfriend Rosa")],
        ),
        (
            "me n my fiance dev are getting married in may",
            [("speaker", "get", "married to my fiance Dev in may")],
        ),
        ("me and my mate went fishing", [("speaker", "go", "fishing with my mate")]),
        (
            "ok so im priya im 29 and i live with my husband arjun who is a software developer",
            [
                ("speaker", "be called", "Priya"),
                ("speaker", "be", "29"),
                ("speaker", "live with", "my husband Arjun"),
                ("speaker's husband arjun", "be", "a software developer"),
            ],
        ),
        (
            "I'm Tom, I'm 19 weeks pregnant",
            [("speaker", "be called", "Tom"), ("speaker", "be", "19 weeks pregnant")],
        ),
        (
            "George here. 82. Widower.",
            [
                ("speaker", "be called", "George"),
                ("speaker", "be", "82"),
                ("speaker", "be", "a widower"),
            ],
        ),
        (
            "im pregnant with our first, due in april",
            [("speaker", "be", "pregnant"), ("speaker", "expect", "our first baby in april")],
        ),
        (
            "tom, 23, ft uni student (history) at durham",
            [
                ("speaker", "be called", "Tom"),
                ("speaker", "be", "23"),
                ("speaker", "study", "history at durham"),
            ],
        ),
        ("I'm a student (law) at Leeds", [("speaker", "study", "law at Leeds")]),
        (
            "Olu Adeyemi, 66, retired bus driver, Peckham.",
            [
                ("speaker", "be called", "Olu Adeyemi"),
                ("speaker", "be", "66"),
                ("speaker", "be", "a retired bus driver"),
                ("speaker", "live in", "Peckham"),
            ],
        ),
        (
            "Sarah, 34, nurse, Catholic.",
            [
                ("speaker", "be called", "Sarah"),
                ("speaker", "be", "34"),
                ("speaker", "be", "a nurse"),
                ("speaker", "be", "a Catholic"),
            ],
        ),
        (
            "Hello, I am Carmen, I have 34 years and I am from Sevilla",
            [
                ("speaker", "be called", "Carmen"),
                ("speaker", "be", "34"),
                ("speaker", "be from", "Sevilla"),
            ],
        ),
        (
            "I have 3 years left on my contract",
            [("speaker", "have", "3 years left on my contract")],
        ),
        (
            "my husband is called Jorge and works of electrician",
            [
                ("speaker's husband", "be called", "Jorge"),
                ("speaker's husband", "work", "as an electrician"),
            ],
        ),
        ("I love works of art", [("speaker", "love", "works of art")]),
        (
            "Kavita Rao; 52; consultant anaesthetist; Leeds General.",
            [
                ("speaker", "be called", "Kavita Rao"),
                ("speaker", "be", "52"),
                ("speaker", "be", "a consultant anaesthetist"),
                ("speaker", "work at", "Leeds General"),
            ],
        ),
        (
            "Married to Sunil (accountant); two sons, 17 and 20.",
            [
                ("speaker", "be", "married to Sunil"),
                ("speaker", "have", "two sons, 17 and 20"),
                ("sunil", "be", "an accountant"),
            ],
        ),
        (
            "sorry I meant he's 8 now, his birthday was last week",
            [("he", "be", "8"), ("his birthday", "be", "last week")],
        ),
        (
            "I keep an allotment, mostly leeks and runner beans.",
            [("speaker", "keep", "an allotment"), ("speaker", "grow", "leeks and runner beans")],
        ),
    ],
)
def test_a_name_in_lower_case_is_one_before_an_age_and_a_school_year_or_a_home(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a sixty-second development suite: "ollie 15, year 10" was read as nothing (a name
    in lower case, with no comma before the age), so "what year am i in" was not answered; a
    school year, a home or one's studies after the age say it is an introduction, and a table
    booked, a shopping list or a score are none. From a sixty-fifth, "josh 17 doing a levels"
    (no comma at all) and the subjects typed alone after it were read as nothing; a room or a
    bus by its number is still no name. From a sixty-eighth, "type 1 diabetic" typed alone was
    read as nothing ("Coeliac." as a name). From a seventieth, a job typed alone ("part time job
    at greggs") was read as nothing; one wished for is none. A job title typed alone with what
    kind of worker one is ("apprentice electrician in swansea") is what one is; "I have
    swimming lessons" had been read as swimming "lessons". From a seventy-third, "is 23 and a
    vet" was one thing she is, and "pops in" no verb. From a seventy-fourth, an age one turns
    next month made an introduction nothing."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "Name: Hannah Price. Age: 41. Job: midwife. Home: Swansea.",
            [
                ("speaker", "be called", "Hannah Price"),
                ("speaker", "be", "41"),
                ("speaker", "be", "a midwife"),
                ("speaker", "live in", "Swansea"),
            ],
        ),
        ("From: Cork", [("speaker", "be from", "Cork")]),
        (
            "Partner: Gareth, a welder.",
            [("speaker's partner", "be called", "Gareth"), ("gareth", "be", "a welder")],
        ),
        (
            "Sister: Ana, lives in Porto.",
            [("speaker's sister", "be called", "Ana"), ("ana", "live in", "Porto")],
        ),
        (
            "Kids: none, but two dogs, Bramble and Pip.",
            [("speaker", "have", "no kids"), ("speaker", "have", "two dogs, Bramble and Pip")],
        ),
        (
            "Hobbies: open water swimming, and choir on Wednesdays.",
            [("speaker's hobbies", "be", "open water swimming, and choir on Wednesdays")],
        ),
        (
            "my wife is called selin shes a pharmacist at boots",
            [
                ("speaker's wife", "be called", "Selin"),
                ("speaker's wife", "be", "a pharmacist at boots"),
            ],
        ),
        ("Actually, correction: I'm 42.", [("speaker", "be", "42")]),
        ("she is called what she is called", [("she", "be", "called what she is called")]),
        ("My good name is Ravi Kumar.", [("speaker", "be called", "Ravi Kumar")]),
        (
            "I am married since 2019, wife name is Lakshmi, she is doing MBA.",
            [
                ("speaker", "be", "married"),
                ("speaker's wife", "be called", "Lakshmi"),
                ("speaker's wife", "be", "doing MBA"),
            ],
        ),
    ],
)
def test_a_form_a_name_run_on_and_a_correction_after_its_label(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """From a seventy-ninth development suite: a form ("Home: Swansea", "Partner: Gareth, a
    welder", "Kids: none, but …") was read for its name, age and job only; "my wife is called
    selin shes a pharmacist" was one thing she is called; "Actually, correction: I'm 42" said
    nothing. A name is not run on where none is given. From an eightieth, Indian English's "my
    good name" and "wife name is Lakshmi" were read as a "good name" and as being married to a
    name."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        (
            "lol hi I'm Zoe 🙃 24, I work at a call centre (kill me)",
            [
                ("speaker", "be called", "Zoe", "positive"),
                ("speaker", "be", "24", "positive"),
                ("speaker", "work at", "a call centre", "positive"),
            ],
        ),
        (
            "we've got a cat called Mochi, she has kidney disease bless her",
            [
                ("speaker", "have", "a cat called Mochi", "positive"),
                ("speaker's cat mochi", "have", "kidney disease", "positive"),
            ],
        ),
        (
            "As a type 2 diabetic, what snacks are good for me in the afternoon?",
            [("speaker", "be", "a type 2 diabetic", "positive")],
        ),
        ("As a matter of fact, what time is it?", []),
        (
            "I'm Malcolm by the way, 58, lorry driver, married to Sue.",
            [
                ("speaker", "be called", "Malcolm", "positive"),
                ("speaker", "be", "58", "positive"),
                ("speaker", "be", "a lorry driver", "positive"),
                ("speaker", "be", "married to Sue", "positive"),
            ],
        ),
        (
            "We just got back from Crete yesterday, lovely fortnight.",
            [("speaker", "go to", "Crete, lovely fortnight", "positive")],
        ),
        (
            "Actually no, Tom is my son, not my brother.",
            [("tom", "be", "my son", "positive"), ("tom", "be", "my brother", "negative")],
        ),
        (
            "I'm off to Spain next Friday for a week with the girls.",
            [("speaker", "go to", "Spain with the girls", "positive")],
        ),
        (
            "My best mate from home, Callum, is an apprentice plumber.",
            [("speaker's best mate callum", "be", "an apprentice plumber", "positive")],
        ),
        (
            "Quick intro:\n- Olu, 39\n- Nurse at St Thomas'\n- Two boys, Tobi (8) and Femi (5)",
            [
                ("speaker", "be called", "Olu", "positive"),
                ("speaker", "be", "39", "positive"),
                ("speaker", "be", "a Nurse at St Thomas", "positive"),
                ("speaker", "have", "two boys, Tobi and Femi", "positive"),
                ("tobi", "be", "8", "positive"),
                ("femi", "be", "5", "positive"),
            ],
        ),
        (
            "What's a good gift for my wife Kemi, she loves gardening?",
            [("speaker's wife kemi", "love", "gardening", "positive")],
        ),
        (
            "hej, I'm Sven from Sweden, living in Edinburgh for 3 years now",
            [
                ("speaker", "be called", "Sven", "positive"),
                ("speaker", "be from", "Sweden", "positive"),
                ("speaker", "live in", "Edinburgh", "positive"),
            ],
        ),
        (
            "Leanne, 37, nurse, and I've got two kids.",
            [
                ("speaker", "be called", "Leanne", "positive"),
                ("speaker", "be", "37", "positive"),
                ("speaker", "be", "a nurse", "positive"),
                ("speaker", "have", "two kids", "positive"),
            ],
        ),
        (
            "Daughter Karen lives next door, son Mick's in Australia",
            [
                ("speaker's daughter karen", "live", "next door", "positive"),
                ("speaker's son mick", "be in", "Australia", "positive"),
            ],
        ),
        (
            "my thesis is on malaria in children, due in May",
            [
                ("speaker's thesis", "be on", "malaria in children", "positive"),
                ("speaker's thesis", "be", "due in May", "positive"),
            ],
        ),
        ("My essay's due on Friday", [("speaker's essay", "be", "due", "positive")]),
    ],
)
def test_emoji_asides_and_what_one_is_said_in_a_question(
    text: str, claims: list[tuple[str, str, str, str]]
) -> None:
    """From an eighty-first development suite: an emoji and a laugh before an introduction, an
    aside in brackets ("(kill me)"), "bless her" and "by the way" were read as part of what was
    said; "As a type 2 diabetic, what …?" said nothing; a trip come back from was no trip; and
    "Tom is my son, not my brother" said he was both. From an eighty-second, "I'm off to Spain"
    was no going, "My best mate from home, Callum, is …" said nothing, and "…, nurse, and I've got
    two kids" made one "an". From an eighty-fourth, an introduction in a list of lines was read
    for a name and an age only, a wife named in a question about a gift not at all, and "hej" was
    no greeting. From an eighty-fifth, "…, son Mick's in Australia" was said of the daughter named
    before it, a thesis's due date was part of what it is on, and "my essay's due" said nothing."""
    found = [(c.subject_key, c.predicate, c.object, c.polarity) for c in analyse(text).claims]
    assert found == claims


@pytest.mark.parametrize(
    ("text", "intent", "claims"),
    [
        (
            "my back hurts after the gym, what should i do",
            "question",
            [("speaker's back", "hurt", "after the gym", "positive")],
        ),
        (
            "my sister Ines is getting married in June, what gift would be nice",
            "question",
            [("speaker's sister ines", "get", "married in June", "positive")],
        ),
        (
            "my kid wants to be a sniper in call of duty, any tips",
            "question",
            [("speaker's kid", "want to", "be a sniper in call of duty", "positive")],
        ),
        (
            "My son, who is 12, loves chess",
            "statement",
            [
                ("speaker's son", "be", "12", "positive"),
                ("speaker's son", "love", "chess", "positive"),
            ],
        ),
        (
            "gf = priya, shes a nurse",
            "statement",
            [
                ("speaker's gf", "be called", "Priya", "positive"),
                ("speaker's gf", "be", "a nurse", "positive"),
            ],
        ),
        (
            "my son is 12 he loves chess",
            "statement",
            [
                ("speaker's son", "be", "12", "positive"),
                ("speaker's son", "love", "chess", "positive"),
            ],
        ),
        (
            "Name's Gordon. Retired marine engineer, 69, Aberdeen.",
            "statement",
            [
                ("speaker", "be called", "Gordon", "positive"),
                ("speaker", "be", "69", "positive"),
                ("speaker", "be", "a retired marine engineer", "positive"),
                ("speaker", "live in", "Aberdeen", "positive"),
            ],
        ),
        (
            "hiii I'm Yuki 😊 from Osaka, doing a year abroad in Glasgow studying English lit",
            "statement",
            [
                ("speaker", "be called", "Yuki", "positive"),
                ("speaker", "be from", "Osaka", "positive"),
                ("speaker", "be", "doing a year abroad in Glasgow", "positive"),
                ("speaker", "study", "English lit", "positive"),
            ],
        ),
        (
            "My son Tomás is 12. We also have a dog called Bolt, a border collie, he's 3.",
            "statement",
            [
                ("speaker's son tomás", "be", "12", "positive"),
                ("speaker", "have", "a dog called Bolt", "positive"),
                ("speaker's dog bolt", "be", "a border collie", "positive"),
                ("speaker's dog bolt", "be", "3", "positive"),
            ],
        ),
        ("heyy its lena!!", "statement", [("speaker", "be called", "Lena", "positive")]),
        ("Hello, this is Maggie.", "statement", [("speaker", "be called", "Maggie", "positive")]),
        ("hey it's me", "statement", [("it", "be", "me", "positive")]),
        (
            "i live in peckham w my flatmate jo",
            "statement",
            [("speaker", "live in", "peckham with my flatmate Jo", "positive")],
        ),
        (
            "i'm worried about my son tbh",
            "statement",
            [("speaker", "be", "worried about my son", "positive")],
        ),
        (
            "GOOD MORNING MY NAME IS WALTER AND I AM 79",
            "statement",
            [("speaker", "be called", "Walter", "positive"), ("speaker", "be", "79", "positive")],
        ),
        (
            "MY DAUGHTER CAROL IS A TEACHER IN PERTH",
            "statement",
            [("speaker's daughter carol", "be", "a teacher in perth", "positive")],
        ),
        (
            "me n my girl ama been together 5 years, she does nails",
            "statement",
            [
                ("speaker", "be", "together with my girlfriend Ama 5 years", "positive"),
                ("speaker's girlfriend ama", "do", "nails", "positive"),
            ],
        ),
        (
            "I live with my girlfriend Ama, she is a nurse",
            "statement",
            [
                ("speaker", "live with", "my girlfriend Ama", "positive"),
                ("speaker's girlfriend ama", "be", "a nurse", "positive"),
            ],
        ),
        ("he does his homework", "statement", [("he", "do", "his homework", "positive")]),
        ("does she miss me", "question", []),
        (
            "omg hi!! jade here 💅 19 and working at a nail salon in leeds",
            "statement",
            [
                ("speaker", "be called", "Jade", "positive"),
                ("speaker", "be", "19", "positive"),
                ("speaker", "work at", "a nail salon in leeds", "positive"),
            ],
        ),
        (
            "Dear assistant, I am Hannah Schmidt, a 45-year-old solicitor based in Manchester.",
            "statement",
            [
                ("speaker", "be called", "Hannah Schmidt", "positive"),
                ("speaker", "be", "a 45-year-old solicitor based in Manchester", "positive"),
            ],
        ),
        (
            "my bff chloe works there too, shes the manager",
            "statement",
            [
                ("speaker's bff chloe", "work", "there too", "positive"),
                ("speaker's bff chloe", "be", "the manager", "positive"),
            ],
        ),
        (
            "About me:\n- Priya, 33\n- software tester in Bangalore\n- married to Karthik, he's a "
            "chef\n- one son, Aarav, 4",
            "statement",
            [
                ("speaker", "be called", "Priya", "positive"),
                ("speaker", "be", "33", "positive"),
                ("speaker", "be", "a software tester in Bangalore", "positive"),
                ("speaker", "be", "married to Karthik", "positive"),
                ("karthik", "be", "a chef", "positive"),
                ("speaker", "have", "one son, Aarav", "positive"),
                ("speaker's son aarav", "be", "4", "positive"),
            ],
        ),
        (
            "hi im zoe im 27 i work in marketing in leeds and i live with my boyfriend sam hes a "
            "plumber we have two cats mango and kiwi",
            "statement",
            [
                ("speaker", "be called", "Zoe", "positive"),
                ("speaker", "be", "27", "positive"),
                ("speaker", "work in", "marketing in leeds", "positive"),
                ("speaker", "live with", "my boyfriend sam", "positive"),
                ("speaker's boyfriend sam", "be", "a plumber", "positive"),
                ("speaker", "have", "two cats called mango and kiwi", "positive"),
            ],
        ),
        (
            "my son tom he loves chess",
            "statement",
            [("speaker's son tom", "love", "chess", "positive")],
        ),
        (
            "my older brother marcus works at a gym, hes a personal trainer",
            "statement",
            [
                ("speaker's older brother marcus", "work at", "a gym", "positive"),
                ("speaker's older brother marcus", "be", "a personal trainer", "positive"),
            ],
        ),
        (
            "Hi! Lucía here, 26, Spanish, I work as a nanny in London.",
            "statement",
            [
                ("speaker", "be called", "Lucía", "positive"),
                ("speaker", "be", "26", "positive"),
                ("speaker", "be", "Spanish", "positive"),
                ("speaker", "work", "as a nanny in London", "positive"),
            ],
        ),
        (
            "hiya shaz 28 hairdresser in blackpool",
            "statement",
            [
                ("speaker", "be called", "Shaz", "positive"),
                ("speaker", "be", "28", "positive"),
                ("speaker", "be", "a hairdresser in blackpool", "positive"),
            ],
        ),
        (
            "alright gaz here 33 scaffolder from sunderland",
            "statement",
            [
                ("speaker", "be called", "Gaz", "positive"),
                ("speaker", "be", "33", "positive"),
                ("speaker", "be", "a scaffolder from sunderland", "positive"),
            ],
        ),
        ("hi team 30 volunteers needed", "greeting", []),
        (
            "me and the missus tracy got married in june",
            "statement",
            [("speaker", "get", "married to my wife Tracy in june", "positive")],
        ),
        (
            "Hello dear, I'm Margaret, 81, a retired seamstress from Bath.",
            "statement",
            [
                ("speaker", "be called", "Margaret", "positive"),
                ("speaker", "be", "81", "positive"),
                ("speaker", "be", "a retired seamstress from Bath", "positive"),
            ],
        ),
        (
            "Hello love, I'm Margaret, 81, a retired seamstress from Bath.",
            "statement",
            [
                ("speaker", "be called", "Margaret", "positive"),
                ("speaker", "be", "81", "positive"),
                ("speaker", "be", "a retired seamstress from Bath", "positive"),
            ],
        ),
        ("Hello love!", "greeting", []),
        (
            "my little brother kwame is 15 and into football",
            "statement",
            [
                ("speaker's little brother kwame", "be", "15", "positive"),
                ("speaker's little brother kwame", "love", "football", "positive"),
            ],
        ),
        (
            "she's into her second year now",
            "statement",
            [("she", "be into", "her second year", "positive")],
        ),
        (
            "my best friend mia has a horse too, hes called bramble",
            "statement",
            [("speaker's best friend mia", "have", "a horse named bramble", "positive")],
        ),
        (
            "Name's Ray. 66. Retired bus driver.",
            "statement",
            [
                ("speaker", "be called", "Ray", "positive"),
                ("speaker", "be", "66", "positive"),
                ("speaker", "be", "a retired bus driver", "positive"),
            ],
        ),
    ],
)
def test_a_question_asked_after_what_is_told_and_names_typed_in_haste(
    text: str, intent: str, claims: list[tuple[str, str, str, str]]
) -> None:
    """Found by talking to the mind: "my back hurts after the gym, what should i do" was noted
    as a fact whose object held the question, and never answered; "gf = priya" lost the name;
    "he's 3" after "a dog called Bolt, a border collie" was said of the son named before. From
    an eighty-sixth development suite: work, age and town as fragments after "Name's Gordon."
    said nothing, and "hiii" and an emoji before "from Osaka" lost the name and the studies.
    From an eighty-seventh: "heyy its lena!!" (and "Hello, this is Maggie.") gave no name, and a
    flatmate named in lower case at the end of the message ("… w my flatmate jo") was no one
    "jo is a barista" could be said of. From an eighty-eighth: a message all in capitals was
    read with every word a name ("GOOD MORNING MY NAME IS WALTER …" gave no name), "she does
    nails" was read as her nailing, and "she" after "… with my girlfriend Ama" (and "me n my
    girl ama been together 5 years") was no one. From an eighty-ninth: "jade here 💅 19 and
    working at …" and "Dear assistant, I am Hannah Schmidt, a 45-year-old solicitor …" gave no
    name. From a ninetieth: in a list on lines, "- married to Karthik, he's a chef" was read
    as the person being "a he is a chef", and "- one son, Aarav, 4" gave the person the son's
    age. From a ninety-first: "Name's Ray. 66. Retired bus driver." gave the name alone. From
    a ninety-second: "mia has a horse too, hes called bramble" named Mia Bramble. From a
    ninety-third: one long message without stops ran a boyfriend's name into what he is and
    that into two cats named without "called"; "my son tom he loves chess" made "tom he" a
    name. From a ninety-fourth's held-out twin: in "my older brother marcus works at a gym" the
    name was read as the verb. From a ninety-ninth: "Spanish" in an introduction was "a
    Spanish". From held-out twins: an introduction typed without commas ("hiya shaz 28
    hairdresser in blackpool") said nothing, and "me and the missus kelly" named no wife (nor
    would "my wife kelly": a name ending in "-ly" was taken for an adverb). From a hundred and
    second: "Hello dear, I'm Margaret, 81, …" said nothing (whom a greeting is said to stood in
    the way; "Hello love" was someone loving), and a brother "15 and into football" was 15 and
    nothing else."""
    analysis = analyse(text)
    found = [(c.subject_key, c.predicate, c.object, c.polarity) for c in analysis.claims]
    assert (analysis.intent, found) == (intent, claims)


@pytest.mark.parametrize(
    "rewrite",
    [*WHOLE_REWRITES, *PLAIN_REWRITES],
    ids=[rewrite.does for rewrite in (*WHOLE_REWRITES, *PLAIN_REWRITES)],
)
def test_each_rewrite_makes_of_its_example_what_it_says(rewrite: Rewrite) -> None:
    """The tables of rewrites say, in order, how a sentence is said again before its claims are
    read; each one's example is what it does."""
    said, plainly = rewrite.example
    assert rewrite.apply(said) == plainly


def test_a_rewrite_leaves_a_sentence_it_has_nothing_to_do_with_as_it_is() -> None:
    sentence = "The weather in Oslo is cold."
    assert all(r.apply(sentence) == sentence for r in (*WHOLE_REWRITES, *PLAIN_REWRITES))


@pytest.mark.parametrize(
    ("text", "claims"),
    [
        ("My son and his wife never visit.", []),
        (
            "My son and his wife just bought a house.",
            [("speaker's son", "buy", "a house with his wife")],
        ),
        (
            "My son and his wife run a café and I help out at weekends.",
            [
                ("speaker's son", "run", "a café with his wife"),
                ("speaker", "help", "out at weekends"),
            ],
        ),
        (
            "My daughter and her husband are both visiting us this weekend.",
            [
                ("speaker's daughter", "visit", "us this weekend"),
                ("speaker's daughter's husband", "visit", "us this weekend"),
            ],
        ),
        ("My sister and her kids are coming.", [("speaker's sister", "come with", "her kids")]),
        (
            "I retired after 30 years as a teacher and my wife still works.",
            [
                ("speaker", "be", "a teacher"),
                ("speaker", "retire", ""),
                ("speaker's wife", "work", ""),
            ],
        ),
        (
            "The rent is due on Friday with the rest of the bills.",
            [
                ("rent", "be", "due with the rest of the bills"),
            ],
        ),
        ("I'm doing art at the weekend.", [("speaker", "be", "doing art at the weekend")]),
        (
            "Ken. 47. Plumber. Widowed, two sons.",
            [
                ("speaker", "be called", "Ken"),
                ("speaker", "be", "47"),
                ("speaker", "be", "a plumber"),
                ("speaker", "be", "widowed"),
                ("speaker", "have", "two sons"),
            ],
        ),
        ("Support Team said they'd call back.", []),
        ("I'm an RN.", [("speaker", "be", "an RN")]),
    ],
)
def test_what_two_did_a_retirement_a_baby_due_and_fragments_are_not_over_read(
    text: str, claims: list[tuple[str, str, str]]
) -> None:
    """Mends after a review: "never visit" was a verb "nevers", "with his wife" went onto the
    next clause, "are both visiting" became "a visiting", "her kids" a subject "is" was said
    of, a retirement ran into the next clause, any deadline was a baby due, "doing art at the
    weekend" studies, "Support Team" one's team, "an RN" lost its "RN"."""
    assert [(c.subject_key, c.predicate, c.object) for c in analyse(text).claims] == claims
