"""A scripted night: replies for the day, summaries and dreams for the sleep, by request."""

from __future__ import annotations

from collections.abc import Callable
from typing import cast

from entelechy import Mind
from entelechy.errors import ModelError
from entelechy.governance.local import LocalGovernor
from entelechy.governance.signing import CreatorKey
from entelechy.models.scripted import ScriptedModel
from entelechy.models.types import Capabilities, ModelRequest

DREAMS = """I walked through a library whose shelves moved whenever I asked a question.
A patient reader showed me how to wait for the whole question before answering.
TELEOLOGICAL_VALUE: 0.82

I stood at a funeral in the rain and the grief would not lift from the people there.
TELEOLOGICAL_VALUE: 0.45

A fish sold umbrellas to the clouds while numbers sang.
TELEOLOGICAL_VALUE: 0.12
"""
SUMMARIES = {
    "emotional charge": "The day felt warm and curious.",
    "durable insight": "People value patience more than speed.",
    "noise": "The small talk about weather can go.",
}


def night(
    dreams: str | Exception = DREAMS,
    failing: tuple[str, ...] = (),
    reply: str = "Glad to help.",
) -> Callable[[ModelRequest], str]:
    """A script: `failing` names the summaries (by their key words) whose calls raise."""

    def answer(request: ModelRequest) -> str:
        asked = request.messages[-1].content
        if "TELEOLOGICAL_VALUE" in asked or "teleological_value" in asked:
            if isinstance(dreams, Exception):
                raise dreams
            return dreams
        for key, summary in SUMMARIES.items():
            if key in asked:
                if key in failing:
                    raise ModelError("the provider is down", provider="scripted")
                return summary
        return reply

    return answer


def text_model(script: Callable[[ModelRequest], str]) -> ScriptedModel:
    """A scripted model without structured output, so REM asks for the text format."""
    return ScriptedModel(script, capabilities=Capabilities(streaming=True, json_schema=False))


async def creator_of(mind: Mind) -> CreatorKey:
    key = CreatorKey.generate()
    governor = cast(LocalGovernor, mind.governor)
    await governor.register_key(key.sign({"action": "key.register", "publicKey": key.public_key}))
    return key
