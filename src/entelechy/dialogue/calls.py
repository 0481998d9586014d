"""The payload of a `model_called` event, the same for replies, perception and sleep."""

from __future__ import annotations

from entelechy.models.types import ModelResponse


def model_call(
    call_id: str, purpose: str, response: ModelResponse, outcome: str, error: str | None = None
) -> dict[str, object]:
    """The payload of a `model_called` event: what was used and what it cost, never the key."""
    return {
        "call_id": call_id,
        "purpose": purpose,
        "provider": response.provider,
        "model": response.model,
        "input_tokens": response.usage.input_tokens,
        "output_tokens": response.usage.output_tokens,
        "latency_ms": round(response.latency_ms, 3),
        "outcome": outcome,
        "finish_reason": response.finish_reason,
        "error": error,
    }
