"""Every model call, watched: a span with the GenAI semantic conventions' attributes, the
process's model metrics (calls by outcome, tokens by model, errors by provider, duration) and a
warning in the log when a call fails.

The adapters stay unaware of telemetry; the few places that call a model (reasoning, the risk
judge, claim enrichment, the high-stakes verifier) call it through `observed`.
"""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Awaitable, Callable

from entelechy.models.protocol import Model
from entelechy.models.types import ModelRequest, ModelResponse
from entelechy.telemetry import metrics
from entelechy.telemetry.tracing import Span, set_attributes, span

logger = logging.getLogger(__name__)


async def observed(
    model: Model,
    request: ModelRequest,
    purpose: str,
    call: Callable[[], Awaitable[ModelResponse]],
) -> ModelResponse:
    """Run `call` (one call of `model` with `request`) inside a `chat {model}` span."""
    attributes = {
        "gen_ai.operation.name": "chat",
        "gen_ai.system": model.provider,
        "gen_ai.provider.name": model.provider,
        "gen_ai.request.model": model.model_id,
        "entelechy.model_call.purpose": purpose,
    }
    with span(f"chat {model.model_id}", attributes) as current:
        set_attributes(
            current,
            {
                "gen_ai.request.max_tokens": request.max_output_tokens,
                "gen_ai.request.temperature": request.temperature,
            },
        )
        started = time.perf_counter()
        try:
            response = await call()
        except asyncio.CancelledError:
            _failed(model, "cancelled", started)
            raise
        except Exception as error:
            _failed(model, "error", started)
            failure = {"provider": model.provider, "model": model.model_id, "purpose": purpose}
            logger.warning(
                "model call failed", extra={**failure, "error_type": type(error).__name__}
            )
            raise
        _answered(current, model, response, started)
        return response


def _answered(current: Span, model: Model, response: ModelResponse, started: float) -> None:
    usage = response.usage
    if current.is_recording():
        set_attributes(
            current,
            {
                "gen_ai.response.model": response.model,
                "gen_ai.usage.input_tokens": usage.input_tokens,
                "gen_ai.usage.output_tokens": usage.output_tokens,
            },
        )
        current.set_attribute("gen_ai.response.finish_reasons", [response.finish_reason])
    tokens = (usage.input_tokens, usage.output_tokens)
    metrics.model_called(model.provider, model.model_id, "ok", _since(started), tokens)


def _failed(model: Model, outcome: str, started: float) -> None:
    metrics.model_called(model.provider, model.model_id, outcome, _since(started), (0, 0))


def _since(started: float) -> float:
    return time.perf_counter() - started
