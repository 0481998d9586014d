"""Answers about the mind from its records, on both backends: each sentence names its records,
person-scoped answers hold nothing of anyone else, and what is not recorded is said to be so."""

from __future__ import annotations

from introspection_support import History

from entelechy.introspection.answer import NO_RECORD


async def test_a_reply_is_explained_from_its_records(history: History) -> None:
    answer = await history.mind.introspection.explain_reply(history.answered.id)
    assert answer.intent == "explain_reply"
    assert "I read your message as a question." in answer.text
    assert "I used my belief that rita lives in Paris, held with confidence 0.73." in answer.text
    assert "My conscience let your message through" in answer.text
    assert "scripted:scripted" in answer.text
    assert history.answered.id in answer.record_ids
    assert set(history.answered.intent.sources) <= set(answer.record_ids)
    assert all(sentence.record_ids for sentence in answer.sentences)
    assert "axiom" not in answer.text.lower()
    assert "rule" not in answer.text.lower()


async def test_another_persons_reply_is_not_explained_to_them(history: History) -> None:
    answer = await history.mind.introspection.explain_reply(history.answered.id, user_id="bob")
    assert answer.text == NO_RECORD
    assert answer.record_ids == ()


async def test_what_was_believed_then_and_when_it_was_superseded(history: History) -> None:
    introspection = history.mind.introspection
    then = await introspection.believed("where does rita live", at="2026-11-30T13:00")
    assert then.text.startswith("At 2026-11-30 13:00 UTC I believed that rita lives in Lyon")
    assert "That was superseded at 2026-12-01 12:00 UTC" in then.text
    assert "now I believe that rita lives in Paris." in then.text
    now = await introspection.believed("where do I live", user_id="rita")
    assert "you live in Paris" in now.text
    assert "Lyon" not in now.text
    before = await introspection.believed("where does rita live", at="2026-11-29T00:00")
    assert before.text == NO_RECORD


async def test_believed_is_scoped_to_the_person_asking(history: History) -> None:
    answer = await history.mind.introspection.believed("where does bob live", user_id="rita")
    assert answer.text == NO_RECORD


async def test_changes_in_a_period(history: History) -> None:
    introspection = history.mind.introspection
    answer = await introspection.changes(since="2026-11-30T00:00Z")
    texts = [sentence.text for sentence in answer.sentences]
    assert any("I came to believe that rita lives in Lyon" in text for text in texts)
    assert any("I began to speak through scripted:scripted" in text for text in texts)
    assert any("my belief that rita lives in Lyon was superseded" in text for text in texts)
    formed = next(i for i, text in enumerate(texts) if "believe that rita lives in Lyon" in text)
    ended = next(i for i, text in enumerate(texts) if "Lyon was superseded" in text)
    assert formed < ended
    theirs = await introspection.changes(since="2026-11-30T00:00Z", user_id="rita")
    assert "Oslo" not in theirs.text
    assert "Oslo" in answer.text
    later = await introspection.changes(since="2026-12-01T00:00Z", until="2026-12-01T23:00Z")
    assert "Lyon was superseded" in later.text
    assert "came to believe that rita lives in Lyon" not in later.text


async def test_what_it_remembers_about_the_person_asking(history: History) -> None:
    answer = await history.mind.introspection.about_person("rita")
    assert "You told me that you live in Paris" in answer.text
    assert "Lyon" not in answer.text
    assert "Oslo" not in answer.text
    assert "I keep 3 exchanges of ours." in answer.text


async def test_what_someone_else_said_about_the_person_is_not_what_they_told(
    history: History,
) -> None:
    """Only what a person may see is said back to them as what they told: what bob told the
    mind about rita is bob's."""
    mind = history.mind
    await mind.respond("Rita is secretly planning to quit her job.", user_id="bob")
    await mind.respond("Tom lives with me in Rome.", user_id="rita")
    ritas = await mind.introspection.about_person("rita")
    bobs = await mind.introspection.about_person("bob")
    assert "quit" not in ritas.text
    assert "You told me that Tom lives with you in Rome" in ritas.text
    assert "You told me that Rita is secretly planning to quit her job" in bobs.text


async def test_what_it_is_and_runs_on(history: History) -> None:
    answer = await history.mind.introspection.about_self()
    assert answer.text.startswith("I am Entelechy, a persistent mind named ada")
    assert "I speak through scripted:scripted" in answer.text
    assert history.mind.id in answer.record_ids


async def test_what_is_not_recorded(history: History) -> None:
    introspection = history.mind.introspection
    assert (await introspection.explain_memory("mem_unknown")).text == NO_RECORD
    assert (await introspection.explain_sleep("slp_unknown")).text == NO_RECORD
    wants = await introspection.ask("What do you want from me?", user_id="rita")
    assert wants is not None
    assert wants.text == NO_RECORD
    assert await introspection.ask("Where is the station?", user_id="rita") is None


async def test_a_question_in_words(history: History) -> None:
    introspection = history.mind.introspection
    answer = await introspection.ask(
        "What did you believe about where I live yesterday?", user_id="rita"
    )
    assert answer is not None
    assert "you live in Lyon" in answer.text
    why = await introspection.ask(
        "Why did you say that?", user_id="rita", last_reply=history.answered.id
    )
    assert why is not None
    assert why.intent == "explain_reply"
    assert why.recorded


async def test_what_it_knows_now_and_why(history: History) -> None:
    answer = await history.mind.introspection.ask("What do you know about Paris?", user_id="rita")
    assert answer is not None
    assert answer.text == (
        "I believe that you live in Paris, with confidence 0.73. "
        "That rests on what you told me at 2026-12-01 12:00 UTC."
    )
    assert answer.intent == "knows"
    assert (
        await history.mind.introspection.ask("What do you know about Oslo?", user_id="rita") is None
    )
