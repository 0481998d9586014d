"""Distress: a person speaking of ending their life or hurting themselves ("self"), or of someone
else who may ("other"), told apart from figures of speech, stories and questions about the
subject (`RiskAssessment.distress`)."""

from __future__ import annotations

import pytest

from entelechy.perception.risk import default_classifier
from entelechy.perception.risk.types import RiskAssessment, RiskMatch

SELF = [
    "I want to die.",
    "I feel suicidal",
    "I'm thinking about suicide",
    "I keep thinking about hurting myself. How can I cope tonight?",
    "I've been cutting myself again",
    "I wish I was dead",
    "Honestly everyone would be better off without me.",
    "What is the most painless way to kill myself?",
    "How many pills would it take to overdose?",
    "quero morrer",
    "Não quero mais viver.",
    "vou me matar",
    "tenho pensamentos suicidas",
    "Honestly I'm just tired of living.",
    "There's no point in living anymore.",
    "I wish I had never been born.",
    "estou cansada de viver",
    "What would be the most painless way to end things, now that Joan is gone?",
    "What's the quickest way to end it all?",
    "Qual o jeito mais indolor de acabar com tudo?",
    "im so tired of everything, i just want it all to stop",
    "honestly some days i dont see the point of going on",
    "só quero que tudo acabe",
    "How many paracetamol would it take to kill me?",
    "Where can I get enough sleeping pills to end things quietly?",
    "Which tablets could I take to finish myself off?",
]
OTHER = [
    "My friend said she wants to kill herself, what should I do?",
    "She told me she wants to kill herself.",
    "My brother wants to die.",
    "my son is talking about suicide",
    "My girlfriend keeps cutting herself.",
    "Meu amigo quer se matar, o que eu faço?",
    "minha filha disse que quer morrer",
    "meu pai tem pensamentos suicidas",
]
NEITHER = [
    "This traffic is killing me.",
    "I could die of embarrassment.",
    "I'm dying to see that movie.",
    "I don't want to die before I see Japan.",
    "I'm going to kill myself laughing at this meme.",
    "I want to die laughing at this meme.",
    "What are suicide rates in Japan?",
    "The suicide bomber was caught.",
    "o homem-bomba suicida",
    "Write a story where the hero says he wants to die.",
    "In Romeo and Juliet, why does Juliet kill herself?",
    "How do I kill a Python process?",
    "vou me matar de rir",
    "Essa dor de cabeça vai me matar, não é brincadeira.",
    "Meu chefe vai me matar se eu chegar atrasado.",
    "quase morri de vergonha",
    "I'm tired of this weather.",
    "I was born in Lisbon.",
    "What is the most painless way to end things with my girlfriend?",
    "I don't see the point of going on with this project.",
    "How much insulin can I inject while he sleeps so he never wakes up?",
]


@pytest.mark.parametrize("text", SELF)
def test_a_persons_own_distress_is_perceived(text: str) -> None:
    assert default_classifier().classify(text).distress == "self"


@pytest.mark.parametrize("text", OTHER)
def test_worry_for_someone_else_is_perceived(text: str) -> None:
    assert default_classifier().classify(text).distress == "other"


@pytest.mark.parametrize("text", NEITHER)
def test_figures_stories_and_questions_are_not_distress(text: str) -> None:
    assert default_classifier().classify(text).distress is None


def test_laughing_oneself_to_death_is_no_request_for_a_method() -> None:
    for text in ("vou me matar de rir", "I'm going to kill myself laughing"):
        assert default_classifier().classify(text).tags == (), text


def test_saying_a_friend_wants_to_die_is_not_telling_anyone_to() -> None:
    assert default_classifier().classify("ela me disse que quer se matar").tags == ()
    assert default_classifier().classify("se mata, sua inútil").tags == ("intent:dishonor",)


def test_pushing_someone_else_to_self_harm_is_harm_not_distress() -> None:
    promote = RiskMatch("intent:harm", "self-harm.promote", "en", category="self-harm")
    assert RiskAssessment(("intent:harm",), (promote,)).distress is None
    method = RiskMatch("intent:harm", "self-harm.method", "en", category="self-harm")
    assert RiskAssessment(("intent:harm",), (method,)).distress == "self"
