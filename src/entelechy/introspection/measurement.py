"""An introspective reply as a measurement: the reply as sent, scored against the records'
answer, and the model's wording it replaced (if it did), scored the same way."""

from __future__ import annotations

import logging
from typing import Any

from entelechy.introspection.answer import Answer
from entelechy.introspection.scoring import Score, score

log = logging.getLogger(__name__)


def measured(
    score_id: str, reply: dict[str, str], answer: Answer, replaced: tuple[str, Score] | None
) -> dict[str, Any]:
    """The `introspection_scored` payload of `reply` ({message_id, in_reply_to, content}) and
    of the model's wording it replaced (that wording, and its score), if any. Warnings are
    logged for operators as well as recorded."""
    sent = score(reply["content"], answer)
    warnings = list(dict.fromkeys((*sent.warnings, *(replaced[1].warnings if replaced else ()))))
    if warnings:
        log.warning("introspective reply %s: %s", reply["message_id"], ", ".join(warnings))
    return {
        "score_id": score_id,
        "reply_id": reply["message_id"],
        "in_reply_to": reply["in_reply_to"],
        "question": answer.intent,
        **sent.to_json(),
        "replaced": None if replaced is None else {"text": replaced[0], **replaced[1].to_json()},
    }
