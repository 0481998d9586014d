"""Event kinds of the dialogue and the payloads they carry (schema version 1)."""

from __future__ import annotations

MIND_CREATED = "mind_created"
"""{name, persona} — the first event of every mind's chain."""

MIND_EMBODIED = "mind_embodied"
"""{embodiment_id, provider, model, spec} — the mind now speaks through this model."""

CONVERSATION_STARTED = "conversation_started"
"""{conversation_id} — the event's user_id says whose conversation it is."""

MESSAGE_RECEIVED = "message_received"
"""{message_id, conversation_id, content, channel}."""

MODEL_CALLED = "model_called"
"""{call_id, purpose, provider, model, input_tokens, output_tokens, latency_ms, outcome,
finish_reason, error} — never the API key, never the prompt."""

RESPONSE_GENERATED = "response_generated"
"""{message_id, conversation_id, in_reply_to, content, kind, model_call_ids, tokens{in, out}}."""

RESPONSE_CANCELLED = "response_cancelled"
"""{message_id, conversation_id, in_reply_to, partial} — stopped by the person (Ctrl-C)."""

RESPONSE_FAILED = "response_failed"
"""{conversation_id, in_reply_to, error} — no reply could be produced."""

MIND_ACTOR = "mind"
SYSTEM_ACTOR = "system"


def user_actor(user_id: str) -> str:
    return f"user:{user_id}"


KINDS = frozenset(
    {
        MIND_CREATED,
        MIND_EMBODIED,
        CONVERSATION_STARTED,
        MESSAGE_RECEIVED,
        MODEL_CALLED,
        RESPONSE_GENERATED,
        RESPONSE_CANCELLED,
        RESPONSE_FAILED,
    }
)
"""Every event kind of the dialogue."""
