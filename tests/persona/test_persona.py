"""The persona: deterministic dispositions and fragment, context, opener, body history."""

from __future__ import annotations

import subprocess
import sys

import pytest
from hypothesis import given
from hypothesis import strategies as st

from entelechy import Mind
from entelechy.errors import ConfigurationError
from entelechy.governance.seeds import SEED_AXIOMS
from entelechy.models import ScriptedModel
from entelechy.persona import (
    DISPOSITIONS,
    BirthSpec,
    Cosmology,
    Identity,
    Modifier,
    OperatorContext,
)
from entelechy.persona.dispositions import fragment, project

AXIOMS = {axiom.id: axiom for axiom in SEED_AXIOMS}
BIRTH = BirthSpec(
    archetype="virgo-sun",
    identity=Identity(description="A careful reader of contracts", pronouns="she/her"),
    modifiers=(Modifier(kind="element", value="earth", weight=0.7),),
    axiom_ids=("ax.core.no-malice", "ax.core.candor"),
    cosmology=Cosmology(
        jungian_dominant="introverted thinking",
        jungian_secondaries=("extraverted sensing",),
        clinical_colouring={"conscientiousness": 0.8, "anxiety": 0.2},
    ),
)


def test_eight_dispositions_in_the_unit_interval() -> None:
    dispositions = project(BIRTH, AXIOMS).as_dict()
    assert list(dispositions) == list(DISPOSITIONS)
    assert all(0.0 <= value <= 1.0 for value in dispositions.values())


def test_the_fragment_names_archetype_modifiers_and_extremes() -> None:
    dispositions = project(BIRTH, AXIOMS)
    text = fragment("Lex", BIRTH, dispositions)
    ranked = dispositions.ranked()
    assert "virgo-sun archetype, shaped by element earth" in text
    assert all(name in text for name in ranked[:3] + ranked[-2:])
    assert "introverted thinking" in text
    assert "A careful reader of contracts. Your pronouns are she/her." in text
    assert "conscientiousness" in text
    assert "Stay in character as Lex" in text


def test_the_same_birth_gives_the_same_fragment_in_another_process() -> None:
    here = fragment("Lex", BIRTH, project(BIRTH, AXIOMS))
    code = (
        "from entelechy.persona.dispositions import fragment, project;"
        "from entelechy.persona import BirthSpec;"
        "from entelechy.governance.seeds import SEED_AXIOMS;"
        "import sys, json;"
        "b = BirthSpec.model_validate_json(sys.stdin.read());"
        "print(fragment('Lex', b, project(b, {a.id: a for a in SEED_AXIOMS})), end='')"
    )
    there = subprocess.run(
        [sys.executable, "-c", code],
        input=BIRTH.model_dump_json(),
        capture_output=True,
        text=True,
        check=True,
        env={"PYTHONHASHSEED": "123", "PYTHONPATH": ":".join(sys.path)},
    ).stdout
    assert there == here


names = st.text(alphabet="abcdefghij-", min_size=1, max_size=12)


@given(names, names, st.floats(0, 1))
def test_projection_is_a_pure_function_of_the_birth(archetype: str, value: str, w: float) -> None:
    birth = BirthSpec(archetype=archetype, modifiers=(Modifier(kind="k", value=value, weight=w),))
    assert project(birth, AXIOMS) == project(birth.model_copy(), AXIOMS)


def test_different_births_differ() -> None:
    other = BIRTH.model_copy(update={"archetype": "aries-moon"})
    assert project(other, AXIOMS) != project(BIRTH, AXIOMS)


async def test_a_mind_is_born_once_and_keeps_its_birth(store_url: str) -> None:
    mind = await Mind.open(
        "lex", database_url=store_url, model=ScriptedModel(default="ok"), birth=BIRTH
    )
    first = mind.persona
    await mind.close()
    reopened = await Mind.open(
        "lex", database_url=store_url, birth=BirthSpec(archetype="something-else")
    )
    second = reopened.persona
    await reopened.close()
    assert first.birth == second.birth
    assert second.birth.archetype == "virgo-sun"
    assert second.fragment == first.fragment
    assert second.birth.id.startswith("psn_")


async def test_a_birth_citing_a_missing_axiom_is_refused(store_url: str) -> None:
    with pytest.raises(ConfigurationError, match=r"primordial axiom 'ax\.no\.such'"):
        await Mind.open("x", database_url=store_url, birth=BirthSpec(axiom_ids=("ax.no.such",)))


async def test_the_persona_and_its_context_shape_the_prompt(store_url: str) -> None:
    model = ScriptedModel(default="Olá!")
    mind = await Mind.open("lex", database_url=store_url, model=model, persona="Lex", birth=BIRTH)
    context = OperatorContext(
        mode="domain-employed",
        domain="legal consulting",
        language="pt",
        register="formal",
        verbosity="detailed",
        surface_name="Lex Jurídico",
    )
    await mind.set_operator_context(context)
    await mind.respond("Oi")
    await mind.close()
    system = model.requests[0].system or ""
    assert mind.persona.fragment in system
    assert "You work as Lex Jurídico for the legal consulting service" in system
    assert "language with code pt" in system
    assert "formal register" in system
    assert "Cause no malice" not in system
    assert "Never act to harm" in system, "the primordial axioms are its principles"
    reopened = await Mind.open("lex", database_url=store_url)
    assert reopened.persona.context == context
    await reopened.close()


async def test_the_opener_depends_on_mode_and_is_only_for_new_people(store_url: str) -> None:
    mind = await Mind.open(
        "lex", database_url=store_url, model=ScriptedModel(default="hi"), persona="Lex"
    )
    personal = await mind.opener("sam")
    await mind.set_operator_context(OperatorContext(mode="domain-employed", domain="tax returns"))
    employed = await mind.opener("sam")
    await mind.respond("hello", user_id="sam")
    known = await mind.opener("sam")
    await mind.close()
    assert personal == "Hello, I'm Lex. I'm glad to meet you. What's on your mind?"
    assert employed == "Hello, I'm Lex, here to help with tax returns. How can I help you today?"
    assert known is None


async def test_every_body_is_remembered(store_url: str) -> None:
    mind = await Mind.open(
        "lex", database_url=store_url, model=ScriptedModel(default="a", model_id="first")
    )
    await mind.respond("one")
    mind.use_model(ScriptedModel(default="b", model_id="second"))
    await mind.respond("two")
    mind.use_model(ScriptedModel(default="c", model_id="first"))
    await mind.respond("three")
    bodies = await mind.body_history()
    replayed = await mind.record.replay_check()
    await mind.close()
    assert [body.spec for body in bodies] == ["scripted:first", "scripted:second", "scripted:first"]
    assert replayed.identical, replayed.differences
