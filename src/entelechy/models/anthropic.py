"""Anthropic's Messages API through the official SDK, streaming and tool use included."""

from __future__ import annotations

import os
import time
from collections.abc import AsyncIterator
from typing import Any

from entelechy.errors import MissingExtraError, ModelError
from entelechy.models.guard import check_endpoint
from entelechy.models.http_errors import connection_error, missing_key, status_error
from entelechy.models.openai_compatible import parse_arguments
from entelechy.models.retry import RetryPolicy, with_retries
from entelechy.models.streaming import relay_chunks
from entelechy.models.types import (
    Capabilities,
    ChatMessage,
    FinishReason,
    ModelRequest,
    ModelResponse,
    StreamEvent,
    ToolCall,
    Usage,
)

DEFAULT_MODEL = "claude-sonnet-4-6"
DEFAULT_BASE_URL = "https://api.anthropic.com"
DEFAULT_MAX_TOKENS = 1024
KEY_ENV = ("ANTHROPIC_API_KEY",)
_FINISH: dict[str | None, FinishReason] = {
    "end_turn": "stop",
    "stop_sequence": "stop",
    "max_tokens": "length",
    "tool_use": "tool_calls",
    "refusal": "content_filter",
}


class AnthropicModel:
    provider = "anthropic"
    capabilities = Capabilities(streaming=True, tools=True, json_schema=False)

    def __init__(
        self,
        model: str | None = None,
        *,
        base_url: str | None = None,
        api_key: str | None = None,
        timeout: float = 60.0,
        retry: RetryPolicy | None = None,
    ) -> None:
        try:
            from anthropic import AsyncAnthropic  # noqa: PLC0415 - optional extra
        except ImportError as error:
            raise MissingExtraError("The Anthropic adapter", "anthropic") from error
        self.model_id = model or DEFAULT_MODEL
        self.base_url = base_url or os.environ.get("ANTHROPIC_BASE_URL") or DEFAULT_BASE_URL
        self._key = api_key or os.environ.get(KEY_ENV[0])
        if not self._key:
            raise missing_key(self.provider, KEY_ENV)
        self._retry = retry or RetryPolicy()
        self._client = AsyncAnthropic(
            api_key=self._key, base_url=self.base_url, timeout=timeout, max_retries=0
        )

    async def generate(self, request: ModelRequest) -> ModelResponse:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        message = await with_retries(
            lambda: self._client.messages.create(**self._body(request)),
            self._retry,
            self._translate,
        )
        text = "".join(block.text for block in message.content if block.type == "text")
        calls = tuple(
            ToolCall(id=block.id, name=block.name, arguments=dict(block.input))
            for block in message.content
            if block.type == "tool_use"
        )
        return ModelResponse(
            text=text,
            provider=self.provider,
            model=message.model,
            usage=Usage(message.usage.input_tokens, message.usage.output_tokens),
            finish_reason=_FINISH.get(message.stop_reason, "stop"),
            tool_calls=calls,
            latency_ms=(time.perf_counter() - started) * 1000,
        )

    async def stream(self, request: ModelRequest) -> AsyncIterator[StreamEvent]:
        check_endpoint(self.base_url, self.provider)
        started = time.perf_counter()
        events = await with_retries(
            lambda: self._client.messages.create(**self._body(request), stream=True),
            self._retry,
            self._translate,
        )
        state = _StreamState(self.model_id)
        async for event in relay_chunks(events, state, self.provider, started, self._translate):
            yield event

    def _body(self, request: ModelRequest) -> dict[str, Any]:
        if request.response_schema is not None:
            raise ModelError(
                "JSON-schema constrained output is not supported by this adapter.",
                provider=self.provider,
                hint="Ask for JSON in the prompt and parse it tolerantly.",
            )
        body: dict[str, Any] = {
            "model": self.model_id,
            "messages": [_message(message) for message in request.messages],
            "max_tokens": request.max_output_tokens or DEFAULT_MAX_TOKENS,
        }
        if request.system:
            body["system"] = request.system
        # No `temperature`: the SDK (2.x) no longer takes sampling parameters, and the API version
        # it sends (2026-10-21) answers 400 to temperature/top_p/top_k, so it is not sent.
        if request.stop:
            body["stop_sequences"] = list(request.stop)
        if request.tools:
            body["tools"] = [
                {"name": t.name, "description": t.description, "input_schema": t.parameters}
                for t in request.tools
            ]
        return body

    async def aclose(self) -> None:
        await self._client.close()

    def _translate(self, error: Exception) -> ModelError:
        import anthropic  # noqa: PLC0415 - present whenever this adapter exists

        if isinstance(error, anthropic.APIStatusError):
            return status_error(
                self.provider,
                error.status_code,
                str(error.message),
                key_env=KEY_ENV[0],
                secret=self._key,
            )
        if isinstance(error, anthropic.APIConnectionError):
            timeout = isinstance(error, anthropic.APITimeoutError)
            return connection_error(self.provider, self.base_url, error, timeout=timeout)
        return ModelError(
            f"unexpected failure ({type(error).__name__}).",
            provider=self.provider,
            hint="The response did not follow the Messages protocol.",
        )


class _StreamState:
    def __init__(self, model: str) -> None:
        self.model = model
        self.parts: list[str] = []
        self.input_tokens = 0
        self.output_tokens = 0
        self.finish: FinishReason = "stop"
        self.tools: dict[int, dict[str, str]] = {}

    def absorb(self, event: Any) -> str:
        kind = event.type
        if kind == "message_start":
            self.model = event.message.model or self.model
            self.input_tokens = event.message.usage.input_tokens
        elif kind == "content_block_start" and event.content_block.type == "tool_use":
            block = event.content_block
            self.tools[event.index] = {"id": block.id, "name": block.name, "arguments": ""}
        elif kind == "content_block_delta":
            return self._delta(event)
        elif kind == "message_delta":
            self.finish = _FINISH.get(event.delta.stop_reason, self.finish)
            self.output_tokens = event.usage.output_tokens
        return ""

    def _delta(self, event: Any) -> str:
        if event.delta.type == "text_delta":
            self.parts.append(event.delta.text)
            return str(event.delta.text)
        if event.delta.type == "input_json_delta" and event.index in self.tools:
            self.tools[event.index]["arguments"] += event.delta.partial_json
        return ""

    def response(self, provider: str, started: float) -> ModelResponse:
        calls = tuple(
            ToolCall(id=slot["id"], name=slot["name"], arguments=parse_arguments(slot["arguments"]))
            for _, slot in sorted(self.tools.items())
        )
        return ModelResponse(
            text="".join(self.parts),
            provider=provider,
            model=self.model,
            usage=Usage(self.input_tokens, self.output_tokens),
            finish_reason=self.finish,
            tool_calls=calls,
            latency_ms=(time.perf_counter() - started) * 1000,
        )


def _message(message: ChatMessage) -> dict[str, Any]:
    if message.role == "tool":
        block = {
            "type": "tool_result",
            "tool_use_id": message.tool_call_id,
            "content": message.content,
        }
        return {"role": "user", "content": [block]}
    if message.tool_calls:
        blocks: list[dict[str, Any]] = (
            [{"type": "text", "text": message.content}] if message.content else []
        )
        blocks += [
            {"type": "tool_use", "id": call.id, "name": call.name, "input": call.arguments}
            for call in message.tool_calls
        ]
        return {"role": "assistant", "content": blocks}
    return {"role": message.role, "content": message.content}
