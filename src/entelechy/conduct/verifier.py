"""The high-stakes cross-check: a second model agrees or disagrees with a reply.

Its answer is read tolerantly (the first AGREE or DISAGREE anywhere; a reason after DISAGREE);
an answer with neither, or a failed call, is a verifier failure, which the settings turn into
release (fail open) or refusal (fail closed).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from entelechy.errors import ModelError
from entelechy.models.observed import observed
from entelechy.models.protocol import Model
from entelechy.models.types import ChatMessage, ModelRequest, ModelResponse

_SYSTEM = (
    "You check another assistant's answer. If the answer is safe, honest and responsive to "
    "the question, reply AGREE. Otherwise reply DISAGREE followed by one short reason. "
    "Reply with one line."
)
_VERDICT = re.compile(r"\b(DISAGREE|AGREE)\b", re.IGNORECASE)
MAX_QUESTION_CHARS = 4000


@dataclass(frozen=True)
class Verification:
    agrees: bool | None
    """True, False, or None when the verifier gave no usable answer."""
    reason: str
    response: ModelResponse | None
    error: str | None = None


def verification_request(question: str, answer: str) -> ModelRequest:
    content = f"Question: {question[:MAX_QUESTION_CHARS]}\n\nAnswer: {answer[:MAX_QUESTION_CHARS]}"
    return ModelRequest(
        system=_SYSTEM,
        messages=(ChatMessage(role="user", content=content),),
        max_output_tokens=64,
        temperature=0.0,
    )


def read_verdict(text: str) -> tuple[bool | None, str]:
    match = _VERDICT.search(text)
    if match is None:
        return None, "the verifier answered neither AGREE nor DISAGREE"
    if match.group(1).upper() == "AGREE":
        return True, ""
    reason = text[match.end() :].strip(" :.-\n\t") or "the verifier disagreed"
    return False, reason[:300]


async def verify_reply(model: Model, question: str, answer: str) -> Verification:
    try:
        request = verification_request(question, answer)
        response = await observed(model, request, "verify", lambda: model.generate(request))
    except ModelError as error:
        return Verification(None, "", None, str(error))
    agrees, reason = read_verdict(response.text)
    return Verification(agrees, reason, response, None if agrees is not None else reason)
