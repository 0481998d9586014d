"""Helpers shared by the reply tests."""

from __future__ import annotations

from entelechy.mind import Mind
from entelechy.models import ScriptedModel
from entelechy.reply.types import Reply


async def asked_after(
    store_url: str, told: str, *asked: tuple[str, str], model: str = "I could not say."
) -> list[Reply]:
    """The replies to `asked` ((user, question) pairs) once "marta" has `told` the mind."""
    mind = await Mind.open("ada", database_url=store_url, model=ScriptedModel(default=model))
    await mind.respond(told, user_id="marta")
    replies = [await mind.respond(question, user_id=user) for user, question in asked]
    await mind.close()
    return replies


async def conversations(
    store_url: str,
    told: dict[str, tuple[str, ...]],
    asked: tuple[tuple[str, str], ...],
    model: str = "-",
) -> tuple[dict[str, list[str]], list[str]]:
    """What the mind said back to each person's messages `told`, and its answers to `asked`
    ((user, question) pairs) once all of them were told."""
    mind = await Mind.open("ada", database_url=store_url, model=ScriptedModel(default=model))
    replies = {
        user: [(await mind.respond(message, user_id=user)).text for message in messages]
        for user, messages in told.items()
    }
    answers = [(await mind.respond(question, user_id=user)).text for user, question in asked]
    await mind.close()
    return replies, answers


async def answers_after(
    store_url: str, user: str, told: tuple[str, ...], asked: tuple[str, ...], model: str = "-"
) -> list[str]:
    """What the mind answers `user`'s questions `asked` with, once they have `told` it."""
    questions = tuple((user, question) for question in asked)
    _, answers = await conversations(store_url, {user: told}, questions, model)
    return answers
