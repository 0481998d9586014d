"""Beliefs from messages and operator corrections, on both backends."""

from __future__ import annotations

import dataclasses
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text

from entelechy import Mind
from entelechy.beliefs import perceive, propositions
from entelechy.beliefs.changes import BeliefChanges, Context, Source
from entelechy.clock import ManualClock
from entelechy.errors import NotFoundError, StoreError
from entelechy.perception.claims import parse_claim
from entelechy.record.recorder import Transaction


async def _one(mind: Mind, proposition: str) -> str:
    rows = await mind.beliefs.list(limit=500)
    found = [row for row in rows if row.proposition == proposition]
    assert len(found) == 1, [row.proposition for row in rows]
    return found[0].id


async def test_a_claim_becomes_a_belief_with_the_message_as_evidence(mind: Mind) -> None:
    reply = await mind.respond("I live in Lisbon.")
    belief_id = await _one(mind, "the person lives in Lisbon")
    page = await mind.beliefs.show(belief_id)
    assert page.belief.status == "believed"
    [evidence] = page.evidence
    assert evidence.family == "user:local"
    assert evidence.derivation == "direct"
    assert evidence.root_event_ids == (reply.event_ids[0],)
    assert page.quotes[reply.event_ids[0]] == "I live in Lisbon."
    assert [v.version for v in page.versions] == [1]


async def test_relevant_beliefs_ground_the_reply(mind: Mind) -> None:
    model = mind.model
    await mind.respond("I have a cat.")
    await mind.respond("Do I have pets?")
    system = model.requests[-1].system  # type: ignore[attr-defined]
    assert "the person has a cat (confidence" in system


async def test_transient_state_is_superseded_later_and_contradicts_at_once(
    mind: Mind, clock: ManualClock
) -> None:
    await mind.respond("I live in Lisbon.")
    lisbon = await _one(mind, "the person lives in Lisbon")
    before = (await mind.beliefs.show(lisbon)).belief
    clock.advance(timedelta(hours=1))
    await mind.respond("I moved to Porto.")
    porto = await _one(mind, "the person lives in Porto")
    after = (await mind.beliefs.show(lisbon)).belief
    assert after.status == "superseded"
    assert after.confidence == before.confidence
    assert after.superseded_by == porto
    assert after.valid_until is not None
    await mind.respond("I live in Faro. I live in Braga.")
    faro = (await mind.beliefs.show(await _one(mind, "the person lives in Faro"))).belief
    assert faro.status == "contested"


async def test_a_reported_move_closes_the_older_residence_at_once(mind: Mind) -> None:
    await mind.respond("I live in Lisbon.")
    lisbon = await _one(mind, "the person lives in Lisbon")
    await mind.respond("I moved to Porto.")  # a moment later: the words say it changed
    porto = await _one(mind, "the person lives in Porto")
    after = (await mind.beliefs.show(lisbon)).belief
    assert (after.status, after.superseded_by) == ("superseded", porto)
    assert (await mind.beliefs.show(porto)).belief.status == "believed"
    await mind.respond("These days I live in Faro.")
    assert (await mind.beliefs.show(porto)).belief.status == "superseded"
    reply = await mind.respond("Where do I live?")
    assert "Faro" in reply.text
    assert "Porto" not in reply.text


async def test_a_person_correcting_themselves_closes_what_they_said(mind: Mind) -> None:
    """Told "My favorite color is green" then "Actually, my favorite color is blue", the mind
    held both as believed and answered with both; one favourite at a time, and a correction
    closes the older one (a plain second report contests it, a lasting fact only contests)."""
    await mind.respond("My favorite color is green.")
    green = await _one(mind, "the person's favorite color is green")
    await mind.respond("Actually, my favorite color is blue.")
    blue = await _one(mind, "the person's favorite color is blue")
    after = (await mind.beliefs.show(green)).belief
    assert (after.status, after.superseded_by) == ("superseded", blue)
    reply = await mind.respond("What's my favorite color?")
    assert reply.text == "Your favorite color is blue."
    await mind.respond("My favorite food is pizza. My favorite food is sushi.")
    pizza = await mind.beliefs.show(await _one(mind, "the person's favorite food is pizza"))
    assert pizza.belief.status == "contested"
    await mind.respond("I was born in 1990.")
    await mind.respond("Actually, I was born in 1991.")
    born = await mind.beliefs.show(await _one(mind, "the person was born in 1990"))
    assert born.belief.status == "contested"
    await mind.respond("My sister is a doctor. My sister is tall.")
    doctor = await mind.beliefs.show(await _one(mind, "the person's sister is a doctor"))
    assert doctor.belief.status == "believed"


async def test_a_name_the_person_gave_one_of_theirs_is_that_one(mind: Mind) -> None:
    """ "Sara is seven now", after "We have a daughter called Sara. She is six.", was a belief
    about someone else called Sara, and "How old is Sara?" stayed "six"."""
    await mind.respond("We have a daughter called Sara. She is six.")
    await mind.respond("Actually, Sara is seven now.")
    await mind.respond("Sara loves painting.")
    age = await mind.respond("How old is Sara?")
    known = await mind.respond("What do you know about Sara?")
    assert age.text == "Your daughter Sara is seven."
    assert "painting" in known.text
    assert "seven" in known.text
    assert "six" not in known.text
    await mind.respond("Tom is my neighbour.")
    assert await _one(mind, "Tom is the person's neighbour")


async def test_contradiction_links_both_and_both_become_contested(mind: Mind) -> None:
    await mind.respond("I have a dog.")
    await mind.respond("I don't have a dog.")
    yes = await mind.beliefs.show(await _one(mind, "the person has a dog"))
    no = await mind.beliefs.show(await _one(mind, "the person does not have a dog"))
    assert yes.belief.status == no.belief.status == "contested"
    assert [link.kind for link in yes.links] == ["contradicts"]
    assert yes.by_family("against")["user:local"][0].derivation == "inference"
    assert await mind.beliefs.list(contested=True)


async def test_operator_wrong_pins_rejected_and_keeps_history(mind: Mind) -> None:
    await mind.respond("My sister is a doctor.")
    belief_id = await _one(mind, "the person's sister is a doctor")
    wrong = await mind.beliefs.wrong(belief_id, "she is a nurse")
    assert (wrong.status, wrong.pinned) == ("rejected", 1)
    await mind.respond("My sister is a doctor.")
    page = await mind.beliefs.show(belief_id)
    assert page.belief.status == "rejected"
    assert [v.status for v in page.versions] == ["believed", "rejected", "rejected"]
    assert page.tracks["user:local"] == (0, 1)


async def test_assert_evidence_and_forbid(mind: Mind) -> None:
    asserted = await mind.beliefs.assert_belief("The backup runs at night", kind="rule")
    assert asserted.belief.kind == "rule"
    row = await mind.beliefs.add_evidence(asserted.belief.id, "seen in logs", against=True)
    assert row.confidence < asserted.belief.confidence
    forbid_id = await mind.beliefs.forbid("backup cause", "not causal")
    assert forbid_id.startswith("fbd_")
    with pytest.raises(NotFoundError):
        await mind.beliefs.wrong("bel_missing")


async def test_track_records_adjust_credibility_from_three_outcomes(mind: Mind) -> None:
    for animal in ("cat", "dog", "horse"):
        await mind.respond(f"I have a {animal}.")
        await mind.beliefs.wrong(await _one(mind, f"the person has a {animal}"))
    await mind.respond("I have a parrot.")
    page = await mind.beliefs.show(await _one(mind, "the person has a parrot"))
    [evidence] = page.evidence
    assert evidence.track_factor == pytest.approx(0.5)
    assert evidence.credibility == pytest.approx(0.35)
    await mind.respond("The printer is broken.")
    elsewhere = await mind.beliefs.show(await _one(mind, "printer is broken"))
    assert elsewhere.belief.domain == "printer"
    assert elsewhere.evidence[0].track_factor == 1.0


async def test_replay_rebuilds_the_belief_tables(mind: Mind) -> None:
    await mind.respond("I have a dog. I live in Lisbon.")
    await mind.respond("I don't have a dog.")
    await mind.beliefs.wrong(await _one(mind, "the person lives in Lisbon"))
    report = await mind.record.replay_check()
    assert report.identical, report.differences


async def test_retracting_a_memory_retracts_its_evidence(mind: Mind) -> None:
    await mind.respond("I have a piano.")
    belief_id = await _one(mind, "the person has a piano")
    alone = (await mind.beliefs.show(belief_id)).belief.confidence
    raised = await mind.beliefs.add_evidence(belief_id, "photo", memories=("mem_1",))
    assert raised.confidence > alone
    assert await mind.beliefs.retract_memory("mem_1", "the photo was of a neighbour") == [belief_id]
    page = await mind.beliefs.show(belief_id)
    assert page.belief.confidence == pytest.approx(alone)
    assert [e.retracted is not None for e in page.evidence] == [False, True]
    assert page.versions[-1].reason == "evidence retracted: the photo was of a neighbour"


async def test_associate_proposes_hypotheses_with_alternatives(
    mind: Mind, clock: ManualClock
) -> None:
    start = clock.now()
    for _ in range(2):
        await mind.respond("The backup is running. The server is slow.")
        clock.advance(timedelta(hours=2))
    found = await mind.beliefs.associate(start)
    [hypothesis] = found.proposed
    page = await mind.beliefs.show(hypothesis)
    assert page.belief.proposition == "backup is running may cause server is slow"
    assert page.belief.kind == "hypothesis"
    assert page.belief.confidence < 0.5
    assert len(found.alternatives[hypothesis]) == 3
    assert {link.kind for link in page.links} == {"alternative_of"}


async def test_a_forbidden_inference_blocks_matching_hypotheses(
    mind: Mind, clock: ManualClock
) -> None:
    start = clock.now()
    await mind.beliefs.forbid("backup cause server", "correlation only")
    for _ in range(2):
        await mind.respond("The backup is running. The server is slow.")
    found = await mind.beliefs.associate(start)
    assert found.proposed == []
    assert found.blocked == ["backup is running may cause server is slow"]


async def test_why_questions_bring_the_evidence_into_the_intent(mind: Mind) -> None:
    model = mind.model
    await mind.respond("I live in Lisbon.")
    await mind.respond("Why do you think I live in Lisbon?")
    system = model.requests[-1].system  # type: ignore[attr-defined]
    assert "the person lives in Lisbon (confidence" in system
    assert "for: message msg_" in system
    assert "(direct, user:local): stated by the person" in system


async def test_contested_and_uncertain_beliefs_are_worded_as_such(mind: Mind) -> None:
    model = mind.model
    await mind.respond("I have a dog.")
    await mind.respond("I don't have a dog.")
    await mind.respond("I have a rabbit.")
    rabbit = await _one(mind, "the person has a rabbit")
    doubted = await mind.beliefs.add_evidence(rabbit, "no hutch seen", against=True, strength=0.3)
    assert doubted.status == "uncertain"
    await mind.respond("Do I have pets?")
    system = model.requests[-1].system  # type: ignore[attr-defined]
    assert "CONTESTED, say it is disputed: the person has a dog" in system
    assert "CONTESTED, say it is disputed: the person does not have a dog" in system
    assert "UNCERTAIN, say you are not sure: the person has a rabbit" in system


async def test_three_reexpressions_of_one_utterance_weigh_what_it_weighs(mind: Mind) -> None:
    reply = await mind.respond("I play the cello.")
    belief_id = await _one(mind, "the person plays the cello")
    alone = (await mind.beliefs.show(belief_id)).belief.confidence
    services = mind._parts.services

    def reexpress(tx: Transaction) -> None:
        engine = BeliefChanges(tx, services.ids, Context("mind"))
        for derivation in ("retrieval", "consolidation", "reflection"):
            source = Source(
                family="user:local",
                trust="user",
                derivation=derivation,
                source=f"{derivation} of the message",
                root_event_ids=(reply.event_ids[0],),
            )
            engine.add_evidence(engine.get(belief_id), "for", source, derivation)

    await services.recorder.transaction(mind.id, reexpress)
    page = await mind.beliefs.show(belief_id)
    assert len(page.evidence) == 4
    assert page.belief.confidence == alone
    assert len(page.arithmetic["families"][0]["ignored"]) == 3


async def test_versions_and_evidence_are_append_only(mind: Mind) -> None:
    await mind.respond("I have a kite.")
    for statement in ("UPDATE belief_versions SET confidence = 1", "DELETE FROM evidence"):
        with pytest.raises(StoreError):
            await mind.store.write(lambda c, sql=statement: c.execute(text(sql)))


async def test_a_name_keeps_the_capitals_the_person_gave_it(mind: Mind) -> None:
    """The key matches any spelling; the words, and the reply read from them, are the person's."""
    await mind.respond("My sister Ana lives in Braga.", user_id="rita")
    await mind.respond("João works at Siemens.", user_id="rita")
    rows = {row.subject: row.proposition for row in await mind.beliefs.list()}
    assert rows == {
        "rita's sister ana": "rita's sister Ana lives in Braga",
        "joão": "João works at Siemens",
    }
    reply = await mind.respond("Where does my sister live?", user_id="rita")
    assert reply.text == "Your sister Ana lives in Braga."


async def test_two_people_saying_me_tell_two_things(mind: Mind) -> None:
    """ "Tom lives with me" means a different person in each teller's mouth: two beliefs, each
    told by one person and visible to them, never one told twice."""
    await mind.respond("I'm Alice. Tom lives with me in Rome.", user_id="alice")
    await mind.respond("I'm Bruno. Tom lives with me in Rome.", user_id="bruno")
    await mind.respond("Tom lives with me in Rome.", user_id="bruno")
    alices = await _one(mind, "Tom lives with Alice in Rome")
    brunos = await _one(mind, "Tom lives with Bruno in Rome")
    assert len((await mind.beliefs.show(alices)).evidence) == 1
    assert len((await mind.beliefs.show(brunos)).evidence) == 2, "his repeat corroborates his"
    assert alices in {row.id for row in await mind.beliefs.list(user_id="alice")}
    assert brunos in {row.id for row in await mind.beliefs.list(user_id="bruno")}
    for person in ("alice", "bruno"):
        reply = await mind.respond("Who does Tom live with?", user_id=person)
        assert reply.text == "Tom lives with you in Rome."


async def test_a_belief_keyed_before_me_was_resolved_is_still_its_tellers(
    mind: Mind, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A store written by an earlier release keyed "me in Rome" as written: the same teller's
    next telling corroborates it; another person's forms their own."""
    formed = propositions.from_claim

    def unowned(*arguments: Any) -> propositions.Proposition:
        return dataclasses.replace(formed(*arguments), owner="")

    monkeypatch.setattr(perceive, "from_claim", unowned)
    await mind.respond("I'm Alice. Tom lives with me in Rome.", user_id="alice")
    monkeypatch.undo()
    belief_id = await _one(mind, "Tom lives with Alice in Rome")
    assert (await mind.beliefs.show(belief_id)).belief.key == "tom|live with|me in rome|positive"
    await mind.respond("Tom lives with me in Rome.", user_id="alice")
    await mind.respond("I'm Bruno. Tom lives with me in Rome.", user_id="bruno")
    assert len((await mind.beliefs.show(belief_id)).evidence) == 2
    await _one(mind, "Tom lives with Bruno in Rome")


async def test_what_a_person_says_of_themselves_in_an_object_is_theirs(mind: Mind) -> None:
    await mind.respond("I'm Marta. My neighbour keeps parking in my spot.", user_id="marta")
    await mind.respond("My sister lives with me in Braga.", user_id="marta")
    await _one(mind, "Marta's neighbour keeps parking in Marta's spot")
    await _one(mind, "Marta's sister lives with Marta in Braga")
    told = await mind.introspection.about_person("marta")
    assert "You told me that your neighbour keeps parking in your spot" in told.text
    assert "You told me that your sister lives with you in Braga" in told.text
    assert "my spot" not in told.text


async def test_what_someone_is_may_change_but_not_where_they_were_born(mind: Mind) -> None:
    await mind.respond("I'm a nurse.")
    await mind.respond("I'm not a nurse anymore, I'm a midwife now.")
    await mind.respond("I was born in Faro.")
    await mind.respond("Actually, I wasn't born in Faro anymore.")
    rows = {row.proposition: row.status for row in await mind.beliefs.list(limit=50)}
    assert rows["the person is a nurse"] == "superseded"
    assert rows["the person is a midwife"] == "believed"
    assert rows["the person was born in Faro"] != "superseded"


def test_what_was_and_what_is_do_not_contradict_each_other() -> None:
    """ "I lived in Paris" and "I live in Berlin" both hold, as do "I was in the navy" and "I am
    in Dublin"; two places one lives in now do not."""

    def said(text: str) -> propositions.Proposition:
        claim = parse_claim(text)
        assert claim is not None
        return propositions.from_claim(claim, "amara")

    assert propositions.conflict(said("I live in Berlin"), said("I lived in Paris")) is None
    assert propositions.conflict(said("I lived in Paris"), said("I live in Berlin")) is None
    assert propositions.conflict(said("I am in Dublin"), said("I was in the navy")) is None
    assert propositions.conflict(said("I live in Berlin"), said("I live in Paris")) == "exclusive"


def test_denying_one_thing_denies_nothing_else_that_begins_alike() -> None:
    """ "I'm not allergic to peanuts" denies "allergic to peanuts", not "allergic to
    shellfish"."""

    def said(text: str) -> propositions.Proposition:
        claim = parse_claim(text)
        assert claim is not None
        return propositions.from_claim(claim, "amara")

    denied = said("I am not allergic to peanuts")
    assert propositions.conflict(denied, said("I am allergic to shellfish")) is None
    assert propositions.conflict(denied, said("I am allergic to peanuts")) == "negation"
    assert propositions.conflict(said("I do not like chocolate"), said("I like dark chocolate"))
    # a denial more general than what it denies: "not history" denies "history in Gdansk"
    assert propositions.conflict(said("I do not teach history"), said("I teach history in Gdansk"))


def test_a_deed_told_in_the_past_is_kept_in_the_past() -> None:
    """ "I adopted a greyhound" is a belief in the past tense, worded so, and so is what one was
    ("I was a teacher": "you were a teacher", not "you are"); what one used to do keeps its own
    wording, and a belief in the present writes no tense into its event."""

    def said(text: str) -> propositions.Proposition:
        claim = parse_claim(text)
        assert claim is not None
        return propositions.from_claim(claim, "tomas", "Tomás")

    adopted = said("I adopted a greyhound")
    assert (adopted.tense, adopted.text) == ("past", "Tomás adopted a greyhound")
    assert adopted.to_json()["tense"] == "past"
    assert said("I used to play the cello").tense == "present"
    was = said("I was a teacher")
    assert (was.tense, was.text) == ("past", "Tomás was a teacher")
    assert said("I was born in Lagos").tense == "present"  # "be born" says its own tense
    assert propositions.to_you("be", "a teacher", "positive", tense="past") == "you were a teacher"
    assert "tense" not in said("I play chess").to_json()
    assert propositions.to_you("adopt", "a greyhound", "positive", tense="past") == (
        "you adopted a greyhound"
    )
    assert propositions.to_you("fly to", "Rome", "negative", tense="past") == (
        "you did not fly to Rome"
    )


def test_a_deed_told_as_going_on_is_kept_going_on() -> None:
    """ "I'm learning Spanish" is said back "you are learning Spanish" (it was "you learn
    Spanish"); "I was living in Paris" is in the past."""
    learning = parse_claim("I am learning Spanish")
    living = parse_claim("I was living in Paris")
    assert learning is not None
    assert living is not None
    going_on = propositions.from_claim(learning, "kenji", "Kenji")
    assert (going_on.tense, going_on.text) == ("progressive", "Kenji is learning Spanish")
    assert propositions.from_claim(living, "kenji").tense == "past"
    assert propositions.to_you("learn", "Spanish", "positive", tense="progressive") == (
        "you are learning Spanish"
    )
