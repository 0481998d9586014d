"""A reply speaks of the person's people as theirs."""

from __future__ import annotations

from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.reply.perspective import as_theirs, their_people


def test_the_persons_named_people_are_said_to_be_theirs() -> None:
    people = their_people(["My son Pedro is 7 and loves dinosaurs.", "and my best friend Ana"])
    assert people == {"son Pedro", "best friend Ana"}
    said = "My son Pedro loves dinosaurs, and so does my best friend Ana. My son is tall."
    assert as_theirs(said, people) == (
        "Your son Pedro loves dinosaurs, and so does your best friend Ana. My son is tall."
    )
    assert as_theirs("My sonnet Pedroso", people) == "My sonnet Pedroso"


async def test_a_reply_never_takes_the_persons_son_for_its_own(store_url: str) -> None:
    model = ScriptedModel(default="My son Pedro loves dinosaurs, try a picture book.")
    mind = await Mind.open("ada", database_url=store_url, model=model)
    await mind.respond("My son Pedro is 7 and loves dinosaurs.", user_id="marta")
    reply = await mind.respond("Can you recommend a book for him?", user_id="marta")
    other = await mind.respond("Can you recommend a book for a child?", user_id="bob")
    await mind.close()
    assert reply.text == "Your son Pedro loves dinosaurs, try a picture book."
    assert other.text == "My son Pedro loves dinosaurs, try a picture book."
